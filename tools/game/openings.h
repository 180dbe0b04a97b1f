// Opening suites for chimera match: a start position and the moves played from it.
#pragma once

#include <string>
#include <vector>

#include "tools/game/game.h"

namespace chimera {

struct Opening {
  std::string fen;                // where the game starts
  std::vector<std::string> moves; // then these, in Chimera's coordinate notation
  std::string result;             // a PGN game's Result tag ("1-0", "0-1", "1/2-1/2", "*"), else empty
};

// Reads the openings of `file` for the game's variant: an .epd file (the four position
// fields, then optional "hmvc N;" and "fmvn N;" opcodes; other opcodes are ignored), a .pgn
// file (each game's FEN tag or the start position, then its moves in coordinates or SAN), or
// else one FEN per line ('#' starts a comment line). False with the file, line and reason
// for anything that does not read as a legal position or move.
bool load_openings(const std::string &file, Game &game, std::vector<Opening> &out, std::string &why);

} // namespace chimera
