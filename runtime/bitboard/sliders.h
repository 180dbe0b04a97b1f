// Attacks of the standard riders (rook and bishop lines) for any occupancy, on a board of at
// most 64 squares (BB = Bitboard) or 128 (Wide). On one word with BMI2 each square's blockers
// are gathered by PEXT into an index of a table filled at start-up (for 8x8 about 860 KB);
// otherwise, the classical method: per direction the line from the square, cut beyond its
// first blocker found by a bit scan.
#pragma once

#include <vector>
#ifdef __BMI2__
#include <immintrin.h>
#endif

#include "runtime/bitboard/bitboard.h"

namespace chimera::bitboard {

// The 8 standard directions: the orthogonal ones (0-3), then the diagonal ones (4-7). The
// even ones run towards higher square numbers, so their first blocker is the lowest.
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

private:
  static constexpr bool Pext =
#ifdef __BMI2__
      sizeof(BB) == 8;
#else
      false;
#endif
  // kind 0: the orthogonal lines, 1: the diagonal ones.
  BB attacks(Square s, int kind, BB occ) const {
#ifdef __BMI2__
    if constexpr (Pext) {
      const Entry &e = entries_[s * 2 + kind];
      return table_[e.offset + _pext_u64(occ, e.mask)];
    }
#endif
    return classical(s, kind, occ);
  }
  BB classical(Square s, int kind, BB occ) const {
    BB a = 0;
    for (int d = 4 * kind; d < 4 * kind + 4; ++d) {
      const BB r = rays_[s * 8 + d], b = r & occ;
      a |= b ? r & ~rays_[(d & 1 ? msb(b) : lsb(b)) * 8 + d] : r;
    }
    return a;
  }

  struct Entry {
    BB mask = 0;         // the squares whose occupancy matters (not a line's last square)
    uint32_t offset = 0; // the first entry of the square in table_
  };
  int files_ = 0, ranks_ = 0, squares_ = 0;
  std::vector<Entry> entries_; // [square * 2 + kind]
  std::vector<BB> rays_, between_, table_;
};

} // namespace chimera::bitboard
