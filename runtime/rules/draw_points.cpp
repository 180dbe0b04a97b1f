#include "runtime/rules/draw_points.h"

namespace chimera {

int draw_points(const Position &pos, Color c) {
  const DrawPoints &dp = pos.variant().drawPoints;
  int total = dp.bonus[c];
  for (int t = 0; t < int(dp.points.size()); ++t) total += dp.points[t] * pos.count(c, t);
  return total;
}

Outcome decide_draw(const Position &pos, Outcome o) {
  if (o != Outcome::Draw || !pos.variant().drawPoints.on) return o;
  const Color us = pos.side_to_move();
  const int ours = draw_points(pos, us), theirs = draw_points(pos, ~us);
  return ours > theirs ? Outcome::Win : ours < theirs ? Outcome::Loss : Outcome::Draw;
}

std::string points_text(int hundredths) {
  const int f = hundredths % 100;
  return std::to_string(hundredths / 100) +
         (f ? "." + std::to_string(f / 10) + (f % 10 ? std::to_string(f % 10) : "") : "");
}

} // namespace chimera
