// Draws decided by points (`draws decided by points` in the rules, docs/language.md §13.1):
// Janggi's count at the move rule, Fairy-Stockfish's `materialCounting`.
#pragma once

#include <string>

#include "runtime/board/position.h"

namespace chimera {

// Side c's total, in hundredths: the points of its pieces on the board and its bonus.
int draw_points(const Position &pos, Color c);

// The outcome for the side to move of a game the rules would end with `o`: a draw goes to
// the side with more points when the variant decides draws so; anything else stands.
Outcome decide_draw(const Position &pos, Outcome o);

// Hundredths written as a decimal: 1050 is "10.5", 1300 is "13".
std::string points_text(int hundredths);

} // namespace chimera
