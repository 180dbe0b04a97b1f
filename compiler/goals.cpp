// Lowering of the rules half: royalty, goals, blasts and first-move rights, read off the model
// and the start position.
#include "compiler/tables.h"
#include "runtime/board/position.h"

namespace chimera {

void lower_rules(Variant &v, const model::Variant &m) {
  v.goals = m.goals;
  v.blast = m.blast;
  v.counting = m.counting;
  v.drawPoints = m.drawPoints;
  v.chase = m.chase;
  for (std::array<SquareSet, 2> &zone : v.chase.zone) { // a region is seen from the chased piece's side
    SquareSet black;
    zone[White].for_each([&](Square s) { black.set(v.relative(Black, s)); });
    zone[Black] = black;
  }
  // A region is seen from the side it concerns: Black's is White's mirrored (or turned).
  auto sided = [&v](SquareSet *r) {
    SquareSet black;
    r[White].for_each([&](Square s) { black.set(v.relative(Black, s)); });
    r[White] &= v.board, r[Black] = black & v.board; // holes are in no region
  };
  for (Goal &g : v.goals) {
    sided(g.answerRegion);
    for (Condition &c : g.conditions) {
      if (c.kind != Condition::Reach && c.kind != Condition::Connect && c.kind != Condition::RegionFull &&
          !(c.kind == Condition::Count && c.inRegion))
        continue;
      sided(c.region), sided(c.target);
    }
  }
  for (Counting::Bare &b : v.counting.bare)
    for (Condition &c : b.conditions)
      if (c.kind == Condition::Count && c.inRegion) sided(c.region);
  for (int t = 0; t < v.ntypes(); ++t) {
    const PieceType &pt = v.types[t];
    if (pt.royal) v.royalTypes |= uint64_t(1) << t;
    if (pt.royalLast) v.royalLastTypes |= uint64_t(1) << t;
    v.hasEscapes |= pt.escapesByCapture;
    v.hasFirstLost |= pt.firstLost;
    for (const MoveAtom &a : pt.atoms) {
      v.hasNotInCheck |= (a.flags & RayNotInCheck) != 0;
      v.hasFirstMoves |= (a.flags & RayFirst) != 0;
    }
  }
  const uint64_t royal = v.royalTypes | v.royalLastTypes;
  v.mayAddRoyal = v.drops && royal;
  for (const PromotionSet &ps : v.promotionSets)
    for (uint8_t t : ps.choices) v.mayAddRoyal |= (royal >> t & 1) != 0;
  for (const Goal &g : v.goals)
    for (const Condition &c : g.conditions)
      if (c.kind == Condition::Checks)
        for (int side = 0; side < 2; ++side)
          if (g.sides >> side & 1) v.checksToWin[side] = c.n, v.checkCounting = true;
  v.afterMove = v.checkCounting || v.hasFirstLost || v.counting.on;
  v.ruledMoves = v.hasEscapes || v.blast.radius || v.rules.checksForbidden || v.rules.dropChecksForbidden;
  v.squareRights = !v.gatePieces.empty() || v.hasFirstMoves;
}

void lower_rights(Variant &v, const Position &start) {
  for (const PieceType &pt : v.types)
    for (const MoveAtom &a : pt.atoms)
      if (a.flags & RayFirst)
        for (int c = 0; c < 2; ++c) v.firstZone[c] |= pt.initialSquares[c];
  // A side that starts with a royal piece must always have one, unless a goal counts royal
  // pieces alone: then losing them ends the game, and the final position still has a FEN.
  const uint64_t royals = v.royalTypes | v.royalLastTypes;
  bool counted = false;
  for (const Goal &g : v.goals)
    for (const Condition &c : g.conditions)
      counted |= c.kind == Condition::Count && c.types && !(c.types & ~royals);
  bool has[2] = {false, false};
  for (int c = 0; c < 2; ++c)
    for (int t = 0; t < v.ntypes(); ++t)
      has[c] |= (royals >> t & 1) && (start.count(Color(c), t) || start.hand(Color(c), t));
  // A blast can remove the last royal piece of a side, which no goal of the definition ends:
  // then that side loses, as if it said `loss when count KING = 0` (language.md §13.5).
  if (v.blast.radius && !counted && (has[0] || has[1])) {
    Goal g;
    g.sides = uint8_t(has[0] | has[1] << 1);
    g.result = Outcome::Loss;
    Condition c;
    c.types = royals;
    g.conditions.push_back(c);
    std::string names;
    for (int t = 0; t < v.ntypes(); ++t)
      if (royals >> t & 1) names += (names.empty() ? "" : ", ") + v.types[t].name;
    g.text = "loss when count " + names + " = 0";
    v.goals.push_back(std::move(g));
    counted = true;
  }
  for (int c = 0; c < 2; ++c) v.needRoyal[c] = has[c] && !counted;
  constexpr uint32_t Either =
      1u << Condition::BoardFull | 1u << Condition::BothPassed | 1u << Condition::Stalemated;
  v.goalGate = 0;
  for (const Goal &g : v.goals) {
    uint32_t kinds = 0;
    for (const Condition &c : g.conditions) kinds |= 1u << c.kind;
    if (!(kinds & Either)) return void(v.goalGate = 0);
    v.goalGate |= kinds & Either;
  }
}

} // namespace chimera
