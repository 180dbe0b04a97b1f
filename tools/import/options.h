// Every variants.ini option Fairy-Stockfish reads, with its type, default and how the importer
// treats it. docs/porting.md has a row for each (a test checks that).
#pragma once

#include <string>
#include <vector>

namespace chimera::import {

enum class Kind { Bool, Int, Rank, File, Squares, Pieces, Piece, Result, Text, Choice, Rights };

enum class Support {
  Rule,         // translated into Chimera constructs
  Display,      // only for GUIs or the engine's evaluation: no rule to translate
  Adjudication, // ends games by counting in play; not expressible, reported as a warning
  Later,        // not expressible yet: an error unless it has its default value
  Partial,      // translated for the one board Chimera plays; what is left out is a warning
};

struct OptionInfo {
  const char *name;
  Kind kind;
  const char *fallback; // the value when no section gives one (FSF's default)
  Support support;
  const char *why = ""; // for Later: what Chimera lacks
};

const std::vector<OptionInfo> &option_table();
const OptionInfo *find_option(const std::string &name);
// Options given for both colours at once and the per-colour options they set.
std::vector<std::string> colour_aliases(const std::string &name);

} // namespace chimera::import
