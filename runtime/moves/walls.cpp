#include "runtime/moves/walls.h"

namespace chimera {

namespace {

// The board after move m as far as a wall needs it, known without making the move: for the
// kinds that change nothing but the mover's square, its landing square and a victim's (no
// castling, blast, petrification, flip, gate or pusher). `at` is who stands where after it.
struct After {
  const Position &pos;
  Square from = NoSquare, to = NoSquare, gone = NoSquare; // gone: an en-passant or locust victim
  Piece mover = NoPiece;
  Piece at(Square s) const { return s == to ? mover : s == from || s == gone ? NoPiece : pos.at(s); }
};

bool predictable(const Variant &v, Move m) {
  if (v.blast.radius || v.petrify || v.flip != Flip::None || m.gate()) return false;
  switch (m.kind()) {
  case MoveKind::Normal:
  case MoveKind::DoubleStep:
  case MoveKind::Promotion:
  case MoveKind::EnPassant:
  case MoveKind::Locust: return true;
  case MoveKind::Drop: return v.dropPusher < 0;
  default: return false;
  }
}

After after(const Position &pos, Move m) {
  After a{pos};
  const Color us = pos.side_to_move();
  a.to = m.to();
  switch (m.kind()) {
  case MoveKind::Drop: a.mover = make_piece(us, m.extra()); break;
  case MoveKind::Promotion: a.from = m.from(), a.mover = make_piece(us, m.extra()); break;
  case MoveKind::EnPassant: a.from = m.from(), a.gone = pos.st().epVictim, a.mover = pos.at(a.from); break;
  case MoveKind::Locust: a.from = m.from(), a.gone = Square(m.extra()), a.mover = pos.at(a.from); break;
  default: a.from = m.from(), a.mover = pos.at(a.from); break;
  }
  return a;
}

// The empty squares a piece of colour c and type t on s could move to on the board `at` shows.
template <class At> SquareSet targets(const Position &pos, Color c, int type, Square s, const At &at) {
  const Variant &v = pos.variant();
  const uint8_t *pool = v.pool.data();
  SquareSet out;
  auto empty = [&](Square t) { return !at(t); };
  for (const Ray *r = v.rays_begin(c, type, s), *e = v.rays_end(c, type, s); r != e; ++r) {
    // A piece that has just moved has lost its first move; fallbacks are left out.
    if (!(r->flags & RayMove) || (r->flags & (RayFallback | RayFirst))) continue;
    const uint8_t *sq = pool + r->first, *b = pool + r->block;
    int k = 0;
    bool open = true;
    switch (r->kind) {
    case RayKind::Leaps:
      for (; k < r->len; ++k)
        if (empty(sq[k])) out.set(sq[k]);
      continue;
    case RayKind::Lame:
      for (int j = 0; j < r->nblock && open; ++j) open = empty(b[j]);
      for (int j = r->nblock; j < r->nblock + r->nhop && open; ++j) open = !empty(b[j]);
      if (open && !r->nlocust && empty(sq[0])) out.set(sq[0]);
      continue;
    case RayKind::Bent:
      for (int j = 0; j < r->nblock && open; ++j) open = empty(b[j]);
      if (!open) continue;
      break;
    case RayKind::Slide: break;
    case RayKind::Hop:
    case RayKind::Grasshopper: {
      while (k < r->len && empty(sq[k])) ++k;
      if (k >= r->len) continue;
      const Piece screen = at(sq[k++]);
      const bool friendly = screen != Wall && color_of(screen) == c;
      if ((r->flags & (RayFriendScreen | RayEnemyScreen)) &&
          (screen == Wall || !(r->flags & (friendly ? RayFriendScreen : RayEnemyScreen))))
        continue;
      const HopRule rule =
          v.hasHopRules && screen != Wall ? v.hop_rule(type, type_of(screen), !friendly) : HopSlide;
      if (rule == HopNone) continue;
      if (r->kind == RayKind::Grasshopper || rule == HopAdjacent) {
        if (k < r->len && empty(sq[k])) out.set(sq[k]);
        continue;
      }
      break;
    }
    }
    // A slide (or what follows a hopper's screen); a piercing one passes enemy pieces.
    const uint64_t stops = v.stopSets[r->stops];
    for (; k < r->len; ++k) {
      const Piece p = at(sq[k]);
      if (!p) {
        out.set(sq[k]);
        continue;
      }
      if (!(r->flags & RayPierce) || p == Wall || color_of(p) == c || (stops >> type_of(p) & 1)) break;
    }
  }
  return out;
}

// The squares a wall may go on after move m (pos is the position before it): empty after the
// move, in `allowed` (the zone, and the edge rule's squares), and as the placing rule says.
// The walls still standing count as filled, so a moving wall must move on.
SquareSet wall_squares(Position &pos, Move m, const SquareSet &allowed) {
  const Variant &v = pos.variant();
  const Color us = pos.side_to_move();
  if (predictable(v, m)) { // most moves: the board after it is known without making it
    const After a = after(pos, m);
    SquareSet occ = pos.occupied();
    if (a.from != NoSquare) occ.reset(a.from);
    if (a.gone != NoSquare) occ.reset(a.gone);
    occ.set(a.to);
    SquareSet out = (allowed & v.board).without(occ); // never on a hole
    if (v.walls.place == WallRules::Reachable) {      // shot as the piece that moved (unpromoted)
      const int type = type_of(a.from != NoSquare ? pos.at(a.from) : a.mover);
      out &= targets(pos, us, type, a.to, [&a](Square s) { return a.at(s); });
    } else if (v.walls.place == WallRules::Behind) {
      SquareSet left;
      if (a.from != NoSquare) left.set(a.from);
      out &= left;
    }
    return out;
  }
  // The square the mover is written to land on; a castling king lands on its own square.
  const Square to = m.kind() == MoveKind::Castling ? v.castling[m.castling()].kingTo : m.to();
  pos.do_move(m);
  SquareSet out = (allowed & v.board).without(pos.occupied());
  if (v.walls.place == WallRules::Reachable) {
    const Piece mover =
        m.kind() == MoveKind::Castling || m.kind() == MoveKind::Drop ? pos.at(to) : pos.st().moved;
    out &= mover && mover != Wall && !explodes(m.kind()) ? quiet_targets(pos, us, type_of(mover), to)
                                                         : SquareSet();
  } else if (v.walls.place == WallRules::Behind) {
    SquareSet left;
    if (m.kind() != MoveKind::Drop) left.set(m.from());
    out &= left;
  }
  pos.undo_move(m);
  return out;
}

// The zone, and for the edge rule its squares: on the board's edge or a wazir step from a wall.
SquareSet allowed_squares(const Position &pos) {
  const Variant &v = pos.variant();
  const SquareSet &zone = v.walls.zone[pos.side_to_move()];
  if (v.walls.place != WallRules::Edge) return zone;
  SquareSet edge;
  for (Square s = 0; s < v.squares(); ++s) {
    const int f = v.file_of(s), r = v.rank_of(s);
    bool near = f == 0 || r == 0 || f == v.files - 1 || r == v.ranks - 1;
    for (auto [df, dr] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}})
      near = near || (v.on_board(f + df, r + dr) && pos.walls().test(v.square(f + df, r + dr)));
    if (near) edge.set(s);
  }
  return edge & zone;
}

} // namespace

void add_walls(const Position &cpos, MoveList &list, int first, bool tactical) {
  // Each move is made and taken back to see the board it leaves: the position is unchanged.
  Position &pos = const_cast<Position &>(cpos);
  const WallRules &w = pos.variant().walls;
  const SquareSet allowed = allowed_squares(pos);
  if (!w.instead) {
    MoveList base;
    for (int i = first; i < list.n; ++i) base.add(list.moves[i]);
    list.n = first;
    for (Move m : base) {
      if (m.kind() == MoveKind::Pass) {
        list.add(m);
        continue;
      }
      wall_squares(pos, m, allowed).for_each([&](Square s) { list.add(m.with_wall(s)); });
    }
    return;
  }
  // A wall instead of a move: a pass that places one, written from the player's first piece.
  const Square at = pos.pieces(pos.side_to_move()).first();
  if (tactical || at == NoSquare) return;
  const Move pass(at, at, MoveKind::Pass);
  wall_squares(pos, pass, allowed).for_each([&](Square s) { list.add(pass.with_wall(s)); });
}

int64_t count_walled(Position &pos) {
  const Variant &v = pos.variant();
  const Color us = pos.side_to_move();
  // A wall may open a line onto a royal piece, and a side left without a wall square passes.
  if (!v.walls.place || v.walls.instead || (v.rules.passWhenStalemated >> us & 1) || !pos.royals(us).empty())
    return -1;
  MoveList list;
  generate_unwalled(pos, list);
  const CheckInfo ci = check_info(pos);
  const SquareSet allowed = allowed_squares(pos);
  int64_t n = 0;
  for (Move m : list)
    if (legal(pos, m, ci)) n += m.kind() == MoveKind::Pass ? 1 : wall_squares(pos, m, allowed).count();
  return n;
}

SquareSet quiet_targets(const Position &pos, Color c, int type, Square s) {
  return targets(pos, c, type, s, [&pos](Square t) { return pos.at(t); });
}

} // namespace chimera
