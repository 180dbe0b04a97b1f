#include "compiler/value.h"

#include <cmath>

#include "runtime/eval/mobility.h"

namespace chimera {

namespace {

// value = Scale * M^Power pawns, M the mean mobility (runtime/eval/mobility.h) over the squares
// the piece can move from; fitted to knight 3.2, rook 5, queen 9.5 and chancellor 9 on 8x8.
constexpr double Scale = 0.497, Power = 1.116;
// A colour-bound piece reaches half the board: the bishop's measured discount.
constexpr double ColourBound = 0.9;

} // namespace

int estimated_value(const Variant &v, int type) {
  double sum = 0;
  int squares = 0;
  for (Square s = 0; s < v.squares(); ++s) {
    if (v.rays_begin(White, type, s) == v.rays_end(White, type, s)) continue;
    sum += square_mobility(v, White, type, s);
    ++squares;
  }
  if (!squares) return 0;
  double pawns = Scale * std::pow(sum / squares, Power);
  if (colour_bound(v, type)) pawns *= ColourBound;
  return int(std::lround(pawns * 100));
}

void estimate_values(Variant &v) {
  for (int t = 0; t < v.ntypes(); ++t) {
    PieceType &pt = v.types[t];
    if (pt.value || pt.royal) continue;
    pt.value = estimated_value(v, t);
    pt.valueEstimated = true;
  }
}

} // namespace chimera
