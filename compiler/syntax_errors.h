// Syntax errors in our words: ANTLR's lexer and parser errors, collected, worded for a
// variant designer, and placed where a reader would look.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "antlr4-runtime.h"
#include "compiler/diagnostics.h"

namespace chimera::syntax {

SourceLoc token_loc(const std::string &file, const antlr4::Token *t);

class SyntaxErrors {
public:
  explicit SyntaxErrors(std::string file);
  ~SyntaxErrors();
  antlr4::ANTLRErrorListener &lexer();
  std::shared_ptr<antlr4::ANTLRErrorStrategy> strategy();
  // Moves the errors to diags: the lexical ones, and the syntax errors before the first
  // lexical one (after it they are mostly its echo). True if there were any.
  bool report(Diagnostics &diags);

  struct State;

private:
  std::shared_ptr<State> state_;
};

} // namespace chimera::syntax
