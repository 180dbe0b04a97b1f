// Coordinate move notation, compatible with UCI and Fairy-Stockfish: e2e4, e7e8q, P@e4,
// castling as the king's move (e1g1), a pass as the royal square twice (e2e2), ranks 10+ as a10.
#pragma once

#include <string>

#include "runtime/board/position.h"

namespace chimera {

std::string move_to_text(const Variant &v, Move m);
// The other spelling read as m, or "": where a wall may be placed instead of a move (§10.4), a
// move without a wall also without its empty wall field (a2a3 for a2a3,a3a1).
std::string move_short_text(const Variant &v, Move m);
// Whether `text` names m: as move_to_text writes it, or as move_short_text does.
bool move_written(const Variant &v, Move m, const std::string &text);
// The legal move written as `text` in this position, or Move::none().
Move parse_move(Position &pos, const std::string &text);

} // namespace chimera
