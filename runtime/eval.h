// Static evaluation for any compiled variant: material (given or estimated values), pieces in
// hand, piece-square terms from per-square mobility, advancement toward promotion, royal-piece
// placement and safety. Described in docs/evaluation.md.
#pragma once

#include <vector>

#include "runtime/position.h"

namespace chimera {

constexpr int MaxEval = 20000; // evaluations are clamped to +-MaxEval

class Evaluator {
public:
  explicit Evaluator(const Variant &v);
  // From the side to move's point of view, in centipawns. With a window (alpha, beta) the
  // result may be lazy: when it is outside the window, it is only known to be outside it.
  int evaluate(const Position &pos, int alpha = -MaxEval - 1, int beta = MaxEval + 1) const;
  // Material and placement of one piece, from its owner's point of view.
  int piece_square(Piece p, Square s) const { return psq_[(size_t(p) * v_->squares()) + s]; }
  int value(int type) const { return v_->types[type].value; }
  // Pieces other than royal and promotable ones: a side without them may be in zugzwang.
  uint64_t officers() const { return officers_; }

private:
  int side_score(const Position &pos, Color c, int phase) const;
  int king_danger(const Position &pos, Color c, int phase) const;

  const Variant *v_;
  std::vector<int> psq_;                  // [piece code * squares + square]
  std::vector<int> royalCentre_;          // [colour * squares + square]: how central, in centipawns
  std::vector<std::vector<Square>> near_; // per square: itself and its king-step neighbours
  uint64_t officers_ = 0;
  std::vector<int> mobCentre_, mobWeight_; // per type, x16: the typical move count, centipawns per move
  int startOfficers_ = 1;                  // officer material of the start position (both sides)
};

} // namespace chimera
