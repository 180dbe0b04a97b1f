// A move as a person types it: the engine's coordinate notation (runtime/notation/notation.h) or SAN
// (runtime/notation/san.h), read with some leniency, so that "E2-E4", "e4xd5", "O-O", "Ng1-f3" or a
// promotion left unsaid are understood when they fit exactly one legal move.
#pragma once

#include <string>
#include <vector>

#include "runtime/board/position.h"

namespace chimera {

struct MoveInput {
  enum Kind { Found, Illegal, Ambiguous, NotAMove } kind = NotAMove;
  Move move = Move::none();            // Found
  std::vector<std::string> candidates; // Ambiguous: the legal moves it may mean
  std::string why;                     // Illegal: what is wrong with it, if known
};

MoveInput read_move(Position &pos, const std::string &typed);

// The legal moves of the position as written, sorted.
std::vector<std::string> legal_move_texts(Position &pos);

} // namespace chimera
