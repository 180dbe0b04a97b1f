#include "runtime/rules/mate.h"

namespace chimera {

namespace {

// The types of the pieces that give check to the side to move.
uint64_t checking_types(const Position &pos) {
  const Color us = pos.side_to_move();
  uint64_t types = 0;
  pos.royals(us).for_each([&](Square r) {
    pos.attackers(r, ~us).for_each([&](Square a) { types |= uint64_t(1) << type_of(pos.at(a)); });
  });
  return types;
}

// Was any check of the unbroken series that ends here given by a piece of `types`? The series
// goes back two plies at a time while the checkmated side was in check at each of its turns; a
// pass (the search's null move too) breaks it, as does the start of the known history.
bool series_has_check_by(Position pos, uint64_t types) {
  for (;;) {
    if (checking_types(pos) & types) return true;
    if (pos.moves_played() < 2) return false;
    for (int k = 0; k < 2; ++k) {
      const Move m = pos.st().move;
      if (m.kind() == MoveKind::Pass) return false;
      pos.undo_move(m);
    }
    if (!pos.in_check()) return false;
  }
}

} // namespace

Outcome checkmate_outcome(const Position &pos) {
  const GameRules &rules = pos.variant().rules;
  for (const GameRules::Mate &m : rules.mates) {
    const bool holds = m.givenBy ? !(checking_types(pos) & ~m.types) : !series_has_check_by(pos, m.types);
    if (holds) return m.result;
  }
  return rules.checkmate;
}

} // namespace chimera
