#include "tools/tune/fit.h"

#include <algorithm>
#include <cmath>

namespace chimera {

double predicted(double e, double k) { return 1 / (1 + std::pow(10.0, -k * e / 400)); }

double evaluate(const Sample &s, const EvalParams &w) {
  const double rho = double(s.phase) / PhaseMax, eg = (1 - rho) * s.egScale;
  double e = 0;
  for (const auto &[i, c] : s.terms) e += c * (rho * w.mg[i] + eg * w.eg[i]);
  return std::clamp(e, double(-MaxEval), double(MaxEval));
}

double loss(const std::vector<Sample> &data, const EvalParams &w, double k) {
  double sum = 0;
  for (const Sample &s : data) sum += std::pow(predicted(evaluate(s, w), k) - s.target, 2);
  return data.empty() ? 0 : sum / data.size();
}

double fit_scale(const std::vector<Sample> &data, const EvalParams &w) {
  double a = 0.1, b = 4;
  const double g = (std::sqrt(5.0) - 1) / 2;
  for (int i = 0; i < 60; ++i) {
    const double c = b - g * (b - a), d = a + g * (b - a);
    if (loss(data, w, c) < loss(data, w, d))
      b = d;
    else
      a = c;
  }
  return (a + b) / 2;
}

namespace {

// Real-valued weights (x[2i] middlegame, x[2i + 1] endgame) rounded to whole centipawns into w.
void round_into(const std::vector<double> &x, EvalParams &w) {
  for (size_t i = 0; i < w.mg.size(); ++i)
    w.mg[i] = int(std::lround(x[2 * i])), w.eg[i] = int(std::lround(x[2 * i + 1]));
}

} // namespace

double fit(const std::vector<Sample> &data, EvalParams &w, double k, const FitOptions &o) {
  const size_t n = w.mg.size();
  // Real-valued weights during the fit: x[2i] middlegame, x[2i + 1] endgame.
  std::vector<double> x(2 * n), start(2 * n), grad(2 * n), m(2 * n, 0), v(2 * n, 0);
  for (size_t i = 0; i < n; ++i) x[2 * i] = w.mg[i], x[2 * i + 1] = w.eg[i];
  start = x;
  const double beta1 = 0.9, beta2 = 0.999, eps = 1e-8, ln10 = std::log(10.0);
  double lastLoss = 0, checkpoint = 0;
  // The held-out loss of the current real-valued weights, as the rounded ones would have it.
  EvalParams rounded = w;
  auto held_out = [&] {
    round_into(x, rounded);
    return loss(*o.heldOut, rounded, k);
  };
  std::vector<double> best = x;
  double bestHeld = o.heldOut ? held_out() : 0;
  int bestEpoch = 0;
  for (int epoch = 1; epoch <= o.epochs; ++epoch) {
    if (o.heldOut && epoch % 50 == 0) {
      if (const double h = held_out(); h < bestHeld) bestHeld = h, best = x, bestEpoch = epoch;
      if (epoch - bestEpoch >= o.patience) break;
    }
    std::fill(grad.begin(), grad.end(), 0);
    double sum = 0;
    for (const Sample &s : data) {
      const double rho = double(s.phase) / PhaseMax, eg = (1 - rho) * s.egScale;
      double e = 0;
      for (const auto &[i, c] : s.terms) e += c * (rho * x[2 * i] + eg * x[2 * i + 1]);
      const double p = predicted(e, k), err = p - s.target;
      sum += err * err;
      // d(err^2)/de = 2 err p (1 - p) k ln10 / 400
      const double d = 2 * err * p * (1 - p) * k * ln10 / 400;
      for (const auto &[i, c] : s.terms) grad[2 * i] += d * c * rho, grad[2 * i + 1] += d * c * eg;
    }
    lastLoss = sum / std::max<size_t>(data.size(), 1);
    if (o.progress && epoch % 100 == 0) o.progress(epoch, lastLoss);
    // Converged: a hundred epochs that gained less than a millionth of the loss.
    if (epoch % 100 == 0) {
      if (epoch > 100 && checkpoint - lastLoss < 1e-6 * checkpoint) break;
      checkpoint = lastLoss;
    }
    const double scale = 1.0 / std::max<size_t>(data.size(), 1);
    const double rate = o.rate * (1 - 0.9 * epoch / o.epochs); // settles at the end
    const double c1 = 1 - std::pow(beta1, epoch), c2 = 1 - std::pow(beta2, epoch);
    for (size_t j = 0; j < 2 * n; ++j) {
      if (!o.frozen.empty() && o.frozen[j / 2]) continue;
      const double g = grad[j] * scale + 2 * o.regularisation * (x[j] - start[j]);
      m[j] = beta1 * m[j] + (1 - beta1) * g;
      v[j] = beta2 * v[j] + (1 - beta2) * g * g;
      x[j] -= rate * (m[j] / c1) / (std::sqrt(v[j] / c2) + eps);
    }
  }
  if (o.heldOut && held_out() >= bestHeld) x = best;
  round_into(x, w);
  return loss(data, w, k);
}

} // namespace chimera
