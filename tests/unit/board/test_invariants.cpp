// The invariant walker (runtime/board/invariants.h) over every shipped definition: make/unmake
// restores position and hash, the incremental hash equals the recomputed one, the legality
// shortcut agrees with make/unmake, every legal move keeps the mover's royal pieces safe, and
// the FEN of every position reached reads back the same -- at every node of a small perft
// from several positions of each variant.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>

#include "runtime/board/invariants.h"
#include "runtime/moves/movegen.h"
#include "runtime/perft/perft.h"
#include "tests/unit/support.h"

namespace fs = std::filesystem;
using namespace chimera;

namespace {

// The start position and the positions after 8 and 16 plies of a fixed game that spreads its
// choices over the move list.
std::vector<std::string> positions(const Variant &v) {
  std::vector<std::string> out{v.startFen};
  Position pos = test::position(v, v.startFen);
  for (int ply = 1; ply <= 16; ++ply) {
    MoveList list;
    generate_legal(pos, list);
    if (!list.size()) break;
    pos.do_move(list[(ply * 7 + 3) % list.size()]);
    if (ply % 8 == 0) out.push_back(pos.fen());
  }
  return out;
}

// One test case per variant, so that ctest runs them in parallel.
const std::vector<std::string> kWalked{"3check", "5check", "ai-wok", "almost", "amazon", "amazons", "antichess", "asean", "ataxx", "atomar", "atomic", "basic-bestiary", "basilisk", "bentback-bestiary", "berolina", "breakthrough", "cambodian", "capablanca", "capablanca960", "centaur", "cfour", "chancellor", "chess", "chess960", "chessgi", "chigorin", "clobber", "codrus", "coregal", "courier", "crazyhouse", "culverin", "dobutsu", "duck", "embassy", "euroshogi", "extinction", "flipello", "flipello10", "flipersi", "giveaway", "gomoku", "grand", "grasshopper", "gunnery", "gustav3", "hoppelpoppel", "horde", "isolation", "isolation7x7", "janggi", "janus", "jesonmor", "karouk", "kinglet", "kingofthehill", "knightmate", "koedem", "kyotoshogi", "legan", "loop", "losalamos", "losers", "makpong", "makruk", "manchu", "micro", "minishogi", "modern", "newzealand", "nightrider", "nocastle", "nocheckatomic", "omicron", "opulent", "pawnback", "pawnsideways", "perfect", "placement", "pocketknight", "racingkings", "seirawan", "seirawan960", "shako", "shatar", "shatranj", "shogi", "shoshogi", "shouse", "sittuyin", "sortofalmost", "spartan", "tencubed", "threekings", "torishogi", "torpedo", "troitzky", "wildebeest", "wolf", "xiangqi", "yarishogi"};

void walk(const std::string &name) {
  std::unique_ptr<Variant> v = test::shipped(name);
  std::vector<std::string> fens = positions(*v);
  if (v->squares() > 128) fens.resize(1); // the 13x12 bestiaries: seconds per position
  for (const std::string &fen : fens) {
    DYNAMIC_SECTION(fen) {
      Position pos = test::position(*v, fen);
      // Two plies, every node checked, leaves included; fewer where a position has hundreds of
      // moves (a wall placed with every move: Duck chess, the Amazons), which would take minutes:
      // one ply, or the root alone (which still makes and unmakes every move) past a thousand.
      const uint64_t moves = perft(pos, 1);
      const int depth = moves > 1000 ? 0 : moves > 300 ? 1 : 2;
      std::string error;
      const uint64_t nodes = perft_checked(pos, depth, error);
      CHECK(error == "");
      // perft_checked counts the same leaves as perft.
      if (error.empty()) CHECK(nodes == perft(pos, depth));
    }
  }
}

} // namespace

TEST_CASE("the invariant walk covers every shipped definition", "[invariants]") {
  std::vector<std::string> names;
  for (const auto &e : fs::directory_iterator(fs::path(CHIMERA_SOURCE_DIR) / "definitions"))
    if (e.path().extension() == ".variant") names.push_back(e.path().stem().string());
  std::sort(names.begin(), names.end());
  CHECK(names == kWalked);
}

#define WALK(NAME)                                                                                           \
  TEST_CASE("invariants hold at every node of a small perft: " NAME, "[invariants]") { walk(NAME); }
WALK("3check")
WALK("5check")
WALK("ai-wok")
WALK("almost")
WALK("amazon")
WALK("amazons")
WALK("antichess")
WALK("asean")
WALK("ataxx")
WALK("atomar")
WALK("atomic")
WALK("basic-bestiary")
WALK("basilisk")
WALK("bentback-bestiary")
WALK("berolina")
WALK("breakthrough")
WALK("cambodian")
WALK("capablanca")
WALK("capablanca960")
WALK("centaur")
WALK("cfour")
WALK("chancellor")
WALK("chess")
WALK("chess960")
WALK("chessgi")
WALK("chigorin")
WALK("clobber")
WALK("codrus")
WALK("coregal")
WALK("courier")
WALK("crazyhouse")
WALK("culverin")
WALK("dobutsu")
WALK("duck")
WALK("embassy")
WALK("euroshogi")
WALK("extinction")
WALK("flipello")
WALK("flipello10")
WALK("flipersi")
WALK("giveaway")
WALK("gomoku")
WALK("grand")
WALK("grasshopper")
WALK("gunnery")
WALK("gustav3")
WALK("hoppelpoppel")
WALK("horde")
WALK("isolation")
WALK("isolation7x7")
WALK("janggi")
WALK("janus")
WALK("jesonmor")
WALK("karouk")
WALK("kinglet")
WALK("kingofthehill")
WALK("knightmate")
WALK("koedem")
WALK("kyotoshogi")
WALK("legan")
WALK("loop")
WALK("losalamos")
WALK("losers")
WALK("makpong")
WALK("makruk")
WALK("manchu")
WALK("micro")
WALK("minishogi")
WALK("modern")
WALK("newzealand")
WALK("nightrider")
WALK("nocastle")
WALK("nocheckatomic")
WALK("omicron")
WALK("opulent")
WALK("pawnback")
WALK("pawnsideways")
WALK("perfect")
WALK("placement")
WALK("pocketknight")
WALK("racingkings")
WALK("seirawan")
WALK("seirawan960")
WALK("shako")
WALK("shatar")
WALK("shatranj")
WALK("shogi")
WALK("shoshogi")
WALK("shouse")
WALK("sittuyin")
WALK("sortofalmost")
WALK("spartan")
WALK("tencubed")
WALK("threekings")
WALK("torishogi")
WALK("torpedo")
WALK("troitzky")
WALK("wildebeest")
WALK("wolf")
WALK("xiangqi")
WALK("yarishogi")

TEST_CASE("the invariant walker checks a game ended by two passes", "[invariants]") {
  // The ended position has no FEN of its own (a FEN cannot say the game is over), so the
  // walker skips only the read-back there and checks everything else.
  std::unique_ptr<Variant> janggi = test::shipped("janggi");
  Position passed = test::play(*janggi, janggi->startFen, {"e2e2", "e9e9"});
  CHECK(passed.st().ended);
  CHECK(check_node(passed) == "");
  MoveList none;
  generate_legal(passed, none);
  CHECK(none.size() == 0);
}

TEST_CASE("a piece marked as promoted that promotes again gets its mark back on unmake", "[invariants]") {
  // Found by fuzz_fen: unmaking e7e8+ lost the '~' of the pawn, so the position after
  // make/unmake was not the one before.
  std::unique_ptr<Variant> shogi = test::shipped("shogi");
  const std::string fen = "lnsgkgsnl/1r5b1/ppppP~pppp/9/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL[] w - - 0 1";
  Position pos = test::position(*shogi, fen);
  CHECK(check_node(pos) == "");
  Position after = test::play(*shogi, fen, {"e7e8+"}); // play() also takes the move back
  CHECK(after.fen() == "lnsgkgsnl/1r2+P2b1/pppp1pppp/9/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL[] b - - 0 1");
  // Where captures do not go to hand the mark means nothing, and is not kept.
  std::unique_ptr<Variant> chess = test::shipped("chess");
  CHECK(test::position(*chess, "4k3/8/8/8/8/8/8/Q~3K3 w - - 0 1").fen() == "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1");
}
