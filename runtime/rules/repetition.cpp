#include "runtime/rules/repetition.h"

namespace chimera {

namespace {
Outcome flip(Outcome o) { return o == Outcome::Win ? Outcome::Loss : o == Outcome::Loss ? Outcome::Win : o; }
} // namespace

Outcome repetition_outcome(const Variant &v, Color us, const uint8_t *checks, int length, int chasers,
                           Repeat *why) {
  const GameRules &r = v.rules;
  Repeat none;
  Repeat &reason = why ? *why : none;
  reason = Repeat::Plain;
  bool bothChecked = false; // checks on both sides decide before chases
  if (r.perpetualCheck && checks && length >= 2) {
    // The side that just moved checked in every position where we are to move (k = length,
    // length - 2, ...); we checked in the others.
    bool them = true, ours = true;
    for (int k = length; k >= 0; k -= 2) them = them && checks[k];
    for (int k = length - 1; k >= 0; k -= 2) ours = ours && checks[k];
    if (them != ours) {
      reason = Repeat::PerpetualCheck;
      return them ? flip(r.perpetual) : r.perpetual;
    }
    bothChecked = them;
  }
  // A perpetual chase by one side only; by both, the repetition result.
  if (v.chase.on && !bothChecked && (chasers == 1 || chasers == 2)) {
    reason = Repeat::PerpetualChase;
    return chasers == 1 ? flip(v.chase.result) : v.chase.result;
  }
  if (r.repetitionFor >= 0 && Color(r.repetitionFor) != us) return flip(r.repetition);
  return r.repetition;
}

} // namespace chimera
