#include "tests/support.h"

#include <algorithm>
#include <catch2/catch.hpp>

#include "runtime/movegen.h"
#include "runtime/notation.h"

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
  std::unique_ptr<Variant> v = compile_file(std::string(CHIMERA_SOURCE_DIR) + "/definitions/" + name + ".variant", diags);
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
  INFO(fen << ": column " << err.column << ": " << err.message);
  REQUIRE(pos.set_fen(fen, err));
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

} // namespace chimera::test
