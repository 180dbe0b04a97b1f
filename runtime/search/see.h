// Static exchange evaluation for any compiled variant: the material the side to move wins or
// loses by a capture once both sides have recaptured on its square with their cheapest
// pieces for as long as it pays. Recaptures are found by the move generator and played on the
// position, so every piece and capture kind takes part (hoppers, x-rays, promotions on the
// way), at the cost of a generation per step; the search asks only for doubtful captures. On
// the bitboard path a plain capture away from promotion squares is counted from the tables
// instead, with the same result.
#pragma once

#include "runtime/eval/eval.h"

namespace chimera {

// The exchange's balance in centipawns for the side making capture m (a pseudo-legal move).
int see(Position &pos, const Evaluator &ev, Move m);

} // namespace chimera
