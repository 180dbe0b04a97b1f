// Move ordering: the staged list (the quiet moves generated only when their turn comes) gives
// the same moves in the same order as the whole list scored at once, whatever the hash move,
// the killers and the histories.
#include <catch2/catch.hpp>
#include <memory>
#include <random>

#include "runtime/board/large_pages.h"
#include "runtime/moves/capture.h"
#include "runtime/search/movepick.h"
#include "tests/unit/support.h"

using namespace chimera;

namespace {

std::vector<Move> picked(Position &pos, const Evaluator &ev, const Histories &h, Move hashMove,
                         const Move killers[2], Move counter, bool staged) {
  auto sm = std::make_unique<ScoredMoves>(); // large: not on the stack
  const uint32_t ctx[2] = {NoContext, NoContext};
  sm->generate(pos, ev, hashMove, killers, counter, ctx, h, false, staged);
  std::vector<Move> out;
  for (Move m = sm->pick(pos, ev); !m.is_none(); m = sm->pick(pos, ev)) out.push_back(m);
  return out;
}

} // namespace

TEST_CASE("move ordering: staged quiet moves come in the same order as the whole list's", "[search]") {
  std::mt19937 rng(4501);
  for (const char *name : {"chess", "seirawan", "crazyhouse", "shogi", "janggi", "grasshopper"}) {
    INFO(name);
    auto v = test::shipped(name);
    const Evaluator ev(*v);
    auto h = make_large<Histories>();
    h->clear();
    int staged = 0; // nodes where the quiet moves came later
    const uint32_t none[2] = {NoContext, NoContext};
    for (int game = 0; game < 4; ++game) {
      Position pos = test::position(*v, v->startFen);
      for (int ply = 0; ply < 80; ++ply) {
        MoveList list;
        generate_legal(pos, list);
        if (!list.n) break;
        INFO(pos.fen());
        // Histories with some weight, killers and a counter move among the quiet moves, and a
        // hash move that is none, a capture or (not staged) a quiet move.
        for (int i = 0; i < 40; ++i) {
          const Move m = list.moves[rng() % list.n];
          h->update_quiet(pos.side_to_move(), pos.mover(m), m, h->slots(none), int(rng() % 4000) - 2000);
        }
        std::vector<Move> quiet, tactical;
        for (Move m : list) (is_tactical(pos, m) ? tactical : quiet).push_back(m);
        const Move killers[2] = {quiet.empty() ? Move::none() : quiet[rng() % quiet.size()],
                                 quiet.empty() ? Move::none() : quiet[rng() % quiet.size()]};
        const Move counter = quiet.empty() ? Move::none() : quiet[rng() % quiet.size()];
        const int pickHash = int(rng() % 3);
        const Move hashMove = pickHash == 1 && !tactical.empty() ? tactical[rng() % tactical.size()]
                              : pickHash == 2 && !quiet.empty()  ? quiet[rng() % quiet.size()]
                                                                 : Move::none();
        const std::vector<Move> whole = picked(pos, ev, *h, hashMove, killers, counter, false),
                                later = picked(pos, ev, *h, hashMove, killers, counter, true);
        CHECK(later == whole);
        CHECK(whole.size() >= size_t(list.n)); // every legal move (and on the rays, pseudo-legal ones)
        staged += !pos.in_check() && (hashMove.is_none() || is_tactical(pos, hashMove));
        pos.do_move(list.moves[rng() % list.n]);
      }
    }
    CHECK(staged > 100);
  }
}
