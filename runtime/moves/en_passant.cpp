// The FEN's en-passant field: which squares may be taken en passant, and which piece passed them.
//
// One square names the passed square nearest the mover's origin, as chess writes it ("e3"):
// the piece that passed it is found from the move tables, and every square from it up to that
// piece may be taken. Several squares (Fairy-Stockfish's form for custom pawns, "c5d6") name
// exactly the squares that may be taken and may also name the piece that passed them, which
// one square cannot do when two pieces could have passed it (Berolina pawns on c5 and e5
// after a double step over d6).
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <numeric>

#include "runtime/board/position.h"
#include "runtime/moves/en_passant.h"

namespace chimera {

namespace {

// The step from a towards b along their line, and how many such steps b is away.
struct Line {
  int df = 0, dr = 0, steps = 0;
};

Line line(const Variant &v, Square a, Square b) {
  const int df = v.file_of(b) - v.file_of(a), dr = v.rank_of(b) - v.rank_of(a);
  const int g = std::gcd(std::abs(df), std::abs(dr));
  return g ? Line{df / g, dr / g, g} : Line{};
}

// "c5", "c5 and e5", "c5, e5 or g5".
std::string names(const Variant &v, const SquareSet &set, const char *last = " and ") {
  std::string out;
  int left = set.count();
  set.for_each([&](Square s) {
    out += v.square_name(s);
    if (--left) out += left == 1 ? last : ", ";
  });
  return out;
}

// Does a ray of the piece (colour c, type) from `from` go to q without capturing?
bool moves_to(const Variant &v, Color c, int type, Square from, Square q) {
  for (const Ray *r = v.rays_begin(c, type, from), *e = v.rays_end(c, type, from); r != e; ++r)
    if (r->flags & RayMove)
      for (int k = 0; k < r->len; ++k)
        if (v.pool[r->first + k] == q) return true;
  return false;
}

// Fairy-Stockfish names, after a first move of a piece that is not its pawn type, the squares
// the move passed and the one it landed on ("g3g4" after a Dragon-chess pawn's g2g4). Where no
// move of the piece's type leaves en-passant squares (it has no `e` move and is not `taken en
// passant`, §6.7), nothing can take it en passant and the field names no square: is that so,
// and can the piece on q have come over exactly the squares `passed`?
bool passes_untaken(const Variant &v, Color c, int type, Square q, const SquareSet &passed,
                    const SquareSet &occupied) {
  for (Square s = 0; s < v.squares(); ++s)
    for (const Ray *r = v.rays_begin(c, type, s), *e = v.rays_end(c, type, s); r != e; ++r)
      if (r->flags & RayDoubleStep) return false;
  for (Square o = 0; o < v.squares(); ++o)
    if (v.on_board(v.file_of(o), v.rank_of(o)) && !occupied.test(o) && passed_squares(v, o, q) == passed &&
        moves_to(v, c, type, o, q))
      return true;
  return false;
}

} // namespace

SquareSet passed_squares(const Variant &v, Square a, Square b) {
  SquareSet set;
  const Line l = line(v, a, b);
  for (int k = 1; k < l.steps; ++k) set.set(v.square(v.file_of(a) + l.df * k, v.rank_of(a) + l.dr * k));
  return set;
}

int first_double_step(const Variant &v, const Ray &r, Square from) {
  if (r.kind != RayKind::Slide || !r.len) return 0;
  const Square t = v.pool[r.first];
  return std::max(std::abs(v.file_of(t) - v.file_of(from)), std::abs(v.rank_of(t) - v.rank_of(from))) > 1 ? 0
                                                                                                          : 1;
}

bool double_step(const Variant &v, Color c, int type, Square from, Square to) {
  for (const Ray *r = v.rays_begin(c, type, from), *e = v.rays_end(c, type, from); r != e; ++r) {
    if (!(r->flags & RayDoubleStep) || !(r->flags & RayMove)) continue;
    const uint8_t *sq = v.pool.data() + r->first;
    for (int k = first_double_step(v, *r, from); k < r->len; ++k)
      if (sq[k] == to) return true;
  }
  return false;
}

// Pieces of the side that just moved that can have just passed the empty square s: each stands
// beyond s on a line, with empty squares between, and has a double step onto its square from a
// square behind s (the squares it passed are empty; the origin may hold a gated piece).
SquareSet Position::ep_passers(Square s) const {
  const Variant &v = *v_;
  const Color mover = ~side_;
  SquareSet out;
  byColor_[mover].for_each([&](Square q) {
    const Line l = line(v, s, q);
    const int f = v.file_of(s), r = v.rank_of(s);
    for (int k = 1; k < l.steps; ++k)
      if (board_[v.square(f + l.df * k, r + l.dr * k)]) return;
    for (int k = 1; v.on_board(f - l.df * k, r - l.dr * k); ++k) {
      const Square o = v.square(f - l.df * k, r - l.dr * k);
      if (double_step(v, mover, type_of(board_[q]), o, q)) {
        out.set(q);
        return;
      }
      if (board_[o]) return; // a longer step would have passed this piece
    }
  });
  return out;
}

SquareSet Position::ep_takable(const SquareSet &squares, Color by) const {
  const Variant &v = *v_;
  SquareSet takable;
  squares.for_each([&](Square s) {
    const uint32_t *at = v.epTakerIndex.data() + size_t(by) * v.squares() + s;
    for (uint32_t i = at[0]; i < at[1]; ++i) {
      const Piece p = board_[v.epTakers[i].from];
      if (p && p != Wall && color_of(p) == by && (v.epTakers[i].types >> type_of(p) & 1)) {
        takable.set(s);
        break;
      }
    }
  });
  return takable;
}

bool Position::read_en_passant(const std::string &text, int column, FenError &err) {
  const Variant &v = *v_;
  auto fail = [&err](int col, std::string message) {
    err = {col, std::move(message)};
    return false;
  };
  SquareSet named;
  int count = 0;
  for (size_t i = 0; i < text.size(); ++count) {
    size_t j = i + 1;
    while (j < text.size() && std::isdigit((unsigned char)text[j])) ++j;
    const Square s = v.parse_square(text.substr(i, j - i));
    if (s == NoSquare) return fail(column + int(i), "invalid en-passant square '" + text.substr(i) + "'");
    if (named.test(s)) return fail(column + int(i), "en-passant square " + v.square_name(s) + " repeated");
    named.set(s);
    i = j;
  }
  const SquareSet occupied = byColor_[White] | byColor_[Black];
  const SquareSet pieces = named & occupied, squares = named.without(pieces);
  const Color mover = ~side_;
  if (pieces.count() == 1 && !squares.empty() && color_of(board_[pieces.first()]) == mover &&
      passes_untaken(v, mover, type_of(board_[pieces.first()]), pieces.first(), squares, occupied))
    return true; // no en-passant square
  if (count == 1 && !pieces.empty())
    return fail(column, "no piece can have just passed the en-passant square " + text);
  if (pieces.count() > 1)
    return fail(column, "the en-passant field names the pieces on " + names(v, pieces) +
                            ": at most one, the piece that passed the other squares");

  // The piece that passed the squares: the one named, or the one that can have passed them all.
  SquareSet by = pieces;
  if (by.empty()) {
    by = byColor_[mover];
    squares.for_each([&](Square s) { by &= ep_passers(s); });
    if (by.empty())
      return fail(column, "no piece can have just passed the en-passant square" +
                              std::string(count > 1 ? "s " : " ") + text);
    if (by.count() > 1)
      return fail(column, "the en-passant square" + std::string(count > 1 ? "s " : " ") + text +
                              " can have been passed by " + names(v, by, " or ") +
                              ": name the piece too, as in " + v.square_name(by.first()) + text);
  }
  const Square q = by.first();
  if (color_of(board_[q]) != mover)
    return fail(column, "the piece on " + v.square_name(q) +
                            " belongs to the side to move: it cannot have just passed " + names(v, squares));
  // One double step passes every named square (and only empty squares).
  bool passes = false;
  for (Square o = 0; o < v.squares() && !passes; ++o) {
    const SquareSet path = passed_squares(v, o, q);
    passes = double_step(v, mover, type_of(board_[q]), o, q) && (path & squares) == squares &&
             (path & occupied).empty();
  }
  if (!passes)
    return fail(column, "the piece on " + v.square_name(q) + " cannot have just passed " + names(v, squares) +
                            " in one double step");
  SquareSet passed = squares;
  if (count == 1) passed |= passed_squares(v, squares.first(), q); // every square up to the piece
  // Squares no piece of the side to move may take are dropped, as a double step leaves none.
  passed = ep_takable(passed, side_);
  if (passed.empty()) return true;
  StateInfo &st = states_.back();
  st.epVictim = q;
  st.epSquares = passed;
  return true;
}

std::string Position::en_passant_field() const {
  const Variant &v = *v_;
  const StateInfo &s = st();
  if (s.epVictim == NoSquare) return "-";
  const Square q = s.epVictim;
  // One square where it reads back the same: the one nearest the mover's origin.
  Square nearest = NoSquare;
  int farthest = -1;
  s.epSquares.for_each([&](Square e) {
    const int d = std::max(std::abs(v.file_of(e) - v.file_of(q)), std::abs(v.rank_of(e) - v.rank_of(q)));
    if (d > farthest) farthest = d, nearest = e;
  });
  SquareSet one = passed_squares(v, nearest, q);
  one.set(nearest);
  SquareSet by = ep_passers(nearest);
  if (one == s.epSquares && by.count() == 1 && by.test(q)) return v.square_name(nearest);
  // Otherwise the piece and every square, in square order, as Fairy-Stockfish writes them.
  std::string out;
  SquareSet all = s.epSquares;
  all.set(q);
  all.for_each([&](Square e) { out += v.square_name(e); });
  return out;
}

} // namespace chimera
