// Semantic analysis, in two parts: sema.cpp (board, pieces, promotions, castling, drops) and
// sema_rules.cpp (move rules, goals, counting, chase). Internal to the compiler.
#pragma once

#include <map>

#include "compiler/compiler.h"
#include "compiler/region.h"

namespace chimera {

// The lines named by line words (horizontally, vertically, diagonally, orthogonally) as
// Condition::Lines bits: all of them when none is named.
uint8_t line_mask(const std::vector<std::string> &words);

class Sema {
public:
  explicit Sema(Diagnostics &d) : diags_(d) {}

  std::optional<model::Variant> run(const syntax::VariantDecl &d);

private:
  // Text for a message: control characters escaped.
  static std::string printable(const std::string &s);

  void board(model::Variant &v, const syntax::VariantDecl &d);
  void pieces(model::Variant &v, const syntax::VariantDecl &d);
  void move_rules(const syntax::VariantDecl &d, model::Piece &p, const syntax::Moves &mv, size_t first);
  int declared_index(const syntax::VariantDecl &d, const syntax::Name &n);
  int piece_index(const model::Variant &v, const syntax::Name &n);
  void setup_drops(const model::Variant &v, model::Drops &dr, const syntax::DropsDecl &d);
  void promotion(model::Variant &v, const syntax::PromotionDecl &d);
  void promotions_together(const model::Variant &v, const std::vector<syntax::PromotionDecl> &decls);
  void castling(model::Variant &v, const syntax::CastlingDecl &d);
  void walls(model::Variant &v, const syntax::WallsDecl &w);
  void shuffle(model::Variant &v, const syntax::ShuffleDecl &d);
  void rules(model::Variant &v, const syntax::RulesDecl &r);
  Condition condition(const model::Variant &v, const syntax::ConditionDecl &cd);
  void chase(model::Variant &v, const syntax::ChaseDecl &d);
  void counting(model::Variant &v, const syntax::CountingDecl &d);
  void draw_points(model::Variant &v, const syntax::DrawPointsDecl &d);
  uint64_t types(const model::Variant &v, const std::vector<syntax::Name> &names);
  SquareSet region(const model::Variant &v, const std::vector<syntax::RegionTerm> &terms);

  Diagnostics &diags_;
  NamedRegions named_;
  std::map<int, int> plusChoice_; // piece -> the one '+' piece it promotes to
};

} // namespace chimera
