// The commands that draw a variant: `show` (terminal, SVG) and `page` (an HTML page).
#pragma once

#include <map>
#include <string>

#include "tools/cli/cli.h"
#include "tools/display/diagram.h"

namespace chimera::cli {

int show(const Args &args);
int page(const Args &args);

// A command line of positional arguments, `--option NAME=VALUE`s and the named options in
// `valued` (each followed by one value). False (status set) on a bad argument.
struct CommandLine {
  std::vector<std::string> positional;
  std::map<std::string, std::string> values;
  Options options;
};
bool parse_command_line(const std::string &command, const Args &args, const std::vector<std::string> &valued,
                        CommandLine &out, int &status);

// A piece's moves as written: `moves "pQ", fallback "mQ"`, `moves "W", checks "vR"`,
// `moves "fmW", moves "fcpR" screen friend pierces except Scorpion explodes`.
std::string piece_moves(const Variant &v, const PieceType &t);
// How a piece is introduced above its diagrams: `Knight (N): moves "N", value 3.2`.
std::string piece_heading(const Variant &v, const PieceType &t);
// "with screens and blockers, a White Pawn on each of d6, b4, e4, f6, c3".
std::string screens_caption(const Variant &v, const view::PieceDiagrams &d);

} // namespace chimera::cli
