// Pieces that change sides (Ataxx, Reversi), and the drops of the games that flip them
// (language.md §10.1, §13.9).
#pragma once

#include "runtime/board/position.h"

namespace chimera {

// The empty squares where colour c may drop under the variant's drop rules (`adjacent`,
// `enclosing`, `stacked`, `away from enemy`, `opening`), whatever the type.
SquareSet drop_rule_squares(const Position &pos, Color c);

} // namespace chimera
