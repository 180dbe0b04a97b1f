// Move generation from the compiled ray tables.
#pragma once

#include "runtime/position.h"

namespace chimera {

// Enough for any board up to 16x16 with every square reachable by several pieces; add()
// refuses to write past the end rather than overflow.
constexpr int MaxMoves = 8192;

struct MoveList {
  Move moves[MaxMoves];
  int n = 0;

  void add(Move m) {
    if (n < MaxMoves) moves[n++] = m;
  }
  int size() const { return n; }
  const Move *begin() const { return moves; }
  const Move *end() const { return moves + n; }
  Move operator[](int i) const { return moves[i]; }
};

// Every move the rules allow, ignoring whether it leaves the mover's royal piece attacked.
void generate_pseudo(const Position &pos, MoveList &list);
// Does this pseudo-legal move leave the mover's royal pieces safe (and castle legally)?
bool legal(Position &pos, Move m);
// The legal moves.
void generate_legal(Position &pos, MoveList &list);

} // namespace chimera
