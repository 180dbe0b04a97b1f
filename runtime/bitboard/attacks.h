// Attacks on the bitboard path: who attacks a square by a leap, a slide, a hop or a shot, for
// any occupancy (the legal generator asks with a move's changes applied). docs/design.md
// ("Bitboards").
#pragma once

#include "runtime/bitboard/tables.h"
#include "runtime/board/position.h"

namespace chimera::bitboard {

// Is x attacked by a piece of colour `by` (Position::attacked, from the tables)?
bool attacked(const Position &pos, const Tables &tb, Square x, Color by);
// The pieces of colour `by` that attack x by a leap.
uint64_t leap_attackers(const Position &pos, const Tables &tb, Square x, Color by);
// The pieces of colour `by` that capture on x by a leap or a slide along the standard lines, the
// board's occupancy being occ for the slides (hops aside: hop_attackers).
uint64_t capturers(const Position &pos, const Tables &tb, Square x, Color by, uint64_t occ);
// The pieces of colour `by` that attack x by a hop, the board's occupancy being occ (the
// pieces on it those of pos: their types decide the hop rules).
uint64_t hop_attackers(const Position &pos, const Tables &tb, Square x, Color by, uint64_t occ);

// The nearest piece of b on the line of direction d from a square (the line holds one).
inline Square nearest(Bitboard b, int d) { return d & 1 ? msb(b) : lsb(b); }

// The pieces of colour c of the types in `types`.
inline Bitboard pieces_of(const Position &pos, Color c, uint64_t types) {
  Bitboard b = 0;
  for (types &= pos.present(c); types; types &= types - 1)
    b |= pos.bitboard(make_piece(c, __builtin_ctzll(types)));
  return b;
}

// The pieces of colour `by` that capture by hopping, per class of lines (0: orthogonal, 1:
// diagonal).
inline void hopper_sets(const Position &pos, const Tables &tb, Color by, Bitboard sets[2]) {
  for (int kind = 0; kind < 2; ++kind) sets[kind] = pieces_of(pos, by, tb.hopTypes[by][kind]);
}

// hop_attackers among the hoppers of `sets`, where the square `at` holds `put` (a move's mover,
// for the screens it makes).
[[gnu::always_inline]] inline Bitboard hops_to(const Position &pos, const Tables &tb, Square x, Color by,
                                               const Bitboard sets[2], Bitboard occ, Square at, Piece put) {
  Bitboard a = 0;
  for (int kind = 0; kind < 2; ++kind) {
    const Bitboard hoppers = sets[kind];
    if (!hoppers) continue;
    // Most squares have no hopper on their lines: the empty board's attacks say so at once.
    if (!(hoppers & (kind ? tb.sliders.bishop(x, 0) : tb.sliders.rook(x, 0)))) continue;
    for (int d = 4 * kind; d < 4 * kind + 4; ++d) {
      const Bitboard b = tb.sliders.ray(x, d) & occ;
      if (!b) continue;
      const Square screen = nearest(b, d);
      const Bitboard beyond = tb.sliders.ray(screen, d) & occ;
      if (!beyond) continue;
      const Square from = nearest(beyond, d);
      if (!(hoppers & bit(from))) continue;
      const int t = type_of(pos.at(from));
      if (tb.fact(by, t).hopRule) { // the rule of its screen: none, or only the square beyond it
        const Piece p = screen == at ? put : pos.at(screen);
        const HopRule rule = pos.variant().hop_rule(t, type_of(p), color_of(p) != by);
        if (rule == HopNone || (rule == HopAdjacent && tb.sliders.between(x, screen))) continue;
      }
      a |= bit(from);
    }
  }
  return a;
}

// The shooters of colour `by` (TypeFacts::shoot): sets[d], those whose shots hit a target from
// the line of direction d.
inline void shooter_sets(const Position &pos, const Tables &tb, Color by, Bitboard sets[8]) {
  for (int d = 0; d < 8; ++d) sets[d] = pieces_of(pos, by, tb.shootTypes[by][d]);
}

// The pieces of colour `by`, the board's occupancy being occ, whose shots hit x. `side` is by's
// pieces on occ, `passable` the others the shots fly over (of types not in
// Tables::shotStops[by]). From x along each line: the first piece not passed must be by's (the
// screen) and the next piece beyond it a shooter along that line.
[[gnu::always_inline]] inline Bitboard shots_to(const Tables &tb, Square x, const Bitboard sets[8],
                                                Bitboard occ, Bitboard side, Bitboard passable) {
  Bitboard a = 0;
  for (int d = 0; d < 8; ++d) {
    const Bitboard shooters = sets[d] & tb.sliders.ray(x, d);
    if (!shooters) continue;
    const Bitboard b = tb.sliders.ray(x, d) & occ & ~passable;
    if (!b) continue;
    const Square screen = nearest(b, d);
    if (!(side & bit(screen))) continue; // a piece of x's side that stops the shot
    const Bitboard beyond = tb.sliders.ray(screen, d) & occ;
    if (beyond && (shooters & bit(nearest(beyond, d)))) a |= bit(nearest(beyond, d));
  }
  return a;
}

} // namespace chimera::bitboard
