// The translation of a resolved Fairy-Stockfish variant into a Chimera definition.
#pragma once

#include <string>
#include <vector>

#include "compiler/diagnostics.h"
#include "tools/import/resolve.h"

namespace chimera::import {

struct Translation {
  std::string text;                 // the .variant file (valid only without errors)
  std::vector<Diagnostic> warnings; // rules that only adjudicate games in play, left out
};

// Errors (options Chimera cannot express yet, values it cannot read) go to diags.
Translation translate(const FsfVariant &v, const std::string &iniPath, Diagnostics &diags);

} // namespace chimera::import
