// A node of the bitboard generator (runtime/bitboard/movegen.cpp): the occupancy, the riders
// of each side, and the checkers, pins and check mask of the side to move's royal pieces, found
// once so that the moves listed are legal without being tried.
#pragma once

#include "runtime/bitboard/attacks.h"
#include "runtime/moves/movegen.h"

namespace chimera::bitboard {

// One node: the occupancy, the riders of each side, the checkers and the pins of the side to
// move's royal pieces (with none, `king` is NoSquare: no move is then illegal). The pieces'
// bitboards are Position's (Position::bitboard), kept by put and remove: a bit per change costs less than
// finding every piece at every node.
template <class BB> struct Node {
  using Bitboard = BB;
  const Variant &v;
  const BasicTables<BB> &tb;
  Position &pos;
  Color us, them;
  int T, S;
  Bitboard occ, ours, theirs;
  Bitboard riders[2][2]; // [colour][0: orthogonal, 1: diagonal] the pieces that slide so
  Square king;           // the royal piece find_checks looks at (the first of several)
  // Several royal pieces (Coregal's king and queen): each must be safe after every move. A move
  // of one answers the others' checks (royalAllowed) and keeps to its pin.
  static constexpr int MaxRoyals = 4;
  int royals = 0;
  Square royalSquare[MaxRoyals];
  Bitboard royalAllowed[MaxRoyals];
  Bitboard royalSet = 0;
  Bitboard checkers = 0, pinned = 0, allowed;
  Bitboard blockable = 0; // the checkers that are not hoppers (allowed answers them all)
  // Enemy hoppers that capture, or shooters, are on the board: the squares of the king's lines
  // up to the farthest of them (a piece landing there or leaving may make or break a screen, or
  // stop a shot), and whether one gives check (then every move is tested: moving the screen,
  // or adding a second one, answers it).
  bool hopThem = false, shotThem = false, testAll = false;
  Bitboard hopping[2] = {0, 0};          // those hoppers, per class of lines (hopper_sets)
  Bitboard shooting[8] = {};             // those shooters, per line from the target (shooter_sets)
  Bitboard ourStops = 0, theirStops = 0; // the pieces that stop the other side's shots
  Bitboard unsafe = 0;
  Bitboard epSquares; // where an en-passant capture may land now
  Bitboard gates = 0; // squares a move from which may gate, while a gating piece is in hand
  int gating = 0;     // the gating pieces in hand: each gated move counts once per piece
  Bitboard pinLine[Capacity<BB>];
  // Blasts with royal pieces (Atomic, BasicTables::blasts): the enemy's royal piece, and whether
  // a capture's blast may be judged in place (Position::safe_after_blast).
  Square enemyRoyal = NoSquare;
  bool captureTest = false;

  Node(Position &p, const BasicTables<BB> &t)
      : v(p.variant()), tb(t), pos(p), us(p.side_to_move()), them(~us), T(t.types), S(t.squares) {
    ours = set_of<BB>(pos.pieces(us)), theirs = set_of<BB>(pos.pieces(them)), occ = ours | theirs;
    epSquares = pos.st().epVictim != NoSquare ? set_of<BB>(pos.st().epSquares) & ~occ : 0;
    for (uint8_t g : v.gatePieces) gating += pos.hand(us, g) > 0;
    if (gating) gates = set_of<BB>(pos.st().gates);
    for (int c = 0; c < 2; ++c)
      for (int kind = 0; kind < 2; ++kind)
        riders[c][kind] = pieces_of<BB>(pos, Color(c), (kind ? tb.bishopTypes : tb.rookTypes)[c]);
    if (tb.hoppers) hopper_sets(pos, tb, them, hopping), hopThem = bool(hopping[0] | hopping[1]);
    if (tb.shooters) {
      shooter_sets(pos, tb, them, shooting);
      for (Bitboard b : shooting) shotThem |= b != 0;
      hopThem |= shotThem;
      ourStops = pieces_of<BB>(pos, us, tb.shotStops[them]),
      theirStops = pieces_of<BB>(pos, them, tb.shotStops[us]);
    }
  }

  Bitboard leapers(Square x, Color by) const { return leap_attackers(pos, tb, x, by); }
  // The enemy pieces that attack x by a leap, a slide or a bend, for occupancy o.
  Bitboard plain_attackers(Square x, Bitboard o) const {
    return slider_attackers(x, them, o) | leapers(x, them) |
           (tb.benders ? bend_attackers(pos, tb, x, them, o) : 0);
  }
  // The riders' attacks, and the `checks` slides' (they threaten only royal pieces, the only
  // targets asked about here).
  // Out of line: the generator's loops stay small (chess perft about 3% faster).
  [[gnu::noinline]] Bitboard slider_attackers(Square x, Color by, Bitboard o) const {
    return (riders[by][0] ? tb.sliders.rook(x, o) & riders[by][0] : 0) |
           (riders[by][1] ? tb.sliders.bishop(x, o) & riders[by][1] : 0) |
           (tb.checkSliders ? check_attackers(pos, tb, x, by, o) : 0);
  }
  // Is x attacked by the enemy? Where a piece of pos stands on a square of o, it is o's (pos.at
  // names the screens), but `at` holds `put`.
  bool attacked(Square x, Bitboard o, Square at = NoSquare, Piece put = NoPiece) const {
    return slider_attackers(x, them, o) || leapers(x, them) ||
           (tb.benders && bend_attackers(pos, tb, x, them, o)) ||
           (hopThem &&
            (hops_to(pos, tb, x, them, hopping, o, at, put) || (shotThem && shots(x, o, at, put))));
  }
  // The enemy shots that hit x, where a piece of pos stands on a square of o but our `put`
  // stands on `at`: our pieces are flown over but those that stop shots.
  Bitboard shots(Square x, Bitboard o, Square at, Piece put) const {
    Bitboard mine = ours & o, stops = ourStops & o;
    if (at != NoSquare) {
      mine |= bit<BB>(at), stops &= ~bit<BB>(at);
      if (tb.shotStops[them] >> type_of(put) & 1) stops |= bit<BB>(at);
    }
    return shots_to(tb, x, shooting, o, o & ~mine, mine & ~stops);
  }

  // Does the plain move from -> to (not of the royal piece) leave it safe from hoppers and
  // shooters? The pins and the check mask have already kept it safe from the rest; a captured
  // piece attacks no more, the mover may be a new screen or stop a shot.
  bool safe_after(Square from, Square to) const {
    const Bitboard o = (occ ^ bit<BB>(from)) | bit<BB>(to);
    const Piece mover = pos.at(from);
    return !(hops_to(pos, tb, king, them, hopping, o, to, mover) & ~bit<BB>(to)) &&
           !(shotThem && (shots(king, o, to, mover) & ~bit<BB>(to)));
  }

  // A piece of ours on q is pinned: it may only move within `line`, and within the lines of
  // other pins of it (a rider's and a bend's).
  void pin(Square q, Bitboard line) {
    pinLine[q] = pinned & bit<BB>(q) ? pinLine[q] & line : line;
    pinned |= bit<BB>(q);
  }

  // The enemy bends onto the royal piece: one with its path empty checks (`allowed` is then
  // within its path), one with a single piece of ours on its path pins that piece to it.
  [[gnu::noinline]] Bitboard bent_checks() {
    Bitboard bending = 0;
    bends_through(pos, tb, king, them, [&](Square from, const Bitboard &path) {
      const Bitboard b = path & occ;
      if (!b)
        bending |= bit<BB>(from), allowed &= path | bit<BB>(from);
      else if (!more_than_one(b) && (b & ours))
        pin(lsb(b), path | bit<BB>(from));
    });
    return bending;
  }

  // Checkers, and where a move may go: onto the checker, or between it and a rider's target,
  // or onto a checking bend's elbow and the squares between it and the target; in double check,
  // where it answers every checker (two bends may cross: one piece blocks both), often nowhere.
  // One: exactly one royal piece (the generator's common case, compiled apart).
  template <bool One> void find_checks() {
    allowed = ~Bitboard(0);
    if (One) {
      checks_on_king();
      if (tb.blasts) blast_rules();
      return;
    }
    if (!royals) { // hoppers and shooters threaten nothing that matters
      hopThem = shotThem = false;
      return;
    }
    Bitboard all = ~Bitboard(0);
    for (int i = royals - 1; i >= 0; --i) {
      king = royalSquare[i], allowed = ~Bitboard(0);
      checks_on_king();
      all &= royalAllowed[i] = allowed;
    }
    allowed = all;
  }

  // Next to the enemy's royal piece ours cannot be taken: every quiet move keeps it safe.
  void blast_rules() {
    enemyRoyal = pos.royals(them).first();
    if (enemyRoyal != NoSquare && has(tb.blastZone[king], enemyRoyal))
      checkers = blockable = pinned = 0, allowed = ~Bitboard(0);
    captureTest = pos.count_with_hand(them, v.royalTypes) <= 1;
  }
  // Would our royal piece on x be next to the enemy's (blasts)?
  bool near_enemy_royal(Square x) const { return enemyRoyal != NoSquare && has(tb.blastZone[x], enemyRoyal); }

  // The checkers of the royal piece on `king`, the squares that answer them (`allowed`), and the
  // pins to it.
  void checks_on_king() {
    const Bitboard leaping = leapers(king, them), sliding = slider_attackers(king, them, occ);
    const Bitboard bending = tb.benders ? bent_checks() : 0;
    const Bitboard plainCheckers = leaping | sliding | bending;
    blockable |= plainCheckers, checkers |= plainCheckers;
    // Two riders' lines from the royal square never cross, nor holds one of them the other
    // checker: then no square answers both.
    if (const Bitboard plain = leaping | sliding)
      allowed &= more_than_one(plain) ? 0 : plain | (leaping ? 0 : tb.sliders.between(king, lsb(plain)));
    if (shotThem) {
      const Bitboard shot = shots(king, occ, NoSquare, NoPiece);
      checkers |= shot, testAll = shot != 0;
      for (int d = 0; d < 8; ++d)
        if (const Bitboard on = tb.sliders.ray(king, d) & shooting[d])
          unsafe |= tb.sliders.between(king, nearest(on, d ^ 1)); // the farthest
    }
    if (hopping[0] | hopping[1]) {
      const Bitboard hops = hops_to(pos, tb, king, them, hopping, occ, NoSquare, NoPiece);
      checkers |= hops, testAll |= hops != 0;
      for (int kind = 0; kind < 2; ++kind) {
        const Bitboard h = hopping[kind];
        for (int d = 4 * kind; h && d < 4 * kind + 4; ++d)
          if (const Bitboard on = tb.sliders.ray(king, d) & h)
            unsafe |= tb.sliders.between(king, nearest(on, d ^ 1)); // the farthest
      }
    }
    // Pins: an enemy rider on a line of the king with exactly one piece between, ours.
    Bitboard snipers = ((riders[them][0] & tb.sliders.rook_lines(king)) |
                        (riders[them][1] & tb.sliders.bishop_lines(king))) &
                       ~sliding;
    while (snipers) {
      const Square sn = pop_lsb(snipers);
      const Bitboard line = tb.sliders.between(king, sn), b = line & occ;
      if (b && !more_than_one(b) && (b & ours)) pin(lsb(b), line | bit<BB>(sn));
    }
    // And a `checks` slide behind exactly one piece of ours (the Xiangqi generals' file).
    for (int d = 0; d < 8 && tb.checkSliders; ++d) {
      const uint64_t types = tb.checkTypes[them][d] & pos.present(them);
      const Bitboard on = types ? tb.sliders.ray(king, d) & occ : 0;
      if (!on) continue;
      const Square first = nearest(on, d);
      const Bitboard rest = on ^ bit<BB>(first);
      if (!(ours & bit<BB>(first)) || !rest) continue;
      const Square sn = nearest(rest, d);
      if (pieces_of<BB>(pos, them, types) & bit<BB>(sn))
        pin(first, tb.sliders.between(king, sn) | bit<BB>(sn));
    }
  }
};

} // namespace chimera::bitboard
