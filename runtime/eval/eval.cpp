#include "runtime/eval/eval.h"

#include <algorithm>
#include <cmath>
#include <type_traits>

#include "runtime/bitboard/attacks.h"
#include "runtime/eval/eval_geometry.h"
#include "runtime/eval/formation.h"
#include "runtime/eval/mobility.h"

namespace chimera {

namespace {

// Endgame scaling without promoting pieces (Evaluator::eg_scale), in centipawns.
constexpr int MinorValue = 350, RookValue = 480;

// A square set of one, two or three words (BB: Bitboard, Wide or Triple), for the walk over a
// board with bitboards: SquareSet's operations on a part of the work.
template <class BB> struct Word {
  using Bits = BB;
  BB w = 0;
  bool test(Square s) const { return bitboard::has(w, s); }
  void set(Square s) { w |= bitboard::bit<BB>(s); }
  bool empty() const { return !w; }
  int count() const { return bitboard::popcount(w); }
  Word &operator|=(Word o) { return w |= o.w, *this; }
  Word without(Word o) const { return {w & ~o.w}; }
  friend Word operator&(Word a, Word b) { return {a.w & b.w}; }
  template <class F> void for_each(F &&f) const {
    for (BB b = w; b;) f(bitboard::pop_lsb(b));
  }
};
template <class Set> constexpr bool IsWord = !std::is_same_v<Set, SquareSet>;
template <class Set> Set as(const SquareSet &s) {
  if constexpr (IsWord<Set>)
    return Set{bitboard::set_of<typename Set::Bits>(s)};
  else
    return s;
}
// Adds the squares of b to a set of either kind.
template <class Set, class BB> void add_bits(Set &set, BB b) {
  if constexpr (IsWord<Set>)
    set.w |= b;
  else {
    if constexpr (sizeof(BB) <= 16) {
      set.add_word(0, uint64_t(b));
      if constexpr (sizeof(BB) > 8) set.add_word(1, uint64_t(b >> 64));
    } else
      for (int i = 0; i < 3; ++i) set.add_word(i, b.w[i]);
  }
}

// What a hopper's or a shooter's rays attack in Evaluator::moves: beyond the first piece on the
// line (for a shot, one of `ours`), the squares up to the next piece and that piece (for a
// grasshopper, the square just beyond); no hop rule is asked there, nor do shots fly on over
// enemies. They add no mobility.
template <class BB>
BB hop_attacks(const bitboard::BasicTables<BB> &tb, const bitboard::TypeFacts<BB> &f, Square s, BB occ,
               BB ours) {
  const auto &sl = tb.sliders;
  unsigned dirs = f.shoot;
  if (f.hopFlags & RayCapture) dirs |= (f.hop & 1 ? 0x0Fu : 0) | (f.hop & 2 ? 0xF0u : 0);
  BB a = 0;
  for (; dirs; dirs &= dirs - 1) {
    const int d = __builtin_ctz(dirs);
    const BB b = sl.ray(s, d) & occ;
    if (!b) continue;
    const Square screen = bitboard::nearest(b, d);
    if ((f.shoot >> d & 1) && !bitboard::has(ours, screen)) continue;
    const BB beyond = sl.ray(screen, d), next = beyond & occ;
    if (f.grass && !(f.shoot >> d & 1))
      a |= beyond ? bitboard::bit<BB>(bitboard::nearest(beyond, d)) : 0;
    else
      a |= next ? beyond & ~sl.ray(bitboard::nearest(next, d), d) : beyond;
  }
  return a;
}

// Evaluator::moves from the bitboard tables: the same count and attacks, without the ray walks.
// The type's facts and its row of the tables are looked up once per type, not per piece.
template <class Set, class BB>
inline int moves_bb(const bitboard::BasicTables<BB> &tb, const bitboard::TypeFacts<BB> &f,
                    const bitboard::PieceMoves<BB> &pm, int c, int t, Square s, BB occ, BB enemy,
                    Set &attacks) {
  // A short bend's targets (a lame leap's) move and capture alike, as slides that do both (a
  // type with bent riders never comes here: Evaluator::bitboardTypes_).
  const BB slides = (f.rook ? tb.sliders.rook(s, occ) : 0) | (f.bishop ? tb.sliders.bishop(s, occ) : 0) |
                    (f.lines ? bitboard::line_targets(tb.sliders, f.lines, s, occ) : 0) |
                    (f.bends ? bitboard::bend_targets(tb, c, t, s, occ) : 0);
  const BB capture = pm.both | pm.capture | (f.slideFlags & RayCapture ? slides : 0),
           move = pm.both | pm.quiet | (f.slideFlags & RayMove ? slides : 0);
  add_bits(attacks, f.hop | f.shoot ? capture | hop_attacks(tb, f, s, occ, occ & ~enemy) : capture);
  int steps = 0; // the squares of a short slide that only moves, as Evaluator::moves counts them
  if (f.steps)
    for (int k = 0; k < pm.nsteps; ++k) {
      const bitboard::Step &st = tb.steps[pm.step + k];
      steps += st.mobile && st.open(occ);
    }
  // First-move leaps count as the rays count them: whether or not the right stands.
  if (f.first) {
    const size_t at = (size_t(c) * tb.types + t) * tb.squares + s;
    steps += bitboard::popcount((tb.firstLeaps[at] | tb.firstCalmLeaps[at]) & ~occ);
  }
  return bitboard::popcount(move & ~occ) + bitboard::popcount(capture & enemy) + steps;
}

// The engine's sink: the middlegame and endgame sums in one word (Evaluator::Packed), x16 so
// that mobility's fractions count.
struct Score {
  const int64_t *w, *pst, *mob; // per parameter; per piece and square; per type's row and count
  const int *mobRow;            // per type: its row's start in mob
  int S;
  int64_t sum = 0;
  bool placed = false; // the piece-square terms are in the sum already (the lazy evaluation's)
  void piece(int sign, Piece p, Square s) {
    if (!placed) sum += sign * pst[size_t(p) * S + s];
  }
  void add(int i, int count) { sum += 16 * count * w[i]; }
  void add16(int i, int count16) { sum += count16 * w[i]; }
  void mobility(int sign, int t, int n) { sum += sign * mob[mobRow[t] + n]; }
  int mg() const { return Packed::mg(sum); }
  int eg() const { return Packed::eg(sum); }
};

// The tuner's sink: the terms themselves.
struct Collect {
  const std::vector<std::vector<std::pair<int, float>>> &pstTerms;
  const EvalSpace &space;
  const std::vector<int> &centre;
  int S;
  Features &out;
  void piece(int sign, Piece p, Square s) {
    for (const auto &[i, coef] : pstTerms[size_t(p) * S + s]) out.terms.emplace_back(i, sign * coef);
  }
  void add(int i, int count) {
    if (count) out.terms.emplace_back(i, float(count));
  }
  void add16(int i, int count16) {
    if (count16) out.terms.emplace_back(i, count16 / 16.0f);
  }
  void mobility(int sign, int t, int n) {
    add16(space.term(t, Mobility), sign * (16 * n - centre[t]));
    add(space.moves(t, std::min(n, MobilitySteps - 1)), sign);
  }
};

} // namespace

int Evaluator::phase(const Position &pos) const {
  // Over every officer type, present or not: a loop of the same length at every node, which the
  // processor predicts.
  int officers = 0;
  for (uint64_t m = officers_; m; m &= m - 1) {
    const int t = __builtin_ctzll(m);
    officers += (pos.count(White, t) + pos.count(Black, t)) * values_[size_t(t)];
  }
  if (v_->hands)
    for (uint64_t m = officers_; m; m &= m - 1) {
      const int t = __builtin_ctzll(m);
      officers += (pos.hand(White, t) + pos.hand(Black, t)) * values_[size_t(t)];
    }
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

template <class Set, class Sink>
Set Evaluator::formation(Color c, int t, const Set &own, const Set &theirs, int sign, Sink &sink) const {
  Set passed;
  own.for_each([&](Square s) {
    const size_t i = size_t(c) * S_ + s;
    if ((as<Set>(adjFiles_[s]) & own).empty()) sink.add(space_.term(t, Isolated), sign);
    if (!(as<Set>(beside_[s]) & own).empty()) sink.add(space_.term(t, Phalanx), sign);
    if (!(as<Set>(frontFile_[i]) & own).empty()) sink.add(space_.term(t, Doubled), sign);
    if (!(as<Set>(frontSpan_[i]) & theirs).empty()) return;
    sink.add(space_.passed(t, relative_rank(*v_, c, s)), sign);
    passed.set(s);
  });
  return passed;
}

template <class Sink> void Evaluator::walk(const Position &pos, Sink &sink) const {
  using bitboard::Bitboard, bitboard::Triple, bitboard::Wide;
  const int words = v_->eval_words();
  if (words == 2)
    allBitboard_ ? walk<Word<Wide>, Wide>(pos, sink) : walk<SquareSet, Wide>(pos, sink);
  else if (words == 3)
    allBitboard_ ? walk<Word<Triple>, Triple>(pos, sink) : walk<SquareSet, Triple>(pos, sink);
  else
    allBitboard_ ? walk<Word<Bitboard>, Bitboard>(pos, sink) : walk<SquareSet, Bitboard>(pos, sink);
}

template <class Set, class BB, class Sink> void Evaluator::walk(const Position &pos, Sink &out) const {
  // A local sink keeps the score's sum in a register: stores to the word sets below
  // (uint64_t) might alias the caller's (int64_t) and would force it to memory each time.
  Sink sink = out;
  const Variant &v = *v_;
  const int T = v.ntypes(), S = S_;
  const Color us = pos.side_to_move();
  // Per colour and type: where its pieces stand and what they attack (only T types cleared),
  // and how many of them attack the squares around the enemy's royal pieces.
  thread_local std::vector<Set> scratch;
  thread_local std::vector<int> kingAttackers;
  if (scratch.size() < size_t(4) * T) scratch.resize(size_t(4) * T), kingAttackers.resize(size_t(2) * T);
  std::fill_n(scratch.begin(), 4 * T, Set());
  std::fill_n(kingAttackers.begin(), 2 * T, 0);
  int attackersOn[2] = {0, 0}; // per side: its pieces attacking the enemy royal's zone
  Set attacks[2], *byType[2] = {&scratch[0], &scratch[T]},
                  *typeAttacks[2] = {&scratch[2 * T], &scratch[3 * T]};
  Set zone[2]; // the squares next to each side's royal pieces, and under them
  if (royalTerms_)
    for (int c = 0; c < 2; ++c)
      pos.royals(Color(c)).for_each([&](Square k) { zone[c] |= as<Set>(near_[k]); });
  // A board with bitboards has no walls and at most 64 squares (one word) or 128 (two).
  const bitboard::BasicTables<BB> *tb = v.eval_tables_of<BB>();
  const BB occ = tb ? bitboard::set_of<BB>(pos.occupied()) : 0;
  for (int c = 0; c < 2; ++c) {
    const int sign = c == us ? 1 : -1;
    const BB enemy = tb ? bitboard::set_of<BB>(pos.pieces(~Color(c))) : 0;
    const Set &enemyZone = zone[~Color(c)];
    int *attackersOf = &kingAttackers[size_t(c) * T];
    if constexpr (IsWord<Set>) {
      // By type, from the position's piece bitboards: no board look-ups. The type's facts, its
      // row of the tables and its sums stay in locals for the loop over its pieces (stores to the
      // sets would otherwise make the compiler reload the facts for every piece).
      const BB zoneBits = enemyZone.w;
      for (uint64_t m = pos.present(Color(c)); m; m &= m - 1) {
        const int t = __builtin_ctzll(m);
        const Piece p = make_piece(Color(c), t);
        const bitboard::TypeFacts<BB> &f = tb->fact(c, t);
        const bitboard::PieceMoves<BB> *row = &tb->at(c, t, 0);
        const BB own = pos.bitboard_as<BB>(p);
        const bool mobile = mobCentre_[t] != 0;
        BB typeAtt = 0;
        int attackers = 0;
        const auto each = [&](auto rook, auto bishop) {
          for (BB b = own; b;) {
            const Square s = bitboard::pop_lsb(b);
            sink.piece(sign, p, s);
            const bitboard::PieceMoves<BB> &pm = row[s];
            const BB slides =
                (rook ? tb->sliders.rook(s, occ) : 0) | (bishop ? tb->sliders.bishop(s, occ) : 0);
            const BB capture = pm.both | pm.capture | slides;
            typeAtt |= capture, attackers += (capture & zoneBits) != 0;
            if (mobile)
              sink.mobility(sign, t,
                            bitboard::popcount((pm.both | pm.quiet | slides) & ~occ) +
                                bitboard::popcount(capture & enemy));
          }
        };
        if (plainTypes_ >> t & 1) {
          using Y = std::true_type;
          using N = std::false_type;
          if (f.rook)
            f.bishop ? each(Y(), Y()) : each(Y(), N());
          else
            f.bishop ? each(N(), Y()) : each(N(), N());
        } else if (bitboardTypes_ >> t & 1)
          for (BB b = own; b;) {
            const Square s = bitboard::pop_lsb(b);
            sink.piece(sign, p, s);
            Set att;
            const int n = moves_bb(*tb, f, row[s], c, t, s, occ, enemy, att);
            typeAtt |= att.w, attackers += (att.w & zoneBits) != 0;
            if (mobile) sink.mobility(sign, t, n);
          }
        else // a type the tables leave to its rays (a Janggi cannon)
          for (BB b = own; b;) {
            const Square s = bitboard::pop_lsb(b);
            sink.piece(sign, p, s);
            SquareSet att;
            const int n = moves(pos, Color(c), t, s, att);
            const BB a = bitboard::set_of<BB>(att);
            typeAtt |= a, attackers += (a & zoneBits) != 0;
            if (mobile) sink.mobility(sign, t, n);
          }
        // Stored after the loop: on two words, stored at once, it was a stall (a 16-byte load of
        // the two 8-byte halves just written).
        byType[c][t] = Set{own}, typeAttacks[c][t] = Set{typeAtt};
        attackersOf[t] = attackers, attackersOn[c] += attackers;
      }
    } else
      pos.pieces(Color(c)).for_each([&](Square s) {
        const Piece p = pos.at(s);
        const int t = type_of(p);
        sink.piece(sign, p, s);
        byType[c][t].set(s);
        SquareSet att;
        const int n = bitboardTypes_ >> t & 1
                          ? moves_bb(*tb, tb->fact(c, t), tb->at(c, t, s), c, t, s, occ, enemy, att)
                          : moves(pos, Color(c), t, s, att);
        typeAttacks[c][t] |= as<Set>(att);
        const bool attacker = !(as<Set>(att) & enemyZone).empty();
        attackersOf[t] += attacker, attackersOn[c] += attacker;
        if (mobCentre_[t]) sink.mobility(sign, t, n);
      });
    for (uint64_t m = pos.present(Color(c)); m; m &= m - 1) {
      const int t = __builtin_ctzll(m);
      attacks[c] |= typeAttacks[c][t];
      if ((paired_ >> t & 1) && pos.count(Color(c), t) >= 2) sink.add(space_.term(t, Pair), sign);
    }
    for (int t = 0; t < T && v.hands; ++t)
      if (pos.hand(Color(c), t)) sink.add(space_.term(t, Hand), sign * pos.hand(Color(c), t));
  }
  Set promoters[2], promoterAttacks[2];
  for (int c = 0; c < 2; ++c)
    for (uint64_t m = promoting_ & pos.present(Color(c)); m; m &= m - 1) {
      promoters[c] |= byType[c][__builtin_ctzll(m)];
      promoterAttacks[c] |= typeAttacks[c][__builtin_ctzll(m)];
    }
  // The formation terms of the promoting pieces: for the engine, from the thread's table where
  // the same formation was met before (formation.h).
  constexpr bool Cached = IsWord<Set> && std::is_same_v<Sink, Score>;
  Set passedOf[2];
  if constexpr (Cached)
    if (promoting_) {
      uint64_t key = salt_;
      for (uint64_t m = promoting_; m; m &= m - 1)
        for (int c = 0; c < 2; ++c) key = mix_set(key, byType[c][__builtin_ctzll(m)].w);
      FormationEntry<BB> &e = formation_entry<BB>(key);
      if (e.key != key) {
        Score white = sink;
        white.sum = 0;
        for (int c = 0; c < 2; ++c)
          for (uint64_t m = promoting_ & pos.present(Color(c)); m; m &= m - 1) {
            const int t = __builtin_ctzll(m);
            passedOf[c] |=
                formation(Color(c), t, byType[c][t], byType[~Color(c)][t], c == White ? 1 : -1, white);
          }
        e.key = key, e.sum = white.sum, e.passed[0] = passedOf[0].w, e.passed[1] = passedOf[1].w;
      }
      sink.sum += us == White ? e.sum : -e.sum;
      passedOf[0] = Set{e.passed[0]}, passedOf[1] = Set{e.passed[1]};
    }
  for (int c = 0; c < 2; ++c) {
    const Color them = ~Color(c);
    const int sign = c == us ? 1 : -1;
    const bool mine = c == us;
    const Square royal = pos.royals(Color(c)).first(), enemyRoyal = pos.royals(them).first();
    // Per type, not per piece: hanging (attacked, not defended), threatened (by a cheaper type).
    for (uint64_t types = pos.present(Color(c)) & ~royalTypes_; types; types &= types - 1) {
      const int t = __builtin_ctzll(types);
      const Set own = byType[c][t];
      const Set attacked = own & attacks[them];
      // Terms are added whatever their count (zero adds nothing): cheaper than a branch the
      // processor cannot predict.
      sink.add(space_.term(t, mine ? HangingUs : HangingThem), attacked.without(attacks[c]).count());
      Set cheaper;
      for (uint64_t m = cheaper_[t] & pos.present(them); m; m &= m - 1)
        cheaper |= typeAttacks[them][__builtin_ctzll(m)];
      sink.add(space_.term(t, mine ? ThreatUs : ThreatThem), (own & cheaper).count());
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
      sink.add(space_.term(t, Supported), sign * (own & attacks[c]).count());
      Set passed;
      if constexpr (Cached)
        passed = own & passedOf[c];
      else
        passed = formation(Color(c), t, own, byType[them][t], sign, sink);
      // Blocked: a piece on the square just ahead (one rank up: rank * files + file).
      int blocked = 0;
      if constexpr (IsWord<Set> && sizeof(BB) <= 16)
        blocked = bitboard::popcount((c == White ? own.w << v.files : own.w >> v.files) & occ);
      else
        own.for_each([&](Square s) {
          const Square ahead = ahead_[size_t(c) * S + s];
          blocked += ahead != NoSquare && pos.at(ahead);
        });
      sink.add(space_.term(t, Blocked), sign * blocked);
      passed.for_each([&](Square s) {
        const size_t i = size_t(c) * S + s;
        const Square ahead = ahead_[i];
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
    const int attackers = attackersOn[them];
    pos.royals(Color(c)).for_each([&](Square k) {
      const int attacked = (attacks[them] & as<Set>(near_[k])).count();
      sink.add(space_.safety(std::min(attacked, SafetySteps - 1)), sign);
      sink.add(space_.attackers(std::min(attackers, AttackerSteps - 1)), sign * (attackers > 0));
      // Squares the enemy may move to that we do not guard.
      const Set safe = as<Set>(v.board.without(pos.pieces(them))).without(attacks[c]);
      // The lines from k, found once for every checking type that slides.
      BB rookLines = 0, bishopLines = 0;
      bool lined = false;
      for (uint64_t m = checkTypes_ & pos.present(them); m; m &= m - 1) {
        const int t = __builtin_ctzll(m);
        const Set reach = typeAttacks[them][t] & safe;
        if (reach.empty()) continue;
        // Where a piece of type t of the enemy's attacks k from, taken as where such a piece of
        // ours would attack from k, as the rays below take it: the same for every piece whose
        // moves are the same backwards (not a Xiangqi soldier across the river).
        Set from;
        if (bitboardTypes_ >> t & 1) {
          const bitboard::TypeFacts<BB> &f = tb->fact(them, t);
          // A bender's paths cost more than the squares they may end on (as the rays below).
          if (f.bends && (reach & as<Set>(rayReach_[(size_t(c) * T + t) * S + k])).empty()) continue;
          BB lines = 0; // a slide that only moves gives no check
          if ((f.slideFlags & RayCapture) && (f.rook || f.bishop)) {
            if (!lined)
              rookLines = tb->sliders.rook(k, occ), bishopLines = tb->sliders.bishop(k, occ), lined = true;
            lines = (f.rook ? rookLines : 0) | (f.bishop ? bishopLines : 0);
          }
          // Slides along some directions only: ours from k, as the rays take them.
          if (const uint8_t ours = tb->fact(c, t).lines; (f.slideFlags & RayCapture) && ours)
            lines |= bitboard::line_targets(tb->sliders, ours, k, occ);
          if (f.hop | f.shoot)
            lines |= hop_attacks(*tb, f, k, occ, bitboard::set_of<BB>(pos.pieces(Color(c))));
          if (f.bends) lines |= bitboard::bend_targets(*tb, c, t, k, occ); // a lame leap's, from k
          const bitboard::PieceMoves<BB> &pm = tb->at(c, t, k);
          add_bits(from, pm.both | pm.capture | lines);
        } else {
          // Only where the rays could reach on an empty board: most often nowhere it may go.
          if ((reach & as<Set>(rayReach_[(size_t(c) * T + t) * S + k])).empty()) continue;
          SquareSet back;
          moves(pos, Color(c), t, k, back);
          from = as<Set>(back);
        }
        sink.add(space_.term(t, SafeCheck), -sign * !(reach & from).empty());
      }
      if (!shelterTerms_) return;
      const size_t i = size_t(c) * S + k;
      sink.add(space_.shelter(1), sign * (as<Set>(shield1_[i]) & promoters[c]).count());
      sink.add(space_.shelter(2), sign * (as<Set>(shield2_[i]) & promoters[c]).count());
      int open = 0;
      for (int j = 0; j < shelterFileCount_[i]; ++j)
        open += (as<Set>(shelterFiles_[i][j]) & promoters[c]).empty();
      sink.add(space_.shelter_open(), sign * open);
      sink.add(space_.storm(), sign * (as<Set>(stormZone_[i]) & promoters[them]).count());
    });
  }
  sink.add(space_.tempo(), 1);
  if constexpr (std::is_same_v<Sink, Score>) out.sum = sink.sum;
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
      material[c] += pos.count(Color(c), t) * values_[size_t(t)];
    }
  // Without promoting pieces, an advantage of a minor piece or less rarely wins: none at all
  // with less than a rook's worth, little against a lone minor piece.
  if (material[strong] - material[weak] > MinorValue) return EgScaleMax;
  return material[strong] < RookValue ? 0 : material[weak] <= MinorValue ? 4 : 14;
}

int Evaluator::evaluate(const Position &pos, int alpha, int beta, bool *full) const {
  const int ph = phase(pos);
  Score sink{weights_.data(), pst_.data(), mob_.data(), mobRow_.data(), S_};
  if (alpha > -MaxEval || beta < MaxEval) {
    // Lazy: the piece-square and hand terms alone, when they are far outside the window.
    const Color us = pos.side_to_move();
    const int words = v_->eval_words();
    for (int c = 0; c < 2; ++c) {
      const int sign = c == us ? 1 : -1;
      if (allBitboard_)
        for (uint64_t m = pos.present(Color(c)); m; m &= m - 1) {
          const Piece p = make_piece(Color(c), __builtin_ctzll(m));
          if (words == 1)
            Word<bitboard::Bitboard>{pos.bitboard(p)}.for_each([&](Square s) { sink.piece(sign, p, s); });
          else if (words == 2)
            Word<bitboard::Wide>{pos.wide_bitboard(p)}.for_each([&](Square s) { sink.piece(sign, p, s); });
          else
            Word<bitboard::Triple>{pos.bitboard_as<bitboard::Triple>(p)}.for_each(
                [&](Square s) { sink.piece(sign, p, s); });
        }
      else
        pos.pieces(Color(c)).for_each([&](Square s) { sink.piece(sign, pos.at(s), s); });
    }
    const int64_t placed = sink.sum;
    for (int c = 0; c < 2 && v_->hands; ++c)
      for (int t = 0; t < v_->ntypes(); ++t)
        if (pos.hand(Color(c), t)) sink.add(space_.term(t, Hand), (c == us ? 1 : -1) * pos.hand(Color(c), t));
    const int64_t rough = (int64_t(sink.mg()) * ph + int64_t(sink.eg()) * (PhaseMax - ph)) / (16 * PhaseMax);
    if (rough - LazyMargin >= beta || rough + LazyMargin <= alpha) {
      if (full) *full = false;
      return int(std::clamp<int64_t>(rough, -MaxEval, MaxEval));
    }
    // The walk adds the rest (hands again, but not the piece-square terms).
    sink.sum = placed, sink.placed = true;
  }
  walk(pos, sink);
  if (full) *full = true;
  const int egSum = sink.eg();
  const int64_t eg = int64_t(egSum) * eg_scale(pos, egSum) / EgScaleMax;
  const int64_t score = (int64_t(sink.mg()) * ph + eg * (PhaseMax - ph)) / (16 * PhaseMax);
  return int(std::clamp<int64_t>(score, -MaxEval, MaxEval));
}

void Evaluator::features(const Position &pos, Features &out) const {
  out.terms.clear();
  out.phase = phase(pos);
  Collect sink{pstTerms_, space_, mobCentre_, S_, out};
  walk(pos, sink);
  // The scale depends on the endgame sum's sign: the weights' sum decides it, as in evaluate.
  Score sum{weights_.data(), pst_.data(), mob_.data(), mobRow_.data(), S_};
  walk(pos, sum);
  out.egScale = float(eg_scale(pos, sum.eg())) / EgScaleMax;
}

} // namespace chimera
