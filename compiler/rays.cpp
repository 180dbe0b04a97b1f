// Rays: every piece's moves, per colour and square, as the move generator walks them.
//
// Each Betza atom is turned into drafts for one square, the drafts are merged so that no two
// rays can produce the same move (a designer may write overlapping atoms such as "WK" or
// "fmW" next to "fmW3"), and the result is appended to the flat tables.
#include <algorithm>
#include <array>

#include "compiler/tables.h"

namespace chimera {

namespace {

// A short list of squares kept inline: drafts are made by the hundred thousand while a big
// board compiles, and a heap allocation each would cost more than the rest of the work.
// Lines and lame paths are shorter than the 16x16 board; multi-leg paths have at most
// betza::MaxLegs points.
struct Squares {
  uint8_t n = 0;
  std::array<uint8_t, 31> s{};
  void push_back(uint8_t q) { s[n++] = q; }
  size_t size() const { return n; }
  bool empty() const { return n == 0; }
  const uint8_t *begin() const { return s.data(); }
  const uint8_t *end() const { return s.data() + n; }
  uint8_t operator[](size_t i) const { return s[i]; }
  bool operator==(const Squares &o) const { return n == o.n && std::equal(begin(), end(), o.begin()); }
  bool operator!=(const Squares &o) const { return !(*this == o); }
};

struct Draft {
  RayKind kind = RayKind::Leaps;
  uint16_t flags = 0;
  uint64_t stops = 0;             // RayPierce: enemy types that stop the flight
  Squares squares;                // targets, in walking order
  Squares empty, occupied, enemy; // conditions before the targets (Lame, Bent)
};

uint16_t flags_of(const betza::Atom &a, bool createsEp) {
  uint16_t f = 0;
  if (a.modes & betza::Move) f |= RayMove;
  if (a.modes & betza::Capture) f |= RayCapture;
  if (a.modes & betza::EnPassant) f |= RayEnPassant;
  if (createsEp && (a.modes & betza::Move) && !a.hop && !a.grasshopper) f |= RayDoubleStep;
  return f;
}

// Flags that change what a ray does rather than add moves: rays differing in them never merge.
constexpr uint16_t Behaviour = RayPierce | RayExplode | RayFriendScreen | RayEnemyScreen;

bool subset(uint16_t a, uint16_t b) { return (a & ~b) == 0; }

class SquareDrafts {
public:
  // Threats (`checks` moves) ignore the piece's confinement: a Xiangqi general confined to
  // its palace still faces the other general down the whole file.
  SquareDrafts(const Variant &v, bool confine) : v_(v), confine_(confine) {}

  // Starts over for another piece and square; the buffers keep their room.
  void reset(const model::Piece &piece, Color c, Square s) {
    piece_ = &piece, c_ = c, f0_ = v_.file_of(s), r0_ = v_.rank_of(s), up_ = c == White ? 1 : -1;
    right_ = c == Black && piece.rotated ? -1 : 1;
    for (int k = 0; k < nleaps_; ++k) leaps_[touched_[k]] = 0;
    nleaps_ = 0;
    others_.clear();
  }

  void add(const betza::Atom &a, const SquareSet &within, const SquareSet &onto, bool createsEp,
           uint16_t rules, uint64_t stops) {
    within_ = &within, onto_ = &onto;
    const uint16_t flags = flags_of(a, createsEp) | rules;
    stops_ = stops;
    for (const betza::Path &path : a.paths) multi_leg(path, flags & ~RayDoubleStep);
    for (const betza::Bend &bend : a.bends) bent(bend, a.bendRange, flags & ~RayDoubleStep);
    for (auto [dxWhite, dyWhite] : a.vectors) {
      const int dx = dxWhite * right_, dy = dyWhite * up_;
      if (a.range == 1 && !a.lame) {
        if (!ok(dx, dy) || !lands(dx, dy)) continue;
        if (flags & RayExplode) { // kept apart: merged with a plain leap, every capture would explode
          Draft &d = draft(RayKind::Leaps, flags & ~RayDoubleStep, 0);
          d.squares.push_back(sq(dx, dy));
        } else {
          leap(sq(dx, dy), flags & ~RayDoubleStep);
        }
      } else if (a.lame) {
        if (!ok(dx, dy) || !lands(dx, dy)) continue;
        auto path = betza::lame_path(dxWhite, dyWhite);
        if (std::any_of(path.begin(), path.end(),
                        [&](auto p) { return !v_.board.test(sq(p[0] * right_, p[1] * up_)); }))
          continue; // a hole blocks it
        Draft &d = draft(RayKind::Lame, flags, 0);
        d.squares.push_back(sq(dx, dy));
        for (auto [px, py] : path) d.empty.push_back(sq(px * right_, py * up_));
        bool straight = dx == 0 || dy == 0 || std::abs(dx) == std::abs(dy);
        if (!straight || path.empty()) d.flags &= ~RayDoubleStep;
      } else {
        const RayKind kind = a.hop ? RayKind::Hop : a.grasshopper ? RayKind::Grasshopper : RayKind::Slide;
        // Only a slide along an orthogonal or diagonal line passes squares it leaves for en
        // passant (§6.7): a zebra rider jumps from point to point.
        const bool straight = dx == 0 || dy == 0 || std::abs(dx) == std::abs(dy);
        if (kind == RayKind::Slide && !onto_everywhere()) { // `onto`: sema allows it on slides only
          slide_onto(dx, dy, a.range, straight ? flags : flags & ~RayDoubleStep);
          continue;
        }
        Draft &d = draft(kind, kind == RayKind::Slide && straight ? flags : flags & ~RayDoubleStep,
                         (flags & RayPierce) ? stops_ : 0);
        // A confined rider stops at the edge of its region, any rider before a hole: a hole
        // ends the line as the board's edge does, so no hopper finds a screen in it.
        for (int k = 1; ok(k * dx, k * dy) && (a.range == 0 || k <= a.range); ++k)
          d.squares.push_back(sq(k * dx, k * dy));
        if (d.squares.empty()) others_.pop_back();
      }
    }
  }

  // Appends the merged rays to `rays` and their squares to `pool`. Returns true when two
  // rays still share a target (a leap onto a slide's third square, say): whether both reach
  // it depends on the position, so the generator removes such repeats at run time.
  bool emit(std::vector<Ray> &rays, std::vector<uint8_t> &pool, std::vector<uint64_t> &stopSets) {
    // A slide that is a prefix of another in the same direction with at least its modes adds
    // nothing; nor does a leap onto the first square of such a slide.
    // Drafts are compared pairwise, so the cheap tests that reject most pairs come first
    // (a prefix starts on the same square).
    dropped_.assign(others_.size(), 0);
    std::vector<uint8_t> &dropped = dropped_;
    for (size_t i = 0; i < others_.size(); ++i) {
      const Draft &a = others_[i];
      if (a.kind == RayKind::Leaps) continue;
      for (size_t j = 0; j < others_.size() && !dropped[i]; ++j) {
        const Draft &b = others_[j];
        if (i == j || dropped[j] || a.kind != b.kind || a.squares.size() > b.squares.size() ||
            (!a.squares.empty() && a.squares[0] != b.squares[0]))
          continue;
        if (!subset(a.flags, b.flags) || a.empty != b.empty || a.occupied != b.occupied ||
            a.enemy != b.enemy || a.stops != b.stops || ((a.flags ^ b.flags) & Behaviour))
          continue;
        bool prefix = std::equal(a.squares.begin(), a.squares.end(), b.squares.begin());
        bool sameOrder = a.kind == RayKind::Slide || a.kind == RayKind::Bent || a.squares == b.squares;
        if (prefix && sameOrder && (a.squares.size() < b.squares.size() || a.flags != b.flags || i > j))
          dropped[i] = true;
      }
    }
    for (size_t j = 0; j < others_.size(); ++j) {
      const Draft &b = others_[j];
      if (dropped[j] || b.kind != RayKind::Slide) continue;
      uint16_t &leap = leaps_[b.squares[0]];
      if (leap && !(b.flags & Behaviour) && subset(leap, b.flags & ~RayDoubleStep)) leap = 0;
    }

    // Leaps grouped by flags, each group in square order: (flags, target) sorted.
    byFlags_.clear();
    for (int k = 0; k < nleaps_; ++k)
      if (uint16_t f = leaps_[touched_[k]]) byFlags_.push_back(uint32_t(f) << 8 | touched_[k]);
    std::sort(byFlags_.begin(), byFlags_.end());
    for (size_t k = 0; k < byFlags_.size();) {
      const uint16_t flags = uint16_t(byFlags_[k] >> 8);
      Ray r;
      r.kind = RayKind::Leaps;
      r.flags = flags;
      r.first = uint32_t(pool.size());
      for (; k < byFlags_.size() && byFlags_[k] >> 8 == flags; ++k) pool.push_back(uint8_t(byFlags_[k]));
      r.len = uint8_t(pool.size() - r.first); // at most 256 squares: one ray per flag set
      rays.push_back(r);
    }
    for (size_t j = 0; j < others_.size(); ++j) {
      if (dropped[j]) continue;
      const Draft &d = others_[j];
      Ray r;
      r.kind = d.kind;
      r.flags = d.flags;
      r.first = uint32_t(pool.size());
      r.len = uint8_t(d.squares.size());
      pool.insert(pool.end(), d.squares.begin(), d.squares.end());
      r.block = uint32_t(pool.size());
      r.nblock = uint8_t(d.empty.size());
      r.nhop = uint8_t(d.occupied.size());
      r.nlocust = uint8_t(d.enemy.size());
      if (d.flags & RayPierce) {
        auto it = std::find(stopSets.begin(), stopSets.end(), d.stops);
        r.stops = uint8_t(it - stopSets.begin());
        if (it == stopSets.end()) stopSets.push_back(d.stops);
      }
      pool.insert(pool.end(), d.empty.begin(), d.empty.end());
      pool.insert(pool.end(), d.occupied.begin(), d.occupied.end());
      pool.insert(pool.end(), d.enemy.begin(), d.enemy.end());
      rays.push_back(r);
    }
    // Two rays can make one move only if both can end on an empty square or both on an enemy:
    // a cannon's non-capturing slide and its capturing hop never repeat each other, nor a
    // Scorpion's step and its shot (a piercing ray ends on an empty square only if it moves).
    std::array<uint8_t, 256> toEmpty{}, toEnemy{};
    bool repeats = false;
    auto reach = [&](uint8_t q, uint16_t flags, bool locust) {
      if ((flags & (RayMove | RayEnPassant | RayDoubleStep)) || locust) repeats |= toEmpty[q]++ > 0;
      if (flags & RayCapture) repeats |= toEnemy[q]++ > 0;
    };
    for (uint32_t e : byFlags_) reach(uint8_t(e), uint16_t(e >> 8), false); // one entry per square
    for (size_t j = 0; j < others_.size(); ++j)
      if (!dropped[j])
        for (uint8_t q : others_[j].squares) reach(q, others_[j].flags, !others_[j].enemy.empty());
    return repeats;
  }

private:
  uint8_t sq(int dx, int dy) const { return uint8_t(v_.square(f0_ + dx, r0_ + dy)); }
  // May the piece stand on (dx, dy) or pass over it? A square of the board (not a hole) inside
  // the piece's regions.
  bool ok(int dx, int dy) const {
    if (!v_.on_board(f0_ + dx, r0_ + dy) || !v_.board.test(sq(dx, dy))) return false;
    Square rel = v_.relative(c_, v_.square(f0_ + dx, r0_ + dy));
    return (!confine_ || piece_->confined.test(rel)) && within_->test(rel);
  }
  // `onto REGION`: the slide passes squares outside it but ends only inside. Each target is a
  // lame leap over the empty squares before it, so generation and attacks need nothing new.
  bool lands(int dx, int dy) const { return onto_->test(v_.relative(c_, v_.square(f0_ + dx, r0_ + dy))); }
  bool onto_everywhere() const { return int(onto_->count()) == v_.squares(); }
  void slide_onto(int dx, int dy, int range, uint16_t flags) {
    for (int k = 1; ok(k * dx, k * dy) && (range == 0 || k <= range); ++k) {
      if (!lands(k * dx, k * dy)) continue;
      Draft &d = draft(RayKind::Lame, k > 1 ? flags : flags & ~RayDoubleStep, 0);
      d.squares.push_back(sq(k * dx, k * dy));
      for (int j = 1; j < k; ++j) d.empty.push_back(sq(j * dx, j * dy));
    }
  }
  Draft &draft(RayKind kind, uint16_t flags, uint64_t stops) {
    Draft &d = others_.emplace_back();
    d.kind = kind, d.flags = flags, d.stops = stops;
    return d;
  }
  void leap(uint8_t target, uint16_t flags) {
    if (!leaps_[target]) touched_[nleaps_++] = target;
    leaps_[target] |= flags;
  }

  // A hole anywhere on the path blocks it, a leg that must jump a piece too.
  void multi_leg(const betza::Path &path, uint16_t flags) {
    for (auto [dxWhite, dyWhite] : path.points)
      if (!ok(dxWhite * right_, dyWhite * up_)) return;
    Draft &d = draft(RayKind::Lame, flags, 0);
    for (size_t k = 0; k < path.points.size(); ++k) {
      auto [dxWhite, dyWhite] = path.points[k];
      uint8_t q = sq(dxWhite * right_, dyWhite * up_);
      if (k + 1 == path.points.size())
        d.squares.push_back(q);
      else
        (path.cond[k] == betza::Occupied ? d.occupied
         : path.cond[k] == betza::Enemy  ? d.enemy
                                         : d.empty)
            .push_back(q);
    }
  }

  void bent(const betza::Bend &bend, int range, uint16_t flags) {
    auto [fxWhite, fyWhite] = bend.first;
    const int fx = fxWhite * right_, fy = fyWhite * up_, sx = bend.step[0] * right_, sy = bend.step[1] * up_;
    if (!ok(fx, fy)) return;
    Draft &d = draft(RayKind::Bent, flags, (flags & RayPierce) ? stops_ : 0);
    d.empty.push_back(sq(fx, fy));
    for (int k = 1; ok(fx + k * sx, fy + k * sy) && (range == 0 || k <= range); ++k)
      d.squares.push_back(sq(fx + k * sx, fy + k * sy));
    if (d.squares.empty()) others_.pop_back();
  }

  const Variant &v_;
  bool confine_;
  const model::Piece *piece_ = nullptr;
  Color c_ = White;
  int f0_ = 0, r0_ = 0, up_ = 1, right_ = 1; // right_: -1 for a rotated piece of Black's
  const SquareSet *within_ = nullptr, *onto_ = nullptr;
  uint64_t stops_ = 0;
  std::array<uint16_t, 256> leaps_{};  // target -> flags of the leaps onto it
  std::array<uint8_t, 256> touched_{}; // the targets with flags, in the order first reached
  int nleaps_ = 0;
  std::vector<Draft> others_;
  std::vector<uint8_t> dropped_;
  std::vector<uint32_t> byFlags_;
};

// Appends rays [begin, end) of `rays`, mirrored (ranks flipped; in a rotated variant, files
// too), to `rays`: White's on one square become Black's on the mirrored square.
void mirror_rays(Variant &v, std::vector<Ray> &rays, size_t begin, size_t end) {
  auto copy = [&](uint32_t from, int n) {
    for (int k = 0; k < n; ++k) v.pool.push_back(uint8_t(v.relative(Black, v.pool[from + k])));
  };
  for (size_t i = begin; i < end; ++i) {
    Ray r = rays[i];
    r.first = uint32_t(v.pool.size());
    copy(rays[i].first, r.len);
    if (r.kind == RayKind::Leaps && r.block == 0) { // a merged leap list stays in square order
      std::sort(v.pool.begin() + r.first, v.pool.end());
    } else {
      r.block = uint32_t(v.pool.size());
      copy(rays[i].block, r.nblock + r.nhop + r.nlocust);
    }
    rays.push_back(r);
  }
}

} // namespace

bool mirrorColours = true;

bool colours_mirror(const Variant &v) {
  if (!mirrorColours) return false;
  for (Square s = 0; s < v.squares(); ++s)
    if (v.board.test(s) != v.board.test(v.relative(Black, s))) return false;
  for (const PieceType &t : v.types) {
    // Black's moves must be White's turned as the variant turns its regions (mirrored, or
    // rotated in a rotated variant), and the same moves for both sides.
    if (t.rotated != v.rotated ||
        std::any_of(t.atoms.begin(), t.atoms.end(), [](const MoveAtom &a) { return a.colours != 3; }))
      return false;
    if (std::none_of(t.atoms.begin(), t.atoms.end(), [](const MoveAtom &a) { return a.initial; })) continue;
    for (Square s = 0; s < v.squares(); ++s)
      if (t.initialSquares[White].test(s) != t.initialSquares[Black].test(v.relative(Black, s))) return false;
  }
  return true;
}

// Reverses the en-passant rays: for each colour and square, the squares from which pieces of
// that colour capture en passant onto it.
void build_ep_takers(Variant &v) {
  const int S = v.squares(), T = v.ntypes();
  std::vector<std::vector<Variant::EpTaker>> onto(size_t(2) * S);
  for (int c = 0; c < 2; ++c)
    for (int t = 0; t < T; ++t)
      for (Square s = 0; s < S; ++s)
        for (const Ray *r = v.rays_begin(Color(c), t, s), *e = v.rays_end(Color(c), t, s); r != e; ++r) {
          if (!(r->flags & RayEnPassant)) continue;
          for (int k = 0; k < r->len; ++k) {
            std::vector<Variant::EpTaker> &list = onto[size_t(c) * S + v.pool[r->first + k]];
            auto it = std::find_if(list.begin(), list.end(),
                                   [s](const Variant::EpTaker &e) { return e.from == s; });
            if (it == list.end()) list.push_back({uint8_t(s), 0}), it = list.end() - 1;
            it->types |= uint64_t(1) << t;
          }
        }
  v.epTakers.clear();
  v.epTakerIndex.assign(onto.size() + 1, 0);
  for (size_t i = 0; i < onto.size(); ++i) {
    v.epTakerIndex[i] = uint32_t(v.epTakers.size());
    v.epTakers.insert(v.epTakers.end(), onto[i].begin(), onto[i].end());
  }
  v.epTakerIndex.back() = uint32_t(v.epTakers.size());
}

namespace {

// The hop rays of a type with screen rules carry RayHopRule, so that the generator looks a
// rule up only for them and the other pieces of such a variant stay on the plain path.
void mark_hop_rules(Variant &v) {
  const int S = v.squares(), T = v.ntypes();
  for (int t = 0; t < T; ++t) {
    bool ruled = false;
    for (int k = 0; k < 2 * T; ++k) ruled |= v.hopRules[size_t(t) * T * 2 + k] != HopSlide;
    if (!ruled) continue;
    for (int c = 0; c < 2; ++c)
      for (Square s = 0; s < S; ++s) {
        const size_t index = (size_t(c) * T + t) * S + s;
        for (uint32_t i = v.rayIndex[index]; i < v.rayIndex[index + 1]; ++i)
          if (v.rays[i].kind == RayKind::Hop || v.rays[i].kind == RayKind::Grasshopper)
            v.rays[i].flags |= RayHopRule;
      }
  }
}

} // namespace

void build_rays(Variant &v, const model::Variant &m) {
  const int S = v.squares(), T = v.ntypes();
  v.pool.clear();
  v.rays.clear();
  v.rayIndex.assign(size_t(2) * T * S + 1, 0);
  v.rayRepeats.assign(size_t(2) * T * S, 0);
  for (RayTable *table : {&v.checks, &v.confronts}) {
    table->rays.clear();
    table->index.assign(size_t(2) * T * S + 1, 0);
  }
  SquareDrafts moves(v, true), checks(v, false), confronts(v, false), fallbacks(v, true);
  const bool mirror = colours_mirror(v);
  for (int c = 0; c < (mirror ? 1 : 2); ++c)
    for (int t = 0; t < T; ++t) {
      const model::Piece &piece = m.pieces[t];
      // A royal piece leaves no en-passant square: taking it en passant would capture a royal
      // piece that no test of check sees.
      bool createsEp = false; // a piece that may be taken en passant, or that takes so
      if (!piece.royal && !piece.royalLast) {
        createsEp = piece.takenEnPassant;
        for (const betza::Atom &a : piece.atoms) createsEp |= (a.modes & betza::EnPassant) != 0;
      }
      for (Square s = 0; s < S; ++s) {
        const size_t index = (size_t(c) * T + t) * S + s;
        for (SquareDrafts *d : {&moves, &checks, &confronts, &fallbacks}) d->reset(piece, Color(c), s);
        for (size_t ai = 0; ai < piece.atoms.size() && v.board.test(s); ++ai) {
          const betza::Atom &a = piece.atoms[ai];
          if (a.initial && !v.types[t].initialSquares[c].test(s)) continue;
          if (!(piece.atomColours[ai] >> c & 1)) continue;
          if (!piece.atomFrom[ai].test(v.relative(Color(c), s))) continue;
          SquareDrafts &d = piece.atomKind[ai] == model::AtomKind::Check      ? checks
                            : piece.atomKind[ai] == model::AtomKind::Confront ? confronts
                            : piece.atomKind[ai] == model::AtomKind::Fallback ? fallbacks
                                                                              : moves;
          d.add(a, piece.atomWithin[ai], piece.atomOnto[ai], createsEp, piece.atomRules[ai],
                piece.atomStops[ai]);
        }
        v.rayIndex[index] = uint32_t(v.rays.size());
        v.rayRepeats[index] = moves.emit(v.rays, v.pool, v.stopSets);
        // Fallback rays come last, so the generator can skip them once the piece has a move.
        const size_t firstFallback = v.rays.size();
        v.rayRepeats[index] |= fallbacks.emit(v.rays, v.pool, v.stopSets);
        // A fallback never captures (it attacks nothing, so it must not take a royal piece).
        for (size_t k = firstFallback; k < v.rays.size(); ++k)
          v.rays[k].flags = uint16_t((v.rays[k].flags | RayFallback) & ~(RayCapture | RayEnPassant));
        v.checks.index[index] = uint32_t(v.checks.rays.size());
        checks.emit(v.checks.rays, v.pool, v.stopSets);
        v.confronts.index[index] = uint32_t(v.confronts.rays.size());
        confronts.emit(v.confronts.rays, v.pool, v.stopSets);
      }
    }
  if (mirror) {
    // Black's first entry starts where White's last ends, so every White range reads [at[i], at[i + 1]).
    const size_t blackFirst = size_t(T) * S;
    v.rayIndex[blackFirst] = uint32_t(v.rays.size());
    v.checks.index[blackFirst] = uint32_t(v.checks.rays.size());
    v.confronts.index[blackFirst] = uint32_t(v.confronts.rays.size());
    for (int t = 0; t < T; ++t)
      for (Square s = 0; s < S; ++s) {
        const size_t index = blackFirst + size_t(t) * S + s, white = size_t(t) * S + v.relative(Black, s);
        auto mirrorInto = [&](std::vector<Ray> &rays, std::vector<uint32_t> &at) {
          const size_t begin = at[white], end = at[white + 1];
          at[index] = uint32_t(rays.size());
          mirror_rays(v, rays, begin, end);
        };
        mirrorInto(v.rays, v.rayIndex);
        v.rayRepeats[index] = v.rayRepeats[white];
        mirrorInto(v.checks.rays, v.checks.index);
        mirrorInto(v.confronts.rays, v.confronts.index);
      }
  }
  v.rayIndex.back() = uint32_t(v.rays.size());
  v.checks.index.back() = uint32_t(v.checks.rays.size());
  v.confronts.index.back() = uint32_t(v.confronts.rays.size());
  build_ep_takers(v);
  mark_hop_rules(v);
  constexpr uint16_t special = RayFallback | RayPierce | RayExplode | RayFirst | RayNotInCheck;
  v.plainRays = !v.has_walls() &&
                std::none_of(v.rays.begin(), v.rays.end(), [](const Ray &r) { return r.flags & special; }) &&
                std::none_of(v.rayRepeats.begin(), v.rayRepeats.end(), [](uint8_t r) { return r; });
}

} // namespace chimera
