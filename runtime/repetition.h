// What a repeated position means: the variant's repetition result, or a loss for the side that
// gave check at every move of the cycle (`perpetual check`).
#pragma once

#include <cstdint>

#include "runtime/variant.h"

namespace chimera {

// The outcome, for the side to move (`us`), of a position that repeats the one `length` plies
// earlier. checks[k] says whether the side to move was in check `length - k` plies ago
// (checks[length] is this position); null where it is not known. `perpetual`, if given, is set
// when the result is that of perpetual check.
Outcome repetition_outcome(const Variant &v, Color us, const uint8_t *checks, int length,
                           bool *perpetual = nullptr);

} // namespace chimera
