#include "tools/display/board_svg.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

namespace chimera::view {

namespace {

constexpr int Sq = 36;                         // square size
constexpr int Left = 26, Bottom = 22, Pad = 4; // room for rank numbers and file letters
constexpr int HandRow = 30;
constexpr int LegendRow = 24;
constexpr const char *Light = "#f0d9b5", *Dark = "#b58863", *OriginFill = "#f7ec74";
constexpr const char *Font = "font-family=\"DejaVu Sans, Segoe UI Symbol, Noto Sans Symbols2, sans-serif\"";

struct Size {
  int width, height, top; // top: where the board starts
};

Size board_size(const Diagram &d) {
  const int hand = d.showHands ? HandRow : 0;
  return {Left + d.files * Sq + Pad, Pad + hand + d.ranks * Sq + Bottom + hand, Pad + hand};
}

const char *mark_colour(MarkKind k) {
  switch (k) {
  case MarkKind::Move: return "#2a9d3a";
  case MarkKind::Capture: return "#d62828";
  case MarkKind::Both: return "#1f6fd1";
  case MarkKind::Victim: return "#b00020";
  case MarkKind::Landing: return "#7b2cbf";
  case MarkKind::Explode: return "#c2185b";
  default: return "#e07b00"; // jumping a piece
  }
}

// One mark centred on (x, y).
void draw_mark(std::string &out, MarkKind k, double x, double y) {
  const char *c = mark_colour(k);
  const double r = Sq * 0.2;
  switch (k) {
  case MarkKind::Move:
  case MarkKind::HopMove:
    out += fmt::format(
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"3\"/>", x, y, r, c);
    break;
  case MarkKind::Capture:
  case MarkKind::HopCapture:
    out += fmt::format("<path d=\"M{} {}L{} {}M{} {}L{} {}\" stroke=\"{}\" stroke-width=\"3.5\" "
                       "stroke-linecap=\"round\"/>",
                       x - r, y - r, x + r, y + r, x - r, y + r, x + r, y - r, c);
    break;
  case MarkKind::Both:
  case MarkKind::HopBoth:
    out += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\"/>", x, y, r, c);
    break;
  case MarkKind::Victim:
  case MarkKind::VictimTarget:
    out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\" "
                       "stroke-width=\"3\"/>",
                       x - Sq * 0.4, y - Sq * 0.4, Sq * 0.8, Sq * 0.8, mark_colour(MarkKind::Victim));
    break;
  case MarkKind::Landing:
    out += fmt::format("<path d=\"M{} {}L{} {}L{} {}L{} {}Z\" fill=\"{}\"/>", x, y - r, x + r, y, x, y + r,
                       x - r, y, c);
    break;
  case MarkKind::Explode:
  case MarkKind::HopExplode: { // a burst: eight long and eight short rays
    std::string d;
    for (int i = 0; i < 16; ++i) {
      const double a = i * M_PI / 8, len = i % 2 ? r * 0.55 : r * 1.35;
      d += fmt::format("{}{:.1f} {:.1f}", i ? "L" : "M", x + len * std::cos(a), y + len * std::sin(a));
    }
    out += fmt::format("<path d=\"{}Z\" fill=\"{}\"/>", d, c);
    break;
  }
  case MarkKind::None: break;
  }
}

void draw_piece(std::string &out, const Faces &faces, Piece p, double x, double y) {
  const std::string &symbol = faces.symbol[color_of(p)][type_of(p)];
  if (!symbol.empty()) {
    out += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" "
                       "dominant-baseline=\"central\" {}>{}</text>",
                       x, y + 1, Sq * 0.8, Font, symbol);
    return;
  }
  const bool white = color_of(p) == White;
  const std::string &letter = faces.of(p);
  out +=
      fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\" stroke=\"#222\" stroke-width=\"1.5\"/>",
                  x, y, Sq * 0.4, white ? "#fff" : "#333");
  out += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"{}\" font-weight=\"bold\" text-anchor=\"middle\" "
                     "dominant-baseline=\"central\" fill=\"{}\" {}>{}</text>",
                     x, y + 1, letter.size() > 1 ? Sq * 0.36 : Sq * 0.48, white ? "#000" : "#fff", Font,
                     xml_escape(letter));
}

void draw_hand(std::string &out, const Diagram &d, const Faces &faces, Color c, int y) {
  out += fmt::format(
      "<text x=\"{}\" y=\"{}\" font-size=\"13\" dominant-baseline=\"central\" {}>{} in hand:</text>", Left, y,
      Font, c == White ? "White" : "Black");
  double x = Left + 110 + Sq * 0.4;
  for (size_t t = 0; t < d.hand[c].size(); ++t) {
    if (!d.hand[c][t]) continue;
    draw_piece(out, faces, make_piece(c, int(t)), x, y);
    if (d.hand[c][t] > 1)
      out +=
          fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"12\" dominant-baseline=\"central\" {}>×{}</text>",
                      x + Sq * 0.45, y, Font, d.hand[c][t]);
    x += Sq * 1.3;
  }
}

// The edge of a board with holes: every side of a square that borders a hole or the outside.
void draw_outline(std::string &out, const Diagram &d, int top) {
  auto square = [&](int f, int r) {
    return f >= 0 && f < d.files && r >= 0 && r < d.ranks && !d.holes.test(r * d.files + f);
  };
  std::string path;
  for (int r = 0; r < d.ranks; ++r)
    for (int f = 0; f < d.files; ++f) {
      if (!square(f, r)) continue;
      const int x = Left + f * Sq, y = top + (d.ranks - 1 - r) * Sq;
      if (!square(f, r + 1)) path += fmt::format("M{} {}h{}", x, y, Sq);
      if (!square(f, r - 1)) path += fmt::format("M{} {}h{}", x, y + Sq, Sq);
      if (!square(f - 1, r)) path += fmt::format("M{} {}v{}", x, y, Sq);
      if (!square(f + 1, r)) path += fmt::format("M{} {}v{}", x + Sq, y, Sq);
    }
  out += fmt::format("<path d=\"{}\" fill=\"none\" stroke=\"#555\"/>", path);
}

// The board's elements, with its top-left corner at (0, 0).
void draw_board(std::string &out, const Diagram &d, const Faces &faces) {
  const Size size = board_size(d);
  const int top = size.top;
  // A board with holes has no background: its squares are drawn one by one, holes left out.
  const bool holes = !d.holes.empty();
  if (!holes)
    out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>", Left, top,
                       d.files * Sq, d.ranks * Sq, Light);
  for (int r = 0; r < d.ranks; ++r)
    for (int f = 0; f < d.files; ++f) {
      const Square s = r * d.files + f;
      const bool dark = (f + r) % 2 == 0;
      if ((!dark && s != d.origin && !holes) || d.holes.test(s)) continue;
      out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>", Left + f * Sq,
                         top + (d.ranks - 1 - r) * Sq, Sq, Sq,
                         s == d.origin ? OriginFill
                         : dark        ? Dark
                                       : Light);
    }
  if (holes)
    draw_outline(out, d, top);
  else
    out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#555\"/>",
                       Left, top, d.files * Sq, d.ranks * Sq);
  for (int r = 0; r < d.ranks; ++r)
    out += fmt::format(
        "<text x=\"{}\" y=\"{}\" font-size=\"12\" text-anchor=\"end\" dominant-baseline=\"central\" "
        "{}>{}</text>",
        Left - 5, top + (d.ranks - 1 - r) * Sq + Sq / 2, Font, r + 1);
  for (int f = 0; f < d.files; ++f)
    out += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"12\" text-anchor=\"middle\" {}>{}</text>",
                       Left + f * Sq + Sq / 2, top + d.ranks * Sq + 15, Font, char('a' + f));
  for (int r = 0; r < d.ranks; ++r)
    for (int f = 0; f < d.files; ++f) {
      const Square s = r * d.files + f;
      const double x = Left + f * Sq + Sq / 2.0, y = top + (d.ranks - 1 - r) * Sq + Sq / 2.0;
      if (d.holes.test(s)) continue;
      if (d.pieces[s]) {
        draw_piece(out, faces, d.pieces[s], x, y);
        continue;
      }
      const uint8_t m = d.marks[s];
      if (m & MarkVictim) draw_mark(out, MarkKind::Victim, x, y);
      const MarkKind target = target_kind(m);
      if (target != MarkKind::None)
        draw_mark(out, target, x, y);
      else if (m & MarkLanding)
        draw_mark(out, MarkKind::Landing, x, y);
    }
  if (d.showHands) {
    draw_hand(out, d, faces, Black, Pad + HandRow / 2);
    draw_hand(out, d, faces, White, size.height - HandRow / 2);
  }
}

std::string open_svg(int width, int height) {
  return fmt::format("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
                     "viewBox=\"0 0 {0} {1}\">",
                     width, height);
}

void draw_legend(std::string &out, const std::vector<MarkKind> &kinds) {
  int y = LegendRow / 2;
  for (MarkKind k : kinds) {
    draw_mark(out, k, Sq / 2.0, y);
    out += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"13\" dominant-baseline=\"central\" {}>{}</text>",
                       Sq + 4, y, Font, mark_meaning(k));
    y += LegendRow;
  }
}

} // namespace

std::string xml_escape(const std::string &text) {
  std::string out;
  for (char c : text) switch (c) {
    case '&': out += "&amp;"; break;
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '"': out += "&quot;"; break;
    default: out += c;
    }
  return out;
}

std::string board_svg(const Diagram &d, const Faces &faces) {
  const Size size = board_size(d);
  std::string out = open_svg(size.width, size.height);
  draw_board(out, d, faces);
  return out + "</svg>";
}

std::vector<MarkKind> svg_kinds(const std::vector<const Diagram *> &diagrams) {
  bool used[MarkKinds] = {};
  for (const Diagram *d : diagrams)
    for (uint8_t m : d->marks) {
      const MarkKind target = target_kind(m);
      used[int(target)] = true;
      if (m & MarkVictim) used[int(MarkKind::Victim)] = true;
      if ((m & MarkLanding) && target == MarkKind::None) used[int(MarkKind::Landing)] = true;
    }
  std::vector<MarkKind> out;
  for (int k = 1; k < MarkKinds; ++k)
    if (used[k]) out.push_back(MarkKind(k));
  return out;
}

std::string legend_svg(const std::vector<MarkKind> &kinds) {
  std::string out = open_svg(360, std::max(1, int(kinds.size())) * LegendRow);
  draw_legend(out, kinds);
  return out + "</svg>";
}

std::string svg_document(const std::vector<const Diagram *> &diagrams, const Faces &faces) {
  constexpr int Caption = 22, Gap = 16;
  // A column is as wide as its board or its caption (about 7 pixels a character at 13 px).
  auto column = [](const Diagram &d) {
    return std::max(board_size(d).width, Left + 7 * int(d.caption.size()));
  };
  int width = 0, height = 0;
  for (const Diagram *d : diagrams)
    width += column(*d) + Gap, height = std::max(height, board_size(*d).height);
  const std::vector<MarkKind> kinds = svg_kinds(diagrams);
  const int legend = int(kinds.size()) * LegendRow;
  std::string body;
  int x = 0;
  for (const Diagram *d : diagrams) {
    body += fmt::format("<g transform=\"translate({},0)\">", x);
    body += fmt::format("<text x=\"{}\" y=\"15\" font-size=\"13\" {}>{}</text>", Left, Font,
                        xml_escape(d->caption));
    body += fmt::format("<g transform=\"translate(0,{})\">", Caption);
    draw_board(body, *d, faces);
    body += "</g></g>";
    x += column(*d) + Gap;
  }
  if (!kinds.empty()) {
    body += fmt::format("<g transform=\"translate({},{})\">", Left, Caption + height + 8);
    draw_legend(body, kinds);
    body += "</g>";
  }
  const int total = Caption + height + (kinds.empty() ? 0 : legend + 8);
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + open_svg(std::max(width, 380), total) +
         fmt::format("<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>") + body + "</svg>\n";
}

} // namespace chimera::view
