#include "tools/display/show.h"

#include <algorithm>
#include <cstdio>
#include <fstream>

#include <fmt/format.h>

#include "tools/display/board_svg.h"
#include "tools/display/board_text.h"

namespace chimera::cli {

namespace {

const char *kShowHelp =
    "usage: chimera show FILE [--fen FEN] [--piece NAME] [--svg OUT] [--option NAME=VALUE]...\n"
    "\n"
    "Prints the start position (or FEN) as a board: chess symbols for pieces that move like\n"
    "the orthodox piece of their letter, letters for the others (White upper case), hands\n"
    "where the variant has them.\n"
    "\n"
    "With --piece (a name or a letter), prints the piece's moves from a central square, on an\n"
    "empty board and among friendly pieces acting as screens and blockers, with a legend.\n"
    "The marks come from the engine's own move generator.\n"
    "\n"
    "options:\n"
    "  --fen FEN     show this position instead of the start position\n"
    "  --piece NAME  show the moves of this piece (name or letter, e.g. Cannon or C)\n"
    "  --svg OUT     also write the diagrams to the SVG file OUT\n"
    "  --option NAME=VALUE\n"
    "                choose a value of one of the definition's options (repeatable)\n";

bool write_file(const std::string &path, const std::string &text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  return bool(out.flush());
}

} // namespace

bool parse_command_line(const std::string &command, const Args &args, const std::vector<std::string> &valued,
                        CommandLine &out, int &status) {
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string &a = args[i];
    const bool takesValue = std::find(valued.begin(), valued.end(), a) != valued.end();
    if (a == "--option") {
      if (i + 1 >= args.size() || args[i + 1].find('=') == std::string::npos)
        return status = usage_error(command, "--option needs NAME=VALUE"), false;
      const std::string &o = args[++i];
      out.options[o.substr(0, o.find('='))] = o.substr(o.find('=') + 1);
    } else if (takesValue) {
      if (i + 1 >= args.size()) return status = usage_error(command, a + " needs a value"), false;
      out.values[a] = args[++i];
    } else if (a.size() > 1 && a[0] == '-') {
      return status = usage_error(command, "unknown option '" + a + "'"), false;
    } else {
      out.positional.push_back(a);
    }
  }
  return true;
}

namespace {

// The move rules written after the Betza string of the piece's `moves` line number `line`,
// read back from the compiled atoms: " screen friend pierces except Scorpion explodes".
std::string move_rules(const Variant &v, const PieceType &t, int line) {
  uint16_t flags = 0;
  uint64_t stops = 0;
  for (const MoveAtom &a : t.atoms)
    if (a.role == MoveAtom::Move && !(a.flags & RayFallback) && a.line == line)
      flags |= a.flags, stops |= a.stops;
  std::string out;
  if (flags & RayFriendScreen) out += " screen friend";
  if (flags & RayEnemyScreen) out += " screen enemy";
  if (flags & RayPierce) {
    out += " pierces";
    std::string names;
    for (int k = 0; k < v.ntypes(); ++k)
      if (stops >> k & 1) names += (names.empty() ? " except " : ", ") + v.types[k].name;
    out += names;
  }
  if (flags & RayExplode) out += " explodes";
  return out;
}

} // namespace

std::string piece_moves(const Variant &v, const PieceType &t) {
  // Lines without rules are shown together, as one Betza string; a line with rules, or for one
  // side only, alone.
  std::string out, plain;
  auto add = [&out](const std::string &betza, const std::string &rules, const char *side = "") {
    if (!betza.empty()) out += fmt::format("{}{}moves \"{}\"{}", out.empty() ? "" : ", ", side, betza, rules);
  };
  size_t begin = 0;
  for (int line = 0; begin <= t.betza.size(); ++line) {
    const size_t end = std::min(t.betza.find(' ', begin), t.betza.size());
    const std::string betza = t.betza.substr(begin, end - begin), rules = move_rules(v, t, line);
    begin = end + 1;
    uint8_t sides = 3;
    for (const MoveAtom &a : t.atoms)
      if (a.role == MoveAtom::Move && !(a.flags & RayFallback) && a.line == line) sides = a.colours;
    if (sides != 3) {
      add(plain, ""), plain.clear();
      add(betza, rules, sides == 1 ? "white " : "black ");
      continue;
    }
    if (rules.empty()) {
      plain += (plain.empty() ? "" : " ") + betza;
      continue;
    }
    add(plain, ""), plain.clear();
    add(betza, rules);
  }
  add(plain, "");
  std::string last;
  for (const MoveAtom &a : t.atoms) {
    const char *what = a.role == MoveAtom::Check      ? "checks"
                       : a.role == MoveAtom::Confront ? "confronts"
                       : (a.flags & RayFallback)      ? "fallback"
                                                      : nullptr;
    if (!what) continue;
    // One Betza atom compiles to several MoveAtoms (one per direction group): name it once.
    const std::string said = fmt::format(", {} \"{}\"", what, a.source);
    if (said != last) out += said;
    last = said;
  }
  return out;
}

std::string piece_heading(const Variant &v, const PieceType &t) {
  std::string out =
      fmt::format("{} ({}{}): {}", t.name, t.promotedMark ? "+" : "", t.letter, piece_moves(v, t));
  if (t.rotated && !v.rotated) out += ", rotated";
  if (t.royal) return out + ", royal";
  return out + fmt::format(", value {:.1f}", t.value / 100.0);
}

std::string screens_caption(const Variant &v, const view::PieceDiagrams &d) {
  if (d.blockers.empty()) return "no room for screens and blockers on this board";
  std::string squares;
  for (Square s : d.blockers) squares += (squares.empty() ? "" : ", ") + v.square_name(s);
  std::string out = fmt::format("with screens and blockers, a White {} on each of {}",
                                v.types[d.blockerType].name, squares);
  if (d.enemy != NoSquare)
    out += fmt::format(", and a Black {} on {} that the flight passes", v.types[d.enemyType].name,
                       v.square_name(d.enemy));
  return out;
}

int show(const Args &args) {
  if (wants_help(args)) return std::fputs(kShowHelp, stdout), 0;
  CommandLine cl;
  int status = 0;
  if (!parse_command_line("show", args, {"--fen", "--piece", "--svg"}, cl, status)) return status;
  if (cl.positional.size() != 1) return usage_error("show", "expected one definition file");
  if (cl.values.count("--fen") && cl.values.count("--piece"))
    return usage_error("show", "--piece draws its own boards; it does not combine with --fen");
  std::unique_ptr<Variant> v = load("show", cl.positional[0], status, cl.options);
  if (!v) return status;
  const view::Faces faces = view::piece_faces(*v);
  const std::string title = v->title.empty() ? v->name : v->title;

  std::vector<view::Diagram> diagrams;
  std::string text;
  if (cl.values.count("--piece")) {
    const int type = view::find_piece(*v, cl.values["--piece"]);
    if (type < 0) return usage_error("show", "no piece called '" + cl.values["--piece"] + "' in " + v->name);
    view::PieceDiagrams d = view::piece_diagrams(*v, type);
    const std::string from = v->square_name(d.origin);
    d.empty.caption = "on an empty board, from " + from;
    d.screened.caption = screens_caption(*v, d);
    text = piece_heading(*v, v->types[type]) + "\n" + d.empty.caption + ":\n" + board_text(d.empty, faces) +
           "\n" + d.screened.caption + ":\n" + board_text(d.screened, faces);
    std::vector<view::MarkKind> kinds = d.empty.kinds();
    for (view::MarkKind k : d.screened.kinds())
      if (std::find(kinds.begin(), kinds.end(), k) == kinds.end()) kinds.push_back(k);
    std::sort(kinds.begin(), kinds.end());
    text += "\n" + view::legend_text(kinds);
    diagrams = {d.empty, d.screened};
  } else {
    Position pos(*v);
    FenError err;
    const bool haveFen = cl.values.count("--fen");
    if (!pos.set_fen(haveFen ? cl.values["--fen"] : v->startFen, err))
      return usage_error("show", "invalid FEN at column " + std::to_string(err.column) + ": " + err.message);
    view::Diagram d = view::position_diagram(pos);
    d.caption = title + (haveFen ? "" : ", start position");
    text = d.caption + "\n" + board_text(d, faces) +
           (pos.side_to_move() == White ? "White to move\n" : "Black to move\n");
    diagrams = {d};
  }
  std::fputs(text.c_str(), stdout);
  if (cl.values.count("--svg")) {
    std::vector<const view::Diagram *> list;
    for (const view::Diagram &d : diagrams) list.push_back(&d);
    if (!write_file(cl.values["--svg"], view::svg_document(list, faces)))
      return usage_error("show", "cannot write '" + cl.values["--svg"] + "'");
  }
  return 0;
}

} // namespace chimera::cli
