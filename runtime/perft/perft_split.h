// Splitting a perft into independent jobs: the distinct positions some plies below the root,
// each with the number of move orders that reach it.
#pragma once

#include <cstdint>
#include <vector>

#include "runtime/board/position.h"

namespace chimera {

struct PerftJob {
  std::vector<Move> moves; // from the root: the first order found that reaches the position
  uint64_t paths = 0;      // move orders reaching it; the job's count is multiplied by this
};

// The positions `plies` plies below pos (which is left as it was), in the order the tree walk
// first reaches them. Positions are the same when both their Zobrist and full keys agree.
// perft(pos, d) == sum over jobs of paths * perft(job position, d - plies) for d >= plies.
std::vector<PerftJob> split_perft(Position &pos, int plies);

} // namespace chimera
