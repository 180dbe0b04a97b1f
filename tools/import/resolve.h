// A variants.ini section resolved as Fairy-Stockfish resolves it: its parents' settings
// (another section, or a built-in variant) overridden by its own, piece letters turned into
// piece types at the moment each option is read.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "compiler/diagnostics.h"
#include "tools/import/ini.h"

namespace chimera::import {

struct Setting {
  std::string value;
  SourceLoc loc;          // where it was given; the section header for built-in values
  std::vector<int> kinds; // for piece options: the piece types, in order; -2 stands for '*'
};

struct PieceSlot {
  char letter = 0; // lower case; 0: not in the variant
  std::string betza;
  SourceLoc loc;
};

struct FsfVariant {
  std::string name;
  SourceLoc loc;
  std::vector<std::string> builtins; // the built-in variants among its parents, nearest first
  std::vector<PieceSlot> pieces;     // by piece kind (pieces.h)
  std::map<std::string, Setting> settings;
  bool customKing = false;
  bool wazirKing = false; // the king moves as FSF's wazir type, not as a custom piece (Janggi's palace lines)
  // promotedPieceType and promotionLimit add up over the parents, type by type
  std::map<int, int> promotedTo, limits; // kind -> kind it promotes to / most pieces of it

  // The setting, or the option's default (at the section's header) if none gave it.
  Setting get(const std::string &key) const;
  bool flag(const std::string &key) const { return get(key).value == "true"; }
  int kind_of_letter(char c) const; // -1 if no piece has it
};

// Resolves section `name` of `ini`. Errors (unknown options, bad values, unknown parents) go
// to diags; the result is still made of what could be read.
std::optional<FsfVariant> resolve(const IniFile &ini, const std::string &name, Diagnostics &diags);

// The built-in variants the importer knows, as variants.ini text of its own.
const IniFile &builtins();

} // namespace chimera::import
