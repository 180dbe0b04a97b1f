// 64-bit square sets for boards of at most 64 squares (the bitboard path, docs/design.md §
// "Bitboards"). Squares are numbered as everywhere in the runtime: rank * files + file, so a
// board narrower than 8 files packs its ranks without gaps and no shift is a board step.
#pragma once

#include <cstdint>

#include "runtime/board/types.h"

namespace chimera::bitboard {

using Bitboard = uint64_t;

constexpr Bitboard bit(Square s) { return Bitboard(1) << s; }
inline Square lsb(Bitboard b) { return Square(__builtin_ctzll(b)); }
inline Square msb(Bitboard b) { return Square(63 ^ __builtin_clzll(b)); }
inline int popcount(Bitboard b) { return __builtin_popcountll(b); }
inline bool more_than_one(Bitboard b) { return b & (b - 1); }
inline Square pop_lsb(Bitboard &b) {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}

} // namespace chimera::bitboard
