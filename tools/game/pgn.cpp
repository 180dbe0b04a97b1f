#include "tools/game/pgn.h"

#include <algorithm>

#include "runtime/notation/san.h"

namespace chimera {

namespace {

// PGN strings escape a quote and a backslash with a backslash.
std::string escaped(const std::string &s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

// The FEN's full-move number (its last field), 1 if it has none.
int fullmove(const std::string &fen) {
  const size_t at = fen.find_last_of(' ');
  const std::string last = at == std::string::npos ? "" : fen.substr(at + 1);
  if (last.empty() || last.size() > 6 || last.find_first_not_of("0123456789") != std::string::npos) return 1;
  return std::max(1, std::stoi(last));
}

} // namespace

std::string pgn_text(const Variant &v, const PgnGame &game) {
  std::string out;
  auto tag = [&](const std::string &name, const std::string &value) {
    out += "[" + name + " \"" + escaped(value) + "\"]\n";
  };
  for (const auto &[name, value] : game.tags) tag(name, value);
  tag("Variant", v.name);
  if (game.fen != v.startFen) tag("SetUp", "1"), tag("FEN", game.fen);
  out += "\n";

  Position pos(v);
  FenError err;
  if (!pos.set_fen(game.fen, err)) return out + game.result + "\n"; // no game is played from it
  int number = fullmove(game.fen);
  std::string line;
  auto word = [&](const std::string &w) {
    if (!line.empty() && line.size() + 1 + w.size() > 79) out += line + "\n", line.clear();
    line += (line.empty() ? "" : " ") + w;
  };
  for (size_t i = 0; i < game.moves.size(); ++i) {
    const bool white = pos.side_to_move() == White;
    const std::string n = std::to_string(number);
    word((white ? n + ". " : i == 0 ? n + "... " : "") + move_to_san(pos, game.moves[i]));
    pos.do_move(game.moves[i]);
    number += !white;
  }
  std::string comment = game.comment;
  for (char &c : comment) c = c == '}' ? ')' : c; // a brace would end the comment
  if (!comment.empty()) word("{" + comment + "}");
  word(game.result);
  return out + line + "\n";
}

} // namespace chimera
