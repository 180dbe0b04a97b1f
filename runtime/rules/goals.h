// The variant's goals (Variant::goals): ways a game ends other than by having no move.
#pragma once

#include "runtime/board/position.h"

namespace chimera {

// Does condition c hold for side x (count conditions also serve the counting rules)?
bool condition_holds(const Position &pos, const Condition &c, Color x);

// Is the game over by a goal in this position? If so, `result` is the outcome for the side to
// move. A position where it is has no legal moves (as in Fairy-Stockfish, so perft compares).
// `goal`, if given, is set to the goal that decided (null for a draw by an answered goal).
bool goal_reached(Position &pos, Outcome &result, const Goal **goal = nullptr);

// Does a goal ask whether the last move castled (`castled`)? Then that move is part of the
// position: its FEN ends in "O-O" or "O-O-O" (language.md §8).
bool castled_counts(const Variant &v);

} // namespace chimera
