// En passant for every piece: captures on exploding lines, and the FEN's en-passant field for
// pawns whose double step leaves the file (Berolina) or passes several squares.
#include <catch2/catch.hpp>

#include "runtime/capture.h"
#include "runtime/invariants.h"
#include "runtime/movegen.h"
#include "runtime/notation.h"
#include "runtime/perft.h"
#include "tests/support.h"

using namespace chimera;
using S = std::vector<std::string>;

namespace {

// Every node of a small perft passes the invariant checker; returns its first complaint.
std::string walk(const Variant &v, const std::string &fen, int depth) {
  Position pos = test::position(v, fen);
  std::string error;
  perft_checked(pos, depth, error);
  return error;
}

std::string boom(const std::string &line) {
  return "variant epboom extends \"chess\" { piece Pawn P { moves \"fmWifmnD\"; moves \"" + line +
         "\" explodes; value 1; } }";
}

} // namespace

TEST_CASE("an en-passant capture on an exploding line removes the mover too", "[en-passant]") {
  for (const char *line : {"fceF", "feF"}) {
    INFO(line);
    auto v = test::compile(boom(line));
    const std::string fen = "7k/8/8/3pP3/8/8/8/K7 w - d6 0 1";
    Position pos = test::position(*v, fen);
    Move m = parse_move(pos, "e5d6");
    REQUIRE_FALSE(m.is_none());
    CHECK(m.kind() == MoveKind::EnPassantExplosion);
    CHECK(v->square_name(captured_square(pos, m)) == "d5");
    CHECK(is_tactical(pos, m));
    // play() also takes the move back and checks the position and the hash.
    CHECK(test::play(*v, fen, {"e5d6"}).fen() == "7k/8/8/8/8/8/8/K7 b - - 0 1");
    CHECK(walk(*v, fen, 3) == "");
    // The tactical generator finds it as it finds the other captures.
    MoveList tactical;
    generate_tactical(pos, tactical);
    CHECK(std::find(tactical.begin(), tactical.end(), m) != tactical.end());
  }
  // With `fceF` ordinary diagonal captures explode as before; `feF` has none.
  CHECK(test::play(*test::compile(boom("fceF")), "7k/8/3n4/4P3/8/8/8/K7 w - - 0 1", {"e5d6"}).fen() ==
        "7k/8/8/8/8/8/8/K7 b - - 0 1");
  CHECK(test::targets(*test::compile(boom("feF")), "7k/8/3n4/4P3/8/8/8/K7 w - - 0 1", "e5") == S{"e6"});
  // A move that cannot capture still cannot explode.
  CHECK(test::errors(
            "variant t extends \"chess\" { piece Pawn P { moves \"fmWifmnD\"; moves \"fmF\" explodes; } }") ==
        "test.variant:1:74: error: 'explodes' needs a move that captures (not a capture on the way) in "
        "'fmF'\n");
}
