#include "runtime/movepick.h"

#include <cstdlib>
#include <cstring>

#include "runtime/capture.h"
#include "runtime/see.h"

namespace chimera {

void History::clear() { std::memset(table, 0, sizeof table); }

void History::update(Color c, Move m, int bonus) {
  int16_t &h = table[c][m.from()][m.to()];
  h = int16_t(h + bonus - h * std::abs(bonus) / 16384);
}

void ScoredMoves::generate(Position &pos, const Evaluator &ev, Move hashMove, const Move killers[2],
                           const History &history, bool tacticalOnly) {
  list.n = 0;
  next = 0;
  if (tacticalOnly)
    generate_tactical(pos, list);
  else
    generate_pseudo(pos, list);
  const Color us = pos.side_to_move();
  int n = 0;
  for (int i = 0; i < list.n; ++i) {
    const Move m = list.moves[i];
    const Piece victim = captured_piece(pos, m);
    const bool promotion = m.kind() == MoveKind::Promotion;
    int s;
    if (m == hashMove)
      s = 1 << 30;
    else if (victim || promotion) {
      const int mover = m.kind() == MoveKind::Drop ? m.extra() : type_of(pos.at(m.from()));
      s = (1 << 24) + (victim ? ev.value(type_of(victim)) * 16 : 0) +
          (promotion ? ev.value(m.extra()) * 8 : 0) - ev.value(mover) / 16;
      // A capture of a cheaper piece that loses the exchange comes after the quiet moves.
      if (victim && !promotion && ev.value(type_of(victim)) < ev.value(mover) && see(pos, ev, m) < 0)
        s -= (1 << 24) + (1 << 23);
    } else if (m == killers[0])
      s = (1 << 23) + 1;
    else if (m == killers[1])
      s = 1 << 23;
    else
      s = history.get(us, m);
    list.moves[n] = m;
    score[n++] = s;
  }
  list.n = n;
}

Move ScoredMoves::pick() {
  if (next >= list.n) return Move::none();
  int best = next;
  for (int i = next + 1; i < list.n; ++i)
    if (score[i] > score[best]) best = i;
  std::swap(list.moves[best], list.moves[next]);
  std::swap(score[best], score[next]);
  return list.moves[next++];
}

} // namespace chimera
