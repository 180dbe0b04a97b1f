#include "runtime/eval/eval.h"

#include <algorithm>
#include <cmath>
#include <type_traits>

#include "runtime/bitboard/tables.h"
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
// Endgame scaling without promoting pieces (Evaluator::eg_scale), in centipawns.
constexpr int MinorValue = 350, RookValue = 480;

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

int chebyshev(const Variant &v, Square a, Square b) {
  return std::max(std::abs(v.file_of(a) - v.file_of(b)), std::abs(v.rank_of(a) - v.rank_of(b)));
}

int relative_rank(const Variant &v, Color c, Square s) {
  return c == White ? v.rank_of(s) : v.ranks - 1 - v.rank_of(s);
}

// Whether no square is reached twice by the type's moving, or twice by its capturing, rays: then
// its mobility count and attacks are those of its bitboards (moves_bb), else of its rays.
bool counted_once(const Variant &v, int type) {
  for (int c = 0; c < 2; ++c)
    for (Square s = 0; s < v.squares(); ++s) {
      std::vector<uint8_t> seen(v.squares(), 0); // bit 0: a moving ray, bit 1: a capturing one
      for (const Ray *r = v.rays_begin(Color(c), type, s), *e = v.rays_end(Color(c), type, s); r != e; ++r) {
        if (r->kind != RayKind::Leaps && r->kind != RayKind::Slide) continue;
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

// A square set of one word, for the walk over a board of at most 64 squares: SquareSet's
// operations on a quarter of the work.
struct Word {
  uint64_t w = 0;
  bool test(Square s) const { return w >> s & 1; }
  void set(Square s) { w |= uint64_t(1) << s; }
  bool empty() const { return !w; }
  int count() const { return bitboard::popcount(w); }
  void add_word(int, uint64_t b) { w |= b; }
  Word &operator|=(Word o) { return w |= o.w, *this; }
  Word without(Word o) const { return {w & ~o.w}; }
  friend Word operator&(Word a, Word b) { return {a.w & b.w}; }
  template <class F> void for_each(F &&f) const {
    for (uint64_t b = w; b; b &= b - 1) f(Square(__builtin_ctzll(b)));
  }
};
template <class Set> Set as(const SquareSet &s) {
  if constexpr (std::is_same_v<Set, Word>)
    return Word{s.word(0)};
  else
    return s;
}

// Evaluator::moves from the bitboard tables: the same count and attacks, without the ray walks.
// The type's facts and its row of the tables are looked up once per type, not per piece.
template <class Set>
inline int moves_bb(const bitboard::Tables &tb, const bitboard::TypeFacts &f, const bitboard::PieceMoves &pm,
                    Square s, uint64_t occ, uint64_t enemy, Set &attacks) {
  const uint64_t slides = (f.rook ? tb.sliders.rook(s, occ) : 0) | (f.bishop ? tb.sliders.bishop(s, occ) : 0);
  const uint64_t capture = pm.both | pm.capture | slides, move = pm.both | pm.quiet | slides;
  attacks.add_word(0, capture);
  return bitboard::popcount(move & ~occ) + bitboard::popcount(capture & enemy);
}

bool promotes(const Variant &v, int t) { return (v.promotingTypes[0] | v.promotingTypes[1]) >> t & 1; }

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

// The engine's sink: weighted sums, x16 so that mobility's fractions count.
struct Score {
  const EvalParams &w;
  const std::vector<int> &pstMg, &pstEg;
  int S;
  int mg = 0, eg = 0;
  bool placed = false; // the piece-square terms are in mg and eg already (the lazy evaluation's)
  void piece(int sign, Piece p, Square s) {
    if (placed) return;
    mg += sign * 16 * pstMg[size_t(p) * S + s], eg += sign * 16 * pstEg[size_t(p) * S + s];
  }
  void add(int i, int count) { mg += 16 * count * w.mg[i], eg += 16 * count * w.eg[i]; }
  void add16(int i, int count16) { mg += count16 * w.mg[i], eg += count16 * w.eg[i]; }
};

// The tuner's sink: the terms themselves.
struct Collect {
  const std::vector<std::vector<std::pair<int, float>>> &pstTerms;
  int S;
  Features &out;
  void piece(int sign, Piece p, Square s) {
    for (const auto &[i, coef] : pstTerms[size_t(p) * S + s]) out.terms.emplace_back(i, sign * coef);
  }
  void add(int i, int count) { out.terms.emplace_back(i, float(count)); }
  void add16(int i, int count16) { out.terms.emplace_back(i, count16 / 16.0f); }
};

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
    if (space_.used[space_.term(t, Pair)]) paired_ |= uint64_t(1) << t;
    if (v.bitboards && counted_once(v, t)) bitboardTypes_ |= uint64_t(1) << t;
    const double typical = typical_moves(v, t);
    if (!pt.royal && typical >= 1) mobCentre_[t] = int(std::lround(16 * typical));
    for (int u = 0; u < T; ++u)
      if (!v.types[u].royal && v.types[u].value < pt.value) cheaper_[t] |= uint64_t(1) << u;
  }
  allBitboard_ = v.bitboards && bitboardTypes_ == (T < 64 ? (uint64_t(1) << T) - 1 : ~uint64_t(0));
  for (int t = 0; t < T; ++t) {
    royalTerms_ |= v.types[t].royal || v.types[t].royalLast;
    if (space_.used[space_.term(t, OpenFile)]) fileTypes_ |= uint64_t(1) << t;
    if (space_.used[space_.term(t, SafeCheck)]) checkTypes_ |= uint64_t(1) << t;
  }
  shelterTerms_ = space_.used[space_.storm()];
  scaling_ = royalTerms_ && promoting_ && !v.hands && v.goals.empty();

  // Piece-square terms: material, shape, rank, file and promotion progress, per square.
  pstTerms_.assign(size_t(2 * T + 1) * S, {});
  pstMg_.assign(pstTerms_.size(), 0);
  pstEg_.assign(pstTerms_.size(), 0);
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
        pstMg_[size_t(make_piece(Color(c), t)) * S + s] = int(std::lround(mg));
        pstEg_[size_t(make_piece(Color(c), t)) * S + s] = int(std::lround(eg));
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

int Evaluator::phase(const Position &pos) const {
  int officers = 0;
  for (int c = 0; c < 2; ++c)
    for (int t = 0; t < v_->ntypes(); ++t)
      if (officers_ >> t & 1)
        officers += (pos.count(Color(c), t) + pos.hand(Color(c), t)) * v_->types[t].value;
  return std::min(PhaseMax, officers * PhaseMax / startOfficers_);
}

int Evaluator::moves(const Position &pos, Color c, int type, Square s, SquareSet &attacks) const {
  const Variant &v = *v_;
  int n = 0;
  for (const Ray *r = v.rays_begin(c, type, s), *e = v.rays_end(c, type, s); r != e; ++r) {
    if (r->flags & RayFallback) continue;
    const uint8_t *sq = v.pool.data() + r->first;
    const bool move = r->flags & RayMove, capture = r->flags & RayCapture;
    switch (r->kind) {
    case RayKind::Leaps:
    case RayKind::Slide:
      for (int k = 0; k < r->len; ++k) {
        const Piece p = pos.at(sq[k]);
        n += p ? capture && p != Wall && color_of(p) != c : move;
        if (capture) attacks.set(sq[k]);
        if (p && r->kind == RayKind::Slide) break;
      }
      break;
    case RayKind::Hop:
    case RayKind::Grasshopper: {
      if (!capture) break;
      int k = 0;
      while (k < r->len && !pos.at(sq[k])) ++k;
      const Piece screen = k < r->len ? pos.at(sq[k]) : NoPiece;
      if (!screen || ((r->flags & RayFriendScreen) && color_of(screen) != c) ||
          ((r->flags & RayEnemyScreen) && color_of(screen) == c))
        break;
      for (++k; k < r->len; ++k) {
        attacks.set(sq[k]);
        if (pos.at(sq[k]) || r->kind == RayKind::Grasshopper) break;
      }
      break;
    }
    case RayKind::Lame: {
      if (!capture || r->nlocust) break;
      const uint8_t *path = v.pool.data() + r->block;
      bool open = true;
      for (int k = 0; k < r->nblock + r->nhop && open; ++k) open = !pos.at(path[k]) == (k < r->nblock);
      if (open) attacks.set(sq[0]);
      break;
    }
    case RayKind::Bent: break;
    }
  }
  return n;
}

template <class Sink> void Evaluator::walk(const Position &pos, Sink &sink) const {
  if (allBitboard_)
    walk<Word>(pos, sink);
  else
    walk<SquareSet>(pos, sink);
}

template <class Set, class Sink> void Evaluator::walk(const Position &pos, Sink &sink) const {
  const Variant &v = *v_;
  const int T = v.ntypes(), S = S_;
  const Color us = pos.side_to_move();
  // Per colour and type: where its pieces stand and what they attack (only T types cleared),
  // and how many of them attack the squares around the enemy's royal pieces.
  thread_local std::vector<Set> scratch;
  thread_local std::vector<int> kingAttackers;
  scratch.assign(size_t(4) * T, Set());
  kingAttackers.assign(size_t(2) * T, 0);
  Set attacks[2], *byType[2] = {&scratch[0], &scratch[T]},
                  *typeAttacks[2] = {&scratch[2 * T], &scratch[3 * T]};
  Set zone[2]; // the squares next to each side's royal pieces, and under them
  if (royalTerms_)
    for (int c = 0; c < 2; ++c)
      pos.royals(Color(c)).for_each([&](Square k) { zone[c] |= as<Set>(near_[k]); });
  // A board with bitboards has no walls and at most 64 squares: one word.
  const bitboard::Tables *tb = v.bitboards.get();
  const uint64_t occ = tb ? pos.occupied().word(0) : 0;
  for (int c = 0; c < 2; ++c) {
    const int sign = c == us ? 1 : -1;
    const uint64_t enemy = tb ? pos.pieces(~Color(c)).word(0) : 0;
    const Set &enemyZone = zone[~Color(c)];
    int *attackersOf = &kingAttackers[size_t(c) * T];
    if constexpr (std::is_same_v<Set, Word>) {
      // By type, from the position's piece bitboards: no board look-ups.
      for (uint64_t m = pos.present(Color(c)); m; m &= m - 1) {
        const int t = __builtin_ctzll(m);
        const Piece p = make_piece(Color(c), t);
        const bitboard::TypeFacts &f = tb->fact(c, t);
        const bitboard::PieceMoves *row = &tb->at(c, t, 0);
        byType[c][t] = Word{pos.bitboard(p)};
        byType[c][t].for_each([&](Square s) {
          sink.piece(sign, p, s);
          Word att;
          const int n = moves_bb(*tb, f, row[s], s, occ, enemy, att);
          typeAttacks[c][t] |= att;
          attackersOf[t] += !(att & enemyZone).empty();
          if (mobCentre_[t]) {
            sink.add16(space_.term(t, Mobility), sign * (16 * n - mobCentre_[t]));
            sink.add(space_.moves(t, std::min(n, MobilitySteps - 1)), sign);
          }
        });
      }
    } else
      pos.pieces(Color(c)).for_each([&](Square s) {
        const Piece p = pos.at(s);
        const int t = type_of(p);
        sink.piece(sign, p, s);
        byType[c][t].set(s);
        SquareSet att;
        const int n = bitboardTypes_ >> t & 1
                          ? moves_bb(*tb, tb->fact(c, t), tb->at(c, t, s), s, occ, enemy, att)
                          : moves(pos, Color(c), t, s, att);
        typeAttacks[c][t] |= as<Set>(att);
        attackersOf[t] += !(as<Set>(att) & enemyZone).empty();
        if (mobCentre_[t]) {
          sink.add16(space_.term(t, Mobility), sign * (16 * n - mobCentre_[t]));
          sink.add(space_.moves(t, std::min(n, MobilitySteps - 1)), sign);
        }
      });
    for (int t = 0; t < T; ++t) {
      attacks[c] |= typeAttacks[c][t];
      if (v.hands && pos.hand(Color(c), t)) sink.add(space_.term(t, Hand), sign * pos.hand(Color(c), t));
      if ((paired_ >> t & 1) && pos.count(Color(c), t) >= 2) sink.add(space_.term(t, Pair), sign);
    }
  }
  Set promoters[2], promoterAttacks[2];
  for (int c = 0; c < 2; ++c)
    for (uint64_t m = promoting_ & pos.present(Color(c)); m; m &= m - 1) {
      promoters[c] |= byType[c][__builtin_ctzll(m)];
      promoterAttacks[c] |= typeAttacks[c][__builtin_ctzll(m)];
    }
  for (int c = 0; c < 2; ++c) {
    const Color them = ~Color(c);
    const int sign = c == us ? 1 : -1;
    const bool mine = c == us;
    const Square royal = pos.royals(Color(c)).first(), enemyRoyal = pos.royals(them).first();
    // Per type, not per piece: hanging (attacked, not defended), threatened (by a cheaper type).
    for (int t = 0; t < T; ++t) {
      const Set own = byType[c][t];
      if (own.empty() || v.types[t].royal) continue;
      const Set attacked = own & attacks[them];
      if (const int n = attacked.count() - (attacked & attacks[c]).count())
        sink.add(space_.term(t, mine ? HangingUs : HangingThem), n);
      Set cheaper;
      for (uint64_t m = cheaper_[t]; m; m &= m - 1) cheaper |= typeAttacks[them][__builtin_ctzll(m)];
      if (const int n = (own & cheaper).count()) sink.add(space_.term(t, mine ? ThreatUs : ThreatThem), n);
      if (kingAttackers[size_t(c) * T + t])
        sink.add(space_.term(t, KingAttacker), sign * kingAttackers[size_t(c) * T + t]);
      if (fileTypes_ >> t & 1)
        own.for_each([&](Square s) {
          if (promoterAttacks[c].test(s) &&
              (as<Set>(frontSpan_[size_t(c) * S + s]) & as<Set>(adjFiles_[s]) & promoters[them]).empty())
            sink.add(space_.term(t, Outpost), sign);
          const Set file = as<Set>(fileOf_[s]);
          if (!(file & promoters[c]).empty()) return;
          sink.add(space_.term(t, (file & promoters[them]).empty() ? OpenFile : SemiOpenFile), sign);
        });
      if (!(promoting_ >> t & 1)) continue;
      if (const int n = (own & attacks[c]).count()) sink.add(space_.term(t, Supported), sign * n);
      own.for_each([&](Square s) {
        const size_t i = size_t(c) * S + s;
        if ((as<Set>(adjFiles_[s]) & own).empty()) sink.add(space_.term(t, Isolated), sign);
        if (!(as<Set>(beside_[s]) & own).empty()) sink.add(space_.term(t, Phalanx), sign);
        if (!(as<Set>(frontFile_[i]) & own).empty()) sink.add(space_.term(t, Doubled), sign);
        const Square ahead = ahead_[i];
        if (ahead != NoSquare && pos.at(ahead)) sink.add(space_.term(t, Blocked), sign);
        if (!(as<Set>(frontSpan_[i]) & byType[them][t]).empty()) return;
        sink.add(space_.passed(t, relative_rank(v, Color(c), s)), sign);
        const int w = advance_[i];
        if (!w || ahead == NoSquare) return;
        if (!pos.at(ahead) && !attacks[them].test(ahead)) sink.add(space_.term(t, PassedFree), sign * w);
        if (royal != NoSquare)
          sink.add(space_.term(t, PassedKingUs), sign * w * std::min(chebyshev(v, royal, ahead), 5));
        if (enemyRoyal != NoSquare)
          sink.add(space_.term(t, PassedKingThem), sign * w * std::min(chebyshev(v, enemyRoyal, ahead), 5));
      });
    }
    if (!royalTerms_) continue;
    // The royal pieces of c: attacked squares around them, the attackers, the checks the
    // enemy could give safely, the shelter of c's promoting pieces and the enemy's storm.
    int attackers = 0;
    for (int t = 0; t < T; ++t) attackers += kingAttackers[size_t(them) * T + t];
    pos.royals(Color(c)).for_each([&](Square k) {
      const int attacked = (attacks[them] & as<Set>(near_[k])).count();
      sink.add(space_.safety(std::min(attacked, SafetySteps - 1)), sign);
      if (attackers) sink.add(space_.attackers(std::min(attackers, AttackerSteps - 1)), sign);
      // Squares the enemy may move to that we do not guard.
      const Set safe = as<Set>(v.board.without(pos.pieces(them))).without(attacks[c]);
      for (uint64_t m = checkTypes_ & pos.present(them); m; m &= m - 1) {
        const int t = __builtin_ctzll(m);
        const Set reach = typeAttacks[them][t] & safe;
        if (reach.empty()) continue;
        // Where a piece of type t attacks k from (its moves from k, as the other side).
        Set from;
        if (bitboardTypes_ >> t & 1) {
          const bitboard::TypeFacts &f = tb->fact(them, t);
          from.add_word(0, tb->leapers[(size_t(them) * T + t) * S + k] |
                               (f.rook ? tb->sliders.rook(k, occ) : 0) |
                               (f.bishop ? tb->sliders.bishop(k, occ) : 0));
        } else {
          SquareSet back;
          moves(pos, Color(c), t, k, back);
          from = as<Set>(back);
        }
        if (!(reach & from).empty()) sink.add(space_.term(t, SafeCheck), -sign);
      }
      if (!shelterTerms_) return;
      const size_t i = size_t(c) * S + k;
      if (const int n = (as<Set>(shield1_[i]) & promoters[c]).count()) sink.add(space_.shelter(1), sign * n);
      if (const int n = (as<Set>(shield2_[i]) & promoters[c]).count()) sink.add(space_.shelter(2), sign * n);
      int open = 0;
      for (int j = 0; j < shelterFileCount_[i]; ++j)
        open += (as<Set>(shelterFiles_[i][j]) & promoters[c]).empty();
      if (open) sink.add(space_.shelter_open(), sign * open);
      if (const int n = (as<Set>(stormZone_[i]) & promoters[them]).count())
        sink.add(space_.storm(), sign * n);
    });
  }
  sink.add(space_.tempo(), 1);
}

int Evaluator::eg_scale(const Position &pos, int eg) const {
  if (!scaling_ || !eg) return EgScaleMax;
  const Color strong = eg > 0 ? pos.side_to_move() : ~pos.side_to_move(), weak = ~strong;
  for (uint64_t m = promoting_ & pos.present(strong); m; m &= m - 1)
    if (pos.count(strong, __builtin_ctzll(m))) return EgScaleMax;
  int material[2] = {0, 0};
  for (int c = 0; c < 2; ++c)
    for (uint64_t m = officers_ & pos.present(Color(c)); m; m &= m - 1) {
      const int t = __builtin_ctzll(m);
      material[c] += pos.count(Color(c), t) * v_->types[t].value;
    }
  // Without promoting pieces, an advantage of a minor piece or less rarely wins: none at all
  // with less than a rook's worth, little against a lone minor piece.
  if (material[strong] - material[weak] > MinorValue) return EgScaleMax;
  return material[strong] < RookValue ? 0 : material[weak] <= MinorValue ? 4 : 14;
}

int Evaluator::evaluate(const Position &pos, int alpha, int beta) const {
  const int ph = phase(pos);
  Score sink{params_, pstMg_, pstEg_, S_};
  if (alpha > -MaxEval || beta < MaxEval) {
    // Lazy: the piece-square and hand terms alone, when they are far outside the window.
    const Color us = pos.side_to_move();
    for (int c = 0; c < 2; ++c) {
      const int sign = c == us ? 1 : -1;
      if (allBitboard_)
        for (uint64_t m = pos.present(Color(c)); m; m &= m - 1) {
          const Piece p = make_piece(Color(c), __builtin_ctzll(m));
          Word{pos.bitboard(p)}.for_each([&](Square s) { sink.piece(sign, p, s); });
        }
      else
        pos.pieces(Color(c)).for_each([&](Square s) { sink.piece(sign, pos.at(s), s); });
    }
    const int placedMg = sink.mg, placedEg = sink.eg;
    for (int c = 0; c < 2 && v_->hands; ++c)
      for (int t = 0; t < v_->ntypes(); ++t)
        if (pos.hand(Color(c), t)) sink.add(space_.term(t, Hand), (c == us ? 1 : -1) * pos.hand(Color(c), t));
    const int64_t rough = (int64_t(sink.mg) * ph + int64_t(sink.eg) * (PhaseMax - ph)) / (16 * PhaseMax);
    if (rough - LazyMargin >= beta || rough + LazyMargin <= alpha)
      return int(std::clamp<int64_t>(rough, -MaxEval, MaxEval));
    // The walk adds the rest (hands again, but not the piece-square terms).
    sink.mg = placedMg, sink.eg = placedEg, sink.placed = true;
  }
  walk(pos, sink);
  const int64_t eg = int64_t(sink.eg) * eg_scale(pos, sink.eg) / EgScaleMax;
  const int64_t score = (int64_t(sink.mg) * ph + eg * (PhaseMax - ph)) / (16 * PhaseMax);
  return int(std::clamp<int64_t>(score, -MaxEval, MaxEval));
}

void Evaluator::features(const Position &pos, Features &out) const {
  out.terms.clear();
  out.phase = phase(pos);
  Collect sink{pstTerms_, S_, out};
  walk(pos, sink);
  // The scale depends on the endgame sum's sign: the weights' sum decides it, as in evaluate.
  Score sum{params_, pstMg_, pstEg_, S_};
  walk(pos, sum);
  out.egScale = float(eg_scale(pos, sum.eg)) / EgScaleMax;
}

} // namespace chimera
