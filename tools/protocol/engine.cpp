// chimera engine [FILE]: the protocol loop, UCI or XBoard depending on the first command.
#include <iostream>

#include "tools/cli/cli.h"
#include "tools/game/game.h"
#include "tools/protocol/protocol.h"

namespace chimera::cli {

int engine(const Args &args, const std::string &argv0) {
  if (args.size() > 1) return usage_error("engine", "expected at most one definition file");
  if (!args.empty() && (args[0] == "--help" || args[0] == "-h")) {
    std::cout << "usage: chimera engine [FILE]\n\n"
                 "Speaks UCI or XBoard (CECP) on standard input and output, whichever the first command\n"
                 "('uci' or 'xboard') asks for, playing FILE or, by default, chess. Every definition in\n"
                 "the definitions folder is offered as UCI_Variant / XBoard variant.\n";
    return 0;
  }
  std::ios::sync_with_stdio(false);
  Session session(find_definitions(argv0), args.empty() ? "" : args[0]);
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    if (line.rfind("xboard", 0) == 0) {
      run_xboard(session, std::cin, line);
      return 0;
    }
    run_uci(session, std::cin, line);
    return 0;
  }
  return 0;
}

} // namespace chimera::cli
