// Source-located diagnostics: every error names its file, line and column. An error in a
// file read through `extends` carries notes naming the chain of files that led to it.
#pragma once

#include <map>
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
  std::vector<std::string> notes; // each printed after the error as "note: NOTE"
};

class Diagnostics {
public:
  void error(const SourceLoc &loc, std::string message);
  // Records that `file` is read because `at`, in another file, says `extends "NAME"`: every
  // error in `file` then gets the note "in 'AT', which extends 'NAME'", and the notes of AT's file.
  void extended(const std::string &file, const SourceLoc &at, const std::string &name);
  bool has_errors() const { return !list_.empty(); }
  const std::vector<Diagnostic> &all() const { return list_; }
  // Every diagnostic as "FILE:LINE:COL: error: MESSAGE", one per line, each followed by its
  // notes, in source order.
  std::string format() const;

private:
  struct Extension {
    SourceLoc at;
    std::string name;
  };
  std::vector<Diagnostic> list_;
  std::map<std::string, Extension> parents_; // file -> where it was extended from
};

std::string format(const SourceLoc &loc);
// One error line and its note lines, each ending in a newline.
std::string format(const Diagnostic &d);

} // namespace chimera
