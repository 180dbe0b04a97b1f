#include "runtime/board/zobrist.h"

namespace chimera::zobrist {

uint64_t psq[PieceCodes][MaxSquares];
uint64_t hand[2][MaxPieceTypes][MaxHandKey + 1];
uint64_t ep[MaxSquares];
uint64_t castling[16];
uint64_t side;
uint64_t checks[2][MaxHandKey + 1];
uint64_t wall[MaxSquares];
uint64_t promoted[MaxSquares];
uint64_t passes[3];

namespace {

// Filled before main so that every Position sees the same keys; a fixed seed keeps hashes
// (and so search behaviour) reproducible from run to run.
struct Init {
  Init() {
    uint64_t s = 0x9E3779B97F4A7C15ull;
    auto next = [&s] { // xorshift64*
      s ^= s >> 12, s ^= s << 25, s ^= s >> 27;
      return s * 0x2545F4914F6CDD1Dull;
    };
    for (auto &row : psq)
      for (auto &k : row) k = next();
    for (auto &c : hand)
      for (auto &t : c)
        for (int n = 0; n <= MaxHandKey; ++n) t[n] = n ? next() : 0;
    for (auto &k : ep) k = next();
    for (auto &k : castling) k = next();
    side = next();
    for (auto &c : checks) // drawn after the others, so that the keys before them do not change
      for (auto &k : c) k = next();
    for (auto &k : wall) k = next();
    for (auto &k : promoted) k = next();
    for (auto &k : passes) k = next();
  }
} init;

} // namespace
} // namespace chimera::zobrist
