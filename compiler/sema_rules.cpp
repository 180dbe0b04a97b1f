// Semantic analysis of the rules half: the rules a piece's moves line carries (screens,
// piercing, blasts, first moves), the rules block (goals, blasts, counting, chase).
#include <algorithm>

#include "compiler/sema.h"

namespace chimera {

// `screen friend|enemy`, `pierces`, `explodes` apply to the atoms of the line they make sense
// for (a hopper, a rider, a capture); a rule that fits none of them is an error.
void Sema::move_rules(const syntax::VariantDecl &d, model::Piece &p, const syntax::Moves &mv, size_t first) {
  uint64_t stops = 0;
  for (const syntax::Name &n : mv.pierceStops)
    if (int k = declared_index(d, n); k >= 0) stops |= uint64_t(1) << k;
  bool hopper = false, rider = false, captures = false;
  p.atomRules.resize(p.atoms.size(), 0);
  p.atomStops.resize(p.atoms.size(), 0);
  for (size_t k = first; k < p.atoms.size(); ++k) {
    const betza::Atom &a = p.atoms[k];
    uint16_t rules = 0;
    if (mv.screenSide && (a.hop || a.grasshopper))
      hopper = true, rules |= mv.screenSide == 1 ? RayFriendScreen : RayEnemyScreen;
    if (mv.pierces && !a.grasshopper && !a.lame && a.bends.empty() && a.paths.empty() &&
        (a.range != 1 || a.hop))
      rider = true, rules |= RayPierce, p.atomStops[k] = stops;
    // Any capture explodes, en passant included: 'feF explodes' is as good as 'fceF explodes'.
    if (mv.explodes && (a.modes & (betza::Capture | betza::EnPassant)) && a.paths.empty())
      captures = true, rules |= RayExplode;
    if (mv.first) rules |= RayFirst;
    if (mv.notInCheck) rules |= RayNotInCheck;
    p.atomRules[k] = rules;
  }
  const std::string what = "in '" + printable(mv.betza.value) + "'";
  // `onto` keeps the targets of leaps and slides; a hop's, a multi-leg or bent move's squares
  // play other parts (screens, legs) that it would have to say something about.
  for (size_t k = first; k < p.atoms.size() && !mv.onto.empty(); ++k) {
    const betza::Atom &a = p.atoms[k];
    if (a.hop || a.grasshopper || !a.paths.empty() || !a.bends.empty() || mv.pierces) {
      diags_.error(mv.ontoLoc, "'onto' limits the targets of leaps and slides only, not of '" + a.text +
                                   "' " + what + (mv.pierces ? " (it pierces)" : ""));
      break;
    }
  }
  if (mv.screenSide && !hopper)
    diags_.error(mv.screenLoc, "'screen " + std::string(mv.screenSide == 1 ? "friend" : "enemy") +
                                   "' needs a hopper ('p' or 'g') " + what);
  if (mv.pierces && !rider)
    diags_.error(mv.pierceLoc, "'pierces' needs a rider or a hopper (not a bent or multi-leg move) " + what);
  if (mv.explodes && !captures)
    diags_.error(mv.explodeLoc, "'explodes' needs a move that captures (not a capture on the way) " + what);
  if (mv.explodes && p.royal) diags_.error(mv.explodeLoc, "a royal piece cannot explode");
}

void Sema::rules(model::Variant &v, const syntax::RulesDecl &r) {
  auto outcome = [](syntax::Outcome o) {
    return o == syntax::Outcome::Draw   ? Outcome::Draw
           : o == syntax::Outcome::Loss ? Outcome::Loss
                                        : Outcome::Win;
  };
  if (r.stalemate) v.rules.stalemate = outcome(*r.stalemate);
  if (r.moveRule) v.rules.moveRule = *r.moveRule;
  for (int c = 0; c < 2; ++c)
    if (r.moveRuleResetBy[c]) v.clockTypes[c] = types(v, *r.moveRuleResetBy[c]);
  if (r.repetitions) {
    if (*r.repetitions == 1)
      diags_.error(r.repetitionLoc, "a repetition count must be at least 2 (or 0 for no rule)");
    v.rules.repetitions = *r.repetitions;
  }
  if (r.repetitionOutcome) v.rules.repetition = outcome(*r.repetitionOutcome);
  v.rules.repetitionFor = r.repetitionFor.value_or(-1);
  v.rules.pass = r.pass;
  v.rules.passWhenStalemated = r.passWhenStalemated & ~r.pass; // a side that may pass anyway
  if (r.flip) v.flip = *r.flip == "adjacent" ? Flip::Adjacent : Flip::Enclosed;
  if (r.flipExceptLone) {
    if (v.flip != Flip::Adjacent)
      diags_.error(r.flipLoc, "'except lone drops' goes with 'flip adjacent' only");
    v.flip = Flip::AdjacentUnlessLone;
  }
  if (r.petrify) {
    v.petrify = types(v, *r.petrify);
    for (const syntax::Name &n : *r.petrify)
      for (const model::Piece &p : v.pieces)
        if (p.name == n.text && (p.royal || p.royalLast))
          diags_.error(n.loc, "a royal piece cannot petrify: '" + n.text + "' is royal");
    // `pieces` names every type that can petrify: the royal ones are left out.
    for (size_t i = 0; i < v.pieces.size() && i < 64; ++i)
      if (v.pieces[i].royal || v.pieces[i].royalLast) v.petrify &= ~(uint64_t(1) << i);
  }
  if (r.checkmate) v.rules.checkmate = outcome(*r.checkmate);
  for (const syntax::MateDecl &m : r.mates)
    v.rules.mates.push_back({m.givenBy, types(v, m.pieces), outcome(m.result)});
  if (r.perpetual) v.rules.perpetualCheck = true, v.rules.perpetual = outcome(*r.perpetual);
  if (r.shuttling) {
    v.rules.shuttling = true, v.rules.shuttle = outcome(*r.shuttling);
    if (!r.shuttlingBy.empty()) v.rules.shuttleTypes = types(v, r.shuttlingBy);
  }
  v.rules.checkAll = r.checkAll.value_or(false);
  v.rules.checksForbidden = r.checksForbidden;
  v.rules.dropChecksForbidden = r.dropChecksForbidden;
  v.rules.mustCapture = r.mustCapture;
  if (r.mustCapture && std::none_of(v.pieces.begin(), v.pieces.end(), [](const model::Piece &p) {
        for (size_t k = 0; k < p.atoms.size(); ++k)
          if (p.atomKind[k] == model::AtomKind::Move &&
              (p.atoms[k].modes & (betza::Capture | betza::EnPassant)))
            return true;
        return false;
      }))
    diags_.error(r.mustCaptureLoc, "'must capture' but no piece can capture");
  if (r.blast) {
    const syntax::BlastDecl &b = *r.blast;
    if (b.radius < 1 || b.radius > 15) diags_.error(b.loc, "a blast radius must be 1 to 15");
    v.blast.radius = b.radius;
    v.blast.spared = types(v, b.except);
    v.blast.immune = types(v, b.immune);
    v.blast.walls = b.petrifies;
  }
  int checkGoals[2] = {0, 0};
  for (const syntax::GoalDecl &g : r.goals) {
    Goal goal;
    goal.sides = uint8_t(g.side == 0 ? 3 : g.side);
    goal.result = outcome(g.result);
    goal.text = g.text;
    goal.timing = g.timing == syntax::GoalDecl::AfterReply       ? Goal::AfterReply
                  : g.timing == syntax::GoalDecl::UnlessAnswered ? Goal::UnlessAnswered
                  : g.timing == syntax::GoalDecl::AfterMoving    ? Goal::AfterMoving
                                                                 : Goal::Now;
    goal.byPoints = g.byPoints;
    if (!g.answer.empty()) {
      goal.answerTypes = types(v, g.answer);
      goal.answerRegion[White] = evaluate_region(g.answerRegion, v.files, v.ranks, named_, diags_);
    }
    if (g.byPoints && goal.result != Outcome::Draw)
      diags_.error(g.pointsLoc, "only a draw is decided by points: this goal's result is a " +
                                    std::string(goal.result == Outcome::Win ? "win" : "loss"));
    for (const syntax::ConditionDecl &cd : g.conditions) {
      goal.conditions.push_back(condition(v, cd));
      if (cd.kind == syntax::ConditionDecl::Checks)
        for (int side = 0; side < 2; ++side)
          if (goal.sides >> side & 1 && ++checkGoals[side] > 1)
            diags_.error(cd.loc, std::string("only one 'checks' goal per side: ") +
                                     (side ? "Black" : "White") + " already has one");
    }
    // A stalemate needs the legal moves: tested last, once the cheap conditions hold.
    std::stable_partition(goal.conditions.begin(), goal.conditions.end(),
                          [](const Condition &c) { return c.kind != Condition::Stalemated; });
    v.goals.push_back(std::move(goal));
  }
  if (r.counting) counting(v, *r.counting);
  if (r.drawPoints) draw_points(v, *r.drawPoints);
  if (r.chase) chase(v, *r.chase);
  if (r.pass && std::none_of(v.pieces.begin(), v.pieces.end(),
                             [](const model::Piece &p) { return p.royal || p.royalLast; }))
    diags_.error(r.passLoc, "'pass' is made with a royal piece, and none is declared 'royal' (a side "
                            "without one passes by 'pass when stalemated' only)");
  if (v.rules.checkAll && std::none_of(v.pieces.begin(), v.pieces.end(),
                                       [](const model::Piece &p) { return p.royal || p.royalLast; }))
    diags_.error(r.checkAllLoc, "'check all' needs royal pieces: none is declared 'royal'");
}

// The lines a row or a connection runs along: all of them unless some are named.
uint8_t line_mask(const std::vector<std::string> &words) {
  uint8_t out = words.empty() ? Condition::LineRanks | Condition::LineFiles | Condition::LineDiagonals : 0;
  for (const std::string &w : words)
    out |= w == "horizontally" ? Condition::LineRanks
           : w == "vertically" ? Condition::LineFiles
           : w == "diagonally" ? Condition::LineDiagonals
                               : Condition::LineRanks | Condition::LineFiles;
  return out;
}

Condition Sema::condition(const model::Variant &v, const syntax::ConditionDecl &cd) {
  Condition c;
  c.opponent = cd.opponent;
  c.n = cd.n;
  c.types = types(v, cd.pieces);
  if (cd.kind == syntax::ConditionDecl::Count) {
    c.kind = Condition::Count;
    if ((c.inRegion = !cd.region.empty()))
      c.region[White] = evaluate_region(cd.region, v.files, v.ranks, named_, diags_);
    c.op = cd.op == "="    ? Condition::Eq
           : cd.op == "<"  ? Condition::Lt
           : cd.op == "<=" ? Condition::Le
           : cd.op == ">"  ? Condition::Gt
                           : Condition::Ge;
  } else if (cd.kind == syntax::ConditionDecl::Reach) {
    c.kind = Condition::Reach;
    c.safe = cd.safe;
    c.region[White] = evaluate_region(cd.region, v.files, v.ranks, named_, diags_);
    if (cd.n < 1) diags_.error(cd.nLoc, "a goal needs at least 1 piece in its region");
  } else if (cd.kind == syntax::ConditionDecl::Connect) {
    c.kind = Condition::Connect;
    c.lines = line_mask(cd.lines);
    c.region[White] = evaluate_region(cd.region, v.files, v.ranks, named_, diags_);
    c.target[White] = evaluate_region(cd.target, v.files, v.ranks, named_, diags_);
  } else if (cd.kind == syntax::ConditionDecl::InRow || cd.kind == syntax::ConditionDecl::InLine) {
    c.kind = cd.kind == syntax::ConditionDecl::InRow ? Condition::InRow : Condition::InLine;
    c.lines = line_mask(cd.lines);
    // The longest line along the named directions: a rank holds `files` squares, a file
    // `ranks`, a diagonal the fewer of the two.
    int longest = 0;
    if (c.lines & Condition::LineRanks) longest = std::max(longest, v.files);
    if (c.lines & Condition::LineFiles) longest = std::max(longest, v.ranks);
    if (c.lines & Condition::LineDiagonals) longest = std::max(longest, std::min(v.files, v.ranks));
    if (cd.n < 2)
      diags_.error(cd.nLoc, "a row needs at least 2 pieces");
    else if (cd.n > longest)
      diags_.error(cd.nLoc, std::string("a ") + (c.kind == Condition::InRow ? "row" : "line") + " of " +
                                std::to_string(cd.n) + " can never be made on this " +
                                std::to_string(v.files) + "x" + std::to_string(v.ranks) + " board" +
                                (cd.lines.empty() ? "" : " along the directions named"));
  } else if (cd.kind == syntax::ConditionDecl::Block) {
    c.kind = Condition::Block;
    c.n = cd.width;
    if (cd.width != cd.height)
      diags_.error(cd.nLoc, "the pieces must fill a square: write NxN, like 2x2");
    else if (cd.width < 1 || cd.width > std::min(v.files, v.ranks))
      diags_.error(cd.nLoc, "a " + std::to_string(cd.width) + "x" + std::to_string(cd.width) +
                                " square does not fit on this " + std::to_string(v.files) + "x" +
                                std::to_string(v.ranks) + " board");
  } else if (cd.kind == syntax::ConditionDecl::RegionFull) {
    c.kind = Condition::RegionFull;
    c.region[White] = evaluate_region(cd.region, v.files, v.ranks, named_, diags_);
  } else if (cd.kind == syntax::ConditionDecl::Castled || cd.kind == syntax::ConditionDecl::CastlingLost) {
    c.kind = cd.kind == syntax::ConditionDecl::Castled ? Condition::Castled : Condition::CastlingLost;
    c.n = cd.wing;
    if (!v.castling)
      diags_.error(cd.loc, std::string("'") + (c.kind == Condition::Castled ? "castled" : "castling lost") +
                               "' needs a castling block (§12): this variant has no castling");
  } else if (cd.kind != syntax::ConditionDecl::Checks) {
    c.kind = cd.kind == syntax::ConditionDecl::BoardFull    ? Condition::BoardFull
             : cd.kind == syntax::ConditionDecl::BothPassed ? Condition::BothPassed
             : cd.kind == syntax::ConditionDecl::Stalemated ? Condition::Stalemated
             : cd.kind == syntax::ConditionDecl::More       ? Condition::More
                                                            : Condition::Fewer;
  } else {
    c.kind = Condition::Checks;
    if (cd.n < 1) diags_.error(cd.nLoc, "a checks goal needs at least 1 check");
  }
  return c;
}

// Perpetual chase: chasers ranked once each; the chased pieces not royal (a threat to one is check).
void Sema::chase(model::Variant &v, const syntax::ChaseDecl &d) {
  Chase &c = v.chase;
  c.on = true;
  c.result = d.result == syntax::Outcome::Draw   ? Outcome::Draw
             : d.result == syntax::Outcome::Loss ? Outcome::Loss
                                                 : Outcome::Win;
  c.rank.assign(v.pieces.size(), -1);
  c.ladder.assign(v.pieces.size(), -1);
  c.zone.assign(v.pieces.size(), {});
  for (size_t r = 0; r < d.ranks.size(); ++r)
    for (const syntax::Name &n : d.ranks[r])
      if (int t = piece_index(v, n); t >= 0) {
        if (c.rank[t] >= 0) diags_.error(n.loc, "'" + n.text + "' is ranked twice among the chasers");
        c.rank[t] = int(r), c.ladder[t] = d.ladders[r];
      }
  for (const syntax::ChaseDecl::Target &target : d.targets) {
    const SquareSet zone = region(v, target.region);
    for (const syntax::Name &n : target.pieces)
      if (int t = piece_index(v, n); t >= 0) {
        if (v.pieces[t].royal || v.pieces[t].royalLast)
          diags_.error(n.loc, "a royal piece cannot be chased: an attack on '" + n.text + "' is check");
        c.zone[t][White] |= zone;
      }
  }
  if (d.ranks.empty() || d.targets.empty())
    diags_.error(d.loc,
                 "'perpetual chase' needs a 'by' line (the chasers) and an 'of' line (the pieces chased)");
}

// Counting rules: every line must be reachable, and `with` may only name pieces that stop it.
void Sema::counting(model::Variant &v, const syntax::CountingDecl &d) {
  Counting &c = v.counting;
  c.on = true;
  c.without = types(v, d.without);
  c.fromZero = d.fromZero;
  if (d.board) {
    c.board = *d.board;
    c.boardUpTo = d.boardUpTo;
    c.boardWith = types(v, d.boardWith);
    if (c.board < 1 || c.board > 1000) diags_.error(d.boardLoc, "a count must be 1 to 1000 moves");
    if (d.board && d.boardUpTo == 1)
      diags_.error(d.boardLoc,
                   "board's honour 'up to 1 pieces' is never counted: a side with one piece is bare");
    for (const syntax::Name &n : d.boardWith)
      if (int t = piece_index(v, n); t >= 0 && !(c.without >> t & 1))
        diags_.error(n.loc, "'with " + n.text + "': " + n.text +
                                " does not stop the count (it is not in 'counting without')");
  }
  const syntax::CountingDecl::Bare *always = nullptr;
  for (const syntax::CountingDecl::Bare &b : d.bare) {
    if (always)
      diags_.error(b.loc, "this 'bare' line is never used: the one at line " +
                              std::to_string(always->loc.line) + " has no condition");
    if (b.limit < 1 || b.limit > 1000) diags_.error(b.loc, "a count must be 1 to 1000 moves");
    Counting::Bare line{b.limit, {}};
    for (const syntax::ConditionDecl &cd : b.conditions) {
      if (cd.kind != syntax::ConditionDecl::Count)
        diags_.error(cd.loc, "a 'bare' line's conditions may only count pieces");
      line.conditions.push_back(condition(v, cd));
    }
    if (b.conditions.empty() && !always) always = &b;
    c.bare.push_back(std::move(line));
  }
  if (!d.board && d.bare.empty()) diags_.error(d.loc, "a counting rule needs a 'board' or a 'bare' line");
  if (d.fromZero && d.bare.empty()) diags_.error(d.loc, "'bare from zero' but no 'bare' line counts");
}

// Points in hundredths, so that Janggi's 1.5 adds up exactly. Lines apply in the order
// written: `pieces 1; Queen 9;` gives every type 1 point but the queen.
void Sema::draw_points(model::Variant &v, const syntax::DrawPointsDecl &d) {
  DrawPoints &dp = v.drawPoints;
  dp = DrawPoints{};
  dp.on = !d.lines.empty();
  dp.points.assign(v.pieces.size(), 0);
  for (const syntax::DrawPointsDecl::Line &line : d.lines) {
    const std::string &text = line.points;
    const size_t dot = text.find('.');
    const std::string whole = text.substr(0, dot),
                      part = dot == std::string::npos ? "" : text.substr(dot + 1);
    if (part.size() > 2 || whole.size() > 6) {
      diags_.error(line.loc, "points must be below 1000000, with at most two decimals: '" + text + "'");
      continue;
    }
    const int hundredths =
        std::stoi(whole) * 100 + (part.empty() ? 0 : std::stoi(part + std::string(2 - part.size(), '0')));
    if (line.pieces.empty()) {
      dp.bonus[line.side] = hundredths;
      continue;
    }
    const uint64_t mask = types(v, line.pieces);
    for (size_t t = 0; t < v.pieces.size(); ++t)
      if (mask >> t & 1) dp.points[t] = hundredths;
  }
}

} // namespace chimera
