// chimera bench: a fixed set of positions searched to a fixed depth. The total node count is
// a signature of the search: it changes only when search behaviour changes.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>

#include "runtime/eval/eval.h"
#include "runtime/moves/movegen.h"
#include "runtime/search/search.h"
#include "tools/cli/cli.h"
#include "tools/game/game.h"

namespace chimera::cli {

namespace {

struct BenchPosition {
  const char *variant, *fen; // fen empty: the start position
};

const BenchPosition kPositions[] = {
    {"chess", ""},
    {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
    {"chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
    {"capablanca", ""},
    {"shogi", ""},
    {"xiangqi", ""},
    {"crazyhouse", "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[] w KQkq - 0 1"},
    {"culverin", ""},
    {"basilisk", ""},
    {"wildebeest", ""},
    {"basic-bestiary", ""},
};

const char *kHelp = "usage: chimera bench [FILE] [--depth N] [--fen FEN]... [--evals]\n"
                    "\n"
                    "Searches fixed positions of several shipped definitions (or the start position of\n"
                    "FILE, or each --fen of FILE) to depth N (default 6) with one thread and a 16 MB\n"
                    "table, and prints the total node count (a signature of the search) and the speed.\n"
                    "With --evals it times the static evaluation instead: over the positions of 60\n"
                    "random games of 30 plies from each position (the same games every run), it prints\n"
                    "their number and the sum of their evaluations (a signature of the evaluation),\n"
                    "and the time of one evaluation, the best of 100 rounds.\n";

// Positions of `games` random games of at most `plies` plies from pos (a fixed seed).
void random_positions(Position pos, int games, int plies, std::vector<Position> &out) {
  std::mt19937 rng(1);
  for (int g = 0; g < games; ++g) {
    Position p = pos;
    for (int k = 0; k < plies; ++k) {
      MoveList list;
      generate_legal(p, list);
      if (!list.size()) break;
      p.do_move(list[int(rng() % unsigned(list.size()))]);
      out.push_back(p);
    }
  }
}

// The evaluation's speed over those positions: per round every position once.
void time_evaluations(const Evaluator &ev, const std::vector<Position> &positions, long long &sum,
                      double &best) {
  sum = 0;
  for (const Position &p : positions) sum += ev.evaluate(p);
  best = 1e30;
  for (int round = 0; round < 100; ++round) {
    const auto t0 = std::chrono::steady_clock::now();
    long long check = 0;
    for (const Position &p : positions) check += ev.evaluate(p);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (check == sum) best = std::min(best, s / double(std::max<size_t>(positions.size(), 1)));
  }
}

} // namespace

int bench(const Args &args, const std::string &argv0) {
  int depth = 6;
  bool evals = false;
  std::string file;
  std::vector<std::string> fens;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--help" || args[i] == "-h") return std::fputs(kHelp, stdout), 0;
    if (args[i] == "--depth") {
      if (i + 1 >= args.size()) return usage_error("bench", "--depth needs a number");
      const std::string &d = args[++i];
      if (d.empty() || d.size() > 2 || d.find_first_not_of("0123456789") != std::string::npos || d == "0")
        return usage_error("bench", "depth must be a whole number from 1 to 99, not '" + d + "'");
      depth = std::stoi(d);
    } else if (args[i] == "--evals")
      evals = true;
    else if (args[i] == "--fen") {
      if (i + 1 >= args.size()) return usage_error("bench", "--fen needs a FEN");
      fens.push_back(args[++i]);
    } else if (!args[i].empty() && args[i][0] == '-')
      return usage_error("bench", "unknown option '" + args[i] + "'");
    else if (file.empty())
      file = args[i];
    else
      return usage_error("bench", "expected at most one definition file");
  }
  std::vector<std::pair<std::string, std::string>> jobs;
  if (!fens.empty() && file.empty()) return usage_error("bench", "--fen needs a definition FILE");
  if (!file.empty()) {
    if (fens.empty()) fens.push_back("");
    for (const std::string &fen : fens) jobs.emplace_back(file, fen);
  } else
    for (const BenchPosition &p : kPositions)
      jobs.emplace_back(find_definitions(argv0) + "/" + p.variant + ".variant", p.fen);

  Engine engine;
  engine.set_hash(16);
  uint64_t total = 0;
  double seconds = 0;
  Game game;
  for (const auto &[path, fen] : jobs) {
    std::string why;
    if (game.file != path && !game.load(path, {}, why)) {
      std::fprintf(stderr, "%s\n", why.c_str());
      return 1;
    }
    if (!(fen.empty() ? game.reset() : game.reset(fen, why))) return usage_error("bench", why);
    if (evals) {
      const Evaluator ev(*game.variant, game.params.get());
      std::vector<Position> positions;
      random_positions(game.position(), 60, 30, positions);
      long long sum;
      double each;
      time_evaluations(ev, positions, sum, each);
      std::printf("%-16s %8zu positions, evaluations sum %lld\n", game.variant->name.c_str(),
                  positions.size(), sum);
      std::fflush(stdout);
      std::fprintf(stderr, "%.1f ns per evaluation\n", each * 1e9);
      continue;
    }
    engine.clear();
    engine.set_params(game.params);
    Limits limits;
    limits.depth = depth;
    const auto t0 = std::chrono::steady_clock::now();
    engine.search(game.position(), game.history(), limits);
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    total += engine.last().nodes;
    std::printf("%-16s %12llu nodes\n", game.variant->name.c_str(), (unsigned long long)engine.last().nodes);
  }
  if (evals) return 0;
  std::printf("Nodes searched: %llu\n", (unsigned long long)total);
  std::fflush(stdout);
  std::fprintf(stderr, "time %.3f s, %.0f nodes/s\n", seconds, seconds > 0 ? total / seconds : 0.0);
  return 0;
}

} // namespace chimera::cli
