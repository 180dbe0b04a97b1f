// Board geometry shared by the evaluator's setup (eval_tables.cpp) and its walk (eval.cpp).
#pragma once

#include <algorithm>
#include <cstdlib>

#include "runtime/board/variant.h"

namespace chimera {

// Distance in king moves.
inline int chebyshev(const Variant &v, Square a, Square b) {
  return std::max(std::abs(v.file_of(a) - v.file_of(b)), std::abs(v.rank_of(a) - v.rank_of(b)));
}

// The rank counted from the side's own first rank (0).
inline int relative_rank(const Variant &v, Color c, Square s) {
  return c == White ? v.rank_of(s) : v.ranks - 1 - v.rank_of(s);
}

inline bool promotes(const Variant &v, int t) { return (v.promotingTypes[0] | v.promotingTypes[1]) >> t & 1; }

} // namespace chimera
