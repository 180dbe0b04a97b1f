// Counting rules (language.md §13.8): the count's start by board's and pieces' honour, its FEN
// form (as Fairy-Stockfish writes it; every FEN below is Fairy-Stockfish's own), and the draw it
// gives in play and in the search.
#include <catch2/catch.hpp>

#include "runtime/search/search.h"
#include "tests/unit/support.h"
#include "tools/game/game.h"

using namespace chimera;

namespace {

std::string after(const Variant &v, const std::string &fen, const std::vector<std::string> &moves) {
  return test::play(v, fen, moves).fen();
}

std::string load_game(Game &game, const std::string &name, const std::string &fen) {
  std::string why;
  if (!game.load(std::string(CHIMERA_SOURCE_DIR) + "/definitions/" + name + ".variant", {}, why)) return why;
  if (!game.reset(fen, why)) return why;
  return "";
}

} // namespace

TEST_CASE("counting: pieces' honour starts when a king is left bare, by the other side's pieces",
          "[counting]") {
  auto makruk = test::shipped("makruk");
  // One rook: 16 moves (32 plies), counted from the 3 pieces on the board (6 plies).
  CHECK(after(*makruk, "8/8/8/4k3/8/8/8/R3K3 w - - 0 1", {"a1a2"}) == "8/8/8/4k3/8/8/R7/4K3 b - 32 6 1");
  CHECK(after(*makruk, "8/8/8/4k3/8/8/8/R3K3 w - - 0 1", {"a1a2", "e5e4", "a2a3"}) ==
        "8/8/8/8/4k3/R7/8/4K3 b - 32 8 2");
  // Two rooks: 8 moves.
  CHECK(after(*makruk, "8/8/8/4k3/8/8/RR6/4K3 w - - 0 1", {"a2a3"}) == "8/8/8/4k3/8/R7/1R6/4K3 b - 16 8 1");
  // A bare king that takes the last pawn counts at once, from one ply less.
  CHECK(after(*makruk, "8/8/8/8/8/3k4/2P5/6KR b - - 0 1", {"d3c2"}) == "8/8/8/8/8/8/2k5/6KR w - 32 5 2");
  // ASEAN (`bare from zero`): only once it is the bare king's turn, from zero.
  auto asean = test::shipped("asean");
  CHECK(after(*asean, "8/8/8/8/8/3k4/2P5/6KR b - - 0 1", {"d3c2"}) == "8/8/8/8/8/8/2k5/6KR w - - 0 2");
  CHECK(after(*asean, "8/8/8/8/8/3k4/2P5/6KR b - - 0 1", {"d3c2", "h1h2"}) ==
        "8/8/8/8/8/8/2k4R/6K1 b - 32 0 2");
}

TEST_CASE("counting: board's honour, stopped by pawns in makruk, not in Ouk Chatrang", "[counting]") {
  auto makruk = test::shipped("makruk");
  CHECK(after(*makruk, "3k4/3r4/8/8/8/8/R7/4K3 w - - 0 1", {"a2a3"}) == "3k4/3r4/8/8/8/R7/8/4K3 b - 128 0 1");
  const std::string pawns = "4k3/4p3/8/8/8/8/RR2P3/4K3 w - - 0 1";
  CHECK(after(*makruk, pawns, {"a2a3"}) == "4k3/4p3/8/8/8/R7/1R2P3/4K3 b - - 1 1");
  // Black has 2 pieces (3 at most count, pawns or not): 63 moves.
  auto cambodian = test::shipped("cambodian");
  CHECK(after(*cambodian, pawns, {"a2a3"}) == "4k3/4p3/8/8/8/R7/1R2P3/4K3 b - 126 0 1");
}

TEST_CASE("counting: the FEN's count reads back, and only where the variant counts", "[counting]") {
  auto makruk = test::shipped("makruk");
  for (const char *fen : {"8/8/8/8/4k3/R7/8/4K3 b - 32 8 2", "3k4/3r4/8/8/8/R7/8/4K3 b - 128 0 1"})
    CHECK(test::position(*makruk, fen).fen() == fen);
  Position pos = test::position(*makruk, "8/8/8/8/4k3/R7/8/4K3 b - 32 8 2");
  CHECK(pos.st().countLimit == 32);
  CHECK(pos.st().countPly == 8);
  CHECK(pos.rule50() == 0);
  Position p(*makruk);
  FenError err;
  CHECK_FALSE(p.set_fen("8/8/8/8/4k3/R7/8/4K3 b - 2002 8 2", err));
  CHECK(err.column == 26);
  CHECK(err.message == "invalid counting limit '2002': at most 2000 plies");
  // Chess has no count: a number there is no en-passant square.
  auto chess = test::shipped("chess");
  Position c(*chess);
  CHECK_FALSE(c.set_fen("4k3/8/8/8/8/8/8/R3K3 b - 32 8 2", err));
}

TEST_CASE("counting: the game is drawn once the count passes its limit, unless checkmated", "[counting]") {
  Game game;
  REQUIRE(load_game(game, "makruk", "4k3/8/8/8/8/8/R7/4K3 b - 32 31 1") == "");
  REQUIRE(game.play("e8d8"));
  CHECK_FALSE(game.verdict()); // 32 of 32
  REQUIRE(game.play("a2a3"));
  auto verdict = game.verdict();
  REQUIRE(verdict);
  CHECK(verdict->result == "1/2-1/2");
  CHECK(verdict->reason == "counting rule");
  // The last move of the count may still checkmate.
  REQUIRE(load_game(game, "makruk", "7k/8/6K1/8/8/8/8/R7 w - 32 32 1") == "");
  REQUIRE(game.play("a1a8"));
  verdict = game.verdict();
  REQUIRE(verdict);
  CHECK(verdict->result == "1-0");
}

TEST_CASE("counting: the search sees the draw", "[counting]") {
  auto makruk = test::shipped("makruk");
  Engine engine;
  engine.set_hash(4);
  Limits limits;
  limits.depth = 5;
  // Rb7 and Ra8 mate in 2; with one ply fewer left on the count, Black's reply ends the game.
  Position mate = test::position(*makruk, "7k/8/8/8/8/8/8/RR2K3 w - 16 14 1");
  engine.search(mate, {}, limits);
  CHECK(engine.last().mate_in() == 2);
  Position drawn = test::position(*makruk, "7k/8/8/8/8/8/8/RR2K3 w - 16 15 1");
  engine.search(drawn, {}, limits);
  CHECK(engine.last().score == 0);
}
