// Runs the fuzzed entry points without libFuzzer, in any build:
//   fuzz_driver replay TARGET PATH...  every file (or every file in a folder) through TARGET
//                                      (definition, fen, move, uci or xboard); every crash input the
//                                      fuzzers found stays a regression test this way
//   fuzz_driver seeds DIR FENS...      writes seed inputs for the fen and move targets to
//                                      DIR/fen and DIR/move: each variant's start position,
//                                      the FENs of the given VARIANT<TAB>FEN files, and a
//                                      short game from each of them
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "tests/fuzz/entries.h"

namespace fs = std::filesystem;
using namespace chimera;

namespace {

std::string slurp(const fs::path &p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

int replay(const std::string &target, const std::vector<std::string> &paths) {
  void (*entry)(const uint8_t *, size_t) = target == "definition" ? fuzz::definition
                                           : target == "fen"      ? fuzz::fen
                                           : target == "move"     ? fuzz::moves
                                           : target == "uci"      ? fuzz::uci
                                           : target == "xboard"   ? fuzz::xboard
                                                                  : nullptr;
  if (!entry) return std::fprintf(stderr, "fuzz_driver: unknown target '%s'\n", target.c_str()), 2;
  std::vector<fs::path> files;
  for (const std::string &p : paths) {
    if (!fs::is_directory(p)) {
      files.push_back(p);
      continue;
    }
    for (const auto &e : fs::directory_iterator(p))
      if (e.is_regular_file() && e.path().filename().string()[0] != '.') files.push_back(e.path());
  }
  for (const fs::path &f : files) {
    if (!fs::is_regular_file(f)) return std::fprintf(stderr, "fuzz_driver: cannot read %s\n", f.c_str()), 2;
    const std::string bytes = slurp(f);
    entry(reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size());
  }
  std::printf("%zu inputs replayed through %s\n", files.size(), target.c_str());
  return 0;
}

// A game of up to `plies` moves, chosen deterministically but spread over the move list.
std::string short_game(const Variant &v, const std::string &fen, int plies) {
  Position pos(v);
  FenError err;
  if (!pos.set_fen(fen, err)) return {};
  std::string out;
  for (int ply = 0; ply < plies; ++ply) {
    MoveList list;
    generate_legal(pos, list);
    if (!list.size()) break;
    Move m = list[(ply * 7 + 3) % list.size()];
    out += (out.empty() ? "" : " ") + move_to_text(v, m);
    pos.do_move(m);
  }
  return out;
}

int seeds(const fs::path &dir, const std::vector<std::string> &tables) {
  const std::vector<std::string> &names = fuzz::variant_names();
  std::vector<std::vector<std::string>> fens(names.size());
  for (size_t i = 0; i < names.size(); ++i) fens[i].push_back(fuzz::variant(i).startFen);
  for (const std::string &table : tables) {
    std::istringstream in(slurp(table));
    for (std::string line; std::getline(in, line);) {
      if (line.empty() || line[0] == '#') continue;
      const size_t tab = line.find('\t');
      const std::string name = line.substr(0, tab), rest = line.substr(tab + 1);
      for (size_t i = 0; i < names.size(); ++i)
        if (tab != std::string::npos && names[i] == name) fens[i].push_back(rest.substr(0, rest.find('\t')));
    }
  }
  fs::create_directories(dir / "fen");
  fs::create_directories(dir / "move");
  int written = 0;
  for (size_t i = 0; i < names.size(); ++i)
    for (size_t k = 0; k < fens[i].size(); ++k) {
      const std::string id = names[i] + "-" + std::to_string(k);
      const std::string head(1, char(i));
      std::ofstream(dir / "fen" / id, std::ios::binary) << head << fens[i][k];
      std::ofstream(dir / "move" / id, std::ios::binary) << head << fens[i][k] << '\n'
                                                         << short_game(fuzz::variant(i), fens[i][k], 12);
      written += 2;
    }
  std::printf("%d seeds written to %s\n", written, dir.c_str());
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() >= 3 && args[0] == "replay") return replay(args[1], {args.begin() + 2, args.end()});
  if (args.size() >= 2 && args[0] == "seeds") return seeds(args[1], {args.begin() + 2, args.end()});
  std::fprintf(stderr, "usage: fuzz_driver replay definition|fen|move|uci|xboard PATH...\n"
                       "       fuzz_driver seeds DIR [VARIANT<TAB>FEN-FILE]...\n");
  return 2;
}
