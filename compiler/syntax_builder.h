// The parse tree's reader, in two parts: syntax.cpp (the variant's items, pieces, promotions,
// castling) and syntax_rules.cpp (the rules block). Internal to the compiler.
#pragma once

#include <map>

#include "ChimeraParser.h"
#include "antlr4-runtime.h"
#include "compiler/syntax.h"
#include "compiler/syntax_errors.h"

namespace chimera::syntax {

using grammar::ChimeraParser;

class Builder {
public:
  Builder(std::string file, Diagnostics &d) : file_(std::move(file)), diags_(d) {}

  VariantDecl variant(ChimeraParser::VariantContext *v);

private:
  SourceLoc loc(antlr4::ParserRuleContext *c) { return token_loc(file_, c->getStart()); }
  SourceLoc loc(antlr4::tree::TerminalNode *n) { return token_loc(file_, n->getSymbol()); }
  Name name(ChimeraParser::NameContext *n);
  Name name(ChimeraParser::TypeNameContext *n);
  Str str(antlr4::Token *t);
  Str str(antlr4::tree::TerminalNode *n) { return str(n->getSymbol()); }
  Moves moves_of(antlr4::tree::TerminalNode *betza, Moves::Kind kind);

  // A `white` or `black` prefix: 1 White, 2 Black; 0 without one.
  static int side_of(antlr4::Token *color) { return !color ? 0 : color->getText() == "white" ? 1 : 2; }
  int integer(antlr4::tree::TerminalNode *n);
  static Outcome outcome(ChimeraParser::OutcomeContext *o);
  void once(const std::string &what, antlr4::ParserRuleContext *at);
  void item(VariantDecl &d, ChimeraParser::ItemContext *item);
  PieceDecl piece(ChimeraParser::PieceItemContext *x);
  void region(std::vector<RegionTerm> &out, ChimeraParser::RegionContext *r);
  PromotionDecl promotion(ChimeraParser::PromotionItemContext *x);
  CastlingDecl castling(ChimeraParser::CastlingItemContext *x);
  ShuffleDecl shuffle(ChimeraParser::ShuffleItemContext *x);
  void rules(RulesDecl &r, ChimeraParser::RulesItemContext *x);
  ChaseDecl chase(ChimeraParser::PerpetualChaseRuleContext *x);
  CountingDecl counting(ChimeraParser::CountingRuleContext *x);
  DrawPointsDecl draw_points(ChimeraParser::DrawPointsRuleContext *x);
  ConditionDecl condition(ChimeraParser::ConditionContext *c);
  GoalDecl goal(ChimeraParser::GoalRuleContext *g);

  std::string file_;
  Diagnostics &diags_;
  std::map<std::string, size_t> seen_;
};

} // namespace chimera::syntax
