// Zobrist keys: one random 64-bit number per feature of a position, fixed for every variant.
#pragma once

#include <cstdint>

#include "runtime/board/types.h"

namespace chimera::zobrist {

constexpr int PieceCodes = 2 * MaxPieceTypes + 1;
constexpr int MaxHandKey = 32; // hand counts up to this have a drawn key, larger ones a derived one

extern uint64_t psq[PieceCodes][MaxSquares];
extern uint64_t hand[2][MaxPieceTypes][MaxHandKey + 1];
extern uint64_t ep[MaxSquares];
extern uint64_t castling[16];
extern uint64_t side;
extern uint64_t checks[2][MaxHandKey + 1];
extern uint64_t wall[MaxSquares];
extern uint64_t promoted[MaxSquares]; // a piece that arose by promotion (tracked '~' marks)
extern uint64_t passes[3];            // passes in a row: 1, 2 or more (0 has no key)

inline uint64_t castling_key(uint16_t rights) {
  uint64_t k = 0;
  for (int i = 0; rights; ++i, rights >>= 1)
    if (rights & 1) k ^= castling[i];
  return k;
}
// A count beyond the drawn keys (a hand may hold up to MaxPieces) gets a key of its own, mixed
// from the last drawn one (splitmix64's finaliser), so that two hands differing only there differ.
inline uint64_t beyond(uint64_t base, int count) {
  uint64_t z = base + uint64_t(count) * 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
inline uint64_t hand_key(Color c, int type, int count) {
  return count <= MaxHandKey ? hand[c][type][count] : beyond(hand[c][type][MaxHandKey], count);
}
inline uint64_t passes_key(int n) { return n ? passes[n < 3 ? n - 1 : 2] : 0; }

inline uint64_t checks_key(Color c, int remaining) {
  return checks[c][remaining < MaxHandKey ? remaining : MaxHandKey];
}

} // namespace chimera::zobrist
