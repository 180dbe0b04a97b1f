#include "tools/game/openings.h"

#include <cctype>
#include <fstream>
#include <sstream>

#include "runtime/notation/notation.h"
#include "runtime/notation/san.h"

namespace chimera {

namespace {

bool ends_with(const std::string &s, const std::string &tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// "hmvc 3; fmvn 12; bm Nf3;" -> the value of one opcode, or `fallback`.
std::string opcode(const std::string &ops, const std::string &name, const std::string &fallback) {
  std::istringstream in(ops);
  std::string field;
  while (std::getline(in, field, ';')) {
    std::istringstream f(field);
    std::string op, value;
    if (f >> op >> value && op == name) return value;
  }
  return fallback;
}

bool all_digits(const std::string &s) {
  return !s.empty() && s.find_first_not_of("0123456789") == std::string::npos;
}

// An EPD line as a FEN: four position fields, then the counters from the opcodes (or, in
// files that give full FENs, the two numbers that follow).
std::string epd_to_fen(const std::string &line) {
  std::istringstream in(line);
  std::string fields[4], rest, a, b;
  for (auto &f : fields) in >> f;
  std::getline(in, rest);
  std::istringstream counters(rest);
  std::string hm = "0", fm = "1";
  if (counters >> a >> b && all_digits(a) && all_digits(b))
    hm = a, fm = b;
  else
    hm = opcode(rest, "hmvc", "0"), fm = opcode(rest, "fmvn", "1");
  return fields[0] + " " + fields[1] + " " + fields[2] + " " + fields[3] + " " + hm + " " + fm;
}

// The PGN movetext's move tokens: no comments, variations, NAGs, move numbers or result.
std::vector<std::string> pgn_moves(const std::string &text) {
  std::vector<std::string> out;
  std::string clean;
  int brace = 0, paren = 0;
  for (char c : text) {
    if (c == '{')
      ++brace;
    else if (c == '}' && brace)
      --brace;
    else if (!brace && c == '(')
      ++paren;
    else if (!brace && c == ')' && paren)
      --paren;
    else if (!brace && !paren)
      clean += c;
  }
  std::istringstream in(clean);
  std::string tok;
  while (in >> tok) {
    if (tok[0] == '$' || tok == "1-0" || tok == "0-1" || tok == "1/2-1/2" || tok == "*") continue;
    const size_t dots = tok.find_first_not_of("0123456789.");
    if (dots == std::string::npos) continue; // "12." or "12..."
    if (tok.find('.') != std::string::npos && std::isdigit(static_cast<unsigned char>(tok[0])))
      tok = tok.substr(tok.find_last_of('.') + 1); // "12.e4"
    out.push_back(tok);
  }
  return out;
}

std::string tag_value(const std::string &line) {
  const size_t a = line.find('"'), b = line.rfind('"');
  return a == std::string::npos || b <= a ? "" : line.substr(a + 1, b - a - 1);
}

} // namespace

bool load_openings(const std::string &file, Game &game, std::vector<Opening> &out, std::string &why) {
  std::ifstream in(file);
  if (!in) return why = "cannot open '" + file + "'", false;
  std::string line, reason;
  int lineNo = 0;
  auto fail = [&](int at, const std::string &what) {
    why = file + ":" + std::to_string(at) + ": " + what;
    return false;
  };
  if (ends_with(file, ".pgn")) {
    Opening cur;
    std::string movetext;
    int gameLine = 0;
    bool inGame = false;
    auto finish = [&]() {
      if (!inGame) return true;
      if (cur.fen.empty()) cur.fen = game.variant->startFen;
      if (!game.reset(cur.fen, reason)) return fail(gameLine, reason);
      for (const std::string &tok : pgn_moves(movetext)) {
        if (!game.play(tok)) {
          Position at = game.position();
          const Move m = parse_san(at, tok);
          if (m.is_none()) return fail(gameLine, "no legal move '" + tok + "' in the game starting here");
          game.play(m);
        }
        cur.moves.push_back(move_to_text(*game.variant, game.moves.back()));
      }
      out.push_back(cur);
      cur = Opening();
      movetext.clear();
      inGame = false;
      return true;
    };
    bool inMoves = false;
    while (std::getline(in, line)) {
      ++lineNo;
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (!line.empty() && line[0] == '[') {
        if (inMoves && !finish()) return false;
        inMoves = false;
        if (!inGame) inGame = true, gameLine = lineNo;
        if (line.rfind("[FEN ", 0) == 0) cur.fen = tag_value(line);
        if (line.rfind("[Result ", 0) == 0) cur.result = tag_value(line);
      } else if (line.find_first_not_of(" \t") != std::string::npos) {
        if (!inGame) inGame = true, gameLine = lineNo;
        inMoves = true;
        movetext += line + "\n";
      }
    }
    if (!finish()) return false;
  } else {
    const bool epd = ends_with(file, ".epd");
    while (std::getline(in, line)) {
      ++lineNo;
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.find_first_not_of(" \t") == std::string::npos || line[0] == '#') continue;
      const std::string fen = epd ? epd_to_fen(line) : line;
      if (!game.reset(fen, reason)) return fail(lineNo, reason + ": " + fen);
      out.push_back({fen, {}, ""});
    }
  }
  if (out.empty()) return why = file + " holds no position", false;
  return true;
}

} // namespace chimera
