// Walks one definition as `chimera perft FILE DEPTH --check` does, from its start position and
// from positions reached by random play, for tools/scripts/random_definitions.py: one process
// per definition instead of one per position, and a node budget instead of a fixed depth.
//
//   definition_walk FILE [--option NAME=VALUE]... [--depth D] [--budget N] [--games G]
//                   [--plies P] [--seed S]
//
// Each position is walked as perft_checked does (check_node at every node) to the deepest
// depth <= D whose perft, counted first without checks, has at most N leaves. Along every
// random game each position is checked at depth 0 as well. Prints one line per walked position,
//   POS <TAB> FEN <TAB> depth <TAB> leaves <TAB> moves from the start
// then `DONE <TAB> positions <TAB> nodes checked` (every node, not only the leaves). Exit
// status: 0; 1 if the definition does not compile (its diagnostics on stdout); 2 for bad
// arguments; 3 for a broken invariant, after
//   BROKEN <TAB> moves from the start <TAB> depth <TAB> what check_node reported <TAB> the FEN
//   of the position before the last of those moves
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "compiler/compiler.h"
#include "runtime/board/invariants.h"
#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "runtime/perft/perft.h"
#include "runtime/board/position.h"

using namespace chimera;

namespace {

struct Walk {
  int depth = 3, games = 2, plies = 30;
  unsigned long long budget = 20000, checked = 0; // checked: nodes check_node saw
  int positions = 0;
};

std::string joined(const std::vector<std::string> &moves) {
  std::string out;
  for (const std::string &m : moves) out += (out.empty() ? "" : " ") + m;
  return out;
}

// The deepest depth <= max whose leaf count stays within the budget; a depth is tried only if
// the previous one, times its branching, suggests it fits.
int affordable(Position &pos, int max, unsigned long long budget) {
  unsigned long long prev = 1;
  int best = 0;
  for (int d = 1; d <= max; ++d) {
    const unsigned long long n = perft(pos, d);
    if (n > budget || n == 0) return n == 0 ? d : best;
    best = d;
    if (prev && n / prev * n > 4 * budget) break;
    prev = n;
  }
  return best;
}

// perft_checked, keeping the moves from the walk's root and the FEN of the last node before
// the one that broke (that node's own FEN may be what is broken).
uint64_t checked(Position &pos, int depth, std::vector<std::string> &path, std::string &parent,
                 std::string &error, unsigned long long &visited) {
  error = check_node(pos);
  ++visited;
  if (!error.empty() || depth <= 0) return 1;
  MoveList list;
  generate_legal(pos, list);
  uint64_t nodes = 0;
  for (Move m : list) {
    const std::string fen = pos.fen();
    path.push_back(move_to_text(pos.variant(), m));
    pos.do_move(m);
    nodes += checked(pos, depth - 1, path, parent, error, visited);
    pos.undo_move(m);
    if (!error.empty()) {
      if (parent.empty()) parent = fen;
      return nodes;
    }
    path.pop_back();
  }
  return nodes;
}

void broken(const std::vector<std::string> &path, int depth, const std::string &error,
            const std::string &parent) {
  std::printf("BROKEN\t%s\t%d\t%s\t%s\n", joined(path).c_str(), depth, error.c_str(), parent.c_str());
}

// Walks pos checked; false (after printing BROKEN) if an invariant breaks.
bool walk(Position &pos, int depth, std::vector<std::string> path, Walk &w) {
  std::string error, parent;
  const uint64_t leaves = checked(pos, depth, path, parent, error, w.checked);
  if (!error.empty()) {
    broken(path, depth, error, parent);
    return false;
  }
  ++w.positions;
  std::printf("POS\t%s\t%d\t%llu\t%s\n", pos.fen().c_str(), depth, (unsigned long long)leaves,
              joined(path).c_str());
  return true;
}

} // namespace

int main(int argc, char **argv) {
  std::string file;
  Options options;
  Walk w;
  unsigned seed = 1;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const bool value = i + 1 < argc;
    if (a == "--option" && value) {
      const std::string o = argv[++i];
      options[o.substr(0, o.find('='))] = o.find('=') == std::string::npos ? "" : o.substr(o.find('=') + 1);
    } else if (a == "--depth" && value)
      w.depth = std::stoi(argv[++i]);
    else if (a == "--budget" && value)
      w.budget = std::stoull(argv[++i]);
    else if (a == "--games" && value)
      w.games = std::stoi(argv[++i]);
    else if (a == "--plies" && value)
      w.plies = std::stoi(argv[++i]);
    else if (a == "--seed" && value)
      seed = unsigned(std::stoul(argv[++i]));
    else if (file.empty() && a[0] != '-')
      file = a;
    else {
      std::fprintf(stderr, "definition_walk: unexpected argument '%s'\n", a.c_str());
      return 2;
    }
  }
  if (file.empty()) return std::fputs("usage: definition_walk FILE [options]\n", stderr), 2;

  Diagnostics diags;
  std::unique_ptr<Variant> v = compile_file(file, diags, options);
  if (!v) {
    std::fputs(diags.format().c_str(), stdout);
    return 1;
  }
  Position start(*v);
  FenError err;
  if (!start.set_fen(v->startFen, err)) {
    std::printf("start position: column %d: %s\n", err.column, err.message.c_str());
    return 1;
  }
  Position pos = start;
  if (!walk(pos, affordable(pos, w.depth, w.budget), {}, w)) return 3;

  std::mt19937 rng(seed);
  for (int g = 0; g < w.games; ++g) {
    pos = start;
    std::vector<std::string> path;
    const int length = 1 + int(rng() % unsigned(std::max(1, w.plies)));
    for (int ply = 0; ply < length; ++ply) {
      MoveList list;
      generate_legal(pos, list);
      if (!list.size() || pos.st().ended) break;
      const Move m = list[int(rng() % unsigned(list.size()))];
      path.push_back(move_to_text(*v, m));
      pos.do_move(m);
      // Every position of the game gets the one-node check.
      std::string error = check_node(pos);
      ++w.checked;
      if (!error.empty()) {
        pos.undo_move(m);
        broken(path, 0, error, pos.fen());
        return 3;
      }
    }
    if (!walk(pos, affordable(pos, w.depth, w.budget), path, w)) return 3;
  }
  std::printf("DONE\t%d\t%llu\n", w.positions, w.checked);
  return 0;
}
