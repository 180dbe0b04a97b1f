#include "runtime/perft.h"

#include "runtime/goals.h"
#include "runtime/movegen.h"
#include "runtime/notation.h"

namespace chimera {

uint64_t perft(Position &pos, int depth) {
  if (depth <= 0) return 1;
  Outcome over;
  if (!pos.variant().goals.empty() && goal_reached(pos, over)) return 0;
  MoveList list;
  generate_pseudo(pos, list);
  const CheckInfo ci = check_info(pos);
  uint64_t nodes = 0;
  for (Move m : list) {
    if (!legal(pos, m, ci)) continue;
    if (depth == 1) {
      ++nodes;
      continue;
    }
    pos.do_move(m);
    nodes += perft(pos, depth - 1);
    pos.undo_move(m);
  }
  return nodes;
}

std::vector<std::pair<std::string, uint64_t>> divide(Position &pos, int depth) {
  std::vector<std::pair<std::string, uint64_t>> out;
  MoveList list;
  generate_legal(pos, list);
  for (Move m : list) {
    pos.do_move(m);
    out.emplace_back(move_to_text(pos.variant(), m), perft(pos, depth - 1));
    pos.undo_move(m);
  }
  return out;
}

} // namespace chimera
