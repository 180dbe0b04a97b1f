#include "runtime/rules/shuttle.h"

namespace chimera {

namespace {

// A plain move of a piece from one square to another: what can be reversed exactly.
bool plain(Move m) { return m.kind() == MoveKind::Normal && !m.gate() && m.wall() == NoSquare; }

// Is b the move a undone: the same piece's plain move back?
bool reverses(Move b, Move a) { return plain(a) && plain(b) && b.from() == a.to() && b.to() == a.from(); }

} // namespace

bool shuttled(const Position &pos) {
  const Variant &v = pos.variant();
  if (!v.rules.shuttling) return false;
  // The moves of the side that just moved, latest first: move k led to the position 2k plies ago.
  const int played = pos.moves_played();
  const int window = v.capturesToHand ? played : std::min(pos.rule50(), played);
  auto mine = [&](int k) { return pos.st(2 * k).move; };
  const Move last = mine(0);
  if (window < 8 || !plain(last) || !(v.rules.shuttleTypes >> type_of(pos.at(last.to())) & 1)) return false;
  // The shuttle's last four moves, or three with a pass before the last: then one more back.
  const bool passed = mine(1).kind() == MoveKind::Pass;
  if (!passed && !reverses(mine(1), last)) return false;
  const int first = passed ? 5 : 4; // the move that brought the piece to A
  if (window < 2 * first) return false;
  for (int k = 2; k < first; ++k)
    if (!reverses(mine(k), k == 2 && passed ? last : mine(k - 1))) return false;
  const Move arrival = mine(first);
  if (arrival.to() != mine(first - 1).from() || pos.st(2 * first).captured) return false;
  // Not in check before any of them: the positions 1, 3, ... plies ago, the one before the
  // arrival only where the window reaches it.
  Position back = pos;
  for (int ply = 1; ply <= 2 * first + 1 && ply <= window; ++ply) {
    back.undo_move(back.st().move);
    if (ply % 2 == 1 && back.in_check()) return false;
  }
  return true;
}

} // namespace chimera
