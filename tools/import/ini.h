// A reader for Fairy-Stockfish's variants.ini: sections `[name]` or `[name:parent]` of
// `key = value` lines, each remembered with its line and column for diagnostics.
#pragma once

#include <string>
#include <vector>

#include "compiler/diagnostics.h"

namespace chimera::import {

struct IniEntry {
  std::string key, value;
  SourceLoc keyLoc, valueLoc;
};

struct IniSection {
  std::string name, parent; // parent empty without `:parent`
  SourceLoc loc, parentLoc;
  std::vector<IniEntry> entries;
};

struct IniFile {
  std::string path;
  std::vector<IniSection> sections;
  const IniSection *find(const std::string &name) const;
};

// The words of a value (separated by blanks), each with its offset in the value.
std::vector<std::pair<size_t, std::string>> words(const std::string &value);

// Parses `text` as the file `path`; malformed lines are reported and skipped.
IniFile parse_ini(const std::string &text, const std::string &path, Diagnostics &diags);

} // namespace chimera::import
