#include "compiler/diagnostics.h"

#include <algorithm>
#include <tuple>

namespace chimera {

void Diagnostics::error(const SourceLoc &loc, std::string message) {
  for (const Diagnostic &d : list_) // one message per place is enough
    if (d.loc.file == loc.file && d.loc.line == loc.line && d.loc.col == loc.col && d.message == message)
      return;
  list_.push_back({loc, std::move(message)});
}

std::string format(const Diagnostic &d) {
  std::string s = d.loc.file;
  if (d.loc.line > 0) s += ":" + std::to_string(d.loc.line) + ":" + std::to_string(d.loc.col);
  return s + ": error: " + d.message;
}

std::string Diagnostics::format() const {
  // Files in the order they were first reported, then by position within each file.
  std::vector<std::string> files;
  for (const Diagnostic &d : list_)
    if (std::find(files.begin(), files.end(), d.loc.file) == files.end()) files.push_back(d.loc.file);
  auto rank = [&](const Diagnostic &d) {
    return std::make_tuple(std::find(files.begin(), files.end(), d.loc.file) - files.begin(), d.loc.line,
                           d.loc.col);
  };
  std::vector<Diagnostic> sorted = list_;
  std::stable_sort(sorted.begin(), sorted.end(),
                   [&](const Diagnostic &a, const Diagnostic &b) { return rank(a) < rank(b); });
  std::string out;
  for (const Diagnostic &d : sorted) out += chimera::format(d) + "\n";
  return out;
}

} // namespace chimera
