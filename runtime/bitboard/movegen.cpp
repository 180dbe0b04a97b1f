#include "runtime/bitboard/movegen.h"

#include "runtime/bitboard/drops.h"
#include "runtime/bitboard/node.h"
#include "runtime/moves/castling.h"

namespace chimera::bitboard {

namespace {

// Where the moves go: a count, or a list.
template <bool Count> struct Out {
  MoveList *list;
  int64_t n = 0;
  void add(Move m) {
    if (Count)
      ++n;
    else
      list->add(m);
  }
};

// Tactical: only captures and promotions, as generate_tactical lists them (quiescence); counted,
// only the captures (`must capture`'s count).
// Rich: the variant has a rule of BasicTables::rich (lances, first moves, blasts, shogi's drops
// and the like); the others' generator is compiled without them.
template <class BB, bool Count, bool Ordered, bool Tactical, bool One, bool Rich> struct Generator {
  using Bitboard = BB;
  Node<BB> node;
  Out<Count> out;
  uint64_t onlyDrops = 0; // if set: only the drops of these types (`must drop`'s count)

  int royals() const { return One ? 1 : node.royals; }

  // The moves of the piece on s to the targets, as the ray generator's Emitter makes them:
  // promotions expanded, the targets in its order when Ordered.
  // A move to a target in `test` (near enemy hoppers) is tested in full: a plain one from the
  // bitboards, a promotion or an en-passant capture by legal_slow.
  // Explosions (booms) never promote: the mover is gone.
  [[gnu::always_inline]] void emit(Square s, int t, const TypeFacts<BB> &tf, Bitboard caps, Bitboard quiets,
                                   Bitboard doubles, Bitboard eps, Bitboard booms = 0, Bitboard test = 0) {
    const Variant &v = node.v;
    const Color us = node.us;
    const bool promotes = tf.promotes;
    // A move out of a zone that promotes on leaving it (`leaving`) promotes wherever it goes.
    const int leaving = Rich && promotes && v.hasLeaving ? v.promotion_leaving(us, t, s) : 0;
    if (Count) { // only the targets in a promotion zone, or to test, count one by one
      const Bitboard all = caps | quiets | doubles | eps | booms;
      if (!promotes && !(all & test)) {
        out.n += popcount(all);
        return;
      }
      const Bitboard single = test | (promotes ? (leaving ? ~Bitboard(0) : tf.zone) : 0);
      out.n += popcount(all & ~single);
      caps &= single, quiets &= single, doubles &= single, eps &= single, booms &= single;
      if (!(caps | quiets | doubles | eps | booms)) return;
    }
    auto add = [&](Move m, Square to) {
      if (!(test & bit<BB>(to)) || tested(s, to, m)) out.add(m);
    };
    const uint8_t *promotions =
        promotes ? v.promotionIndex.data() + (size_t(us) * v.ntypes() + t) * v.squares() : nullptr;
    auto one = [&](Square to) {
      if (booms & bit<BB>(to)) {
        add(Move(s, to, MoveKind::Explosion), to);
        return;
      }
      const MoveKind kind = eps & bit<BB>(to)       ? MoveKind::EnPassant
                            : doubles & bit<BB>(to) ? MoveKind::DoubleStep
                                                    : MoveKind::Normal;
      const bool quiet = !(caps & bit<BB>(to)) && kind != MoveKind::EnPassant;
      const int set = promotions ? (promotions[to] ? promotions[to] : leaving) : 0;
      if (set && !(quiet && v.promotionSets[set].byCapture)) {
        const PromotionSet &ps = v.promotionSets[set];
        for (size_t k = 0; k < ps.choices.size(); ++k)
          if (!ps.limits[k] || node.pos.count(us, ps.choices[k]) < ps.limits[k]) {
            const Move m(s, to, MoveKind::Promotion, ps.choices[k]);
            // A promotion to a royal type (Coregal's queen) adds a royal piece that must be
            // safe: tested in full.
            if (!(v.royalTypes >> ps.choices[k] & 1))
              add(m, to);
            else if (legal_slow(node.pos, m, CheckInfo{}))
              out.add(m);
          }
        if (!ps.mandatory && !(Tactical && quiet)) add(Move(s, to, kind), to);
        return;
      }
      if (!(Tactical && quiet)) add(Move(s, to, kind), to);
    };
    const Bitboard all = caps | quiets | doubles | eps | booms;
    if (!all) return;
    if (Ordered && more_than_one(all)) { // one target needs no order (quiescence: most pieces)
      const BasicTables<BB> &tb = node.tb;
      const size_t at = (size_t(us) * tb.types + t) * tb.squares + s;
      const Bitboard quietly = quiets | doubles, taking = caps | eps | booms;
      // A target two rays reach is listed where the first open one reaches it, as the ray
      // generator's de-duplication keeps it.
      auto open = [&](uint32_t i) {
        const Square via = tb.orderVia[i], to = tb.order[i];
        return via == NoVia || !(node.occ & (via == s ? tb.sliders.between(s, to)
                                                      : bit<BB>(via) | tb.sliders.between(via, to)));
      };
      Bitboard left = all;
      for (uint32_t i = tb.orderIndex[at]; left; ++i) {
        const Bitboard b = bit<BB>(tb.order[i]);
        if ((left & b) && (tb.orderKind[i] & ((quietly & b ? 1 : 0) | (taking & b ? 2 : 0))) &&
            (!tf.repeats || open(i)))
          left ^= b, one(tb.order[i]);
      }
    } else
      for (Bitboard b = all; b;) one(pop_lsb(b));
  }

  // A move to a target of `test`: near enemy hoppers a plain move by the bitboards; under blasts
  // a capture by its blast in place; others by legal_slow.
  [[gnu::noinline]] bool tested(Square s, Square to, Move m) const {
    const MoveKind k = m.kind();
    if (Rich && node.tb.blasts && node.captureTest && (k == MoveKind::Normal || k == MoveKind::Promotion) &&
        has(node.theirs, to))
      return node.pos.safe_after_blast(s, to, node.king);
    if (k == MoveKind::Normal || k == MoveKind::DoubleStep) return node.safe_after(s, to);
    return legal_slow(node.pos, m, CheckInfo{});
  }

  // The squares a hopper of type t on s reaches beyond its screens (empty, and the first piece
  // after them), as the hop rules allow.
  Bitboard hops(Square s, int t, const TypeFacts<BB> &tf) const {
    const Sliders<BB> &sl = node.tb.sliders;
    Bitboard reach = 0;
    for (int kind = 0; kind < 2; ++kind)
      if (tf.hop >> kind & 1)
        for (int d = 4 * kind; d < 4 * kind + 4; ++d) {
          const Bitboard b = sl.ray(s, d) & node.occ;
          if (!b) continue;
          const Square screen = nearest(b, d);
          const Bitboard beyond = sl.ray(screen, d);
          if (!beyond) continue;
          HopRule rule = tf.grass ? HopAdjacent : HopSlide;
          if (tf.hopRule) {
            const Piece p = node.pos.at(screen);
            const HopRule r = node.v.hop_rule(t, type_of(p), color_of(p) != node.us);
            if (r == HopNone) continue;
            if (r == HopAdjacent) rule = r;
          }
          if (rule == HopAdjacent) {
            reach |= bit<BB>(nearest(beyond, d));
            continue;
          }
          const Bitboard b2 = beyond & node.occ;
          reach |= b2 ? beyond & ~sl.ray(nearest(b2, d), d) : beyond;
        }
    return reach;
  }

  // The enemies a shooter on s hits: over a friendly screen, then over the enemies that do not
  // stop it, up to our next piece (not hit) or a stopping enemy (hit).
  Bitboard shots_from(Square s, const TypeFacts<BB> &tf) const {
    const Sliders<BB> &sl = node.tb.sliders;
    Bitboard hit = 0;
    for (unsigned dirs = tf.shoot; dirs; dirs &= dirs - 1) {
      const int d = __builtin_ctz(dirs);
      const Bitboard b = sl.ray(s, d) & node.occ;
      if (!b || !(node.ours & bit<BB>(nearest(b, d)))) continue;
      const Bitboard beyond = sl.ray(nearest(b, d), d), stop = beyond & (node.ours | node.theirStops);
      hit |= (stop ? beyond & ~sl.ray(nearest(stop, d), d) : beyond) & node.theirs;
    }
    return hit;
  }

  // The targets of the piece on s: (leaps, slides, hops, shots) captures, quiet moves, double
  // steps, and the exploding shots apart.
  [[gnu::always_inline]] void targets(Square s, int t, const TypeFacts<BB> &tf, const PieceMoves<BB> &pm,
                                      Bitboard &caps, Bitboard &quiets, Bitboard &doubles,
                                      Bitboard &booms) const {
    const BasicTables<BB> &tb = node.tb;
    Bitboard att = pm.both, moves = 0, slides = 0;
    if (tf.rook) slides |= tb.sliders.rook(s, node.occ);
    if (tf.bishop) slides |= tb.sliders.bishop(s, node.occ);
    if (Rich && tf.lines) slides |= line_targets(tb.sliders, tf.lines, s, node.occ);
    if (tf.bends) slides |= bend_targets(tb, node.us, t, s, node.occ); // moving and capturing
    if (tf.slideFlags & RayMove) moves = slides;                       // a cannon's slides only move
    caps = (att | pm.capture | (tf.slideFlags & RayCapture ? slides : 0)) & node.theirs;
    if (tf.hop) {
      const Bitboard h = hops(s, t, tf);
      if (tf.hopFlags & RayCapture) caps |= h & node.theirs;
      if (tf.hopFlags & RayMove) moves |= h;
    }
    booms = 0;
    if (tf.shoot) (tf.explodes ? booms : caps) |= shots_from(s, tf);
    if (Rich && tf.spares) { // the types it may not capture (Atomar's kings)
      const Bitboard spared = pieces_of<BB>(node.pos, node.them, node.v.cannotCapture[t]);
      caps &= ~spared, booms &= ~spared;
    }
    doubles = 0;
    if (Tactical && !tf.promotes && !tf.fallback) { // only its captures are wanted
      quiets = 0;
      return;
    }
    quiets = (att | pm.quiet | moves) & ~node.occ;
    if (Rich && tf.first && node.pos.st().gates.test(s)) { // a first move, while the right stands
      const size_t at = (size_t(node.us) * tb.types + t) * tb.squares + s;
      quiets |= (tb.firstLeaps[at] | (node.checkers ? Bitboard(0) : tb.firstCalmLeaps[at])) & ~node.occ;
    }
    // Both sets are written each time, not one chosen by reference: on three words the
    // chosen one went through memory and stalled the loads after it.
    if (tf.steps)
      for (int k = 0; k < pm.nsteps; ++k) {
        const Step &st = tb.steps[pm.step + k];
        const Bitboard b = st.open(node.occ) ? bit<BB>(st.to) : Bitboard(0);
        doubles |= st.doubleStep ? b : Bitboard(0);
        quiets |= st.doubleStep ? Bitboard(0) : b;
      }
    if (tf.fallback && !(caps | quiets)) { // no other move, pseudo-legal (it has no steps nor en passant)
      Bitboard fall = 0;
      if (tf.fallback & 1) fall |= tb.sliders.rook(s, node.occ);
      if (tf.fallback & 2) fall |= tb.sliders.bishop(s, node.occ);
      if (tf.fallbackFlags & RayCapture) caps |= fall & node.theirs;
      quiets |= fall & ~node.occ;
    }
    if (Tactical && !tf.promotes) quiets = 0;
  }

  // The targets of a move from s that must be tested in full (legal_slow): near enemy hoppers.
  Bitboard to_test(Square s) const {
    return node.testAll || (node.unsafe & bit<BB>(s)) ? ~Bitboard(0) : node.unsafe;
  }

  [[gnu::always_inline]] void piece(Square s, int t, const TypeFacts<BB> &tf, const PieceMoves<BB> &pm) {
    Bitboard caps, quiets, doubles, booms, eps = 0;
    targets(s, t, tf, pm, caps, quiets, doubles, booms);
    Bitboard mask = node.allowed;
    if (node.pinned & bit<BB>(s)) mask &= node.pinLine[s];
    if (Tactical) { // a quiet move counts only where it may promote (counting: none at all)
      const Bitboard zone = Count || !tf.promotes ? 0
                            : Rich && node.v.hasLeaving && node.v.promotion_leaving(node.us, t, s)
                                ? ~Bitboard(0)
                                : tf.zone;
      quiets &= zone, doubles &= zone;
    }
    if (Rich && node.tb.blasts &&
        royals()) { // a capture's blast may answer any check, or lose our royal piece: tested
      quiets &= mask, doubles &= mask;
      if (tf.ep) eps = pm.ep & node.epSquares;
      gated(s, [&] { emit(s, t, tf, caps, quiets, doubles, eps, 0, caps | eps); });
      return;
    }
    caps &= mask, quiets &= mask, doubles &= mask, booms &= mask;
    // An explosion empties the mover's square and the victim's: no enemy rider may then see the
    // royal piece through them.
    for (Bitboard b = royals() ? booms : 0; b;) {
      const Square to = pop_lsb(b);
      const Bitboard o = node.occ ^ bit<BB>(s) ^ bit<BB>(to); // a leaper's check the mask answered
      for (int i = 0; i < royals(); ++i) {
        const Square k = node.royalSquare[i];
        if ((node.slider_attackers(k, node.them, o) |
             (node.tb.benders ? bend_attackers(node.pos, node.tb, k, node.them, o) : 0)) &
            ~bit<BB>(to)) {
          booms ^= bit<BB>(to);
          break;
        }
      }
    }
    // En passant: the mover and its victim leave, the mover lands; the royal piece must not
    // then be attacked (a discovered check along the victim's line, or a check not answered).
    if (tf.ep && (pm.ep & node.epSquares))
      for (Bitboard b = pm.ep & node.epSquares; b;) {
        const StateInfo &st = node.pos.st();
        const Square to = pop_lsb(b);
        const Bitboard victim = bit<BB>(st.epVictim), o = (node.occ ^ bit<BB>(s) ^ victim) | bit<BB>(to);
        bool safe = true;
        for (int i = 0; i < royals() && safe; ++i)
          safe = !(node.plain_attackers(node.royalSquare[i], o) & ~victim);
        if (safe) eps |= bit<BB>(to);
      }
    // Near enemy hoppers, and for en passant (three squares change) whenever they are about.
    const Bitboard test = node.hopThem ? to_test(s) | eps : 0;
    gated(s, [&] { emit(s, t, tf, caps, quiets, doubles, eps, booms, test); });
  }

  // Counting, a move from a gating square counts once more per gating piece in hand (a gated
  // move is legal exactly when the move is); a list is gated after it is made (add_gating).
  template <class Emit> [[gnu::always_inline]] void gated(Square s, Emit e) {
    const int64_t before = out.n;
    e();
    if (Count && (node.gates & bit<BB>(s))) out.n += (out.n - before) * node.gating;
  }

  // A royal piece: every target tested against the attacks with the piece lifted off; one of
  // several keeps to its pin and answers the others' checks.
  void royal(Square k, int t) {
    const TypeFacts<BB> &tf = node.tb.fact(node.us, t);
    Bitboard caps, quiets, doubles, booms; // a royal piece does not shoot
    targets(k, t, tf, node.tb.at(node.us, t, k), caps, quiets, doubles, booms);
    if (Tactical) quiets = doubles = 0; // a royal piece on this path never promotes
    // `escapes only by capture`: in check, it may only take the one checker (Makpong's king).
    if (node.checkers && node.v.types[t].escapesByCapture)
      caps &= more_than_one(node.checkers) ? 0 : node.checkers, quiets = doubles = 0;
    if (royals() > 1) {
      Bitboard mask = node.pinned & bit<BB>(k) ? node.pinLine[k] : ~Bitboard(0);
      for (int i = 0; i < royals(); ++i)
        if (node.royalSquare[i] != k) mask &= node.royalAllowed[i];
      caps &= mask, quiets &= mask, doubles &= mask;
    }
    if (Rich && node.tb.blasts) caps = 0; // its capture would blow it up
    const Bitboard o = node.occ ^ bit<BB>(k);
    for (Bitboard b = caps | quiets | doubles; b;) {
      const Square to = pop_lsb(b);
      if ((!Rich || !node.tb.blasts || !node.near_enemy_royal(to)) && node.attacked(to, o))
        caps &= ~bit<BB>(to), quiets &= ~bit<BB>(to), doubles &= ~bit<BB>(to);
    }
    gated(k, [&] { emit(k, t, tf, caps, quiets, doubles, 0); });
  }

  void castling() {
    const Position &pos = node.pos;
    const Variant &v = node.v;
    const Color us = node.us;
    const uint16_t rights = pos.st().castling;
    if (!(rights >> (2 * us) & 3)) return;
    for (size_t i = 0; i < v.castling.size(); ++i) {
      const CastlingOption &o = v.castling[i];
      if (o.color != us || !(rights >> o.right & 1)) continue;
      const Position::CastlePath &path = pos.castling_path(i);
      if (!path.onBoard || (set_of<BB>(path.squares) & node.occ)) continue;
      const CastleSquares c{pos.castling_king(us), o.kingTo, pos.castling_rook(o.right), o.rookTo};
      const Move m(c.kingFrom, c.rookFrom, MoveKind::Castling,
                   int(i) | (pos.chess960() ? Move::Chess960 : 0));
      // A castling piece that is not royal, or one of several: the ray path's test.
      if (royals() != 1 || c.kingFrom != node.king || (Rich && node.tb.blasts)) {
        if (legal_slow(node.pos, m, CheckInfo{})) castle(m, c);
        continue;
      }
      if (node.checkers) continue;
      // legal_slow's rules for a royal piece: not out of check (no castling with checkers),
      // the squares the king crosses and lands on unattacked before the move, and where it
      // lands after it (a rook of ours may have shielded that square, Chess960).
      const int step = c.kingTo > c.kingFrom ? 1 : -1;
      bool safe = true;
      if (c.kingTo != c.kingFrom)
        for (Square s = c.kingFrom + step; safe; s += step) {
          safe = !node.attacked(s, node.occ);
          if (s == c.kingTo) break;
        }
      const Bitboard after =
          (node.occ & ~bit<BB>(c.kingFrom) & ~bit<BB>(c.rookFrom)) | bit<BB>(c.kingTo) | bit<BB>(c.rookTo);
      // The rook may land as a hopper's screen.
      if (safe && !node.attacked(c.kingTo, after, c.rookTo, pos.at(c.rookFrom))) castle(m, c);
    }
  }

  // A castling move, and counting, its gated forms: onto the king's or the rook's square where
  // that square keeps a gating right and neither piece lands on it.
  void castle(Move m, const CastleSquares &c) {
    out.add(m);
    if (Count && node.gating)
      for (Square at : {c.kingFrom, c.rookFrom})
        if ((node.gates & bit<BB>(at)) && at != c.kingTo && at != c.rookTo) out.n += node.gating;
  }

  // Drops: onto the empty squares of the type's zone, and in check only between the checker
  // and the royal piece (a drop cannot uncover a line). Type by type, each in square order, as
  // the ray generator lists them; a type that may be dropped promoted (`promoted`) also as its
  // +X type on each square, after it.
  // Not onto a file that holds as many of the type as `at most N per file` allows. A drop of a
  // type that may not mate (`no-mate`) that gives check is tested in full, for a reply.
  // A drop onto a king's line near enemy hoppers may make a screen: tested in full. A drop with
  // a pusher (`push Pawn 1`) also moves the friendly piece in front of the square forward, which
  // may uncover a line, or block a check, even one of two: tested in full in check, when the
  // pusher is pinned or near enemy hoppers.
  void drops(bool doubleCheck) {
    const Variant &v = node.v;
    Position &pos = node.pos;
    const bool pushed = v.dropPusher >= 0;
    if (doubleCheck && !pushed) return;
    const Bitboard to = ~node.occ & (pushed ? ~Bitboard(0) : node.allowed);
    const Bitboard unsafe = node.testAll ? ~Bitboard(0) : node.unsafe;
    const int up = node.us == White ? v.files : -v.files;
    for (int t = 0; t < node.T; ++t) {
      if ((!pos.hand(node.us, t) && !(v.unlimited >> t & 1)) || (onlyDrops && !(onlyDrops >> t & 1)))
        continue;
      Bitboard zone = set_of<BB>(v.dropZone[size_t(node.us) * node.T + t]) & to, test = unsafe;
      if (Rich && (v.perFile >> t & 1)) { // not on a file that holds as many of ours as allowed
        uint8_t onFile[16] = {};
        for (Bitboard b = pos.bitboard_as<BB>(make_piece(node.us, t)); b;) {
          const Square s = pop_lsb(b);
          if (++onFile[v.file_of(s)] == v.perFileMost[t])
            zone &= ~(node.tb.sliders.ray(s, 2) | node.tb.sliders.ray(s, 3));
        }
      }
      if (pushed) { // only behind a friendly pusher with room to step forward
        const Bitboard pushers = pos.bitboard_as<BB>(make_piece(node.us, v.dropPusher));
        for (Bitboard b = zone; b;) {
          const Square s = pop_lsb(b);
          const int last = v.rank_of(s) + (v.dropPush + 1) * (up > 0 ? 1 : -1);
          bool ok = last >= 0 && last < v.ranks && (pushers & bit<BB>(s + up));
          for (int k = 1; ok && k <= v.dropPush; ++k) ok = !(node.occ & bit<BB>(s + (k + 1) * up));
          if (!ok) {
            zone &= ~bit<BB>(s);
            continue;
          }
          const Bitboard changed = bit<BB>(s) | bit<BB>(s + up) | bit<BB>(s + (v.dropPush + 1) * up);
          if (node.checkers || (node.pinned & bit<BB>(s + up)) || (changed & test)) test |= bit<BB>(s);
        }
      }
      const int as = Rich && v.dropAs[t] >= 0 && !pos.hand(node.us, v.dropAs[t]) ? v.dropAs[t] : -1;
      const int kinds = as >= 0 ? 2 : 1;
      const int dropped[2] = {t, as};
      Bitboard tested[2] = {test, test}, onto[2] = {zone, zone};
      if (Rich && v.oppositeColours)
        for (int i = 0; i < kinds; ++i) onto[i] &= colours_allow(node, dropped[i]);
      for (int i = 0; i < kinds; ++i)
        if (v.royalTypes >> dropped[i] & 1) // a new royal piece (Placement's king) must be safe
          tested[i] = ~Bitboard(0);
        else if (Rich && (v.noMateDrop >> dropped[i] & 1))
          tested[i] |= checking_squares(node, dropped[i]);
      if (Count)
        for (int i = 0; i < kinds; ++i) {
          out.n += popcount(onto[i] & ~tested[i]);
          for (Bitboard b = onto[i] & tested[i]; b;) {
            const Square s = pop_lsb(b);
            out.n += legal_slow(pos, Move(s, s, MoveKind::Drop, dropped[i]), CheckInfo{});
          }
        }
      else
        for (Bitboard b = zone; b;) {
          const Square s = pop_lsb(b);
          for (int i = 0; i < kinds; ++i) {
            const Move m(s, s, MoveKind::Drop, dropped[i]);
            if (has(onto[i], s) && (!(tested[i] & bit<BB>(s)) || legal_slow(pos, m, CheckInfo{}))) out.add(m);
          }
        }
    }
  }

  void run() {
    node.template find_checks<One>();
    // No move but the royal piece's answers every checker (a bend's path may cross another's).
    // (Under blasts a capture may answer both: every piece is asked.)
    const bool doubleCheck = node.blockable && !node.allowed && !(Rich && node.tb.blasts);
    if (onlyDrops) return drops(doubleCheck);
    const BasicTables<BB> &tb = node.tb;
    const Position &pos = node.pos;
    if (Ordered) // square by square, as the ray generator goes
      for (Bitboard b = node.ours; b;) {
        const Square s = pop_lsb(b);
        const int t = type_of(pos.at(s));
        if (node.royalSet & bit<BB>(s))
          royal(s, t);
        else if (!doubleCheck)
          piece(s, t, tb.fact(node.us, t), tb.at(node.us, t, s));
      }
    else { // type by type
      for (int i = 0; i < royals(); ++i) royal(node.royalSquare[i], type_of(pos.at(node.royalSquare[i])));
      // Counting, where no check, hopper or gate is about, a simple piece (TypeFacts::simple)
      // nothing pins moves to its targets that are not ours.
      const bool plain =
          Count && !node.checkers && !node.hopThem && !node.gating && !(Rich && node.tb.blasts);
      if (!doubleCheck)
        for (uint64_t types = pos.present(node.us); types; types &= types - 1) {
          const int t = __builtin_ctzll(types);
          const TypeFacts<BB> &tf = tb.fact(node.us, t);
          const PieceMoves<BB> *moves = &tb.at(node.us, t, 0);
          Bitboard b = pos.bitboard_as<BB>(make_piece(node.us, t)) & ~node.royalSet;
          if (plain && tf.simple) {
            for (Bitboard free = b & ~node.pinned; free;) {
              const Square s = pop_lsb(free);
              Bitboard to = moves[s].both;
              if (tf.rook) to |= tb.sliders.rook(s, node.occ);
              if (tf.bishop) to |= tb.sliders.bishop(s, node.occ);
              if (Rich && tf.lines) to |= line_targets(tb.sliders, tf.lines, s, node.occ);
              if (tf.bends) to |= bend_targets(tb, node.us, t, s, node.occ);
              out.n += popcount(to & (Tactical ? node.theirs : ~node.ours));
            }
            b &= node.pinned;
          }
          while (b) {
            const Square s = pop_lsb(b);
            piece(s, t, tf, moves[s]);
          }
        }
    }
    if (Tactical) return; // drops and castling neither capture nor promote
    if (node.v.drops) drops(doubleCheck);
    castling();
  }
};

template <class BB, bool Count, bool Ordered, bool Tactical, bool One, bool Rich>
int64_t generate_with(const BasicTables<BB> &tb, Position &pos, MoveList *list, const SquareSet &royalSquares,
                      uint64_t onlyDrops) {
  Generator<BB, Count, Ordered, Tactical, One, Rich> g{Node<BB>(pos, tb), Out<Count>{list}, onlyDrops};
  const int start = Count ? 0 : list->n;
  Node<BB> &node = g.node;
  if (One)
    node.royals = 1, node.king = node.royalSquare[0] = royalSquares.first(),
    node.royalSet = bit<BB>(node.king);
  else {
    royalSquares.for_each([&](Square s) {
      node.royalSquare[node.royals++] = s; // in square order
      node.royalSet |= bit<BB>(s);
    });
    node.king = node.royals ? node.royalSquare[0] : NoSquare;
  }
  g.run();
  if (!Count && node.gating && !onlyDrops) add_gating(pos, *list, start);
  return Count ? g.out.n : list->n - start;
}

// The generator's moves, or their number, before the rules served as filters on its list (or
// only the drops of the types of onlyDrops).
template <class BB, bool Count, bool Ordered, bool Tactical>
bool generate(const BasicTables<BB> &tb, Position &pos, MoveList *list, int64_t *n, uint64_t onlyDrops = 0) {
  // Without a royal piece (no royal type, or Horde's White) every move is legal. Several are
  // served but near hoppers or shooters (whose screens are judged for one royal piece), with
  // escapes (the ray path's, for one), and under `check all` (one of them may stay attacked). A
  // royal piece in hand (Placement's king) adds one where it is dropped: those drops are tested
  // in full.
  const SquareSet &royalSquares = pos.royals(pos.side_to_move());
  const int royals = royalSquares.count();
  if (royals > 1 && (royals > Node<BB>::MaxRoyals || tb.hoppers || tb.shooters || pos.variant().hasEscapes ||
                     pos.variant().rules.checkAll))
    return false;

  if (pos.st().ended) return *n = 0, true;
  // Under `check all` a new royal piece may leave the others attacked, so a move that makes one
  // is legal in check or pinned: a side that can make one takes the ray path.
  if (pos.variant().rules.checkAll && pos.variant().mayAddRoyal) {
    const Color us = pos.side_to_move();
    if (pos.present(us) & tb.royalMakers[us]) return false;
    for (uint64_t r = pos.variant().royalTypes; r; r &= r - 1)
      if (pos.hand(us, __builtin_ctzll(r))) return false;
  }
  if (tb.blasts && (royals > 1 || pos.royals(~pos.side_to_move()).count() > 1)) return false;
  *n = royals == 1
           ? (tb.rich ? generate_with<BB, Count, Ordered, Tactical, true, true>(tb, pos, list, royalSquares,
                                                                                onlyDrops)
                      : generate_with<BB, Count, Ordered, Tactical, true, false>(tb, pos, list, royalSquares,
                                                                                 onlyDrops))
           : (tb.rich ? generate_with<BB, Count, Ordered, Tactical, false, true>(tb, pos, list, royalSquares,
                                                                                 onlyDrops)
                      : generate_with<BB, Count, Ordered, Tactical, false, false>(tb, pos, list, royalSquares,
                                                                                  onlyDrops));
  return true;
}

template <class BB, bool Count, bool Ordered, bool Tactical>
bool run(const BasicTables<BB> &tb, Position &pos, MoveList *list, int64_t *n) {
  const GameRules &rules = pos.variant().rules;
  const bool mustDrop = holds_must_drop(pos);
  if constexpr (Tactical)
    if (mustDrop) { // a legal drop of such a type leaves no capture legal: found from the full list
      MoveList all;
      if (!run<BB, false, false, false>(tb, pos, &all, n)) return false;
      for (int i = 0; i < all.n; ++i)
        if (all.moves[i].kind() == MoveKind::Drop) return *n = 0, true; // only such drops are left
    }
  if constexpr (Count) {
    if (mustDrop && !rules.checksForbidden && !rules.mustCapture) { // its legal drops, where there are any
      if (!generate<BB, true, false, false>(tb, pos, nullptr, n, pos.variant().mustDrop)) return false;
      if (*n) return true;
    }
    if (rules.checksForbidden || mustDrop) { // counted from the filtered list
      MoveList all;
      return run<BB, false, false, false>(tb, pos, &all, n);
    }
    if (rules.mustCapture) { // the captures where there are any, else every move
      if (!generate<BB, true, false, true>(tb, pos, nullptr, n)) return false;
      if (*n) return true;
    }
    return generate<BB, true, false, false>(tb, pos, list, n);
  }
  const int start = list->n;
  if (!generate<BB, false, Ordered, Tactical>(tb, pos, list, n)) return false;
  if (rules.checksForbidden) drop_checking_moves(pos, *list, start);
  if (rules.mustCapture || mustDrop) keep_allowed(pos, *list, start, mustDrop);
  *n = list->n - start;
  return true;
}

// The generator of the variant's set type, if it has bitboards.
template <bool Count, bool Ordered, bool Tactical = false>
bool run(Position &pos, MoveList *list, int64_t *n) {
  const Variant &v = pos.variant();
  if (v.bitboards) return run<Bitboard, Count, Ordered, Tactical>(*v.bitboards, pos, list, n);
  if (v.wideBitboards) return run<Wide, Count, Ordered, Tactical>(*v.wideBitboards, pos, list, n);
  if (v.tripleBitboards) return run<Triple, Count, Ordered, Tactical>(*v.tripleBitboards, pos, list, n);
  return false;
}

} // namespace

bool generate_legal(Position &pos, MoveList &list, bool ordered) {
  int64_t n;
  return ordered ? run<false, true>(pos, &list, &n) : run<false, false>(pos, &list, &n);
}

bool generate_tactical(Position &pos, MoveList &list) {
  int64_t n;
  return run<false, true, true>(pos, &list, &n);
}

int64_t count_legal(Position &pos) {
  int64_t n;
  return run<true, false>(pos, nullptr, &n) ? n : -1;
}

} // namespace chimera::bitboard
