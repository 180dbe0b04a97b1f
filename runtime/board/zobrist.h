// Zobrist keys: one random 64-bit number per feature of a position, fixed for every variant.
#pragma once

#include <cstdint>

#include "runtime/board/types.h"

namespace chimera::zobrist {

constexpr int PieceCodes = 2 * MaxPieceTypes + 1;
constexpr int MaxHandKey = 32; // hand counts beyond this share a key

extern uint64_t psq[PieceCodes][MaxSquares];
extern uint64_t hand[2][MaxPieceTypes][MaxHandKey + 1];
extern uint64_t ep[MaxSquares];
extern uint64_t castling[16];
extern uint64_t side;
extern uint64_t checks[2][MaxHandKey + 1];
extern uint64_t wall[MaxSquares];

inline uint64_t castling_key(uint16_t rights) {
  uint64_t k = 0;
  for (int i = 0; rights; ++i, rights >>= 1)
    if (rights & 1) k ^= castling[i];
  return k;
}
inline uint64_t hand_key(Color c, int type, int count) {
  return hand[c][type][count < MaxHandKey ? count : MaxHandKey];
}

inline uint64_t checks_key(Color c, int remaining) {
  return checks[c][remaining < MaxHandKey ? remaining : MaxHandKey];
}

} // namespace chimera::zobrist
