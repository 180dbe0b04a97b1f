// Diagrams as SVG, written by hand: a checkered board with coordinates, pieces as chess
// symbols or lettered discs, marks as coloured rings, crosses, discs and boxes, and legends.
#pragma once

#include <string>
#include <vector>

#include "tools/display/diagram.h"

namespace chimera::view {

// A standalone <svg> element for one diagram (usable inline in HTML).
std::string board_svg(const Diagram &d, const Faces &faces);
// The mark kinds the SVG of these diagrams draws (victims and landings as layers of their own).
std::vector<MarkKind> svg_kinds(const std::vector<const Diagram *> &diagrams);
// A standalone <svg> element: one row per kind, a sample mark and its meaning.
std::string legend_svg(const std::vector<MarkKind> &kinds);
// A whole SVG file: the diagrams side by side with their captions, the legend below.
std::string svg_document(const std::vector<const Diagram *> &diagrams, const Faces &faces);

std::string xml_escape(const std::string &text);

} // namespace chimera::view
