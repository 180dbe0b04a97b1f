// Runs the rows of the shared perft reference file for one variant and compares the counts.
//   perft_suite --tsv FILE --definitions DIR --variant NAME [--max-nodes N] [--min-nodes N] [--every-row]
// Rows are: variant, FEN, depth, nodes[, note]; with --every-row the first column is only a
// label and every row belongs to NAME (the layout of the seed references' position tables).
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "compiler/compiler.h"
#include "runtime/perft/perft.h"
#include "runtime/board/position.h"

using namespace chimera;

int main(int argc, char **argv) {
  std::string tsv, dir, variant;
  unsigned long long maxNodes = ~0ull, minNodes = 0;
  bool everyRow = false;
  for (int i = 1; i < argc; i += 2) {
    std::string a = argv[i];
    if (a == "--every-row") {
      everyRow = true;
      --i;
      continue;
    }
    if (i + 1 == argc) break;
    std::string val = argv[i + 1];
    if (a == "--tsv") tsv = val;
    else if (a == "--definitions") dir = val;
    else if (a == "--variant") variant = val;
    else if (a == "--max-nodes") maxNodes = std::stoull(val);
    else if (a == "--min-nodes") minNodes = std::stoull(val);
  }
  std::ifstream in(tsv);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", tsv.c_str());
    return 1;
  }
  Diagnostics diags;
  std::unique_ptr<Variant> v = compile_file(dir + "/" + variant + ".variant", diags);
  if (!v) {
    std::fputs(diags.format().c_str(), stderr);
    return 1;
  }
  int passed = 0, failed = 0;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f;
    std::stringstream ss(line);
    for (std::string cell; std::getline(ss, cell, '\t');) f.push_back(cell);
    if (f.size() < 4 || (f[0] != variant && !everyRow) || f[2] == "depth") continue;
    int depth = std::stoi(f[2]);
    unsigned long long want = std::stoull(f[3]);
    if (want > maxNodes || want < minNodes) continue;
    Position pos(*v);
    FenError err;
    if (!pos.set_fen(f[1], err)) {
      std::printf("FAIL %s depth %d: FEN column %d: %s\n", f[1].c_str(), depth, err.column, err.message.c_str());
      ++failed;
      continue;
    }
    auto t0 = std::chrono::steady_clock::now();
    unsigned long long got = perft(pos, depth);
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    bool ok = got == want;
    std::printf("%s %s depth %d: %llu (expected %llu) %.2fs\n", ok ? "ok  " : "FAIL", f[1].c_str(), depth, got,
                want, secs);
    (ok ? passed : failed)++;
  }
  if (passed + failed == 0) {
    std::printf("no rows for %s in this node range\n", variant.c_str());
    return minNodes > 0 ? 0 : 1;
  }
  std::printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
