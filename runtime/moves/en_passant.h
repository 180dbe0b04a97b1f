// The geometry of en passant, shared by make/unmake and the FEN's en-passant field.
#pragma once

#include "runtime/board/squareset.h"
#include "runtime/board/variant.h"

namespace chimera {

// Squares strictly between a and b on a straight line (any step vector): the squares a
// double step from a to b passes.
SquareSet passed_squares(const Variant &v, Square a, Square b);

// The first square (index in the ray) a double-step ray lands on as a double step: a lame
// leap's one square; a slide's second, or its first when that step is longer than one square
// (the first step of a DD rider passes a square too, §6.7).
int first_double_step(const Variant &v, const Ray &r, Square from);

// Does a piece of colour c and this type have a double step (a RayDoubleStep ray) from
// `from` that lands on `to`?
bool double_step(const Variant &v, Color c, int type, Square from, Square to);

} // namespace chimera
