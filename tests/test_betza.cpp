// The Betza reader: atoms, directions, ranges and modes.
#include <algorithm>
#include <catch2/catch.hpp>

#include "compiler/betza.h"

using namespace chimera;

namespace {

std::vector<std::array<int, 2>> vectors(const std::string &text) {
  std::vector<betza::Atom> atoms;
  betza::Error err;
  INFO(text << ": " << err.message);
  REQUIRE(betza::parse(text, atoms, err));
  std::vector<std::array<int, 2>> out;
  for (const auto &a : atoms) out.insert(out.end(), a.vectors.begin(), a.vectors.end());
  std::sort(out.begin(), out.end());
  return out;
}

using V = std::vector<std::array<int, 2>>;

} // namespace

TEST_CASE("direction modifiers on orthogonal, diagonal and oblique atoms", "[betza]") {
  CHECK(vectors("fW") == V{{0, 1}});
  CHECK(vectors("fsW") == V{{-1, 0}, {0, 1}, {1, 0}});
  CHECK(vectors("vW") == V{{0, -1}, {0, 1}});
  CHECK(vectors("fF") == V{{-1, 1}, {1, 1}});
  CHECK(vectors("flF") == V{{-1, 1}});
  CHECK(vectors("lF") == V{{-1, -1}, {-1, 1}});
  CHECK(vectors("ffN") == V{{-1, 2}, {1, 2}});
  CHECK(vectors("fsN") == V{{-2, 1}, {2, 1}});
  CHECK(vectors("frN") == V{{2, 1}});
  CHECK(vectors("rfN") == V{{1, 2}});
  CHECK(vectors("fN") == V{{-2, 1}, {-1, 2}, {1, 2}, {2, 1}});
  CHECK(vectors("sN") == V{{-2, -1}, {-2, 1}, {2, -1}, {2, 1}});
  CHECK(vectors("N").size() == 8);
  CHECK(vectors("(1,3)") == vectors("L"));
  CHECK(vectors("(2,0)") == vectors("D"));
}
