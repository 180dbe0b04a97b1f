// Rules that differ by colour for a type both sides share: rotated moves and regions (Legan,
// Tori Shogi), moves lines for one side, promotion zones and choices per side (Sort of Almost,
// Chigorin), drop zones per side, and drops limited to N of a type per file (Tori Shogi's two
// swallows). Move lists agree with Fairy-Stockfish's `go perft 1` where a shipped variant is used.
#include <algorithm>
#include <catch2/catch.hpp>

#include "compiler/tables.h"
#include "tests/unit/support.h"

using namespace chimera;
using S = std::vector<std::string>;

using test::starting;

TEST_CASE("a rotated piece: Black's moves are White's turned through 180 degrees", "[colours]") {
  // The crab steps forward-right: for White from d4 to e5; Black's forward-right, seen from
  // Black's side, is c3 when the piece is rotated and e3 when it is mirrored (the default).
  const std::string fen = "k7/8/8/8/3X4/8/8/K7 w - - 0 1", black = "K7/8/8/8/3x4/8/8/k7 b - - 0 1";
  auto rotated = test::compile(test::board_with(8, 8, "piece Crab X { moves \"frF\"; rotated; }", fen));
  auto mirrored = test::compile(test::board_with(8, 8, "piece Crab X { moves \"frF\"; }", fen));
  CHECK(test::targets(*rotated, fen, "d4") == S{"e5"});
  CHECK(test::targets(*rotated, black, "d4") == S{"c3"});
  CHECK(test::targets(*mirrored, fen, "d4") == S{"e5"});
  CHECK(test::targets(*mirrored, black, "d4") == S{"e3"});
  // A rotated piece in a variant that is not rotated cannot have its tables mirrored.
  CHECK_FALSE(colours_mirror(*rotated));
  CHECK(colours_mirror(*mirrored));
  // Oblique, lame, multi-leg and bent moves turn with it: Black's targets are White's reflected
  // through d4 (those that stay on the board).
  auto more = test::compile(test::board_with(
      8, 8, "piece Crab X { moves \"frN\"; moves \"nrfN\"; moves \"afrW\"; moves \"r[W-B]\"; rotated; }",
      fen));
  CHECK(test::targets(*more, fen, "d4") == S{"b5", "c2", "e6", "f3", "f5", "g2", "g6", "h1", "h7"});
  CHECK(test::targets(*more, black, "d4") == S{"a2", "a6", "b3", "b5", "c2", "e6", "f3"});
}

TEST_CASE("a rotated variant turns Black's regions too: promotion zone, from, drop zone", "[colours]") {
  const std::string pieces = "piece Man M { moves \"fW\"; moves \"rW\" from file a; }\n"
                             "piece Queen Q { moves \"Q\"; }\n"
                             "promotion { pieces Man; zone a8; to Queen; }\n"
                             "drops { zone Man files a to b; }\n";
  const std::string start = "4k3/8/8/8/8/8/8/4K3[] w - - 0 1";
  auto v = test::compile(test::board_with(8, 8, "rotated;\n" + pieces, start));
  CHECK(colours_mirror(*v));
  // White's man promotes on a8 and steps right (towards h) from the a-file; Black's promotes on
  // h1 and steps right, seen from Black's side (towards a), from the h-file.
  CHECK(test::targets(*v, "4k3/M7/8/8/8/8/7m/4K3 w - - 0 1", "a7") == S{"a8q", "b7"});
  CHECK(test::targets(*v, "4k3/M7/8/8/8/8/7m/4K3 b - - 0 1", "h2") == S{"g2", "h1q"});
  CHECK(test::targets(*v, "4k3/1M6/8/8/8/8/6m1/4K3 w - - 0 1", "b7") == S{"b8"});
  CHECK(test::targets(*v, "4k3/1M6/8/8/8/8/6m1/4K3 b - - 0 1", "g2") == S{"g1"});
  // Black drops the man on files g and h, White on a and b.
  S black = starting(test::legal_moves(*v, "4k3/8/8/8/8/8/8/4K3[m] b - - 0 1"), "M@");
  CHECK(black.size() == 16);
  CHECK(std::all_of(black.begin(), black.end(), [](const std::string &m) { return m[2] >= 'g'; }));
  // Without `rotated` the same regions are mirrored: Black's zone is a1, its sideways file a.
  auto plain = test::compile(test::board_with(8, 8, pieces, start));
  CHECK(test::targets(*plain, "4k3/8/8/8/8/8/m7/4K3 b - - 0 1", "a2") == S{"a1q", "b2"});
}

TEST_CASE("Legan: pawns move forward-left and promote in the enemy corner, Black's rotated", "[colours]") {
  auto v = test::shipped("legan");
  CHECK(colours_mirror(*v));
  // White's pawn on e4 moves to d5 and captures on e5 and d4; Black's on d5, rotated, moves to
  // e4 and captures on d4 and e5.
  CHECK(test::targets(*v, "k7/8/8/8/4P3/8/8/7K w - - 0 1", "e4") == S{"d5"});
  CHECK(test::targets(*v, "k7/8/8/3p4/8/8/8/7K b - - 0 1", "d5") == S{"e4"});
  CHECK(test::targets(*v, "k7/8/8/3pp3/3pP3/8/8/7K w - - 0 1", "e4") == S{"d4", "e5"});
  CHECK(test::targets(*v, "k7/8/8/3pP3/3Pp3/8/8/7K b - - 0 1", "d5") == S{"d4", "e5"});
  // White promotes on b8 (the top edge) and a6 (the left edge); Black on g1 and h3.
  CHECK(test::targets(*v, "k7/2P5/8/8/8/8/8/7K w - - 0 1", "c7") == S{"b8b", "b8n", "b8q", "b8r"});
  CHECK(test::targets(*v, "k7/8/1P6/8/8/8/8/7K w - - 0 1", "b6") == S{"a7b", "a7n", "a7q", "a7r"});
  CHECK(test::targets(*v, "k7/8/8/8/8/8/5p2/7K b - - 0 1", "f2") == S{"g1b", "g1n", "g1q", "g1r"});
  CHECK(test::targets(*v, "k7/8/8/8/8/6p1/8/K7 b - - 0 1", "g3") == S{"h2b", "h2n", "h2q", "h2r"});
}

TEST_CASE("moves lines for one side only", "[colours]") {
  auto v = test::compile(
      test::board_with(8, 8, "piece Odd O { white moves \"N\"; black moves \"fW\"; moves \"bW\"; }",
                       "k7/8/8/3o4/3O4/8/8/K7 w - - 0 1"));
  CHECK_FALSE(colours_mirror(*v));
  CHECK(test::targets(*v, "k7/8/8/8/3O4/8/8/K7 w - - 0 1", "d4") ==
        S{"b3", "b5", "c2", "c6", "d3", "e2", "e6", "f3", "f5"});
  CHECK(test::targets(*v, "k7/8/8/8/3o4/8/8/K7 b - - 0 1", "d4") == S{"d3", "d5"});
  // Black's piece gives no knight check; White's does.
  CHECK_FALSE(test::position(*v, "8/8/8/8/3o4/8/2K5/k7 w - - 0 1").in_check());
  CHECK(test::position(*v, "8/8/8/8/3O4/8/2k5/K7 b - - 0 1").in_check());
}

TEST_CASE("promotion choices per side: Sort of Almost and Chigorin", "[colours]") {
  const std::string fen = "8/1k5P/8/8/8/3K4/p7/8 b - - 0 1";
  auto almost = test::shipped("sortofalmost");
  CHECK(test::targets(*almost, fen, "a2") == S{"a1b", "a1n", "a1q", "a1r"});
  CHECK(test::targets(*almost, "8/1k5P/8/8/8/3K4/p7/8 w - - 0 1", "h7") == S{"h8b", "h8c", "h8n", "h8r"});
  auto chigorin = test::shipped("chigorin");
  CHECK(test::targets(*chigorin, fen, "a2") == S{"a1b", "a1q", "a1r"});
  CHECK(test::targets(*chigorin, "8/1k5P/8/8/8/3K4/p7/8 w - - 0 1", "h7") == S{"h8c", "h8n", "h8r"});
}

TEST_CASE("promotion zones per side, and a block for one side only", "[colours]") {
  const std::string pieces =
      "piece Man M { moves \"fW\"; }\npiece Queen Q { moves \"Q\"; }\n"
      "promotion { pieces Man; white zone rank 8; to Queen; }\n"
      "promotion { pieces Man; zone rank 7; black zone rank 6; white to Queen; black to Man; }\n";
  auto v = test::compile(test::board_with(8, 8, pieces, "k7/8/8/8/8/8/8/K7 w - - 0 1"));
  CHECK(test::targets(*v, "k7/3M4/8/8/8/8/8/K7 w - - 0 1", "d7") == S{"d8q"});
  CHECK(test::targets(*v, "k7/8/3M4/8/8/8/8/K7 w - - 0 1", "d6") == S{"d7q"});
  // Black has no rank-8 block; its ranks 7 and 6 (White's 2 and 3) promote to a Man only.
  CHECK(test::targets(*v, "k7/8/8/8/8/8/3m4/K7 b - - 0 1", "d2") == S{"d1"});
  CHECK(test::targets(*v, "k7/8/8/8/8/3m4/8/K7 b - - 0 1", "d3") == S{"d2m"});
  CHECK(test::targets(*v, "k7/8/8/8/3m4/8/8/K7 b - - 0 1", "d4") == S{"d3m"});
}

TEST_CASE("drop zones per side", "[colours]") {
  auto v = test::compile(test::board_with(8, 8,
                                          "piece Man M { moves \"fW\"; }\ndrops { white zone Man rank 2; "
                                          "white zone Man c1; black zone Man rank 3, rank 4; }\n",
                                          "k7/8/8/8/8/8/8/K7[] w - - 0 1"));
  S white = starting(test::legal_moves(*v, "k7/8/8/8/8/8/8/K7[M] w - - 0 1"), "M@");
  // Zone lines of a type add up.
  CHECK(white == S{"M@a2", "M@b2", "M@c1", "M@c2", "M@d2", "M@e2", "M@f2", "M@g2", "M@h2"});
  S black = starting(test::legal_moves(*v, "k7/8/8/8/8/8/8/K7[m] b - - 0 1"), "M@");
  CHECK(black.size() == 16);
  CHECK(std::all_of(black.begin(), black.end(),
                    [](const std::string &m) { return m[3] == '5' || m[3] == '6'; }));
}

TEST_CASE("Tori Shogi: at most two swallows of a player on a file, by drops", "[colours]") {
  auto v = test::shipped("torishogi");
  CHECK(colours_mirror(*v));
  // Two white swallows on the a-file (a black one there does not count): no swallow drop on a.
  S two = starting(test::legal_moves(*v, "3k3/7/7/s6/S6/S6/3K3[S] w - - 0 1"), "S@");
  CHECK(std::none_of(two.begin(), two.end(), [](const std::string &m) { return m[2] == 'a'; }));
  CHECK(std::count_if(two.begin(), two.end(), [](const std::string &m) { return m[2] == 'b'; }) == 6);
  // One on the file: a second may be dropped there (not on the last rank, a7).
  S one = starting(test::legal_moves(*v, "3k3/7/7/s6/S6/7/3K3[S] w - - 0 1"), "S@");
  CHECK(starting(one, "S@a") == S{"S@a1", "S@a2", "S@a5", "S@a6"});
  // A goose is not a swallow.
  S geese = starting(test::legal_moves(*v, "3k3/7/7/7/+S6/S6/3K3[S] w - - 0 1"), "S@a");
  CHECK(geese == S{"S@a1", "S@a4", "S@a5", "S@a6"});
}

TEST_CASE("Tori Shogi: the quails are chiral, and Black's are rotated", "[colours]") {
  auto v = test::shipped("torishogi");
  // White's left quail on d4: forward slide (d5 d6 d7), back-right slide (e3 f2 g1), back-left
  // step (c3). Black's on d4 goes down the file, back-right from Black's side (c5 b6 a7) and
  // back-left one step (e5).
  CHECK(test::targets(*v, "6k/7/7/3L3/7/7/K6[] w - - 0 1", "d4") ==
        S{"c3", "d5", "d6", "d7", "e3", "f2", "g1"});
  CHECK(test::targets(*v, "6k/7/7/3l3/7/7/K6[] b - - 0 1", "d4") ==
        S{"a7", "b6", "c5", "d1", "d2", "d3", "e5"});
}
