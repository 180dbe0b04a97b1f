// Static exchange evaluation: exact balances, whatever the pieces.
#include <catch2/catch.hpp>

#include "runtime/notation/notation.h"
#include "runtime/search/see.h"
#include "tests/unit/support.h"

using namespace chimera;

namespace {

int see_of(const Variant &v, const std::string &fen, const std::string &move) {
  Position pos = test::position(v, fen);
  const Evaluator ev(v);
  const Move m = parse_move(pos, move);
  REQUIRE(!m.is_none());
  const std::string before = pos.fen();
  const int s = see(pos, ev, m);
  CHECK(pos.fen() == before); // the position is left as it was
  return s;
}

} // namespace

TEST_CASE("SEE: exchanges on one square", "[see]") {
  auto chess = test::shipped("chess");
  const int P = 100, N = 320, R = 500; // chess.variant's values
  // An undefended pawn.
  CHECK(see_of(*chess, "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5") == P);
  // A pawn defended by a pawn: the rook is lost.
  CHECK(see_of(*chess, "4k3/8/4p3/3p4/8/8/8/3RK3 w - - 0 1", "d1d5") == P - R);
  // The knight takes first, then the rook behind it wins the defender: N for P, P back.
  CHECK(see_of(*chess, "4k3/8/4p3/3p4/8/4N3/8/3RK3 w - - 0 1", "e3d5") == P - N + P);
  // X-ray: the second rook behind the first takes part.
  CHECK(see_of(*chess, "3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5") == P);
  // A quiet move onto an attacked square loses the piece.
  CHECK(see_of(*chess, "4k3/8/4p3/8/8/8/8/3RK3 w - - 0 1", "d1d5") == -R);
}

TEST_CASE("SEE: a hopper's capture needs its screen", "[see]") {
  auto xq = test::shipped("xiangqi");
  // The cannon on e2 takes the chariot on e8 over the soldier on e6; nothing recaptures.
  CHECK(see_of(*xq, "4k4/9/4r4/9/4p4/9/9/9/4C4/3K5 w - - 0 1", "e2e8") == 900);
  // With a chariot on e9 behind it, the cannon is lost for the chariot.
  CHECK(see_of(*xq, "3k5/4r4/4r4/9/4p4/9/9/9/4C4/5K3 w - - 0 1", "e2e8") == 900 - 450);
}
