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

// Are the squares castling line i's king and rook cross or land on empty (but for the two of
// them), and none of them a hole?
inline bool castling_path_clear(const Position &pos, size_t i) {
  const Position::CastlePath &path = pos.castling_path(i);
  return path.onBoard && (pos.occupied() & path.squares).empty();
}

} // namespace chimera
