// Coordinate move notation, compatible with UCI and Fairy-Stockfish: e2e4, e7e8q, P@e4,
// castling as the king's move (e1g1), a pass as the royal square twice (e2e2), ranks 10+ as a10.
#pragma once

#include <string>

#include "runtime/board/position.h"

namespace chimera {

std::string move_to_text(const Variant &v, Move m);
// The legal move written as `text` in this position, or Move::none().
Move parse_move(Position &pos, const std::string &text);

} // namespace chimera
