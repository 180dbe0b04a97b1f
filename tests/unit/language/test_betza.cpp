// The Betza reader: atoms, directions, ranges and modes.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "compiler/betza.h"
#include "tests/unit/support.h"

using namespace chimera;

namespace {

using V = std::vector<std::array<int, 2>>;

std::vector<betza::Atom> atoms(const std::string &text) {
  std::vector<betza::Atom> out;
  betza::Error err;
  INFO(text << ": " << err.message);
  REQUIRE(betza::parse(text, out, err));
  return out;
}

V vectors(const std::string &text) {
  V out;
  for (const auto &a : atoms(text)) out.insert(out.end(), a.vectors.begin(), a.vectors.end());
  std::sort(out.begin(), out.end());
  return out;
}

V sorted(V v) {
  std::sort(v.begin(), v.end());
  return v;
}

// The 8-fold (or 4-fold) symmetric set of the leap (a, b), worked out independently.
V ring(int a, int b) {
  std::set<std::array<int, 2>> s;
  for (int sx : {1, -1})
    for (int sy : {1, -1}) s.insert({a * sx, b * sy}), s.insert({b * sx, a * sy});
  return V(s.begin(), s.end());
}

V join(V a, const V &b) {
  a.insert(a.end(), b.begin(), b.end());
  return sorted(a);
}

betza::Error error_of(const std::string &text) {
  std::vector<betza::Atom> out;
  betza::Error err;
  INFO(text);
  CHECK_FALSE(betza::parse(text, out, err));
  return err;
}

std::string err(const std::string &text) {
  betza::Error e = error_of(text);
  return std::to_string(e.offset) + ": " + e.message;
}

} // namespace

TEST_CASE("every atom letter has its vector set", "[betza]") {
  CHECK(vectors("W") == V{{-1, 0}, {0, -1}, {0, 1}, {1, 0}});
  CHECK(vectors("F") == V{{-1, -1}, {-1, 1}, {1, -1}, {1, 1}});
  CHECK(vectors("D") == V{{-2, 0}, {0, -2}, {0, 2}, {2, 0}});
  CHECK(vectors("N") == V{{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}});
  CHECK(vectors("A") == V{{-2, -2}, {-2, 2}, {2, -2}, {2, 2}});
  CHECK(vectors("H") == V{{-3, 0}, {0, -3}, {0, 3}, {3, 0}});
  CHECK(vectors("C") == V{{-3, -1}, {-3, 1}, {-1, -3}, {-1, 3}, {1, -3}, {1, 3}, {3, -1}, {3, 1}});
  CHECK(vectors("L") == vectors("C"));
  CHECK(vectors("Z") == V{{-3, -2}, {-3, 2}, {-2, -3}, {-2, 3}, {2, -3}, {2, 3}, {3, -2}, {3, 2}});
  CHECK(vectors("J") == vectors("Z"));
  CHECK(vectors("G") == V{{-3, -3}, {-3, 3}, {3, -3}, {3, 3}});
  CHECK(vectors("K") == join(ring(1, 0), ring(1, 1)));
  CHECK(vectors("R") == ring(1, 0));
  CHECK(vectors("B") == ring(1, 1));
  CHECK(vectors("Q") == join(ring(1, 0), ring(1, 1)));
  for (auto [text, a, b] : {std::tuple{"W", 1, 0},
                            {"F", 1, 1},
                            {"D", 2, 0},
                            {"N", 2, 1},
                            {"A", 2, 2},
                            {"H", 3, 0},
                            {"C", 3, 1},
                            {"Z", 3, 2},
                            {"G", 3, 3}}) {
    INFO(text);
    CHECK(vectors(text) == ring(a, b));
    REQUIRE(atoms(text).size() == 1);
    CHECK(atoms(text)[0].range == 1);
  }
}

TEST_CASE("compound atoms give one atom per component, riders are unlimited", "[betza]") {
  auto k = atoms("K");
  REQUIRE(k.size() == 2);
  CHECK(sorted(k[0].vectors) == ring(1, 0));
  CHECK(sorted(k[1].vectors) == ring(1, 1));
  CHECK(k[0].range == 1);
  CHECK(k[1].range == 1);
  auto q = atoms("Q");
  REQUIRE(q.size() == 2);
  CHECK(sorted(q[0].vectors) == ring(1, 0));
  CHECK(sorted(q[1].vectors) == ring(1, 1));
  CHECK(q[0].range == 0);
  CHECK(q[1].range == 0);
  CHECK(atoms("R").size() == 1);
  CHECK(atoms("R")[0].range == 0);
  CHECK(atoms("B")[0].range == 0);
  CHECK(atoms("WF").size() == 2);
  CHECK(vectors("WF") == vectors("K"));
  CHECK(vectors("RB") == vectors("Q"));
  CHECK(vectors("(1,2)") == vectors("N"));
  CHECK(vectors("(2,1)") == vectors("N"));
  CHECK(vectors("(1,3)") == vectors("L"));
  CHECK(vectors("(2,0)") == vectors("D"));
  CHECK(vectors("(0,2)") == vectors("D"));
  CHECK(vectors("(3,3)") == vectors("G"));
  CHECK(vectors("(1,4)") == ring(4, 1));
  CHECK(vectors("(15,15)") == ring(15, 15));
  CHECK(vectors("(5,0)") == ring(5, 0));
}

TEST_CASE("directions on an orthogonal atom join", "[betza]") {
  CHECK(vectors("fW") == V{{0, 1}});
  CHECK(vectors("bW") == V{{0, -1}});
  CHECK(vectors("lW") == V{{-1, 0}});
  CHECK(vectors("rW") == V{{1, 0}});
  CHECK(vectors("vW") == V{{0, -1}, {0, 1}});
  CHECK(vectors("sW") == V{{-1, 0}, {1, 0}});
  CHECK(error_of("hW").message == "'h' (chiral halves) is not supported; name the directions, like fr or rf");
  CHECK(vectors("fbW") == vectors("vW"));
  CHECK(vectors("lrW") == vectors("sW"));
  CHECK(vectors("fsW") == V{{-1, 0}, {0, 1}, {1, 0}});
  CHECK(vectors("bsW") == V{{-1, 0}, {0, -1}, {1, 0}});
  CHECK(vectors("flW") == V{{-1, 0}, {0, 1}});
  CHECK(vectors("frW") == V{{0, 1}, {1, 0}});
  CHECK(vectors("vsW") == ring(1, 0));
  CHECK(vectors("fD") == V{{0, 2}});
  CHECK(vectors("sD") == V{{-2, 0}, {2, 0}});
  CHECK(vectors("bH") == V{{0, -3}});
  CHECK(vectors("fR") == V{{0, 1}});
  CHECK(vectors("lR") == V{{-1, 0}});
  CHECK(vectors("f(0,4)") == V{{0, 4}});
}

TEST_CASE("directions on a diagonal atom: one letter is a pair, two letters one diagonal", "[betza]") {
  CHECK(vectors("fF") == V{{-1, 1}, {1, 1}});
  CHECK(vectors("bF") == V{{-1, -1}, {1, -1}});
  CHECK(vectors("lF") == V{{-1, -1}, {-1, 1}});
  CHECK(vectors("rF") == V{{1, -1}, {1, 1}});
  CHECK(vectors("vF") == ring(1, 1));
  CHECK(vectors("sF") == ring(1, 1));
  CHECK(error_of("hF").offset == 0);
  CHECK(vectors("flF") == V{{-1, 1}});
  CHECK(vectors("lfF") == V{{-1, 1}});
  CHECK(vectors("frF") == V{{1, 1}});
  CHECK(vectors("rfF") == V{{1, 1}});
  CHECK(vectors("blF") == V{{-1, -1}});
  CHECK(vectors("lbF") == V{{-1, -1}});
  CHECK(vectors("brF") == V{{1, -1}});
  CHECK(vectors("rbF") == V{{1, -1}});
  CHECK(vectors("flbrF") == V{{-1, 1}, {1, -1}});
  CHECK(vectors("frblF") == V{{-1, -1}, {1, 1}});
  CHECK(vectors("fbF") == ring(1, 1));
  CHECK(vectors("frA") == V{{2, 2}});
  CHECK(vectors("blG") == V{{-3, -3}});
  CHECK(vectors("fB") == V{{-1, 1}, {1, 1}});
  CHECK(vectors("brB") == V{{1, -1}});
  CHECK(vectors("bA") == V{{-2, -2}, {2, -2}});
}

TEST_CASE("directions on an oblique atom follow XBetza", "[betza]") {
  // One letter: every move with a component that way; v and s: the narrow and the wide ones.
  CHECK(vectors("fN") == V{{-2, 1}, {-1, 2}, {1, 2}, {2, 1}});
  CHECK(vectors("bN") == V{{-2, -1}, {-1, -2}, {1, -2}, {2, -1}});
  CHECK(vectors("lN") == V{{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}});
  CHECK(vectors("rN") == V{{1, -2}, {1, 2}, {2, -1}, {2, 1}});
  CHECK(vectors("vN") == V{{-1, -2}, {-1, 2}, {1, -2}, {1, 2}});
  CHECK(vectors("sN") == V{{-2, -1}, {-2, 1}, {2, -1}, {2, 1}});
  CHECK(error_of("hN").offset == 0);
  // Two letters "xy": the x member(s) of the y pair.
  CHECK(vectors("ffN") == V{{-1, 2}, {1, 2}});
  CHECK(vectors("fsN") == V{{-2, 1}, {2, 1}});
  CHECK(vectors("fvN") == V{{-1, 2}, {1, 2}});
  CHECK(error_of("fhN").offset == 1);
  CHECK(vectors("frN") == V{{2, 1}});
  CHECK(vectors("flN") == V{{-2, 1}});
  CHECK(vectors("rfN") == V{{1, 2}});
  CHECK(vectors("lfN") == V{{-1, 2}});
  CHECK(vectors("bbN") == V{{-1, -2}, {1, -2}});
  CHECK(vectors("bsN") == V{{-2, -1}, {2, -1}});
  CHECK(vectors("brN") == V{{2, -1}});
  CHECK(vectors("blN") == V{{-2, -1}});
  CHECK(vectors("rbN") == V{{1, -2}});
  CHECK(vectors("lbN") == V{{-1, -2}});
  CHECK(vectors("rrN") == V{{2, -1}, {2, 1}});
  CHECK(vectors("llN") == V{{-2, -1}, {-2, 1}});
  CHECK(vectors("rsN") == V{{2, -1}, {2, 1}});
  CHECK(vectors("rvN") == V{{1, -2}, {1, 2}});
  CHECK(vectors("lvN") == V{{-1, -2}, {-1, 2}});
  // Opposite letters do not pair; pairs chain.
  CHECK(vectors("fbN") == ring(2, 1));
  CHECK(vectors("lrN") == ring(2, 1));
  CHECK(vectors("ffbbN") == vectors("vN"));
  CHECK(vectors("fsbsN") == vectors("sN"));
  CHECK(vectors("frflN") == vectors("fsN"));
  CHECK(vectors("rfbrN") == V{{1, 2}, {2, -1}});
  // The same reading for the other oblique atoms and for leaps.
  CHECK(vectors("ffC") == V{{-1, 3}, {1, 3}});
  CHECK(vectors("fsL") == V{{-3, 1}, {3, 1}});
  CHECK(vectors("frZ") == V{{3, 2}});
  CHECK(vectors("rfJ") == V{{2, 3}});
  CHECK(vectors("bsZ") == V{{-3, -2}, {3, -2}});
  CHECK(vectors("ff(1,2)") == vectors("ffN"));
  CHECK(vectors("fs(2,1)") == vectors("fsN"));
  CHECK(vectors("lb(1,4)") == V{{-1, -4}});
  CHECK(vectors("ffNN") == V{{-1, 2}, {1, 2}});
}

TEST_CASE("directions on compound atoms apply to each component", "[betza]") {
  CHECK(vectors("fK") == V{{-1, 1}, {0, 1}, {1, 1}});
  CHECK(vectors("bK") == V{{-1, -1}, {0, -1}, {1, -1}});
  CHECK(vectors("fQ") == V{{-1, 1}, {0, 1}, {1, 1}});
  auto fk = atoms("fK");
  REQUIRE(fk.size() == 2);
  CHECK(fk[0].vectors == V{{0, 1}});
  CHECK(vectors("frK") == V{{0, 1}, {1, 0}, {1, 1}});
}

TEST_CASE("ranges: digits, doubled atoms and doubled leaps", "[betza]") {
  auto one = [](const std::string &t) {
    auto a = atoms(t);
    REQUIRE(a.size() == 1);
    return a[0];
  };
  CHECK(one("W").range == 1);
  CHECK(one("R").range == 0);
  CHECK(one("R4").range == 4);
  CHECK(one("R4").vectors.size() == 4);
  CHECK(one("W2").range == 2);
  CHECK(sorted(one("W2").vectors) == ring(1, 0));
  CHECK(one("B3").range == 3);
  CHECK(one("N0").range == 0);
  CHECK(sorted(one("N0").vectors) == ring(2, 1));
  CHECK(one("NN").range == 0);
  CHECK(sorted(one("NN").vectors) == ring(2, 1));
  CHECK(one("NN").text == "NN");
  CHECK(one("WW").range == 0);
  CHECK(one("W0").range == 0);
  CHECK(one("R0").range == 0);
  CHECK(one("(1,2)(1,2)").range == 0);
  CHECK(one("(1,2)(1,2)").text == "(1,2)(1,2)");
  CHECK(sorted(one("(1,2)(1,2)").vectors) == ring(2, 1));
  CHECK(one("(1,2)3").range == 3);
  CHECK(one("R1").range == 1);
  CHECK(one("N2").range == 2);
  CHECK(one("R15").range == 15);
  CHECK(one("fR2").range == 2);
  CHECK(one("fR2").vectors == V{{0, 1}});
  auto q = atoms("Q3");
  REQUIRE(q.size() == 2);
  CHECK(q[0].range == 3);
  CHECK(q[1].range == 3);
  // (1,2)(2,1) is two leaps, not a rider.
  auto two = atoms("(1,2)(2,1)");
  REQUIRE(two.size() == 2);
  CHECK(two[0].range == 1);
  CHECK(two[1].range == 1);
}

TEST_CASE("modes and their flags", "[betza]") {
  auto one = [](const std::string &t) {
    auto a = atoms(t);
    REQUIRE(a.size() == 1);
    return a[0];
  };
  const unsigned M = betza::Move, C = betza::Capture, E = betza::EnPassant;
  CHECK(one("W").modes == (M | C));
  CHECK(one("mW").modes == M);
  CHECK(one("cW").modes == C);
  CHECK(one("mcW").modes == (M | C));
  CHECK(one("cmW").modes == (M | C));
  CHECK(one("eF").modes == E);
  CHECK(one("ceF").modes == (C | E));
  CHECK(one("mW").initial == false);
  CHECK(one("iW").initial == true);
  CHECK(one("iW").modes == (M | C));
  CHECK(one("nN").lame == true);
  CHECK(one("N").lame == false);
  CHECK(one("pR").hop == true);
  CHECK(one("pR").grasshopper == false);
  CHECK(one("pR").modes == (M | C));
  CHECK(one("gB").grasshopper == true);
  CHECK(one("gB").hop == false);
  CHECK(one("cpR").modes == C);
  CHECK(one("cpR").hop == true);
  CHECK(one("pNN").hop == true);
  CHECK(one("R").hop == false);
  CHECK(one("R").grasshopper == false);
  CHECK(one("R").lame == false);
  CHECK(one("R").initial == false);
  auto gq = atoms("gQ");
  REQUIRE(gq.size() == 2);
  CHECK((gq[0].grasshopper && gq[1].grasshopper));
  auto cannon = atoms("mRcpR");
  REQUIRE(cannon.size() == 2);
  CHECK(cannon[0].modes == M);
  CHECK_FALSE(cannon[0].hop);
  CHECK(cannon[1].modes == C);
  CHECK(cannon[1].hop);
}

TEST_CASE("each atom records where it was written", "[betza]") {
  auto pawn = atoms("fmWfceFifmnD");
  REQUIRE(pawn.size() == 3);
  CHECK(pawn[0].text == "fmW");
  CHECK(pawn[0].offset == 0);
  CHECK(pawn[0].length == 3);
  CHECK(pawn[0].vectors == V{{0, 1}});
  CHECK(pawn[0].modes == betza::Move);
  CHECK(pawn[1].text == "fceF");
  CHECK(pawn[1].offset == 3);
  CHECK(pawn[1].length == 4);
  CHECK(sorted(pawn[1].vectors) == V{{-1, 1}, {1, 1}});
  CHECK(pawn[1].modes == (betza::Capture | betza::EnPassant));
  CHECK(pawn[2].text == "ifmnD");
  CHECK(pawn[2].offset == 7);
  CHECK(pawn[2].length == 5);
  CHECK(pawn[2].vectors == V{{0, 2}});
  CHECK(pawn[2].modes == betza::Move);
  CHECK(pawn[2].initial);
  CHECK(pawn[2].lame);
  auto k = atoms("WfK");
  REQUIRE(k.size() == 3);
  CHECK(k[1].text == "fK");
  CHECK(k[2].text == "fK");
  CHECK(k[1].offset == 1);
  CHECK(k[2].offset == 1);
  CHECK(k[2].length == 2);
  auto r = atoms("R4(1,2)(1,2)");
  REQUIRE(r.size() == 2);
  CHECK(r[0].text == "R4");
  CHECK(r[1].offset == 2);
  CHECK(r[1].length == 10);
}

TEST_CASE("lame paths: along the long axis first, then diagonally", "[betza]") {
  using P = std::vector<std::array<int, 2>>;
  CHECK(betza::lame_path(2, 1) == P{{1, 0}});
  CHECK(betza::lame_path(1, 2) == P{{0, 1}});
  CHECK(betza::lame_path(-1, -2) == P{{0, -1}});
  CHECK(betza::lame_path(-2, 1) == P{{-1, 0}});
  CHECK(betza::lame_path(2, 2) == P{{1, 1}});
  CHECK(betza::lame_path(-3, 3) == P{{-1, 1}, {-2, 2}});
  CHECK(betza::lame_path(0, 2) == P{{0, 1}});
  CHECK(betza::lame_path(0, -3) == P{{0, -1}, {0, -2}});
  CHECK(betza::lame_path(1, 0).empty());
  CHECK(betza::lame_path(1, 1).empty());
  CHECK(betza::lame_path(3, 1) == P{{1, 0}, {2, 0}});
  CHECK(betza::lame_path(3, 2) == P{{1, 0}, {2, 1}});
  CHECK(betza::lame_path(-2, -3) == P{{0, -1}, {-1, -2}});
}

TEST_CASE("bad Betza strings: exact offsets and messages", "[betza]") {
  CHECK(err("") == "0: empty move description");
  CHECK(err("fm") == "0: modifiers 'fm' are not followed by an atom");
  CHECK(err("Wf") == "1: modifiers 'f' are not followed by an atom");
  CHECK(err("Y") == "0: unknown atom 'Y'");
  CHECK(err("WFY") == "2: unknown atom 'Y'");
  CHECK(err("xW") == "0: unsupported modifier 'x'");
  CHECK(err("Wfjn") == "2: unsupported modifier 'j'");
  CHECK(err("W+") == "1: unexpected character '+'");
  CHECK(err("2W") == "0: unexpected character '2'");
  CHECK(err("W F") == "1: unexpected character ' '");
  CHECK(err("(1,2") == "0: a leap must be written (x,y) with two numbers, like (1,2)");
  CHECK(err("W(1 2)") == "1: a leap must be written (x,y) with two numbers, like (1,2)");
  CHECK(err("(a,1)") == "0: a leap must be written (x,y) with two numbers, like (1,2)");
  CHECK(err("(1,)") == "0: a leap must be written (x,y) with two numbers, like (1,2)");
  CHECK(err("(1234,1)") == "0: a leap must be written (x,y) with two numbers, like (1,2)");
  CHECK(err("(0,0)") == "0: leap (0,0) does not move");
  CHECK(err("W(0,0)") == "1: leap (0,0) does not move");
  CHECK(err("(16,1)") == "0: leap (16,1) is longer than any board");
  CHECK(err("f(1,16)") == "1: leap (1,16) is longer than any board");
  CHECK(err("R100") == "1: range is longer than any board");
  CHECK(err("WN123") == "2: range is longer than any board");
  CHECK(err("pN") == "0: 'p' needs a rider (like pR or gQ), not a single leap");
  CHECK(err("gW") == "0: 'g' needs a rider (like pR or gQ), not a single leap");
  CHECK(err("WcpF") == "1: 'p' needs a rider (like pR or gQ), not a single leap");
  CHECK(err("pR1") == "0: 'p' needs a rider (like pR or gQ), not a single leap");
  CHECK(err("pgR") == "0: 'p' and 'g' cannot be combined");
  CHECK(err("nR") == "0: 'n' applies to leaps; a rider is already blocked by the pieces in its path");
  CHECK(err("KnNN") == "1: 'n' applies to leaps; a rider is already blocked by the pieces in its path");
  CHECK(err("nD2") == "0: 'n' applies to leaps; a rider is already blocked by the pieces in its path");
}

TEST_CASE("a Betza error is reported at its character in the definition", "[betza]") {
  std::string text = test::board_with(5, 5, "  piece Odd O { moves \"WfxF\"; }", "k4/5/5/5/4K w - - 0 1");
  // Line 4 is the piece line: `  piece Odd O { moves "WfxF"; }`, the 'x' is in column 26.
  CHECK(test::errors(text) == "test.variant:4:26: error: in 'WfxF': unsupported modifier 'x'\n");
  std::string empty = test::board_with(5, 5, "  piece Odd O { moves \"\"; }", "k4/5/5/5/4K w - - 0 1");
  CHECK(test::errors(empty) == "test.variant:4:24: error: in '': empty move description\n");
}
