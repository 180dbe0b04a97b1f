// Perpetual chase (`perpetual chase` in the rules): in a repetition, the side that chased one
// same enemy piece with every one of its moves gets the rule's result, as Xiangqi's rule has it.
#pragma once

#include "runtime/board/position.h"

namespace chimera {

// Plays m (pos is the position before it; after, the position after it) and returns the
// squares of the pieces of the side now to move that m chases: newly attacked by a chaser that
// could legally take it, where the taker cannot legally be taken back, or the piece outranks the
// chaser; not when the piece is of the chaser's own type and could take it first.
SquareSet play_and_find_chases(Position &pos, Move m);

// Which sides chased one same piece with every one of the last `count` moves that led to `now`
// (0 where fewer were played)? Bit 0: the side that made the last move; bit 1: the other.
int perpetual_chasers(const Position &now, int count);

} // namespace chimera
