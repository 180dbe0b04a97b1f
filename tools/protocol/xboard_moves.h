// XBoard's coordinates: on boards of more than nine ranks XBoard numbers the ranks from 0, one
// character each ('0'..'9', then ':' ';' ...), so Chimera's a1 and a10 are XBoard's a0 and a9.
#pragma once

#include <string>

namespace chimera {

// Chimera's move text as XBoard writes it on a board with `ranks` ranks, and back. A pass is
// XBoard's `@@@@` (which Game::play takes as the pass); XBoard's `=` after a move that declines
// a promotion is dropped.
std::string to_xboard_move(const std::string &move, int ranks);
std::string from_xboard_move(const std::string &move, int ranks);

} // namespace chimera
