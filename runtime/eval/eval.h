// Static evaluation for any compiled variant: a tapered sum of general terms whose parameters
// (runtime/eval/eval_params.h) exist for every definition: material on the board and in hand,
// piece-square shape from per-square mobility, rank and file terms, advancement toward
// promotion, mobility, the promoting pieces' structure, threats and hanging pieces, royal
// safety and the tempo. Defaults come from the piece values; `chimera tune` fits them per
// definition. Described in docs/evaluation.md.
#pragma once

#include <array>
#include <utility>
#include <vector>

#include "runtime/board/position.h"
#include "runtime/eval/eval_params.h"

namespace chimera {

constexpr int MaxEval = 20000; // evaluations are clamped to +-MaxEval
constexpr int PhaseMax = 256;  // the middlegame; 0 is the endgame

// One position's terms as the tuner sees them: the evaluation is
// sum of coef * (mg[i] * phase + eg[i] * (PhaseMax - phase)) / PhaseMax, for the side to move.
struct Features {
  int phase = 0;
  float egScale = 1; // the endgame part is scaled by this (drawish material: Evaluator::eg_scale)
  std::vector<std::pair<int, float>> terms; // parameter index, coefficient (repeats add up)
};

// A middlegame and an endgame value in one word, so that one addition (or one multiplication by
// a count) serves both: mg * 2^32 + eg. Sums stay exact while each part fits in 32 bits.
struct Packed {
  static int64_t of(int mg, int eg) { return int64_t(mg) * (int64_t(1) << 32) + eg; }
  static int eg(int64_t v) { return int(int32_t(uint32_t(uint64_t(v)))); }
  static int mg(int64_t v) { return int((v - eg(v)) / (int64_t(1) << 32)); }
};

// The weights of the generic evaluation, derived from the piece values and the mobility model;
// a definition without a parameter file plays with these.
EvalParams default_params(const Variant &v);

class Evaluator {
public:
  // Null params: the defaults.
  explicit Evaluator(const Variant &v, const EvalParams *params = nullptr);
  // From the side to move's point of view, in centipawns. With a window (alpha, beta) the
  // result may be lazy: when the piece-square terms alone are LazyMargin outside it, they are
  // returned without the rest (mobility, structure, threats, safety).
  // `full`, when given, says whether the result is the whole evaluation (not a lazy one).
  int evaluate(const Position &pos, int alpha = -MaxEval, int beta = MaxEval, bool *full = nullptr) const;
  static constexpr int LazyMargin = 600;
  static constexpr int EgScaleMax = 64; // the endgame scale's unit (Features::egScale)
  void features(const Position &pos, Features &out) const;
  int value(int type) const { return values_[size_t(type)]; }
  // Pieces other than royal and promotable ones: a side without them may be in zugzwang.
  uint64_t officers() const { return officers_; }
  // The non-royal types worth at most 1.5 times the cheapest one (the pawns): where they stand
  // is the structure whose evaluation errors the search learns to correct.
  uint64_t structure_types() const { return structureTypes_; }
  const EvalSpace &space() const { return space_; }
  const EvalParams &params() const { return params_; }

private:
  // With the evaluation's tables, the walk's sets are one, two or three words (Set = Word<BB>),
  // a type the tables do not serve walking its rays into them; BB is the type of those sets.
  template <class Sink> void walk(const Position &pos, Sink &sink) const;
  template <class Set, class BB, class Sink> void walk(const Position &pos, Sink &sink) const;
  // The formation terms of c's promoting pieces of type t (own) against the enemy's of that type
  // (theirs), added with sign; returns the passed ones.
  template <class Set, class Sink>
  Set formation(Color c, int t, const Set &own, const Set &theirs, int sign, Sink &sink) const;
  int phase(const Position &pos) const;
  // Out of EgScaleMax: the endgame part's weight when the side ahead in it (eg > 0: the side
  // to move) has no promoting piece left and too little material to force a win.
  int eg_scale(const Position &pos, int eg) const;
  // The mobility count of the piece's leaper and slider moves; marks what it attacks.
  int moves(const Position &pos, Color c, int type, Square s, SquareSet &attacks) const;

  const Variant *v_;
  EvalSpace space_;
  EvalParams params_;
  int S_;
  std::vector<std::vector<std::pair<int, float>>> pstTerms_; // [piece * squares + square]
  std::vector<int64_t> pst_;                                 // the same, weighted, x16 (Packed)
  std::vector<int64_t> weights_;                             // per parameter: its weights (Packed)
  // Per type with mobility terms (mobCentre_ > 0), a row of mob_ from mobRow_[t]: per move
  // count 0..the most it can have, the mobility terms' weights, x16 (Packed).
  std::vector<int64_t> mob_;
  std::vector<int> mobRow_;
  std::vector<SquareSet> near_;                  // per square: itself and its neighbours
  std::vector<SquareSet> frontSpan_, frontFile_; // [colour * squares + square]
  std::vector<Square> ahead_;                    // the same index: one rank forward
  std::vector<int8_t> advance_;     // the same index: a passed piece's weight, by how far it has come
  std::vector<SquareSet> fileOf_;   // per square: its file
  std::vector<SquareSet> adjFiles_; // per square: the files next to its own
  std::vector<SquareSet> beside_;   // per square: the squares next to it on its rank
  // [colour * squares + royal square]: the three squares one rank ahead, two ranks ahead, and the
  // three files up to three ranks ahead (the storm); per file of the three, the squares ahead.
  std::vector<SquareSet> shield1_, shield2_, stormZone_;
  std::vector<std::array<SquareSet, 3>> shelterFiles_;
  std::vector<uint8_t> shelterFileCount_;
  std::vector<SquareSet> rayReach_; // [(colour * types + type) * squares + square]: every ray's squares
  std::vector<int> mobCentre_;      // per type, x16: typical move count
  std::vector<int> values_;         // per type: its value (PieceType::value, packed for the hot paths)
  std::vector<uint64_t> cheaper_;   // per type: the types worth less
  uint64_t officers_ = 0, promoting_ = 0, paired_ = 0, royalTypes_ = 0, structureTypes_ = 0;
  uint64_t fileTypes_ = 0, checkTypes_ = 0; // the officer types whose open files, safe checks count
  bool royalTerms_ = false, shelterTerms_ = false, scaling_ = false;
  uint64_t bitboardTypes_ = 0; // types whose moves() comes from the variant's bitboards
  uint64_t plainTypes_ = 0;    // of those, the ones that only leap and slide along whole lines
  bool allBitboard_ = false;   // the variant has tables for the evaluation: the walk's sets are words
  int startOfficers_ = 1;      // officer material of the start position (both sides)
  uint64_t salt_ = 0;          // this evaluator's share of the formation table's keys (formation.h)
};

} // namespace chimera
