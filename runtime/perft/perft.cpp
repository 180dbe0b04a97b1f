#include "runtime/perft/perft.h"

#include "runtime/bitboard/movegen.h"
#include "runtime/moves/movegen.h"
#include "runtime/moves/walls.h"
#include "runtime/notation/notation.h"
#include "runtime/perft/perft_hash.h"
#include "runtime/rules/goals.h"

namespace chimera {

namespace {

// Subtrees this deep and deeper go through the hash table; a one-ply subtree is counted in bulk
// about as fast as its full key is computed.
constexpr int HashMinDepth = 2;

template <bool Hashed> uint64_t count(Position &pos, int depth, PerftHash *hash) {
  if (depth <= 0) return 1;
  uint64_t fullKey = 0, nodes = 0;
  if (Hashed && depth >= HashMinDepth) {
    fullKey = full_key(pos);
    if (hash->probe(pos.key(), fullKey, depth, nodes)) return nodes;
  }
  Outcome over;
  bool goals = !pos.variant().goals.empty();
  if (pos.variant().on_bitboards()) { // the bitboard path (runtime/bitboard): legal moves only
    if (goals && goal_reached(pos, over)) return 0;
    if (depth == 1) {
      if (const int64_t n = bitboard::count_legal(pos); n >= 0) return uint64_t(n);
    } else if (MoveList legal; bitboard::generate_legal(pos, legal, false)) {
      for (Move m : legal) {
        pos.do_move(m);
        nodes += count<Hashed>(pos, depth - 1, hash);
        pos.undo_move(m);
      }
      if (Hashed && depth >= HashMinDepth) hash->store(pos.key(), fullKey, depth, nodes);
      return nodes;
    }
    goals = false; // judged above
  }
  if (depth == 1 && pos.variant().walls.place) {
    if (goals && goal_reached(pos, over)) return 0;
    if (const int64_t n = count_walled(pos); n >= 0) return uint64_t(n);
    goals = false;
  }
  // The moves before the goals: where every move is legal, a goal of `stalemated` needs no
  // second generation (StateInfo::canMove).
  MoveList list;
  generate_pseudo(pos, list);
  const CheckInfo ci = check_info(pos);
  if (ci.all_legal()) pos.st().canMove = list.n > 0;
  if (goals && goal_reached(pos, over)) return 0;
  if (depth == 1 && ci.all_legal()) return uint64_t(list.n);
  for (Move m : list) {
    if (!legal(pos, m, ci)) continue;
    if (depth == 1) {
      ++nodes;
      continue;
    }
    pos.do_move(m);
    nodes += count<Hashed>(pos, depth - 1, hash);
    pos.undo_move(m);
  }
  if (Hashed && depth >= HashMinDepth) hash->store(pos.key(), fullKey, depth, nodes);
  return nodes;
}

} // namespace

uint64_t perft(Position &pos, int depth, PerftHash *hash) {
  return hash ? count<true>(pos, depth, hash) : count<false>(pos, depth, nullptr);
}

std::vector<std::pair<std::string, uint64_t>> divide(Position &pos, int depth, PerftHash *hash) {
  std::vector<std::pair<std::string, uint64_t>> out;
  MoveList list;
  generate_legal(pos, list);
  for (Move m : list) {
    pos.do_move(m);
    out.emplace_back(move_to_text(pos.variant(), m), perft(pos, depth - 1, hash));
    pos.undo_move(m);
  }
  return out;
}

} // namespace chimera
