#include "compiler/diagnostics.h"

#include <algorithm>
#include <tuple>

namespace chimera {

void Diagnostics::error(const SourceLoc &loc, std::string message) {
  for (const Diagnostic &d : list_) // one message per place is enough
    if (d.loc.file == loc.file && d.loc.line == loc.line && d.loc.col == loc.col && d.message == message)
      return;
  Diagnostic d{loc, std::move(message), {}};
  // Innermost first, as Clang lists the files an include came through. A chain has no cycles
  // (the loader refuses them), and the depth bound keeps a misuse from looping.
  std::string file = loc.file;
  for (size_t depth = 0; depth <= parents_.size(); ++depth) {
    auto it = parents_.find(file);
    if (it == parents_.end()) break;
    d.notes.push_back("in '" + chimera::format(it->second.at) + "', which extends '" + it->second.name + "'");
    file = it->second.at.file;
  }
  list_.push_back(std::move(d));
}

void Diagnostics::extended(const std::string &file, const SourceLoc &at, const std::string &name) {
  parents_[file] = {at, name};
}

std::string format(const SourceLoc &loc) {
  std::string s = loc.file;
  if (loc.line > 0) s += ":" + std::to_string(loc.line) + ":" + std::to_string(loc.col);
  return s;
}

std::string format(const Diagnostic &d) {
  std::string s = format(d.loc) + ": error: " + d.message + "\n";
  for (const std::string &note : d.notes) s += "note: " + note + "\n";
  return s;
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
  for (const Diagnostic &d : sorted) out += chimera::format(d);
  return out;
}

} // namespace chimera
