// Fairy-Stockfish's piece types (its predefined pieces and custom slots) and the translation
// of its Betza dialect into Chimera's.
#pragma once

#include <string>
#include <vector>

namespace chimera::import {

// FSF's piece types in its own order (the order it reads them in, which decides which of two
// pieces given the same letter survives): the predefined pieces, customPiece1..25, king.
struct PieceKind {
  const char *key;   // the variants.ini option: "pawn", "customPiece3", "king"
  const char *betza; // its moves in FSF's dialect; custom pieces and kings may give their own
  const char *name;  // the Chimera piece name
};
const std::vector<PieceKind> &piece_kinds();
int piece_kind(const std::string &key); // -1 if not a piece option
int king_kind();                        // the index of "king"
bool is_custom(int kind);

// One step of a move as (file step, rank step) from White's side.
struct Step {
  int dx, dy;
  bool operator<(const Step &o) const { return dx != o.dx ? dx < o.dx : dy < o.dy; }
  bool operator==(const Step &o) const { return dx == o.dx && dy == o.dy; }
};

// An FSF Betza string read as FSF reads it: one group per atom.
struct FsfMove {
  bool quiet = true, capture = true;
  bool hop = false, grasshop = false, lame = false, initial = false, rider = false;
  int range = 0;          // riders: 0 unlimited
  char atom = 'W';        // W F D N A H C Z G (K and Q are split into their W and F parts)
  std::vector<Step> dirs; // the directions FSF allows
};
// Reads `betza`; on a letter FSF would not read, returns false with `error` and the 0-based
// offending position in `at`.
bool read_fsf_betza(const std::string &betza, std::vector<FsfMove> &out, std::string &error, size_t &at);

// Chimera's Betza for some of the groups on a board of that size (steps longer than the
// board are left out). `ep` adds en passant to capture-only steps.
std::string chimera_betza(std::vector<FsfMove> moves, bool ep, int files, int ranks);

} // namespace chimera::import
