// Perft: the number of leaf positions of the legal-move tree, the last ply counted in bulk.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "runtime/position.h"

namespace chimera {

uint64_t perft(Position &pos, int depth);
// One entry per legal root move: its notation and the leaf count below it.
std::vector<std::pair<std::string, uint64_t>> divide(Position &pos, int depth);

} // namespace chimera
