// The evaluation's structural terms count what their definitions in docs/evaluation.md say, on
// positions where each can be counted by hand; the endgame scale of drawish material.
#include <catch2/catch.hpp>

#include "runtime/eval/eval.h"
#include "tests/unit/support.h"

using namespace chimera;

namespace {

int type_named(const Variant &v, const std::string &name) {
  for (int t = 0; t < v.ntypes(); ++t)
    if (v.types[t].name == name) return t;
  FAIL("no type " << name);
  return -1;
}

// The coefficient of parameter i in the position's terms (from the side to move's view).
double coefficient(const Features &f, int i) {
  double sum = 0;
  for (const auto &[j, c] : f.terms) sum += j == i ? c : 0;
  return sum;
}

struct Terms {
  std::unique_ptr<Variant> v = test::shipped("chess");
  Evaluator ev{*v};
  EvalSpace space{*v};
  Features f;
  void at(const std::string &fen) { ev.features(test::position(*v, fen), f); }
  double of(PieceTerm t, const std::string &type) {
    return coefficient(f, space.term(type_named(*v, type), t));
  }
  double of(int index) { return coefficient(f, index); }
};

} // namespace

TEST_CASE("eval terms: the promoting pieces' structure and the shelter", "[eval]") {
  Terms t;
  // White: pawns a2 c2 c3 e4 f4, rook d1, king e1; Black: pawn h7, rook h8, king e8.
  t.at("4k2r/7p/8/8/4PP2/2P5/P1P5/3RK3 w - - 0 1");
  CHECK(t.of(Isolated, "Pawn") == 3 - 1); // a2, c2, c3; h7
  CHECK(t.of(Phalanx, "Pawn") == 2);      // e4 and f4
  CHECK(t.of(Doubled, "Pawn") == 1);      // c2, behind c3
  const int pawn = type_named(*t.v, "Pawn");
  CHECK(t.of(t.space.passed(pawn, 1)) == 2 - 1); // a2, c2; h7, on Black's second rank
  CHECK(t.of(t.space.passed(pawn, 2)) == 1);     // c3
  CHECK(t.of(t.space.passed(pawn, 3)) == 2);     // e4, f4
  CHECK(t.of(OpenFile, "Rook") == 1);            // d1; h8 stands behind its own pawn
  CHECK(t.of(SemiOpenFile, "Rook") == 0);
  CHECK(t.of(t.space.shelter_open()) == 1 - 3); // White's d-file; Black's d, e and f
  CHECK(t.of(t.space.storm()) == 0);
  // The same from Black's side: every count changes sign.
  t.at("4k2r/7p/8/8/4PP2/2P5/P1P5/3RK3 b - - 0 1");
  CHECK(t.of(Isolated, "Pawn") == -2);
  CHECK(t.of(t.space.shelter_open()) == 2);
}

TEST_CASE("eval terms: passed pieces, the free path and the royal distances", "[eval]") {
  Terms t;
  // A passed pawn on e6 (advance 2 * 5 - 8 + 1 = 3), e7 empty and unattacked; White's king
  // three moves from e7, Black's (a8) four.
  t.at("k7/8/4P3/8/8/8/8/4K3 w - - 0 1");
  CHECK(t.of(PassedFree, "Pawn") == 3);
  CHECK(t.of(PassedKingUs, "Pawn") == 3 * 5);   // e1 to e7: six king moves, at most 5
  CHECK(t.of(PassedKingThem, "Pawn") == 3 * 4); // a8 to e7
  // Black's king on d8 attacks e7: not free.
  t.at("3k4/8/4P3/8/8/8/8/4K3 w - - 0 1");
  CHECK(t.of(PassedFree, "Pawn") == 0);
  CHECK(t.of(PassedKingThem, "Pawn") == 3 * 1);
}

TEST_CASE("eval terms: royal safety by attackers and safe checks", "[eval]") {
  Terms t;
  // The knight on e4 could check from d6 or f6, neither guarded: a safe check; it attacks
  // no square next to the king.
  t.at("4k3/8/8/8/4N3/8/8/4K3 w - - 0 1");
  CHECK(t.of(SafeCheck, "Knight") == 1);
  CHECK(t.of(KingAttacker, "Knight") == 0);
  CHECK(t.of(t.space.attackers(1)) == 0);
  // The queen on d1 attacks d7 and d8, next to the king, and checks safely from e2 or a4.
  t.at("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
  CHECK(t.of(KingAttacker, "Queen") == 1);
  CHECK(t.of(SafeCheck, "Queen") == 1);
  CHECK(t.of(t.space.attackers(1)) == -1); // Black's king has one attacker
  // From e1 the queen's only checks land on squares the king guards (d7, d8 are guarded; the
  // e-file is blocked by its own pawn).
  t.at("4k3/8/8/8/8/8/4P3/3QK3 w - - 0 1");
  CHECK(t.of(SafeCheck, "Queen") == 1); // a4 still checks along a4-e8
  t.at("4k3/8/2p5/8/8/8/4P3/3QK3 w - - 0 1");
  CHECK(t.of(SafeCheck, "Queen") == 0); // c6 blocks a4-e8; d7 and d8 are guarded
}

TEST_CASE("eval terms: the endgame scale without promoting pieces", "[eval]") {
  Terms t;
  auto scale = [&](const std::string &fen) {
    t.at(fen);
    return t.f.egScale * Evaluator::EgScaleMax;
  };
  CHECK(scale("8/8/4k3/8/8/3B4/8/4K3 w - - 0 1") == 0); // a lone bishop cannot mate
  CHECK(scale("8/8/4k3/8/8/3B4/8/4K3 b - - 0 1") == 0);
  CHECK(scale("8/8/4k3/8/3b4/8/8/R3K3 w - - 0 1") == 4);   // rook against bishop
  CHECK(scale("8/8/4k3/8/8/8/8/Q3K3 w - - 0 1") == 64);    // a queen wins
  CHECK(scale("8/8/4k3/8/8/3B4/4P3/4K3 w - - 0 1") == 64); // a pawn can promote
  // White is ahead but cannot win: only Black's pawn could.
  CHECK(scale("8/8/4k3/8/8/3B4/4p3/4K3 w - - 0 1") == 0);
}
