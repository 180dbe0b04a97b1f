#include "runtime/perft/perft_split.h"

#include <unordered_map>

#include "runtime/moves/movegen.h"
#include "runtime/perft/perft_hash.h"

namespace chimera {

namespace {

struct KeyPair {
  uint64_t zobrist, full;
  bool operator==(const KeyPair &o) const { return zobrist == o.zobrist && full == o.full; }
};
struct KeyPairHash {
  size_t operator()(const KeyPair &k) const { return size_t(k.zobrist ^ (k.full * 0x9E3779B97F4A7C15ull)); }
};

struct Splitter {
  Position &pos;
  std::vector<PerftJob> jobs;
  std::unordered_map<KeyPair, size_t, KeyPairHash> seen;
  std::vector<Move> line;

  void walk(int plies) {
    if (plies == 0) {
      auto [it, fresh] = seen.try_emplace(KeyPair{pos.key(), full_key(pos)}, jobs.size());
      if (fresh) jobs.push_back(PerftJob{line, 0});
      ++jobs[it->second].paths;
      return;
    }
    MoveList list;
    generate_legal(pos, list); // empty where a goal ended the game, as perft counts it
    for (Move m : list) {
      line.push_back(m);
      pos.do_move(m);
      walk(plies - 1);
      pos.undo_move(m);
      line.pop_back();
    }
  }
};

} // namespace

std::vector<PerftJob> split_perft(Position &pos, int plies) {
  Splitter s{pos, {}, {}, {}};
  s.walk(plies);
  return std::move(s.jobs);
}

} // namespace chimera
