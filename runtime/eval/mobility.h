// Expected mobility of a piece from its compiled rays: what the compiler's value estimate and
// the evaluation's piece-square terms are built on (docs/evaluation.md).
#pragma once

#include "runtime/board/variant.h"

namespace chimera {

// The model board: every other square is empty with this probability, independently.
constexpr double MobilityEmpty = 0.7;

// The expected number of moves of a piece of type t and colour c standing on s, on a board
// whose other squares are empty with probability MobilityEmpty: each target counts by the
// probability that its path is open (1 for moving and capturing there, 0.5 for capturing only,
// 0.3 for moving only), 1.25 when it lies forward, 0.75 backward, a tenth for fallback moves.
double square_mobility(const Variant &v, Color c, int type, Square s);

// Does every move of the piece keep it on squares of one colour (a bishop, a camel)?
bool colour_bound(const Variant &v, int type);

} // namespace chimera
