// Slow, independent re-derivations of what the fast paths compute, for tests, the fuzzers
// and `chimera perft --check`: make/unmake restores the position and its hash exactly, the
// incremental hash equals the recomputed one, the legality shortcut agrees with the full test
// by make/unmake, every legal move leaves the mover's royal pieces safe, move texts are
// unique, and the FEN of every position reads back to the same position.
#pragma once

#include <cstdint>
#include <string>

#include "runtime/board/position.h"

namespace chimera {

// Checks one node and every move from it (made and taken back). Returns "" or a description
// of the first broken invariant, naming the FEN and the move.
std::string check_node(Position &pos);
// Perft that runs check_node at every node it reaches, leaves included; stops at the first
// broken invariant (error is then non-empty and the count incomplete).
uint64_t perft_checked(Position &pos, int depth, std::string &error);

} // namespace chimera
