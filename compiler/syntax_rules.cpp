// The rules block's reader: stalemate, move and repetition rules, blasts, goals, counting,
// chase.
#include "compiler/syntax_builder.h"

namespace chimera::syntax {

void Builder::rules(RulesDecl &r, ChimeraParser::RulesItemContext *x) {
  for (auto *prop : x->ruleProp()) {
    if (auto *s = dynamic_cast<ChimeraParser::StalemateRuleContext *>(prop)) {
      r.stalemate = outcome(s->outcome());
    } else if (auto *m = dynamic_cast<ChimeraParser::MoveRuleContext *>(prop)) {
      r.moveRule = integer(m->INT());
      r.moveRuleLoc = loc(m->INT());
      for (auto *set : m->resetSet()) {
        std::vector<Name> by;
        for (auto *n : set->name())
          if (n->getText() != "none") by.push_back(name(n));
        for (int c = 0; c < 2; ++c)
          if (!set->color || set->color->getText() == (c ? "black" : "white")) r.moveRuleResetBy[c] = by;
      }
    } else if (auto *ps = dynamic_cast<ChimeraParser::PassRuleContext *>(prop)) {
      (ps->when ? r.passWhenStalemated : r.pass) |= !ps->side ? 3 : ps->side->getText() == "white" ? 1 : 2;
      if (!ps->when) r.passLoc = loc(ps);
    } else if (auto *f = dynamic_cast<ChimeraParser::FlipRuleContext *>(prop)) {
      r.flip = f->how->getText();
      r.flipExceptLone = f->lone != nullptr;
      r.flipLoc = loc(f);
    } else if (auto *pt = dynamic_cast<ChimeraParser::PetrifyRuleContext *>(prop)) {
      std::vector<Name> names;
      for (auto *n : pt->name()) names.push_back(name(n));
      r.petrify = names;
    } else if (auto *rep = dynamic_cast<ChimeraParser::RepetitionRuleContext *>(prop)) {
      r.repetitions = integer(rep->INT());
      r.repetitionLoc = loc(rep->INT());
      if (rep->outcome()) r.repetitionOutcome = outcome(rep->outcome());
      if (rep->side) r.repetitionFor = rep->side->getText() == "white" ? 0 : 1;
    } else if (auto *cm = dynamic_cast<ChimeraParser::CheckmateRuleContext *>(prop)) {
      if (auto *mc = cm->mateCondition()) {
        MateDecl d;
        d.result = outcome(cm->outcome());
        d.loc = loc(mc);
        auto *by = dynamic_cast<ChimeraParser::MateGivenByContext *>(mc);
        auto *no = dynamic_cast<ChimeraParser::MateNoCheckByContext *>(mc);
        d.givenBy = by != nullptr;
        for (auto *n : by ? by->name() : no->name()) d.pieces.push_back(name(n));
        r.mates.push_back(std::move(d));
      } else {
        r.checkmate = outcome(cm->outcome());
      }
    } else if (auto *pc = dynamic_cast<ChimeraParser::PerpetualRuleContext *>(prop)) {
      r.perpetual = outcome(pc->outcome());
    } else if (auto *sh = dynamic_cast<ChimeraParser::ShuttlingRuleContext *>(prop)) {
      r.shuttling = outcome(sh->outcome());
      r.shuttlingBy.clear();
      for (auto *n : sh->name()) r.shuttlingBy.push_back(name(n));
    } else if (auto *c = dynamic_cast<ChimeraParser::CheckRuleContext *>(prop)) {
      r.checkAll = c->which->getText() == "all";
      r.checkAllLoc = loc(c);
    } else if (dynamic_cast<ChimeraParser::MustCaptureRuleContext *>(prop)) {
      r.mustCapture = true;
      r.mustCaptureLoc = loc(prop);
    } else if (auto *cf = dynamic_cast<ChimeraParser::ChecksForbiddenRuleContext *>(prop)) {
      (cf->drop ? r.dropChecksForbidden : r.checksForbidden) = true;
    } else if (auto *b = dynamic_cast<ChimeraParser::BlastRuleContext *>(prop)) {
      BlastDecl bd;
      bd.loc = loc(b);
      bd.radius = integer(b->INT());
      for (auto *n : b->except) bd.except.push_back(name(n));
      for (auto *n : b->immune) bd.immune.push_back(name(n));
      bd.petrifies = b->petrifies != nullptr;
      r.blast = bd;
    } else if (auto *pc = dynamic_cast<ChimeraParser::PerpetualChaseRuleContext *>(prop)) {
      r.chase = chase(pc);
    } else if (auto *cr = dynamic_cast<ChimeraParser::CountingRuleContext *>(prop)) {
      r.counting = counting(cr);
    } else if (auto *dp = dynamic_cast<ChimeraParser::DrawPointsRuleContext *>(prop)) {
      r.drawPoints = draw_points(dp);
    } else if (auto *g = dynamic_cast<ChimeraParser::GoalRuleContext *>(prop)) {
      r.goals.push_back(goal(g));
    }
  }
}

ChaseDecl Builder::chase(ChimeraParser::PerpetualChaseRuleContext *x) {
  ChaseDecl d;
  d.loc = loc(x);
  d.result = outcome(x->outcome());
  for (auto *item : x->chaseItem()) {
    if (auto *by = dynamic_cast<ChimeraParser::ChaseByContext *>(item)) {
      const int ladder = d.ranks.empty() ? 0 : d.ladders.back() + 1;
      for (auto *rank : by->ranks) {
        d.ladders.push_back(ladder);
        d.ranks.emplace_back();
        for (auto *n : rank->name()) d.ranks.back().push_back(name(n));
      }
    } else if (auto *of = dynamic_cast<ChimeraParser::ChaseOfContext *>(item)) {
      ChaseDecl::Target t;
      t.loc = loc(of);
      for (auto *n : of->name()) t.pieces.push_back(name(n));
      if (of->region()) region(t.region, of->region());
      d.targets.push_back(std::move(t));
    }
  }
  return d;
}

CountingDecl Builder::counting(ChimeraParser::CountingRuleContext *x) {
  CountingDecl d;
  d.loc = loc(x);
  for (auto *n : x->without) d.without.push_back(name(n));
  for (auto *item : x->countingItem()) {
    if (auto *b = dynamic_cast<ChimeraParser::CountingBoardContext *>(item)) {
      d.board = integer(b->INT(0));
      d.boardLoc = loc(b);
      if (b->upTo) d.boardUpTo = integer(b->INT(1));
      for (auto *n : b->with) d.boardWith.push_back(name(n));
    } else if (auto *bare = dynamic_cast<ChimeraParser::CountingBareContext *>(item)) {
      CountingDecl::Bare line;
      line.limit = integer(bare->INT());
      line.loc = loc(bare);
      for (auto *c : bare->condition()) line.conditions.push_back(condition(c));
      d.bare.push_back(std::move(line));
    } else {
      d.fromZero = true;
    }
  }
  return d;
}

DrawPointsDecl Builder::draw_points(ChimeraParser::DrawPointsRuleContext *x) {
  DrawPointsDecl d;
  d.loc = loc(x);
  for (auto *item : x->pointsItem()) {
    DrawPointsDecl::Line line;
    line.loc = loc(item);
    if (auto *b = dynamic_cast<ChimeraParser::PointsBonusContext *>(item)) {
      line.side = b->side->getText() == "white" ? 0 : 1;
      line.points = b->number()->getText();
    } else {
      auto *p = dynamic_cast<ChimeraParser::PointsPiecesContext *>(item);
      for (auto *n : p->name()) line.pieces.push_back(name(n));
      line.points = p->number()->getText();
    }
    d.lines.push_back(std::move(line));
  }
  return d;
}

ConditionDecl Builder::condition(ChimeraParser::ConditionContext *c) {
  ConditionDecl cd;
  cd.loc = loc(c);
  if (auto *k = dynamic_cast<ChimeraParser::CountConditionContext *>(c)) {
    cd.kind = ConditionDecl::Count;
    cd.opponent = k->opponent != nullptr;
    for (auto *n : k->typeName()) cd.pieces.push_back(name(n));
    if (k->region()) region(cd.region, k->region());
    cd.op = k->op->getText();
    cd.n = integer(k->INT());
    cd.nLoc = loc(k->INT());
  } else if (auto *re = dynamic_cast<ChimeraParser::ReachConditionContext *>(c)) {
    cd.kind = ConditionDecl::Reach;
    for (auto *n : re->typeName()) cd.pieces.push_back(name(n));
    if (re->INT()) cd.n = integer(re->INT()), cd.nLoc = loc(re->INT());
    region(cd.region, re->region());
    cd.safe = re->safe != nullptr;
  } else if (auto *ch = dynamic_cast<ChimeraParser::ChecksConditionContext *>(c)) {
    cd.kind = ConditionDecl::Checks;
    cd.n = integer(ch->INT());
    cd.nLoc = loc(ch->INT());
  } else if (auto *row = dynamic_cast<ChimeraParser::RowConditionContext *>(c)) {
    cd.kind = row->shape->getText() == "row" ? ConditionDecl::InRow : ConditionDecl::InLine;
    for (auto *n : row->typeName()) cd.pieces.push_back(name(n));
    cd.n = integer(row->INT());
    cd.nLoc = loc(row->INT());
    for (auto *w : row->lineWord()) cd.lines.push_back(w->getText());
  } else if (auto *sq = dynamic_cast<ChimeraParser::SquareConditionContext *>(c)) {
    cd.kind = ConditionDecl::Block;
    for (auto *n : sq->typeName()) cd.pieces.push_back(name(n));
    cd.nLoc = loc(sq->size());
    if (auto *bs = sq->size()->BOARDSIZE()) {
      const std::string t = bs->getText();
      const size_t cut = t.find_first_of("xX");
      const std::string w = t.substr(0, cut), h = t.substr(cut + 1);
      cd.width = w.size() > 6 ? 999999 : std::stoi(w);
      cd.height = h.size() > 6 ? 999999 : std::stoi(h);
    } else {
      cd.width = integer(sq->size()->INT(0));
      cd.height = integer(sq->size()->INT(1));
    }
  } else if (auto *cc = dynamic_cast<ChimeraParser::ConnectConditionContext *>(c)) {
    cd.kind = ConditionDecl::Connect;
    for (auto *n : cc->typeName()) cd.pieces.push_back(name(n));
    region(cd.region, cc->from);
    region(cd.target, cc->to);
    for (auto *w : cc->lineWord()) cd.lines.push_back(w->getText());
  } else if (dynamic_cast<ChimeraParser::BoardFullConditionContext *>(c)) {
    cd.kind = ConditionDecl::BoardFull;
  } else if (auto *rf = dynamic_cast<ChimeraParser::RegionFullConditionContext *>(c)) {
    cd.kind = ConditionDecl::RegionFull;
    region(cd.region, rf->region());
  } else if (auto *cs = dynamic_cast<ChimeraParser::CastledConditionContext *>(c)) {
    cd.kind = ConditionDecl::Castled;
    cd.wing = !cs->side ? 0 : cs->side->getText() == "kingside" ? 1 : 2;
  } else if (auto *cl = dynamic_cast<ChimeraParser::CastlingLostConditionContext *>(c)) {
    cd.kind = ConditionDecl::CastlingLost;
    cd.wing = !cl->side ? 0 : cl->side->getText() == "kingside" ? 1 : 2;
  } else if (dynamic_cast<ChimeraParser::BothPassedConditionContext *>(c)) {
    cd.kind = ConditionDecl::BothPassed;
  } else if (dynamic_cast<ChimeraParser::StalematedConditionContext *>(c)) {
    cd.kind = ConditionDecl::Stalemated;
  } else if (auto *mc = dynamic_cast<ChimeraParser::MoreConditionContext *>(c)) {
    cd.kind = mc->cmp->getText() == "more" ? ConditionDecl::More : ConditionDecl::Fewer;
    for (auto *n : mc->typeName()) cd.pieces.push_back(name(n));
  }
  return cd;
}

GoalDecl Builder::goal(ChimeraParser::GoalRuleContext *g) {
  GoalDecl d;
  d.loc = loc(g);
  d.side = !g->side ? 0 : g->side->getText() == "white" ? 1 : 2;
  d.result = outcome(g->outcome());
  d.timing = g->after    ? GoalDecl::AfterReply
             : g->unless ? GoalDecl::UnlessAnswered
             : g->moving ? GoalDecl::AfterMoving
                         : GoalDecl::Now;
  if (g->points) d.byPoints = true, d.pointsLoc = token_loc(file_, g->points);
  if (auto *a = g->answer()) {
    for (auto *n : a->typeName()) d.answer.push_back(name(n));
    region(d.answerRegion, a->region());
  }
  const size_t first = g->getStart()->getStartIndex(), last = g->getStop()->getStopIndex();
  if (last >= first) // without the ';'
    d.text = g->getStart()->getInputStream()->getText(antlr4::misc::Interval(first, last - 1));
  for (auto *c : g->condition()) d.conditions.push_back(condition(c));
  return d;
}

} // namespace chimera::syntax
