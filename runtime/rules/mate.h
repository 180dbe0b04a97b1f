// The result of a checkmate: the variant's `checkmate` rule, or one of its qualified ones
// (GameRules::mates, docs/language.md §13.1), which depend on the checking pieces and on the
// series of checks that led to the mate.
#pragma once

#include "runtime/board/position.h"

namespace chimera {

// The outcome for the side to move, which is checkmated in pos (in check, no legal move).
Outcome checkmate_outcome(const Position &pos);

} // namespace chimera
