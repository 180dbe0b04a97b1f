// Perpetual chase (language.md §13.8): the referee's verdict on repetitions where one side
// chased one piece with every move, and on those where the chase does not count.
#include <catch2/catch.hpp>

#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "runtime/rules/chase.h"
#include "runtime/search/search.h"
#include "tests/unit/support.h"
#include "tools/game/game.h"

using namespace chimera;

namespace {

// The verdict (result and reason) after the moves, from the FEN, in Xiangqi.
std::string verdict_after(const std::string &fen, const std::vector<std::string> &moves) {
  Game game;
  std::string why;
  if (!game.load(std::string(CHIMERA_SOURCE_DIR) + "/definitions/xiangqi.variant", {}, why) ||
      !game.reset(fen, why))
    return why;
  for (const std::string &m : moves) {
    if (game.verdict()) return "early verdict before " + m;
    if (!game.play(m)) return "illegal " + m;
  }
  const auto v = game.verdict();
  return v ? v->result + " " + v->reason : "none";
}

// White's piece shuttles a1-b1, Black's b7-a7: the start comes back for the third time.
const std::vector<std::string> kShuttle = {"a1b1", "b7a7", "b1a1", "a7b7", "a1b1", "b7a7", "b1a1", "a7b7"};

} // namespace

TEST_CASE("perpetual chase: the chariot that chases an unprotected cannon loses", "[chase]") {
  CHECK(verdict_after("3k5/9/9/1c7/9/9/9/9/9/R3K4 w - - 0 1", kShuttle) == "0-1 perpetual chase");
}

TEST_CASE("perpetual chase: a protected piece is not chased, unless it outranks the chaser", "[chase]") {
  // The chariot on i7 protects the cannon on a7 and on b7: a plain repetition.
  CHECK(verdict_after("3k5/9/9/1c6r/9/9/9/9/9/R3K4 w - - 0 1", kShuttle) == "1/2-1/2 repetition");
  // A cannon (over the soldiers on a4 and b4) chases a chariot, protected or not.
  CHECK(verdict_after("3k5/9/9/1r6r/9/9/PP7/9/9/C3K4 w - - 0 1", kShuttle) == "0-1 perpetual chase");
}

TEST_CASE("perpetual chase: chariot against chariot is a mutual attack, no chase", "[chase]") {
  CHECK(verdict_after("3k5/9/9/1r7/9/9/9/9/9/R3K4 w - - 0 1", kShuttle) == "1/2-1/2 repetition");
}

TEST_CASE("perpetual chase: the chases of one move", "[chase]") {
  auto v = test::shipped("xiangqi");
  Position pos = test::position(*v, "3k5/9/9/1c7/9/9/9/9/9/R3K4 w - - 0 1");
  MoveList list;
  generate_legal(pos, list);
  Move a1b1 = Move::none();
  for (Move m : list)
    if (v->square_name(m.from()) == "a1" && v->square_name(m.to()) == "b1") a1b1 = m;
  REQUIRE_FALSE(a1b1.is_none());
  const SquareSet chased = play_and_find_chases(pos, a1b1);
  CHECK(chased.count() == 1);
  CHECK(v->square_name(chased.first()) == "b7");
}

TEST_CASE("perpetual chase: the engine repeats the chase to win, knowing the game's moves", "[chase]") {
  for (const char *fen : {"3k5/9/9/1c7/9/9/9/9/9/R3K4 w - - 0 1", "3k5/9/9/1c6r/9/9/9/9/9/R3K4 w - - 0 1"}) {
    Game game;
    std::string why;
    REQUIRE(game.load(std::string(CHIMERA_SOURCE_DIR) + "/definitions/xiangqi.variant", {}, why));
    REQUIRE(game.reset(fen, why));
    for (int k = 0; k < 7; ++k) REQUIRE(game.play(kShuttle[k]));
    Engine engine;
    engine.set_hash(4);
    Limits limits;
    limits.depth = 2;
    const Move best = engine.search(game.position(), game.history(), limits);
    // Black's a7b7 repeats the start a third time: White, who chased the cannon, loses; a
    // protected cannon is no chase, and the repetition is a draw (Fairy-Stockfish: mate 1, cp 0).
    if (std::string(fen).find("1c7") != std::string::npos) {
      CHECK(move_to_text(*game.variant, best) == "a7b7");
      CHECK(engine.last().mate_in() == 1);
    } else {
      CHECK_FALSE(engine.last().mate());
    }
  }
}

TEST_CASE("perpetual chase: a child may remove it (Manchu chess has none)", "[chase]") {
  CHECK(test::shipped("xiangqi")->chase.on);
  CHECK_FALSE(test::shipped("manchu")->chase.on);
  auto v = test::compile("variant x extends \"makruk\" { remove counting; }");
  CHECK_FALSE(v->counting.on);
  CHECK(test::shipped("makruk")->counting.on);
}

namespace {

// Xiangqi with a piece of another kind (Fairy-Stockfish's axf chasing for any variant, as the
// importer writes it): the Custom1 (king + knight) on a ladder of its own, or ranked last.
std::unique_ptr<Variant> with_queen(const std::string &by) {
  return test::compile(
      "variant xiangqiqueen extends \"xiangqi\" {\n  piece Custom1 Q { moves \"KN\"; }\n"
      "  rules { perpetual chase loss {\n" +
      by + "\n of Advisor, Elephant, Horse, Chariot, Cannon, Custom1;\n of Soldier in ranks 6 to 10; } }\n}");
}

// The squares of the pieces the move chases.
std::vector<std::string> chased_by(const Variant &v, const std::string &fen, const std::string &move) {
  Position pos = test::position(v, fen);
  const Move m = parse_move(pos, move);
  REQUIRE_FALSE(m.is_none());
  std::vector<std::string> out;
  play_and_find_chases(pos, m).for_each([&](Square s) { out.push_back(v.square_name(s)); });
  return out;
}

} // namespace

TEST_CASE("perpetual chase: each 'by' line is a ladder of its own", "[chase]") {
  using S = std::vector<std::string>;
  auto two = with_queen("by Chariot > Horse, Cannon > Elephant, Advisor;\n by Custom1;");
  auto one = with_queen("by Chariot > Horse, Cannon > Elephant, Advisor > Custom1;");
  REQUIRE(two);
  REQUIRE(one);
  CHECK(two->chase.ladder[size_t(std::find_if(two->types.begin(), two->types.end(),
                                              [](const PieceType &t) { return t.name == "Custom1"; }) -
                                 two->types.begin())] == 1);
  // The Custom1 chases an unprotected chariot (a2 attacks b4 with its knight's leap) ...
  CHECK(chased_by(*two, "3k5/9/9/9/9/9/1r7/9/9/Q3K4 w - - 0 1", "a1a2") == S{"b4"});
  // ... not a protected one: on another ladder, the chariot does not outrank it ...
  CHECK(chased_by(*two, "1r1k5/9/9/9/9/9/1r7/9/9/Q3K4 w - - 0 1", "a1a2").empty());
  // ... where ranked below the chariot on one ladder, it does.
  CHECK(chased_by(*one, "1r1k5/9/9/9/9/9/1r7/9/9/Q3K4 w - - 0 1", "a1a2") == S{"b4"});
  // A horse chases a Custom1 only when nothing protects it (b1a3 attacks c4).
  CHECK(chased_by(*two, "3k5/9/9/9/9/9/2q6/9/9/1N2K4 w - - 0 1", "b1a3") == S{"c4"});
  CHECK(chased_by(*two, "2rk5/9/9/9/9/9/2q6/9/9/1N2K4 w - - 0 1", "b1a3").empty());
}
