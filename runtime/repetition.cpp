#include "runtime/repetition.h"

namespace chimera {

namespace {
Outcome flip(Outcome o) { return o == Outcome::Win ? Outcome::Loss : o == Outcome::Loss ? Outcome::Win : o; }
} // namespace

Outcome repetition_outcome(const Variant &v, Color us, const uint8_t *checks, int length, bool *perpetual) {
  const GameRules &r = v.rules;
  if (perpetual) *perpetual = false;
  if (r.perpetualCheck && checks && length >= 2) {
    // The side that just moved checked in every position where we are to move (k = length,
    // length - 2, ...); we checked in the others.
    bool them = true, ours = true;
    for (int k = length; k >= 0; k -= 2) them = them && checks[k];
    for (int k = length - 1; k >= 0; k -= 2) ours = ours && checks[k];
    if (them != ours) {
      if (perpetual) *perpetual = true;
      return them ? flip(r.perpetual) : r.perpetual;
    }
  }
  if (r.repetitionFor >= 0 && Color(r.repetitionFor) != us) return flip(r.repetition);
  return r.repetition;
}

} // namespace chimera
