// Move generation of each Betza atom and modifier on small boards.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>

#include "tests/unit/support.h"

using namespace chimera;
using S = std::vector<std::string>;

namespace {

using test::fen;
using test::Pieces;

// A 9x9 variant with a piece X of the given moves and a Stone S that only steps to empty
// squares (so it attacks nothing); kings stand on a8 (White) and i2 (Black), out of the way.
const Pieces kKings{{"a8", 'K'}, {"i2", 'k'}};

std::unique_ptr<Variant> nine(const std::string &moves) {
  return test::compile(test::board_with(9, 9,
                                        "  piece X X { moves \"" + moves +
                                            "\"; }\n"
                                            "  piece Stone S { moves \"mW\"; }",
                                        fen(9, 9, kKings)));
}

// The targets of the white X on `sq` with the kings and the given other pieces.
S x_targets(const Variant &v, const std::string &sq, Pieces others = {}) {
  others.insert(kKings.begin(), kKings.end());
  others[sq] = 'X';
  return test::targets(v, fen(9, 9, others), sq);
}

S sorted(S s) {
  std::sort(s.begin(), s.end());
  return s;
}

} // namespace

TEST_CASE("a rook slides until blocked and captures the blocker", "[movegen]") {
  auto v = test::compile(test::board_with(
      5, 5, "piece Rook R { moves \"R\"; }\npiece Pawn P { moves \"fmW\"; }", "1k3/5/5/5/R3K w - - 0 1"));
  CHECK(test::targets(*v, "k4/5/p4/5/R3K w - - 0 1", "a1") == S{"a2", "a3", "b1", "c1", "d1"});
}

TEST_CASE("every atom as a leaper from the centre and from a corner", "[movegen]") {
  struct Case {
    const char *betza;
    S centre, corner;
  };
  const Case cases[] = {
      {"W", {"d5", "e4", "e6", "f5"}, {"a2", "b1"}},
      {"F", {"d4", "d6", "f4", "f6"}, {"b2"}},
      {"D", {"c5", "e3", "e7", "g5"}, {"a3", "c1"}},
      {"N", {"c4", "c6", "d3", "d7", "f3", "f7", "g4", "g6"}, {"b3", "c2"}},
      {"A", {"c3", "c7", "g3", "g7"}, {"c3"}},
      {"H", {"b5", "e2", "e8", "h5"}, {"a4", "d1"}},
      {"C", {"b4", "b6", "d2", "d8", "f2", "f8", "h4", "h6"}, {"b4", "d2"}},
      {"L", {"b4", "b6", "d2", "d8", "f2", "f8", "h4", "h6"}, {"b4", "d2"}},
      {"Z", {"b3", "b7", "c2", "c8", "g2", "g8", "h3", "h7"}, {"c4", "d3"}},
      {"J", {"b3", "b7", "c2", "c8", "g2", "g8", "h3", "h7"}, {"c4", "d3"}},
      {"G", {"b2", "b8", "h2", "h8"}, {"d4"}},
      {"K", {"d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"}, {"a2", "b1", "b2"}},
      {"(1,4)", {"a4", "a6", "d1", "d9", "f1", "f9", "i4", "i6"}, {"b5", "e2"}},
      {"WA", {"c3", "c7", "d5", "e4", "e6", "f5", "g3", "g7"}, {"a2", "b1", "c3"}},
  };
  for (const Case &c : cases) {
    INFO(c.betza);
    auto v = nine(c.betza);
    CHECK(x_targets(*v, "e5") == c.centre);
    CHECK(x_targets(*v, "a1") == c.corner);
  }
}

TEST_CASE("leapers jump over pieces, capture enemies and not friends", "[movegen]") {
  auto v = nine("N");
  CHECK(x_targets(*v, "e5", {{"e6", 'S'}, {"f5", 's'}, {"d6", 'S'}, {"d7", 's'}, {"f7", 'S'}}) ==
        S{"c4", "c6", "d3", "d7", "f3", "g4", "g6"});
  auto m = nine("mN");
  CHECK(x_targets(*m, "e5", {{"d7", 's'}, {"f7", 'S'}}) == S{"c4", "c6", "d3", "f3", "g4", "g6"});
  auto c = nine("cN");
  CHECK(x_targets(*c, "e5", {{"d7", 's'}, {"f7", 'S'}}) == S{"d7"});
  auto mc = nine("mWcF");
  CHECK(x_targets(*mc, "e5", {{"d5", 's'}, {"f6", 's'}, {"d4", 'S'}}) == S{"e4", "e6", "f5", "f6"});
}

TEST_CASE("riders on an empty board", "[movegen]") {
  auto r = nine("R");
  CHECK(x_targets(*r, "e5") ==
        S{"a5", "b5", "c5", "d5", "e1", "e2", "e3", "e4", "e6", "e7", "e8", "e9", "f5", "g5", "h5", "i5"});
  // From a1 the a-file ends at White's own king on a8.
  CHECK(x_targets(*r, "a1") ==
        S{"a2", "a3", "a4", "a5", "a6", "a7", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1"});
  auto b = nine("B");
  CHECK(x_targets(*b, "e5") ==
        S{"a1", "a9", "b2", "b8", "c3", "c7", "d4", "d6", "f4", "f6", "g3", "g7", "h2", "h8", "i1", "i9"});
  CHECK(x_targets(*b, "a1") == S{"b2", "c3", "d4", "e5", "f6", "g7", "h8", "i9"});
  auto q = nine("Q");
  CHECK(x_targets(*q, "e5").size() == 32);
  CHECK(x_targets(*q, "a1").size() == 22);
  S rb = x_targets(*r, "e5"), bb = x_targets(*b, "e5");
  rb.insert(rb.end(), bb.begin(), bb.end());
  CHECK(x_targets(*q, "e5") == sorted(rb));
  // The doubled wazir is a rook; the doubled dabbaba a dabbaba rider.
  CHECK(x_targets(*nine("WW"), "e5") == x_targets(*r, "e5"));
  CHECK(x_targets(*nine("DD"), "e5") == S{"a5", "c5", "e1", "e3", "e7", "e9", "g5", "i5"});
  CHECK(x_targets(*nine("(2,0)(2,0)"), "e5") == S{"a5", "c5", "e1", "e3", "e7", "e9", "g5", "i5"});
}

TEST_CASE("riders stop at friends and capture the first enemy", "[movegen]") {
  auto r = nine("R");
  CHECK(x_targets(*r, "e5", {{"e7", 'S'}, {"c5", 's'}, {"e2", 's'}, {"b5", 's'}}) ==
        S{"c5", "d5", "e2", "e3", "e4", "e6", "f5", "g5", "h5", "i5"});
  auto b = nine("B");
  CHECK(x_targets(*b, "e5", {{"f6", 'S'}, {"c3", 's'}, {"b8", 's'}, {"h2", 'S'}}) ==
        S{"b8", "c3", "c7", "d4", "d6", "f4", "g3"});
  auto m = nine("mR");
  CHECK(x_targets(*m, "e5", {{"e7", 'S'}, {"c5", 's'}, {"e2", 's'}}) ==
        S{"d5", "e3", "e4", "e6", "f5", "g5", "h5", "i5"});
  auto c = nine("cR");
  CHECK(x_targets(*c, "e5", {{"e7", 'S'}, {"c5", 's'}, {"e2", 's'}}) == S{"c5", "e2"});
}

TEST_CASE("range-limited riders", "[movegen]") {
  auto r2 = nine("R2");
  CHECK(x_targets(*r2, "e5") == S{"c5", "d5", "e3", "e4", "e6", "e7", "f5", "g5"});
  CHECK(x_targets(*r2, "e5", {{"e6", 'S'}, {"g5", 's'}, {"e3", 's'}}) ==
        S{"c5", "d5", "e3", "e4", "f5", "g5"});
  CHECK(x_targets(*r2, "e5", {{"h5", 's'}}) == x_targets(*r2, "e5"));
  CHECK(x_targets(*nine("W2"), "e5") == x_targets(*r2, "e5"));
  CHECK(x_targets(*nine("B3"), "e5") ==
        S{"b2", "b8", "c3", "c7", "d4", "d6", "f4", "f6", "g3", "g7", "h2", "h8"});
  CHECK(x_targets(*nine("F2"), "e5") == S{"c3", "c7", "d4", "d6", "f4", "f6", "g3", "g7"});
  CHECK(x_targets(*nine("R4"), "a1") == S{"a2", "a3", "a4", "a5", "b1", "c1", "d1", "e1"});
  CHECK(x_targets(*nine("R1"), "e5") == x_targets(*nine("W"), "e5"));
  CHECK(x_targets(*nine("fR3"), "e5") == S{"e6", "e7", "e8"});
}

TEST_CASE("the nightrider NN, N0 and (1,2)(1,2)", "[movegen]") {
  const S centre{"a3", "a7", "c1", "c4", "c6", "c9", "d3", "d7",
                 "f3", "f7", "g1", "g4", "g6", "g9", "i3", "i7"};
  for (const char *text : {"NN", "N0", "(1,2)(1,2)", "(2,1)(2,1)"}) {
    INFO(text);
    auto v = nine(text);
    CHECK(x_targets(*v, "e5") == centre);
    CHECK(x_targets(*v, "a1") == S{"b3", "c2", "c5", "d7", "e3", "e9", "g4", "i5"});
    // Own piece on g6 stops that ray at once; the enemy on c4 is captured, a3 is not reached.
    CHECK(x_targets(*v, "e5", {{"g6", 'S'}, {"c4", 's'}}) ==
          S{"a7", "c1", "c4", "c6", "c9", "d3", "d7", "f3", "f7", "g1", "g4", "g9", "i3"});
  }
  CHECK(x_targets(*nine("N2"), "a1") == S{"b3", "c2", "c5", "e3"});
  CHECK(x_targets(*nine("ffNN"), "e5") == S{"c9", "d7", "f7", "g9"});
}

TEST_CASE("lame leaps are blocked by the square on their path", "[movegen]") {
  // Xiangqi horse: blocked by the orthogonal neighbour, not by the diagonal one.
  auto h = nine("nN");
  CHECK(x_targets(*h, "e5") == x_targets(*nine("N"), "e5"));
  CHECK(x_targets(*h, "e5", {{"e6", 'S'}, {"f5", 's'}, {"d6", 's'}}) == S{"c4", "c6", "d3", "f3"});
  CHECK(x_targets(*h, "e5", {{"d5", 's'}, {"g6", 's'}, {"f7", 'S'}}) == S{"d3", "d7", "f3", "g4", "g6"});
  CHECK(x_targets(*h, "e5", {{"d5", 'S'}, {"f5", 'S'}, {"e4", 'S'}, {"e6", 'S'}}) == S{});
  // The elephant: blocked by the diagonal neighbour.
  auto e = nine("nA");
  CHECK(x_targets(*e, "e5") == S{"c3", "c7", "g3", "g7"});
  CHECK(x_targets(*e, "e5", {{"f6", 'S'}, {"d4", 's'}, {"c7", 's'}, {"e6", 'S'}}) == S{"c7", "g3"});
  // The lame dabbaba.
  auto d = nine("nD");
  CHECK(x_targets(*d, "e5", {{"e6", 'S'}, {"d5", 's'}, {"g5", 's'}, {"f6", 'S'}}) == S{"e3", "g5"});
  // A lame camel goes straight two squares, then diagonally.
  auto c = nine("nC");
  CHECK(x_targets(*c, "e5", {{"f5", 'S'}, {"e7", 'S'}}) == S{"b4", "b6", "d2", "f2"});
  // Black's horse: the legs are mirrored with the moves.
  CHECK(test::targets(*h, fen(9, 9, {{"a8", 'K'}, {"i2", 'k'}, {"e5", 'x'}, {"e4", 'S'}, {"d5", 's'}}, "b"),
                      "e5") == S{"d7", "f7", "g4", "g6"});
  // A lame leap from the corner.
  CHECK(x_targets(*h, "a1", {{"a2", 'S'}}) == S{"c2"});
  CHECK(x_targets(*h, "a1", {{"b1", 'S'}}) == S{"b3"});
}

TEST_CASE("hoppers: cannons and the grasshopper", "[movegen]") {
  const Pieces board{{"e7", 'S'}, {"e1", 'S'}, {"c5", 's'}, {"a5", 's'},
                     {"e3", 's'}, {"f5", 's'}, {"g5", 's'}, {"e9", 's'}};
  // Chinese cannon: moves like a rook, captures by hopping exactly one screen.
  auto cannon = nine("mRcpR");
  CHECK(x_targets(*cannon, "e5", board) == S{"a5", "d5", "e4", "e6", "e9", "g5"});
  CHECK(x_targets(*cannon, "e5") == x_targets(*nine("R"), "e5"));
  // Two screens: nothing beyond the second one.
  CHECK(x_targets(*cannon, "e5",
                  {{"e6", 's'}, {"e7", 's'}, {"e8", 's'}, {"d5", 'S'}, {"b5", 'S'}, {"a5", 's'}}) ==
        S{"e1", "e2", "e3", "e4", "e7", "f5", "g5", "h5", "i5"});
  // Korean-style cannon pR: over the screen to any empty square, or the first piece beyond.
  auto korean = nine("pR");
  CHECK(x_targets(*korean, "e5", board) == S{"a5", "b5", "e2", "e8", "e9", "g5"});
  CHECK(x_targets(*korean, "e5") == S{});
  // A hopping move that only moves (mpR) does not capture.
  CHECK(x_targets(*nine("mpR"), "e5", board) == S{"b5", "e2", "e8"});
  // Grasshopper: lands on the square just beyond the screen, empty or enemy.
  auto grass = nine("gQ");
  CHECK(x_targets(*grass, "e5",
                  {{"e7", 'S'},
                   {"g5", 'S'},
                   {"g3", 'S'},
                   {"d5", 's'},
                   {"e3", 's'},
                   {"e2", 's'},
                   {"f5", 's'},
                   {"h8", 's'},
                   {"a1", 's'}}) == S{"c5", "e2", "e8", "h2", "i9"});
  CHECK(x_targets(*grass, "e5") == S{});
  // Black's cannon, the same on the mirrored board.
  CHECK(test::targets(
            *cannon,
            fen(9, 9, {{"a8", 'K'}, {"i2", 'k'}, {"e5", 'x'}, {"e3", 's'}, {"e1", 'S'}, {"e7", 'S'}}, "b"),
            "e5") == S{"a5", "b5", "c5", "d5", "e1", "e4", "e6", "f5", "g5", "h5", "i5"});
  CHECK(x_targets(*nine("gR"), "e5", {{"e6", 's'}, {"e7", 's'}, {"c5", 'S'}}) == S{"b5", "e7"});
}

TEST_CASE("'i' moves only from the squares the piece starts on, per colour", "[movegen]") {
  auto v =
      test::compile(test::board_with(6, 6, "  piece X X { moves \"WifD\"; }", "5k/6/4x1/1X4/6/K5 w - - 0 1"));
  CHECK(test::targets(*v, "5k/6/4x1/1X4/6/K5 w - - 0 1", "b3") == S{"a3", "b2", "b4", "b5", "c3"});
  CHECK(test::targets(*v, "5k/6/4x1/1X4/6/K5 b - - 0 1", "e4") == S{"d4", "e2", "e3", "e5", "f4"});
  // On the other side's initial square, or anywhere else, there is no D move.
  CHECK(test::targets(*v, "5k/6/4X1/6/6/K5 w - - 0 1", "e4") == S{"d4", "e3", "e5", "f4"});
  CHECK(test::targets(*v, "5k/6/6/1x4/6/K5 b - - 0 1", "b3") == S{"a3", "b2", "b4", "c3"});
  CHECK(test::targets(*v, "5k/6/6/2X3/6/K5 w - - 0 1", "c3") == S{"b3", "c2", "c4", "d3"});
  // The chess pawn: the double step from its own start rank only.
  auto chess = test::shipped("chess");
  CHECK(test::targets(*chess, "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3") == S{"e4"});
  CHECK(test::targets(*chess, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2") == S{"e3", "e4"});
  CHECK(test::targets(*chess, "4k3/8/8/8/8/8/4p3/K7 b - - 0 1", "e2") == S{"e1b", "e1n", "e1q", "e1r"});
  CHECK(test::targets(*chess, "4k3/4p3/8/8/8/8/8/4K3 b - - 0 1", "e7") == S{"e5", "e6"});
  CHECK(test::targets(*chess, "4k3/8/4p3/8/8/8/8/4K3 b - - 0 1", "e6") == S{"e5"});
}

TEST_CASE("Black's moves are mirrored: 'f' is down for Black", "[movegen]") {
  auto v =
      test::compile(test::board_with(5, 5, "  piece X X { moves \"fWbFffN\"; }", "4k/5/5/5/K4 w - - 0 1"));
  CHECK(test::targets(*v, "4k/5/2X2/5/K4 w - - 0 1", "c3") == S{"b2", "b5", "c4", "d2", "d5"});
  CHECK(test::targets(*v, "4k/5/2x2/5/K4 b - - 0 1", "c3") == S{"b1", "b4", "c2", "d1", "d4"});
  auto p = test::compile(
      test::board_with(5, 5, "  piece Pawn P { moves \"fmWfcF\"; }\n  piece Stone S { moves \"mW\"; }",
                       "4k/5/5/5/K4 w - - 0 1"));
  CHECK(test::targets(*p, "4k/5/1SsS1/2p2/K4 b - - 0 1", "c2") == S{"c1"});
  CHECK(test::targets(*p, "4k/5/1S1S1/2p2/K4 b - - 0 1", "c2") == S{"c1"});
  CHECK(test::targets(*p, "4k/1s1s1/2P2/5/K4 w - - 0 1", "c3") == S{"b4", "c4", "d4"});
  CHECK(test::targets(*p, "4k/5/5/2p2/KS1S1 b - - 0 1", "c2") == S{"b1", "c1", "d1"});
}

TEST_CASE("a rook in the corners of a 16x16 board", "[movegen]") {
  auto v = test::compile(
      test::board_with(16, 16,
                       "  piece Rook R { moves \"R\"; }\n  piece Nightrider Y { moves \"NN\"; }\n"
                       "  piece Stone S { moves \"mW\"; }",
                       fen(16, 16, {{"h9", 'K'}, {"j12", 'k'}})));
  S a1, p16;
  for (int r = 2; r <= 16; ++r) a1.push_back("a" + std::to_string(r));
  for (char f = 'b'; f <= 'p'; ++f) a1.push_back(std::string(1, f) + "1");
  for (int r = 1; r <= 15; ++r) p16.push_back("p" + std::to_string(r));
  for (char f = 'a'; f <= 'o'; ++f) p16.push_back(std::string(1, f) + "16");
  CHECK(test::targets(*v, fen(16, 16, {{"h9", 'K'}, {"j12", 'k'}, {"a1", 'R'}}), "a1") == sorted(a1));
  CHECK(test::targets(*v, fen(16, 16, {{"h9", 'K'}, {"j12", 'k'}, {"p16", 'R'}}), "p16") == sorted(p16));
  CHECK(test::targets(*v, fen(16, 16, {{"h9", 'K'}, {"j12", 'k'}, {"a1", 'R'}, {"a10", 'S'}, {"j1", 's'}}),
                      "a1") == S{"a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "b1", "c1", "d1", "e1", "f1",
                                 "g1", "h1", "i1", "j1"});
  CHECK(test::targets(*v, fen(16, 16, {{"h9", 'K'}, {"j12", 'k'}, {"a1", 'Y'}}), "a1") ==
        S{"b3", "c2", "c5", "d7", "e3", "e9", "f11", "g13", "g4", "h15", "i5", "k6", "m7", "o8"});
  // 30 rook moves and 8 king moves.
  CHECK(test::legal_moves(*v, fen(16, 16, {{"h9", 'K'}, {"j12", 'k'}, {"p16", 'R'}})).size() == 38);
}

TEST_CASE("overlapping atoms that the compiler merges give each move once", "[movegen]") {
  auto r = x_targets(*nine("R"), "e5");
  for (const char *text : {"WR", "R2R", "RR2", "mRcR", "RfmR"}) {
    INFO(text);
    CHECK(x_targets(*nine(text), "e5") == r);
  }
  CHECK(x_targets(*nine("KQ"), "e5") == x_targets(*nine("Q"), "e5"));
  CHECK(x_targets(*nine("DD2D"), "e5") == x_targets(*nine("DD"), "e5"));
  CHECK(x_targets(*nine("NN2N"), "e5") == x_targets(*nine("NN"), "e5"));
  CHECK(x_targets(*nine("fmWfmW3"), "e5") == S{"e6", "e7", "e8"});
}

// compiler/rays.cpp promises that "no two rays can produce the same move", but a leap onto a
// square that a slide also reaches, or a lame leap next to the same plain leap, is listed twice.
TEST_CASE("a leap that coincides with a slide square is one move", "[movegen]") {
  CHECK(x_targets(*nine("RD"), "e5") == x_targets(*nine("R"), "e5"));
  CHECK(x_targets(*nine("RnD"), "e5") == x_targets(*nine("R"), "e5"));
  CHECK(x_targets(*nine("BnA"), "e5") == x_targets(*nine("B"), "e5"));
  CHECK(x_targets(*nine("NnN"), "e5") == x_targets(*nine("N"), "e5"));
  // With the rook's path blocked the dabbaba leap still adds e7.
  CHECK(x_targets(*nine("RD"), "e5", {{"e6", 'S'}}) ==
        S{"a5", "b5", "c5", "d5", "e1", "e2", "e3", "e4", "e7", "f5", "g5", "h5", "i5"});
}
