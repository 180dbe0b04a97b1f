#include "runtime/moves/movegen.h"

#include <algorithm>

#include "runtime/moves/castling.h"
#include "runtime/moves/en_passant.h"
#include "runtime/moves/flips.h"
#include "runtime/moves/walls.h"
#include "runtime/rules/goals.h"

namespace chimera {

// Every move that leaves a square with a gating right may also bring a piece from hand onto it;
// castling may gate on the king's or the rook's square.
void add_gating(const Position &pos, MoveList &list, int start) {
  const Variant &v = pos.variant();
  const Color us = pos.side_to_move();
  const SquareSet &gates = pos.st().gates;
  const int n = list.n;
  // A gating move that could promote but does not says so (c5a3=n): the promotion to the
  // gated piece's letter is c5a3n.
  const bool optional = std::any_of(v.promotionSets.begin() + 1, v.promotionSets.end(),
                                    [](const PromotionSet &ps) { return !ps.mandatory; });
  auto declines = [&](Move m) {
    return optional && std::any_of(list.moves + start, list.moves + n, [m](Move o) {
             return o.kind() == MoveKind::Promotion && o.from() == m.from() && o.to() == m.to();
           });
  };
  for (int i = start; i < n; ++i) {
    const Move m = list.moves[i];
    if (m.kind() == MoveKind::Drop || m.kind() == MoveKind::Pass) continue;
    auto add = [&](Move base) {
      for (size_t g = 0; g < v.gatePieces.size(); ++g)
        if (pos.hand(us, v.gatePieces[g])) list.add(base.with_gate(int(g) + 1));
    };
    if (m.kind() == MoveKind::Castling) {
      const CastleSquares o = castle_squares(v, m);
      for (bool onRook : {false, true}) {
        Square at = onRook ? o.rookFrom : o.kingFrom;
        if (gates.test(at) && at != o.kingTo && at != o.rookTo)
          add(Move(m.from(), m.to(), MoveKind::Castling, m.extra() | (onRook ? Move::GateOnRook : 0)));
      }
    } else if (gates.test(m.from())) {
      add(m.kind() != MoveKind::Promotion && declines(m)
              ? Move::from_raw(m.raw() | uint64_t(Move::Declined) << 16)
              : m);
    }
  }
}

namespace {

// Appends one move, expanded into its promotion choices where the target is in a zone. With
// `Tactical`, quiet moves (neither capture nor promotion) are counted but not added: the
// count is what decides whether fallback moves apply. `Plain` variants (Variant::plainRays)
// have no fallback moves to count, no exploding or locust captures and no promotion by leaving.
template <bool Plain, bool Tactical> struct Emitter {
  const Position &pos;
  const Variant &v;
  MoveList &list;
  Color us;
  int type;
  const uint8_t *promotions; // the promotion set per target square, if the piece promotes
  int leaving;               // the promotion set for leaving its square (0: none)
  int found = 0;             // moves of this piece the full generation adds

  void add(Move m, bool quiet) {
    if (!Plain) ++found;
    if (!(quiet && Tactical)) list.add(m);
  }
  // A move to an empty square or a capture; `quiet`: nothing is taken.
  [[gnu::always_inline]] void operator()(Square from, Square to, MoveKind kind, bool quiet) {
    if (!Plain && (kind == MoveKind::Locust || explodes(kind))) { // the mover lands nowhere
      add(Move(from, to, kind), false);
      return;
    }
    if (promotions && (promotions[to] || leaving) && promote(from, to, kind, quiet)) return;
    add(Move(from, to, kind), quiet);
  }
  // Adds the promotions of a move into a zone (entered, or left); false if it promotes not.
  [[gnu::noinline]] bool promote(Square from, Square to, MoveKind kind, bool quiet) {
    const int i = promotions[to] ? promotions[to] : leaving;
    if (!i || (quiet && v.promotionSets[i].byCapture)) return false;
    const PromotionSet &ps = v.promotionSets[i];
    for (size_t k = 0; k < ps.choices.size(); ++k)
      if (!ps.limits[k] || pos.count(us, ps.choices[k]) < ps.limits[k])
        add(Move(from, to, MoveKind::Promotion, ps.choices[k]), false);
    if (!ps.mandatory) add(Move(from, to, kind), quiet);
    return true;
  }
  void locust(Square from, Square to, Square victim) { add(Move(from, to, MoveKind::Locust, victim), false); }
};

// Moves that some positions forbid: not while in check, only as a piece's first move.
uint16_t skipped_rays(const Position &pos) {
  const Variant &v = pos.variant();
  return uint16_t((v.hasNotInCheck && pos.in_check() ? RayNotInCheck : 0) | (v.hasFirstMoves ? RayFirst : 0));
}

// A non-capturing move, an en-passant capture and a double step between the same squares
// are one move with one text, made by two of a piece's atoms: it is the en-passant capture if
// it can be (an empty en-passant square is taken), else the double step (a slide or lame leap
// passes the squares a plain leap jumps, §6.7). A capture made by an exploding and a plain
// atom explodes, as merged leaps do (§6.13). Explosion never meets a double step (its target
// is occupied), so the two share a rank.
int rank_of_kind(MoveKind k) {
  return k == MoveKind::EnPassantExplosion                       ? 4
         : k == MoveKind::EnPassant                              ? 3
         : k == MoveKind::DoubleStep || k == MoveKind::Explosion ? 2
         : k == MoveKind::Normal                                 ? 1
                                                                 : 0;
}
bool same_move(Move a, Move b) {
  return a == b || (a.from() == b.from() && a.to() == b.to() && a.extra() == b.extra() &&
                    rank_of_kind(a.kind()) && rank_of_kind(b.kind()));
}

// Keeps one of each move that two rays of the piece generated (from `first` on).
void dedupe(MoveList &list, int first) {
  int n = first;
  for (int i = first; i < list.n; ++i) {
    const Move m = list.moves[i];
    Move *seen = std::find_if(list.moves + first, list.moves + n, [m](Move o) { return same_move(o, m); });
    if (seen == list.moves + n)
      list.moves[n++] = m;
    else if (rank_of_kind(m.kind()) > rank_of_kind(seen->kind()))
      *seen = m;
  }
  list.n = n;
}

// The moves of a piece of type `type` on s (for a promotion in place, of the piece it becomes).
// Special: the variant has moves that some positions forbid (`first`, `not in check`); the
// other instances do not look for them. Plain: the variant's rays use none of the rules that
// Variant::plainRays excludes (the instance chess-like variants take). HopRules: some hops obey
// screen rules (RayHopRule); Spared: some types may not capture some others (Variant::
// hasSpared); a plain variant without them never looks.
template <bool Plain, bool Special, bool Tactical, bool HopRules = !Plain, bool Spared = !Plain>
[[gnu::always_inline]] inline void piece_moves(const Position &pos, Square s, int type, MoveList &list,
                                               bool promotes, uint16_t skipped, const Ray *r, const Ray *e) {
  const Variant &v = pos.variant();
  const Color us = pos.side_to_move();
  const StateInfo &st = pos.st();
  const uint8_t *pool = v.pool.data();
  const bool epOn = st.epVictim != NoSquare;
  auto isEp = [epOn, &st](Square t) { return epOn && st.epSquares.test(t); };
  // Walls are never captured; a plain variant has no walls, and spared types only with Spared.
  const uint64_t spared = Spared ? v.cannotCapture[type] | WallType : 0;
  auto enemy = [&](Piece p) { return p && color_of(p) != us && (!Spared || !(spared >> type_of(p) & 1)); };
  const int first = list.n;
  bool fallback = false;
  const uint8_t *promotions =
      promotes ? v.promotionIndex.data() + (size_t(us) * v.ntypes() + type) * v.squares() : nullptr;
  const int leaving = promotes && v.hasLeaving ? v.promotion_leaving(us, type, s) : 0;
  Emitter<Plain, Tactical> emit{pos, v, list, us, type, promotions, leaving};
  for (; r != e; ++r) {
    const uint8_t *sq = pool + r->first;
    const int len = r->len;
    const uint16_t f = r->flags;
    if (Special && (f & skipped) && ((f & RayNotInCheck & skipped) || !st.gates.test(s))) continue;
    const bool explode = !Plain && (f & RayExplode);
    const MoveKind capture = explode ? MoveKind::Explosion : MoveKind::Normal;
    const MoveKind enPassant = explode ? MoveKind::EnPassantExplosion : MoveKind::EnPassant;
    if (!Plain && (f & RayFallback) && !fallback) { // reached only when the piece has no other move
      if (emit.found) break;
      fallback = true;
    }
    // One target square: a move there (of kind `quiet`) if empty, else maybe a capture.
    auto land = [&](Square t, MoveKind quiet) {
      const Piece p = pos.at(t);
      if (!p) {
        if ((f & RayEnPassant) && isEp(t))
          emit(s, t, enPassant, false);
        else if (f & RayMove)
          emit(s, t, quiet, true);
      } else if ((f & RayCapture) && enemy(p))
        emit(s, t, capture, false);
    };
    int k = 0;
    switch (r->kind) {
    case RayKind::Leaps:
      for (; k < len; ++k) land(sq[k], MoveKind::Normal);
      continue;
    case RayKind::Lame: {
      const uint8_t *b = pool + r->block;
      bool open = true;
      for (int j = 0; j < r->nblock && open; ++j) open = !pos.at(b[j]);
      for (int j = r->nblock; j < r->nblock + r->nhop && open; ++j) open = pos.at(b[j]);
      if (!open) continue;
      if (r->nlocust) { // a capture on the way: the victim must be an enemy, the target empty
        Square victim = b[r->nblock + r->nhop];
        if (enemy(pos.at(victim)) && !pos.at(sq[0])) emit.locust(s, sq[0], victim);
        continue;
      }
      land(sq[0], (f & RayDoubleStep) ? MoveKind::DoubleStep : MoveKind::Normal);
      continue;
    }
    case RayKind::Bent: {
      const uint8_t *b = pool + r->block;
      bool open = true;
      for (int j = 0; j < r->nblock && open; ++j) open = !pos.at(b[j]);
      if (!open) continue;
      break;
    }
    case RayKind::Slide: break;
    case RayKind::Hop:
    case RayKind::Grasshopper: {
      while (k < len && !pos.at(sq[k])) ++k;
      if (k >= len) continue;
      const Piece screen = pos.at(sq[k]);
      if ((f & (RayFriendScreen | RayEnemyScreen)) &&
          (screen == Wall || !(f & (color_of(screen) == us ? RayFriendScreen : RayEnemyScreen))))
        continue; // a wall is neither side's screen
      HopRule rule = HopSlide;
      if (HopRules && (f & RayHopRule) && screen != Wall)
        rule = v.hop_rule(type, type_of(screen), color_of(screen) != us);
      ++k; // over the screen
      if (rule == HopNone) continue;
      if (r->kind == RayKind::Grasshopper || rule == HopAdjacent) {
        if (k < len) {
          Piece p = pos.at(sq[k]);
          if (p ? (f & RayCapture) && enemy(p) : (f & RayMove))
            emit(s, sq[k], p ? capture : MoveKind::Normal, !p);
        }
        continue;
      }
      break;
    }
    }
    if (!Plain && (f & RayPierce)) { // over enemies, each a target, until a friend or a stopping enemy
      const uint64_t stops = v.stopSets[r->stops] | WallType;
      for (; k < len; ++k) {
        Square t = sq[k];
        Piece p = pos.at(t);
        if (!p) {
          if (f & RayMove) emit(s, t, MoveKind::Normal, true);
          continue;
        }
        if (color_of(p) == us) break;
        if ((f & RayCapture) && enemy(p)) emit(s, t, capture, false);
        if (stops >> type_of(p) & 1) break;
      }
      continue;
    }
    // Slide (also what follows a Hop's screen): empty squares, then maybe a capture. The
    // steps of a DD rider jump: a step over a piece is no double step (no en-passant square
    // holds a piece).
    if (!(f & (RayEnPassant | RayDoubleStep))) { // the common slide: no en passant, no double step
      for (; k < len; ++k) {
        Square t = sq[k];
        Piece p = pos.at(t);
        if (!p) {
          if (f & RayMove) emit(s, t, MoveKind::Normal, true);
          continue;
        }
        if ((f & RayCapture) && enemy(p)) emit(s, t, capture, false);
        break;
      }
      continue;
    }
    const int doubleFrom = (f & RayDoubleStep) ? first_double_step(v, *r, s) : len;
    auto doubleStep = [&](int k, Square t) {
      return k >= doubleFrom &&
             (doubleFrom || (passed_squares(v, s, t) & (pos.pieces(White) | pos.pieces(Black))).empty());
    };
    for (; k < len; ++k) {
      Square t = sq[k];
      Piece p = pos.at(t);
      if (!p) {
        if ((f & RayEnPassant) && isEp(t))
          emit(s, t, enPassant, false);
        else if (f & RayMove)
          emit(s, t, doubleStep(k, t) ? MoveKind::DoubleStep : MoveKind::Normal, true);
        continue;
      }
      if ((f & RayCapture) && enemy(p)) emit(s, t, capture, false);
      break;
    }
  }
  if (!Plain && v.rayRepeats[(size_t(us) * v.ntypes() + type) * v.squares() + s]) dedupe(list, first);
}

// Promotions that are moves of their own (`in place`): the piece becomes a choice where it
// stands, or the choice makes one of its non-capturing moves from there.
void place_promotions(const Position &pos, MoveList &list) {
  const Variant &v = pos.variant();
  const Color us = pos.side_to_move();
  for (const PlacePromotion &pp : v.placePromotions) {
    SquareSet mine;
    pos.pieces(us).for_each([&](Square s) {
      if (pp.pieces >> type_of(pos.at(s)) & 1) mine.set(s);
    });
    if (!(pp.anywhereWhenLast && mine.count() == 1)) mine = mine & pp.zone[us];
    const PromotionSet &set = pp.set[us];
    mine.for_each([&](Square s) {
      for (size_t k = 0; k < set.choices.size(); ++k) {
        const int c = set.choices[k];
        if (set.limits[k] && pos.count(us, c) >= set.limits[k]) continue;
        list.add(Move(s, s, MoveKind::Promotion, c));
        MoveList steps;
        piece_moves<false, true, false>(pos, s, c, steps, false, skipped_rays(pos), v.rays_begin(us, c, s),
                                        v.rays_end(us, c, s));
        for (Move m : steps)
          if ((m.kind() == MoveKind::Normal || m.kind() == MoveKind::DoubleStep) && !pos.at(m.to()))
            list.add(Move(s, m.to(), MoveKind::Promotion, c));
      }
    });
  }
}

// `opposite-colours`: may a drop of `dropped` on `to` be made? A side's pieces of such a type
// may stand at most half (rounded up) on one square colour, and another drop must leave enough
// free zone squares of each colour for the ones still in hand.
bool colours_allow(const Position &pos, int dropped, Square to) {
  const Variant &v = pos.variant();
  const Color us = pos.side_to_move();
  auto colour = [&v](Square s) { return (v.file_of(s) + v.rank_of(s)) & 1; };
  const SquareSet empty = v.board.without(pos.pieces(White) | pos.pieces(Black));
  for (uint64_t b = v.oppositeColours; b; b &= b - 1) {
    const int t = __builtin_ctzll(b), n = pos.count(us, t) + pos.hand(us, t);
    int on[2] = {0, 0};
    pos.pieces(us).for_each([&](Square s) { on[colour(s)] += type_of(pos.at(s)) == t; });
    if (t == dropped) {
      if (on[colour(to)] + 1 > (n + 1) / 2) return false;
      continue;
    }
    SquareSet free = v.dropZone[size_t(us) * v.ntypes() + t] & empty;
    free.reset(to);
    free.for_each([&](Square s) { ++on[colour(s)]; });
    if (on[0] < n / 2 || on[1] < n / 2) return false;
  }
  return true;
}

template <bool Plain, bool Special, bool Tactical, bool HopRules = !Plain, bool Spared = !Plain>
void generate_moves(const Position &pos, MoveList &list, bool walls) {
  const Variant &v = pos.variant();
  const Color us = pos.side_to_move();
  const StateInfo &st = pos.st();

  if (st.ended) return;
  const int start = list.n;
  const uint16_t skipped = Special ? skipped_rays(pos) : 0;
  const uint64_t promoting = v.promotingTypes[us];
  const Ray *rays = v.rays.data();
  const uint32_t *index = v.rayIndex.data() + size_t(us) * v.ntypes() * v.squares();
  const int squares = v.squares();
  pos.pieces(us).for_each([&](Square s) {
    const int type = type_of(pos.at(s));
    const uint32_t *at = index + type * squares + s;
    piece_moves<Plain, Special, Tactical, HopRules, Spared>(pos, s, type, list, promoting >> type & 1,
                                                            skipped, rays + at[0], rays + at[1]);
  });
  if (!v.placePromotions.empty()) place_promotions(pos, list);

  if (Tactical) { // drops, passes and castling never capture or promote
    if (!v.gatePieces.empty()) add_gating(pos, list, start);
    if (v.walls.place && walls) add_walls(pos, list, start, true);
    return;
  }

  if (v.drops) {
    const SquareSet empty = v.dropRules ? drop_rule_squares(pos, us) : v.board.without(pos.occupied());
    for (int t = 0; t < v.ntypes(); ++t) {
      if (!pos.hand(us, t) && !(v.unlimited >> t & 1)) continue;
      SquareSet zone = v.dropZone[size_t(us) * v.ntypes() + t] & empty;
      if (v.perFile >> t & 1) { // not on a file that already holds as many of ours as allowed
        std::array<uint8_t, 16> onFile{};
        pos.pieces(us).for_each([&](Square s) {
          if (type_of(pos.at(s)) != t || ++onFile[v.file_of(s)] != v.perFileMost[t]) return;
          for (int r = 0; r < v.ranks; ++r) zone.reset(v.square(v.file_of(s), r));
        });
      }
      if (v.dropPusher >= 0) { // only behind a friendly pusher that has room to step forward
        const Piece pusher = make_piece(us, v.dropPusher);
        const int up = us == White ? 1 : -1;
        SquareSet behind;
        zone.for_each([&](Square s) {
          int f = v.file_of(s), r = v.rank_of(s) + up;
          if (!v.on_board(f, r) || pos.at(v.square(f, r)) != pusher) return;
          for (int k = 1; k <= v.dropPush; ++k)
            if (!v.on_board(f, r + k * up) || !v.board.test(v.square(f, r + k * up)) ||
                pos.at(v.square(f, r + k * up)))
              return;
          behind.set(s);
        });
        zone = behind;
      }
      // A piece that may be dropped promoted (`promoted`) is also dropped as its +X type.
      const int as = v.dropAs[t] >= 0 && !pos.hand(us, v.dropAs[t]) ? v.dropAs[t] : -1;
      zone.for_each([&](Square s) {
        for (int d : {t, as})
          if (d >= 0 && (!v.oppositeColours || colours_allow(pos, d, s)))
            list.add(Move(s, s, MoveKind::Drop, d));
      });
    }
  }

  if ((v.rules.pass >> us & 1) && !pos.royals(us).empty()) {
    Square k = pos.royals(us).first();
    list.add(Move(k, k, MoveKind::Pass));
  }

  if (st.castling >> (2 * us) & 3)
    for (size_t i = 0; i < v.castling.size(); ++i) {
      const CastlingOption &o = v.castling[i];
      if (o.color != us || !(st.castling >> o.right & 1)) continue;
      const CastleSquares c{pos.castling_king(us), o.kingTo, pos.castling_rook(o.right), o.rookTo};
      if (castling_path_clear(pos, i))
        list.add(
            Move(c.kingFrom, c.rookFrom, MoveKind::Castling, int(i) | (pos.chess960() ? Move::Chess960 : 0)));
    }
  if (!v.gatePieces.empty()) add_gating(pos, list, start);
  if (v.walls.place && walls) add_walls(pos, list, start, false);
  // A player who cannot move passes (legal_slow makes sure, where royal pieces may make the
  // other moves illegal), with his royal piece or else his first piece.
  if ((v.rules.passWhenStalemated >> us & 1) && (list.n == start || !pos.royals(us).empty())) {
    const Square k = !pos.royals(us).empty() ? pos.royals(us).first() : pos.pieces(us).first();
    if (k != NoSquare) list.add(Move(k, k, MoveKind::Pass));
  }
}

template <bool Tactical> void generate(const Position &pos, MoveList &list, bool walls = true) {
  switch (pos.variant().generator()) {
  case Generator::Plain: generate_moves<true, false, Tactical>(pos, list, walls); return;
  case Generator::PlainHopRules: generate_moves<true, false, Tactical, true, false>(pos, list, walls); return;
  case Generator::PlainSpared: generate_moves<true, false, Tactical, true, true>(pos, list, walls); return;
  case Generator::Special: generate_moves<false, true, Tactical>(pos, list, walls); return;
  case Generator::General: generate_moves<false, false, Tactical>(pos, list, walls); return;
  }
}

} // namespace

void generate_pseudo(const Position &pos, MoveList &list) { generate<false>(pos, list); }

void generate_unwalled(const Position &pos, MoveList &list) { generate<false>(pos, list, false); }

void generate_tactical(const Position &pos, MoveList &list) { generate<true>(pos, list); }

} // namespace chimera
