// The limits of the runtime: the biggest board with the most piece types and full hands, move
// lists longer than any fixed bound, hand counts past 255.
#include <catch2/catch.hpp>

#include "runtime/board/invariants.h"
#include "runtime/moves/movegen.h"
#include "tests/unit/support.h"

using namespace chimera;

namespace {

// Every letter a piece type can have: A-Z and +A-+Z, 52 in all; the rest of MaxPieceTypes
// cannot be written in a FEN.
std::vector<std::string> all_letters() {
  std::vector<std::string> out;
  for (const char *prefix : {"", "+"})
    for (char c = 'A'; c <= 'Z'; ++c) out.push_back(prefix + std::string(1, c));
  return out;
}

// 16x16 with 52 types: a King, a Mover (a queen that never captures, so it gives no check)
// and 50 wazirs; captures go to hand. With `promote`, every Mover move may also promote to
// any of the 24 wazirs with plain letters, anywhere on the board.
std::string biggest(bool promote) {
  std::string pieces = "  piece King K { moves \"K\"; royal; }\n  piece Mover M { moves \"mQ\"; }\n";
  std::string targets;
  int n = 0;
  for (const std::string &l : all_letters()) {
    if (l == "K" || l == "M") continue;
    const std::string name = "W" + std::to_string(n++);
    pieces += "  piece " + name + " " + l + " { moves \"W\"; }\n";
    if (l[0] != '+') targets += " " + name; // one '+' choice at most: moves write it '+'
  }
  REQUIRE(n == 50);
  return "variant biggest {\n  board 16x16;\n" + pieces +
         (promote ? "  promotion { pieces Mover; zone ranks 1 to 16; to" + targets + "; optional; }\n" : "") +
         "  drops { captured; }\n  start \"k15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K15[] w - - 0 "
         "1\";\n}\n";
}

// Kings in the corners, six Movers, and every droppable type in White's hand.
const std::string kFull = "15k/16/16/16/3M12/16/16/10M5/16/16/5M10/16/16/12M3/2M13/K13M1"
                          "[ABCDEFGHIJLMNOPQRSTUVWXYZ] w - - 0 1";

} // namespace

TEST_CASE("the biggest variant generates more moves than a list holds inline", "[limits]") {
  std::unique_ptr<Variant> plain = test::compile(biggest(false)), promoting = test::compile(biggest(true));
  REQUIRE(plain->ntypes() == 52);
  Position a = test::position(*plain, kFull), b = test::position(*promoting, kFull);
  MoveList without, with;
  generate_legal(a, without);
  generate_legal(b, with);
  int moverMoves = 0, drops = 0;
  for (Move m : without) {
    moverMoves += m.kind() == MoveKind::Normal && a.at(m.from()) == make_piece(White, 1);
    drops += m.kind() == MoveKind::Drop;
  }
  // 25 types in hand onto the 248 empty squares; the king's three steps.
  CHECK(drops == 25 * 248);
  CHECK(without.size() == drops + moverMoves + 3);
  // Each Mover move again with each of the 24 promotions: far past the inline 8192.
  CHECK(with.size() == without.size() + 24 * moverMoves);
  CHECK(with.size() > MaxMoves);
  CHECK(moverMoves == 278);
  CHECK(with.size() == 13153); // 6200 drops, 3 king steps, 278 Mover moves in 25 forms
  std::string error;
  CHECK(perft_checked(b, 1, error) == uint64_t(with.size()));
  CHECK(error == "");
}

TEST_CASE("hand counts go past 255 without wrapping", "[limits]") {
  std::unique_ptr<Variant> v = test::shipped("crazyhouse");
  const std::string pawns(300, 'P');
  // The king takes the checking pawn: 301 pawns in hand.
  Position after = test::play(*v, "k7/8/8/8/8/8/1p6/K7[" + pawns + "] w - - 0 1", {"a1b2"});
  CHECK(after.hand(White, v->type_by_letter('P', false)) == 301);
  CHECK(after.fen() == "k7/8/8/8/8/8/1K6/8[" + pawns + "P] b - - 0 1");
  std::string error;
  perft_checked(after, 2, error);
  CHECK(error == "");
}
