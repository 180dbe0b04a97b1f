// Diagrams as terminal text: one character per square after a separating space (two in
// variants with promoted pieces written "+R"), rank numbers on the left, file letters below.
#pragma once

#include <string>
#include <vector>

#include "tools/display/diagram.h"

namespace chimera::view {

std::string board_text(const Diagram &d, const Faces &faces);
// One line per mark kind: its character and what it means.
std::string legend_text(const std::vector<MarkKind> &kinds);
// The pieces of one colour in hand, "♙×2 U" or "-".
std::string hand_text(const Diagram &d, const Faces &faces, Color c);

} // namespace chimera::view
