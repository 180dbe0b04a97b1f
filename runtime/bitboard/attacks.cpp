#include "runtime/bitboard/attacks.h"

#include <algorithm>

#include "runtime/moves/capture.h"

namespace chimera::bitboard {

template <class BB> BB leap_attackers(const Position &pos, const BasicTables<BB> &tb, Square x, Color by) {
  BB a = 0;
  for (uint64_t b = tb.leapTypes[by] & pos.present(by); b; b &= b - 1) {
    const int t = __builtin_ctzll(b);
    a |= tb.leapers[(size_t(by) * tb.types + t) * tb.squares + x] & pos.bitboard_as<BB>(make_piece(by, t));
  }
  return a;
}

template <class BB>
BB bend_attackers(const Position &pos, const BasicTables<BB> &tb, Square x, Color by, BB occ) {
  BB a = 0;
  if (tb.benders)
    bends_through(pos, tb, x, by, [&](Square from, const BB &path) {
      if (!(path & occ)) a |= bit<BB>(from);
    });
  return a;
}

template <class BB> BB capturers(const Position &pos, const BasicTables<BB> &tb, Square x, Color by, BB occ) {
  const BB rooks = pieces_of<BB>(pos, by, tb.rookTypes[by]),
           bishops = pieces_of<BB>(pos, by, tb.bishopTypes[by]);
  return leap_attackers(pos, tb, x, by) | (rooks ? rooks & tb.sliders.rook(x, occ) : 0) |
         (bishops ? bishops & tb.sliders.bishop(x, occ) : 0) |
         (tb.benders ? bend_attackers(pos, tb, x, by, occ) : 0) |
         (tb.lineSliders ? line_sliders_to(tb, tb.lineTypes[by], x, pos.present(by), occ,
                                           [&](uint64_t types) { return pieces_of<BB>(pos, by, types); })
                         : 0);
}

template <class BB>
BB hop_attackers(const Position &pos, const BasicTables<BB> &tb, Square x, Color by, BB occ) {
  BB sets[2];
  hopper_sets(pos, tb, by, sets);
  return hops_to(pos, tb, x, by, sets, occ, NoSquare, NoPiece);
}

template <class BB> bool attacked(const Position &pos, const BasicTables<BB> &tb, Square x, Color by) {
  const BB side = set_of<BB>(pos.pieces(by)), occ = side | set_of<BB>(pos.pieces(~by));
  for (int kind = 0; kind < 2; ++kind) {
    const uint64_t types = (kind ? tb.bishopTypes : tb.rookTypes)[by] & pos.present(by);
    if (!types) continue;
    const BB line = kind ? tb.sliders.bishop(x, occ) : tb.sliders.rook(x, occ);
    for (uint64_t b = types; b; b &= b - 1)
      if (line & pos.bitboard_as<BB>(make_piece(by, __builtin_ctzll(b)))) return true;
  }
  if (leap_attackers(pos, tb, x, by)) return true;
  if (tb.benders && bend_attackers(pos, tb, x, by, occ)) return true;
  if (tb.checkSliders && check_attackers(pos, tb, x, by, occ)) return true;
  if (!tb.hoppers) return false;
  if (hop_attackers(pos, tb, x, by, occ)) return true;
  if (!tb.shooters) return false;
  BB sets[8];
  shooter_sets(pos, tb, by, sets);
  const BB passable = (occ & ~side) & ~pieces_of<BB>(pos, ~by, tb.shotStops[by]);
  return bool(shots_to(tb, x, sets, occ, side, passable));
}

namespace {

// gives_check answers a move that changes nothing but its mover's square (a drop: the square it
// lands on, no pawn pushed; a capture: the victim's square stays occupied, so no line through it
// opens) of a mover that neither hops, bends nor shoots, in a variant without `check all`,
// reshaping or shooters: the piece sets of pos then serve with one bit moved or added.
template <class BB> bool answers_variant(const Position &pos, const BasicTables<BB> &tb) {
  const Variant &v = pos.variant();
  return !v.rules.checkAll && !v.reshapes && !tb.shooters && !v.blast.radius;
}
template <class BB> bool plain_type(const BasicTables<BB> &tb, Color c, int t) {
  const TypeFacts<BB> &f = tb.fact(c, t);
  return !f.hop && !f.bends && !f.shoot;
}
bool one_square_move(const Position &pos, Move m) {
  const bool drop = m.kind() == MoveKind::Drop && pos.variant().dropPusher < 0;
  return (m.kind() == MoveKind::Normal || m.kind() == MoveKind::DoubleStep || (drop && !pos.at(m.to()))) &&
         m.wall() == NoSquare;
}
// The type a gating move puts on the square its mover leaves (-1: none), where the test serves it:
// a piece that neither hops, bends nor shoots, with no hopper or bender about whose screens or
// paths the new piece would change.
template <class BB> int gate_type(const Position &pos, const BasicTables<BB> &tb, Move m) {
  if (!m.gate()) return -1;
  const int g = pos.variant().gatePieces[m.gate() - 1];
  return !tb.hoppers && !tb.benders && plain_type(tb, pos.side_to_move(), g) ? g : -2;
}

// One answerable move: the check test for the occupancy after it, the mover moved in its sets
// (and a gated piece of type g >= 0 put on the square it leaves).
template <class BB> int checks_after(const Position &pos, const BasicTables<BB> &tb, Move m, int g = -1) {
  const Square from = m.from(), to = m.to(); // a drop's from is its to: one bit added
  const Color us = pos.side_to_move();
  const Piece mover = pos.mover(m);
  const int t = type_of(mover);
  const BB fromTo = bit<BB>(from) | bit<BB>(to),
           occ = (set_of<BB>(pos.occupied()) & (g >= 0 ? ~BB(0) : ~bit<BB>(from))) | bit<BB>(to);
  const auto after = [&](uint64_t types) { // our pieces of those types once the mover has moved
    const BB b = pieces_of<BB>(pos, us, types);
    return (types >> t & 1 ? b ^ fromTo : b) | (g >= 0 && (types >> g & 1) ? bit<BB>(from) : BB(0));
  };
  const BB rooks = after(tb.rookTypes[us]), bishops = after(tb.bishopTypes[us]);
  const bool leaps = tb.leapTypes[us] >> t & 1;
  const bool gateLeaps = g >= 0 && (tb.leapTypes[us] >> g & 1);
  const uint64_t types = pos.present(us) | uint64_t(1) << t | (g >= 0 ? uint64_t(1) << g : 0);
  BB hoppers[2] = {0, 0};
  if (tb.hoppers) hopper_sets(pos, tb, us, hoppers);
  bool hit = false;
  pos.royals(~us).for_each([&](Square k) {
    hit = hit || (rooks && (tb.sliders.rook(k, occ) & rooks)) ||
          (bishops && (tb.sliders.bishop(k, occ) & bishops)) ||
          (leap_attackers(pos, tb, k, us) & ~bit<BB>(from)) ||
          (leaps && has(tb.leapers[(size_t(us) * tb.types + t) * tb.squares + k], to)) ||
          (gateLeaps && has(tb.leapers[(size_t(us) * tb.types + g) * tb.squares + k], from)) ||
          (tb.benders && bend_attackers(pos, tb, k, us, occ)) ||
          (tb.hoppers && hops_to(pos, tb, k, us, hoppers, occ, to, mover)) ||
          (tb.checkSliders && check_sliders_to(tb, k, us, types, occ, after));
  });
  return hit;
}

template <class BB> int gives_check(const Position &pos, const BasicTables<BB> &tb, Move m) {
  const int g = gate_type(pos, tb, m);
  const bool answerable = answers_variant(pos, tb) && one_square_move(pos, m) && g != -2 &&
                          plain_type(tb, pos.side_to_move(), type_of(pos.mover(m)));
  return answerable ? checks_after(pos, tb, m, g) : -1;
}

// Many moves of one position. With one enemy royal piece that nothing attacks now, a move
// checks it by the mover's own attack from its target, or by leaving a square of the royal
// piece's lines up to their first pieces (a discovered check), or by making or breaking a
// screen of one of our hoppers on those lines: moves of the last two kinds take the test
// above, the others look up their target among the squares from which the mover's type
// attacks the royal piece now (found once per type).
template <class BB>
void gives_check(const Position &pos, const BasicTables<BB> &tb, const Move *moves, int n, int8_t *out) {
  const Color us = pos.side_to_move();
  const SquareSet &royals = pos.royals(~us);
  const Square k = royals.first();
  if (k == NoSquare || royals.count() != 1 || tb.benders || attacked(pos, tb, k, us)) {
    for (int i = 0; i < n; ++i) out[i] = int8_t(gives_check(pos, tb, moves[i]));
    return;
  }
  const BB occ = set_of<BB>(pos.occupied());
  const BB rookLine = tb.sliders.rook(k, occ), bishopLine = tb.sliders.bishop(k, occ);
  BB leaving = rookLine | bishopLine, screens = 0;
  if (tb.hoppers) {
    BB sets[2];
    hopper_sets(pos, tb, us, sets);
    if (sets[0]) screens |= tb.sliders.rook_lines(k);
    if (sets[1]) screens |= tb.sliders.bishop_lines(k);
    leaving |= screens;
  }
  BB direct[64];
  uint64_t known = 0; // the types whose row of direct is filled
  uint64_t plain = 0; // the types whose moves gives_check answers (none: the variant's rules)
  if (answers_variant(pos, tb))
    for (int t = 0; t < tb.types; ++t) plain |= uint64_t(plain_type(tb, us, t)) << t;
  for (int i = 0; i < n; ++i) {
    const Move m = moves[i];
    const int t = one_square_move(pos, m) ? type_of(pos.mover(m)) : -1;
    if (t < 0 || !(plain >> t & 1)) {
      out[i] = -1;
      continue;
    }
    if (m.gate()) { // the piece it puts on `from` may check from there
      const int g = gate_type(pos, tb, m);
      out[i] = int8_t(g >= 0 ? checks_after(pos, tb, m, g) : -1);
      continue;
    }
    if (has(leaving, m.from()) || has(screens, m.to())) {
      out[i] = int8_t(checks_after(pos, tb, m));
      continue;
    }
    if (!(known >> t & 1)) {
      direct[t] = (tb.rookTypes[us] >> t & 1 ? rookLine : 0) |
                  (tb.bishopTypes[us] >> t & 1 ? bishopLine : 0) |
                  (tb.leapTypes[us] >> t & 1 ? tb.leapers[(size_t(us) * tb.types + t) * tb.squares + k] : 0);
      for (int d = 0; d < 8 && tb.checkSliders; ++d) // a lance's line, a `checks` slide
        if (tb.checkTypes[us][d] >> t & 1) direct[t] |= tb.sliders.along(k, d, occ);
      known |= uint64_t(1) << t;
    }
    out[i] = has(direct[t], m.to());
  }
}

} // namespace

int gives_check(const Position &pos, Move m) {
  const Variant &v = pos.variant();
  if (const Tables *tb = v.bitboards.get()) return gives_check(pos, *tb, m);
  if (const WideTables *tb = v.wideBitboards.get()) return gives_check(pos, *tb, m);
  if (const TripleTables *tb = v.tripleBitboards.get()) return gives_check(pos, *tb, m);
  return -1;
}

void gives_check(const Position &pos, const Move *moves, int n, int8_t *out) {
  const Variant &v = pos.variant();
  if (const Tables *tb = v.bitboards.get()) return gives_check(pos, *tb, moves, n, out);
  if (const WideTables *tb = v.wideBitboards.get()) return gives_check(pos, *tb, moves, n, out);
  if (const TripleTables *tb = v.tripleBitboards.get()) return gives_check(pos, *tb, moves, n, out);
  std::fill_n(out, n, int8_t(-1));
}

void drop_checking_moves(Position &pos, MoveList &list, int start) {
  int8_t checks[MaxMoves];
  gives_check(pos, list.moves + start, list.n - start, checks);
  int n = start;
  for (int i = start; i < list.n; ++i) {
    const Move m = list.moves[i];
    int8_t c = checks[i - start];
    if (c < 0) { // a capture, or a move the tables cannot tell: made and asked
      pos.do_move(m);
      c = pos.in_check();
      pos.undo_move(m);
    }
    if (!c) list.moves[n++] = m;
  }
  list.n = n;
}

void keep_allowed(const Position &pos, MoveList &list, int start, bool mustDrop) {
  CheckInfo ci; // as check_info finds it: a legal capture, then a legal drop of such a type
  if (pos.variant().rules.mustCapture)
    for (int i = start; i < list.n && !ci.capturesOnly; ++i) ci.capturesOnly = is_capture(pos, list.moves[i]);
  ci.mustDrop = mustDrop;
  for (int i = start; i < list.n && mustDrop && !ci.dropsOnly; ++i)
    ci.dropsOnly = list.moves[i].kind() == MoveKind::Drop && node_allows(pos, list.moves[i], ci);
  if (!ci.capturesOnly && !ci.mustDrop) return;
  int n = start;
  for (int i = start; i < list.n; ++i)
    if (node_allows(pos, list.moves[i], ci)) list.moves[n++] = list.moves[i];
  list.n = n;
}

#define CHIMERA_ATTACKS(BB)                                                                                  \
  template bool attacked(const Position &, const BasicTables<BB> &, Square, Color);                          \
  template BB leap_attackers(const Position &, const BasicTables<BB> &, Square, Color);                      \
  template BB capturers(const Position &, const BasicTables<BB> &, Square, Color, BB);                       \
  template BB bend_attackers(const Position &, const BasicTables<BB> &, Square, Color, BB);                  \
  template BB hop_attackers(const Position &, const BasicTables<BB> &, Square, Color, BB);
CHIMERA_ATTACKS(Bitboard)
CHIMERA_ATTACKS(Wide)
CHIMERA_ATTACKS(Triple)
#undef CHIMERA_ATTACKS

} // namespace chimera::bitboard
