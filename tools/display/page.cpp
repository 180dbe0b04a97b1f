// `chimera page`: one self-contained HTML page per variant (inline CSS and SVG, nothing
// fetched): the definition's own description, the rules read back from the compiled tables,
// the start position, the pieces with their values, and a move diagram per piece.
#include <cstdio>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "tools/display/board_svg.h"
#include "tools/display/show.h"
#include "tools/display/summary.h"

namespace chimera::cli {

namespace {

const char *kPageHelp =
    "usage: chimera page FILE -o DIR [--option NAME=VALUE]...\n"
    "\n"
    "Writes DIR/NAME.html, a self-contained page about the variant: its description (the\n"
    "comment at the top of the file), a summary of the rules read from the compiled tables,\n"
    "the start position, a table of pieces with their Betza moves and values, and the moves\n"
    "of every piece on an empty board and among screens and blockers.\n";

const char *kStyle = R"(body{font-family:"DejaVu Sans",Verdana,sans-serif;max-width:1100px;margin:1em auto;
padding:0 1em;color:#222;line-height:1.4}
h1{margin-bottom:.2em}h2{border-bottom:1px solid #ccc;margin-top:1.6em}
.source{color:#666;margin-top:0}.about{font-style:italic}
dl.rules{display:grid;grid-template-columns:max-content auto;gap:.2em 1em}
dl.rules dt{font-weight:bold}dl.rules dd{margin:0}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25em .6em;text-align:left}
td.value{text-align:right}code{background:#f4f4f4;padding:0 .2em}
.diagrams{display:flex;flex-wrap:wrap;gap:1.5em;align-items:flex-start}
figure{margin:0}figcaption{font-size:.9em;color:#444;max-width:36em}
section.piece{margin-bottom:1.5em}footer{margin-top:3em;color:#777;font-size:.85em}
)";

std::string esc(const std::string &s) { return view::xml_escape(s); }

// The comment lines at the top of the definition: its authors' own description.
std::vector<std::string> description(const std::string &file) {
  std::string text, why;
  std::vector<std::string> paragraphs;
  if (!read_file(file, text, why)) return paragraphs;
  std::string current;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(pos, end - pos);
    pos = end + 1;
    const size_t start = line.find_first_not_of(" \t\r");
    if (start == std::string::npos || line.compare(start, 2, "//") != 0) break;
    line = line.substr(start + 2);
    const size_t b = line.find_first_not_of(" \t\r"), e = line.find_last_not_of(" \t\r");
    if (b == std::string::npos) {
      if (!current.empty()) paragraphs.push_back(current), current.clear();
      continue;
    }
    current += (current.empty() ? "" : " ") + line.substr(b, e - b + 1);
  }
  if (!current.empty()) paragraphs.push_back(current);
  return paragraphs;
}

std::string piece_value(const PieceType &t) {
  if (t.royal) return t.value ? fmt::format("royal, {:.1f}", t.value / 100.0) : "royal";
  return fmt::format("{:.1f}", t.value / 100.0);
}

std::string html_page(const Variant &v, const std::string &file) {
  const view::Faces faces = view::piece_faces(v);
  const std::string title = v.title.empty() ? v.name : v.title;
  std::string h = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  h += "<title>" + esc(title) + " — Chimera</title>\n<style>" + kStyle + "</style>\n</head>\n<body>\n";
  h += "<h1>" + esc(title) + "</h1>\n";
  h += fmt::format("<p class=\"source\">Definition <code>{}</code>, variant <code>{}</code></p>\n",
                   esc(std::filesystem::path(file).filename().string()), esc(v.name));
  for (const std::string &p : description(file)) h += "<p class=\"about\">" + esc(p) + "</p>\n";

  h += "<h2>Rules</h2>\n<dl class=\"rules\">\n";
  for (const view::RuleItem &r : view::rules_summary(v))
    h += "<dt>" + esc(r.topic) + "</dt><dd>" + esc(r.text) + "</dd>\n";
  h += "</dl>\n";

  Position pos(v);
  FenError err;
  if (pos.set_fen(v.startFen, err)) {
    h += "<h2>Start position</h2>\n<figure>" + view::board_svg(view::position_diagram(pos), faces);
    h += "<figcaption><code>" + esc(v.startFen) + "</code></figcaption></figure>\n";
  }

  h += "<h2>Pieces</h2>\n<table>\n<tr><th>Piece</th><th>Letter</th><th>Drawn as</th><th>Moves (Betza)</th>"
       "<th>Value (pawns)</th></tr>\n";
  for (int t = 0; t < v.ntypes(); ++t) {
    const PieceType &pt = v.types[t];
    h += fmt::format(
        "<tr><td><a href=\"#piece-{0}\">{1}</a></td><td>{2}</td><td>{3} {4}</td><td><code>{5}</code></td>"
        "<td class=\"value\">{6}</td></tr>\n",
        t, esc(pt.name), esc(faces.letter[White][t]), esc(faces.of(make_piece(White, t))),
        esc(faces.of(make_piece(Black, t))), esc(piece_moves(v, pt)), piece_value(pt));
  }
  h += "</table>\n";

  h += "<h2>Moves</h2>\n<p>White's moves, seen from White's side. Each piece stands on a central square (or, "
       "for a piece confined to a region, where it has the most moves); the second board puts White pieces "
       "around it as screens and blockers. The marks are computed by the engine's own move generator.</p>\n";
  for (int t = 0; t < v.ntypes(); ++t) {
    const view::PieceDiagrams d = view::piece_diagrams(v, t);
    h += fmt::format("<section class=\"piece\" id=\"piece-{}\">\n<h3>{}</h3>\n<div class=\"diagrams\">\n", t,
                     esc(piece_heading(v, v.types[t])));
    h += "<figure>" + view::board_svg(d.empty, faces) + "<figcaption>on an empty board, from " +
         v.square_name(d.origin) + "</figcaption></figure>\n";
    h += "<figure>" + view::board_svg(d.screened, faces) + "<figcaption>" + esc(screens_caption(v, d)) +
         "</figcaption></figure>\n";
    const std::vector<view::MarkKind> kinds = view::svg_kinds({&d.empty, &d.screened});
    if (!kinds.empty()) h += "<figure>" + view::legend_svg(kinds) + "</figure>\n";
    h += "</div>\n</section>\n";
  }
  h += "<footer>Generated by <code>chimera page</code> from the compiled "
       "definition.</footer>\n</body>\n</html>\n";
  return h;
}

} // namespace

int page(const Args &args) {
  if (wants_help(args)) return std::fputs(kPageHelp, stdout), 0;
  CommandLine cl;
  int status = 0;
  if (!parse_command_line("page", args, {"-o"}, cl, status)) return status;
  if (cl.positional.size() != 1) return usage_error("page", "expected one definition file");
  if (!cl.values.count("-o")) return usage_error("page", "expected an output folder: -o DIR");
  std::unique_ptr<Variant> v = load("page", cl.positional[0], status, cl.options);
  if (!v) return status;
  const std::filesystem::path dir = cl.values["-o"];
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  const std::filesystem::path out = dir / (v->name + ".html");
  std::ofstream f(out, std::ios::binary);
  f << html_page(*v, cl.positional[0]);
  if (!f.flush()) return usage_error("page", "cannot write '" + out.string() + "'");
  std::printf("wrote %s\n", out.string().c_str());
  return 0;
}

} // namespace chimera::cli
