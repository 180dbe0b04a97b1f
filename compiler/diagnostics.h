// Source-located diagnostics: every error names its file, line and column.
#pragma once

#include <string>
#include <vector>

namespace chimera {

struct SourceLoc {
  std::string file;
  int line = 0; // 1-based; 0 means "the file as a whole"
  int col = 0;  // 1-based

  SourceLoc shifted(int columns) const { return {file, line, col + columns}; }
};

struct Diagnostic {
  SourceLoc loc;
  std::string message;
};

class Diagnostics {
public:
  void error(const SourceLoc &loc, std::string message);
  bool has_errors() const { return !list_.empty(); }
  const std::vector<Diagnostic> &all() const { return list_; }
  // Every diagnostic as "FILE:LINE:COL: error: MESSAGE", one per line, in source order.
  std::string format() const;

private:
  std::vector<Diagnostic> list_;
};

std::string format(const Diagnostic &d);

} // namespace chimera
