// chimera import's parts: the option table against docs/porting.md, Fairy-Stockfish's Betza
// dialect, and the .ini reader's positions.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "tools/import/ini.h"
#include "tools/import/options.h"
#include "tools/import/pieces.h"

using namespace chimera;
using namespace chimera::import;

namespace {

std::string chimera_of(const std::string &fsf, int files = 8, int ranks = 8) {
  std::vector<FsfMove> moves;
  std::string why;
  size_t at = 0;
  REQUIRE(read_fsf_betza(fsf, moves, why, at));
  return chimera_betza(moves, false, files, ranks);
}

} // namespace

TEST_CASE("every option the importer knows has a row in docs/porting.md", "[import]") {
  std::ifstream in(std::string(CHIMERA_SOURCE_DIR) + "/docs/porting.md");
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string doc = ss.str();
  for (const OptionInfo &o : option_table()) {
    INFO(o.name);
    CHECK(doc.find(std::string("`") + o.name + "`") != std::string::npos);
  }
  for (const PieceKind &k : piece_kinds()) {
    if (is_custom(piece_kind(k.key))) continue;
    INFO(k.key);
    CHECK(doc.find(std::string("`") + k.key + "`") != std::string::npos);
  }
  CHECK(doc.find("`customPieceN`") != std::string::npos);
  CHECK(doc.find("`mobilityRegion...`") != std::string::npos);
}

TEST_CASE("Fairy-Stockfish's Betza in Chimera's", "[import]") {
  CHECK(chimera_of("fN") == "ffN");         // FSF: the two narrow forward knight moves
  CHECK(chimera_of("fsW") == "fsW");        // forward and sideways
  CHECK(chimera_of("fmWfceF") == "fmWfcF"); // `e` comes from enPassantTypes, not the string
  CHECK(chimera_of("mfhNcK") == "fmNcK");   // fh: the four forward knight moves
  CHECK(chimera_of("KN") == "KN");
  CHECK(chimera_of("mQ3") == "mQ3");
  CHECK(chimera_of("RcpR") == "RcpR");
  CHECK(chimera_of("K", 8, 1) == "sW"); // a one-rank board keeps the sideways steps only
  std::vector<FsfMove> moves;
  std::string why;
  size_t at = 0;
  CHECK(!read_fsf_betza("mjW", moves, why, at));
  CHECK(why == "Fairy-Stockfish's Betza has no 'j'");
  CHECK(at == 1);
}

TEST_CASE("the .ini reader keeps lines and columns", "[import]") {
  Diagnostics d;
  IniFile ini = parse_ini("# comment\n[child:chess]\n  maxRank =  10 \n[other]\n", "x.ini", d);
  REQUIRE(!d.has_errors());
  REQUIRE(ini.sections.size() == 2);
  const IniSection &s = ini.sections[0];
  CHECK(s.name == "child");
  CHECK(s.parent == "chess");
  CHECK(s.parentLoc.line == 2);
  CHECK(s.parentLoc.col == 8);
  REQUIRE(s.entries.size() == 1);
  CHECK(s.entries[0].value == "10");
  CHECK(s.entries[0].keyLoc.col == 3);
  CHECK(s.entries[0].valueLoc.col == 14);
}
