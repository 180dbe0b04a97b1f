#include "runtime/moves/flips.h"

namespace chimera {

namespace {

constexpr int Directions[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// How many enemy pieces of colour c's opponent lie in a row from s in direction d, closed by a
// piece of c's beyond them (0 if the row is not closed so).
int enclosed(const Position &pos, Color c, Square s, const int d[2]) {
  const Variant &v = pos.variant();
  int f = v.file_of(s) + d[0], r = v.rank_of(s) + d[1], n = 0;
  for (; v.on_board(f, r); f += d[0], r += d[1], ++n) {
    const Piece p = pos.at(v.square(f, r));
    if (!p || p == Wall) return 0;
    if (color_of(p) == c) return n;
  }
  return 0;
}

} // namespace

SquareSet drop_rule_squares(const Position &pos, Color c) {
  const Variant &v = pos.variant();
  const SquareSet empty = v.board.without(pos.occupied());
  // Reversi's opening: the centre fills first, whatever else the rules say.
  if (!(empty & v.dropOpening[c]).empty()) return empty & v.dropOpening[c];
  SquareSet out;
  empty.for_each([&](Square s) {
    const int f = v.file_of(s), r = v.rank_of(s);
    if (v.dropStacked && r > 0 && !pos.at(v.square(f, r - 1))) return; // nothing below it
    if (v.dropAdjacent) {
      bool near = false;
      for (const auto &d : Directions)
        if (v.on_board(f + d[0], r + d[1]))
          if (Piece p = pos.at(v.square(f + d[0], r + d[1])); p && p != Wall && color_of(p) == c) near = true;
      if (!near) return;
    }
    if (v.dropEnclosing) {
      bool encloses = false;
      for (const auto &d : Directions) encloses = encloses || enclosed(pos, c, s, d) > 0;
      if (!encloses) return;
    }
    out.set(s);
  });
  return out;
}

// After a move that lands on `to`: the enemy pieces next to it (Ataxx), or those in rows
// enclosed between it and a piece of the mover's (Reversi), change sides. A royal piece keeps
// its side: a flipped one would leave its side without one and give the mover a royal piece
// the move's legality test never saw (found by tools/scripts/random_definitions.py).
void Position::flip(Square to, StateInfo &st) {
  const Variant &v = *v_;
  const Color us = side_;
  const uint64_t royal = v.royalTypes | v.royalLastTypes;
  const int f = v.file_of(to), r = v.rank_of(to);
  for (const auto &d : Directions) {
    const int n = v.flip == Flip::Adjacent ? 1 : enclosed(*this, us, to, d);
    for (int k = 1; k <= n && v.on_board(f + k * d[0], r + k * d[1]); ++k) {
      const Square s = v.square(f + k * d[0], r + k * d[1]);
      if (const Piece p = board_[s]; p && p != Wall && color_of(p) != us && !(royal >> type_of(p) & 1))
        change(s, make_piece(us, type_of(p)), st);
    }
  }
}

} // namespace chimera
