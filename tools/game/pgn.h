// A game as PGN: its tags, then its moves in SAN (runtime/notation/san.h) from where it started,
// numbered from the FEN's move number, wrapped at 79 columns, a comment and the result.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "runtime/board/position.h"

namespace chimera {

struct PgnGame {
  std::vector<std::pair<std::string, std::string>> tags; // first, in this order (Event, Site, ...)
  std::string fen;                                       // where the moves start
  std::vector<Move> moves;
  std::string result = "*", comment;
};

// The tags, then [Variant "NAME"], and [SetUp "1"] [FEN "..."] when the game does not start
// from the variant's start position; a blank line; the moves.
std::string pgn_text(const Variant &v, const PgnGame &game);

} // namespace chimera
