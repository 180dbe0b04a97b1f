#include "runtime/search/see.h"

#include <algorithm>

#include "runtime/moves/capture.h"
#include "runtime/moves/movegen.h"

namespace chimera {

namespace {

constexpr int RoyalValue = 100000; // a royal piece recaptures last, and only when it is safe
constexpr int MaxExchange = 16;

int mover_value(const Position &pos, const Evaluator &ev, Move m) {
  const int t = type_of(pos.at(m.from()));
  return pos.variant().types[t].royal ? RoyalValue : ev.value(t);
}

// What the move takes, plus what a promotion adds.
int gain(const Position &pos, const Evaluator &ev, Move m) {
  const Piece victim = captured_piece(pos, m);
  int g = victim ? ev.value(type_of(victim)) : 0;
  if (m.kind() == MoveKind::Promotion) g += ev.value(m.extra()) - ev.value(type_of(pos.at(m.from())));
  if (explodes(m.kind())) g -= mover_value(pos, ev, m);
  return g;
}

int exchange(Position &pos, const Evaluator &ev, Move m, int depth);

// The best the side to move gets by recapturing on s with its cheapest piece (0: it stops).
int recapture(Position &pos, const Evaluator &ev, Square s, int depth) {
  // The attack probe is far cheaper than generating the captures: most squares have none.
  if (depth >= MaxExchange || !pos.attacked(s, pos.side_to_move())) return 0;
  MoveList list;
  generate_tactical(pos, list);
  Move best = Move::none();
  int cheapest = 0;
  for (Move m : list) {
    if (m.kind() == MoveKind::Drop || captured_square(pos, m) != s) continue;
    const int v = mover_value(pos, ev, m) - (m.kind() == MoveKind::Promotion ? ev.value(m.extra()) : 0);
    if (!best.is_none() && v >= cheapest) continue;
    if (v >= RoyalValue / 2 && !legal(pos, m)) continue;
    best = m, cheapest = v;
  }
  return best.is_none() ? 0 : std::max(0, exchange(pos, ev, best, depth));
}

int exchange(Position &pos, const Evaluator &ev, Move m, int depth) {
  const int g = gain(pos, ev, m);
  if (explodes(m.kind())) return g; // nothing is left on the square to take
  const Square s = m.to();
  pos.do_move(m);
  const int reply = recapture(pos, ev, s, depth + 1);
  pos.undo_move(m);
  return g - reply;
}

} // namespace

int see(Position &pos, const Evaluator &ev, Move m) { return exchange(pos, ev, m, 0); }

} // namespace chimera
