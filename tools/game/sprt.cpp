#include "tools/game/sprt.h"

#include <algorithm>
#include <cmath>

namespace chimera {

namespace {
double to_elo(double s) { return -400 * std::log10(1 / std::clamp(s, 1e-3, 1 - 1e-3) - 1); }
double to_score(double elo) { return 1 / (1 + std::pow(10, -elo / 400)); }
double variance(const Score &s, double mean) {
  return (s.wins * std::pow(1 - mean, 2) + s.losses * std::pow(mean, 2) + s.draws * std::pow(0.5 - mean, 2)) /
         s.games();
}
} // namespace

void elo(const Score &s, double &diff, double &error) {
  const double p = s.fraction(), margin = 1.96 * std::sqrt(variance(s, p) / s.games());
  diff = to_elo(p);
  error = std::fabs(to_elo(p + margin) - to_elo(p - margin)) / 2;
}

double sprt_llr(const Score &s, double elo0, double elo1) {
  if (s.games() == 0) return 0;
  const double m = s.fraction(), var = variance(s, m);
  if (var <= 0) return 0;
  const double s0 = to_score(elo0), s1 = to_score(elo1);
  return s.games() * (s1 - s0) * (2 * m - s0 - s1) / (2 * var);
}

SprtBounds sprt_bounds(double alpha, double beta) {
  return {std::log(beta / (1 - alpha)), std::log((1 - beta) / alpha)};
}

bool SprtVerdict::update(double llrNow, int played, const SprtBounds &b) {
  if (decision) return false;
  llr = llrNow, games = played;
  decision = llrNow >= b.upper ? 1 : llrNow <= b.lower ? -1 : 0;
  return decision != 0;
}

} // namespace chimera
