// The table builders that lowering runs (twice: before and after reading the start position).
#pragma once

#include "compiler/model.h"
#include "runtime/variant.h"

namespace chimera {

// Per colour, type and square: the rays the move generator walks.
void build_rays(Variant &v, const model::Variant &m);
// Per colour and target square: the probes attack detection walks, reversed from the rays.
void build_probes(Variant &v);

} // namespace chimera
