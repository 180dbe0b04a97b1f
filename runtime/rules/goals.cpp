// Goals: the ways a game ends other than by having no move. They are checked at the start of
// every turn, for the player who has just moved first, then for the player to move; the first
// goal met decides.
#include "runtime/rules/goals.h"

#include "runtime/moves/movegen.h"
#include "runtime/rules/draw_points.h"

namespace chimera {

namespace {

bool compare(int have, Condition::Op op, int bound) {
  switch (op) {
  case Condition::Eq: return have == bound;
  case Condition::Lt: return have < bound;
  case Condition::Le: return have <= bound;
  case Condition::Gt: return have > bound;
  case Condition::Ge: return have >= bound;
  }
  return false;
}

// Pieces of colour c and of the given types on the board.
int on_board(const Position &pos, Color c, uint64_t types) {
  int n = 0;
  for (uint64_t b = types & ((uint64_t(1) << pos.variant().ntypes()) - 1); b; b &= b - 1)
    n += pos.count(c, __builtin_ctzll(b));
  return n;
}

// Do n of colour c's pieces of `types` stand in a row (next to each other), on one line
// (`line`: anywhere on it), or fill an n x n square (`block`)?
bool aligned(const Position &pos, const Condition &c, Color who) {
  const Variant &v = pos.variant();
  auto ours = [&](int f, int r) {
    if (!v.on_board(f, r)) return false;
    const Piece p = pos.at(v.square(f, r));
    return p && p != Wall && color_of(p) == who && (c.types >> type_of(p) & 1);
  };
  bool found = false;
  pos.pieces(who).for_each([&](Square s) {
    const int f = v.file_of(s), r = v.rank_of(s);
    if (found || !ours(f, r)) return;
    if (c.kind == Condition::Block) {
      bool full = true;
      for (int i = 0; i < c.n && full; ++i)
        for (int j = 0; j < c.n && full; ++j) full = ours(f + i, r + j);
      found = full;
      return;
    }
    const int dirs[4][3] = {{1, 0, Condition::LineRanks},
                            {0, 1, Condition::LineFiles},
                            {1, 1, Condition::LineDiagonals},
                            {1, -1, Condition::LineDiagonals}};
    for (const auto &d : dirs) {
      if (!(c.lines & d[2])) continue;
      int n = 1;
      if (c.kind == Condition::InRow) { // counted from the first piece of the row only
        if (ours(f - d[0], r - d[1])) continue;
        while (ours(f + n * d[0], r + n * d[1])) ++n;
      } else { // every piece of the line through s
        n = 0;
        for (int k = -std::max(v.files, v.ranks); k <= std::max(v.files, v.ranks); ++k)
          n += ours(f + k * d[0], r + k * d[1]);
      }
      if (n >= c.n) found = true;
    }
  });
  return found;
}

// Does a chain of colour c's pieces of `types`, each a step along c.lines from the next, join a
// square of c.region to one of c.target?
bool connected(const Position &pos, const Condition &c, Color who) {
  const Variant &v = pos.variant();
  SquareSet ours;
  pos.pieces(who).for_each([&](Square s) {
    if (c.types >> type_of(pos.at(s)) & 1) ours.set(s);
  });
  SquareSet reached = ours & c.region[who], frontier = reached;
  const int steps[8][3] = {{1, 0, Condition::LineRanks},      {-1, 0, Condition::LineRanks},
                           {0, 1, Condition::LineFiles},      {0, -1, Condition::LineFiles},
                           {1, 1, Condition::LineDiagonals},  {-1, -1, Condition::LineDiagonals},
                           {1, -1, Condition::LineDiagonals}, {-1, 1, Condition::LineDiagonals}};
  while (!frontier.empty()) {
    if (!(frontier & c.target[who]).empty()) return true;
    SquareSet next;
    frontier.for_each([&](Square s) {
      for (const auto &d : steps) {
        const int f = v.file_of(s) + d[0], r = v.rank_of(s) + d[1];
        if ((c.lines & d[2]) && v.on_board(f, r) && ours.test(v.square(f, r)) &&
            !reached.test(v.square(f, r)))
          next.set(v.square(f, r));
      }
    });
    reached |= next;
    frontier = next;
  }
  return false;
}

// Does condition c hold for side x? With `margin`, lower bounds on the counts of `strong`'s
// pieces must hold with one piece to spare (one capture cannot undo them), and a reach, which
// the other side may break up, never holds.
bool holds(Position &pos, const Condition &c, Color x, int margin = 0, Color strong = White) {
  const Color who = c.opponent ? ~x : x;
  switch (c.kind) {
  case Condition::Count: {
    if (c.inRegion) { // the other side may move pieces in or out: never judged early
      int n = 0;
      (pos.pieces(who) & c.region[who]).for_each([&](Square s) { n += c.types >> type_of(pos.at(s)) & 1; });
      return !margin && compare(n, c.op, c.n);
    }
    int bound = c.n;
    if (margin && who == strong && (c.op == Condition::Gt || c.op == Condition::Ge)) bound += margin;
    return compare(pos.count_with_hand(who, c.types), c.op, bound);
  }
  case Condition::Reach: {
    if (margin) return false;
    int n = 0;
    (pos.pieces(who) & c.region[who]).for_each([&](Square s) {
      if ((c.types >> type_of(pos.at(s)) & 1) && (!c.safe || !pos.attacked(s, ~who))) ++n;
    });
    return n >= c.n;
  }
  case Condition::Checks: return !margin && pos.st().checks[who] == 0;
  case Condition::BoardFull: return !margin && pos.variant().board.without(pos.occupied()).empty();
  case Condition::RegionFull:
    return !margin && (c.region[who] & pos.variant().board).without(pos.occupied()).empty();
  case Condition::Castled: {
    const Move m = pos.st().move;
    return !margin && who != pos.side_to_move() && m.kind() == MoveKind::Castling &&
           (!c.n || pos.variant().castling[m.castling()].kingside == (c.n == 1));
  }
  case Condition::CastlingLost: {
    const unsigned wings = c.n ? 1u << (c.n - 1) : 3u; // bit 0 kingside, bit 1 queenside
    return !margin && !(pos.castling_rights() >> (2 * who) & wings);
  }
  case Condition::BothPassed: return !margin && pos.st().passes >= 2;
  case Condition::More: return !margin && on_board(pos, who, c.types) > on_board(pos, ~who, c.types);
  case Condition::Fewer: return !margin && on_board(pos, who, c.types) < on_board(pos, ~who, c.types);
  case Condition::InRow:
  case Condition::InLine:
  case Condition::Block: return !margin && aligned(pos, c, who);
  case Condition::Connect: return !margin && connected(pos, c, who);
  case Condition::Stalemated:
    return !margin && who == pos.side_to_move() && !pos.st().ended && !pos.in_check() && !has_legal_move(pos);
  }
  return false;
}

// The conditions that generate moves (`stalemated`) are asked last: `stalemated and more Stone`
// looks for a move only where the count holds.
bool holds(Position &pos, const Goal &g, Color x, int margin = 0, Color strong = White) {
  for (int last = 0; last < 2; ++last)
    for (const Condition &c : g.conditions)
      if ((c.kind == Condition::Stalemated) == bool(last) && !holds(pos, c, x, margin, strong)) return false;
  return true;
}

bool concerns(const Goal &g, Color x) { return g.sides >> x & 1; }

// Does any goal of side x hold now (whatever its timing)?
bool any_goal(Position &pos, Color x) {
  for (const Goal &g : pos.variant().goals)
    if (concerns(g, x) && holds(pos, g, x)) return true;
  return false;
}

// Can the side to move answer g at once: with a move that meets one of its own goals, or with
// g's answer, a move (not in check) of a piece of its types into its region?
bool can_answer(Position &pos, const Goal &g) {
  const Color us = pos.side_to_move();
  if (g.answerTypes && pos.in_check()) return false;
  MoveList list;
  generate_pseudo(pos, list);
  const CheckInfo ci = check_info(pos);
  for (Move m : list) {
    if (g.answerTypes) {
      const Piece p = m.kind() == MoveKind::Drop || m.kind() == MoveKind::Pass ? NoPiece : pos.at(m.from());
      if (p && (g.answerTypes >> type_of(p) & 1) && g.answerRegion[us].test(m.to()) && legal(pos, m, ci))
        return true;
      continue;
    }
    if (!legal(pos, m, ci)) continue;
    pos.do_move(m);
    const bool met = any_goal(pos, us);
    pos.undo_move(m);
    if (met) return true;
  }
  return false;
}

// The side the goal's result is bad for replies to it: the opponent for a win, x for a loss.
Color replier(const Goal &g, Color x) { return g.result == Outcome::Loss ? x : ~x; }

Outcome for_side_to_move(Outcome o, Color x, Color us) {
  if (x == us || o == Outcome::Draw) return o;
  return o == Outcome::Win ? Outcome::Loss : Outcome::Win;
}

} // namespace

// The counting rules ask only about counts (sema allows no other condition in a `bare` line):
// only a stalemate needs to make moves, and it undoes them.
bool condition_holds(const Position &pos, const Condition &c, Color x) {
  return holds(const_cast<Position &>(pos), c, x);
}

bool castled_counts(const Variant &v) {
  for (const Goal &g : v.goals)
    for (const Condition &c : g.conditions)
      if (c.kind == Condition::Castled) return true;
  return false;
}

bool goal_reached(Position &pos, Outcome &result, const Goal **decided) {
  const Variant &v = pos.variant();
  if (const uint32_t gate = v.goalGate) { // every goal needs one of these: does any hold?
    auto in = [gate](Condition::Kind k) { return gate >> k & 1; };
    if (!(in(Condition::BoardFull) && v.board.without(pos.occupied()).empty()) &&
        !(in(Condition::BothPassed) && pos.st().passes >= 2) &&
        !(in(Condition::Stalemated) && !pos.st().ended && !pos.in_check() && !has_legal_move(pos)))
      return false;
  }
  const Goal *none = nullptr;
  const Goal *&by = decided ? *decided : none;
  const Color us = pos.side_to_move(), them = ~us;
  // An `unless answered` goal the side to move has met: the last move may have answered it.
  auto answered = [&]() {
    for (const Goal &g : v.goals)
      if (g.timing == Goal::UnlessAnswered && concerns(g, us) && holds(pos, g, us)) return true;
    return false;
  };
  // A goal's draw that points decide (`decided by points`) goes to the side with more.
  auto ends = [&](const Goal &g, Outcome o) {
    result = g.byPoints ? decide_draw(pos, o) : o;
    return true;
  };
  for (Color x : {them, us})
    for (const Goal &g : v.goals) {
      if (!concerns(g, x)) continue;
      const bool met = holds(pos, g, x);
      by = &g;
      switch (g.timing) {
      case Goal::AfterMoving: // met by the other side's move, it waits for this side's own
        if (x == us) continue;
        [[fallthrough]];
      case Goal::Now:
        if (!met) continue;
        if (x == them && answered()) return by = nullptr, result = Outcome::Draw, true;
        return ends(g, for_side_to_move(g.result, x, us));
      case Goal::AfterReply:
        // Met once the replier has had its move, or before when one capture cannot undo it.
        if (replier(g, x) == us ? !holds(pos, g, x, 1, ~us) : !met) continue;
        return ends(g, for_side_to_move(g.result, x, us));
      case Goal::UnlessAnswered:
        if (!met) continue;
        if (x == us) {
          if (any_goal(pos, them)) return by = nullptr, result = Outcome::Draw, true;
          return ends(g, g.result);
        }
        if (can_answer(pos, g)) continue;
        return ends(g, for_side_to_move(g.result, x, us));
      }
    }
  return false;
}

} // namespace chimera
