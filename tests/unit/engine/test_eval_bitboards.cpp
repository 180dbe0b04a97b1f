// The bitboard path's shortcuts in evaluation, exchange evaluation and the check test
// (Evaluator's moves_bb and one-, two- or three-word walk, see's recaptures, royal_attacked) give
// exactly what the ray path gives: the same variant without its tables, at every node of random games.
#include <algorithm>

#include <catch2/catch.hpp>

#include "runtime/bitboard/tables.h"
#include "runtime/eval/eval.h"
#include "runtime/moves/capture.h"
#include "runtime/moves/movegen.h"
#include "runtime/search/see.h"
#include "tests/unit/support.h"

using namespace chimera;

namespace {

// The nodes compared. With a parameter file (a shipped definition's NAME.eval), its weights:
// the defaults leave some terms unused (a type's safe checks).
int compare(const Variant &v, int games, unsigned seed, const std::string &eval = "") {
  REQUIRE(v.eval_words());
  const auto rays = std::make_unique<Variant>(v);
  rays->bitboards.reset(), rays->wideBitboards.reset(), rays->tripleBitboards.reset();
  rays->evalBitboards.reset(), rays->evalWideBitboards.reset(), rays->evalTripleBitboards.reset();
  EvalParams params;
  std::string why;
  if (!eval.empty()) REQUIRE(read_params(v, eval, params, why));
  const Evaluator fast(v, eval.empty() ? nullptr : &params), slow(*rays, eval.empty() ? nullptr : &params);
  return test::over_random_games(v, games, 120, seed, [&](Position &pos) {
    INFO(pos.fen());
    Position other = test::position(*rays, pos.fen());
    REQUIRE(fast.evaluate(pos) == slow.evaluate(other));
    REQUIRE(fast.evaluate(pos, -30, 30) == slow.evaluate(other, -30, 30));
    Features a, b;
    fast.features(pos, a), slow.features(other, b);
    REQUIRE(a.phase == b.phase);
    // The one-word walk visits the pieces by type, the ray path by square: the same terms.
    std::sort(a.terms.begin(), a.terms.end()), std::sort(b.terms.begin(), b.terms.end());
    REQUIRE(a.terms == b.terms);
    for (Color c : {White, Black}) REQUIRE(pos.royal_attacked(c) == other.royal_attacked(c));
    MoveList list;
    generate_tactical(pos, list);
    for (Move m : list) REQUIRE(see(pos, fast, m) == see(other, slow, m));
    return 1;
  });
}

} // namespace

TEST_CASE("bitboard evaluation, exchanges and checks equal the ray path's on random games",
          "[eval][bitboards]") {
  unsigned seed = 7;
  for (const char *name : {"chess", "makruk", "berolina", "knightmate", "shatranj", "3check", "amazon",
                           "crazyhouse", "chessgi", "loop", "pocketknight", "seirawan", "shouse", "culverin",
                           "basilisk", "hoppelpoppel", "newzealand", "gunnery"}) {
    INFO(name);
    auto v = test::shipped(name);
    if (!v->bitboards) continue; // a shipped definition that left the path
    CHECK(compare(*v, 6, seed++) > 300);
  }
  // A piece that reaches a square twice (a wazir step inside a rook's line) counts it twice on
  // the ray path: the evaluation keeps the rays for it, and still agrees.
  auto twice = test::compile(
      test::board_with(8, 8, "piece X X { moves \"RW\"; value 6; }", "k7/8/8/8/8/8/8/1X5K w - - 0 1"));
  CHECK(compare(*twice, 6, seed++) > 100);
  // Cannons (hoppers, slides that only move): the bitboards count them in the evaluation, the
  // rays in SEE.
  auto cannons = test::compile(test::board_with(8, 8,
                                                "piece Cannon C { moves \"mRcpR\"; screen Cannon: none; "
                                                "value 4; }\npiece Rook R { moves \"R\"; value 5; }",
                                                "kc1r4/8/2c5/8/8/2C5/8/KC1R4 w - - 0 1"));
  CHECK(compare(*cannons, 6, seed++) > 100);
  // Bent riders: the evaluation keeps their rays, checks and exchanges take their bends.
  auto bent = test::compile(test::board_with(8, 8,
                                             "piece Anchorite H { moves \"[W-B]\"; value 4; }\n"
                                             "piece Gryphon Y { moves \"[F-R]\"; value 5; }\n"
                                             "piece Gorgon O { moves \"[W-B][F-R]\"; value 8; }",
                                             "k7/1ho5/2y5/8/8/5Y2/5OH1/7K w - - 0 1"));
  REQUIRE(bent->bitboards);
  CHECK(compare(*bent, 6, seed++) > 100);
}

TEST_CASE("two-word bitboard evaluation, exchanges and checks equal the ray path's", "[eval][bitboards]") {
  unsigned seed = 70;
  for (const char *name : {"capablanca", "grand", "shako", "courier", "chancellor", "opulent", "janus",
                           "wildebeest", "xiangqi"}) {
    INFO(name);
    auto v = test::shipped(name);
    REQUIRE(v->wideBitboards);
    CHECK(compare(*v, 6, seed++) > 300);
  }
  // Xiangqi with its fitted weights: the horses' and elephants' lame leaps (short bends) check
  // from where the rays say.
  auto xiangqi = test::shipped("xiangqi");
  CHECK(compare(*xiangqi, 6, seed++, std::string(CHIMERA_SOURCE_DIR) + "/definitions/xiangqi.eval") > 300);
  // Cannons on 11x11 (squares up to 120, the high word's).
  auto cannons = test::compile(test::board_with(11, 11,
                                                "piece Cannon C { moves \"mRcpR\"; value 4; }\n"
                                                "piece Rook R { moves \"R\"; value 5; }\n"
                                                "piece Knight N { moves \"N\"; value 3; }",
                                                "kc1r3n3/11/2c8/11/11/11/11/11/2C8/11/KC1R3N3 w - - 0 1"));
  REQUIRE(cannons->wideBitboards);
  CHECK(compare(*cannons, 6, seed++) > 100);
}

TEST_CASE("three-word bitboard evaluation, exchanges and checks equal the ray path's", "[eval][bitboards]") {
  // Basic Bestiary (13x12): pawns whose three- and two-square steps are short slides (counted
  // as mobility, as the rays count them), long leapers, free castling.
  auto bestiary = test::shipped("basic-bestiary");
  REQUIRE(bestiary->tripleBitboards);
  CHECK(compare(*bestiary, 4, 700) > 300);
  // Cannons on 14x13 (182 squares: the third word's).
  auto cannons =
      test::compile(test::board_with(14, 13,
                                     "piece Cannon C { moves \"mRcpR\"; value 4; }\n"
                                     "piece Rook R { moves \"R\"; value 5; }\n"
                                     "piece Knight N { moves \"N\"; value 3; }",
                                     "kc1r9n/14/2c11/14/14/14/14/14/14/14/2C11/14/KC1R9N w - - 0 1"));
  REQUIRE(cannons->tripleBitboards);
  CHECK(compare(*cannons, 6, 701) > 100);
  // Bentback Bestiary: its bent riders on three words.
  auto bentback = test::shipped("bentback-bestiary");
  REQUIRE(bentback->tripleBitboards);
  CHECK(compare(*bentback, 2, 702) > 150);
}

TEST_CASE("where only its rules keep a variant on the rays, its evaluation has tables of its own",
          "[eval][bitboards]") {
  // Drops that may not be made anywhere (Connect Four's), a royal piece only when it is the
  // last (Sho shogi's): the pieces are the tables' all the same.
  auto cfour = test::shipped("cfour");
  CHECK_FALSE(cfour->on_bitboards());
  REQUIRE(cfour->evalBitboards);
  CHECK(compare(*cfour, 6, 800) > 100);
  auto shoshogi = test::shipped("shoshogi");
  CHECK_FALSE(shoshogi->on_bitboards());
  REQUIRE(shoshogi->evalWideBitboards);
  CHECK(compare(*shoshogi, 4, 801) > 300);
  // Passing, on a small board with sliders, leapers and a cannon.
  auto passing =
      test::compile("variant t {\n  board 8x8;\n  piece King K { moves \"K\"; royal; }\n"
                    "  piece Queen Q { moves \"Q\"; value 9; }\n"
                    "  piece Knight N { moves \"N\"; value 3; }\n"
                    "  piece Cannon C { moves \"mRcpR\"; value 4; }\n"
                    "  start \"1nc1k1q1/8/8/8/8/8/8/1NC1K1Q1 w - - 0 1\";\n  rules { pass; }\n}\n");
  CHECK_FALSE(passing->on_bitboards());
  REQUIRE(passing->evalBitboards);
  CHECK(compare(*passing, 6, 802) > 100);
  // Types the tables do not serve keep their rays: Janggi's cannons (hops along the palace's
  // diagonals), beside passing and the generals' confrontation; its elephants (lame leaps past
  // two squares) are bends. Nightrider's and Wolf's nightriders.
  auto janggi = test::shipped("janggi");
  CHECK_FALSE(janggi->on_bitboards());
  REQUIRE(janggi->evalWideBitboards);
  CHECK(janggi->evalWideBitboards->unserved == uint64_t(1) << janggi->type_by_letter('C', false));
  CHECK(compare(*janggi, 4, 803) > 300);
  for (const char *name : {"nightrider", "wolf", "manchu"}) {
    INFO(name);
    auto v = test::shipped(name);
    REQUIRE(v->eval_words());
    CHECK(compare(*v, 3, 804) > 100);
  }
  // A board with holes has none.
  auto gustav = test::shipped("gustav3");
  CHECK_FALSE(gustav->eval_words());
}
