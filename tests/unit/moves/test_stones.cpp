// Drop rules and flips of the games of stones and of drop variants (language.md §10.1, §13.9):
// pieces kept in hand, drops barred beside an enemy, stones slid in from every edge, an
// opening for each side, flips that spare lone drops, and blasts that fill both hands.
#include <catch2/catch.hpp>

#include "tests/unit/support.h"

using namespace chimera;

namespace {

bool has(const std::vector<std::string> &moves, const std::string &m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

std::string stones(int files, int ranks, const std::string &fen, const std::string &drops,
                   const std::string &rules = "") {
  return "variant stones {\n board " + std::to_string(files) + "x" + std::to_string(ranks) +
         ";\n piece Stone P { moves \"mK\"; }\n start \"" + fen + "\";\n drops { unlimited Stone; " + drops +
         " }\n rules { move-rule 0; repetition 0; " + rules + " }\n}\n";
}

} // namespace

TEST_CASE("no-drop: a captured pawn stays in hand, a knight is dropped", "[drops]") {
  auto v = test::compile(R"(variant keep extends "chess" {
    start "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    drops { captured; no-drop Pawn; }
  })");
  const std::string fen = "4k3/8/8/8/8/8/8/4K3[PN] w - - 0 1";
  const std::vector<std::string> moves = test::legal_moves(*v, fen);
  CHECK(test::starting(moves, "P@").empty());
  CHECK(test::starting(moves, "N@").size() == 62);
  // Captured, it still goes to hand.
  CHECK(test::play(*v, "4k3/8/8/8/8/8/3p4/4K3[] w - - 0 1", {"e1d2"}).fen() ==
        "4k3/8/8/8/8/8/3K4/8[P] b - - 0 1");
}

TEST_CASE("no-drop for one side: White keeps its pawns in hand, Black drops them", "[drops]") {
  auto v = test::compile(R"(variant highdrops extends "crazyhouse" {
    drops { captured; white no-drop Pawn; black zone Pawn rank 4; }
  })");
  const std::string fen = "4k3/8/8/8/8/8/8/4K3[PNpn] w - - 0 1";
  CHECK(test::starting(test::legal_moves(*v, fen), "P@").empty());
  CHECK(test::starting(test::legal_moves(*v, fen), "N@").size() == 62);
  CHECK(test::starting(test::legal_moves(*v, "4k3/8/8/8/8/8/8/4K3[PNpn] b - - 0 1"), "P@").size() == 8);
  // 'must drop Pawn' still binds White, who drops pawns.
  auto must = test::compile(
      R"(variant v extends "crazyhouse" { drops { captured; black no-drop Pawn; must drop Pawn; } })");
  CHECK(test::legal_moves(*must, "4k3/8/8/8/8/8/8/4K3[PNpn] w - - 0 1").size() == 62);
  CHECK(test::starting(test::legal_moves(*must, "4k3/8/8/8/8/8/8/4K3[PNpn] b - - 0 1"), "P@").empty());
}

TEST_CASE("away from enemy: no drop a rook step from an enemy stone", "[drops]") {
  auto v = test::compile(stones(3, 3, "3/1p1/3 w - - 0 1", "away from enemy orthogonally;"));
  CHECK(test::starting(test::legal_moves(*v, "3/1p1/3 w - - 0 1"), "P@") ==
        std::vector<std::string>{"P@a1", "P@a3", "P@c1", "P@c3"});
  // Without lines: not a king step from one.
  auto king = test::compile(stones(4, 3, "4/1p2/4 w - - 0 1", "away from enemy;"));
  CHECK(test::starting(test::legal_moves(*king, "4/1p2/4 w - - 0 1"), "P@") ==
        std::vector<std::string>{"P@d1", "P@d2", "P@d3"});
}

TEST_CASE("stacked from every side: a stone slides in from an edge until the next square is taken",
          "[drops]") {
  auto v = test::compile(stones(4, 4, "4/4/1p2/4 w - - 0 1", "stacked from every side;"));
  // b2 stops b4's stone on b3 and d2's on c2; c3 is reached from no edge.
  CHECK(test::starting(test::legal_moves(*v, "4/4/1p2/4 w - - 0 1"), "P@") ==
        std::vector<std::string>{"P@a1", "P@a2", "P@a3", "P@a4", "P@b1", "P@b3", "P@c1", "P@c2", "P@c4",
                                 "P@d1", "P@d3", "P@d4"});
  CHECK(test::errors(stones(4, 4, "4/4/4/4 w - - 0 1", "stacked; stacked from every side;")) ==
        "test.variant:5:2: error: 'stacked' and 'stacked from every side' together: write one of them\n");
}

TEST_CASE("white opening, black opening: each side fills its own squares first", "[drops]") {
  auto v = test::compile(stones(4, 4, "4/4/4/4 w - - 0 1", "white opening a1, b1; black opening a1;"));
  CHECK(test::starting(test::legal_moves(*v, "4/4/4/4 w - - 0 1"), "P@") ==
        std::vector<std::string>{"P@a1", "P@b1"});
  // Black's a1 is a4 seen from White.
  CHECK(test::starting(test::legal_moves(*v, "4/4/4/P3 b - - 0 1"), "P@") ==
        std::vector<std::string>{"P@a4"});
  // White's opening full, Black's not: White drops anywhere, Black on a4 only.
  CHECK(test::starting(test::legal_moves(*v, "4/4/4/PP2 w - - 0 1"), "P@").size() == 14);
  CHECK(test::starting(test::legal_moves(*v, "4/4/4/PP2 b - - 0 1"), "P@") ==
        std::vector<std::string>{"P@a4"});
}

TEST_CASE("flip adjacent except lone drops: a drop flips only beside a friendly stone", "[flips]") {
  auto v = test::compile(stones(4, 4, "4/4/1p2/P3 w - - 0 1", "", "flip adjacent except lone drops;"));
  const std::string fen = "4/4/1p2/P3 w - - 0 1";
  CHECK(test::play(*v, fen, {"P@c3"}).fen() == "4/2P1/1p2/P3 b - - 0 1"); // lone: b2 stays Black's
  CHECK(test::play(*v, fen, {"P@a2"}).fen() == "4/4/PP2/P3 b - - 0 1");   // beside a1: b2 flips
  CHECK(test::play(*v, fen, {"a1a2"}).fen() == "4/4/PP2/4 b - - 1 1");    // a move always flips
  CHECK(test::errors(stones(4, 4, "4/4/4/4 w - - 0 1", "", "flip enclosed except lone drops;")) ==
        "test.variant:6:37: error: 'except lone drops' goes with 'flip adjacent' only\n");
}

TEST_CASE("blasted: every piece a blast removes goes to its owner's opponent", "[drops]") {
  const std::string text = R"(variant zh extends "atomic" {
    start "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    drops { captured; BLASTED }
  })";
  auto blasted = test::compile(std::string(text).replace(text.find("BLASTED"), 7, "blasted;"));
  auto plain = test::compile(std::string(text).replace(text.find("BLASTED"), 7, ""));
  // Nd5xc7 blows up the pawn it took, itself and b8, c8 and d8 (b7's pawn is spared).
  const std::string fen = "rnbqkbnr/ppp1pppp/8/3N4/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1";
  const std::string after = "r3kbnr/pp2pppp/8/8/8/8/PPPPPPPP/R1BQKBNR";
  CHECK(test::play(*blasted, fen, {"d5c7"}).fen() == after + "[QBNPn] b KQkq - 0 1"); // the knight to Black
  CHECK(test::play(*plain, fen, {"d5c7"}).fen() == after + "[QBNP] b KQkq - 0 1");
}
