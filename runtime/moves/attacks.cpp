// Attack detection by probes: every way a piece of the attacking colour could reach the target
// square was reversed by the compiler into a walk outward from the target, so one call costs a
// few short walks whatever the number of piece types.
#include <algorithm>

#include "runtime/board/position.h"

namespace chimera {

namespace {
// Stops at the first attacker.
struct First {
  bool operator()(Square) const { return true; }
};
// Collects every attacker.
struct Every {
  SquareSet &set;
  bool operator()(Square s) const { return set.set(s), false; }
};
} // namespace

bool Position::attacked(Square target, Color by, uint64_t types) const {
  return probe(v_->attackProbes, target, by, types, First{});
}

SquareSet Position::attackers(Square target, Color by) const {
  SquareSet set;
  probe(v_->attackProbes, target, by, ~uint64_t(0), Every{set});
  return set;
}

template <bool Blast> bool Position::safe_after_move(Square from, Square to, Square royal, Color c) {
  const Piece mover = board_[from], taken = board_[to];
  board_[from] = NoPiece, board_[to] = mover;
  const Square at = royal == from ? to : royal;
  const bool safe = Blast ? royal_safe(at, c) : !attacked(at, ~c);
  board_[to] = taken, board_[from] = mover;
  return safe;
}
template bool Position::safe_after_move<false>(Square, Square, Square, Color);
template bool Position::safe_after_move<true>(Square, Square, Square, Color);

// legal_ruled's test of a blast (runtime/moves/legal.cpp) without do_move: a capture that blows
// up a piece of royal types of the mover's is illegal, one that takes or blows up the enemy's
// is legal whatever it leaves attacked, and any other leaves the royal piece royal_safe.
bool Position::safe_after_blast(Square from, Square to, Square royal) {
  const Color us = side_;
  const uint64_t royalTypes = v_->royalTypes | v_->royalLastTypes;
  const Piece mover = board_[from], taken = board_[to];
  bool ours = false, theirs = royalTypes >> type_of(taken) & 1;
  Blasted gone[MaxSquares];
  int n = 0;
  board_[from] = NoPiece, board_[to] = mover;
  for_each_blasted(to, [&](Square s, Piece pc) {
    (color_of(pc) == us ? ours : theirs) |= royalTypes >> type_of(pc) & 1;
    gone[n++] = {uint8_t(s), pc, false, -1};
  });
  bool safe = !ours;
  if (safe && !theirs) {
    const Piece hole = v_->blast.walls ? Wall : NoPiece; // the capturer leaves no wall: no petrify
    for (int i = 0; i < n; ++i) board_[gone[i].square] = gone[i].square == to ? NoPiece : hole;
    safe = royal_safe(royal == from ? to : royal, us);
    for (int i = 0; i < n; ++i) board_[gone[i].square] = gone[i].piece;
  }
  board_[to] = taken, board_[from] = mover;
  return safe;
}

void Position::resolve_checks(const Move *moves, int n, int8_t *out) {
  const Variant &v = *v_;
  const Color us = side_, them = ~us;
  const SquareSet &royals = royals_[them];
  // Rules under which a move changes more (blasts, flips, walls) or check means more than one
  // royal piece attacked are left to do_move.
  if (royals.empty() || v.blast.radius || v.reshapes || v.petrify ||
      (v.rules.checkAll && royals.count() > 1) ||
      std::find_if(out, out + n, [](int8_t x) { return x < 0; }) == out + n) // nothing to tell
    return;
  // Only while no enemy royal piece is attacked: a move that changes no square of their probes
  // then leaves every one of them unattacked.
  bool now = false;
  SquareSet reach;
  royals.for_each([&](Square k) {
    now = now || attacked(k, us);
    reach |= v.probeReach[size_t(us) * v.squares() + k];
  });
  if (now) return;
  for (int i = 0; i < n; ++i) {
    if (out[i] >= 0) continue;
    const Move m = moves[i];
    const MoveKind kind = m.kind();
    const Square from = m.from(), to = m.to();
    Piece placed, left = NoPiece; // what lands on `to`, what stays on `from`
    if (m.wall() != NoSquare) continue;
    if (kind == MoveKind::Normal || kind == MoveKind::DoubleStep || kind == MoveKind::Promotion) {
      // A capture of a royal piece, or of one that may become royal, changes their royal pieces.
      if (const Piece victim = from != to ? board_[to] : NoPiece;
          victim && ((v.royalTypes | v.royalLastTypes) >> type_of(victim) & 1))
        continue;
      placed = kind == MoveKind::Promotion ? make_piece(us, m.extra()) : board_[from];
      if (m.gate()) left = make_piece(us, v.gatePieces[m.gate() - 1]);
    } else if (kind == MoveKind::Drop && v.dropPusher < 0 && !board_[to])
      placed = make_piece(us, m.extra());
    else
      continue;
    if (!reach.test(from) && !reach.test(to)) {
      out[i] = 0;
      continue;
    }
    const Piece atFrom = board_[from], atTo = board_[to];
    const uint64_t present = present_[us];
    board_[from] = left, board_[to] = placed; // a drop or a promotion in place: from is to
    present_[us] |= uint64_t(1) << type_of(placed) | (left ? uint64_t(1) << type_of(left) : 0);
    bool hit = false;
    royals.for_each([&](Square k) { hit = hit || attacked(k, us); });
    board_[to] = atTo, board_[from] = atFrom, present_[us] = present;
    out[i] = hit;
  }
}

bool Position::confronted(Square target, Color by) const {
  return probe(v_->confrontProbes, target, by, ~uint64_t(0), First{});
}

// Walks the probes of `target`; calls hit(square) for each attacker of colour `by` and one of
// `types` and returns true as soon as hit does.
template <class Hit>
bool Position::probe(const ProbeTable &table, Square target, Color by, uint64_t types, Hit &&hit) const {
  const Variant &v = *v_;
  const uint32_t *index = table.index.data() + size_t(by) * v.squares() + target;
  const Probe *p = table.probes.data() + index[0], *end = table.probes.data() + index[1];
  const uint64_t have = present_[by] & types;
  auto hits = [&](Piece pc, uint64_t mask) {
    return color_of(pc) == by && (mask & types) >> type_of(pc) & 1;
  };
  // A screen's side as the attacker sees it, as the flags of a ray that accepts it (a wall is
  // neither side's).
  auto side = [by](Piece pc) -> uint16_t {
    return pc == Wall ? 0 : color_of(pc) == by ? RayFriendScreen : RayEnemyScreen;
  };
  // The attacker's own rule for a screen, which decides how far beyond it reaches.
  auto rule = [&v, by](Piece attacker, Piece screen) {
    return v.hasHopRules && screen != Wall
               ? v.hop_rule(type_of(attacker), type_of(screen), color_of(screen) != by)
               : HopSlide;
  };
  for (; p != end; ++p) {
    if (!(p->any & have)) continue;
    const uint8_t *sq = v.pool.data() + p->first;
    const uint64_t *mask = table.masks.data() + p->masks;
    int j = 0;
    switch (p->kind) {
    case ProbeKind::Line: break;
    case ProbeKind::Hop:
    case ProbeKind::Grasshopper: {
      while (j < p->len && !board_[sq[j]]) ++j;
      if (j >= p->len || (p->kind == ProbeKind::Grasshopper && j > 0)) continue;
      if (p->screen && !(p->screen & side(board_[sq[j]]))) continue;
      const int screen = j++;
      for (; j < p->len; ++j)
        if (Piece pc = board_[sq[j]]) {
          if (hits(pc, mask[j])) {
            const HopRule r = rule(pc, board_[sq[screen]]);
            if ((r == HopSlide || (r == HopAdjacent && screen == 0)) && hit(sq[j])) return true;
          }
          break;
        }
      continue;
    }
    case ProbeKind::Leaps:
      for (; j < p->len; ++j)
        if (Piece pc = board_[sq[j]]; pc && hits(pc, mask[j]) && hit(sq[j])) return true;
      continue;
    case ProbeKind::Pierce: { // every piece on the way may be the screen; some may be passed
      const uint64_t stops = v.stopSets[p->stops] | WallType;
      for (; j < p->len; ++j) {
        const Piece sp = board_[sq[j]];
        if (!sp) continue;
        if (!p->screen || (p->screen & side(sp))) {
          int k = j + 1;
          while (k < p->len && !board_[sq[k]]) ++k;
          if (k < p->len && hits(board_[sq[k]], mask[k])) {
            const HopRule r = rule(board_[sq[k]], sp);
            if ((r == HopSlide || (r == HopAdjacent && j == 0)) && hit(sq[k])) return true;
          }
        }
        if (color_of(sp) == by || (stops >> type_of(sp) & 1)) break;
      }
      continue;
    }
    case ProbeKind::PierceSlide: {
      const uint64_t stops = v.stopSets[p->stops] | WallType;
      for (; j < p->len; ++j)
        if (Piece pc = board_[sq[j]]) {
          if (color_of(pc) == by) {
            if ((mask[j] & types) >> type_of(pc) & 1 && hit(sq[j])) return true;
            break;
          }
          if (stops >> type_of(pc) & 1) break;
        }
      continue;
    }
    case ProbeKind::Bent: {
      const uint8_t *at = sq + p->len;
      for (; j < p->len && !board_[sq[j]]; ++j)
        if (Piece pc = board_[at[j]]; pc && hits(pc, mask[j]) && hit(at[j])) return true;
      continue;
    }
    case ProbeKind::Path: {
      const int last = p->len - 1, empties = last - p->nhop;
      while (j < empties && !board_[sq[j]]) ++j;
      if (j < empties) continue;
      while (j < last && board_[sq[j]]) ++j;
      if (j == last && board_[sq[last]] && hits(board_[sq[last]], mask[0]) && hit(sq[last])) return true;
      continue;
    }
    }
    for (; j < p->len; ++j)
      if (Piece pc = board_[sq[j]]) {
        if (hits(pc, mask[j]) && hit(sq[j])) return true;
        break;
      }
  }
  return false;
}

} // namespace chimera
