// The correction of the static evaluation: per side to move, and per structure and per
// material, how far the searches' results lay from the evaluation (docs/evaluation.md, "Search").
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "runtime/bitboard/bitboard.h"
#include "runtime/board/position.h"

namespace chimera {

// A hash of where the pieces of `types` stand (Evaluator::structure_types: the pawns); the
// table's index takes its top bits.
inline uint64_t structure_key(const Position &pos, uint64_t types) {
  uint64_t h = 0;
  for (; types; types &= types - 1)
    for (int c = 0; c < 2; ++c) {
      const bitboard::Triple b =
          pos.bitboard_as<bitboard::Triple>(make_piece(Color(c), __builtin_ctzll(types)));
      for (int i = 0; i < 3; ++i) h = (h ^ b.w[i]) * 0x9E3779B97F4A7C15ull, h ^= h >> 29;
    }
  return h * 0x9E3779B97F4A7C15ull;
}

// A hash of the material: each side's count of each type on the board and in hand.
inline uint64_t material_key(const Position &pos) {
  uint64_t h = 0;
  const bool hands = pos.variant().hands;
  for (int c = 0; c < 2; ++c) {
    for (uint64_t m = pos.present(Color(c)); m; m &= m - 1) {
      const int t = __builtin_ctzll(m);
      h = (h ^ (uint64_t(c) << 16 | uint64_t(t) << 8 | uint64_t(pos.count(Color(c), t)))) *
          0x9E3779B97F4A7C15ull;
      h ^= h >> 29;
    }
    for (int t = 0; hands && t < pos.variant().ntypes(); ++t)
      if (const int n = pos.hand(Color(c), t)) {
        h = (h ^ (uint64_t(1) << 20 | uint64_t(c) << 16 | uint64_t(t) << 8 | uint64_t(n))) *
            0x9E3779B97F4A7C15ull;
        h ^= h >> 29;
      }
  }
  return h * 0x9E3779B97F4A7C15ull;
}

// Entries in Grain units a centipawn, decaying as they near Limit (h += b - h |b| / Limit).
struct Correction {
  static constexpr int Bits = 14, Limit = 1024, Grain = 8;
  int16_t entries[2][1 << Bits], byMaterial[2][1 << Bits];

  void clear() { std::memset(entries, 0, sizeof entries), std::memset(byMaterial, 0, sizeof byMaterial); }
  int corrected(Color c, uint64_t structure, uint64_t material, int eval) const {
    return eval + (entries[c][structure >> (64 - Bits)] + byMaterial[c][material >> (64 - Bits)]) / Grain;
  }
  // The search found `score` where the corrected evaluation said `eval`, `depth` plies deep.
  void update(Color c, uint64_t structure, uint64_t material, int eval, int score, int depth) {
    const int bonus = std::clamp((score - eval) * depth / 8, -Limit / 4, Limit / 4);
    for (int16_t *h : {&entries[c][structure >> (64 - Bits)], &byMaterial[c][material >> (64 - Bits)]})
      *h = int16_t(*h + bonus - *h * std::abs(bonus) / Limit);
  }
};

} // namespace chimera
