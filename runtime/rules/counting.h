// Makruk's counting rules (`counting` in the rules): a side that qualifies counts a number of
// moves, after which the game is drawn. The count lives in StateInfo and in the FEN (the
// limit in the en-passant field, the count in the halfmove field, as Fairy-Stockfish writes it).
#pragma once

#include "runtime/board/position.h"

namespace chimera {

// The number of moves side x may count now (0: it may not), by board's or pieces' honour.
int count_limit(const Position &pos, Color x);

// Is the game drawn by the count: a count running and past its limit? (A side checkmated
// there still loses: the caller tests for legal moves first.)
inline bool count_expired(const Position &pos) {
  return pos.st().countLimit && pos.st().countPly > pos.st().countLimit;
}

} // namespace chimera
