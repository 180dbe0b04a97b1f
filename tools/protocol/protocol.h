// The protocol loops of `chimera engine`: UCI and XBoard/CECP, chosen by the first command.
#pragma once

#include <functional>
#include <istream>
#include <string>

#include "tools/protocol/session.h"

namespace chimera {

// Each runs until `quit` or the end of input; `first` is the command already read.
void run_uci(Session &s, std::istream &in, const std::string &first);
void run_xboard(Session &s, std::istream &in, const std::string &first);
// Feeds `first`, then every line, to `command` until it returns false (quit: the search is
// stopped) or the input ends (a running search may finish).
void run_loop(Session &s, std::istream &in, const std::string &first,
              const std::function<bool(const std::string &)> &command);

} // namespace chimera
