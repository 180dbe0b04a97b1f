#include "tools/cli/cli.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>

#include "compiler/compiler.h"
#include "compiler/dump.h"
#include "runtime/board/invariants.h"
#include "runtime/perft/perft.h"
#include "runtime/perft/perft_hash.h"
#include "runtime/board/position.h"
#include "runtime/board/shuffle.h"
#include "tools/cli/perft_jobs.h"

namespace chimera::cli {

namespace {

constexpr int MaxPerftDepth = 30;
constexpr int MaxPerftHash = 65536; // MB

const char *kCheckHelp =
    "usage: chimera check FILE\n"
    "\n"
    "Parses and checks a variant definition. Prints 'ok: NAME' on success; otherwise every\n"
    "error as FILE:LINE:COL: error: MESSAGE, and exits with status 1. An error in a file that\n"
    "FILE extends is followed by one line per extends on the way to it:\n"
    "note: in 'FILE:LINE:COL', which extends 'PARENT'.\n";
const char *kCompileHelp =
    "usage: chimera compile FILE\n"
    "\n"
    "Prints the compiled tables of a definition piece by piece: every Betza atom with its\n"
    "kind, modes, range and direction vectors, and the rays the move generator walks from a\n"
    "central square.\n";
const char *kPerftHelp =
    "usage: chimera perft FILE DEPTH [--fen FEN] [--moves MOVES] [--divide] [--check] [--hash MB]\n"
    "                     [--split PLY] [--option NAME=VALUE]...\n"
    "       chimera perft FILE --run-jobs [--fen FEN] [--moves MOVES] [--hash MB] [--option ...] < JOBS\n"
    "       chimera perft --sum JOBS [RESULTS]\n"
    "\n"
    "Counts the leaf nodes of the legal-move tree to DEPTH (0 to 30) from the start position\n"
    "or from FEN. With --divide, first prints one line 'MOVE: COUNT' per legal move. The last\n"
    "line is always 'Nodes searched: N'; the time and speed go to stderr.\n"
    "\n"
    "options:\n"
    "  --fen FEN     start from this position (quote it)\n"
    "  --moves MOVES then play these moves, in coordinates, separated by spaces (quote them;\n"
    "                repeatable: the lists follow each other)\n"
    "  --hash MB     count each position's subtree once, in a table of MB megabytes (1 to 65536)\n"
    "  --divide      print the count below each legal move\n"
    "  --check       check the engine's invariants at every node (slow): make/unmake and the\n"
    "                hash, legality by make/unmake, FEN read-back; exits 3 naming the first\n"
    "                broken one\n"
    "  --option NAME=VALUE\n"
    "                choose a value of one of the definition's options (repeatable),\n"
    "                e.g. --option extra=off\n"
    "  --split PLY   count nothing: print the positions PLY plies deep (1 to DEPTH) as jobs, one\n"
    "                line each (number, move orders reaching it, depth left, moves, FEN), after\n"
    "                '#' comment lines; tools/scripts/split_perft.sh runs them with GNU parallel\n"
    "  --run-jobs    count the jobs of the job lines on stdin (from the root that --fen and\n"
    "                --moves give, as for --split), one result line each: the job's first four\n"
    "                fields and 'Nodes searched: N', tab-separated; the jobs share --hash\n"
    "  --sum JOBS [RESULTS]\n"
    "                add up the jobs' results (lines 'NUMBER ... Nodes searched: N' from RESULTS\n"
    "                or stdin, each job's count times its move orders); exits 1 naming each job\n"
    "                whose result is missing, malformed or given twice differently\n";

const char *kStartHelp =
    "usage: chimera start FILE [--seed N] [--count N]\n"
    "\n"
    "Prints the start position's FEN. For a definition with a shuffle rule (Chess960), prints\n"
    "COUNT (default 1) start positions drawn by it, from seeds N, N+1, ... (default 1): the\n"
    "same seed always draws the same position.\n";

} // namespace

bool wants_help(const Args &args) {
  for (const std::string &a : args)
    if (a == "--help" || a == "-h") return true;
  return false;
}

// Compiles FILE with the chosen options; prints diagnostics and returns null on failure
// (status in `status`: 1 for errors in the definition, 2 for a bad option on the command line).
std::unique_ptr<Variant> load(const std::string &command, const std::string &file, int &status,
                              const Options &options) {
  std::error_code ec;
  if (!std::filesystem::exists(file, ec)) {
    status = usage_error(command, "cannot open '" + file + "': no such file");
    return nullptr;
  }
  Diagnostics diags;
  std::unique_ptr<Variant> v = compile_file(file, diags, options);
  if (!v) {
    for (const Diagnostic &d : diags.all())
      if (d.loc.line == 0 && d.message.find("option") != std::string::npos) {
        status = usage_error(command, d.message);
        return nullptr;
      }
    std::fputs(diags.format().c_str(), stdout);
    status = 1;
  }
  return v;
}

bool next_value(const Args &args, size_t &i, std::string &out) {
  if (i + 1 >= args.size()) return false;
  out = args[++i];
  return true;
}

bool parse_real(const std::string &text, double &out) {
  try {
    size_t used = 0;
    out = std::stod(text, &used);
    return used == text.size() && std::isfinite(out);
  } catch (...) {
    return false;
  }
}

int usage_error(const std::string &command, const std::string &message) {
  std::fprintf(stderr, "chimera: error: %s\n", message.c_str());
  std::fprintf(stderr, "(see 'chimera %s--help')\n", command.empty() ? "" : (command + " ").c_str());
  return 2;
}

int check(const Args &args) {
  if (wants_help(args)) return std::fputs(kCheckHelp, stdout), 0;
  if (args.size() != 1) return usage_error("check", "expected one definition file");
  int status = 0;
  std::unique_ptr<Variant> v = load("check", args[0], status);
  if (!v) return status;
  std::printf("ok: %s\n", v->name.c_str());
  return 0;
}

int compile(const Args &args) {
  if (wants_help(args)) return std::fputs(kCompileHelp, stdout), 0;
  if (args.size() != 1) return usage_error("compile", "expected one definition file");
  int status = 0;
  std::unique_ptr<Variant> v = load("compile", args[0], status);
  if (!v) return status;
  std::fputs(dump(*v).c_str(), stdout);
  return 0;
}

int start(const Args &args) {
  if (wants_help(args)) return std::fputs(kStartHelp, stdout), 0;
  std::vector<std::string> positional;
  uint64_t seed = 1, count = 1;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string &a = args[i];
    if (a == "--seed" || a == "--count") {
      const std::string n = i + 1 < args.size() ? args[++i] : "";
      if (n.empty() || n.size() > 9 || n.find_first_not_of("0123456789") != std::string::npos)
        return usage_error("start", a + " needs a whole number");
      (a == "--seed" ? seed : count) = std::stoull(n);
    } else if (a.size() > 1 && a[0] == '-')
      return usage_error("start", "unknown option '" + a + "'");
    else
      positional.push_back(a);
  }
  if (positional.size() != 1) return usage_error("start", "expected one definition file");
  int status = 0;
  std::unique_ptr<Variant> v = load("start", positional[0], status);
  if (!v) return status;
  for (uint64_t i = 0; i < (v->shuffle ? count : 1); ++i)
    std::printf("%s\n", shuffled_start(*v, seed + i).c_str());
  return 0;
}

int perft(const Args &args) {
  if (wants_help(args)) return std::fputs(kPerftHelp, stdout), 0;
  if (!args.empty() && args[0] == "--sum") return sum_jobs(Args(args.begin() + 1, args.end()));
  std::vector<std::string> positional;
  std::string fen, moves;
  bool haveFen = false, divide = false, checked = false, runJobs = false;
  int hashMb = 0, split = 0;
  Options options;
  // A whole number from 1 to max after option `a`, or 0.
  auto count = [&args](size_t &i, int max) {
    if (i + 1 >= args.size()) return 0;
    const std::string &t = args[++i];
    if (t.empty() || t.size() > 5 || t.find_first_not_of("0123456789") != std::string::npos) return 0;
    const int n = std::stoi(t);
    return n <= max ? n : 0;
  };
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string &a = args[i];
    if (a == "--hash") {
      if (!(hashMb = count(i, MaxPerftHash)))
        return usage_error("perft",
                           "--hash needs a size in megabytes from 1 to " + std::to_string(MaxPerftHash));
    } else if (a == "--split") {
      if (!(split = count(i, MaxPerftDepth)))
        return usage_error("perft", "--split needs a ply from 1 to the depth");
    } else if (a == "--moves") {
      if (i + 1 >= args.size()) return usage_error("perft", "--moves needs a list of moves");
      moves += " " + args[++i];
    } else if (a == "--run-jobs")
      runJobs = true;
    else if (a == "--sum")
      return usage_error("perft", "--sum comes first: chimera perft --sum JOBS [RESULTS]");
    else if (a == "--divide")
      divide = true;
    else if (a == "--check")
      checked = true;
    else if (a == "--option") {
      if (i + 1 >= args.size() || args[i + 1].find('=') == std::string::npos)
        return usage_error("perft", "--option needs NAME=VALUE");
      const std::string &o = args[++i];
      options[o.substr(0, o.find('='))] = o.substr(o.find('=') + 1);
    } else if (a == "--fen") {
      if (i + 1 >= args.size()) return usage_error("perft", "--fen needs a FEN");
      fen = args[++i], haveFen = true;
    } else if (a.size() > 1 && a[0] == '-' && !(a.size() > 1 && std::isdigit((unsigned char)a[1])))
      return usage_error("perft", "unknown option '" + a + "'");
    else
      positional.push_back(a);
  }
  if (runJobs && (positional.size() != 1 || divide || checked || split))
    return usage_error("perft",
                       "--run-jobs takes a definition file, no depth, no --divide, --check or --split");
  if (runJobs) positional.push_back("0"); // each job has its depth
  if (positional.size() != 2) return usage_error("perft", "expected a definition file and a depth");
  const std::string &depthText = positional[1];
  int depth = -1;
  if (!depthText.empty() && depthText.size() <= 2 &&
      depthText.find_first_not_of("0123456789") == std::string::npos)
    depth = std::stoi(depthText);
  if (depth < 0 || depth > MaxPerftDepth)
    return usage_error("perft", "depth must be a whole number from 0 to " + std::to_string(MaxPerftDepth) +
                                    ", not '" + depthText + "'");

  int status = 0;
  std::unique_ptr<Variant> v = load("perft", positional[0], status, options);
  if (!v) return status;
  Position pos(*v);
  FenError err;
  if (!pos.set_fen(haveFen ? fen : v->startFen, err))
    return usage_error("perft", "invalid FEN at column " + std::to_string(err.column) + ": " + err.message);
  std::string error;
  if (!play_moves(pos, moves, error)) return usage_error("perft", "--moves: " + error);
  if (split) {
    if (split > depth) return usage_error("perft", "--split needs a ply from 1 to the depth");
    if (divide || checked || hashMb)
      return usage_error("perft", "--split counts nothing: no --divide, --check or --hash");
    write_jobs(pos, positional[0], depth, split);
    return 0;
  }
  std::unique_ptr<PerftHash> hash;
  try {
    if (hashMb) hash = std::make_unique<PerftHash>(size_t(hashMb));
  } catch (const std::bad_alloc &) {
    return usage_error("perft", "cannot allocate " + std::to_string(hashMb) + " MB for --hash");
  }
  if (checked && hash) return usage_error("perft", "--check walks every node: no --hash");
  if (runJobs) return run_jobs(pos, std::cin, hash.get());

  auto t0 = std::chrono::steady_clock::now();
  uint64_t nodes = 0;
  if (checked) {
    nodes = perft_checked(pos, depth, error);
    if (!error.empty()) {
      std::fprintf(stderr, "chimera: invariant broken: %s\n", error.c_str());
      return 3;
    }
  } else if (divide && depth > 0) {
    for (auto &[move, count] : chimera::divide(pos, depth, hash.get())) {
      std::printf("%s: %llu\n", move.c_str(), (unsigned long long)count);
      nodes += count;
    }
    std::printf("\n");
  } else {
    nodes = chimera::perft(pos, depth, hash.get());
  }
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("Nodes searched: %llu\n", (unsigned long long)nodes);
  std::fflush(stdout);
  std::fprintf(stderr, "time %.3f s, %.0f nodes/s\n", secs, secs > 0 ? nodes / secs : 0.0);
  return 0;
}

} // namespace chimera::cli
