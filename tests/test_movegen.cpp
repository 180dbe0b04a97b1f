// Move generation of each Betza atom and modifier on small boards.
#include <catch2/catch.hpp>

#include "tests/support.h"

using namespace chimera;
using S = std::vector<std::string>;

TEST_CASE("a rook slides until blocked and captures the blocker", "[movegen]") {
  auto v = test::compile(test::board_with(5, 5, "piece Rook R { moves \"R\"; }\npiece Pawn P { moves \"fmW\"; }", "1k3/5/5/5/R3K w - - 0 1"));
  CHECK(test::targets(*v, "k4/5/p4/5/R3K w - - 0 1", "a1") == S{"a2", "a3", "b1", "c1", "d1"});
}
