#include "runtime/moves/flips.h"

namespace chimera {

namespace {

// The four orthogonal steps first, then the diagonal ones.
constexpr auto &Directions = Variant::KingSteps;

// The line of Condition::Lines that king step d lies on.
constexpr uint8_t line_of(int d) {
  return d < 2 ? Condition::LineRanks : d < 4 ? Condition::LineFiles : Condition::LineDiagonals;
}

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
  for (int i = 0; i < 8; ++i)
    if ((lines & line_of(i)) && owned_by(pos, s, Directions[i], c)) return true;
  return false;
}

// Set operations the same on a SquareSet and on one word (a board of at most 64 squares).
SquareSet without(const SquareSet &a, const SquareSet &b) { return a.without(b); }
uint64_t without(uint64_t a, uint64_t b) { return a & ~b; }
bool none(const SquareSet &a) { return a.empty(); }
bool none(uint64_t a) { return !a; }
template <class Set> Set as(const SquareSet &s);
template <> SquareSet as(const SquareSet &s) { return s; }
template <> uint64_t as(const SquareSet &s) { return s.word(0); }
SquareSet step(const Variant &v, const SquareSet &s, int d) { return v.step(s, d); }
uint64_t step(const Variant &v, uint64_t s, int d) {
  const int n = Directions[d][0] + Directions[d][1] * v.files;
  s &= v.stepFrom[d].word(0);
  return n > 0 ? s << n : s >> -n;
}

// The squares a step along the lines of `lines` from a member of `set`.
template <class Set> Set next_to(const Variant &v, const Set &set, uint8_t lines) {
  Set out{};
  for (int d = 0; d < 8; ++d)
    if (lines & line_of(d)) out |= step(v, set, d);
  return out;
}

// The empty squares from which a row of `theirs` runs in some direction up to one of `ours`:
// per direction, the rows grown a step at a time from next to ours (Reversi's move finder).
template <class Set> Set enclosing(const Variant &v, Set ours, Set theirs, Set empty) {
  Set out{};
  for (int d = 0; d < 8; ++d) {
    Set row = step(v, ours, d) & theirs;
    for (Set grown = row; !none(grown); row |= grown) grown = without(step(v, row, d), row) & theirs;
    out |= step(v, row, d) & empty;
  }
  return out;
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

namespace {

// drop_rule_squares on sets of squares of type Set, from the empty ones.
template <class Set> Set drop_rules(const Position &pos, Color c, Set empty) {
  const Variant &v = pos.variant();
  const Set ours = as<Set>(pos.pieces(c)), theirs = as<Set>(pos.pieces(~c));
  if (v.dropStacked) // on the first rank, or on a piece or a wall
    empty &= without(as<Set>(v.board), as<Set>(v.stepFrom[3])) | step(v, as<Set>(pos.occupied()), 2);
  if (v.dropEverySide) empty &= as<Set>(slid_in(pos));
  if (v.dropAdjacent) empty &= next_to(v, ours, Condition::LineAll);
  if (v.dropAway) empty = without(empty, next_to(v, theirs, v.dropAway));
  if (v.dropEnclosing) empty = enclosing(v, ours, theirs, empty);
  return empty;
}

} // namespace

SquareSet drop_rule_squares(const Position &pos, Color c) {
  const Variant &v = pos.variant();
  const SquareSet empty = v.board.without(pos.occupied());
  // Reversi's opening: the centre fills first, whatever else the rules say.
  if (!(empty & v.dropOpening[c]).empty()) return empty & v.dropOpening[c];
  if (v.squares() > 64) return drop_rules(pos, c, empty);
  SquareSet out;
  out.add_word(0, drop_rules(pos, c, empty.word(0)));
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
  auto turn = [&](Square s) {
    if (const Piece p = board_[s]; p && p != Wall && color_of(p) != us && !(royal >> type_of(p) & 1))
      change(s, make_piece(us, type_of(p)), st);
  };
  if (v.flip == Flip::Enclosed && v.squares() <= 64) {
    // Per direction, the row of enemy pieces grown from `to` a step at a time: enclosed when
    // the step beyond its end is ours.
    const uint64_t ours = byColor_[us].word(0), theirs = byColor_[~us].word(0);
    uint64_t turned = 0;
    for (int d = 0; d < 8; ++d) {
      uint64_t row = 0, next = step(v, uint64_t(1) << to, d) & theirs;
      for (; next; next = step(v, next, d) & theirs) row |= next;
      if (row && (step(v, row, d) & ours)) turned |= row;
    }
    for (; turned; turned &= turned - 1) turn(Square(__builtin_ctzll(turned)));
    return;
  }
  const int f = v.file_of(to), r = v.rank_of(to);
  for (const auto &d : Directions) {
    const int n = v.flip == Flip::Enclosed ? enclosed(*this, us, to, d) : 1;
    for (int k = 1; k <= n && v.on_board(f + k * d[0], r + k * d[1]); ++k) {
      turn(v.square(f + k * d[0], r + k * d[1]));
    }
  }
}

} // namespace chimera
