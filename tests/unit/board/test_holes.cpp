// Holes: squares that are not part of the board (`holes REGION;`, '*' in FENs). A hole ends a
// line as the board's edge does: slides stop before it, leaps and drops never land on it, lame
// and multi-leg paths through it are blocked, and no hopper uses it as a screen (unlike
// Fairy-Stockfish's wall squares, which screen its cannons: docs/porting.md).
#include <catch2/catch.hpp>

#include "tests/unit/support.h"

using namespace chimera;
using S = std::vector<std::string>;

namespace {

// 8x8 with holes on d4 and f6 and the given pieces (besides the King).
std::string holey(const std::string &pieces, const std::string &fen, const std::string &holes = "d4, f6") {
  return "variant t {\n  board 8x8;\n  holes " + holes + ";\n  piece King K { moves \"K\"; royal; }\n" +
         pieces + "\n  start \"" + fen + "\";\n}\n";
}

const char *kEmpty = "7k/8/5*2/8/3*4/8/8/K7 w - - 0 1";

} // namespace

TEST_CASE("holes: a slide stops before a hole, a leap never lands on one", "[holes]") {
  auto v = test::compile(holey("piece Rook R { moves \"R\"; } piece Bishop B { moves \"B\"; }"
                               "piece Knight N { moves \"N\"; }",
                               kEmpty));
  const std::string fen = "7k/8/5*2/8/3*N3/2B5/8/K2R4 w - - 0 1";
  CHECK(test::targets(*v, fen, "d1") == S{"b1", "c1", "d2", "d3", "e1", "f1", "g1", "h1"});
  CHECK(test::targets(*v, fen, "c3") == S{"a5", "b2", "b4", "d2", "e1"});
  CHECK(test::targets(*v, fen, "e4") == S{"c5", "d2", "d6", "f2", "g3", "g5"});
  // Nothing attacks through a hole: the king on d8 behind it is not in check.
  Position pos = test::position(*v, "3k4/8/5*2/8/3*4/8/8/K2R4 w - - 0 1");
  CHECK_FALSE(pos.attacked(v->parse_square("d8"), White));
}

TEST_CASE("holes: a hole ends a hopper's line: it is no screen", "[holes]") {
  auto v = test::compile(holey("piece Cannon C { moves \"mRcpR\"; } piece Grasshopper G { moves \"gQ\"; }"
                               "piece Pawn P { moves \"fmW\"; }",
                               kEmpty));
  // The hole on d4 ends the cannon's file: the pawn on d6 beyond it is out of reach.
  CHECK(test::targets(*v, "7k/8/3p1*2/8/3*4/8/8/K2C4 w - - 0 1", "d1") ==
        S{"b1", "c1", "d2", "d3", "e1", "f1", "g1", "h1"});
  // A real screen on d5 beyond the hole does not help either.
  CHECK(test::targets(*v, "7k/8/3p1*2/3P4/3*4/8/8/K2C4 w - - 0 1", "d1") ==
        S{"b1", "c1", "d2", "d3", "e1", "f1", "g1", "h1"});
  // The grasshopper lands just beyond a piece, never beyond a hole, nor on one.
  CHECK(test::targets(*v, "7k/8/5*2/8/3*1PG1/8/8/K7 w - - 0 1", "g4") == S{"e4"});
  CHECK(test::targets(*v, "7k/8/5*2/8/3*2G1/8/8/K7 w - - 0 1", "g4").empty());
  CHECK(test::targets(*v, "7k/8/5*2/8/3*P1G1/8/8/K7 w - - 0 1", "g4").empty());
  // A screen before the hole is the cannon's one; the hole beyond it ends the line.
  CHECK(test::targets(*v, "7k/8/5*2/8/3*4/3P4/8/K2C4 w - - 0 1", "d1") ==
        S{"b1", "c1", "d2", "e1", "f1", "g1", "h1"});
  // Nor does it check over the hole: with White to move the position is legal.
  Position pos = test::position(*v, "3k4/8/5*2/8/3*4/8/8/K2C4 w - - 0 1");
  CHECK_FALSE(pos.attacked(v->parse_square("d8"), White));
  CHECK(test::legal_moves(*v, "3k4/8/5*2/8/3*4/8/8/K2C4 b - - 0 1") ==
        S{"d8c7", "d8c8", "d8d7", "d8e7", "d8e8"});
}

TEST_CASE("holes: a hole on a lame or multi-leg path blocks it", "[holes]") {
  auto v = test::compile(holey("piece Horse H { moves \"nN\"; } piece Jumper J { moves \"pafsW\"; }"
                               "piece Mao M { moves \"afsW\"; }",
                               "7k/8/8/8/2*5/8/8/K7 w - - 0 1", "c4"));
  CHECK(test::targets(*v, "7k/8/8/8/2*5/2H5/8/K7 w - - 0 1", "c3") == S{"a2", "a4", "b1", "d1", "e2", "e4"});
  CHECK(test::targets(*v, "7k/8/8/8/2*5/2M5/8/K7 w - - 0 1", "c3") == S{"a2", "a4", "b1", "d1", "e2", "e4"});
  // A leg that must jump a piece jumps a piece, never a hole.
  CHECK(test::targets(*v, "7k/8/8/8/2*5/2J5/8/K7 w - - 0 1", "c3").empty());
  CHECK(test::targets(*v, "7k/8/8/8/2*1h3/4J3/8/K7 w - - 0 1", "e3") == S{"d5", "f5"});
}

TEST_CASE("holes: Black's moves are built on their own when the holes are not symmetric", "[holes]") {
  auto v = test::compile(holey("piece Rook R { moves \"R\"; }", "7k/8/8/8/3*4/8/8/K7 w - - 0 1", "d4"));
  CHECK(test::targets(*v, "3r3k/8/8/8/3*4/8/8/K7 b - - 0 1", "d8") ==
        S{"a8", "b8", "c8", "d5", "d6", "d7", "e8", "f8", "g8"});
  CHECK(test::targets(*v, "7k/8/8/8/3*4/8/8/K2R4 w - - 0 1", "d1") ==
        S{"b1", "c1", "d2", "d3", "e1", "f1", "g1", "h1"});
}

TEST_CASE("holes: no drop lands on a hole, and no drop pushes a piece onto one", "[holes]") {
  auto v = test::compile(holey("piece Knight N { moves \"N\"; } drops { zone Knight rank 4; }",
                               "7k/8/5*2/8/3*4/8/8/K7[N] w - - 0 1"));
  CHECK(test::legal_moves(*v, "7k/8/5*2/8/3*4/8/8/K7[N] w - - 0 1") ==
        S{"N@a4", "N@b4", "N@c4", "N@e4", "N@f4", "N@g4", "N@h4", "a1a2", "a1b1", "a1b2"});
  auto push = test::compile(holey("piece Knight N { moves \"N\"; } piece Pawn P { moves \"fmW\"; }"
                                  "drops { zone Knight rank 1; push Pawn 1; }",
                                  "4k3/8/8/8/8/3*4/3PP3/K7[N] w - - 0 1", "d3"));
  const S moves = test::legal_moves(*push, "4k3/8/8/8/8/3*4/3PP3/K7[N] w - - 0 1");
  CHECK(std::count(moves.begin(), moves.end(), "N@e1") == 1);
  CHECK(std::count(moves.begin(), moves.end(), "N@d1") == 0);
}

TEST_CASE("holes: FENs write holes as '*' and read back the same", "[holes][fen]") {
  for (const char *name : {"gustav3", "omicron", "troitzky"}) {
    auto v = test::shipped(name);
    CHECK(test::position(*v, v->startFen).fen() == v->startFen);
  }
  auto g = test::shipped("gustav3");
  // Castling on both wings and en passant next to the holes of the a- and j-files.
  // (Fairy-Stockfish's FEN after the same moves.)
  Position pos = test::play(*g, g->startFen,
                            {"e2e4", "b7b6", "e4e5", "f7f5", "e5f6", "g7f6", "h1g3", "c8d6", "h2h3", "e7e6",
                             "g1h2", "d8e7", "f1h1", "e8f7", "b2b3", "f8d8"});
  CHECK(pos.fen() == "a2kr1bnra/*1ppbq1pp*/*p1npp3*/*8*/*8*/*P4NP1*/*1PP1PPBP*/ARNBQ1RK1A w - - 1 9");
}

TEST_CASE("holes: errors in the definition", "[holes][diagnostics]") {
  // A castling whose king or rook would cross a hole can never happen.
  CHECK(
      test::errors(holey("piece Rook R { moves \"R\"; }\n  castling { with Rook; queenside king c rook d; }",
                         "r3k3/8/8/8/8/8/8/R*2K3 w Qq - 0 1", "b1")) ==
      "test.variant:6:25: error: queenside castling of White would cross b1, which is a hole\n");
  // A knight that can only ever leap onto holes.
  CHECK(test::errors("variant t { board 3x3; holes b1, b3, a2, c2; piece King K { moves \"K\"; royal; }"
                     " piece Knight N { moves \"N\"; } start \"k*1/*N*/K*1 w - - 0 1\"; }") ==
        "test.variant:1:87: error: piece 'Knight' can never move on this board\n");
}

TEST_CASE("holes: a child may remove its parent's holes", "[holes]") {
  auto v = test::compile("variant g extends \"gustav3\" { remove holes; "
                         "start \"arnbqkbnra/pppppppppp/10/10/10/10/PPPPPPPPPP/ARNBQKBNRA w KQkq - 0 1\"; }");
  CHECK(v->board.count() == 80);
}
