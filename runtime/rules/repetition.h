// What a repeated position means: the variant's repetition result, or a loss for the side that
// gave check at every move of the cycle (`perpetual check`), or chased one piece with every move
// (`perpetual chase`).
#pragma once

#include <cstdint>

#include "runtime/board/variant.h"

namespace chimera {

enum class Repeat : uint8_t { Plain, PerpetualCheck, PerpetualChase };

// The outcome, for the side to move (`us`), of a position that repeats the one `length` plies
// earlier. checks[k] says whether the side to move was in check `length - k` plies ago
// (checks[length] is this position); null where it is not known. `chasers`: bit 0, the side
// that just moved chased one piece with every move of the cycle; bit 1, the side to move did
// (runtime/rules/chase.h). `why`, if given, says which rule decided.
Outcome repetition_outcome(const Variant &v, Color us, const uint8_t *checks, int length, int chasers = 0,
                           Repeat *why = nullptr);

} // namespace chimera
