// Perft: the number of leaf positions of the legal-move tree, the last ply counted in bulk.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "runtime/board/position.h"

namespace chimera {

class PerftHash;

// With a hash table, subtrees of two plies and more are counted once per position.
uint64_t perft(Position &pos, int depth, PerftHash *hash = nullptr);
// One entry per legal root move: its notation and the leaf count below it.
std::vector<std::pair<std::string, uint64_t>> divide(Position &pos, int depth, PerftHash *hash = nullptr);

} // namespace chimera
