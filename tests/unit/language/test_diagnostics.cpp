// The bad-input corpus: every malformed definition in tests/bad/definitions/NAME.variant must
// produce exactly the diagnostics in NAME.expected, and every malformed FEN in
// tests/bad/fens.tsv exactly its column and message.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <fstream>
#include <sstream>

#include "tests/unit/support.h"

namespace fs = std::filesystem;
using namespace chimera;

namespace {

std::string slurp(const fs::path &p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string replace_all(std::string s, const std::string &from, const std::string &to) {
  for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

} // namespace

TEST_CASE("every malformed definition gives its exact diagnostics", "[diagnostics]") {
  fs::path dir = fs::path(CHIMERA_TESTS_DIR) / "bad" / "definitions";
  std::vector<fs::path> files;
  for (const auto &e : fs::directory_iterator(dir))
    if (e.path().extension() == ".variant") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() >= 30);
  for (const fs::path &file : files) {
    fs::path expectedFile = file;
    expectedFile.replace_extension(".expected");
    if (!fs::exists(expectedFile)) continue; // a parent used by another case
    DYNAMIC_SECTION(file.filename().string()) {
      Diagnostics diags;
      std::unique_ptr<Variant> v = compile_file(file.string(), diags);
      CHECK_FALSE(v);
      std::string got = replace_all(replace_all(diags.format(), dir.string() + "/", ""),
                                    definitions_dir() + "/", "DEFINITIONS/");
      CHECK(got == slurp(expectedFile));
    }
  }
}

TEST_CASE("every malformed FEN gives its exact column and message", "[diagnostics][fen]") {
  std::ifstream in(fs::path(CHIMERA_TESTS_DIR) / "bad" / "fens.tsv");
  REQUIRE(in);
  int cases = 0;
  std::string line;
  std::map<std::string, std::unique_ptr<Variant>> variants;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f;
    std::stringstream ss(line);
    for (std::string cell; std::getline(ss, cell, '\t');) f.push_back(cell);
    REQUIRE(f.size() == 4);
    auto &v = variants[f[0]];
    if (!v) v = test::shipped(f[0]);
    ++cases;
    DYNAMIC_SECTION(f[0] << ": " << f[1]) {
      Position pos(*v);
      FenError err;
      CHECK_FALSE(pos.set_fen(f[1], err));
      CHECK(std::to_string(err.column) + ": " + err.message == f[2] + ": " + f[3]);
    }
  }
  CHECK(cases >= 20);
}

TEST_CASE("an error in an extended file carries the extends chain, sorting keeps the notes",
          "[diagnostics]") {
  Diagnostics diags;
  diags.extended("b.variant", {"a.variant", 1, 19}, "b");
  diags.extended("chess.variant", {"b.variant", 2, 20}, "chess");
  diags.error({"chess.variant", 20, 12}, "late");
  diags.error({"a.variant", 3, 1}, "mine");
  diags.error({"chess.variant", 5, 1}, "early");
  diags.error({"b.variant", 4, 2}, "middle");
  CHECK(diags.all()[1].notes.empty());
  CHECK(diags.format() == "chess.variant:5:1: error: early\n"
                          "note: in 'b.variant:2:20', which extends 'chess'\n"
                          "note: in 'a.variant:1:19', which extends 'b'\n"
                          "chess.variant:20:12: error: late\n"
                          "note: in 'b.variant:2:20', which extends 'chess'\n"
                          "note: in 'a.variant:1:19', which extends 'b'\n"
                          "a.variant:3:1: error: mine\n"
                          "b.variant:4:2: error: middle\n"
                          "note: in 'a.variant:1:19', which extends 'b'\n");
}
