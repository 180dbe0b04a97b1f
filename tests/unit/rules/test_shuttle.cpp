// Shuttling (language.md §13.8): Fairy-Stockfish's moveRepetitionIllegal, as in its
// janggimodern. The verdicts below are Fairy-Stockfish's too (its XBoard mode, `go` after
// the moves: "0-1 {Black wins}" where White shuttled).
#include <catch2/catch.hpp>
#include <sstream>

#include "runtime/notation/notation.h"
#include "runtime/rules/shuttle.h"
#include "runtime/search/search.h"
#include "tests/unit/support.h"

using namespace chimera;

namespace {

std::unique_ptr<Variant> modern() {
  return test::compile(
      "variant modern extends \"janggi\" { rules { shuttling loss by Chariot, Cannon, Soldier, "
      "Horse, Elephant; } }");
}

bool shuttled_after(const Variant &v, const std::string &fen, const std::string &moves) {
  std::vector<std::string> list;
  std::istringstream in(moves);
  for (std::string m; in >> m;) list.push_back(m);
  Position pos = test::play(v, fen, list);
  return shuttled(pos);
}

const std::string kCorner = "3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1";

} // namespace

TEST_CASE("shuttling: a piece moved to a square and four times back and forth loses", "[rules]") {
  auto v = modern();
  REQUIRE(v);
  // The chariot arrives on a2 and goes a3, a2, a3, a2; Black's general goes back and forth
  // too, but the general is not among the pieces the rule counts.
  const std::string shuttle = "a1a2 d10d9 a2a3 d9d10 a3a2 d10d9 a2a3 d9d10";
  CHECK_FALSE(shuttled_after(*v, kCorner, shuttle));
  CHECK(shuttled_after(*v, kCorner, shuttle + " a3a2"));
  CHECK_FALSE(shuttled_after(*v, kCorner, shuttle + " a3a4"));
  // A pass of its own may stand before the last move.
  CHECK(shuttled_after(*v, kCorner, shuttle + " e2e2 d10d9 a3a2"));
  // Without the move that brought it to a2 there is no shuttle: from a FEN, history is short.
  CHECK_FALSE(
      shuttled_after(*v, "3k5/9/9/9/9/9/9/9/R3K4/9 w - - 0 1", "a2a3 d10d9 a3a2 d9d10 a2a3 d10d9 a3a2"));
  // Only the named pieces: without the rule's 'by', the general's own shuttle loses too.
  auto all = test::compile("variant all extends \"janggi\" { rules { shuttling loss; } }");
  REQUIRE(all);
  CHECK(all->rules.shuttleTypes == ~uint64_t(0));
  CHECK_FALSE(shuttled_after(*v, kCorner, shuttle + " a3a2 d10d9"));
  CHECK(shuttled_after(*all, kCorner, shuttle + " a3a2 d10d9"));
}

TEST_CASE("shuttling: not after a capture in the window, nor when in check before a move of it", "[rules]") {
  auto v = modern();
  REQUIRE(v);
  // Black's chariot takes the soldier on a6 in the middle of White's shuttle on the i-file.
  const std::string fen = "r2k5/9/9/9/P8/9/9/9/4K4/8R w - - 0 1";
  CHECK_FALSE(shuttled_after(*v, fen, "i1i2 a10a9 i2i3 a9a6 i3i2 a6a7 i2i3 a7a8 i3i2"));
  CHECK(shuttled_after(*v, fen, "i1i2 a10a9 i2i3 a9a8 i3i2 a8a7 i2i3 a7a8 i3i2"));
  // White's chariot arrives on e4 to block the check of the chariot on e10, then shuttles on
  // the file: in check before its first move, no shuttle.
  const std::string check = "3k4r/9/9/9/9/9/R8/9/4K4/9 b - - 0 1";
  const std::string rest = " d10d9 e4e5 d9d10 e5e4 d10d9 e4e5 d9d10 e5e4";
  CHECK_FALSE(shuttled_after(*v, check, "i10e10 a4e4" + rest));
  CHECK(shuttled_after(*v, "3k4r/9/9/9/9/9/R8/9/4K4/9 b - - 0 1", "i10i9 a4e4" + rest));
}

TEST_CASE("shuttling: the referee's verdict and the search", "[rules]") {
  auto v = modern();
  REQUIRE(v);
  Position pos =
      test::play(*v, kCorner, {"a1a2", "d10d9", "a2a3", "d9d10", "a3a2", "d10d9", "a2a3", "d9d10"});
  // The search never shuttles a fifth time: a3a2 would lose at once.
  Engine engine;
  engine.set_hash(4);
  Limits limits;
  limits.depth = 3;
  const Move best = engine.search(pos, {}, limits);
  CHECK(move_to_text(*v, best) != "a3a2");
  CHECK_FALSE(engine.last().mate_in() < 0);
}
