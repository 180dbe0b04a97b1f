#include "runtime/search/movepick.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "runtime/bitboard/movegen.h"
#include "runtime/moves/capture.h"
#include "runtime/search/see.h"

namespace chimera {

void update_stat(int16_t &h, int bonus) { h = int16_t(h + bonus - h * std::abs(bonus) / 16384); }

void Histories::clear() {
  std::memset(butterfly, 0, sizeof butterfly);
  std::memset(cont, 0, sizeof cont);
  std::memset(capture, 0, sizeof capture);
  correction.clear();
  for (auto &row : counter)
    for (Move &m : row) m = Move::none();
}

void Histories::shape(int s, int types) {
  if (s == squares && block == (2 * types + 1) * s) return;
  squares = s;
  block = (2 * types + 1) * s;
  blocks = std::max(1, (1 << ContBits) / block);
  std::memset(cont, 0, sizeof cont);
}

int Histories::quiet(Color c, Piece p, Move m, const Slots &at) const {
  int s = butterfly[c][m.from()][m.to()];
  const uint32_t within = uint32_t(p) * uint32_t(squares) + m.to();
  for (int i = 0; i < 2; ++i)
    if (at.base[i] >= 0) s += cont[i][uint32_t(at.base[i]) + within];
  return s;
}

void Histories::update_quiet(Color c, Piece p, Move m, const Slots &at, int bonus) {
  update_stat(butterfly[c][m.from()][m.to()], bonus);
  const uint32_t within = uint32_t(p) * uint32_t(squares) + m.to();
  for (int i = 0; i < 2; ++i)
    if (at.base[i] >= 0) update_stat(cont[i][uint32_t(at.base[i]) + within], bonus);
}

void Histories::update_capture(Piece p, Square to, int victim, int bonus) {
  update_stat(capture[capture_index(p, to, victim)], bonus);
}

namespace {

// A thread's room for a node's whole list while it is sorted (the node's own is the result):
// the quiet moves set apart, the whole list of the quiet moves' stage.
MoveList &spare_list() {
  thread_local MoveList spare;
  return spare;
}
Move *spare_moves() { return spare_list().moves; }

} // namespace

void ScoredMoves::generate(Position &pos, const Evaluator &ev, Move hashMove, const Move killers[2],
                           Move counter, const uint32_t ctx[2], const Histories &h, bool tacticalOnly,
                           bool staged) {
  list.n = 0;
  next = 0;
  // Out of check, with no hash move or a tactical one, the quiet moves are generated only when
  // their turn comes (add_quiets): a cut-off by the hash move or a capture saves the work.
  quietsLater =
      staged && !tacticalOnly && !pos.in_check() && (hashMove.is_none() || is_tactical(pos, hashMove));
  const bool tactical = tacticalOnly || quietsLater;
  if (quietsLater) killer[0] = killers[0], killer[1] = killers[1], counterMove = counter;
  // The bitboard path lists the legal moves in the ray generator's order, so the search sees
  // the same moves in the same order without testing each (runtime/bitboard/movegen.h).
  legalOnly = pos.variant().on_bitboards() &&
              (tactical ? bitboard::generate_tactical(pos, list) : bitboard::generate_legal(pos, list, true));
  if (!legalOnly) {
    if (tactical)
      generate_tactical(pos, list);
    else
      generate_pseudo(pos, list);
  }
  hist = &h, slots = h.slots(ctx);
  // The quiet moves left Pending go after the others, in the same order.
  Move *later = spare_moves();
  int n = 0, pending = 0;
  for (int i = 0; i < list.n; ++i) {
    const Move m = list.moves[i];
    const Piece victim = captured_piece(pos, m);
    const bool promotion = m.kind() == MoveKind::Promotion;
    const Piece mover = pos.mover(m);
    int s;
    if (m == hashMove)
      s = 1 << 30;
    else if (victim || promotion) {
      s = (1 << 24) + (victim ? ev.value(type_of(victim)) * 16 : 0) +
          (promotion ? ev.value(m.extra()) * 8 : 0) +
          (victim ? h.capture[Histories::capture_index(mover, m.to(), type_of(victim))] / 8 : 0) -
          ev.value(type_of(mover)) / 16;
    } else if (m == killers[0])
      s = (1 << 23) + 2;
    else if (m == killers[1])
      s = (1 << 23) + 1;
    else if (m == counter)
      s = 1 << 23;
    else {
      later[pending++] = m;
      continue;
    }
    list.moves[n] = m;
    doubtful[n] =
        m != hashMove && victim && !promotion && ev.value(type_of(victim)) < ev.value(type_of(mover));
    score[n++] = s;
  }
  scored = n;
  for (int i = 0; i < pending; ++i) list.moves[n] = later[i], doubtful[n] = false, score[n++] = Pending;
  list.n = n;
}

// The quiet moves of the node, after the tactical ones already listed: each move of the whole
// list that is_tactical rejects (generate_tactical listed the others, in the same order), the
// killers and the counter move among the scored ones, the rest Pending after them.
void ScoredMoves::add_quiets(Position &pos) {
  quietsLater = false;
  MoveList &all = spare_list();
  all.n = 0;
  if (legalOnly)
    bitboard::generate_legal(pos, all, true);
  else
    generate_pseudo(pos, all);
  Move *later = all.moves; // the Pending ones, compacted in place
  int n = list.n, pending = 0;
  for (int i = 0; i < all.n; ++i) {
    const Move m = all.moves[i];
    if (is_tactical(pos, m)) continue;
    const int s = m == killer[0]     ? (1 << 23) + 2
                  : m == killer[1]   ? (1 << 23) + 1
                  : m == counterMove ? 1 << 23
                                     : 0;
    if (!s) {
      later[pending++] = m;
      continue;
    }
    list.moves[n] = m, doubtful[n] = false, score[n++] = s;
  }
  scored = n;
  for (int i = 0; i < pending; ++i) list.moves[n] = later[i], doubtful[n] = false, score[n++] = Pending;
  list.n = n;
}

Move ScoredMoves::pick(Position &pos, const Evaluator &ev) {
  for (;;) {
    if (quietsLater && next >= scored) { // no tactical move left: the quiet moves' stage
      add_quiets(pos);
      continue;
    }
    if (next >= list.n) return Move::none();
    // The first of the best scores, then the moves before it one place on: the moves left
    // keep the generator's order, so that ties go the same way whatever was taken out. The
    // Pending moves (from `scored` on) are below the others but the losing captures, which
    // come after every quiet move: while a move above Pending is left, only those are read.
    int best = next;
    for (int i = next + 1; i < scored; ++i)
      if (score[i] > score[best]) best = i;
    if (quietsLater && score[best] < (1 << 23)) { // only losing captures left: the quiet moves
      add_quiets(pos);
      continue;
    }
    if (scored < list.n && (next == scored || score[best] < Pending)) {
      const Color us = pos.side_to_move(); // the quiet moves' turn: their histories now
      for (int i = scored; i < list.n; ++i)
        score[i] = hist->quiet(us, pos.mover(list.moves[i]), list.moves[i], slots);
      scored = list.n;
      continue;
    }
    if (best != next) {
      const Move m = list.moves[best];
      const int s = score[best];
      const bool d = doubtful[best];
      std::memmove(&list.moves[next + 1], &list.moves[next], size_t(best - next) * sizeof(Move));
      std::memmove(&score[next + 1], &score[next], size_t(best - next) * sizeof(int));
      std::memmove(&doubtful[next + 1], &doubtful[next], size_t(best - next) * sizeof(bool));
      list.moves[next] = m, score[next] = s, doubtful[next] = d;
    }
    if (!doubtful[next]) return list.moves[next++];
    // A capture that loses its exchange comes after the quiet moves.
    doubtful[next] = false;
    if (see(pos, ev, list.moves[next]) < 0) score[next] += LosingCapture - (1 << 24);
  }
}

int ScoredMoves::drop_quiets(Position &pos) {
  const int first = next - 1; // the move returned last, then those not returned yet
  int8_t checks[MaxMoves];
  bitboard::gives_check(pos, &list.moves[first], list.n - first, checks);
  // What the tables cannot tell, the board can without making the move: the quiet moves only
  // (the others stay whatever they check).
  for (int i = 1; i < list.n - first; ++i)
    if (checks[i] < 0 && is_tactical(pos, list.moves[first + i])) checks[i] = 0;
  pos.resolve_checks(&list.moves[first], list.n - first, checks);
  int n = next, kept = scored;
  for (int i = next; i < list.n; ++i) {
    const Move m = list.moves[i];
    if (!checks[i - first] && !is_tactical(pos, m)) {
      kept -= i < scored;
      continue;
    }
    list.moves[n] = m, score[n] = score[i], doubtful[n] = doubtful[i], ++n;
  }
  list.n = n, scored = kept;
  return checks[0];
}

} // namespace chimera
