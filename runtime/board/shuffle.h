// Random starts (`shuffle`): the pieces on the shuffled squares are permuted, Black's as the
// mirror image of White's, until the arrangement meets every constraint.
#pragma once

#include <cstdint>
#include <string>

#include "runtime/board/position.h"

namespace chimera {

// Does the position's arrangement meet the variant's shuffle constraints? If not, why says
// which one it breaks.
bool shuffle_allows(const Variant &v, const Position &pos, std::string &why);
// A start position drawn at random (the same for the same seed): the variant's start with its
// shuffled squares permuted, every arrangement that meets the constraints equally likely. The
// start position itself where the variant has no shuffle.
std::string shuffled_start(const Variant &v, uint64_t seed);

} // namespace chimera
