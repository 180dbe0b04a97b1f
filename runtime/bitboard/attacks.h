// Attacks on the bitboard path: who attacks a square by a leap, a slide, a hop or a shot, for
// any occupancy (the legal generator asks with a move's changes applied). docs/design.md
// ("Bitboards").
#pragma once

#include "runtime/bitboard/tables.h"
#include "runtime/board/position.h"
#include "runtime/moves/movegen.h"

namespace chimera::bitboard {

// Every function here is a template on the square set's type BB (Bitboard, Wide or Triple),
// given by the tables.

// Is x attacked by a piece of colour `by` (Position::attacked, from the tables)?
template <class BB> bool attacked(const Position &pos, const BasicTables<BB> &tb, Square x, Color by);
// The pieces of colour `by` that attack x by a leap.
template <class BB> BB leap_attackers(const Position &pos, const BasicTables<BB> &tb, Square x, Color by);
// The pieces of colour `by` that capture on x by a leap or a slide along the standard lines, the
// board's occupancy being occ for the slides (hops aside: hop_attackers).
template <class BB> BB capturers(const Position &pos, const BasicTables<BB> &tb, Square x, Color by, BB occ);
// The pieces of colour `by` that capture on x by a bend (TypeFacts::bends), for occupancy occ.
template <class BB>
BB bend_attackers(const Position &pos, const BasicTables<BB> &tb, Square x, Color by, BB occ);
// The pieces of colour `by` that attack x by a hop, the board's occupancy being occ (the
// pieces on it those of pos: their types decide the hop rules).
template <class BB>
BB hop_attackers(const Position &pos, const BasicTables<BB> &tb, Square x, Color by, BB occ);

// Does the move m (quiet, a capture or a drop) of the side to move check the enemy's royal piece: 1 or 0, as
// Position::in_check would answer once it is made, or -1 where this does not say (a move that
// changes more than its mover's square, a mover that hops or bends, a variant off the bitboard
// path): then the caller makes the move and asks. The search prunes quiet moves that give no
// check without making them.
int gives_check(const Position &pos, Move m);
// The same for n moves of pos at once, into out[0..n): what the royal piece's lines hold is
// found once for them all.
void gives_check(const Position &pos, const Move *moves, int n, int8_t *out);
// Under `checks forbidden` (Racing Kings): removes from list, from `start` on, the moves that
// give check, keeping the order of the others.
void drop_checking_moves(Position &pos, MoveList &list, int start);
// The rules of the whole node (`must capture`; `must drop`, while the side to move holds such a
// piece: `mustDrop`) on the legal moves of list from `start` on: removes those node_allows
// rejects, its CheckInfo found in the list itself, keeping the order of the others.
void keep_allowed(const Position &pos, MoveList &list, int start, bool mustDrop);

// The squares of s below Capacity<BB>, as a BB.
template <class BB> BB set_of(const SquareSet &s) {
  if constexpr (sizeof(BB) == 8)
    return s.word(0);
  else if constexpr (sizeof(BB) == 16)
    return BB(s.word(1)) << 64 | s.word(0);
  else
    return BB(s.word(0), s.word(1), s.word(2));
}

// The nearest piece of b on the line of direction d from a square (the line holds one).
template <class BB> Square nearest(BB b, int d) { return d & 1 ? msb(b) : lsb(b); }

// The pieces of colour c of the types in `types`.
template <class BB> BB pieces_of(const Position &pos, Color c, uint64_t types) {
  BB b = 0;
  for (types &= pos.present(c); types; types &= types - 1)
    b |= pos.bitboard_as<BB>(make_piece(c, __builtin_ctzll(types)));
  return b;
}

// The pieces of colour `by` whose slides along one direction (byDir[d]: the types seen from x
// along direction d, Tables::checkTypes or lineTypes) reach x on occupancy occ: on each line
// from x, its first piece, if of(types) (by's pieces of those types) holds it.
template <class BB, class Of>
BB line_sliders_to(const BasicTables<BB> &tb, const uint64_t (&byDir)[8], Square x, uint64_t present,
                   const BB &occ, Of of) {
  BB a = 0;
  for (int d = 0; d < 8; ++d)
    if (const uint64_t types = byDir[d] & present)
      if (const BB on = tb.sliders.ray(x, d) & occ) a |= bit<BB>(nearest(on, d)) & of(types);
  return a;
}
// Those threatening a royal piece on x: `checks` slides and slides along some directions only.
template <class BB, class Of>
BB check_sliders_to(const BasicTables<BB> &tb, Square x, Color by, uint64_t present, const BB &occ, Of of) {
  return line_sliders_to(tb, tb.checkTypes[by], x, present, occ, of);
}
template <class BB>
BB check_attackers(const Position &pos, const BasicTables<BB> &tb, Square x, Color by, const BB &occ) {
  return check_sliders_to(tb, x, by, pos.present(by), occ,
                          [&](uint64_t types) { return pieces_of<BB>(pos, by, types); });
}

// The targets of slides along the directions of `dirs` (TypeFacts::lines) from s: each line
// up to its first piece, that one included.
template <class BB> BB line_targets(const Sliders<BB> &sl, unsigned dirs, Square s, const BB &occ) {
  BB a = 0;
  for (; dirs; dirs &= dirs - 1) a |= sl.along(s, __builtin_ctz(dirs), occ);
  return a;
}

// The targets of the bends of a piece of colour c and type t on s (moves and captures alike:
// the elbow empty, then the line up to its first piece, that one included, or a lame leap's end).
template <class BB>
[[gnu::noinline]] BB bend_targets(const BasicTables<BB> &tb, int c, int t, Square s, BB occ) {
  const size_t at = (size_t(c) * tb.types + t) * tb.squares + s;
  BB a = 0;
  for (uint32_t i = tb.bendIndex[at]; i < tb.bendIndex[at + 1]; ++i) {
    const Bend &b = tb.bends[i];
    if (!has(occ, b.elbow) && (b.mid == Bend::NoMid || !has(occ, b.mid)))
      a |= b.end == Bend::Open ? tb.sliders.along(b.elbow, b.dir, occ) : bit<BB>(b.end);
  }
  return a;
}

// f(from, path) for every bend of a piece of colour `by` whose line passes through x on the
// empty board: `path` is its elbow and the squares between the elbow and x, all of which must
// be empty for the piece on `from` to attack x.
template <class BB, class F>
[[gnu::always_inline]] inline void bends_through(const Position &pos, const BasicTables<BB> &tb, Square x,
                                                 Color by, F f) {
  for (uint64_t types = tb.bendTypes[by] & pos.present(by); types; types &= types - 1) {
    const int t = __builtin_ctzll(types);
    const size_t row = (size_t(by) * tb.types + t) * tb.squares;
    for (BB b = pos.bitboard_as<BB>(make_piece(by, t)) & tb.bendReach[row + x]; b;) {
      const Square s = pop_lsb(b);
      for (uint32_t i = tb.bendIndex[row + s]; i < tb.bendIndex[row + s + 1]; ++i) {
        const Bend &bd = tb.bends[i];
        if (bd.end == Bend::Open ? has(tb.sliders.ray(bd.elbow, bd.dir), x) : bd.end == x)
          f(s, bit<BB>(bd.elbow) | tb.sliders.between(bd.elbow, x));
      }
    }
  }
}

// The pieces of colour `by` that capture by hopping, per class of lines (0: orthogonal, 1:
// diagonal).
template <class BB> void hopper_sets(const Position &pos, const BasicTables<BB> &tb, Color by, BB sets[2]) {
  for (int kind = 0; kind < 2; ++kind) sets[kind] = pieces_of<BB>(pos, by, tb.hopTypes[by][kind]);
}

// hop_attackers among the hoppers of `sets`, where the square `at` holds `put` (a move's mover,
// for the screens it makes).
template <class BB>
[[gnu::always_inline]] inline BB hops_to(const Position &pos, const BasicTables<BB> &tb, Square x, Color by,
                                         const BB sets[2], BB occ, Square at, Piece put) {
  using Bitboard = BB;
  Bitboard a = 0;
  for (int kind = 0; kind < 2; ++kind) {
    const Bitboard hoppers = sets[kind];
    if (!hoppers) continue;
    // Most squares have no hopper on their lines: the empty board's attacks say so at once.
    if (!(hoppers & (kind ? tb.sliders.bishop_lines(x) : tb.sliders.rook_lines(x)))) continue;
    for (int d = 4 * kind; d < 4 * kind + 4; ++d) {
      const Bitboard b = tb.sliders.ray(x, d) & occ;
      if (!b) continue;
      const Square screen = nearest(b, d);
      const Bitboard beyond = tb.sliders.ray(screen, d) & occ;
      if (!beyond) continue;
      const Square from = nearest(beyond, d);
      if (!(hoppers & bit<BB>(from))) continue;
      const int t = type_of(pos.at(from));
      const TypeFacts<BB> &f = tb.fact(by, t);
      if (f.grass && tb.sliders.between(x, screen)) continue; // it lands just beyond the screen
      if (f.hopRule) { // the rule of its screen: none, or only the square beyond it
        const Piece p = screen == at ? put : pos.at(screen);
        const HopRule rule = pos.variant().hop_rule(t, type_of(p), color_of(p) != by);
        if (rule == HopNone || (rule == HopAdjacent && tb.sliders.between(x, screen))) continue;
      }
      a |= bit<BB>(from);
    }
  }
  return a;
}

// The shooters of colour `by` (TypeFacts::shoot): sets[d], those whose shots hit a target from
// the line of direction d.
template <class BB> void shooter_sets(const Position &pos, const BasicTables<BB> &tb, Color by, BB sets[8]) {
  for (int d = 0; d < 8; ++d) sets[d] = pieces_of<BB>(pos, by, tb.shootTypes[by][d]);
}

// The pieces of colour `by`, the board's occupancy being occ, whose shots hit x. `side` is by's
// pieces on occ, `passable` the others the shots fly over (of types not in
// Tables::shotStops[by]). From x along each line: the first piece not passed must be by's (the
// screen) and the next piece beyond it a shooter along that line.
template <class BB>
[[gnu::always_inline]] inline BB shots_to(const BasicTables<BB> &tb, Square x, const BB sets[8], BB occ,
                                          BB side, BB passable) {
  using Bitboard = BB;
  Bitboard a = 0;
  for (int d = 0; d < 8; ++d) {
    const Bitboard shooters = sets[d] & tb.sliders.ray(x, d);
    if (!shooters) continue;
    const Bitboard b = tb.sliders.ray(x, d) & occ & ~passable;
    if (!b) continue;
    const Square screen = nearest(b, d);
    if (!(side & bit<BB>(screen))) continue; // a piece of x's side that stops the shot
    const Bitboard beyond = tb.sliders.ray(screen, d) & occ;
    if (beyond && (shooters & bit<BB>(nearest(beyond, d)))) a |= bit<BB>(nearest(beyond, d));
  }
  return a;
}

} // namespace chimera::bitboard
