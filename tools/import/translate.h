// The translation of a resolved Fairy-Stockfish variant into a Chimera definition.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "compiler/diagnostics.h"
#include "tools/import/resolve.h"

namespace chimera::import {

// A Chimera definition as items of text, so that a child can be written as what it changes.
struct Definition {
  struct Piece {
    std::string name, letter; // "Tokin", "+P"
    std::vector<std::string> lines;
  };
  std::string name, comment;
  int files = 8, ranks = 8;
  std::string holes;                                        // a region, or empty
  std::vector<std::pair<std::string, std::string>> regions; // named regions: name, region
  std::vector<Piece> pieces;
  std::vector<std::string> letters; // of every FSF piece type, used in the game or not
  std::string start;
  std::string promotions, drops, gating, castling, walls; // whole blocks, or empty
  std::vector<std::string> rules;                         // the lines of the rules block
};

struct Translation {
  Definition def;                   // valid only without errors
  std::vector<Diagnostic> warnings; // rules that only adjudicate games in play, left out
};

// Errors (options Chimera cannot express yet, values it cannot read) go to diags. Pieces are
// named after FSF's piece types unless `names` gives a name for their letter ("K", "+P").
Translation translate(const FsfVariant &v, const std::string &iniPath, Diagnostics &diags,
                      const std::map<std::string, std::string> &names = {});

// The whole definition.
std::string write_definition(const Definition &d);
// The definition as `extends "PARENT"` of a shipped definition whose own pieces are
// `shipped` (names and letters), and which says what `parent` says; empty if a child cannot say it so
// (it would have to take back a rule of the parent's). The shipped pieces in `initial` have
// `i` moves, which depend on the start position: a new start restates them. `adjudication`
// (removal items) is written when the board changes.
std::string write_extension(const Definition &d, const Definition &parent, const std::string &parentName,
                            const std::vector<std::pair<std::string, std::string>> &shipped,
                            const std::vector<std::string> &initial, const std::string &adjudication);

} // namespace chimera::import
