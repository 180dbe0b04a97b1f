// Attacks of the standard riders (rook and bishop lines) for any occupancy, on a board of at
// most 64 squares (BB = Bitboard), 128 (Wide) or 192 (Triple). With BMI2 the blockers that matter are
// gathered by PEXT into an index of a table filled at start-up: on one word per square and
// kind of line (for 8x8 about 860 KB), on two words per square and line, a PEXT per word (for
// 10x10 about 1.6 MB; a board whose tables would pass 8 MB, such as 16x8, keeps the classical
// method, as do the boards of three words). Otherwise the classical method: per direction the line from the
// square, cut beyond its first blocker found by a bit scan.
#pragma once

#include <vector>
#ifdef __BMI2__
#include <immintrin.h>
#endif

#include "runtime/bitboard/bitboard.h"

namespace chimera::bitboard {

// The 8 standard directions: the orthogonal ones (0-3), then the diagonal ones (4-7); 2k and
// 2k + 1 are the two halves of a line. The even ones run towards higher square numbers, so
// their first blocker is the lowest.
constexpr int Directions[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {-1, 1}, {1, -1}};

template <class BB> class Sliders {
public:
  void init(int files, int ranks);
  BB rook(Square s, BB occ) const { return attacks(s, 0, occ); }
  BB bishop(Square s, BB occ) const { return attacks(s, 1, occ); }
  // The full line of direction d from s to the edge (s excluded).
  BB ray(Square s, int d) const { return rays_[s * 8 + d]; }
  // The squares strictly between a and b if they share a standard line, else 0.
  BB between(Square a, Square b) const { return between_[a * squares_ + b]; }
  // The squares of direction d from s up to its first blocker on occ, that one included.
  BB along(Square s, int d, BB occ) const { return classical(s, d, 1, occ); }

private:
  // A table's share of the directions: on one word, a kind (four directions); on two, a line.
  static constexpr int Span = sizeof(BB) == 8 ? 4 : 2;
  struct Entry {
    BB mask = 0;         // the squares whose occupancy matters (not a line's last square)
    uint32_t offset = 0; // the first entry of the square in table_
    uint8_t low = 0;     // the mask's squares in the low word (Wide)
  };
#ifdef __BMI2__
  static constexpr bool Pext = sizeof(BB) <= 16; // three words: the classical method
  static uint64_t index(BB occ, const Entry &e) {
    if constexpr (sizeof(BB) == 8)
      return _pext_u64(occ, e.mask);
    else if constexpr (Pext)
      return _pext_u64(uint64_t(occ), uint64_t(e.mask)) |
             _pext_u64(uint64_t(occ >> 64), uint64_t(e.mask >> 64)) << e.low;
    else
      return 0;
  }
#endif
  // kind 0: the orthogonal lines, 1: the diagonal ones.
  BB attacks(Square s, int kind, BB occ) const {
#ifdef __BMI2__
    if (Pext && pext_) {
      const Entry *e = &entries_[size_t(s) * (8 / Span) + kind * (4 / Span)];
      BB a = table_[e->offset + index(occ, *e)];
      if constexpr (Span == 2) a |= table_[e[1].offset + index(occ, e[1])];
      return a;
    }
#endif
    return classical(s, 4 * kind, 4, occ);
  }
  // The directions first .. first + count - 1.
  BB classical(Square s, int first, int count, BB occ) const {
    BB a = 0;
    for (int d = first; d < first + count; ++d) {
      const BB r = rays_[s * 8 + d], b = r & occ;
      a |= b ? r & ~rays_[(d & 1 ? msb(b) : lsb(b)) * 8 + d] : r;
    }
    return a;
  }

  int files_ = 0, ranks_ = 0, squares_ = 0;
  bool pext_ = false;
  std::vector<Entry> entries_; // [square * (8 / Span) + directions / Span]
  std::vector<BB> rays_, between_, table_;
};

} // namespace chimera::bitboard
