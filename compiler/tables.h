// The table builders that lowering runs once the start position is known.
#pragma once

#include "compiler/model.h"
#include "runtime/board/variant.h"

namespace chimera {

// Per colour, type and square: the rays the move generator walks.
void build_rays(Variant &v, const model::Variant &m);
// Per colour and target square: the probes attack detection walks, reversed from the rays.
void build_probes(Variant &v);

// Royalty, goals, blasts and first-move rights (compiler/goals.cpp).
class Position;
void lower_rules(Variant &v, const model::Variant &m);
// What the start position decides of them: first-move rights, which sides need a royal piece.
void lower_rights(Variant &v, const Position &start);

// True when Black's tables are White's with the ranks mirrored (and the files too in a rotated
// variant), so the builders compute White's and mirror them. Regions, confinement and
// directions are written from each side's point of view already; the start squares of 'i'
// moves, moves lines for one side only and pieces rotated in a variant that is not (or the
// other way round) break the symmetry.
bool colours_mirror(const Variant &v);
// Off: both colours are built directly (the tests compare the two ways).
extern bool mirrorColours;

} // namespace chimera
