// The legal move generator of the bitboard path: checkers, pins and the check-block mask once
// per node, so that the moves it lists are legal without being tried (docs/design.md,
// "Bitboards"). For variants with Variant::bitboards or wideBitboards; the functions return
// false (or -1) for the others.
#pragma once

#include <cstdint>

#include "runtime/bitboard/attacks.h"
#include "runtime/moves/movegen.h"

namespace chimera::bitboard {

// Appends the legal moves of pos to list: with `ordered`, in the order of the ray generator
// followed by legal() (so that generate_legal lists what it always listed). False, adding
// nothing, where the position is one the path does not serve (the side to move has more than
// one royal piece).
bool generate_legal(Position &pos, MoveList &list, bool ordered);
// The legal captures and promotions, in the order of generate_tactical followed by legal();
// false, adding nothing, where generate_legal would be.
bool generate_tactical(Position &pos, MoveList &list);
// The number of legal moves (perft's last ply), or -1 where the path does not serve pos.
int64_t count_legal(Position &pos);

} // namespace chimera::bitboard
