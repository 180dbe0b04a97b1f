// The value of a piece whose definition gives none, estimated from its compiled moves.
#pragma once

#include "runtime/board/variant.h"

namespace chimera {

// Fills PieceType::value (and sets valueEstimated) for every non-royal piece whose definition
// gave no value; the formula is in docs/evaluation.md. Needs the rays built.
void estimate_values(Variant &v);
// The estimate for one type, in centipawns, whatever its definition says.
int estimated_value(const Variant &v, int type);

} // namespace chimera
