#include "runtime/bitboard/sliders.h"

#include <algorithm>
#include <cstddef>

namespace chimera::bitboard {

template <class BB> void Sliders<BB>::init(int files, int ranks) {
  files_ = files, ranks_ = ranks, squares_ = files * ranks;
  rays_.assign(size_t(squares_) * 8, 0);
  between_.assign(size_t(squares_) * squares_, 0);
  for (Square s = 0; s < squares_; ++s)
    for (int d = 0; d < 8; ++d) {
      BB passed = 0;
      for (int f = s % files + Directions[d][0], r = s / files + Directions[d][1];
           f >= 0 && f < files && r >= 0 && r < ranks; f += Directions[d][0], r += Directions[d][1]) {
        const Square t = r * files + f;
        between_[size_t(s) * squares_ + t] = passed;
        passed |= bit<BB>(t);
      }
      rays_[s * 8 + d] = passed;
    }
  lines0_.assign(size_t(squares_) * 2, 0);
  for (Square s = 0; s < squares_; ++s)
    for (int d = 0; d < 8; ++d) lines0_[s * 2 + d / 4] |= rays_[s * 8 + d];
  entries_.clear();
  table_.clear();
  lines_.clear();
  onLine_.clear();
  lineTable_.clear();
  pext_ = false;
#ifdef __BMI2__
  if constexpr (!Pext) init_lines();
  if constexpr (Pext) {
    entries_.assign(size_t(squares_) * (8 / Span), Entry{});
    size_t size = 0;
    for (Square s = 0; s < squares_; ++s)
      for (int g = 0; g < 8 / Span; ++g) {
        Entry &e = entries_[size_t(s) * (8 / Span) + g];
        for (int d = g * Span; d < (g + 1) * Span; ++d) {
          const BB r = rays_[s * 8 + d];
          if (r) e.mask |= r & ~bit<BB>(d & 1 ? lsb(r) : msb(r)); // the farthest square never blocks
        }
        e.low = uint8_t(__builtin_popcountll(uint64_t(e.mask)));
        e.offset = uint32_t(size);
        size += size_t(1) << popcount(e.mask);
      }
    if (size * sizeof(BB) > (size_t(8) << 20)) { // a 16-file board's ranks: the line tables
      entries_.clear();
      init_lines();
      return;
    }
    table_.resize(size);
    for (Square s = 0; s < squares_; ++s)
      for (int g = 0; g < 8 / Span; ++g) {
        const Entry &e = entries_[size_t(s) * (8 / Span) + g];
        // Every subset of the mask, in PEXT index order (the carry-rippler walks them so).
        BB sub = 0;
        do {
          table_[e.offset + index(sub, e)] = classical(s, g * Span, Span, sub);
          sub = (sub - e.mask) & e.mask;
        } while (sub);
      }
    pext_ = true;
  }
#endif
}

template <class BB> void Sliders<BB>::init_lines() {
#ifdef __BMI2__
  // The packed attacks from place p of a line of length L, for each occupancy of its inner
  // squares (bit j: place j + 1), at base[L] + p * 2^(L - 2).
  const int longest = std::max(files_, ranks_);
  if (longest > 16) return; // a packed set is 16 bits
  size_t base[18] = {};
  for (int L = 1; L <= longest; ++L) base[L + 1] = base[L] + (size_t(L) << std::max(L - 2, 0));
  lineTable_.assign(base[longest + 1], 0);
  for (int L = 1; L <= longest; ++L)
    for (int p = 0; p < L; ++p)
      for (uint32_t inner = 0; inner < uint32_t(1) << std::max(L - 2, 0); ++inner) {
        const uint32_t occ = inner << 1; // by place
        uint32_t a = 0;
        for (int q = p + 1; q < L && (a |= 1u << q, !(occ >> q & 1)); ++q) {
        }
        for (int q = p - 1; q >= 0 && (a |= 1u << q, !(occ >> q & 1)); --q) {
        }
        lineTable_[base[L] + (size_t(p) << std::max(L - 2, 0)) + inner] = uint16_t(a);
      }
  onLine_.assign(size_t(squares_) * 4, OnLine{});
  std::vector<int> lineAt(size_t(squares_) * 4, -1); // by the line's lowest square and k
  for (Square s = 0; s < squares_; ++s)
    for (int k = 0; k < 4; ++k) {
      const BB up = rays_[s * 8 + 2 * k], down = rays_[s * 8 + 2 * k + 1], full = up | down | bit<BB>(s);
      const Square low = down ? lsb(down) : s;
      int &id = lineAt[size_t(low) * 4 + k];
      if (id < 0) {
        Line l;
        const BB ends = bit<BB>(low) | bit<BB>(msb(full)), inner = full & ~ends;
        for (int w = 0; w < Words; ++w) l.inner[w] = word(inner, w), l.full[w] = word(full, w);
        int innerBelow = 0, fullBelow = 0;
        for (int w = 0; w + 1 < Words; ++w) {
          innerBelow += __builtin_popcountll(l.inner[w]), fullBelow += __builtin_popcountll(l.full[w]);
          l.innerAt[w] = uint8_t(innerBelow), l.fullAt[w] = uint8_t(fullBelow);
        }
        id = int(lines_.size());
        lines_.push_back(l);
      }
      const int L = popcount(full), p = popcount(down);
      onLine_[size_t(s) * 4 + k] = {uint32_t(id), uint32_t(base[L] + (size_t(p) << std::max(L - 2, 0)))};
    }
#endif
}

template class Sliders<Bitboard>;
template class Sliders<Wide>;
template class Sliders<Triple>;

} // namespace chimera::bitboard
