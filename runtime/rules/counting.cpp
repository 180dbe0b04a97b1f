// Counting rules, as Fairy-Stockfish applies Makruk's, Ouk Chatrang's and ASEAN chess's: the
// count starts when the side to move qualifies and no count is running; it starts afresh when a
// capture or promotion leaves the side to move bare, and (except `bare from zero`) when a bare
// king takes the last piece that stopped the count, for that king's side.
#include "runtime/rules/counting.h"

#include "runtime/rules/goals.h"

namespace chimera {

namespace {

// Pieces of the given types on the board, both sides.
int on_board(const Position &pos, uint64_t types) {
  int n = 0;
  for (; types; types &= types - 1) {
    const int t = __builtin_ctzll(types);
    if (t >= pos.variant().ntypes()) break;
    n += pos.count(White, t) + pos.count(Black, t);
  }
  return n;
}

} // namespace

int count_limit(const Position &pos, Color x) {
  const Counting &c = pos.variant().counting;
  const int ours = pos.pieces(x).count();
  if (pos.pieces(~x).count() <= 1) return 0; // nothing to count against a bare king
  if (ours > 1) {                            // board's honour
    if (!c.board || (c.boardUpTo && ours > c.boardUpTo) || on_board(pos, c.without & ~c.boardWith)) return 0;
    return c.board;
  }
  if (on_board(pos, c.without)) return 0;
  for (const Counting::Bare &line : c.bare) { // pieces' honour: the first line that holds
    bool all = true;
    for (const Condition &cond : line.conditions) all = all && condition_holds(pos, cond, x);
    if (all) return line.limit;
  }
  return 0;
}

void Position::count_moves(Move m, Color mover) {
  const Counting &c = v_->counting;
  StateInfo &st = states_.back();
  const StateInfo &prev = states_[states_.size() - 2];
  st.countLimit = prev.countLimit;
  st.countPly = prev.countPly + (prev.countLimit != 0);
  const Color x = side_;
  const int all = byColor_[White].count() + byColor_[Black].count();
  const bool bare = byColor_[x].count() == 1;
  if (!c.fromZero && st.captured && (c.without >> type_of(st.captured) & 1) && byColor_[mover].count() == 1)
    if (int limit = count_limit(*this, mover)) st.countLimit = 2 * limit, st.countPly = 2 * all - 1;
  if (!st.countLimit || ((st.captured || m.kind() == MoveKind::Promotion) && bare))
    if (int limit = count_limit(*this, x))
      st.countLimit = 2 * limit, st.countPly = bare && !c.fromZero ? 2 * all : 0;
}

} // namespace chimera
