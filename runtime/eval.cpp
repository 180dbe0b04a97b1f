#include "runtime/eval.h"

#include <algorithm>
#include <cmath>

#include "runtime/mobility.h"

namespace chimera {

namespace {

constexpr double PstWeight = 0.15;      // of the piece's value, per unit of relative mobility
constexpr double PromotionShare = 0.15; // of the promotion gain, reached just before the zone
constexpr int RoyalCentre = 30;         // centipawns at the most central square
constexpr int Tempo = 10;
constexpr double MobilityWeight = 0.1; // of the piece's value, per typical number of moves
// Penalty for the number of squares next to (and under) a royal piece the enemy attacks.
constexpr int KingDanger[10] = {0, 5, 15, 30, 50, 75, 100, 125, 150, 175};

// The moves of a piece's leaper and slider rays from s (the kinds whose count is cheap and
// telling); hoppers and bent or lame moves are left to the piece-square terms.
int ray_moves(const Position &pos, Color c, int type, Square s) {
  const Variant &v = pos.variant();
  int n = 0;
  for (const Ray *r = v.rays_begin(c, type, s), *e = v.rays_end(c, type, s); r != e; ++r) {
    if ((r->flags & RayFallback) || (r->kind != RayKind::Leaps && r->kind != RayKind::Slide)) continue;
    const uint8_t *sq = v.pool.data() + r->first;
    const bool move = r->flags & RayMove, capture = r->flags & RayCapture;
    for (int k = 0; k < r->len; ++k) {
      const Piece p = pos.at(sq[k]);
      n += p ? capture && p != Wall && color_of(p) != c : move;
      if (p && r->kind == RayKind::Slide) break;
    }
  }
  return n;
}

// The same count expected on the mobility model's board (runtime/mobility.h).
double model_moves(const Variant &v, int type, Square s) {
  double n = 0;
  for (const Ray *r = v.rays_begin(White, type, s), *e = v.rays_end(White, type, s); r != e; ++r) {
    if ((r->flags & RayFallback) || (r->kind != RayKind::Leaps && r->kind != RayKind::Slide)) continue;
    const double open =
        (r->flags & RayMove ? MobilityEmpty : 0) + (r->flags & RayCapture ? (1 - MobilityEmpty) / 2 : 0);
    for (int k = 0; k < r->len; ++k) n += open * (r->kind == RayKind::Slide ? std::pow(MobilityEmpty, k) : 1);
  }
  return n;
}

int chebyshev(const Variant &v, Square a, Square b) {
  return std::max(std::abs(v.file_of(a) - v.file_of(b)), std::abs(v.rank_of(a) - v.rank_of(b)));
}

} // namespace

Evaluator::Evaluator(const Variant &v) : v_(&v) {
  const int S = v.squares(), T = v.ntypes();
  psq_.assign(size_t(2 * T + 1) * S, 0);
  royalCentre_.assign(size_t(2) * S, 0);
  near_.resize(S);
  for (Square s = 0; s < S; ++s)
    for (Square t = 0; t < S; ++t)
      if (chebyshev(v, s, t) <= 1) near_[s].push_back(t);

  mobCentre_.assign(T, 0);
  mobWeight_.assign(T, 0);
  for (int t = 0; t < T; ++t) {
    const PieceType &pt = v.types[t];
    const bool promotes = (v.promotingTypes[0] | v.promotingTypes[1]) >> t & 1;
    if (!pt.royal && !promotes) officers_ |= uint64_t(1) << t;
    // Mobility of officers: moves counted against the typical number on the model board.
    double typical = 0;
    int from = 0;
    for (Square s = 0; s < S && !pt.royal && !promotes; ++s) {
      const double n = model_moves(v, t, s);
      if (n > 0) typical += n, ++from;
    }
    if (from && typical / from >= 1) {
      mobCentre_[t] = int(std::lround(16 * typical / from));
      mobWeight_[t] = int(std::lround(pt.value * MobilityWeight * 16 / (typical / from)));
    }
    for (int c = 0; c < 2; ++c) {
      std::vector<double> mob(S);
      double sum = 0;
      int n = 0;
      for (Square s = 0; s < S; ++s) {
        mob[s] = square_mobility(v, Color(c), t, s);
        if (mob[s] > 0) sum += mob[s], ++n;
      }
      const double mean = n ? sum / n : 1;
      // The gain from promoting, and how far each square is from the nearest promotion square.
      int gain = 0, farthest = 0;
      std::vector<int> dist(S, -1);
      if (v.promotingTypes[c] >> t & 1) {
        for (Square z = 0; z < S; ++z) {
          int i = v.promotion_at(Color(c), t, z);
          if (!i) continue;
          for (uint8_t ch : v.promotionSets[i].choices) gain = std::max(gain, v.types[ch].value - pt.value);
          for (Square s = 0; s < S; ++s)
            if (dist[s] < 0 || chebyshev(v, s, z) < dist[s]) dist[s] = chebyshev(v, s, z);
        }
        for (Square s = 0; s < S; ++s) farthest = std::max(farthest, dist[s]);
      }
      for (Square s = 0; s < S; ++s) {
        double score = pt.value;
        if (n && mob[s] > 0) score += pt.value * PstWeight * (mob[s] / mean - 1);
        if (gain > 0 && farthest > 0 && dist[s] >= 0) {
          double progress = double(farthest - dist[s]) / farthest;
          score += gain * PromotionShare * progress * progress;
        }
        if (pt.royal)
          royalCentre_[size_t(c) * S + s] = int(RoyalCentre * (n && mob[s] > 0 ? mob[s] / mean - 1 : -1));
        psq_[size_t(make_piece(Color(c), t)) * S + s] = int(std::lround(score));
      }
    }
  }
  // Officer material at the start tells how far the game has gone (the phase).
  Position start(v);
  FenError err;
  int total = 0;
  if (start.set_fen(v.startFen, err))
    for (int c = 0; c < 2; ++c)
      for (int t = 0; t < T; ++t)
        if (officers_ >> t & 1)
          total += (start.count(Color(c), t) + start.hand(Color(c), t)) * v.types[t].value;
  startOfficers_ = std::max(total, 1);
}

int Evaluator::side_score(const Position &pos, Color c, int phase) const {
  const Variant &v = *v_;
  const int S = v.squares();
  int score = 0;
  int mobility = 0; // in 1/256 centipawns
  pos.pieces(c).for_each([&](Square s) {
    const Piece p = pos.at(s);
    score += psq_[size_t(p) * S + s];
    const int t = type_of(p);
    if (!mobWeight_[t]) return;
    mobility += mobWeight_[t] * (16 * ray_moves(pos, c, t, s) - mobCentre_[t]);
  });
  score += mobility / 256;
  if (v.hands)
    for (int t = 0; t < v.ntypes(); ++t) score += pos.hand(c, t) * v.types[t].value;
  // The royal piece hides while the officers are on the board and steps out when they are gone.
  pos.royals(c).for_each(
      [&](Square k) { score += royalCentre_[size_t(c) * S + k] * (256 - 2 * phase) / 256; });
  return score;
}

int Evaluator::king_danger(const Position &pos, Color c, int phase) const {
  int danger = 0;
  pos.royals(c).for_each([&](Square k) {
    int attacked = 0;
    for (Square s : near_[k]) attacked += pos.attacked(s, ~c);
    danger += KingDanger[std::min(attacked, 9)] * phase / 256;
  });
  return danger;
}

int Evaluator::evaluate(const Position &pos, int alpha, int beta) const {
  int officers = 0;
  for (int c = 0; c < 2; ++c)
    for (int t = 0; t < v_->ntypes(); ++t)
      if (officers_ >> t & 1)
        officers += (pos.count(Color(c), t) + pos.hand(Color(c), t)) * v_->types[t].value;
  const int phase = std::min(256, officers * 256 / startOfficers_);
  const Color us = pos.side_to_move();
  int score = side_score(pos, us, phase) - side_score(pos, ~us, phase) + Tempo;
  if (phase >= 64) {
    // The safety terms are the costly part (attack probes around each royal piece), and they
    // are bounded: when no value they can take brings the score inside the window, the
    // caller's decision does not depend on them.
    const int margin =
        KingDanger[9] * phase / 256 * std::max(pos.royals(us).count(), pos.royals(~us).count());
    if (score - margin >= beta || score + margin <= alpha) return std::clamp(score, -MaxEval, MaxEval);
    score += king_danger(pos, ~us, phase) - king_danger(pos, us, phase);
  }
  return std::clamp(score, -MaxEval, MaxEval);
}

} // namespace chimera
