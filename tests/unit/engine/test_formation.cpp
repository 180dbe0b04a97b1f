// The formation table (runtime/eval/formation.h): the promoting pieces' terms found there are
// those the evaluator would compute, for each evaluator of a thread apart.
#include <catch2/catch.hpp>

#include <thread>

#include "runtime/eval/eval.h"
#include "tests/unit/support.h"

using namespace chimera;

namespace {

// Every position of some random games, evaluated by ev in a thread of its own (an empty table).
std::vector<int> alone(const Evaluator &ev, const std::vector<Position> &positions) {
  std::vector<int> out;
  std::thread([&] {
    for (const Position &pos : positions) out.push_back(ev.evaluate(pos));
  }).join();
  return out;
}

} // namespace

TEST_CASE("the formation table keeps each evaluator's terms apart", "[eval]") {
  for (const char *name : {"chess", "capablanca", "grand"}) {
    INFO(name);
    auto v = test::shipped(name);
    std::vector<Position> positions;
    test::over_random_games(*v, 4, 80, 11, [&](Position &pos) { return positions.push_back(pos), 1; });
    REQUIRE(positions.size() > 200);
    // Other weights for the formation's terms, and the same definition.
    const EvalSpace space(*v);
    EvalParams other = default_params(*v);
    const int pawn = v->type_by_letter('P', false);
    REQUIRE(pawn >= 0);
    for (PieceTerm term : {Isolated, Doubled, Phalanx})
      other.mg[size_t(space.term(pawn, term))] += 40, other.eg[size_t(space.term(pawn, term))] -= 30;
    for (int r = 0; r < v->ranks; ++r) other.eg[size_t(space.passed(pawn, r))] += 25 * r;
    const Evaluator a(*v), b(*v, &other);
    const std::vector<int> byA = alone(a, positions), byB = alone(b, positions);
    int differ = 0;
    for (size_t i = 0; i < positions.size(); ++i) {
      INFO(positions[i].fen());
      // Both in this thread, one after the other on the same formation.
      REQUIRE(a.evaluate(positions[i]) == byA[i]);
      REQUIRE(b.evaluate(positions[i]) == byB[i]);
      REQUIRE(a.evaluate(positions[i]) == byA[i]);
      differ += byA[i] != byB[i];
    }
    CHECK(differ > int(positions.size()) / 2); // the weights matter
  }
}
