#include "runtime/bitboard/sliders.h"

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
  entries_.clear();
  table_.clear();
  pext_ = false;
#ifdef __BMI2__
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
    if (size * sizeof(BB) > (size_t(8) << 20)) { // a 16-file board's ranks: the classical method
      entries_.clear();
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

template class Sliders<Bitboard>;
template class Sliders<Wide>;
template class Sliders<Triple>;

} // namespace chimera::bitboard
