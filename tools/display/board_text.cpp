#include "tools/display/board_text.h"

namespace chimera::view {

std::string hand_text(const Diagram &d, const Faces &faces, Color c) {
  std::string out;
  for (size_t t = 0; t < d.hand[c].size(); ++t) {
    const int n = d.hand[c][t];
    if (!n) continue;
    out += (out.empty() ? "" : " ") + faces.of(make_piece(c, int(t)));
    if (n > 1) out += "×" + std::to_string(n);
  }
  return out.empty() ? "-" : out;
}

std::string board_text(const Diagram &d, const Faces &faces) {
  // Squares are one character wide, two where promoted pieces ("+R") exist.
  bool promoted = false;
  for (const std::string &l : faces.letter[White]) promoted |= l[0] == '+';
  const int cell = promoted ? 2 : 1;
  auto pad = [cell](const std::string &glyph, bool wide) {
    return std::string(1 + cell - 1 - wide, ' ') + glyph;
  };
  const int width = d.ranks >= 10 ? 2 : 1;
  std::string out;
  // The hand of the side at the top of the board first.
  const Color top = d.flipped ? White : Black;
  auto hand_line = [&](Color c) {
    return std::string(c == White ? "White" : "Black") + " in hand: " + hand_text(d, faces, c) + "\n";
  };
  if (d.showHands) out += hand_line(top);
  for (int row = 0; row < d.ranks; ++row) {
    const int r = d.flipped ? row : d.ranks - 1 - row;
    std::string label = std::to_string(r + 1);
    out += std::string(width - label.size(), ' ') + label;
    for (int col = 0; col < d.files; ++col) {
      const Square s = r * d.files + (d.flipped ? d.files - 1 - col : col);
      if (d.holes.test(s))
        out += pad(" ", false);
      else if (const Piece p = d.pieces[s])
        out += pad(faces.of(p), faces.promoted(p));
      else
        out += pad(std::string(1, mark_char(mark_kind(d.marks[s]))), false);
    }
    while (out.back() == ' ') out.pop_back(); // holes at the end of the rank
    out += "\n";
  }
  out += std::string(width, ' ');
  for (int col = 0; col < d.files; ++col)
    out += pad(std::string(1, char('a' + (d.flipped ? d.files - 1 - col : col))), false);
  out += "\n";
  if (d.showHands) out += hand_line(~top);
  return out;
}

std::string legend_text(const std::vector<MarkKind> &kinds) {
  std::string out;
  for (MarkKind k : kinds) out += std::string("  ") + mark_char(k) + "  " + mark_meaning(k) + "\n";
  return out;
}

} // namespace chimera::view
