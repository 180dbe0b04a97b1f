#include "runtime/moves/movegen.h"

#include <algorithm>

#include "runtime/moves/castling.h"
#include "runtime/moves/en_passant.h"
#include "runtime/moves/flips.h"
#include "runtime/moves/walls.h"

namespace chimera {

namespace {

// Appends one move, expanded into its promotion choices where the target is in a zone. With
// `tactical`, quiet moves (neither capture nor promotion) are counted but not added: the
// count is what decides whether fallback moves apply.
struct Emitter {
  const Position &pos;
  const Variant &v;
  MoveList &list;
  Color us;
  int type;
  bool promotes, tactical;
  int found = 0; // moves of this piece the full generation adds

  void add(Move m, bool quiet) {
    ++found;
    if (!(quiet && tactical)) list.add(m);
  }
  void operator()(Square from, Square to, MoveKind kind, int extra = 0) {
    if (kind == MoveKind::Locust || explodes(kind)) { // the mover lands nowhere
      add(Move(from, to, kind, extra), false);
      return;
    }
    const bool quiet = kind != MoveKind::EnPassant && !pos.at(to);
    if (promotes) {
      int i = v.promotion_at(us, type, to);
      if (!i && v.hasLeaving) i = v.promotion_leaving(us, type, from);
      if (i && !(quiet && v.promotionSets[i].byCapture)) {
        const PromotionSet &ps = v.promotionSets[i];
        for (size_t k = 0; k < ps.choices.size(); ++k)
          if (!ps.limits[k] || pos.count(us, ps.choices[k]) < ps.limits[k])
            add(Move(from, to, MoveKind::Promotion, ps.choices[k]), false);
        if (!ps.mandatory) add(Move(from, to, kind), quiet);
        return;
      }
    }
    add(Move(from, to, kind), quiet);
  }
};

// Seirawan gating: every move that leaves a square with a gating right may also bring a piece
// from hand onto it; castling may gate on the king's or the rook's square.
void add_gating(const Position &pos, MoveList &list) {
  const Variant &v = pos.variant();
  const Color us = pos.side_to_move();
  const SquareSet &gates = pos.st().gates;
  const int n = list.n;
  for (int i = 0; i < n; ++i) {
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
      add(m);
    }
  }
}

// Moves that some positions forbid: not while in check, only as a piece's first move.
uint16_t skipped_rays(const Position &pos) {
  const Variant &v = pos.variant();
  return uint16_t((v.hasNotInCheck && pos.in_check() ? RayNotInCheck : 0) | (v.hasFirstMoves ? RayFirst : 0));
}

// A non-capturing move, an en-passant capture and a double step between the same squares
// are one move with one text, made by two of a piece's atoms: it is the en-passant capture if
// it can be (an empty en-passant square is taken), else the double step (a slide or lame leap
// passes the squares a plain leap jumps, §6.7).
int rank_of_kind(MoveKind k) {
  return k == MoveKind::EnPassant || k == MoveKind::EnPassantExplosion ? 3
         : k == MoveKind::DoubleStep                                   ? 2
         : k == MoveKind::Normal                                       ? 1
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
// plain instance, which classic variants use, does not look for them.
template <bool Special>
[[gnu::always_inline]] inline void piece_moves(const Position &pos, Square s, int type, MoveList &list,
                                               bool tactical, bool promotes, uint16_t skipped) {
  const Variant &v = pos.variant();
  const Color us = pos.side_to_move();
  const StateInfo &st = pos.st();
  const uint8_t *pool = v.pool.data();
  auto isEp = [&st](Square t) { return st.epVictim != NoSquare && st.epSquares.test(t); };
  {
    const uint64_t spared = v.cannotCapture[type] | WallType; // walls are never captured
    auto enemy = [us, spared](Piece p) { return p && color_of(p) != us && !(spared >> type_of(p) & 1); };
    const size_t index = (size_t(us) * v.ntypes() + type) * v.squares() + s;
    const int first = list.n;
    bool fallback = false;
    Emitter emit{pos, v, list, us, type, promotes, tactical};
    for (const Ray *r = v.rays_begin(us, type, s), *e = v.rays_end(us, type, s); r != e; ++r) {
      const uint8_t *sq = pool + r->first;
      const int len = r->len;
      const uint16_t f = r->flags;
      if (Special && (f & skipped) && ((f & RayNotInCheck & skipped) || !st.gates.test(s))) continue;
      const MoveKind capture = (f & RayExplode) ? MoveKind::Explosion : MoveKind::Normal;
      const MoveKind enPassant = (f & RayExplode) ? MoveKind::EnPassantExplosion : MoveKind::EnPassant;
      if ((f & RayFallback) && !fallback) { // reached only when the piece has no other move
        if (emit.found) break;
        fallback = true;
      }
      int k = 0;
      switch (r->kind) {
      case RayKind::Leaps:
        for (; k < len; ++k) {
          Square t = sq[k];
          Piece p = pos.at(t);
          if (!p) {
            if ((f & RayEnPassant) && isEp(t))
              emit(s, t, enPassant);
            else if (f & RayMove)
              emit(s, t, MoveKind::Normal);
          } else if ((f & RayCapture) && enemy(p))
            emit(s, t, capture);
        }
        continue;
      case RayKind::Lame: {
        const uint8_t *b = pool + r->block;
        bool open = true;
        for (int j = 0; j < r->nblock && open; ++j) open = !pos.at(b[j]);
        for (int j = r->nblock; j < r->nblock + r->nhop && open; ++j) open = pos.at(b[j]);
        if (!open) continue;
        if (r->nlocust) { // a capture on the way: the victim must be an enemy, the target empty
          Square victim = b[r->nblock + r->nhop];
          if (enemy(pos.at(victim)) && !pos.at(sq[0])) emit(s, sq[0], MoveKind::Locust, victim);
          continue;
        }
        Square t = sq[0];
        Piece p = pos.at(t);
        if (!p) {
          if ((f & RayEnPassant) && isEp(t))
            emit(s, t, enPassant);
          else if (f & RayMove)
            emit(s, t, (f & RayDoubleStep) ? MoveKind::DoubleStep : MoveKind::Normal);
        } else if ((f & RayCapture) && enemy(p))
          emit(s, t, capture);
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
        if (v.hasHopRules && screen != Wall) rule = v.hop_rule(type, type_of(screen), color_of(screen) != us);
        ++k; // over the screen
        if (rule == HopNone) continue;
        if (r->kind == RayKind::Grasshopper || rule == HopAdjacent) {
          if (k < len) {
            Piece p = pos.at(sq[k]);
            if (p ? (f & RayCapture) && enemy(p) : (f & RayMove))
              emit(s, sq[k], p ? capture : MoveKind::Normal);
          }
          continue;
        }
        break;
      }
      }
      if (f & RayPierce) { // over enemies, each a target, until a friend or a stopping enemy
        const uint64_t stops = v.stopSets[r->stops] | WallType;
        for (; k < len; ++k) {
          Square t = sq[k];
          Piece p = pos.at(t);
          if (!p) {
            if (f & RayMove) emit(s, t, MoveKind::Normal);
            continue;
          }
          if (color_of(p) == us) break;
          if ((f & RayCapture) && enemy(p)) emit(s, t, capture);
          if (stops >> type_of(p) & 1) break;
        }
        continue;
      }
      // Slide (also what follows a Hop's screen): empty squares, then maybe a capture. The
      // steps of a DD rider jump: a step over a piece is no double step (no en-passant square
      // holds a piece).
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
            emit(s, t, enPassant);
          else if (f & RayMove)
            emit(s, t, doubleStep(k, t) ? MoveKind::DoubleStep : MoveKind::Normal);
          continue;
        }
        if ((f & RayCapture) && enemy(p)) emit(s, t, capture);
        break;
      }
    }
    if (v.rayRepeats[index]) dedupe(list, first);
  }
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
        piece_moves<true>(pos, s, c, steps, false, false, skipped_rays(pos));
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

template <bool Special> void generate_moves(const Position &pos, MoveList &list, bool tactical) {
  const Variant &v = pos.variant();
  const Color us = pos.side_to_move();
  const StateInfo &st = pos.st();

  if (st.ended) return;
  const int start = list.n;
  const uint16_t skipped = Special ? skipped_rays(pos) : 0;
  pos.pieces(us).for_each([&](Square s) {
    const int type = type_of(pos.at(s));
    piece_moves<Special>(pos, s, type, list, tactical, v.promotingTypes[us] >> type & 1, skipped);
  });
  if (!v.placePromotions.empty()) place_promotions(pos, list);

  if (tactical) { // drops, passes and castling never capture or promote
    if (!v.gatePieces.empty()) add_gating(pos, list);
    if (v.walls.place) add_walls(pos, list, start, true);
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

  if (v.rules.pass && !pos.royals(us).empty()) {
    Square k = pos.royals(us).first();
    list.add(Move(k, k, MoveKind::Pass));
  }

  if (st.castling >> (2 * us) & 3)
    for (size_t i = 0; i < v.castling.size(); ++i) {
      const CastlingOption &o = v.castling[i];
      if (o.color != us || !(st.castling >> o.right & 1)) continue;
      const CastleSquares c{pos.castling_king(us), o.kingTo, pos.castling_rook(o.right), o.rookTo};
      if (castling_path_clear(pos, c))
        list.add(
            Move(c.kingFrom, c.rookFrom, MoveKind::Castling, int(i) | (pos.chess960() ? Move::Chess960 : 0)));
    }
  if (!v.gatePieces.empty()) add_gating(pos, list);
  if (v.walls.place) add_walls(pos, list, start, false);
  // A player who cannot move passes (legal_slow makes sure, where royal pieces may make the
  // other moves illegal), with his royal piece or else his first piece.
  if (v.rules.passWhenStalemated && (list.n == start || !pos.royals(us).empty())) {
    const Square k = !pos.royals(us).empty() ? pos.royals(us).first() : pos.pieces(us).first();
    if (k != NoSquare) list.add(Move(k, k, MoveKind::Pass));
  }
}

void generate(const Position &pos, MoveList &list, bool tactical) {
  const Variant &v = pos.variant();
  if (v.hasNotInCheck || v.hasFirstMoves)
    generate_moves<true>(pos, list, tactical);
  else
    generate_moves<false>(pos, list, tactical);
}

} // namespace

void generate_pseudo(const Position &pos, MoveList &list) { generate(pos, list, false); }

void generate_tactical(const Position &pos, MoveList &list) { generate(pos, list, true); }

} // namespace chimera
