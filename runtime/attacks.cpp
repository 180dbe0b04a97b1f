// Attack detection by probes: every way a piece of the attacking colour could reach the target
// square was reversed by the compiler into a walk outward from the target, so one call costs a
// few short walks whatever the number of piece types.
#include "runtime/position.h"

namespace chimera {

bool Position::attacked(Square target, Color by) const {
  const Variant &v = *v_;
  const uint32_t *index = v.probeIndex.data() + size_t(by) * v.squares() + target;
  const Probe *p = v.probes.data() + index[0], *end = v.probes.data() + index[1];
  const uint64_t have = present_[by];
  auto hits = [&](Piece pc, uint64_t mask) {
    return color_of(pc) == by && (mask >> type_of(pc) & 1);
  };
  for (; p != end; ++p) {
    if (!(p->any & have)) continue;
    const uint8_t *sq = v.pool.data() + p->first;
    const uint64_t *mask = v.probeMasks.data() + p->masks;
    int j = 0;
    switch (p->kind) {
    case ProbeKind::Line:
      break;
    case ProbeKind::Hop:
      while (j < p->len && !board_[sq[j]]) ++j;
      ++j; // past the screen
      break;
    case ProbeKind::Grasshopper:
      if (!board_[sq[0]]) continue;
      j = 1;
      break;
    case ProbeKind::Path: {
      const int last = p->len - 1, empties = last - p->nhop;
      while (j < empties && !board_[sq[j]]) ++j;
      if (j < empties) continue;
      while (j < last && board_[sq[j]]) ++j;
      if (j == last && board_[sq[last]] && hits(board_[sq[last]], mask[0])) return true;
      continue;
    }
    }
    for (; j < p->len; ++j)
      if (Piece pc = board_[sq[j]]) {
        if (hits(pc, mask[j])) return true;
        break;
      }
  }
  return false;
}

} // namespace chimera
