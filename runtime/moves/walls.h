// Walls placed as the second part of a move (language.md §10.4): Duck chess's duck, the
// Amazons' arrows, trails and edges.
#pragma once

#include "runtime/moves/movegen.h"

namespace chimera {

// Replaces each move from list[first] on by one move per square the rules let it put its wall
// on (a move with none has no such move), in order; a plain pass keeps no wall. Where a wall
// may be placed instead of a move, adds that wall-only move too, unless `tactical`.
void add_walls(const Position &pos, MoveList &list, int first, bool tactical);

// The legal moves of the node, walls included, counted without listing them (perft's last ply):
// each legal move without its wall, times the squares its wall may go on. Only where a wall
// cannot change which moves are legal (no royal piece of the side to move, no wall instead of a
// move, no pass for want of a wall square); -1 elsewhere.
int64_t count_walled(Position &pos);

// The empty squares a piece of colour c and type t on s could move to (not capture), as its
// rays reach them on this board: where an arrow shot from s may land.
SquareSet quiet_targets(const Position &pos, Color c, int type, Square s);

} // namespace chimera
