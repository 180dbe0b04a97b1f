#include "tests/unit/support.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>

#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"

namespace chimera::test {

std::unique_ptr<Variant> compile(const std::string &text, const std::string &file) {
  Diagnostics diags;
  std::unique_ptr<Variant> v = compile_source(text, file, diags);
  INFO(diags.format());
  REQUIRE(v);
  return v;
}

std::unique_ptr<Variant> shipped(const std::string &name) {
  Diagnostics diags;
  std::unique_ptr<Variant> v =
      compile_file(std::string(CHIMERA_SOURCE_DIR) + "/definitions/" + name + ".variant", diags);
  INFO(diags.format());
  REQUIRE(v);
  return v;
}

std::string errors(const std::string &text, const std::string &file) {
  Diagnostics diags;
  std::unique_ptr<Variant> v = compile_source(text, file, diags);
  REQUIRE_FALSE(v);
  return diags.format();
}

std::vector<std::string> legal_moves(const Variant &v, const std::string &fen) {
  Position pos(v);
  FenError err;
  const bool ok = pos.set_fen(fen, err);
  INFO(fen << ": column " << err.column << ": " << err.message);
  REQUIRE(ok);
  MoveList list;
  generate_legal(pos, list);
  std::vector<std::string> out;
  for (Move m : list) out.push_back(move_to_text(v, m));
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> targets(const Variant &v, const std::string &fen, const std::string &square) {
  std::vector<std::string> out;
  for (const std::string &m : legal_moves(v, fen))
    if (m.compare(0, square.size(), square) == 0 && m.size() > square.size() &&
        !std::isdigit((unsigned char)m[square.size()])) {
      std::string rest = m.substr(square.size());
      out.push_back(rest);
    }
  std::sort(out.begin(), out.end());
  return out;
}

std::string board_with(int files, int ranks, const std::string &pieces, const std::string &fen) {
  return "variant t {\n  board " + std::to_string(files) + "x" + std::to_string(ranks) +
         ";\n  piece King K { moves \"K\"; royal; }\n" + pieces + "\n  start \"" + fen + "\";\n}\n";
}

std::string fen(int files, int ranks, const Pieces &pieces, const std::string &side) {
  std::vector<std::string> board(ranks, std::string(files, '.'));
  for (const auto &[sq, pc] : pieces) board[std::stoi(sq.substr(1)) - 1][sq[0] - 'a'] = pc;
  std::string out;
  for (int r = ranks - 1; r >= 0; --r) {
    int empty = 0;
    for (char c : board[r]) {
      if (c == '.') {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty), empty = 0;
      out += c;
    }
    if (empty) out += std::to_string(empty);
    if (r) out += '/';
  }
  return out + " " + side + " - - 0 1";
}

Position position(const Variant &v, const std::string &fen) {
  Position pos(v);
  FenError err;
  bool ok = pos.set_fen(fen, err);
  INFO(fen << ": column " << err.column << ": " << err.message);
  REQUIRE(ok);
  return pos;
}

Position play(const Variant &v, const std::string &fen, const std::vector<std::string> &moves) {
  Position pos = position(v, fen);
  for (const std::string &text : moves) {
    Move m = parse_move(pos, text);
    INFO(pos.fen() << ": " << text);
    REQUIRE_FALSE(m.is_none());
    const std::string before = pos.fen();
    const uint64_t key = pos.key();
    pos.do_move(m);
    CHECK(pos.key() == pos.compute_key());
    pos.undo_move(m);
    CHECK(pos.fen() == before);
    CHECK(pos.key() == key);
    pos.do_move(m);
  }
  return pos;
}

std::vector<std::string> starting(const std::vector<std::string> &all, const std::string &prefix) {
  std::vector<std::string> out;
  for (const std::string &m : all)
    if (m.compare(0, prefix.size(), prefix) == 0) out.push_back(m);
  return out;
}

int over_random_games(const Variant &v, int games, int plies, unsigned seed,
                      const std::function<int(Position &)> &at) {
  std::mt19937 rng(seed);
  int sum = 0;
  for (int g = 0; g < games; ++g) {
    Position pos = position(v, v.startFen);
    for (int ply = 0; ply < plies; ++ply) {
      sum += at(pos);
      MoveList legal;
      generate_legal(pos, legal);
      if (!legal.size()) break;
      pos.do_move(legal[int(rng() % unsigned(legal.size()))]);
    }
  }
  return sum;
}

} // namespace chimera::test
