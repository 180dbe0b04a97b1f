// Parse tree -> syntax::VariantDecl. ANTLR does the parsing; this file turns its errors into
// our diagnostics and its tree into plain declarations.
#include "compiler/syntax.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <stdexcept>

#include "ChimeraLexer.h"
#include "ChimeraParser.h"
#include "antlr4-runtime.h"
#include "compiler/syntax_builder.h"
#include "compiler/syntax_errors.h"

namespace chimera::syntax {

namespace {

using grammar::ChimeraLexer;

// Finds the first byte that is not valid UTF-8; returns false and its line and column.
bool valid_utf8(const std::string &s, int &line, int &col) {
  line = 1, col = 1;
  for (size_t i = 0; i < s.size();) {
    unsigned char c = s[i];
    int n = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
    if (n < 0 || i + n >= s.size() + (n ? 0 : 1)) return false;
    for (int k = 1; k <= n; ++k)
      if (i + k >= s.size() || ((unsigned char)s[i + k] >> 6) != 2) return false;
    if (c == '\n') ++line, col = 0;
    ++col;
    i += n + 1;
  }
  return true;
}

} // namespace

VariantDecl Builder::variant(ChimeraParser::VariantContext *v) {
  VariantDecl d;
  d.loc = token_loc(file_, v->getStart());
  d.name = name(v->name());
  if (v->parent) d.parent = str(v->parent);
  for (auto *item : v->item()) this->item(d, item);
  return d;
}

Name Builder::name(ChimeraParser::NameContext *n) {
  if (!n) return {};
  return {n->getText(), loc(n)};
}

Name Builder::name(ChimeraParser::TypeNameContext *n) {
  if (!n) return {};
  return {n->getText(), loc(n)};
}

Str Builder::str(antlr4::Token *t) {
  std::string raw = t->getText(), value;
  for (size_t i = 1; i + 1 < raw.size(); ++i) {
    if (raw[i] == '\\' && i + 2 < raw.size()) {
      char e = raw[++i];
      value += e == 'n' ? '\n' : e == 't' ? '\t' : e;
    } else {
      value += raw[i];
    }
  }
  return {value, token_loc(file_, t).shifted(1)};
}

Moves Builder::moves_of(antlr4::tree::TerminalNode *betza, Moves::Kind kind) {
  Moves m;
  m.betza = str(betza);
  m.kind = kind;
  return m;
}

int Builder::integer(antlr4::tree::TerminalNode *n) {
  const std::string text = n->getText();
  if (text.size() > 6) {
    diags_.error(loc(n), "number " + text + " is too large");
    return 0;
  }
  return std::stoi(text);
}

Outcome Builder::outcome(ChimeraParser::OutcomeContext *o) {
  std::string t = o->getText();
  return t == "draw" ? Outcome::Draw : t == "loss" ? Outcome::Loss : Outcome::Win;
}

// A declaration that may appear once: report a second one.
void Builder::once(const std::string &what, antlr4::ParserRuleContext *at) {
  auto [it, fresh] = seen_.insert({what, at->getStart()->getLine()});
  if (!fresh)
    diags_.error(loc(at), "'" + what + "' is already declared at line " + std::to_string(it->second));
}

void Builder::item(VariantDecl &d, ChimeraParser::ItemContext *item) {
  if (dynamic_cast<ChimeraParser::TitleItemContext *>(item))
    once("title", item);
  else if (dynamic_cast<ChimeraParser::BoardItemContext *>(item))
    once("board", item);
  else if (dynamic_cast<ChimeraParser::HolesItemContext *>(item))
    once("holes", item);
  else if (dynamic_cast<ChimeraParser::StartItemContext *>(item))
    once("start", item);
  else if (dynamic_cast<ChimeraParser::CastlingItemContext *>(item))
    once("castling", item);
  else if (dynamic_cast<ChimeraParser::ShuffleItemContext *>(item))
    once("shuffle", item);
  else if (dynamic_cast<ChimeraParser::DropsItemContext *>(item))
    once("drops", item);
  else if (dynamic_cast<ChimeraParser::GatingItemContext *>(item))
    once("gating", item);
  else if (dynamic_cast<ChimeraParser::WallsItemContext *>(item))
    once("walls", item);
  else if (dynamic_cast<ChimeraParser::RulesItemContext *>(item))
    once("rules", item);
  if (auto *x = dynamic_cast<ChimeraParser::TitleItemContext *>(item)) {
    d.title = str(x->STRING());
  } else if (auto *x = dynamic_cast<ChimeraParser::BoardItemContext *>(item)) {
    BoardDecl b;
    b.loc = loc(x->size());
    if (auto *bs = x->size()->BOARDSIZE()) {
      std::string t = bs->getText();
      size_t cut = t.find_first_of("xX");
      std::string f = t.substr(0, cut), r = t.substr(cut + 1);
      b.files = f.size() > 9 ? 999999999 : std::stoi(f);
      b.ranks = r.size() > 9 ? 999999999 : std::stoi(r);
    } else {
      b.files = integer(x->size()->INT(0));
      b.ranks = integer(x->size()->INT(1));
    }
    d.board = b;
  } else if (auto *x = dynamic_cast<ChimeraParser::HolesItemContext *>(item)) {
    region(d.holes.emplace(), x->region());
  } else if (dynamic_cast<ChimeraParser::RotatedItemContext *>(item)) {
    d.rotated = true;
  } else if (auto *x = dynamic_cast<ChimeraParser::PieceItemContext *>(item)) {
    d.pieces.push_back(piece(x));
  } else if (auto *x = dynamic_cast<ChimeraParser::RemoveItemContext *>(item)) {
    d.removed.push_back(name(x->name()));
  } else if (auto *x = dynamic_cast<ChimeraParser::RemoveRuleItemContext *>(item)) {
    const std::string what = x->what->getText();
    (what == "castling"   ? d.noCastling
     : what == "drops"    ? d.noDrops
     : what == "shuffle"  ? d.noShuffle
     : what == "walls"    ? d.noWalls
     : what == "holes"    ? d.noHoles
     : what == "counting" ? d.noCounting
     : what == "chase"    ? d.noChase
                          : d.noPromotion) = true;
  } else if (auto *x = dynamic_cast<ChimeraParser::RegionItemContext *>(item)) {
    std::vector<RegionTerm> terms;
    region(terms, x->region());
    d.regions.push_back({name(x->name()), std::move(terms)});
  } else if (auto *x = dynamic_cast<ChimeraParser::StartItemContext *>(item)) {
    d.start = str(x->STRING());
  } else if (auto *x = dynamic_cast<ChimeraParser::PromotionItemContext *>(item)) {
    d.promotions.push_back(promotion(x));
  } else if (auto *x = dynamic_cast<ChimeraParser::CastlingItemContext *>(item)) {
    d.castling = castling(x);
  } else if (auto *x = dynamic_cast<ChimeraParser::ShuffleItemContext *>(item)) {
    d.shuffle = shuffle(x);
  } else if (auto *x = dynamic_cast<ChimeraParser::DropsItemContext *>(item)) {
    DropsDecl dd;
    dd.loc = loc(x);
    for (auto *prop : x->dropProp()) {
      if (dynamic_cast<ChimeraParser::DropCapturedContext *>(prop))
        dd.captured = true;
      else if (auto *z = dynamic_cast<ChimeraParser::DropZoneContext *>(prop)) {
        DropZoneDecl zone;
        zone.piece = name(z->name());
        zone.color = side_of(z->color);
        region(zone.region, z->region());
        dd.zones.push_back(std::move(zone));
      } else if (auto *o = dynamic_cast<ChimeraParser::DropOnePerFileContext *>(prop)) {
        for (auto *n : o->name()) dd.perFile.push_back({name(n), 1});
      } else if (auto *pf = dynamic_cast<ChimeraParser::DropPerFileContext *>(prop)) {
        for (auto *n : pf->name()) dd.perFile.push_back({name(n), integer(pf->INT())});
      } else if (auto *nm = dynamic_cast<ChimeraParser::DropNoMateContext *>(prop)) {
        for (auto *n : nm->name()) dd.noMate.push_back(name(n));
      } else if (dynamic_cast<ChimeraParser::DropBlastedContext *>(prop)) {
        dd.blasted = true;
        dd.blastedLoc = loc(prop);
      } else if (auto *nd = dynamic_cast<ChimeraParser::DropNeverContext *>(prop)) {
        for (auto *n : nd->name()) dd.never.push_back({name(n), side_of(nd->color)});
      } else if (auto *pu = dynamic_cast<ChimeraParser::DropPushContext *>(prop)) {
        dd.push = std::make_pair(name(pu->name()), integer(pu->INT()));
      } else if (auto *u = dynamic_cast<ChimeraParser::DropUnlimitedContext *>(prop)) {
        for (auto *n : u->name()) dd.unlimited.push_back(name(n));
      } else if (dynamic_cast<ChimeraParser::DropAdjacentContext *>(prop)) {
        dd.adjacent = true;
      } else if (dynamic_cast<ChimeraParser::DropEnclosingContext *>(prop)) {
        dd.enclosing = true;
      } else if (auto *st = dynamic_cast<ChimeraParser::DropStackedContext *>(prop)) {
        (st->every ? dd.stackedEverySide : dd.stacked) = true;
      } else if (auto *aw = dynamic_cast<ChimeraParser::DropAwayContext *>(prop)) {
        std::vector<std::string> words;
        for (auto *w : aw->lineWord()) words.push_back(w->getText());
        dd.away = std::move(words);
      } else if (auto *o = dynamic_cast<ChimeraParser::DropOpeningContext *>(prop)) {
        const int side = side_of(o->color);
        region(side ? dd.sideOpening[side - 1] : dd.opening, o->region());
        dd.openingLoc = loc(o);
      } else if (auto *md = dynamic_cast<ChimeraParser::DropMustContext *>(prop)) {
        std::vector<Name> types;
        for (auto *n : md->name()) types.push_back(name(n));
        dd.mustDrop = std::move(types);
        dd.mustDropLoc = loc(md);
      } else if (auto *oc = dynamic_cast<ChimeraParser::DropOppositeColoursContext *>(prop)) {
        for (auto *n : oc->name()) dd.oppositeColours.push_back(name(n));
      } else if (auto *pr = dynamic_cast<ChimeraParser::DropPromotedContext *>(prop)) {
        for (auto *n : pr->name()) dd.promoted.push_back(name(n));
      } else if (dynamic_cast<ChimeraParser::DropKeepPromotionsContext *>(prop)) {
        dd.keepPromotions = true;
        dd.keepLoc = loc(prop);
      }
    }
    d.drops = dd;
  } else if (auto *x = dynamic_cast<ChimeraParser::GatingItemContext *>(item)) {
    GatingDecl gd;
    gd.loc = loc(x);
    for (auto *prop : x->gatingProp()) {
      if (auto *p = dynamic_cast<ChimeraParser::GatePiecesContext *>(prop))
        for (auto *n : p->name()) gd.pieces.push_back(name(n));
      else if (auto *z = dynamic_cast<ChimeraParser::GateZoneContext *>(prop))
        region(gd.zone, z->region());
    }
    d.gating = gd;
  } else if (auto *x = dynamic_cast<ChimeraParser::WallsItemContext *>(item)) {
    WallsDecl wd;
    wd.loc = loc(x);
    for (auto *prop : x->wallProp()) {
      if (auto *p = dynamic_cast<ChimeraParser::WallPlaceContext *>(prop))
        wd.place = p->how->getText();
      else if (auto *z = dynamic_cast<ChimeraParser::WallZoneContext *>(prop))
        region(wd.zone, z->region());
      else if (dynamic_cast<ChimeraParser::WallMovingContext *>(prop))
        wd.moving = true;
      else if (dynamic_cast<ChimeraParser::WallInsteadContext *>(prop))
        wd.instead = true;
    }
    d.walls = wd;
  } else if (auto *x = dynamic_cast<ChimeraParser::RulesItemContext *>(item)) {
    rules(d.rules, x);
  } else if (auto *x = dynamic_cast<ChimeraParser::OptionItemContext *>(item)) {
    OptionDecl o;
    o.name = name(x->name());
    for (auto *val : x->optionValue()) {
      auto frag = std::make_shared<VariantDecl>();
      frag->loc = loc(val);
      auto saved = std::move(seen_); // an option value may declare what the variant did
      seen_.clear();
      for (auto *inner : val->item()) this->item(*frag, inner);
      seen_ = std::move(saved);
      Name key = val->name() ? name(val->name()) : Name{val->INT()->getText(), loc(val->INT())};
      for (const auto &[k, unused] : o.values)
        if (k.text == key.text)
          diags_.error(key.loc,
                       "value '" + key.text + "' of option '" + o.name.text + "' is already declared");
      o.values.push_back({key, frag});
    }
    d.options.push_back(std::move(o));
  }
}

PieceDecl Builder::piece(ChimeraParser::PieceItemContext *x) {
  PieceDecl p;
  p.loc = loc(x);
  p.name = name(x->name());
  auto *l = x->letter();
  p.letter = l->name() ? name(l->name()) : Name{l->INT()->getText(), loc(l->INT())};
  p.promoted = x->letter()->plus != nullptr;
  for (auto *prop : x->pieceProp()) {
    if (auto *m = dynamic_cast<ChimeraParser::MovesPropContext *>(prop)) {
      Moves mv;
      mv.betza = str(m->STRING());
      mv.color = side_of(m->color);
      if (m->from) region(mv.from, m->from);
      if (m->within) region(mv.within, m->within);
      if (m->onto) region(mv.onto, m->onto), mv.ontoLoc = loc(m->onto);
      for (auto *rule : m->moveClause()) {
        if (auto *sr = dynamic_cast<ChimeraParser::ScreenRuleContext *>(rule)) {
          mv.screenSide = sr->side->getText() == "friend" ? 1 : 2;
          mv.screenLoc = loc(sr);
        } else if (auto *pr = dynamic_cast<ChimeraParser::PierceRuleContext *>(rule)) {
          mv.pierces = true;
          mv.pierceLoc = loc(pr);
          for (auto *n : pr->name()) mv.pierceStops.push_back(name(n));
        } else if (dynamic_cast<ChimeraParser::FirstRuleContext *>(rule)) {
          mv.first = true;
          mv.firstLoc = loc(rule);
        } else if (dynamic_cast<ChimeraParser::NotInCheckRuleContext *>(rule)) {
          mv.notInCheck = true;
        } else {
          mv.explodes = true;
          mv.explodeLoc = loc(rule);
        }
      }
      p.moves.push_back(std::move(mv));
    } else if (auto *ch = dynamic_cast<ChimeraParser::ChecksPropContext *>(prop)) {
      p.moves.push_back(moves_of(ch->STRING(), Moves::Check));
    } else if (auto *cf = dynamic_cast<ChimeraParser::ConfrontsPropContext *>(prop)) {
      p.moves.push_back(moves_of(cf->STRING(), Moves::Confront));
    } else if (auto *fb = dynamic_cast<ChimeraParser::FallbackPropContext *>(prop)) {
      p.moves.push_back(moves_of(fb->STRING(), Moves::Fallback));
    } else if (dynamic_cast<ChimeraParser::RotatedPropContext *>(prop)) {
      p.rotated = true;
    } else if (auto *cf = dynamic_cast<ChimeraParser::ConfinedPropContext *>(prop))
      region(p.confined, cf->region());
    else if (auto *r = dynamic_cast<ChimeraParser::RoyalPropContext *>(prop)) {
      (r->when ? p.royalLast : p.royal) = true;
      p.royalLoc = loc(r);
    } else if (dynamic_cast<ChimeraParser::EscapesPropContext *>(prop))
      p.escapesByCapture = true;
    else if (auto *fl = dynamic_cast<ChimeraParser::FirstLostPropContext *>(prop)) {
      std::vector<Name> by;
      for (auto *n : fl->name()) by.push_back(name(n));
      p.firstLost = by;
      p.firstLostAimed = fl->how->getText() == "aimed";
      p.firstLostLoc = loc(fl);
    } else if (auto *sc = dynamic_cast<ChimeraParser::ScreenPropContext *>(prop)) {
      ScreenDecl d;
      d.loc = loc(sc);
      d.side = !sc->side ? 0 : sc->side->getText() == "friend" ? 1 : 2;
      for (auto *n : sc->name()) d.pieces.push_back(name(n));
      std::string how = sc->how->getText();
      d.how = how == "none" ? ScreenDecl::None : how == "adjacent" ? ScreenDecl::Adjacent : ScreenDecl::Slide;
      p.screens.push_back(std::move(d));
    } else if (auto *cc = dynamic_cast<ChimeraParser::CannotCapturePropContext *>(prop)) {
      for (auto *n : cc->name()) p.cannotCapture.push_back(name(n));
    } else if (dynamic_cast<ChimeraParser::ImmobilePropContext *>(prop)) {
      p.immobile = true;
      p.immobileLoc = loc(prop);
    } else if (dynamic_cast<ChimeraParser::TakenEnPassantPropContext *>(prop)) {
      p.takenEnPassant = true;
      p.takenLoc = loc(prop);
    } else if (auto *v = dynamic_cast<ChimeraParser::ValuePropContext *>(prop)) {
      std::string t = v->number()->getText();
      p.value = Number{std::strtod(t.c_str(), nullptr), loc(v->number())};
    }
  }
  return p;
}

void Builder::region(std::vector<RegionTerm> &out, ChimeraParser::RegionContext *r) {
  for (auto *term : r->regionTerm()) {
    RegionTerm t;
    t.loc = loc(term);
    if (auto *k = dynamic_cast<ChimeraParser::RankTermContext *>(term)) {
      t.kind = RegionTerm::Ranks;
      t.first = integer(k->INT(0));
      t.last = k->INT().size() > 1 ? integer(k->INT(1)) : t.first;
    } else if (auto *f = dynamic_cast<ChimeraParser::FileTermContext *>(term)) {
      t.kind = RegionTerm::Files;
      t.from = name(f->name(0));
      t.to = f->name().size() > 1 ? name(f->name(1)) : t.from;
    } else if (auto *rc = dynamic_cast<ChimeraParser::RectTermContext *>(term)) {
      t.kind = RegionTerm::Rectangle;
      t.from = name(rc->name(0));
      t.to = name(rc->name(1));
    } else if (auto *s = dynamic_cast<ChimeraParser::SquareTermContext *>(term)) {
      t.kind = RegionTerm::Square;
      t.from = name(s->name());
    }
    out.push_back(t);
  }
}

PromotionDecl Builder::promotion(ChimeraParser::PromotionItemContext *x) {
  PromotionDecl p;
  p.loc = loc(x);
  for (auto *prop : x->promotionProp()) {
    if (auto *a = dynamic_cast<ChimeraParser::PromotePiecesContext *>(prop))
      for (auto *n : a->name()) p.pieces.push_back(name(n));
    else if (auto *z = dynamic_cast<ChimeraParser::PromoteZoneContext *>(prop)) {
      if (int side = side_of(z->color))
        p.hasSideZone[side - 1] = true, region(p.sideZone[side - 1], z->region());
      else
        p.hasZone = true, region(p.zone, z->region());
    } else if (auto *c = dynamic_cast<ChimeraParser::PromoteChoicesContext *>(prop)) {
      const int side = side_of(c->color);
      for (auto *n : c->name()) (side ? p.sideChoices[side - 1] : p.choices).push_back(name(n));
    } else if (auto *l = dynamic_cast<ChimeraParser::PromoteLimitContext *>(prop))
      for (size_t i = 0; i < l->name().size(); ++i)
        p.limits.push_back({name(l->name(i)), integer(l->INT(i))});
    else if (dynamic_cast<ChimeraParser::PromoteMandatoryContext *>(prop))
      p.mandatory = true, p.mandatoryLoc = loc(prop);
    else if (dynamic_cast<ChimeraParser::PromoteOptionalContext *>(prop))
      p.mandatory = false;
    else if (dynamic_cast<ChimeraParser::PromoteLeavingContext *>(prop))
      p.leaving = true, p.leavingLoc = loc(prop);
    else if (dynamic_cast<ChimeraParser::PromoteRevertsContext *>(prop))
      p.reverts = true, p.revertsLoc = loc(prop);
    else if (dynamic_cast<ChimeraParser::PromoteByCaptureContext *>(prop))
      p.byCapture = true, p.byCaptureLoc = loc(prop);
    else if (dynamic_cast<ChimeraParser::PromoteInPlaceContext *>(prop))
      p.inPlace = true, p.inPlaceLoc = loc(prop);
    else if (dynamic_cast<ChimeraParser::PromoteAnywhereContext *>(prop))
      p.anywhereWhenLast = true, p.anywhereLoc = loc(prop);
    else if (dynamic_cast<ChimeraParser::PromoteNotAttackingContext *>(prop))
      p.notAttacking = true, p.notAttackingLoc = loc(prop);
  }
  return p;
}

CastlingDecl Builder::castling(ChimeraParser::CastlingItemContext *x) {
  CastlingDecl c;
  c.loc = loc(x);
  for (auto *prop : x->castlingProp()) {
    if (auto *k = dynamic_cast<ChimeraParser::CastleKingContext *>(prop)) {
      c.king = name(k->name(0));
      if (k->at) c.kingSquare = name(k->at);
    } else if (auto *w = dynamic_cast<ChimeraParser::CastleWithContext *>(prop)) {
      c.withLoc = loc(w);
      c.with.clear();
      for (auto *n : w->name()) c.with.push_back(name(n));
    } else if (dynamic_cast<ChimeraParser::CastleDroppedContext *>(prop)) {
      c.dropped = true;
    } else if (dynamic_cast<ChimeraParser::CastleOppositeContext *>(prop)) {
      c.opposite = true;
    } else if (auto *s = dynamic_cast<ChimeraParser::CastleSideContext *>(prop)) {
      for (const CastleSide &other : c.sides)
        if (other.kingside == (s->side->getText() == "kingside") &&
            other.kingFile.text == s->kingFile->getText() &&
            (!s->color || !other.color || other.color == (s->color->getText() == "white" ? 1 : 2)))
          diags_.error(loc(s), s->side->getText() + " castling to the " + other.kingFile.text +
                                   "-file is already declared at line " + std::to_string(other.loc.line));
      CastleSide side;
      side.loc = loc(s);
      side.kingside = s->side->getText() == "kingside";
      side.color = !s->color ? 0 : s->color->getText() == "white" ? 1 : 2;
      side.kingFile = name(s->kingFile);
      side.rookFile = name(s->rookFile);
      c.sides.push_back(side);
    }
  }
  return c;
}

ShuffleDecl Builder::shuffle(ChimeraParser::ShuffleItemContext *x) {
  ShuffleDecl d;
  d.loc = loc(x);
  region(d.region, x->region());
  for (auto *prop : x->shuffleProp()) {
    if (auto *c = dynamic_cast<ChimeraParser::ShuffleColoursContext *>(prop)) {
      std::vector<Name> types;
      for (auto *n : c->name()) types.push_back(name(n));
      d.bothColours.push_back(std::move(types));
    } else if (auto *b = dynamic_cast<ChimeraParser::ShuffleBetweenContext *>(prop)) {
      d.between.push_back({name(b->name(0)), name(b->name(1))});
    }
  }
  return d;
}

std::optional<VariantDecl> parse(const std::string &text, const std::string &file, Diagnostics &diags) {
  int line, col;
  if (!valid_utf8(text, line, col)) {
    diags.error({file, line, col}, "invalid UTF-8");
    return std::nullopt;
  }
  try {
    antlr4::ANTLRInputStream input(text);
    ChimeraLexer lexer(&input);
    SyntaxErrors errors(file);
    lexer.removeErrorListeners();
    lexer.addErrorListener(&errors.lexer());
    antlr4::CommonTokenStream tokens(&lexer);
    ChimeraParser parser(&tokens);
    parser.setErrorHandler(errors.strategy());
    parser.removeErrorListeners();
    ChimeraParser::FileContext *tree = parser.file();
    if (errors.report(diags) || !tree || !tree->variant()) return std::nullopt;
    Builder b(file, diags);
    return b.variant(tree->variant());
  } catch (const std::range_error &) {
    diags.error({file, 1, 1}, "invalid UTF-8");
  } catch (const std::exception &e) {
    diags.error({file, 1, 1}, std::string("cannot parse: ") + e.what());
  }
  return std::nullopt;
}

} // namespace chimera::syntax
