#include "compiler/syntax_errors.h"

#include <cstdio>
#include <tuple>

#include "ChimeraParser.h"

namespace chimera::syntax {

using grammar::ChimeraParser;

SourceLoc token_loc(const std::string &file, const antlr4::Token *t) {
  return {file, int(t->getLine()), int(t->getCharPositionInLine()) + 1};
}

struct SyntaxErrors::State {
  std::string file;
  std::vector<Diagnostic> lexical, syntax;
};

namespace {

std::string show(const antlr4::Token *t) {
  if (!t || t->getType() == antlr4::Token::EOF) return "end of file";
  std::string text = t->getText();
  if (text.size() > 40) text = text.substr(0, 37) + "...";
  return "'" + text + "'";
}

bool is_keyword(const std::string &literal) {
  return literal.size() > 2 && literal[0] == '\'' && std::isalpha((unsigned char)literal[1]);
}

// What the parser was reading, for expected-token sets too long to list.
std::string context_of(antlr4::ParserRuleContext *ctx) {
  for (; ctx; ctx = dynamic_cast<antlr4::ParserRuleContext *>(ctx->parent)) {
    if (dynamic_cast<ChimeraParser::LetterContext *>(ctx)) return "a piece letter";
    if (dynamic_cast<ChimeraParser::MovesPropContext *>(ctx))
      return "a move rule ('from', 'within', 'onto', 'screen', 'pierces', 'explodes')";
    if (dynamic_cast<ChimeraParser::PieceItemContext *>(ctx)) return "a piece property";
    if (dynamic_cast<ChimeraParser::PromotionItemContext *>(ctx)) return "a promotion property";
    if (dynamic_cast<ChimeraParser::CastlingItemContext *>(ctx)) return "a castling property";
    if (dynamic_cast<ChimeraParser::ShuffleItemContext *>(ctx)) return "a shuffle constraint";
    if (dynamic_cast<ChimeraParser::DropsItemContext *>(ctx)) return "a drop rule";
    if (dynamic_cast<ChimeraParser::GatingItemContext *>(ctx)) return "a gating property";
    if (dynamic_cast<ChimeraParser::RulesItemContext *>(ctx)) return "a rule";
    if (dynamic_cast<ChimeraParser::VariantContext *>(ctx)) return "a declaration";
  }
  return "";
}

// "a name", or the expected tokens spelled out; keywords usable as names fold into "a name",
// and a long list of keywords becomes what they have in common ("a piece property").
std::string describe(const antlr4::misc::IntervalSet &set, const antlr4::dfa::Vocabulary &vocab,
                     antlr4::ParserRuleContext *ctx) {
  std::vector<std::string> items, keywords;
  bool wantsName = set.contains(size_t(ChimeraParser::IDENT));
  for (ssize_t t : set.toList()) {
    if (t == ssize_t(antlr4::Token::EOF)) {
      items.push_back("end of file");
      continue;
    }
    std::string literal = vocab.getLiteralName(t);
    switch (t) {
    case ChimeraParser::IDENT: items.push_back("a name"); break;
    case ChimeraParser::INT: items.push_back("a whole number"); break;
    case ChimeraParser::DECIMAL: items.push_back("a number"); break;
    case ChimeraParser::STRING: items.push_back("a string"); break;
    case ChimeraParser::BOARDSIZE: items.push_back("a board size like 8x8"); break;
    default:
      if (is_keyword(literal)) {
        if (!wantsName) keywords.push_back(literal);
      } else {
        items.push_back(literal);
      }
    }
  }
  std::string what = context_of(ctx);
  if (what == "a piece letter") return what;
  if (keywords.size() > 3 && !what.empty()) keywords = {what};
  items.insert(items.begin(), keywords.begin(), keywords.end());
  if (items.empty()) return "something else";
  std::string out;
  for (size_t i = 0; i < items.size(); ++i)
    out += (i == 0 ? "" : i + 1 == items.size() ? " or " : ", ") + items[i];
  return out;
}

class Strategy : public antlr4::DefaultErrorStrategy {
public:
  explicit Strategy(std::shared_ptr<SyntaxErrors::State> s) : s_(std::move(s)) {}

protected:
  void report(const antlr4::Token *t, const std::string &msg) {
    s_->syntax.push_back({token_loc(s_->file, t), msg, {}});
  }
  void unexpected(antlr4::Parser *p, const antlr4::Token *t, const antlr4::misc::IntervalSet &expected) {
    report(t, "unexpected " + show(t) + ", expecting " +
                  describe(expected, p->getVocabulary(), p->getContext()));
  }
  void reportNoViableAlternative(antlr4::Parser *p, const antlr4::NoViableAltException &e) override {
    unexpected(p, e.getOffendingToken(), e.getExpectedTokens());
  }
  void reportInputMismatch(antlr4::Parser *p, const antlr4::InputMismatchException &e) override {
    unexpected(p, e.getOffendingToken(), e.getExpectedTokens());
  }
  void reportUnwantedToken(antlr4::Parser *p) override {
    if (inErrorRecoveryMode(p)) return;
    beginErrorCondition(p);
    unexpected(p, p->getCurrentToken(), getExpectedTokens(p));
  }
  void reportMissingToken(antlr4::Parser *p) override {
    if (inErrorRecoveryMode(p)) return;
    beginErrorCondition(p);
    // Point just after the previous token: that is where the missing one belongs.
    antlr4::Token *prev = p->getTokenStream()->LT(-1), *t = p->getCurrentToken();
    std::string what = describe(getExpectedTokens(p), p->getVocabulary(), p->getContext());
    if (prev)
      s_->syntax.push_back(
          {token_loc(s_->file, prev).shifted(int(prev->getText().size())), "missing " + what, {}});
    else
      report(t, "missing " + what + " before " + show(t));
  }

private:
  std::shared_ptr<SyntaxErrors::State> s_;
};

// One character of UTF-8 text at msg[at], as the reader would see it.
std::string character(const std::string &msg, size_t at) {
  unsigned char c = msg[at];
  int n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
  if (n > 1 && at + n <= msg.size()) return "'" + msg.substr(at, n) + "'";
  if (c >= 0x20 && c < 0x7F) return std::string("'") + char(c) + "'";
  if (c == '\t') return "'\\t'";
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%02X", c);
  return buf;
}

class LexerListener : public antlr4::BaseErrorListener {
public:
  explicit LexerListener(std::shared_ptr<SyntaxErrors::State> s) : s_(std::move(s)) {}
  void syntaxError(antlr4::Recognizer *, antlr4::Token *, size_t line, size_t col, const std::string &msg,
                   std::exception_ptr) override {
    // ANTLR says "token recognition error at: 'X...'": name the character instead.
    size_t at = msg.find("at: '");
    std::string text = "unexpected character";
    if (at != std::string::npos && at + 5 < msg.size()) {
      char ch = msg[at + 5];
      if (ch == '"')
        text = "unterminated string";
      else if (msg.compare(at + 5, 2, "/*") == 0)
        text = "unterminated comment";
      else
        text = "unexpected character " + character(msg, at + 5);
    }
    s_->lexical.push_back({{s_->file, int(line), int(col) + 1}, text, {}});
  }

private:
  std::shared_ptr<SyntaxErrors::State> s_;
};

} // namespace

struct Holder {
  std::shared_ptr<LexerListener> lexer;
  std::shared_ptr<Strategy> strategy;
};

static std::vector<std::pair<SyntaxErrors::State *, Holder>> &holders() {
  static thread_local std::vector<std::pair<SyntaxErrors::State *, Holder>> h;
  return h;
}

SyntaxErrors::SyntaxErrors(std::string file) : state_(std::make_shared<State>()) {
  state_->file = std::move(file);
  holders().push_back(
      {state_.get(), {std::make_shared<LexerListener>(state_), std::make_shared<Strategy>(state_)}});
}

SyntaxErrors::~SyntaxErrors() {
  auto &h = holders();
  for (auto it = h.begin(); it != h.end(); ++it)
    if (it->first == state_.get()) {
      h.erase(it);
      break;
    }
}

static Holder &holder(SyntaxErrors::State *s) {
  for (auto &[state, h] : holders())
    if (state == s) return h;
  throw std::logic_error("syntax error state lost");
}

antlr4::ANTLRErrorListener &SyntaxErrors::lexer() { return *holder(state_.get()).lexer; }
std::shared_ptr<antlr4::ANTLRErrorStrategy> SyntaxErrors::strategy() { return holder(state_.get()).strategy; }

bool SyntaxErrors::report(Diagnostics &diags) {
  auto pos = [](const Diagnostic &d) { return std::make_tuple(d.loc.line, d.loc.col); };
  for (const Diagnostic &d : state_->lexical) diags.error(d.loc, d.message);
  for (const Diagnostic &d : state_->syntax)
    if (state_->lexical.empty() || pos(d) < pos(state_->lexical.front())) diags.error(d.loc, d.message);
  return !state_->lexical.empty() || !state_->syntax.empty();
}

} // namespace chimera::syntax
