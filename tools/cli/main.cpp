// chimera: the command-line front end.
#include <cstdio>
#include <string>

#include "tools/cli/cli.h"
#include "tools/display/show.h"

namespace {

const char *kHelp = "chimera - compile and run chess-variant definitions\n"
                    "\n"
                    "usage: chimera <command> [arguments]\n"
                    "\n"
                    "commands:\n"
                    "  check FILE                 parse and check a definition; prints 'ok: NAME'\n"
                    "  compile FILE               print the compiled move tables, piece by piece\n"
                    "  perft FILE DEPTH [options] count the leaf nodes of the legal-move tree\n"
                    "  start FILE [options]       print the start FEN, or random ones (Chess960)\n"
                    "  show FILE [options]        draw the start position, or a piece's moves\n"
                    "  page FILE -o DIR           write an HTML page about the variant\n"
                    "  bench [FILE] [options]     search fixed positions; prints a node signature\n"
                    "  engine [FILE]              speak UCI or XBoard on stdin/stdout (also: no command)\n"
                    "  match [options]            play two engines against each other, with PGN\n"
                    "  play FILE [options]        play against the engine in the terminal\n"
                    "  tune FILE [options]        fit the evaluation to self-play games: FILE.eval\n"
                    "  import FILE.ini [SECTION]  translate Fairy-Stockfish variants.ini sections\n"
                    "\n"
                    "'chimera COMMAND --help' describes one command. Exit status: 0 success,\n"
                    "1 the definition has errors, 2 bad arguments.\n";

} // namespace

int main(int argc, char **argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) return chimera::cli::engine(args, argv[0]);
  const std::string cmd = args[0];
  args.erase(args.begin());
  if (cmd == "--help" || cmd == "-h" || cmd == "help") {
    std::fputs(kHelp, stdout);
    return 0;
  }
  if (cmd == "--version") {
    std::puts("chimera 0.1.0");
    return 0;
  }
  try {
    if (cmd == "check") return chimera::cli::check(args);
    if (cmd == "compile") return chimera::cli::compile(args);
    if (cmd == "perft") return chimera::cli::perft(args);
    if (cmd == "start") return chimera::cli::start(args);
    if (cmd == "show") return chimera::cli::show(args);
    if (cmd == "page") return chimera::cli::page(args);
    if (cmd == "bench") return chimera::cli::bench(args, argv[0]);
    if (cmd == "engine") return chimera::cli::engine(args, argv[0]);
    if (cmd == "match") return chimera::cli::match(args, argv[0]);
    if (cmd == "play") return chimera::cli::play(args);
    if (cmd == "tune") return chimera::cli::tune(args);
    if (cmd == "import") return chimera::cli::import_ini(args);
  } catch (const std::exception &e) {
    std::fprintf(stderr, "chimera: internal error: %s\n", e.what());
    return 3;
  }
  return chimera::cli::usage_error("", "unknown command '" + cmd + "'");
}
