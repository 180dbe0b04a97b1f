#include "tools/game/player.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <sstream>

#include "tools/protocol/xboard_moves.h"

namespace chimera {

namespace {
constexpr int HandshakeMs = 10000;
const char *xboard_variant(const std::string &v) { return v == "chess" ? "normal" : v.c_str(); }
// Milliseconds as XBoard's seconds: "2", "0.2" (XBoard sends fractional increments too).
std::string seconds(int64_t ms) {
  std::string s = std::to_string(ms / 1000);
  if (ms % 1000) {
    char frac[8];
    std::snprintf(frac, sizeof frac, ".%03d", int(ms % 1000));
    s += frac;
    while (s.back() == '0') s.pop_back();
  }
  return s;
}
} // namespace

bool Player::wait_for(const std::string &prefix, int timeoutMs, std::string *out) {
  std::string line;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
  for (;;) {
    const int left =
        int(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now())
                .count());
    if (left <= 0 || !proc_.read_line(line, left)) return false;
    if (line.rfind(prefix, 0) == 0) {
      if (out) *out = line;
      return true;
    }
    if (line.rfind("id name ", 0) == 0) name = line.substr(8);
    if (line.find("myname=\"") != std::string::npos) {
      const size_t a = line.find("myname=\"") + 8;
      name = line.substr(a, line.find('"', a) - a);
    }
    if (line.find("usermove=1") != std::string::npos) usermove_ = true;
    if (line.find("ping=1") != std::string::npos) ping_ = true;
  }
}

std::string Player::why_gone() {
  const std::string how = proc_.how_ended();
  return "engine '" + command_ + "' ended" + (how.empty() ? "" : " (" + how + ")") +
         (how == "exit status 127" ? ": command not found" : "");
}

bool Player::start(const std::string &command, bool xboard, std::string &why) {
  xboard_ = xboard;
  name = command_ = command;
  if (!proc_.start(command)) return why = "cannot start '" + command + "'", false;
  if (xboard) {
    proc_.send("xboard");
    proc_.send("protover 2");
    // Engines that do not send done=1 get the protocol's two seconds.
    if (!wait_for("feature done=1", 2000) && proc_.ended()) return why = why_gone(), false;
  } else {
    proc_.send("uci");
    if (!wait_for("uciok", HandshakeMs))
      return why = proc_.ended() ? why_gone() : "'" + command + "' did not answer 'uci'", false;
  }
  chimera_ = name.rfind("Chimera", 0) == 0;
  return true;
}

bool Player::set_variant(const std::string &variantName, const std::string &file, const Options &options,
                         std::string &why) {
  variant_ = variantName;
  if (xboard_) {
    if (variantName != "chess") proc_.send(std::string("variant ") + xboard_variant(variantName));
  } else {
    if (chimera_)
      proc_.send("setoption name VariantPath value " + file);
    else if (variantName != "chess")
      proc_.send("setoption name UCI_Variant value " + variantName);
    if (chess960) proc_.send("setoption name UCI_Chess960 value true");
    for (const auto &[k, v] : options) proc_.send("setoption name " + k + " value " + v);
    proc_.send("isready");
    if (!wait_for("readyok", HandshakeMs)) return why = name + " did not answer 'isready'", false;
  }
  return true;
}

void Player::new_game() {
  if (xboard_) {
    proc_.send("new");
    if (variant_ != "chess") proc_.send(std::string("variant ") + xboard_variant(variant_));
    proc_.send("force");
    proc_.send("post");
  } else {
    proc_.send("ucinewgame");
    proc_.send("isready");
    wait_for("readyok", HandshakeMs);
  }
}

std::string Player::think(const std::string &fen, const std::vector<std::string> &moves, const Clock &clock,
                          bool whiteToMove, std::string &why) {
  const int us = whiteToMove ? 0 : 1;
  const int64_t budget = clock.movetime ? clock.movetime : clock.time[us] >= 0 ? clock.time[us] : 0;
  const int wait = int(budget + (clock.depth || clock.nodes ? 600000 : 2000) + 5000);
  std::string line;
  if (xboard_) {
    // Replays the game in force mode each time, then lets the engine play the side to move.
    proc_.send("new");
    if (variant_ != "chess") proc_.send(std::string("variant ") + xboard_variant(variant_));
    proc_.send("force");
    if (!fen.empty()) proc_.send("setboard " + fen);
    for (const std::string &m : moves) {
      const std::string theirs = to_xboard_move(m, ranks);
      proc_.send(usermove_ ? "usermove " + theirs : theirs);
    }
    if (ping_) { // whatever the engine said about the replay comes before the pong
      const std::string pong = "pong " + std::to_string(++pings_);
      proc_.send("ping " + std::to_string(pings_));
      for (;;) {
        if (!wait_for("", HandshakeMs, &line)) return why = "no answer to ping", "";
        if (line == pong) break;
        if (line.rfind("Illegal", 0) == 0 || line.rfind("Error", 0) == 0) return why = line, "";
      }
    }
    if (clock.movetime)
      proc_.send("st " + std::to_string(std::max<int64_t>(1, clock.movetime / 1000)));
    else if (clock.depth)
      proc_.send("sd " + std::to_string(clock.depth));
    else if (clock.nodes)
      proc_.send("st 1"); // XBoard has no node limit
    else {
      proc_.send("level 0 " + std::to_string(clock.time[us] / 60000) + ":" +
                 std::to_string(clock.time[us] / 1000 % 60) + " " + seconds(clock.inc));
      proc_.send("time " + std::to_string(clock.time[us] / 10));
      proc_.send("otim " + std::to_string(clock.time[1 - us] / 10));
    }
    proc_.send("go");
    for (;;) {
      if (!wait_for("", wait, &line)) return why = proc_.ended() ? why_gone() : "no move in time", "";
      std::istringstream in(line);
      std::string a, b;
      in >> a >> b;
      if (a == "move") return from_xboard_move(b, ranks);
      if (a.rfind("Illegal", 0) == 0 || a.rfind("Error", 0) == 0) return why = line, "";
    }
  }
  std::string pos = fen.empty() ? "position startpos" : "position fen " + fen;
  if (!moves.empty()) {
    pos += " moves";
    for (const std::string &m : moves) pos += " " + m;
  }
  proc_.send(pos);
  if (clock.depth)
    proc_.send("go depth " + std::to_string(clock.depth));
  else if (clock.nodes)
    proc_.send("go nodes " + std::to_string(clock.nodes));
  else if (clock.movetime)
    proc_.send("go movetime " + std::to_string(clock.movetime));
  else
    proc_.send("go wtime " + std::to_string(clock.time[0]) + " btime " + std::to_string(clock.time[1]) +
               " winc " + std::to_string(clock.inc) + " binc " + std::to_string(clock.inc));
  if (!wait_for("bestmove", wait, &line)) return why = proc_.ended() ? why_gone() : "no move in time", "";
  std::istringstream in(line);
  std::string word, move;
  in >> word >> move;
  return move;
}

} // namespace chimera
