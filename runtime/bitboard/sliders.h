// Attacks of the standard riders (rook and bishop lines) for any occupancy, on a board of at
// most 64 squares (BB = Bitboard), 128 (Wide) or 192 (Triple). With BMI2 the blockers that matter are
// gathered by PEXT into an index of a table filled at start-up: on one word per square and
// kind of line (for 8x8 about 860 KB), on two words per square and line, a PEXT per word (for
// 10x10 about 1.6 MB). Where such tables would pass 8 MB (16x8) and on three words, each line's
// occupancy is packed by a PEXT per word into a few bits, which index a small table shared by
// every line of the same length (the attacks from each place on it, packed alike), and the
// packed attacks are spread back over the words by PDEP (13x12: about 100 KB). Without BMI2 the
// classical method: per direction the line from the square, cut beyond its first blocker found
// by a bit scan.
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
  // The attacks on the empty board: the four lines of a kind from s to the edges.
  BB rook_lines(Square s) const { return lines0_[s * 2]; }
  BB bishop_lines(Square s) const { return lines0_[s * 2 + 1]; }
  // The full line of direction d from s to the edge (s excluded).
  BB ray(Square s, int d) const { return rays_[s * 8 + d]; }
  // The squares strictly between a and b if they share a standard line, else 0.
  BB between(Square a, Square b) const { return between_[a * squares_ + b]; }
  // The squares of direction d from s up to its first blocker on occ, that one included.
  BB along(Square s, int d, BB occ) const {
#ifdef __BMI2__
    if constexpr (Words > 1)
      if (!lines_.empty()) return line_attacks(s, d >> 1, occ) & rays_[s * 8 + d];
#endif
    return classical(s, d, 1, occ);
  }

private:
  // A table's share of the directions: on one word, a kind (four directions); on two, a line.
  static constexpr int Span = sizeof(BB) == 8 ? 4 : 2;
  static constexpr int Words = Capacity<BB> / 64;
  static uint64_t word(const BB &b, int i) {
    if constexpr (Words == 3)
      return b.w[i];
    else
      return uint64_t(b >> (64 * i));
  }
  // A line (the two directions 2k and 2k + 1 through a square, and the square) by words: its
  // squares but the two ends, whose occupancy decides the attacks, and all of them; innerAt[i]
  // and fullAt[i] count those of the words up to i: where word i + 1 starts in the packed bits.
  struct Line {
    uint64_t inner[3] = {}, full[3] = {};
    uint8_t innerAt[2] = {}, fullAt[2] = {};
  };
  struct OnLine {
    uint32_t line = 0;   // in lines_
    uint32_t offset = 0; // in lineTable_: the attacks from the square's place on a line of its length
  };
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
  // The attacks along line k (0 rank, 1 file, 2 and 3 the diagonals) from s.
  BB line_attacks(Square s, int k, const BB &occ) const {
    const OnLine &o = onLine_[size_t(s) * 4 + k];
    const Line &l = lines_[o.line];
    uint64_t i = _pext_u64(word(occ, 0), l.inner[0]);
    if constexpr (Words > 1) i |= _pext_u64(word(occ, 1), l.inner[1]) << l.innerAt[0];
    if constexpr (Words > 2) i |= _pext_u64(word(occ, 2), l.inner[2]) << l.innerAt[1];
    const uint64_t a = lineTable_[o.offset + i];
    if constexpr (Words == 3)
      return BB(_pdep_u64(a, l.full[0]), _pdep_u64(a >> l.fullAt[0], l.full[1]),
                _pdep_u64(a >> l.fullAt[1], l.full[2]));
    else if constexpr (Words == 2)
      return BB(_pdep_u64(a, l.full[0])) | BB(_pdep_u64(a >> l.fullAt[0], l.full[1])) << 64;
    else
      return BB(_pdep_u64(a, l.full[0]));
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
    if constexpr (Words > 1)
      if (!lines_.empty()) return line_attacks(s, 2 * kind, occ) | line_attacks(s, 2 * kind + 1, occ);
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
  std::vector<BB> rays_, between_, table_, lines0_;
  std::vector<Line> lines_;         // empty: no line tables
  std::vector<OnLine> onLine_;      // [square * 4 + line]
  std::vector<uint16_t> lineTable_; // per length L and place p: 2^(L-2) packed attacks
  void init_lines();
};

} // namespace chimera::bitboard
