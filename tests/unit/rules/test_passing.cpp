// Passing for one side only (language.md §13.1): `white pass;`, `black pass when stalemated;`,
// Fairy-Stockfish's passWhite/passBlack and passOnStalemateWhite/passOnStalemateBlack. The
// counts below are Fairy-Stockfish's for the same sections (tests/import/sample.ini).
#include <catch2/catch.hpp>

#include "runtime/perft/perft.h"
#include "tests/unit/support.h"

using namespace chimera;
using S = std::vector<std::string>;

TEST_CASE("passing: one side only, at any time or when stalemated", "[rules]") {
  auto white = test::compile("variant whitepass extends \"chess\" { rules { white pass; } }");
  REQUIRE(white);
  CHECK(white->rules.pass == 1);
  // White may pass with its king; Black may not.
  const std::string quiet = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
  CHECK(test::legal_moves(*white, quiet) == S{"e1d1", "e1d2", "e1e1", "e1e2", "e1f1", "e1f2"});
  CHECK(test::legal_moves(*white, "4k3/8/8/8/8/8/8/4K3 b - - 0 1") ==
        S{"e8d7", "e8d8", "e8e7", "e8f7", "e8f8"});
  Position pos = test::position(*white, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  CHECK(perft(pos, 4) == 215530);

  auto stuck =
      test::compile("variant blackstuck extends \"chess\" { rules { black pass when stalemated; } }");
  REQUIRE(stuck);
  CHECK(stuck->rules.passWhenStalemated == 2);
  // Black, stalemated, passes; White, stalemated, is stalemated.
  CHECK(test::legal_moves(*stuck, "k7/2Q5/1K6/8/8/8/8/7R b - - 0 1") == S{"a8a8"});
  CHECK(test::legal_moves(*stuck, "K7/2q5/1k6/8/8/8/8/7r w - - 0 1").empty());
  // With another move Black may not pass.
  CHECK(test::legal_moves(*stuck, "k7/2Q5/1K6/8/8/7p/8/7R b - - 0 1") == S{"h3h2"});
  Position stale = test::position(*stuck, "k7/2Q5/1K6/8/8/8/8/7R b - - 0 1");
  CHECK(perft(stale, 4) == 1352);

  // Both forms for one side: `pass` lets it pass at any time.
  auto both =
      test::compile("variant both extends \"chess\" { rules { white pass; white pass when stalemated; black "
                    "pass when stalemated; } }");
  REQUIRE(both);
  CHECK(both->rules.pass == 1);
  CHECK(both->rules.passWhenStalemated == 2);
}
