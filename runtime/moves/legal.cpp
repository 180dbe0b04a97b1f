// Legality: whether a pseudo-legal move leaves the mover's royal pieces safe under the rules
// that change it, what a node knows before trying moves (CheckInfo), and the legal moves.
#include <algorithm>

#include "runtime/bitboard/movegen.h"
#include "runtime/moves/castling.h"
#include "runtime/moves/movegen.h"
#include "runtime/rules/goals.h"

namespace chimera {

bool legal(Position &pos, Move m) { return legal(pos, m, check_info(pos)); }

namespace {

// The tests both make/unmake paths end with, on the position after m; undoes m.
bool legal_after(Position &pos, Move m, const CheckInfo &ci, Color us) {
  bool ok = true;
  // A drop that may not mate: if it gives check, the opponent must have a legal reply.
  if (m.kind() == MoveKind::Drop && (pos.variant().noMateDrop >> m.extra() & 1) && pos.in_check()) {
    MoveList replies;
    generate_legal(pos, replies);
    ok = replies.size() > 0;
  }
  // A promotion in place that must attack nothing (`not attacking`) gives no check, and the
  // new piece attacks no enemy piece.
  if (ok && m.kind() == MoveKind::Promotion &&
      (pos.variant().quietPromoters >> type_of(pos.st().moved) & 1)) {
    ok = !pos.in_check();
    pos.pieces(~us).for_each([&](Square s) { ok = ok && !pos.attackers(s, us).test(m.to()); });
  }
  // A confrontation facing the player must be broken, unless the player passes.
  if (ok && ci.confronted && m.kind() != MoveKind::Pass)
    pos.royals(us).for_each([&](Square s) { ok = ok && !pos.confronted(s, ~us); });
  pos.undo_move(m);
  return ok;
}

// After a blast took an enemy royal piece: is the game over, so that the mover's own royal
// pieces may be left attacked? Only when a goal says so or no enemy royal piece is left (one of
// several blown up under `check all` ends nothing).
bool blast_ends_game(Position &pos, uint64_t royalTypes) {
  Outcome over;
  return pos.count_with_hand(pos.side_to_move(), royalTypes) == 0 ||
         (!pos.variant().goals.empty() && goal_reached(pos, over));
}

// legal_slow's make/unmake test under the rules that change it: escapes only by capture,
// blasts, forbidden checks (the castling and gating tests are done).
[[gnu::noinline]] bool legal_ruled(Position &pos, Move m, const CheckInfo &ci) {
  const Variant &v = pos.variant();
  const Color us = pos.side_to_move();
  // Under a blast a move that takes nothing blows nothing up, and a plain capture's blast is
  // judged in place (CheckInfo::quietTest).
  if (ci.quietTest && (m.kind() == MoveKind::Normal || m.kind() == MoveKind::DoubleStep) && !m.gate() &&
      m.wall() == NoSquare) {
    const Square royal = pos.royals(us).first();
    if (!pos.at(m.to())) {
      if (ci.quietSafe && royal != m.from() && !ci.fromUnsafe.test(m.from()) && !ci.toUnsafe.test(m.to()))
        return true;
      return pos.safe_after_move<true>(m.from(), m.to(), royal, us);
    }
    if (ci.captureTest) return pos.safe_after_blast(m.from(), m.to(), royal);
  }
  // A royal piece that escapes check only by capture may move only onto the one checker.
  if (v.hasEscapes && ci.inCheck && m.kind() != MoveKind::Drop && pos.royals(us).test(m.from()) &&
      v.types[type_of(pos.at(m.from()))].escapesByCapture &&
      !(ci.checkers.count() == 1 && ci.checkers.test(m.to())))
    return false;
  const uint64_t royalTypes = v.royalTypes | v.royalLastTypes;
  const int ours = v.blast.radius ? pos.count_with_hand(us, royalTypes) : 0;
  const int theirs = v.blast.radius ? pos.count_with_hand(~us, royalTypes) : 0;
  pos.do_move(m);
  bool ok;
  if (v.blast.radius && pos.count_with_hand(us, royalTypes) < ours)
    ok = false; // a move may not blow up its own royal piece
  else if (v.blast.radius && pos.count_with_hand(~us, royalTypes) < theirs &&
           blast_ends_game(pos, royalTypes))
    ok = true; // blowing up the enemy's ends the game, whatever it leaves attacked
  else
    ok = !pos.royal_attacked(us);
  // Moves that give check, or drops that do, may be forbidden.
  if (ok && (v.rules.checksForbidden || (v.rules.dropChecksForbidden && m.kind() == MoveKind::Drop)) &&
      pos.in_check())
    ok = false;
  if (!ok) return pos.undo_move(m), false;
  return legal_after(pos, m, ci, us);
}

} // namespace

bool legal_slow(Position &pos, Move m, const CheckInfo &ci) {
  const Variant &v = pos.variant();
  const Color us = pos.side_to_move();
  const bool confronted = ci.confronted;
  // A player facing a confrontation may always pass, even in check (Janggi bikjang).
  if (confronted && m.kind() == MoveKind::Pass) return true;
  // A player with a royal piece passes when stalemated only: when no other move is legal.
  if (m.kind() == MoveKind::Pass && (v.rules.passWhenStalemated >> us & 1) && m.wall() == NoSquare &&
      !pos.royals(us).empty()) {
    MoveList others;
    generate_pseudo(pos, others);
    for (Move o : others)
      if (o.kind() != MoveKind::Pass && legal(pos, o, ci)) return false;
  }
  // Gating never makes a move legal: the gated piece may not block a check or replace a pin.
  if (m.gate() && !legal_slow(pos, m.with_gate(0), ci)) return false;
  // A royal piece may not castle out of, through or into check; another piece may.
  // The squares it crosses and lands on are judged in the position before the move (and where it
  // lands again after it, as every move is). A king attacked but safe (a blast's neighbour of the
  // enemy king) does not shield the squares beyond it: those it crosses are judged with it
  // lifted off, where it lands only after the move.
  if (m.kind() == MoveKind::Castling && pos.royals(us).test(m.from())) {
    const CastleSquares c = castle_squares(v, m);
    if (!pos.royal_safe(c.kingFrom, us)) return false;
    if (c.kingTo != c.kingFrom) {
      const Piece king = pos.at(c.kingFrom);
      const bool lift = v.blast.radius && pos.attacked(c.kingFrom, ~us);
      const int step = c.kingTo > c.kingFrom ? 1 : -1;
      bool safe = true;
      if (lift) pos.set_square(c.kingFrom, NoPiece);
      for (Square s = c.kingFrom + step; safe && !(lift && s == c.kingTo); s += step) {
        safe = pos.royal_safe(s, us);
        if (s == c.kingTo) break;
      }
      if (lift) pos.set_square(c.kingFrom, king);
      if (!safe) return false;
    }
  }
  if (v.ruledMoves) return legal_ruled(pos, m, ci);
  // A plain move (no promotion, nothing gated, no square but its two changed: no petrified
  // capturer, no flips) with one royal piece is legal if that piece is unattacked afterwards:
  // the board is changed in place for the test, without the rest of do_move.
  if ((m.kind() == MoveKind::Normal || m.kind() == MoveKind::DoubleStep) && !m.gate() &&
      m.wall() == NoSquare && !confronted && !v.rules.checkAll && !v.petrify && !v.reshapes &&
      pos.royals(us).count() == 1)
    return pos.safe_after_move(m.from(), m.to(), pos.royals(us).first(), us);
  pos.do_move(m);
  if (pos.royal_attacked(us)) return pos.undo_move(m), false;
  return legal_after(pos, m, ci, us);
}

namespace {

// `must capture`: does the side to move have a legal capture?
bool has_legal_capture(Position &pos, const CheckInfo &ci) {
  MoveList list;
  generate_tactical(pos, list);
  for (Move m : list)
    if (is_capture(pos, m) && legal(pos, m, ci)) return true;
  return false;
}

// `must drop`: does the side to move have a legal drop of a type it must drop?
bool has_legal_drop(Position &pos, const CheckInfo &ci) {
  const uint64_t must = pos.variant().mustDrop;
  MoveList list;
  generate_pseudo(pos, list);
  for (Move m : list)
    if (m.kind() == MoveKind::Drop && (must >> pos.drop_source(m) & 1) && legal(pos, m, ci)) return true;
  return false;
}

} // namespace

CheckInfo check_info(Position &pos) {
  CheckInfo ci = check_info_plain(pos);
  const Variant &v = pos.variant();
  if (v.hasEscapes) {
    const SquareSet royals = pos.royals(pos.side_to_move());
    if (royals.count() == 1) {
      ci.inCheck = pos.in_check();
      if (ci.inCheck) ci.checkers = pos.attackers(royals.first(), ~pos.side_to_move());
    }
  }
  if (v.rules.mustCapture) ci.capturesOnly = has_legal_capture(pos, ci);
  ci.mustDrop = holds_must_drop(pos);
  if (ci.mustDrop) ci.dropsOnly = has_legal_drop(pos, ci);
  return ci;
}

bool holds_must_drop(const Position &pos) {
  for (uint64_t b = pos.variant().mustDrop; b; b &= b - 1)
    if (pos.hand(pos.side_to_move(), __builtin_ctzll(b))) return true;
  return false;
}

namespace {

// The pieces that may not leave their square, nor a piece land on the squares, without
// exposing the royal piece on k (the attack probes of k walked outward): CheckInfo's unsafe sets.
[[gnu::always_inline]] inline void add_pins(const Position &pos, CheckInfo &ci, Square k) {
  const Variant &v = pos.variant();
  const Color us = pos.side_to_move(), them = ~us;
  const ProbeTable &table = v.attackProbes;
  const uint32_t *index = table.index.data() + size_t(them) * v.squares() + k;
  auto attacker = [&](Square s, uint64_t mask) {
    const Piece pc = pos.at(s);
    return pc && color_of(pc) == them && (mask >> type_of(pc) & 1);
  };
  for (const Probe *p = table.probes.data() + index[0], *e = table.probes.data() + index[1]; p != e; ++p) {
    if (!(p->any & pos.present(them))) continue;
    const uint8_t *sq = v.pool.data() + p->first;
    switch (p->kind) {
    case ProbeKind::Line: {
      int j = 0;
      while (j < p->len && !pos.at(sq[j])) ++j;
      if (j == p->len || color_of(pos.at(sq[j])) != us) break;
      int pinned = j++;
      while (j < p->len && !pos.at(sq[j])) ++j;
      if (j < p->len && color_of(pos.at(sq[j])) == them &&
          (table.masks[p->masks + j] >> type_of(pos.at(sq[j])) & 1))
        ci.fromUnsafe.set(sq[pinned]);
      break;
    }
    case ProbeKind::Hop:
    case ProbeKind::Grasshopper:
    case ProbeKind::Pierce:
    case ProbeKind::PierceSlide: {
      // An attack along the line depends only on the squares between k and its attacker, and a
      // move adds no enemy piece: the squares up to the farthest enemy piece that could attack
      // from where it stands are unsafe, none when there is no such piece.
      const uint64_t *mask = table.masks.data() + p->masks;
      int end = p->len;
      while (end && !attacker(sq[end - 1], mask[end - 1])) --end;
      for (int j = 0; j + 1 < end; ++j) ci.fromUnsafe.set(sq[j]), ci.toUnsafe.set(sq[j]);
      break;
    }
    case ProbeKind::Bent: { // a piece of ours first on the slide is pinned if leaving opens it
      const uint8_t *at = sq + p->len;
      const uint64_t *mask = table.masks.data() + p->masks;
      int j = 0;
      while (j < p->len && !pos.at(sq[j])) ++j;
      if (j == p->len || color_of(pos.at(sq[j])) != us) break;
      const int pinned = j;
      for (++j; j <= p->len; ++j) { // the squares it opens: its own, up to the next piece
        const int open = j - 1;
        if (Piece pc = pos.at(at[open]); pc && color_of(pc) == them && (mask[open] >> type_of(pc) & 1)) {
          ci.fromUnsafe.set(sq[pinned]);
          break;
        }
        if (j == p->len || pos.at(sq[j])) break;
      }
      break;
    }
    case ProbeKind::Leaps: break; // leaps cannot be blocked
    case ProbeKind::Path:
      if (!attacker(sq[p->len - 1], table.masks[p->masks])) break; // no lame leaper there
      for (int j = 0; j + 1 < p->len; ++j) {
        if (j + 1 + p->nhop >= p->len) ci.toUnsafe.set(sq[j]); // a square that must be occupied
        ci.fromUnsafe.set(sq[j]);
      }
      break;
    }
  }
}

// Under a blast a capture changes the board around its target: only quiet moves are judged by
// the royal piece's safety and pins, captures by their blast in place (CheckInfo::quietTest).
[[gnu::noinline]] CheckInfo blast_info(const Position &pos) {
  CheckInfo ci;
  const Variant &v = pos.variant();
  const Color us = pos.side_to_move();
  const SquareSet &royals = pos.royals(us);
  // With no piece of royal types, on the board or in hand, a move can lose none: every plain
  // move is legal (a drop or promotion that adds one, or a flip, is still tested; see legal()).
  if (royals.empty() && v.flip == Flip::None && !pos.count_with_hand(us, v.royalTypes | v.royalLastTypes))
    return ci.simple = true, ci;
  if (royals.count() != 1 || v.petrify || v.reshapes) return ci;
  const Square k = royals.first();
  if (!v.confrontProbes.probes.empty() && pos.confronted(k, ~us)) return ci.confronted = true, ci;
  ci.quietTest = true;
  ci.captureTest = !v.capturesToHand && pos.count_with_hand(~us, v.royalTypes | v.royalLastTypes) <= 1;
  if (pos.royal_safe(k, us)) ci.quietSafe = true, add_pins(pos, ci, k);
  return ci;
}

} // namespace

CheckInfo check_info_plain(const Position &pos) {
  CheckInfo ci;
  const Variant &v = pos.variant();
  const Color us = pos.side_to_move(), them = ~us;
  const SquareSet &royals = pos.royals(us);
  // Rules that a move's test by make/unmake must see: every move takes the slow path (under a
  // blast, every capture).
  if (v.rules.checksForbidden || v.rules.dropChecksForbidden || v.rules.checkAll || v.hasEscapes) return ci;
  if (v.blast.radius) return blast_info(pos);
  if (royals.empty()) { // nothing to expose: every plain move is legal
    ci.simple = true;
    ci.everyMove = !v.noMateDrop && !v.quietPromoters && !v.mayAddRoyal;
    return ci;
  }
  // A flip turns an enemy piece ours: an enemy line that pierces our pieces, or hops only over
  // them, may open through the square it stood on, which no pin foresees.
  if (royals.count() != 1 || v.flip != Flip::None) return ci;
  const Square k = royals.first();
  if (!v.confrontProbes.probes.empty() && pos.confronted(k, them)) {
    ci.confronted = true;
    return ci;
  }
  if (pos.attacked(k, them)) return ci;
  ci.simple = true;
  add_pins(pos, ci, k);
  return ci;
}

bool has_legal_move(Position &pos) {
  if (pos.st().canMove >= 0) return pos.st().canMove;
  MoveList list;
  generate_pseudo(pos, list);
  const CheckInfo ci = check_info(pos);
  bool any = false;
  for (Move m : list)
    if ((any = legal(pos, m, ci))) break;
  pos.st().canMove = any;
  return any;
}

void generate_legal(Position &pos, MoveList &list) {
  Outcome over;
  if (!pos.variant().goals.empty() && goal_reached(pos, over)) return;
  if (pos.variant().on_bitboards() && bitboard::generate_legal(pos, list, true)) return;
  generate_pseudo(pos, list);
  const CheckInfo ci = check_info(pos);
  int n = 0;
  for (int i = 0; i < list.n; ++i)
    if (legal(pos, list.moves[i], ci)) list.moves[n++] = list.moves[i];
  list.n = n;
}

} // namespace chimera
