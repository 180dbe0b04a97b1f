// Game rules of play: qualified checkmates (Shatar's mating rule) and the move rule's resets (language.md
// §13.1).
#include <catch2/catch.hpp>

#include "runtime/notation/notation.h"
#include "runtime/search/search.h"
#include "tests/unit/support.h"
#include "tools/game/game.h"

using namespace chimera;

namespace {

// The result after the moves from fen, or "none" while the game goes on.
std::string result_after(const std::string &fen, const std::vector<std::string> &moves) {
  Game game;
  std::string why;
  REQUIRE(game.load(std::string(CHIMERA_SOURCE_DIR) + "/definitions/shatar.variant", {}, why));
  REQUIRE(game.reset(fen, why));
  for (const std::string &m : moves) REQUIRE(game.play(m));
  auto verdict = game.verdict();
  return verdict ? verdict->result + " " + verdict->reason : "none";
}

} // namespace

// Black keeps a pawn throughout: a bare king would draw by the robado goal.
TEST_CASE("mate: a mate given by knights alone wins for the mated side", "[mate]") {
  CHECK(result_after("6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1", {"g5f7"}) == "0-1 Black is checkmated");
}

TEST_CASE("mate: a series of checks with one by the Bers makes a bishop's mate count", "[mate]") {
  // Jc7+ (the Bers), Ka8 forced, Bf3#: the series holds the Bers' check.
  CHECK(result_after("1k6/7p/1K6/8/8/8/4B3/2J5 w - - 0 1", {"c1c7", "b8a8"}) == "none");
  CHECK(result_after("1k6/7p/1K6/8/8/8/4B3/2J5 w - - 0 1", {"c1c7", "b8a8", "e2f3"}) ==
        "1-0 Black is checkmated");
}

TEST_CASE("mate: a mate whose series holds no rook, knight or Bers check is a draw", "[mate]") {
  // The same mate with no check before it (a FEN has no earlier checks).
  CHECK(result_after("k7/2J4p/1K6/8/8/8/4B3/8 w - - 0 1", {"e2f3"}) == "1/2-1/2 Black is checkmated");
  // A quiet move between the Bers' check and the mate breaks the series: Jc7+ Ka8, then a
  // king move that gives no check, a black pawn move, and the bishop's mate.
  CHECK(result_after("1k6/7p/1K6/8/8/8/4B3/2J5 w - - 0 1", {"c1c7", "b8a8", "b6a6", "h7h6", "a6b6", "h6h5",
                                                            "e2f3"}) == "1/2-1/2 Black is checkmated");
}

TEST_CASE("mate: the search scores a knight's mate as a loss and avoids it", "[mate]") {
  auto shatar = test::shipped("shatar");
  Engine engine;
  engine.set_hash(4);
  Limits limits;
  limits.depth = 2;
  Position pos = test::position(*shatar, "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1");
  const Move best = engine.search(pos, {}, limits);
  CHECK(move_to_text(*shatar, best) != "g5f7");
  CHECK_FALSE(engine.last().mate());
}

// The move rule's resets (language.md §13.1), the FENs as Fairy-Stockfish writes them.
TEST_CASE("move rule: a pawn move that can be taken back keeps the count, reset by none", "[rules]") {
  auto sideways = test::shipped("pawnsideways");
  const std::string fen = "4k3/8/8/8/4P3/8/8/4K3 w - - 7 40";
  CHECK(test::play(*sideways, fen, {"e4d4"}).fen() == "4k3/8/8/8/3P4/8/8/4K3 b - - 8 40");
  CHECK(test::play(*sideways, fen, {"e4e5"}).fen() == "4k3/8/8/4P3/8/8/8/4K3 b - - 0 40");
  auto back = test::shipped("pawnback");
  CHECK(test::play(*back, back->startFen, {"e2e4", "e7e5", "e4e3"}).fen() ==
        "rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR b KQkq - 3 2");
  auto chess = test::shipped("chess");
  CHECK(test::play(*chess, chess->startFen, {"e2e4", "e7e5", "g1f3"}).fen() ==
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
}

// Per side (Fairy-Stockfish's nMoveRuleTypesWhite/Black): the side named takes its list, the
// other keeps the default (the promoting pieces).
TEST_CASE("move rule: reset by one side's pieces", "[rules]") {
  auto v = test::compile(R"(variant sided extends "chess" { rules { move-rule 50 reset by black none; } })");
  const std::string fen = "4k3/4p3/8/8/8/8/4P3/4K1N1 w - - 7 40";
  CHECK(test::play(*v, fen, {"e2e4"}).fen() == "4k3/4p3/8/8/4P3/8/8/4K1N1 b - - 0 40");
  CHECK(test::play(*v, fen, {"g1f3", "e7e5"}).fen() == "4k3/8/8/4p3/8/5N2/4P3/4K3 w - - 9 41");
  // A knight's move can be taken back: it resets nothing even where the knight is listed.
  auto both = test::compile(
      R"(variant both extends "chess" { rules { move-rule 50 reset by white Knight and black Pawn; } })");
  CHECK(test::play(*both, fen, {"e2e4"}).fen() == "4k3/4p3/8/8/4P3/8/8/4K1N1 b - - 8 40");
  CHECK(test::play(*both, fen, {"g1f3"}).fen() == "4k3/4p3/8/8/8/5N2/4P3/4K3 b - - 8 40");
  CHECK(test::play(*both, fen, {"g1f3", "e7e5"}).fen() == "4k3/8/8/4p3/8/5N2/4P3/4K3 w - - 0 41");
}

// Fairy-Stockfish's xiangqi keeps the default 50-move rule, and only captures reset it: its soldier
// is not the pawn type that resets the count by default (variant.cpp, xiangqi_variant_base).
TEST_CASE("move rule: Xiangqi draws after 50 moves each without a capture, soldiers do not reset",
          "[rules]") {
  auto v = test::shipped("xiangqi");
  const std::string fen = "4k4/9/9/9/9/9/4P4/9/R8/3K5 w - - 99 80";
  CHECK(test::play(*v, fen, {"e4e5"}).fen() == "4k4/9/9/9/9/4P4/9/9/R8/3K5 b - - 100 80");
  for (const char *move : {"a2a3", "e4e5"}) {
    Game game;
    std::string why;
    REQUIRE(game.load(std::string(CHIMERA_SOURCE_DIR) + "/definitions/xiangqi.variant", {}, why));
    REQUIRE(game.reset(fen, why));
    CHECK(!game.verdict());
    REQUIRE(game.play(move));
    const auto verdict = game.verdict();
    REQUIRE(verdict);
    CHECK(verdict->result == "1/2-1/2");
    CHECK(verdict->reason == "50-move rule");
  }
}
