// Parse tree -> syntax::VariantDecl. ANTLR does the parsing; this file turns its errors into
// our diagnostics and its tree into plain declarations.
#include "compiler/syntax.h"

#include <cstdio>
#include <stdexcept>

#include "ChimeraLexer.h"
#include "ChimeraParser.h"
#include "antlr4-runtime.h"

namespace chimera::syntax {

namespace {

using grammar::ChimeraLexer;
using grammar::ChimeraParser;

SourceLoc loc_of(const std::string &file, const antlr4::Token *t) {
  return {file, int(t->getLine()), int(t->getCharPositionInLine()) + 1};
}

std::string show(const antlr4::Token *t) {
  if (!t || t->getType() == antlr4::Token::EOF) return "end of file";
  std::string text = t->getText();
  if (text.size() > 40) text = text.substr(0, 37) + "...";
  return "'" + text + "'";
}

// "a name", or the expected tokens spelled out; keywords usable as names are folded into it.
std::string describe(const antlr4::misc::IntervalSet &set, const antlr4::dfa::Vocabulary &vocab) {
  std::vector<std::string> items;
  bool wantsName = set.contains(size_t(ChimeraParser::IDENT));
  for (ssize_t t : set.toList()) {
    if (wantsName && t != ChimeraParser::IDENT && t != ChimeraParser::INT &&
        t != ChimeraParser::STRING && t < ChimeraParser::BOARDSIZE &&
        vocab.getLiteralName(t).size() > 3) // keywords; punctuation stays listed
      continue;
    if (t == ssize_t(antlr4::Token::EOF)) {
      items.push_back("end of file");
      continue;
    }
    switch (t) {
    case ChimeraParser::IDENT: items.push_back("a name"); break;
    case ChimeraParser::INT: items.push_back("a whole number"); break;
    case ChimeraParser::DECIMAL: items.push_back("a number"); break;
    case ChimeraParser::STRING: items.push_back("a string"); break;
    case ChimeraParser::BOARDSIZE: items.push_back("a board size like 8x8"); break;
    default: items.push_back(vocab.getLiteralName(t)); break;
    }
  }
  if (items.empty()) return "something else";
  std::string out;
  for (size_t i = 0; i < items.size(); ++i)
    out += (i == 0 ? "" : i + 1 == items.size() ? " or " : ", ") + items[i];
  return out;
}

// Reports syntax errors in our words, at the place a reader would look.
class ErrorStrategy : public antlr4::DefaultErrorStrategy {
public:
  ErrorStrategy(Diagnostics &d, std::string file) : diags_(d), file_(std::move(file)) {}
  int errors = 0;

protected:
  void report(const antlr4::Token *t, const std::string &msg) {
    ++errors;
    diags_.error(loc_of(file_, t), msg);
  }
  void reportNoViableAlternative(antlr4::Parser *p, const antlr4::NoViableAltException &e) override {
    report(e.getOffendingToken(), "unexpected " + show(e.getOffendingToken()) + ", expecting " +
                                      describe(e.getExpectedTokens(), p->getVocabulary()));
  }
  void reportInputMismatch(antlr4::Parser *p, const antlr4::InputMismatchException &e) override {
    report(e.getOffendingToken(), "unexpected " + show(e.getOffendingToken()) + ", expecting " +
                                      describe(e.getExpectedTokens(), p->getVocabulary()));
  }
  void reportUnwantedToken(antlr4::Parser *p) override {
    if (inErrorRecoveryMode(p)) return;
    beginErrorCondition(p);
    antlr4::Token *t = p->getCurrentToken();
    report(t, "unexpected " + show(t) + ", expecting " + describe(getExpectedTokens(p), p->getVocabulary()));
  }
  void reportMissingToken(antlr4::Parser *p) override {
    if (inErrorRecoveryMode(p)) return;
    beginErrorCondition(p);
    // Point just after the previous token: that is where the missing one belongs.
    antlr4::Token *prev = p->getTokenStream()->LT(-1);
    antlr4::Token *t = p->getCurrentToken();
    std::string what = describe(getExpectedTokens(p), p->getVocabulary());
    if (prev) {
      SourceLoc at = loc_of(file_, prev).shifted(int(prev->getText().size()));
      ++errors;
      diags_.error(at, "missing " + what);
    } else {
      report(t, "missing " + what + " before " + show(t));
    }
  }

private:
  Diagnostics &diags_;
  std::string file_;
};

class LexerErrors : public antlr4::BaseErrorListener {
public:
  LexerErrors(Diagnostics &d, std::string file) : diags_(d), file_(std::move(file)) {}
  int errors = 0;
  void syntaxError(antlr4::Recognizer *, antlr4::Token *, size_t line, size_t col,
                   const std::string &msg, std::exception_ptr) override {
    ++errors;
    // ANTLR says "token recognition error at: 'X...'": name the character instead.
    size_t at = msg.find("at: '");
    char ch = at != std::string::npos && at + 5 < msg.size() ? msg[at + 5] : '?';
    std::string text;
    if (ch == '"') text = "unterminated string";
    else if (ch == '/' && msg.find("/*") != std::string::npos) text = "unterminated comment";
    else if ((unsigned char)ch >= 0x20 && (unsigned char)ch < 0x7F)
      text = std::string("unexpected character '") + ch + "'";
    else {
      char buf[48];
      std::snprintf(buf, sizeof buf, "unexpected character 0x%02X", (unsigned char)ch);
      text = buf;
    }
    diags_.error({file_, int(line), int(col) + 1}, text);
  }

private:
  Diagnostics &diags_;
  std::string file_;
};

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

class Builder {
public:
  Builder(std::string file, Diagnostics &d) : file_(std::move(file)), diags_(d) {}

  VariantDecl variant(ChimeraParser::VariantContext *v) {
    VariantDecl d;
    d.loc = loc_of(file_, v->getStart());
    d.name = name(v->name());
    if (v->parent) d.parent = str(v->parent);
    for (auto *item : v->item()) this->item(d, item);
    return d;
  }

private:
  SourceLoc loc(antlr4::ParserRuleContext *c) { return loc_of(file_, c->getStart()); }
  SourceLoc loc(antlr4::tree::TerminalNode *n) { return loc_of(file_, n->getSymbol()); }

  Name name(ChimeraParser::NameContext *n) {
    if (!n) return {};
    return {n->getText(), loc(n)};
  }

  Str str(antlr4::Token *t) {
    std::string raw = t->getText(), value;
    for (size_t i = 1; i + 1 < raw.size(); ++i) {
      if (raw[i] == '\\' && i + 2 < raw.size()) {
        char e = raw[++i];
        value += e == 'n' ? '\n' : e == 't' ? '\t' : e;
      } else {
        value += raw[i];
      }
    }
    return {value, loc_of(file_, t).shifted(1)};
  }
  Str str(antlr4::tree::TerminalNode *n) { return str(n->getSymbol()); }

  int integer(antlr4::tree::TerminalNode *n) {
    const std::string text = n->getText();
    if (text.size() > 6) {
      diags_.error(loc(n), "number " + text + " is too large");
      return 0;
    }
    return std::stoi(text);
  }

  static Outcome outcome(ChimeraParser::OutcomeContext *o) {
    std::string t = o->getText();
    return t == "draw" ? Outcome::Draw : t == "loss" ? Outcome::Loss : Outcome::Win;
  }

  void item(VariantDecl &d, ChimeraParser::ItemContext *item) {
    if (auto *x = dynamic_cast<ChimeraParser::TitleItemContext *>(item)) {
      d.title = str(x->STRING());
    } else if (auto *x = dynamic_cast<ChimeraParser::BoardItemContext *>(item)) {
      BoardDecl b;
      b.loc = loc(x->size());
      if (auto *bs = x->size()->BOARDSIZE()) {
        std::string t = bs->getText();
        size_t cut = t.find_first_of("xX");
        std::string f = t.substr(0, cut), r = t.substr(cut + 1);
        b.files = f.size() > 4 ? 9999 : std::stoi(f);
        b.ranks = r.size() > 4 ? 9999 : std::stoi(r);
      } else {
        b.files = integer(x->size()->INT(0));
        b.ranks = integer(x->size()->INT(1));
      }
      d.board = b;
    } else if (auto *x = dynamic_cast<ChimeraParser::PieceItemContext *>(item)) {
      d.pieces.push_back(piece(x));
    } else if (auto *x = dynamic_cast<ChimeraParser::RemoveItemContext *>(item)) {
      d.removed.push_back(name(x->name()));
    } else if (auto *x = dynamic_cast<ChimeraParser::RemoveRuleItemContext *>(item)) {
      (x->what->getText() == "castling" ? d.noCastling : d.noPromotion) = true;
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
    } else if (auto *x = dynamic_cast<ChimeraParser::DropsItemContext *>(item)) {
      DropsDecl dd;
      dd.loc = loc(x);
      for (auto *prop : x->dropProp()) {
        if (dynamic_cast<ChimeraParser::DropCapturedContext *>(prop)) dd.captured = true;
        else if (auto *z = dynamic_cast<ChimeraParser::DropZoneContext *>(prop)) {
          std::vector<RegionTerm> terms;
          region(terms, z->region());
          dd.zones.push_back({name(z->name()), std::move(terms)});
        } else if (auto *o = dynamic_cast<ChimeraParser::DropOnePerFileContext *>(prop)) {
          for (auto *n : o->name()) dd.onePerFile.push_back(name(n));
        } else if (auto *nm = dynamic_cast<ChimeraParser::DropNoMateContext *>(prop)) {
          for (auto *n : nm->name()) dd.noMate.push_back(name(n));
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
    } else if (auto *x = dynamic_cast<ChimeraParser::RulesItemContext *>(item)) {
      rules(d.rules, x);
    }
  }

  PieceDecl piece(ChimeraParser::PieceItemContext *x) {
    PieceDecl p;
    p.loc = loc(x);
    p.name = name(x->name());
    p.letter = name(x->letter()->name());
    p.promoted = x->letter()->plus != nullptr;
    for (auto *prop : x->pieceProp()) {
      if (auto *m = dynamic_cast<ChimeraParser::MovesPropContext *>(prop)) {
        Moves mv{str(m->STRING()), {}, {}, Moves::Play};
        if (m->from) region(mv.from, m->from);
        if (m->within) region(mv.within, m->within);
        p.moves.push_back(std::move(mv));
      } else if (auto *ch = dynamic_cast<ChimeraParser::ChecksPropContext *>(prop)) {
        p.moves.push_back(Moves{str(ch->STRING()), {}, {}, Moves::Check});
      } else if (auto *cf = dynamic_cast<ChimeraParser::ConfrontsPropContext *>(prop)) {
        p.moves.push_back(Moves{str(cf->STRING()), {}, {}, Moves::Confront});
      } else if (auto *cf = dynamic_cast<ChimeraParser::ConfinedPropContext *>(prop))
        region(p.confined, cf->region());
      else if (dynamic_cast<ChimeraParser::RoyalPropContext *>(prop))
        p.royal = true;
      else if (auto *sc = dynamic_cast<ChimeraParser::ScreenPropContext *>(prop)) {
        ScreenDecl d;
        d.loc = loc(sc);
        d.side = !sc->side ? 0 : sc->side->getText() == "friend" ? 1 : 2;
        for (auto *n : sc->name()) d.pieces.push_back(name(n));
        std::string how = sc->how->getText();
        d.how = how == "none" ? ScreenDecl::None : how == "adjacent" ? ScreenDecl::Adjacent : ScreenDecl::Slide;
        p.screens.push_back(std::move(d));
      } else if (auto *cc = dynamic_cast<ChimeraParser::CannotCapturePropContext *>(prop)) {
        for (auto *n : cc->name()) p.cannotCapture.push_back(name(n));
      } else if (auto *v = dynamic_cast<ChimeraParser::ValuePropContext *>(prop)) {
        std::string t = v->number()->getText();
        p.value = Number{t.size() > 12 ? 1e9 : std::stod(t), loc(v->number())};
      }
    }
    return p;
  }

  void region(std::vector<RegionTerm> &out, ChimeraParser::RegionContext *r) {
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

  PromotionDecl promotion(ChimeraParser::PromotionItemContext *x) {
    PromotionDecl p;
    p.loc = loc(x);
    for (auto *prop : x->promotionProp()) {
      if (auto *a = dynamic_cast<ChimeraParser::PromotePiecesContext *>(prop))
        for (auto *n : a->name()) p.pieces.push_back(name(n));
      else if (auto *z = dynamic_cast<ChimeraParser::PromoteZoneContext *>(prop))
        p.hasZone = true, region(p.zone, z->region());
      else if (auto *c = dynamic_cast<ChimeraParser::PromoteChoicesContext *>(prop))
        for (auto *n : c->name()) p.choices.push_back(name(n));
      else if (auto *l = dynamic_cast<ChimeraParser::PromoteLimitContext *>(prop))
        for (size_t i = 0; i < l->name().size(); ++i) p.limits.push_back({name(l->name(i)), integer(l->INT(i))});
      else if (dynamic_cast<ChimeraParser::PromoteMandatoryContext *>(prop))
        p.mandatory = true;
      else if (dynamic_cast<ChimeraParser::PromoteOptionalContext *>(prop))
        p.mandatory = false;
      else if (dynamic_cast<ChimeraParser::PromoteLeavingContext *>(prop))
        p.leaving = true;
    }
    return p;
  }

  CastlingDecl castling(ChimeraParser::CastlingItemContext *x) {
    CastlingDecl c;
    c.loc = loc(x);
    for (auto *prop : x->castlingProp()) {
      if (auto *w = dynamic_cast<ChimeraParser::CastleWithContext *>(prop)) {
        c.with = name(w->name());
      } else if (auto *s = dynamic_cast<ChimeraParser::CastleSideContext *>(prop)) {
        CastleSide side;
        side.loc = loc(s);
        side.kingside = s->side->getText() == "kingside";
        side.kingFile = name(s->kingFile);
        side.rookFile = name(s->rookFile);
        c.sides.push_back(side);
      }
    }
    return c;
  }

  void rules(RulesDecl &r, ChimeraParser::RulesItemContext *x) {
    for (auto *prop : x->ruleProp()) {
      if (auto *s = dynamic_cast<ChimeraParser::StalemateRuleContext *>(prop)) {
        r.stalemate = outcome(s->outcome());
      } else if (auto *m = dynamic_cast<ChimeraParser::MoveRuleContext *>(prop)) {
        r.moveRule = integer(m->INT());
        r.moveRuleLoc = loc(m->INT());
      } else if (dynamic_cast<ChimeraParser::PassRuleContext *>(prop)) {
        r.pass = true;
      } else if (auto *rep = dynamic_cast<ChimeraParser::RepetitionRuleContext *>(prop)) {
        r.repetitions = integer(rep->INT());
        r.repetitionLoc = loc(rep->INT());
        if (rep->outcome()) r.repetitionOutcome = outcome(rep->outcome());
      }
    }
  }

  std::string file_;
  Diagnostics &diags_;
};

} // namespace

std::optional<VariantDecl> parse(const std::string &text, const std::string &file, Diagnostics &diags) {
  int line, col;
  if (!valid_utf8(text, line, col)) {
    diags.error({file, line, col}, "invalid UTF-8");
    return std::nullopt;
  }
  try {
    antlr4::ANTLRInputStream input(text);
    ChimeraLexer lexer(&input);
    LexerErrors lexErrors(diags, file);
    lexer.removeErrorListeners();
    lexer.addErrorListener(&lexErrors);
    antlr4::CommonTokenStream tokens(&lexer);
    ChimeraParser parser(&tokens);
    auto strategy = std::make_shared<ErrorStrategy>(diags, file);
    parser.setErrorHandler(strategy);
    parser.removeErrorListeners();
    ChimeraParser::FileContext *tree = parser.file();
    if (lexErrors.errors || strategy->errors || !tree || !tree->variant()) return std::nullopt;
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
