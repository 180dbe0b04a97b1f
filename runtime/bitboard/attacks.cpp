#include "runtime/bitboard/attacks.h"

namespace chimera::bitboard {

Bitboard leap_attackers(const Position &pos, const Tables &tb, Square x, Color by) {
  Bitboard a = 0;
  for (uint64_t b = tb.leapTypes[by] & pos.present(by); b; b &= b - 1) {
    const int t = __builtin_ctzll(b);
    a |= tb.leapers[(size_t(by) * tb.types + t) * tb.squares + x] & pos.bitboard(make_piece(by, t));
  }
  return a;
}

Bitboard capturers(const Position &pos, const Tables &tb, Square x, Color by, Bitboard occ) {
  const Bitboard rooks = pieces_of(pos, by, tb.rookTypes[by]),
                 bishops = pieces_of(pos, by, tb.bishopTypes[by]);
  return leap_attackers(pos, tb, x, by) | (rooks ? rooks & tb.sliders.rook(x, occ) : 0) |
         (bishops ? bishops & tb.sliders.bishop(x, occ) : 0);
}

Bitboard hop_attackers(const Position &pos, const Tables &tb, Square x, Color by, Bitboard occ) {
  Bitboard sets[2];
  hopper_sets(pos, tb, by, sets);
  return hops_to(pos, tb, x, by, sets, occ, NoSquare, NoPiece);
}

bool attacked(const Position &pos, const Tables &tb, Square x, Color by) {
  const Bitboard side = pos.pieces(by).word(0), occ = side | pos.pieces(~by).word(0);
  for (int kind = 0; kind < 2; ++kind) {
    const uint64_t types = (kind ? tb.bishopTypes : tb.rookTypes)[by] & pos.present(by);
    if (!types) continue;
    const Bitboard line = kind ? tb.sliders.bishop(x, occ) : tb.sliders.rook(x, occ);
    for (uint64_t b = types; b; b &= b - 1)
      if (line & pos.bitboard(make_piece(by, __builtin_ctzll(b)))) return true;
  }
  if (leap_attackers(pos, tb, x, by)) return true;
  if (!tb.hoppers) return false;
  if (hop_attackers(pos, tb, x, by, occ)) return true;
  if (!tb.shooters) return false;
  Bitboard sets[8];
  shooter_sets(pos, tb, by, sets);
  const Bitboard passable = (occ & ~side) & ~pieces_of(pos, ~by, tb.shotStops[by]);
  return shots_to(tb, x, sets, occ, side, passable);
}

} // namespace chimera::bitboard
