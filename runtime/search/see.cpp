#include "runtime/search/see.h"

#include <algorithm>

#include "runtime/bitboard/movegen.h"
#include "runtime/bitboard/tables.h"
#include "runtime/moves/capture.h"
#include "runtime/moves/movegen.h"

namespace chimera {

namespace {

constexpr int RoyalValue = 100000; // a royal piece recaptures last, and only when it is safe
constexpr int MaxExchange = 16;

int mover_value(const Position &pos, const Evaluator &ev, Move m) {
  const int t = type_of(pos.at(m.from()));
  return pos.variant().types[t].royal ? RoyalValue : ev.value(t);
}

// What the move takes, plus what a promotion adds.
int gain(const Position &pos, const Evaluator &ev, Move m) {
  const Piece victim = captured_piece(pos, m);
  int g = victim ? ev.value(type_of(victim)) : 0;
  if (m.kind() == MoveKind::Promotion) g += ev.value(m.extra()) - ev.value(type_of(pos.at(m.from())));
  if (explodes(m.kind())) g -= mover_value(pos, ev, m);
  return g;
}

int exchange(Position &pos, const Evaluator &ev, Move m, int depth);

// The cheapest recapture so far: a move worth trying replaces it when the mover (less what it
// promotes to) is worth less, the first of equals staying; a royal mover only when it is legal.
struct Cheapest {
  Move best = Move::none();
  int value = 0;
  void offer(Position &pos, Move m, int v) {
    if (!best.is_none() && v >= value) return;
    if (v >= RoyalValue / 2 && !legal(pos, m)) return;
    best = m, value = v;
  }
};

// The captures on s in the order generate_tactical lists them, offered: from the generic list,
// or on the bitboard path from the attackers of s (leaps, slides, hops), lowest square first as
// the generator walks the pieces (a piece's promotion choices first, then its plain capture
// where promoting may be declined). En passant onto s (after a double step), shots and fallback
// moves, which only the list knows, take the list.
template <class BB>
void offer_capturers(Position &pos, const Evaluator &ev, Square s, Cheapest &c,
                     const bitboard::BasicTables<BB> &tb) {
  const Variant &v = pos.variant();
  const Color us = pos.side_to_move();
  if (pos.st().ended || !bitboard::has(bitboard::set_of<BB>(pos.pieces(~us)), s)) return;
  const BB occ = bitboard::set_of<BB>(pos.occupied());
  BB from = bitboard::capturers(pos, tb, s, us, occ);
  if (tb.hoppers) from |= bitboard::hop_attackers(pos, tb, s, us, occ);
  while (from) {
    const Square f = bitboard::pop_lsb(from);
    const int t = type_of(pos.at(f));
    const int mover = v.types[t].royal ? RoyalValue : ev.value(t);
    const int i = v.promotingTypes[us] >> t & 1 ? v.promotion_at(us, t, s) : 0;
    if (i) {
      const PromotionSet &ps = v.promotionSets[i];
      for (size_t k = 0; k < ps.choices.size(); ++k)
        if (!ps.limits[k] || pos.count(us, ps.choices[k]) < ps.limits[k])
          c.offer(pos, Move(f, s, MoveKind::Promotion, ps.choices[k]), mover - ev.value(ps.choices[k]));
      if (ps.mandatory) continue;
    }
    c.offer(pos, Move(f, s), mover);
  }
}

void offer_captures(Position &pos, const Evaluator &ev, Square s, Cheapest &c) {
  const Variant &v = pos.variant();
  // Blasts take more than the victim, and spared types cannot be taken by some capturers: the
  // generator's captures.
  auto served = [&v](const auto *tb) {
    return tb && !tb->shooters && !tb->fallbacks && !v.blast.radius && !v.hasSpared;
  };
  if (pos.st().epVictim != s) {
    if (served(v.bitboards.get())) return offer_capturers(pos, ev, s, c, *v.bitboards);
    if (served(v.wideBitboards.get())) return offer_capturers(pos, ev, s, c, *v.wideBitboards);
    if (served(v.tripleBitboards.get())) return offer_capturers(pos, ev, s, c, *v.tripleBitboards);
  }
  MoveList list;
  generate_tactical(pos, list);
  for (Move m : list)
    if (m.kind() != MoveKind::Drop && captured_square(pos, m) == s)
      c.offer(pos, m, mover_value(pos, ev, m) - (m.kind() == MoveKind::Promotion ? ev.value(m.extra()) : 0));
}

// The best the side to move gets by recapturing on s with its cheapest piece (0: it stops).
int recapture(Position &pos, const Evaluator &ev, Square s, int depth) {
  // The attack probe is far cheaper than generating the captures: most squares have none.
  if (depth >= MaxExchange) return 0;
  if (!pos.variant().on_bitboards() && !pos.attacked(s, pos.side_to_move())) return 0;
  Cheapest c;
  offer_captures(pos, ev, s, c);
  return c.best.is_none() ? 0 : std::max(0, exchange(pos, ev, c.best, depth));
}

int exchange(Position &pos, const Evaluator &ev, Move m, int depth) {
  const int g = gain(pos, ev, m);
  if (explodes(m.kind())) return g; // nothing is left on the square to take
  const Square s = m.to();
  pos.do_move(m);
  const int reply = recapture(pos, ev, s, depth + 1);
  pos.undo_move(m);
  return g - reply;
}

// On the bitboard path, for a plain move onto a square where nobody promotes: the same
// exchange without playing it, from the attackers of the square as pieces leave it (x-rays
// appear as the occupancy thins). The cheapest attacker recaptures, the lowest square of equals;
// a royal one only onto a square the other side no longer attacks. Null when it does not apply.
template <class BB>
bool exchange_on_bitboards(const Position &pos, const Evaluator &ev, Move m, int &out,
                           const bitboard::BasicTables<BB> *tb) {
  const Variant &v = pos.variant();
  const Square s = m.to();
  if (!tb || tb->hoppers || v.blast.radius || v.hasSpared || m.kind() != MoveKind::Normal || m.gate() ||
      pos.st().ended)
    return false;
  for (int c = 0; c < 2; ++c)
    for (uint64_t types = v.promotingTypes[c] & pos.present(Color(c)); types; types &= types - 1)
      if (v.promotion_at(Color(c), __builtin_ctzll(types), s)) return false;
  BB occ = bitboard::set_of<BB>(pos.occupied()) & ~bitboard::bit<BB>(m.from());
  // The pieces of c still on the board that capture on s.
  auto attackers = [&](Color c) { return bitboard::capturers(pos, *tb, s, c, occ) & occ; };
  const Piece victim = pos.at(s);
  int gains[MaxExchange + 1];
  gains[0] = victim ? ev.value(type_of(victim)) : 0;
  int onSquare = ev.value(type_of(pos.at(m.from()))); // what the next capture takes
  Color side = ~pos.side_to_move();
  int d = 1;
  for (; d < MaxExchange; ++d, side = ~side) {
    Square best = NoSquare;
    int bestValue = 0;
    for (BB from = attackers(side); from;) {
      const Square f = bitboard::pop_lsb(from);
      const int t = type_of(pos.at(f)), value = v.types[t].royal ? RoyalValue : ev.value(t);
      if (best == NoSquare || value < bestValue) best = f, bestValue = value;
    }
    if (best == NoSquare) break;
    occ &= ~bitboard::bit<BB>(best);
    if (bestValue >= RoyalValue / 2 && attackers(~side)) break; // the royal piece may not take
    gains[d] = onSquare;
    onSquare = ev.value(type_of(pos.at(best)));
  }
  int reply = 0;
  for (int k = d - 1; k >= 1; --k) reply = std::max(0, gains[k] - reply);
  out = gains[0] - reply;
  return true;
}

} // namespace

int see(Position &pos, const Evaluator &ev, Move m) {
  int balance;
  const Variant &v = pos.variant();
  const bool done = v.bitboards       ? exchange_on_bitboards(pos, ev, m, balance, v.bitboards.get())
                    : v.wideBitboards ? exchange_on_bitboards(pos, ev, m, balance, v.wideBitboards.get())
                                      : exchange_on_bitboards(pos, ev, m, balance, v.tripleBitboards.get());
  return done ? balance : exchange(pos, ev, m, 0);
}

} // namespace chimera
