// Two drop rules of the bitboard generator (runtime/bitboard/movegen.cpp), found per node as
// sets of squares: where a drop would give check (`no-mate`: such drops are tested for a reply),
// and where a drop keeps `opposite-colours` types on both square colours.
#pragma once

#include "runtime/bitboard/node.h"

namespace chimera::bitboard {

// The empty squares from which a piece of ours of type d would attack an enemy royal piece
// now: where its drop gives check. Every square where the tables do not say (our hoppers may
// hop over the new piece).
template <class BB> BB checking_squares(const Node<BB> &node, int d) {
  const BasicTables<BB> &tb = node.tb;
  const TypeFacts<BB> &f = tb.fact(node.us, d);
  if (tb.hoppers || f.bends || f.hop || f.shoot) return ~BB(0);
  BB from = 0;
  node.pos.royals(node.them).for_each([&](Square k) {
    if (tb.leapTypes[node.us] >> d & 1) from |= tb.leapers[(size_t(node.us) * node.T + d) * node.S + k];
    if (tb.rookTypes[node.us] >> d & 1) from |= tb.sliders.rook(k, node.occ);
    if (tb.bishopTypes[node.us] >> d & 1) from |= tb.sliders.bishop(k, node.occ);
    for (int dir = 0; dir < 8 && tb.checkSliders; ++dir)
      if (tb.checkTypes[node.us][dir] >> d & 1) from |= tb.sliders.along(k, dir, node.occ);
  });
  return from & ~node.occ;
}

// `opposite-colours`: the squares where a drop of type d leaves each such type of ours room to
// stand on both colours. A piece of such a type goes on a colour that holds fewer than half of
// them (rounded up); any drop leaves each such type, on the board or in hand, enough empty
// squares of its zone of each colour (half of them, rounded down).
template <class BB> BB colours_allow(const Node<BB> &node, int d) {
  const Variant &v = node.v;
  const Position &pos = node.pos;
  const BB *colour = node.tb.colours;
  BB ok = ~BB(0);
  for (uint64_t types = v.oppositeColours; types; types &= types - 1) {
    const int b = __builtin_ctzll(types), n = pos.count(node.us, b) + pos.hand(node.us, b);
    const BB mine = pos.bitboard_as<BB>(make_piece(node.us, b)),
             free = set_of<BB>(v.dropZone[size_t(node.us) * node.T + b]) & ~node.occ;
    for (int k = 0; k < 2; ++k) {
      const int on = popcount(mine & colour[k]);
      if (b == d) {
        if (on + 1 > (n + 1) / 2) ok &= ~colour[k];
        continue;
      }
      const int room = on + popcount(free & colour[k]);
      if (room < n / 2) return 0;
      if (room - 1 < n / 2) ok &= ~(free & colour[k]); // taking one of them leaves too few
    }
  }
  return ok;
}

} // namespace chimera::bitboard
