#include "runtime/bitboard/attacks.h"

namespace chimera::bitboard {

template <class BB> BB leap_attackers(const Position &pos, const BasicTables<BB> &tb, Square x, Color by) {
  BB a = 0;
  for (uint64_t b = tb.leapTypes[by] & pos.present(by); b; b &= b - 1) {
    const int t = __builtin_ctzll(b);
    a |= tb.leapers[(size_t(by) * tb.types + t) * tb.squares + x] & pos.bitboard_as<BB>(make_piece(by, t));
  }
  return a;
}

template <class BB>
BB bend_attackers(const Position &pos, const BasicTables<BB> &tb, Square x, Color by, BB occ) {
  BB a = 0;
  if (tb.benders)
    bends_through(pos, tb, x, by, [&](Square from, const BB &path) {
      if (!(path & occ)) a |= bit<BB>(from);
    });
  return a;
}

template <class BB> BB capturers(const Position &pos, const BasicTables<BB> &tb, Square x, Color by, BB occ) {
  const BB rooks = pieces_of<BB>(pos, by, tb.rookTypes[by]),
           bishops = pieces_of<BB>(pos, by, tb.bishopTypes[by]);
  return leap_attackers(pos, tb, x, by) | (rooks ? rooks & tb.sliders.rook(x, occ) : 0) |
         (bishops ? bishops & tb.sliders.bishop(x, occ) : 0) |
         (tb.benders ? bend_attackers(pos, tb, x, by, occ) : 0);
}

template <class BB>
BB hop_attackers(const Position &pos, const BasicTables<BB> &tb, Square x, Color by, BB occ) {
  BB sets[2];
  hopper_sets(pos, tb, by, sets);
  return hops_to(pos, tb, x, by, sets, occ, NoSquare, NoPiece);
}

template <class BB> bool attacked(const Position &pos, const BasicTables<BB> &tb, Square x, Color by) {
  const BB side = set_of<BB>(pos.pieces(by)), occ = side | set_of<BB>(pos.pieces(~by));
  for (int kind = 0; kind < 2; ++kind) {
    const uint64_t types = (kind ? tb.bishopTypes : tb.rookTypes)[by] & pos.present(by);
    if (!types) continue;
    const BB line = kind ? tb.sliders.bishop(x, occ) : tb.sliders.rook(x, occ);
    for (uint64_t b = types; b; b &= b - 1)
      if (line & pos.bitboard_as<BB>(make_piece(by, __builtin_ctzll(b)))) return true;
  }
  if (leap_attackers(pos, tb, x, by)) return true;
  if (tb.benders && bend_attackers(pos, tb, x, by, occ)) return true;
  if (!tb.hoppers) return false;
  if (hop_attackers(pos, tb, x, by, occ)) return true;
  if (!tb.shooters) return false;
  BB sets[8];
  shooter_sets(pos, tb, by, sets);
  const BB passable = (occ & ~side) & ~pieces_of<BB>(pos, ~by, tb.shotStops[by]);
  return bool(shots_to(tb, x, sets, occ, side, passable));
}

#define CHIMERA_ATTACKS(BB)                                                                                  \
  template bool attacked(const Position &, const BasicTables<BB> &, Square, Color);                          \
  template BB leap_attackers(const Position &, const BasicTables<BB> &, Square, Color);                      \
  template BB capturers(const Position &, const BasicTables<BB> &, Square, Color, BB);                       \
  template BB bend_attackers(const Position &, const BasicTables<BB> &, Square, Color, BB);                  \
  template BB hop_attackers(const Position &, const BasicTables<BB> &, Square, Color, BB);
CHIMERA_ATTACKS(Bitboard)
CHIMERA_ATTACKS(Wide)
CHIMERA_ATTACKS(Triple)
#undef CHIMERA_ATTACKS

} // namespace chimera::bitboard
