// What the evaluator derives once from a definition's compiled tables: the parameters'
// defaults, the square sets of its structure terms and the piece-square tables.
#include "runtime/eval/eval.h"

#include <algorithm>
#include <atomic>
#include <cmath>

#include "runtime/bitboard/tables.h"
#include "runtime/eval/eval_geometry.h"
#include "runtime/eval/mobility.h"

namespace chimera {

namespace {

// The generic evaluation's constants (docs/evaluation.md), now the defaults of its parameters.
constexpr double ShapeWeight = 0.15;    // of the piece's value, per unit of relative mobility
constexpr double PromotionShare = 0.15; // of the promotion gain, reached just before the zone
constexpr int RoyalShape = 30;          // centipawns: the royal piece hides, then centralises
constexpr int Tempo = 15;
constexpr double MobilityWeight = 0.1; // of the piece's value, per typical number of moves
constexpr int KingDanger[SafetySteps] = {0, 5, 15, 30, 50, 75, 100, 125, 150, 175};

bool counted(const Ray &r) {
  return !(r.flags & RayFallback) && (r.kind == RayKind::Leaps || r.kind == RayKind::Slide);
}

// The mobility count expected on the mobility model's board (runtime/eval/mobility.h).
double model_moves(const Variant &v, int type, Square s) {
  double n = 0;
  for (const Ray *r = v.rays_begin(White, type, s), *e = v.rays_end(White, type, s); r != e; ++r) {
    if (!counted(*r)) continue;
    const double open =
        (r->flags & RayMove ? MobilityEmpty : 0) + (r->flags & RayCapture ? (1 - MobilityEmpty) / 2 : 0);
    for (int k = 0; k < r->len; ++k) n += open * (r->kind == RayKind::Slide ? std::pow(MobilityEmpty, k) : 1);
  }
  return n;
}

double typical_moves(const Variant &v, int type) {
  double typical = 0;
  int from = 0;
  for (Square s = 0; s < v.squares(); ++s) {
    const double n = model_moves(v, type, s);
    if (n > 0) typical += n, ++from;
  }
  return from ? typical / from : 0;
}

// Whether no square is reached twice by the type's moving, or twice by its capturing, rays: then
// its mobility count and attacks are those of its bitboards (moves_bb), else of its rays.
bool counted_once(const Variant &v, int type) {
  for (int c = 0; c < 2; ++c)
    for (Square s = 0; s < v.squares(); ++s) {
      std::vector<uint8_t> seen(v.squares(), 0); // bit 0: a moving ray, bit 1: a capturing one
      for (const Ray *r = v.rays_begin(Color(c), type, s), *e = v.rays_end(Color(c), type, s); r != e; ++r) {
        // The evaluation skips fallback slides; hops and shots only attack (moves_bb's
        // hop_attacks), a set that may hold a square twice.
        // Bent riders count their moves as the rays walk them, not as moves_bb would.
        if (r->kind == RayKind::Bent) return false;
        // Lame leaps that only move are moves_bb's steps; those that capture, its short bends.
        if (r->kind == RayKind::Lame && !(r->flags & RayCapture)) continue;
        if (r->kind != RayKind::Leaps && r->kind != RayKind::Slide && r->kind != RayKind::Lame) continue;
        if (r->flags & RayFallback) continue;
        const uint8_t modes = (r->flags & RayMove ? 1 : 0) | (r->flags & RayCapture ? 2 : 0);
        for (int k = 0; k < r->len; ++k) {
          uint8_t &m = seen[v.pool[r->first + k]];
          if (m & modes) return false;
          m |= modes;
        }
      }
    }
  return true;
}

// Whether the type's moves on the bitboards are only leaps and rook and bishop slides that move
// and capture alike (Evaluator::plainTypes_): the walk's short loop serves it.
template <class BB> bool plain_on(const Variant &v, int t) {
  const bitboard::BasicTables<BB> *tb = v.eval_tables_of<BB>();
  for (int c = 0; c < 2 && tb; ++c) {
    const bitboard::TypeFacts<BB> &f = tb->fact(c, t);
    if (f.lines || f.bends || f.hop || f.shoot || f.steps || f.first ||
        ((f.rook || f.bishop) && f.slideFlags != (RayMove | RayCapture)))
      return false;
  }
  return tb;
}

// Whether the type slides along its file, at least three squares, capturing: a rook's use of
// an open file.
bool vertical_rider(const PieceType &pt) {
  for (const MoveAtom &a : pt.atoms)
    if (a.kind == RayKind::Slide && (a.flags & RayCapture) && (a.range == 0 || a.range >= 3))
      for (const auto &d : a.vectors)
        if (d[0] == 0 && d[1] != 0) return true;
  return false;
}

// Defaults of the per-type terms that the first generic evaluation did not have, where the
// variant uses them: close to what chess's fit found, which carries over to chess-like armies.
struct TermDefault {
  PieceTerm term;
  int mg, eg;
};
constexpr TermDefault TermDefaults[] = {{HangingUs, -15, -15}, {HangingThem, 15, 15},  {ThreatUs, -35, -10},
                                        {ThreatThem, 25, 12},  {KingAttacker, 5, 0},   {SafeCheck, 20, 5},
                                        {Outpost, 10, 4},      {Pair, 40, 50},         {Doubled, -8, -25},
                                        {Blocked, -8, -5},     {Isolated, -5, -6},     {PassedFree, 2, 12},
                                        {PassedKingUs, 4, -6}, {PassedKingThem, -1, 7}};

// Per square: the best promotion gain of the type and its progress^2 toward the nearest
// promotion square (1 on it, 0 at the farthest square of the board).
void promotion_progress(const Variant &v, Color c, int t, int &gain, std::vector<double> &progress) {
  const int S = v.squares();
  gain = 0;
  progress.assign(S, 0);
  if (!(v.promotingTypes[c] >> t & 1)) return;
  std::vector<int> dist(S, -1);
  for (Square z = 0; z < S; ++z) {
    const int i = v.promotion_at(c, t, z);
    if (!i) continue;
    for (uint8_t ch : v.promotionSets[i].choices) gain = std::max(gain, v.types[ch].value - v.types[t].value);
    for (Square s = 0; s < S; ++s)
      if (dist[s] < 0 || chebyshev(v, s, z) < dist[s]) dist[s] = chebyshev(v, s, z);
  }
  int farthest = 0;
  for (Square s = 0; s < S; ++s) farthest = std::max(farthest, dist[s]);
  if (!farthest) return;
  for (Square s = 0; s < S; ++s)
    if (dist[s] >= 0) progress[s] = std::pow(double(farthest - dist[s]) / farthest, 2);
}

} // namespace

EvalParams default_params(const Variant &v) {
  const EvalSpace space(v);
  EvalParams p;
  p.mg.assign(space.size(), 0);
  p.eg.assign(space.size(), 0);
  auto set = [&](int i, double mg, double eg) {
    p.mg[i] = int(std::lround(mg)), p.eg[i] = int(std::lround(eg));
  };
  for (int t = 0; t < v.ntypes(); ++t) {
    const PieceType &pt = v.types[t];
    const double value = pt.value;
    if (pt.royal) {
      set(space.term(t, Shape), -RoyalShape, RoyalShape);
      continue;
    }
    set(space.term(t, Material), value, value);
    set(space.term(t, Hand), value, value);
    set(space.term(t, Shape), value * ShapeWeight, value * ShapeWeight);
    int gain;
    std::vector<double> progress;
    promotion_progress(v, White, t, gain, progress);
    if (!(v.promotingTypes[White] >> t & 1)) promotion_progress(v, Black, t, gain, progress);
    set(space.term(t, Promotion), gain * PromotionShare, gain * PromotionShare);
    const double typical = typical_moves(v, t);
    if (!promotes(v, t) && typical >= 1)
      set(space.term(t, Mobility), value * MobilityWeight / typical, value * MobilityWeight / typical);
    // The other terms' defaults are the chess fit's values, rounded (docs/evaluation.md).
    for (const auto &[term, mg, eg] : TermDefaults)
      if (space.used[space.term(t, term)]) set(space.term(t, term), mg, eg);
    if (space.used[space.term(t, OpenFile)] && vertical_rider(pt)) {
      set(space.term(t, OpenFile), 30, -5);
      set(space.term(t, SemiOpenFile), 10, 10);
    }
  }
  for (int n = 0; n < SafetySteps; ++n) set(space.safety(n), -KingDanger[n], 0);
  set(space.tempo(), Tempo, Tempo);
  if (space.used[space.shelter_open()]) set(space.shelter_open(), -8, 4);
  return p;
}

Evaluator::Evaluator(const Variant &v, const EvalParams *params)
    : v_(&v), space_(v), params_(params ? *params : default_params(v)), S_(v.squares()) {
  const int S = S_, T = v.ntypes();
  near_.resize(S);
  for (Square s = 0; s < S; ++s)
    for (Square t = 0; t < S; ++t)
      if (chebyshev(v, s, t) <= 1) near_[s].set(t);
  frontSpan_.assign(size_t(2) * S, SquareSet());
  frontFile_.assign(size_t(2) * S, SquareSet());
  ahead_.assign(size_t(2) * S, NoSquare);
  for (int c = 0; c < 2; ++c)
    for (Square s = 0; s < S; ++s)
      for (Square t = 0; t < S; ++t) {
        const int df = v.file_of(t) - v.file_of(s),
                  dr = relative_rank(v, Color(c), t) - relative_rank(v, Color(c), s);
        if (dr <= 0 || std::abs(df) > 1) continue;
        frontSpan_[size_t(c) * S + s].set(t);
        if (!df) frontFile_[size_t(c) * S + s].set(t);
        if (!df && dr == 1) ahead_[size_t(c) * S + s] = t;
      }

  advance_.assign(size_t(2) * S, 0);
  fileOf_.assign(S, SquareSet());
  adjFiles_.assign(S, SquareSet());
  beside_.assign(S, SquareSet());
  for (Square s = 0; s < S; ++s)
    for (Square t = 0; t < S; ++t) {
      const int df = std::abs(v.file_of(t) - v.file_of(s));
      if (!df) fileOf_[s].set(t);
      if (df == 1) adjFiles_[s].set(t);
      if (df == 1 && v.rank_of(t) == v.rank_of(s)) beside_[s].set(t);
    }
  shield1_.assign(size_t(2) * S, SquareSet());
  shield2_ = stormZone_ = shield1_;
  shelterFiles_.assign(size_t(2) * S, {});
  shelterFileCount_.assign(size_t(2) * S, 0);
  for (int c = 0; c < 2; ++c)
    for (Square s = 0; s < S; ++s) {
      const size_t i = size_t(c) * S + s;
      advance_[i] = int8_t(std::max(0, 2 * relative_rank(v, Color(c), s) - v.ranks + 1));
      for (int df = -1; df <= 1; ++df) {
        const int f = v.file_of(s) + df;
        if (f < 0 || f >= v.files) continue;
        shelterFiles_[i][shelterFileCount_[i]++] = frontFile_[size_t(c) * S + v.square(f, v.rank_of(s))];
        for (int up = 1; up <= 3; ++up) {
          const int r = v.rank_of(s) + (c == White ? up : -up);
          if (r < 0 || r >= v.ranks) continue;
          const Square t = v.square(f, r);
          if (up == 1) shield1_[i].set(t);
          if (up == 2) shield2_[i].set(t);
          stormZone_[i].set(t);
        }
      }
    }

  mobCentre_.assign(T, 0);
  cheaper_.assign(T, 0);
  for (int t = 0; t < T; ++t) {
    const PieceType &pt = v.types[t];
    if (!pt.royal && !promotes(v, t)) officers_ |= uint64_t(1) << t;
    if (promotes(v, t)) promoting_ |= uint64_t(1) << t;
    if (pt.royal) royalTypes_ |= uint64_t(1) << t;
    if (space_.used[space_.term(t, Pair)]) paired_ |= uint64_t(1) << t;
    if (v.eval_words() && !(bitboard::eval_unserved(v) >> t & 1) && counted_once(v, t)) {
      bitboardTypes_ |= uint64_t(1) << t;
      if (v.eval_words() == 2   ? plain_on<bitboard::Wide>(v, t)
          : v.eval_words() == 3 ? plain_on<bitboard::Triple>(v, t)
                                : plain_on<bitboard::Bitboard>(v, t))
        plainTypes_ |= uint64_t(1) << t;
    }
    const double typical = typical_moves(v, t);
    if (!pt.royal && typical >= 1) mobCentre_[t] = int(std::lround(16 * typical));
    for (int u = 0; u < T; ++u)
      if (!v.types[u].royal && v.types[u].value < pt.value) cheaper_[t] |= uint64_t(1) << u;
  }
  int cheapest = 0;
  for (int t = 0; t < T; ++t)
    if (!v.types[t].royal && v.types[t].value > 0 && (!cheapest || v.types[t].value < cheapest))
      cheapest = v.types[t].value;
  for (int t = 0; t < T; ++t)
    if (!v.types[t].royal && v.types[t].value > 0 && 2 * v.types[t].value <= 3 * cheapest)
      structureTypes_ |= uint64_t(1) << t;
  // With the tables, the walk's sets are words whatever types they leave to their rays.
  allBitboard_ = v.eval_words() != 0;
  for (int t = 0; t < T; ++t) {
    royalTerms_ |= v.types[t].royal || v.types[t].royalLast;
    if (space_.used[space_.term(t, OpenFile)]) fileTypes_ |= uint64_t(1) << t;
    if (space_.used[space_.term(t, SafeCheck)]) checkTypes_ |= uint64_t(1) << t;
  }
  shelterTerms_ = space_.used[space_.storm()];
  scaling_ = royalTerms_ && promoting_ && !v.hands && v.goals.empty();

  // Piece-square terms: material, shape, rank, file and promotion progress, per square.
  pstTerms_.assign(size_t(2 * T + 1) * S, {});
  pst_.assign(pstTerms_.size(), 0);
  for (int t = 0; t < T; ++t)
    for (int c = 0; c < 2; ++c) {
      const PieceType &pt = v.types[t];
      std::vector<double> mob(S);
      double sum = 0;
      int n = 0;
      for (Square s = 0; s < S; ++s) {
        mob[s] = square_mobility(v, Color(c), t, s);
        if (mob[s] > 0) sum += mob[s], ++n;
      }
      const double mean = n ? sum / n : 1;
      int gain;
      std::vector<double> progress;
      promotion_progress(v, Color(c), t, gain, progress);
      for (Square s = 0; s < S; ++s) {
        auto &terms = pstTerms_[size_t(make_piece(Color(c), t)) * S + s];
        if (!pt.royal) terms.emplace_back(space_.term(t, Material), 1.0f);
        const double shape = n && mob[s] > 0 ? mob[s] / mean - 1 : pt.royal ? -1 : 0;
        if (shape) terms.emplace_back(space_.term(t, Shape), float(shape));
        terms.emplace_back(space_.rank(t, relative_rank(v, Color(c), s)), 1.0f);
        terms.emplace_back(space_.file(t, space_.file_distance(v.file_of(s))), 1.0f);
        terms.emplace_back(
            space_.square(t, relative_rank(v, Color(c), s), space_.file_distance(v.file_of(s))), 1.0f);
        if (gain > 0 && progress[s] > 0) terms.emplace_back(space_.term(t, Promotion), float(progress[s]));
        double mg = 0, eg = 0;
        for (const auto &[i, coef] : terms) mg += coef * params_.mg[i], eg += coef * params_.eg[i];
        pst_[size_t(make_piece(Color(c), t)) * S + s] =
            16 * Packed::of(int(std::lround(mg)), int(std::lround(eg)));
      }
    }
  weights_.resize(params_.mg.size());
  for (size_t i = 0; i < weights_.size(); ++i) weights_[i] = Packed::of(params_.mg[i], params_.eg[i]);
  rayReach_.assign(size_t(2) * T * S, SquareSet());
  for (int c = 0; c < 2; ++c)
    for (int t = 0; t < T; ++t)
      for (Square s = 0; s < S; ++s)
        for (const Ray *r = v.rays_begin(Color(c), t, s), *e = v.rays_end(Color(c), t, s); r != e; ++r)
          for (int k = 0; k < r->len; ++k) rayReach_[(size_t(c) * T + t) * S + s].set(v.pool[r->first + k]);
  // Mobility rows: a count can reach the number of squares the type's moves name.
  mobRow_.assign(T, 0);
  for (int t = 0; t < T; ++t) {
    if (!mobCentre_[t]) continue;
    int most = 0;
    for (int c = 0; c < 2; ++c)
      for (Square s = 0; s < S; ++s) {
        int n = 0;
        for (const Ray *r = v.rays_begin(Color(c), t, s), *e = v.rays_end(Color(c), t, s); r != e; ++r)
          n += r->len;
        most = std::max(most, n);
      }
    mobRow_[t] = int(mob_.size());
    for (int n = 0; n <= std::max(most, S); ++n)
      mob_.push_back((16 * n - mobCentre_[t]) * weights_[space_.term(t, Mobility)] +
                     16 * weights_[space_.moves(t, std::min(n, MobilitySteps - 1))]);
  }
  for (int t = 0; t < T; ++t) values_.push_back(v.types[t].value);
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
  // Evaluators of other definitions or weights share a thread's formation table.
  static std::atomic<uint64_t> made{0};
  salt_ = (++made) * 0xD6E8FEB86659FD93ull;
}

} // namespace chimera
