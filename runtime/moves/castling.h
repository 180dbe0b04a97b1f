// Castling by rule: a castling move names the king's and the rook's start squares (from, to)
// and a line of the castling block (where they end). The start squares are the position's,
// read from its castling rights as Chess960 reads them, so one set of lines castles from any
// arrangement of the castling rank.
#pragma once

#include <algorithm>

#include "runtime/board/position.h"

namespace chimera {

struct CastleSquares {
  Square kingFrom, kingTo, rookFrom, rookTo;
};

inline CastleSquares castle_squares(const Variant &v, Move m) {
  const CastlingOption &o = v.castling[m.castling()];
  return {m.from(), o.kingTo, m.to(), o.rookTo};
}

// Free castling: the wing of line o has several lines, all sharing its right (language.md §12.1).
inline bool free_castling(const Variant &v, const CastlingOption &o) {
  return std::count_if(v.castling.begin(), v.castling.end(),
                       [&](const CastlingOption &c) { return c.right == o.right; }) > 1;
}

// Are the squares the king and the rook cross or land on empty (but for the two of them), and
// none of them a hole? All four squares are on one rank, so a span is a run of consecutive
// square indices.
inline bool castling_path_clear(const Position &pos, const CastleSquares &c) {
  const SquareSet &board = pos.variant().board;
  for (auto [a, b] : {std::pair{c.kingFrom, c.kingTo}, std::pair{c.rookFrom, c.rookTo}})
    for (Square s = std::min(a, b), e = std::max(a, b); s <= e; ++s)
      if ((pos.at(s) && s != c.kingFrom && s != c.rookFrom) || !board.test(s)) return false;
  return true;
}

} // namespace chimera
