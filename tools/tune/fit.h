// The tuner's fit: logistic regression of game results (Texel's method) on the evaluation's
// terms, by gradient descent (Adam) on the mean squared error of the predicted score.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "runtime/eval/eval.h"

namespace chimera {

// A position's terms (runtime/eval/eval.h) and its target score for the side to move (1 win, 0.5
// draw, 0 loss, or anything between, e.g. blended with a search score).
struct Sample {
  int phase = 0;
  float egScale = 1; // Features::egScale
  std::vector<std::pair<int, float>> terms;
  float target = 0.5f;
};

// The score the evaluation e (centipawns) predicts: 1 / (1 + 10^(-k e / 400)).
double predicted(double e, double k);
// The evaluation of a sample under the weights (as Evaluator::evaluate, without rounding).
double evaluate(const Sample &s, const EvalParams &w);
// Mean squared error of the predictions.
double loss(const std::vector<Sample> &data, const EvalParams &w, double k);
// The scale k that best fits the data to the weights (golden-section search on [0.1, 4]).
double fit_scale(const std::vector<Sample> &data, const EvalParams &w);

struct FitOptions {
  int epochs = 2000;
  double rate = 1.0;         // Adam's step, in centipawns
  double regularisation = 0; // per centipawn^2 of distance from the starting weights
  std::vector<bool> frozen;  // parameters left as they are (by index; empty: none)
  std::function<void(int epoch, double loss)> progress; // every 100 epochs, if set
  // Held-out positions (not fitted): every 50 epochs their loss is measured, the weights where
  // it was lowest are kept (the start counts), and the fit stops once `patience` epochs have
  // not lowered it. Null: every epoch is kept.
  const std::vector<Sample> *heldOut = nullptr;
  int patience = 300;
};

// Fits `w` (both phases of every parameter not frozen) to the data with the scale k fixed;
// the weights are rounded to whole centipawns at the end. Returns the final loss (on the fitted
// data).
double fit(const std::vector<Sample> &data, EvalParams &w, double k, const FitOptions &options);

} // namespace chimera
