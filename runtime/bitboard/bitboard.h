// Square sets of one machine word for boards of at most 64 squares, and of two (Wide) for
// boards of at most 128: the bitboard path (docs/design.md § "Bitboards") is written once for
// both, as templates on the set's type. Squares are numbered as everywhere in the runtime:
// rank * files + file, so a board narrower than 8 files packs its ranks without gaps and no
// shift is a board step.
#pragma once

#include <cstdint>

#include "runtime/board/types.h"

namespace chimera::bitboard {

using Bitboard = uint64_t;
using Wide = unsigned __int128;

// The most squares a set of type BB holds.
template <class BB> constexpr int Capacity = int(sizeof(BB) * 8);

template <class BB = Bitboard> constexpr BB bit(Square s) { return BB(1) << s; }
inline Square lsb(Bitboard b) { return Square(__builtin_ctzll(b)); }
inline Square msb(Bitboard b) { return Square(63 ^ __builtin_clzll(b)); }
inline int popcount(Bitboard b) { return __builtin_popcountll(b); }
inline bool more_than_one(Bitboard b) { return b & (b - 1); }
inline Square pop_lsb(Bitboard &b) {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}

inline Square lsb(Wide b) {
  const uint64_t lo = uint64_t(b);
  return lo ? Square(__builtin_ctzll(lo)) : Square(64 + __builtin_ctzll(uint64_t(b >> 64)));
}
inline Square msb(Wide b) {
  const uint64_t hi = uint64_t(b >> 64);
  return hi ? Square(127 ^ __builtin_clzll(hi)) : Square(63 ^ __builtin_clzll(uint64_t(b)));
}
inline int popcount(Wide b) {
  return __builtin_popcountll(uint64_t(b)) + __builtin_popcountll(uint64_t(b >> 64));
}
inline bool more_than_one(Wide b) { return b & (b - 1); }
inline Square pop_lsb(Wide &b) {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}

} // namespace chimera::bitboard
