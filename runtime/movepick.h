// Move ordering: the hash move, then captures and promotions by victim and attacker value,
// then killers, then quiet moves by history.
#pragma once

#include <cstdint>

#include "runtime/eval.h"
#include "runtime/movegen.h"

namespace chimera {

// How often a quiet move caused a cut, per side, origin and target.
struct History {
  int16_t table[2][MaxSquares][MaxSquares];
  void clear();
  int get(Color c, Move m) const { return table[c][m.from()][m.to()]; }
  void update(Color c, Move m, int bonus);
};

// One node's moves with their ordering scores; a search keeps one per ply (they are large).
struct ScoredMoves {
  MoveList list;
  int score[MaxMoves];
  int next = 0;

  // Fills the list with the pseudo-legal moves (only captures and promotions if tacticalOnly).
  void generate(Position &pos, const Evaluator &ev, Move hashMove, const Move killers[2],
                const History &history, bool tacticalOnly);
  // The best-scored move not yet returned, or Move::none().
  Move pick();
};

} // namespace chimera
