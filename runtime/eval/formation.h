// The promoting pieces' formation (docs/evaluation.md, "Promoting pieces"): the terms that depend
// only on where the promoting pieces of both sides stand (isolated, phalanx, doubled, passed by
// rank) change with few moves, so a small table per thread keeps them by a hash of those pieces,
// as a pawn hash table does: most evaluations find them there.
#pragma once

#include <cstdint>
#include <vector>

#include "runtime/bitboard/bitboard.h"

namespace chimera {

template <class BB> struct FormationEntry {
  uint64_t key = 0;
  int64_t sum = 0;   // the terms, for White (Evaluator's Packed, x16)
  BB passed[2] = {}; // per side: its passed promoting pieces
};

// The thread's entry for a key (Evaluator::formation_key), which may hold another key.
template <class BB> FormationEntry<BB> &formation_entry(uint64_t key) {
  constexpr int Bits = 12;
  thread_local std::vector<FormationEntry<BB>> table(size_t(1) << Bits);
  return table[key >> (64 - Bits)];
}

// Mixes one set into a hash.
inline uint64_t mix(uint64_t h, uint64_t w) {
  h = (h ^ w) * 0x9E3779B97F4A7C15ull;
  return h ^ (h >> 29);
}
template <class BB> uint64_t mix_set(uint64_t h, const BB &b) {
  if constexpr (sizeof(BB) == 8)
    return mix(h, b);
  else if constexpr (sizeof(BB) == 16)
    return mix(mix(h, uint64_t(b)), uint64_t(b >> 64));
  else
    return mix(mix(mix(h, b.w[0]), b.w[1]), b.w[2]);
}

} // namespace chimera
