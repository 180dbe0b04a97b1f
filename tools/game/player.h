// An engine in a match, spoken to by UCI or XBoard.
#pragma once

#include <string>
#include <vector>

#include "compiler/compiler.h"
#include "tools/game/process.h"

namespace chimera {

struct Clock {
  int64_t time[2] = {-1, -1}, inc = 0; // ms; -1: no clock
  int64_t movetime = 0;
  int depth = 0;
  int64_t nodes = 0; // UCI engines: fixed nodes per move instead of a clock
};

class Player {
public:
  // Starts the engine and does the handshake; false with the reason otherwise.
  bool start(const std::string &command, bool xboard, std::string &why);
  // Tells the engine the variant: its name (and, for Chimera, the definition file).
  bool set_variant(const std::string &name, const std::string &file, const Options &options,
                   std::string &why);
  void new_game();
  // Asks for a move after `moves` from `fen`, with the clock; the move text, or empty with
  // `why` if none came within the time (plus a margin).
  // `fen` is empty for the variant's start position (XBoard engines then need no setboard).
  std::string think(const std::string &fen, const std::vector<std::string> &moves, const Clock &clock,
                    bool whiteToMove, std::string &why);
  void quit() { proc_.kill(); }
  // Has the engine's process ended (a crash, or a command that could not run)? Then why:
  // "engine 'CMD' ended (exit status N)".
  bool gone() const { return proc_.ended(); }
  std::string why_gone();
  std::string name;
  int ranks = 8;         // the board's, for XBoard's rank numbering
  bool chess960 = false; // the variant castles as Chess960 does: UCI engines get UCI_Chess960

private:
  bool wait_for(const std::string &prefix, int timeoutMs, std::string *line = nullptr);
  std::string command_;

  Process proc_;
  bool xboard_ = false, chimera_ = false, usermove_ = false, ping_ = false;
  int pings_ = 0;
  std::string variant_;
};

} // namespace chimera
