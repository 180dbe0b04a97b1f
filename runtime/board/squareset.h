// A set of squares on any board up to 16x16: 256 bits.
#pragma once

#include <cstdint>

#include "runtime/board/types.h"

namespace chimera {

class SquareSet {
public:
  static constexpr int Words = MaxSquares / 64;

  constexpr SquareSet() = default;

  bool test(Square s) const { return w_[s >> 6] >> (s & 63) & 1; }
  void set(Square s) { w_[s >> 6] |= uint64_t(1) << (s & 63); }
  void reset(Square s) { w_[s >> 6] &= ~(uint64_t(1) << (s & 63)); }
  void toggle(Square s) { w_[s >> 6] ^= uint64_t(1) << (s & 63); }

  bool empty() const { return !(w_[0] | w_[1] | w_[2] | w_[3]); }
  int count() const {
    return __builtin_popcountll(w_[0]) + __builtin_popcountll(w_[1]) + __builtin_popcountll(w_[2]) +
           __builtin_popcountll(w_[3]);
  }
  uint64_t word(int i) const { return w_[i]; }
  void add_word(int i, uint64_t b) { w_[i] |= b; }

  SquareSet &operator|=(const SquareSet &o) {
    for (int i = 0; i < Words; ++i) w_[i] |= o.w_[i];
    return *this;
  }
  SquareSet &operator&=(const SquareSet &o) {
    for (int i = 0; i < Words; ++i) w_[i] &= o.w_[i];
    return *this;
  }
  SquareSet without(const SquareSet &o) const {
    SquareSet r;
    for (int i = 0; i < Words; ++i) r.w_[i] = w_[i] & ~o.w_[i];
    return r;
  }
  friend SquareSet operator|(SquareSet a, const SquareSet &b) { return a |= b; }
  friend SquareSet operator&(SquareSet a, const SquareSet &b) { return a &= b; }
  bool operator==(const SquareSet &o) const {
    return w_[0] == o.w_[0] && w_[1] == o.w_[1] && w_[2] == o.w_[2] && w_[3] == o.w_[3];
  }

  // The members moved n squares up (down where n < 0), |n| < 64; those pushed past either end
  // are lost.
  SquareSet shifted(int n) const {
    SquareSet r;
    if (n > 0) {
      for (int i = Words - 1; i > 0; --i) r.w_[i] = w_[i] << n | w_[i - 1] >> (64 - n);
      r.w_[0] = w_[0] << n;
    } else if (n < 0) {
      n = -n;
      for (int i = 0; i < Words - 1; ++i) r.w_[i] = w_[i] >> n | w_[i + 1] << (64 - n);
      r.w_[Words - 1] = w_[Words - 1] >> n;
    } else {
      r = *this;
    }
    return r;
  }

  // Calls f(square) for every member, lowest first.
  template <class F> void for_each(F &&f) const {
    for (int i = 0; i < Words; ++i)
      for (uint64_t b = w_[i]; b; b &= b - 1) f(Square(i * 64 + __builtin_ctzll(b)));
  }
  Square first() const {
    for (int i = 0; i < Words; ++i)
      if (w_[i]) return Square(i * 64 + __builtin_ctzll(w_[i]));
    return NoSquare;
  }

private:
  uint64_t w_[Words] = {0, 0, 0, 0};
};

} // namespace chimera
