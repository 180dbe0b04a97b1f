// Runs the rows of tests/reference/seed_perft.tsv or bestiary_perft.tsv (counts on which Chimera
// and the independent Python references seedperft.py and bestiaryperft.py agree), or of
// fsf_perft.tsv (counts from Fairy-Stockfish).
//   seed_perft_suite --tsv FILE --definitions DIR [--max-nodes N] [--min-nodes N]
// Columns: variant, options ("-" or NAME=VALUE[,NAME=VALUE...]), FEN ("startpos" for the
// definition's start position under those options), depth, nodes, note. UCI_Chess960=true among
// the options is not the definition's: it reads and plays the row as a Chess960 position, as
// Fairy-Stockfish does under that UCI option.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "compiler/compiler.h"
#include "runtime/perft/perft.h"
#include "runtime/board/position.h"

using namespace chimera;

static std::vector<std::string> split(const std::string &s, char sep) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  for (std::string cell; std::getline(ss, cell, sep);) out.push_back(cell);
  return out;
}

int main(int argc, char **argv) {
  std::string tsv, dir;
  unsigned long long maxNodes = ~0ull, minNodes = 0;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string a = argv[i], val = argv[i + 1];
    if (a == "--tsv")
      tsv = val;
    else if (a == "--definitions")
      dir = val;
    else if (a == "--max-nodes")
      maxNodes = std::stoull(val);
    else if (a == "--min-nodes")
      minNodes = std::stoull(val);
  }
  std::ifstream in(tsv);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", tsv.c_str());
    return 1;
  }
  std::map<std::string, std::unique_ptr<Variant>> compiled; // by "variant|options"
  int passed = 0, failed = 0;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f = split(line, '\t');
    if (f.size() < 5) continue;
    const std::string &variant = f[0], &opts = f[1], &fen = f[2];
    int depth = std::stoi(f[3]);
    unsigned long long want = std::stoull(f[4]);
    if (want > maxNodes || want < minNodes) continue;
    std::string key = variant + "|" + opts;
    Options options;
    if (opts != "-")
      for (const std::string &kv : split(opts, ',')) {
        size_t eq = kv.find('=');
        options[kv.substr(0, eq)] = eq == std::string::npos ? "" : kv.substr(eq + 1);
      }
    const bool chess960 = options.count("UCI_Chess960") && options["UCI_Chess960"] == "true";
    options.erase("UCI_Chess960");
    if (!compiled.count(key)) {
      Diagnostics diags;
      compiled[key] = compile_file(dir + "/" + variant + ".variant", diags, options);
      if (!compiled[key]) std::fputs(diags.format().c_str(), stderr);
    }
    const Variant *v = compiled[key].get();
    if (!v) {
      std::printf("FAIL %s [%s]: the definition does not compile\n", variant.c_str(), opts.c_str());
      ++failed;
      continue;
    }
    Position pos(*v);
    pos.set_chess960(chess960);
    FenError err;
    if (!pos.set_fen(fen == "startpos" ? v->startFen : fen, err)) {
      std::printf("FAIL %s %s: FEN column %d: %s\n", variant.c_str(), fen.c_str(), err.column,
                  err.message.c_str());
      ++failed;
      continue;
    }
    auto t0 = std::chrono::steady_clock::now();
    unsigned long long got = perft(pos, depth);
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    bool ok = got == want;
    std::printf("%s %s [%s] %s depth %d: %llu (expected %llu) %.2fs\n", ok ? "ok  " : "FAIL", variant.c_str(),
                opts.c_str(), fen.c_str(), depth, got, want, secs);
    (ok ? passed : failed)++;
  }
  if (passed + failed == 0) {
    std::printf("no rows in this node range\n");
    return minNodes > 0 ? 0 : 1;
  }
  std::printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
