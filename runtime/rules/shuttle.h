// Shuttling (`shuttling` in the rules, language.md §13.8): a side that has just moved one piece
// back and forth, as Fairy-Stockfish's moveRepetitionIllegal (Janggi's modern rules) judges it.
#pragma once

#include "runtime/board/position.h"

namespace chimera {

// Has the side that just moved shuttled: its last moves took one piece (of the rule's types)
// to a square A without capturing and then four times between A and another square B (a pass
// of its own may stand before the last), without a capture or another move that resets the
// move rule by either side since (captures count where they go to hand), and without being
// in check before any of them? Needs the moves played since the FEN; false without the rule.
bool shuttled(const Position &pos);

} // namespace chimera
