// The UCI protocol loop.
#include "tools/protocol/protocol.h"

#include <algorithm>
#include <sstream>

#include "runtime/notation/notation.h"

namespace chimera {

namespace {

std::string info_line(const Variant &v, const SearchInfo &i) {
  std::string s =
      "info depth " + std::to_string(i.depth) + " seldepth " + std::to_string(i.seldepth) + " score " +
      (i.mate() ? "mate " + std::to_string(i.mate_in()) : "cp " + std::to_string(i.score)) + " nodes " +
      std::to_string(i.nodes) + " nps " + std::to_string(i.ms > 0 ? i.nodes * 1000 / i.ms : i.nodes) +
      " hashfull " + std::to_string(i.hashfull) + " time " + std::to_string(i.ms) + " pv";
  for (Move m : i.pv) s += " " + move_to_text(v, m);
  return s;
}

class Uci {
public:
  explicit Uci(Session &s) : s_(s) {}
  bool command(const std::string &line);

private:
  void error(const std::string &message) { s_.say("info string error: " + message); }
  void identify();
  void setoption(std::istringstream &in);
  void position(std::istringstream &in);
  void go(std::istringstream &in);

  bool known_option(const std::string &name);

  Session &s_;
  int threads_ = 1;
  uint64_t games_ = 0;                 // ucinewgame commands so far
  std::vector<VariantOption> shipped_; // options of the shipped definitions, read once
};

void Uci::identify() {
  s_.say("id name Chimera 0.1.0");
  s_.say("id author the Chimera authors");
  s_.say("option name Hash type spin default 16 min 1 max 65536");
  s_.say("option name Threads type spin default 1 min 1 max 256");
  s_.say("option name Clear Hash type button");
  s_.say("option name Ponder type check default false");
  std::string combo = "option name UCI_Variant type combo default " + s_.variantName;
  for (const std::string &n : s_.names) combo += " var " + n;
  s_.say(combo);
  s_.say("option name VariantPath type string default <empty>");
  s_.say("option name UCI_Chess960 type check default false");
  if (shipped_.empty()) shipped_ = shipped_options(s_);
  for (const VariantOption &o : shipped_) {
    std::string line = "option name " + o.name + " type combo default " + o.values.front();
    for (const std::string &v : o.values) line += " var " + v;
    s_.say(line);
  }
  s_.say("uciok");
}

void Uci::setoption(std::istringstream &in) {
  std::string word, name, value;
  in >> word;
  if (word != "name") return error("setoption needs 'name NAME [value VALUE]'");
  while (in >> word && word != "value") name += (name.empty() ? "" : " ") + word;
  std::getline(in >> std::ws, value);
  while (!value.empty() && (value.back() == ' ' || value.back() == '\r')) value.pop_back();
  std::string why;
  auto number = [&](int lo, int hi, int &out) {
    try {
      size_t used = 0;
      out = std::stoi(value, &used);
      if (used == value.size() && out >= lo && out <= hi) return true;
    } catch (...) {
    }
    error("option '" + name + "' needs a number from " + std::to_string(lo) + " to " + std::to_string(hi));
    return false;
  };
  int n = 0;
  if (name == "Hash") {
    if (number(1, 65536, n) && !s_.set_hash(size_t(n), why)) error(why);
  } else if (name == "Threads") {
    if (number(1, 256, n)) s_.engine.set_threads(threads_ = n);
  } else if (name == "Clear Hash")
    s_.engine.clear();
  else if (name == "Ponder") { // the GUI decides when to ponder: `go ponder`, then `ponderhit`
  } else if (name == "UCI_Variant") {
    if (!s_.load_name(value, why)) error(why);
  } else if (name == "UCI_Chess960") {
    if (value != "true" && value != "false") return error("option 'UCI_Chess960' needs true or false");
    s_.game.chess960 = value == "true";
  } else if (name == "VariantPath") {
    if (!value.empty() && value != "<empty>" && !s_.load_file(value, why)) error(why);
  } else if (!known_option(name))
    error("unknown option '" + name + "'");
  else if (!s_.set_option(name, value, why))
    error(why);
}

// An option of the loaded definition (which may come from VariantPath) or of a shipped one.
bool Uci::known_option(const std::string &name) {
  if (shipped_.empty()) shipped_ = shipped_options(s_);
  auto named = [&](const VariantOption &o) { return o.name == name; };
  return std::any_of(shipped_.begin(), shipped_.end(), named) ||
         std::any_of(s_.game.variant->options.begin(), s_.game.variant->options.end(), named);
}

void Uci::position(std::istringstream &in) {
  std::string word, why;
  in >> word;
  bool ok;
  if (word == "startpos") {
    ok = s_.game.reset();
    in >> word;
  } else if (word == "fen") {
    std::string fen;
    while (in >> word && word != "moves") fen += (fen.empty() ? "" : " ") + word;
    ok = s_.game.reset(fen, why);
    if (!ok) return error(why);
  } else
    return error("position needs 'startpos' or 'fen FEN'");
  if (!ok) return error("the start position does not load");
  if (word != "moves") {
    if (in) error("position: expected 'moves', not '" + word + "'");
    return;
  }
  while (in >> word)
    if (!s_.game.play(word))
      return error("illegal move '" + word + "' in position " + s_.game.position().fen());
}

void Uci::go(std::istringstream &in) {
  Limits limits;
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  const std::vector<std::string> keywords = {"wtime",     "btime",  "winc",        "binc",
                                             "movestogo", "depth",  "nodes",       "movetime",
                                             "infinite",  "ponder", "searchmoves", "mate"};
  auto keyword = [&](const std::string &w) { return std::count(keywords.begin(), keywords.end(), w) > 0; };
  // A GUI waits for `bestmove` after every `go`: only a bad number stops the search from
  // starting; an unknown word is reported and skipped.
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string &word = words[i];
    int64_t n = 0;
    if (word == "infinite" || word == "ponder") {
      limits.infinite |= word == "infinite";
      limits.ponder |= word == "ponder";
      continue;
    }
    if (word == "searchmoves") { // the moves that follow
      while (i + 1 < words.size() && !keyword(words[i + 1])) ++i;
      error("searchmoves is not supported: every move is searched");
      continue;
    }
    if (!keyword(word)) {
      error("unknown go parameter '" + word + "'");
      continue;
    }
    bool number = false;
    if (i + 1 < words.size()) try {
        size_t used = 0;
        n = std::stoll(words[++i], &used);
        number = used == words[i].size();
      } catch (...) {
      }
    const bool clock = word == "wtime" || word == "btime" || word == "winc" || word == "binc";
    if (clock) n = std::max<int64_t>(n, 0); // an overstepped clock is an empty one
    if (!number || n < 0) return error("go " + word + " needs a non-negative number");
    if (word == "wtime") limits.time[White] = n;
    if (word == "btime") limits.time[Black] = n;
    if (word == "winc") limits.inc[White] = n;
    if (word == "binc") limits.inc[Black] = n;
    if (word == "movestogo") limits.movestogo = int(n);
    if (word == "depth") limits.depth = int(n);
    if (word == "nodes") limits.nodes = n;
    if (word == "movetime") limits.movetime = n;
    if (word == "mate") limits.depth = int(std::max<int64_t>(2 * n - 1, 1)); // mate in n moves
  }
  // A game that is over (checkmate, stalemate, a goal reached) has no move to search; as
  // Fairy-Stockfish, say its result first: `mate 0` for a decided game, `cp 0` for a draw.
  MoveList legal;
  s_.game.legal_moves(legal);
  if (!legal.size())
    if (auto verdict = s_.game.verdict())
      s_.say(std::string("info depth 0 score ") + (verdict->result == "1/2-1/2" ? "cp 0" : "mate 0"));
  const Variant *v = s_.game.variant.get();
  s_.go(
      limits, [this, v](const SearchInfo &i) { s_.say(info_line(*v, i)); },
      [this, v](Move best) { s_.say("bestmove " + move_to_text(*v, best)); });
}

bool Uci::command(const std::string &line) {
  std::istringstream in(line);
  std::string cmd;
  if (!(in >> cmd)) return true;
  if (cmd == "quit") return false;
  if (cmd == "stop")
    s_.stop();
  else if (cmd == "isready")
    s_.say("readyok");
  else if (cmd == "uci")
    identify();
  else if (s_.searching() && cmd != "ponderhit") {
    // Anything else while searching first ends the search, as a GUI expects.
    s_.stop();
    return command(line);
  } else if (cmd == "ucinewgame") {
    s_.engine.clear();
    // A definition with a shuffle starts each game from a new arrangement: the n-th game of
    // the session from the one seed n draws.
    if (s_.game.variant->shuffle) s_.game.new_start(++games_);
    s_.game.reset();
  } else if (cmd == "setoption")
    setoption(in);
  else if (cmd == "position")
    position(in);
  else if (cmd == "go")
    go(in);
  else if (cmd == "d")
    s_.say("info string fen " + s_.game.position().fen());
  else if (cmd == "ponderhit")
    s_.engine.ponderhit();
  else
    error("unknown command '" + cmd + "'");
  return true;
}

} // namespace

void run_uci(Session &s, std::istream &in, const std::string &first) {
  s.continuation = "info string ";
  if (!s.startupError.empty()) s.say("info string error: " + s.startupError);
  Uci uci(s);
  run_loop(s, in, first, [&](const std::string &line) { return uci.command(line); });
}

} // namespace chimera
