// generate_tactical (the quiescence search's moves) against the full generation: over random
// games of every shipped definition, it must give exactly the moves of generate_pseudo that
// is_tactical accepts, in the same order.
#include <catch2/catch.hpp>

#include "runtime/moves/capture.h"
#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "tests/unit/support.h"

using namespace chimera;

namespace {

// Compares the two generations in one position; returns the number of tactical moves.
int compare_at(const Variant &v, const Position &pos) {
  MoveList all, expected, got;
  generate_pseudo(pos, all);
  for (Move m : all)
    if (is_tactical(pos, m)) expected.add(m);
  generate_tactical(pos, got);
  INFO(v.name << ": " << pos.fen());
  REQUIRE(got.size() == expected.size());
  for (int i = 0; i < got.size(); ++i) REQUIRE(move_to_text(v, got[i]) == move_to_text(v, expected[i]));
  return got.size();
}

// Compares the two generations at every position of random games; returns the number of
// tactical moves seen.
int compare_over_random_games(const Variant &v, int games, int plies, unsigned seed) {
  return test::over_random_games(v, games, plies, seed, [&v](Position &pos) { return compare_at(v, pos); });
}

} // namespace

TEST_CASE("tactical generation equals the captures and promotions of the full one", "[movegen]") {
  const char *names[] = {"chess",    "capablanca", "grand",   "shako",          "crazyhouse",
                         "shogi",    "seirawan",   "xiangqi", "janggi",         "wildebeest",
                         "culverin", "basilisk",   "gunnery", "basic-bestiary", "bentback-bestiary"};
  for (const char *name : names) {
    auto v = test::shipped(name);
    CHECK(compare_over_random_games(*v, 12, 160, 7) > 100);
  }
}

TEST_CASE("tactical generation: locust captures", "[movegen]") {
  // Checkers capture by jumping over an enemy (a locust capture).
  auto v = test::compile(test::board_with(8, 8, "piece Checker C { moves \"mfK\"; moves \"cafmfK\"; }",
                                          "4k3/cccc1ccc/8/8/8/8/CCCC1CCC/4K3 w - - 0 1"));
  CHECK(compare_over_random_games(*v, 20, 120, 3) > 100);
  // b1 jumps b2 to b3, a2 jumps b2 to c2.
  CHECK(compare_at(*v, test::position(*v, "4k3/8/8/8/8/8/Cc6/1C2K3 w - - 0 1")) == 2);
}

TEST_CASE("tactical generation: a quiet move the tactical generation skips still rules out a fallback",
          "[movegen]") {
  // The pawn captures forward diagonally and steps back; only without either may it step
  // forward, which promotes on rank 8. Fallbacks never capture, but they may promote.
  auto v = test::compile(test::board_with(8, 8,
                                          "piece Queen Q { moves \"Q\"; }\n"
                                          "  piece Pawn P { moves \"fcFmbW\"; fallback \"fmW\"; }\n"
                                          "  promotion { pieces Pawn; zone rank 8; to Queen; mandatory; }",
                                          "4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
  // e7 can step back to e6: no fallback, no tactical move.
  CHECK(compare_at(*v, test::position(*v, "k7/4P3/8/8/8/8/8/4K3 w - - 0 1")) == 0);
  // e6 is blocked: the fallback e7e8q is the pawn's only move, and tactical.
  CHECK(compare_at(*v, test::position(*v, "k7/4P3/4K3/8/8/8/8/8 w - - 0 1")) == 1);
}
