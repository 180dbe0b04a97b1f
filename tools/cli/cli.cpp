#include "tools/cli/cli.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <memory>

#include "compiler/compiler.h"
#include "compiler/dump.h"
#include "runtime/invariants.h"
#include "runtime/perft.h"
#include "runtime/position.h"

namespace chimera::cli {

namespace {

constexpr int MaxPerftDepth = 30;

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
    "usage: chimera perft FILE DEPTH [--fen FEN] [--divide] [--check] [--option NAME=VALUE]...\n"
    "\n"
    "Counts the leaf nodes of the legal-move tree to DEPTH (0 to 30) from the start position\n"
    "or from FEN. With --divide, first prints one line 'MOVE: COUNT' per legal move. The last\n"
    "line is always 'Nodes searched: N'; the time and speed go to stderr.\n"
    "\n"
    "options:\n"
    "  --fen FEN     start from this position (quote it)\n"
    "  --divide      print the count below each legal move\n"
    "  --check       check the engine's invariants at every node (slow): make/unmake and the\n"
    "                hash, legality by make/unmake, FEN read-back; exits 3 naming the first\n"
    "                broken one\n"
    "  --option NAME=VALUE\n"
    "                choose a value of one of the definition's options (repeatable),\n"
    "                e.g. --option extra=off\n";

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

int perft(const Args &args) {
  if (wants_help(args)) return std::fputs(kPerftHelp, stdout), 0;
  std::vector<std::string> positional;
  std::string fen;
  bool haveFen = false, divide = false, checked = false;
  Options options;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string &a = args[i];
    if (a == "--divide")
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

  auto t0 = std::chrono::steady_clock::now();
  uint64_t nodes = 0;
  if (checked) {
    std::string error;
    nodes = perft_checked(pos, depth, error);
    if (!error.empty()) {
      std::fprintf(stderr, "chimera: invariant broken: %s\n", error.c_str());
      return 3;
    }
  } else if (divide && depth > 0) {
    for (auto &[move, count] : chimera::divide(pos, depth)) {
      std::printf("%s: %llu\n", move.c_str(), (unsigned long long)count);
      nodes += count;
    }
    std::printf("\n");
  } else {
    nodes = chimera::perft(pos, depth);
  }
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("Nodes searched: %llu\n", (unsigned long long)nodes);
  std::fflush(stdout);
  std::fprintf(stderr, "time %.3f s, %.0f nodes/s\n", secs, secs > 0 ? nodes / secs : 0.0);
  return 0;
}

} // namespace chimera::cli
