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
#ifdef __BMI2__
  if constexpr (Pext) {
    entries_.assign(size_t(squares_) * 2, Entry{});
    for (Square s = 0; s < squares_; ++s)
      for (int kind = 0; kind < 2; ++kind) {
        Entry &e = entries_[s * 2 + kind];
        for (int d = 4 * kind; d < 4 * kind + 4; ++d) {
          const BB r = rays_[s * 8 + d];
          if (r) e.mask |= r & ~bit<BB>(d & 1 ? lsb(r) : msb(r)); // the farthest square never blocks
        }
        e.offset = uint32_t(table_.size());
        // Every subset of the mask, in PEXT index order (the carry-rippler walks them so).
        table_.resize(table_.size() + (size_t(1) << popcount(e.mask)));
        BB sub = 0;
        do {
          table_[e.offset + _pext_u64(sub, e.mask)] = classical(s, kind, sub);
          sub = (sub - e.mask) & e.mask;
        } while (sub);
      }
  }
#endif
}

template class Sliders<Bitboard>;
template class Sliders<Wide>;

} // namespace chimera::bitboard
