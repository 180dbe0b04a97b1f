#include "runtime/moves/flips.h"

namespace chimera {

namespace {

// The four orthogonal steps first, then the diagonal ones.
constexpr int Directions[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// The colour of the piece a step d from s, if any (walls and empty squares: none).
bool owned_by(const Position &pos, Square s, const int d[2], Color c) {
  const Variant &v = pos.variant();
  const int f = v.file_of(s) + d[0], r = v.rank_of(s) + d[1];
  if (!v.on_board(f, r)) return false;
  const Piece p = pos.at(v.square(f, r));
  return p && p != Wall && color_of(p) == c;
}

// Is there a piece of colour c a step from s along the lines of `lines` (Condition::Lines)?
bool beside(const Position &pos, Square s, Color c, uint8_t lines) {
  for (int i = 0; i < 8; ++i) {
    const uint8_t line = i < 2   ? Condition::LineRanks
                         : i < 4 ? Condition::LineFiles
                                 : Condition::LineDiagonals;
    if ((lines & line) && owned_by(pos, s, Directions[i], c)) return true;
  }
  return false;
}

// `stacked from every side`: the squares a stone lands on when pushed in at an empty edge
// square and slid straight across until the next square is taken or it reaches the far edge.
SquareSet slid_in(const Position &pos) {
  const Variant &v = pos.variant();
  SquareSet out;
  auto slide = [&](int f, int r, int df, int dr) {
    if (!v.on_board(f, r) || pos.at(v.square(f, r)) || !v.board.test(v.square(f, r))) return;
    while (v.on_board(f + df, r + dr) && v.board.test(v.square(f + df, r + dr)) &&
           !pos.at(v.square(f + df, r + dr)))
      f += df, r += dr;
    out.set(v.square(f, r));
  };
  for (int r = 0; r < v.ranks; ++r) slide(0, r, 1, 0), slide(v.files - 1, r, -1, 0);
  for (int f = 0; f < v.files; ++f) slide(f, 0, 0, 1), slide(f, v.ranks - 1, 0, -1);
  return out;
}

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
  const SquareSet slid = v.dropEverySide ? slid_in(pos) : SquareSet();
  empty.for_each([&](Square s) {
    const int f = v.file_of(s), r = v.rank_of(s);
    if (v.dropStacked && r > 0 && !pos.at(v.square(f, r - 1))) return; // nothing below it
    if (v.dropEverySide && !slid.test(s)) return;
    if (v.dropAdjacent && !beside(pos, s, c, Condition::LineAll)) return;
    if (v.dropAway && beside(pos, s, ~c, v.dropAway)) return;
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
void Position::flip(Square to, bool drop, StateInfo &st) {
  const Variant &v = *v_;
  const Color us = side_;
  if (v.flip == Flip::AdjacentUnlessLone && drop && !beside(*this, to, us, Condition::LineAll))
    return; // a lone drop
  const uint64_t royal = v.royalTypes | v.royalLastTypes;
  const int f = v.file_of(to), r = v.rank_of(to);
  for (const auto &d : Directions) {
    const int n = v.flip == Flip::Enclosed ? enclosed(*this, us, to, d) : 1;
    for (int k = 1; k <= n && v.on_board(f + k * d[0], r + k * d[1]); ++k) {
      const Square s = v.square(f + k * d[0], r + k * d[1]);
      if (const Piece p = board_[s]; p && p != Wall && color_of(p) != us && !(royal >> type_of(p) & 1))
        change(s, make_piece(us, type_of(p)), st);
    }
  }
}

} // namespace chimera
