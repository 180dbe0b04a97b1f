// Chases, found by playing the threats out: a chase is a capture the chaser could make next
// that the other side could not legally answer by retaking (a protected piece is not chased),
// unless the piece chased outranks the chaser. Only run where a repetition is judged.
#include "runtime/rules/chase.h"

#include <utility>
#include <vector>

#include "runtime/moves/movegen.h"

namespace chimera {

namespace {

// A legal move of the side to move from `from` (any square if NoSquare) that captures on `to`.
Move legal_capture(Position &pos, Square from, Square to) {
  MoveList list;
  generate_pseudo(pos, list);
  const CheckInfo ci = check_info(pos);
  for (Move m : list)
    if (m.to() == to && (from == NoSquare || m.from() == from) && m.kind() != MoveKind::Drop &&
        m.kind() != MoveKind::Pass && pos.at(to) && legal(pos, m, ci))
      return m;
  return Move::none();
}

bool chased_here(const Position &pos, Square s) {
  const Chase &c = pos.variant().chase;
  const Piece p = pos.at(s);
  return p && c.zone[type_of(p)][color_of(p)].test(s);
}

// The squares of the chasers of colour `by` that attack s.
SquareSet chasers_of(const Position &pos, Square s, Color by) {
  SquareSet out;
  pos.attackers(s, by).for_each([&](Square a) {
    if (pos.variant().chase.rank[type_of(pos.at(a))] >= 0) out.set(a);
  });
  return out;
}

// Does the chaser on a (of the side not to move) chase the piece on t (of the side to move)?
bool chases(Position &pos, Square a, Square t) {
  const Chase &c = pos.variant().chase;
  const int ra = c.rank[type_of(pos.at(a))], rt = c.rank[type_of(pos.at(t))];
  // the piece chased outranks the chaser: to its left on the chaser's own `by` line
  const bool outranks = rt >= 0 && rt < ra && c.ladder[type_of(pos.at(a))] == c.ladder[type_of(pos.at(t))];
  if (type_of(pos.at(a)) == type_of(pos.at(t)) && !legal_capture(pos, t, a).is_none())
    return false; // a mutual attack: the piece chased may take first
  const Move pass(t, t, MoveKind::Pass);
  pos.do_move(pass);
  bool chased = false;
  if (Move take = legal_capture(pos, a, t); !take.is_none()) {
    if (outranks) {
      chased = true;
    } else {
      pos.do_move(take);
      chased = legal_capture(pos, NoSquare, take.to()).is_none();
      pos.undo_move(take);
    }
  }
  pos.undo_move(pass);
  return chased;
}

} // namespace

SquareSet play_and_find_chases(Position &pos, Move m) {
  if (!pos.variant().chase.on) return pos.do_move(m), SquareSet();
  const Color them = ~pos.side_to_move();
  std::vector<std::pair<Square, SquareSet>> before; // each target and its chasers before m
  pos.pieces(them).for_each([&](Square s) {
    if (chased_here(pos, s)) before.push_back({s, chasers_of(pos, s, ~them)});
  });
  pos.do_move(m);
  SquareSet out;
  if (m.kind() == MoveKind::Pass) return out;
  for (auto &[target, was] : before) {
    const Square s = target; // a structured binding cannot be captured before C++20
    if (!pos.at(s) || color_of(pos.at(s)) != them || !chased_here(pos, s)) continue;
    if (was.test(m.from())) was.reset(m.from()), was.set(m.to()); // the mover attacked it already
    bool hit = false;
    chasers_of(pos, s, ~them).without(was).for_each([&](Square a) { hit = hit || chases(pos, a, s); });
    if (hit) out.set(s);
  }
  return out;
}

int perpetual_chasers(const Position &now, int count) {
  if (count > now.moves_played()) return 0;
  Position pos = now;
  std::vector<Move> moves(count);
  for (int k = count - 1; k >= 0; --k) moves[k] = pos.st().move, pos.undo_move(moves[k]);
  // tracked[c]: the pieces of ~c that every move of c so far has chased, followed as they move.
  SquareSet tracked[2];
  bool moved[2] = {false, false};
  for (int k = 0; k < count; ++k) {
    const Color mover = pos.side_to_move();
    const Move m = moves[k];
    SquareSet &theirs = tracked[~mover]; // the mover's pieces that ~mover chases
    if (m.kind() != MoveKind::Pass && m.kind() != MoveKind::Drop && theirs.test(m.from()))
      theirs.reset(m.from()), theirs.set(m.to());
    const SquareSet chased = play_and_find_chases(pos, m);
    tracked[mover] = moved[mover] ? tracked[mover] & chased : chased;
    moved[mover] = true;
  }
  const Color last = ~pos.side_to_move();
  return (tracked[last].empty() ? 0 : 1) | (tracked[~last].empty() ? 0 : 2);
}

} // namespace chimera
