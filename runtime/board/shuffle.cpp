#include "runtime/board/shuffle.h"

#include <random>
#include <vector>

namespace chimera {

bool shuffle_allows(const Variant &v, const Position &pos, std::string &why) {
  if (!v.shuffle) return true;
  const SquareSet &squares = v.shuffle->squares[White];
  auto names = [&](uint64_t types) {
    std::string out;
    for (int t = 0; t < v.ntypes(); ++t)
      if (types >> t & 1) out += (out.empty() ? "" : " and ") + v.types[t].name + "s";
    return out;
  };
  for (uint64_t types : v.shuffle->bothColours) {
    int count = 0, colours = 0;
    squares.for_each([&](Square s) {
      if (Piece p = pos.at(s); p && (types >> type_of(p) & 1))
        ++count, colours |= 1 << ((v.file_of(s) + v.rank_of(s)) % 2);
    });
    if (count > 1 && colours != 3)
      return why = "the " + names(types) + " do not stand on both colours", false;
  }
  for (const auto &pair : v.shuffle->between) {
    const auto king = pair.first, rook = pair.second; // lambdas cannot capture bindings before C++20
    bool ok = true;
    squares.for_each([&](Square s) {
      if (pos.at(s) != make_piece(White, king)) return;
      bool left = false, right = false;
      for (int f = 0; f < v.files; ++f)
        if (pos.at(v.square(f, v.rank_of(s))) == make_piece(White, rook))
          (f < v.file_of(s) ? left : right) = true;
      ok = ok && left && right;
    });
    if (!ok)
      return why = "a " + v.types[king].name + " does not stand between two " + v.types[rook].name + "s",
             false;
  }
  return true;
}

std::string shuffled_start(const Variant &v, uint64_t seed) {
  Position pos(v);
  FenError err;
  if (!v.shuffle || !pos.set_fen(v.startFen, err)) return v.startFen;
  std::vector<Square> squares;
  v.shuffle->squares[White].for_each([&](Square s) { squares.push_back(s); });
  std::vector<Piece> pieces;
  for (Square s : squares) pieces.push_back(pos.at(s));
  std::mt19937_64 rng(seed);
  std::string why;
  // Uniform permutations until one meets the constraints: each arrangement is equally likely.
  // The start position meets them (the compiler checks), so one in a few tries is the rule.
  for (int tries = 0; tries < 1000000; ++tries) {
    for (size_t i = pieces.size(); i > 1; --i) std::swap(pieces[i - 1], pieces[rng() % i]);
    for (size_t i = 0; i < squares.size(); ++i) {
      pos.set_square(squares[i], pieces[i]);
      const Square mirror = v.relative(Black, squares[i]);
      pos.set_square(mirror, pieces[i] ? make_piece(Black, type_of(pieces[i])) : NoPiece);
    }
    if (shuffle_allows(v, pos, why)) break;
  }
  // The board of the arrangement, the other fields of the start position (its castling rights
  // name the rooks as K and Q do: the outermost on each wing).
  const std::string board = pos.fen().substr(0, pos.fen().find(' '));
  const size_t rest = v.startFen.find(' ');
  Position drawn(v);
  if (!drawn.set_fen(board + (rest == std::string::npos ? "" : v.startFen.substr(rest)), err))
    return v.startFen;
  return drawn.fen();
}

} // namespace chimera
