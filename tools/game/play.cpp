// `chimera play FILE`: a person plays against the engine in the terminal. Moves are typed in
// the engine's coordinates or in SAN (leniently, tools/game/move_input.h); the referee is the same
// Game the protocols and matches use, the opponent the same Engine.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <optional>
#include <random>
#include <sstream>

#include <fmt/format.h>

#include "runtime/notation/notation.h"
#include "runtime/search/search.h"
#include "tools/display/board_text.h"
#include "tools/display/show.h"
#include "tools/game/game.h"
#include "tools/game/move_input.h"
#include "tools/game/pgn.h"

namespace chimera::cli {

namespace {

const char *kPlayHelp =
    "usage: chimera play FILE [--fen FEN] [--color white|black] [--time SECONDS | --depth N | --nodes N]\n"
    "                         [--seed N] [--option NAME=VALUE]...\n"
    "\n"
    "Play against the engine in the terminal. Type moves in coordinates as the engine writes\n"
    "them (e2e4, e7e8q, P@e4, castling as the king's move e1g1, a Gunnery shot e2e7) or in\n"
    "SAN as PGN writes them (e4, Nf3, exd5, e8=Q, O-O); case, dashes (e2-e4), 'x' (e4xd5)\n"
    "and other lenient forms are accepted where they fit one legal move.\n"
    "\n"
    "options:\n"
    "  --fen FEN       start from this position\n"
    "  --seed N        a definition with a shuffle (Chess960) starts from the arrangement seed N\n"
    "                  draws (default: a random one; 'new' plays it again)\n"
    "  --color C       your side, white (default) or black\n"
    "  --time SECONDS  the engine's thinking time per move (default 1)\n"
    "  --depth N       search N plies per move instead (for reproducible games)\n"
    "  --nodes N       search about N nodes per move instead\n"
    "  --option NAME=VALUE\n"
    "                  choose a value of one of the definition's options (repeatable)\n"
    "\n"
    "Reads commands from standard input, so a script can be piped in; the end of the input\n"
    "ends the game.\n";

const char *kCommands = "commands:\n"
                        "  MOVE          play a move (e2e4 or e4, e7e8q or e8=Q, P@e4, O-O, pass)\n"
                        "  moves, ?      list the legal moves\n"
                        "  undo          take back your last move and the engine's reply\n"
                        "  new           start again from the first position\n"
                        "  go            the engine plays the side to move (you change sides)\n"
                        "  flip          turn the board around\n"
                        "  board         draw the board again\n"
                        "  fen           print the position as FEN\n"
                        "  pgn           print the game so far as PGN\n"
                        "  time SECONDS  the engine's thinking time per move\n"
                        "  depth N       the engine searches N plies per move\n"
                        "  help          this list\n"
                        "  quit          leave\n";

const char *side_name(Color c) { return c == White ? "White" : "Black"; }

// Numbers the user types: whole or decimal, positive.
bool positive_number(const std::string &text, double &out) {
  try {
    size_t used = 0;
    out = std::stod(text, &used);
    return used == text.size() && out > 0 && out < 1e7;
  } catch (...) {
    return false;
  }
}

// Words wrapped to lines of at most `width` characters, each line indented.
std::string wrapped(const std::vector<std::string> &words, size_t width) {
  std::string out, line;
  for (const std::string &w : words) {
    if (!line.empty() && line.size() + 1 + w.size() > width) out += "  " + line + "\n", line.clear();
    line += (line.empty() ? "" : " ") + w;
  }
  return line.empty() ? out : out + "  " + line + "\n";
}

class TerminalGame {
public:
  TerminalGame(Game &game, Color human, const Limits &limits, bool interactive)
      : game_(game), human_(human), flipped_(human == Black), limits_(limits), interactive_(interactive),
        faces_(view::piece_faces(*game.variant)) {}

  void run(std::istream &in);

private:
  bool command(const std::string &line); // false: leave
  void play_human(const std::string &text);
  void engine_move();
  // After a move (or at the start): the engine replies if it is to move, the board is drawn
  // and the end of the game announced if it has come.
  void advance();
  bool announce_end(); // false if the game goes on
  void draw();
  void undo();
  void restart();
  void pgn();
  void say(const std::string &text) { std::fputs((text + "\n").c_str(), stdout), std::fflush(stdout); }

  Game &game_;
  Engine engine_;
  Color human_;
  bool flipped_;
  Limits limits_;
  bool interactive_;
  view::Faces faces_;
  std::vector<bool> byHuman_; // per move of game_.moves: was it the player's?
};

void TerminalGame::run(std::istream &in) {
  const Variant &v = *game_.variant;
  say(fmt::format("{}: you play {}, Chimera plays {}. Type 'help' for the commands.",
                  v.title.empty() ? v.name : v.title, side_name(human_), side_name(~human_)));
  advance();
  std::string line;
  for (;;) {
    if (interactive_)
      std::fputs(fmt::format("{}> ", side_name(game_.position().side_to_move())).c_str(), stdout),
          std::fflush(stdout);
    if (!std::getline(in, line)) break;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!interactive_) say("> " + line);
    if (!command(line)) return;
  }
  if (interactive_) say("");
  say("End of input: goodbye.");
}

bool TerminalGame::command(const std::string &line) {
  std::istringstream words(line);
  std::string cmd, arg;
  if (!(words >> cmd)) return true;
  std::string lowered = cmd;
  for (char &c : lowered) c = char(std::tolower((unsigned char)c));
  words >> arg;
  if (lowered == "quit" || lowered == "exit") return say("Goodbye."), false;
  if (lowered == "help")
    say(kCommands);
  else if (lowered == "moves" || lowered == "?") {
    Position pos = game_.position();
    const std::vector<std::string> moves = legal_move_texts(pos);
    say(fmt::format("Legal moves ({}):", moves.size()));
    if (!moves.empty()) std::fputs(wrapped(moves, 76).c_str(), stdout);
  } else if (lowered == "undo")
    undo();
  else if (lowered == "new")
    restart();
  else if (lowered == "flip")
    flipped_ = !flipped_, draw();
  else if (lowered == "board")
    draw();
  else if (lowered == "fen")
    say(game_.position().fen());
  else if (lowered == "pgn")
    pgn();
  else if (lowered == "go") {
    if (announce_end()) return true;
    human_ = ~game_.position().side_to_move();
    advance();
  } else if (lowered == "time" || lowered == "depth") {
    double n = 0;
    if (!positive_number(arg, n) || (lowered == "depth" && (n != int(n) || n >= MaxPly)))
      say(lowered == "time"
              ? "'time' needs a number of seconds, e.g. time 2.5"
              : "'depth' needs a whole number of plies from 1 to " + std::to_string(MaxPly - 1));
    else if (lowered == "time") {
      limits_ = Limits{}, limits_.movetime = std::max<int64_t>(1, int64_t(n * 1000));
      say(fmt::format("Chimera now thinks {} s a move.", n));
    } else {
      limits_ = Limits{}, limits_.depth = int(n);
      say(fmt::format("Chimera now searches {} plies a move.", int(n)));
    }
  } else
    play_human(cmd + (arg.empty() ? "" : " " + arg));
  return true;
}

void TerminalGame::play_human(const std::string &text) {
  if (auto verdict = game_.verdict())
    return say(fmt::format("The game is over ({}). Type 'undo' to take back or 'new' to start again.",
                           verdict->result));
  Position pos = game_.position();
  const MoveInput in = read_move(pos, text);
  switch (in.kind) {
  case MoveInput::NotAMove:
    return say("Unknown command or move '" + text + "'. Type 'help' for the commands.");
  case MoveInput::Illegal:
    return say("Illegal move '" + text + "'" + (in.why.empty() ? "" : ": " + in.why) +
               ". Type 'moves' for the legal moves.");
  case MoveInput::Ambiguous: {
    std::string list;
    for (const std::string &c : in.candidates) list += " " + c;
    return say("Ambiguous move '" + text + "': it may be" + list + ".");
  }
  case MoveInput::Found: break;
  }
  game_.play(in.move);
  byHuman_.push_back(true);
  advance();
}

void TerminalGame::engine_move() {
  const Color side = game_.position().side_to_move();
  engine_.set_params(game_.params);
  const Move best = engine_.search(game_.position(), game_.history(), limits_);
  const SearchInfo &info = engine_.last();
  std::string eval;
  if (info.mate())
    eval = info.mate_in() > 0 ? fmt::format("mate in {}", info.mate_in())
                              : fmt::format("mated in {}", -info.mate_in());
  else
    eval = fmt::format("{:+.2f}", info.score / 100.0);
  say(fmt::format("Chimera ({}) plays {}  [depth {}, score {} for {}]", side_name(side),
                  move_to_text(*game_.variant, best), info.depth, eval, side_name(side)));
  game_.play(best);
  byHuman_.push_back(false);
}

void TerminalGame::advance() {
  if (!game_.verdict() && game_.position().side_to_move() != human_) engine_move();
  draw();
  announce_end();
}

bool TerminalGame::announce_end() {
  const std::optional<Verdict> verdict = game_.verdict();
  if (!verdict) return false;
  std::string who = "a draw";
  if (verdict->result != "1/2-1/2") {
    const Color winner = verdict->result == "1-0" ? White : Black;
    who = winner == human_ ? "you win" : "Chimera wins";
  }
  say(fmt::format("Game over: {}. {}, {}.", verdict->reason, verdict->result, who));
  return true;
}

void TerminalGame::draw() {
  view::Diagram d = view::position_diagram(game_.position());
  d.flipped = flipped_;
  std::string status = fmt::format("{} to move", side_name(game_.position().side_to_move()));
  if (game_.position().in_check()) status += ", in check";
  std::fputs((view::board_text(d, faces_) + status + "\n").c_str(), stdout);
  std::fflush(stdout);
}

void TerminalGame::undo() {
  if (std::find(byHuman_.begin(), byHuman_.end(), true) == byHuman_.end())
    return say("Nothing to take back: you have not moved yet.");
  // The engine's replies after the player's last move, then that move.
  while (!byHuman_.back()) game_.undo(), byHuman_.pop_back();
  game_.undo(), byHuman_.pop_back();
  say("Taken back.");
  draw();
}

// The game so far, White and Black named by who plays them now.
void TerminalGame::pgn() {
  PgnGame g;
  const std::optional<Verdict> verdict = game_.verdict();
  g.result = verdict ? verdict->result : "*";
  if (verdict) g.comment = verdict->reason;
  const std::string you = "You", chimera = "Chimera";
  g.tags = {{"Event", "chimera play"},
            {"Site", "?"},
            {"White", human_ == White ? you : chimera},
            {"Black", human_ == Black ? you : chimera},
            {"Result", g.result}};
  g.fen = game_.start_fen(), g.moves = game_.moves;
  std::fputs(pgn_text(*game_.variant, g).c_str(), stdout);
  std::fflush(stdout);
}

void TerminalGame::restart() {
  std::string why;
  game_.reset(game_.start_fen(), why);
  engine_.clear();
  byHuman_.clear();
  say("New game.");
  advance();
}

} // namespace

int play(const Args &args) {
  if (wants_help(args)) return std::fputs(kPlayHelp, stdout), 0;
  CommandLine cl;
  int status = 0;
  if (!parse_command_line("play", args, {"--fen", "--color", "--time", "--depth", "--nodes", "--seed"}, cl,
                          status))
    return status;
  if (cl.positional.size() != 1) return usage_error("play", "expected one definition file");
  Color human = White;
  if (cl.values.count("--color")) {
    const std::string &c = cl.values["--color"];
    if (c == "black" || c == "b")
      human = Black;
    else if (c != "white" && c != "w")
      return usage_error("play", "--color must be white or black, not '" + c + "'");
  }
  if (cl.values.count("--time") + cl.values.count("--depth") + cl.values.count("--nodes") > 1)
    return usage_error("play", "give one of --time, --depth and --nodes");
  Limits limits;
  double n = 0;
  limits.movetime = 1000;
  if (cl.values.count("--time")) {
    if (!positive_number(cl.values["--time"], n))
      return usage_error("play", "--time needs a number of seconds, not '" + cl.values["--time"] + "'");
    limits.movetime = std::max<int64_t>(1, int64_t(n * 1000));
  } else if (cl.values.count("--depth")) {
    if (!positive_number(cl.values["--depth"], n) || n != int(n) || n >= MaxPly)
      return usage_error("play", "--depth needs a whole number from 1 to " + std::to_string(MaxPly - 1) +
                                     ", not '" + cl.values["--depth"] + "'");
    limits = Limits{}, limits.depth = int(n);
  } else if (cl.values.count("--nodes")) {
    if (!positive_number(cl.values["--nodes"], n) || n != uint64_t(n))
      return usage_error("play", "--nodes needs a whole number, not '" + cl.values["--nodes"] + "'");
    limits = Limits{}, limits.nodes = uint64_t(n);
  }

  Game game;
  std::string why;
  if (!load("play", cl.positional[0], status, cl.options)) return status;
  if (!game.load(cl.positional[0], cl.options, why)) return usage_error("play", why);
  if (cl.values.count("--fen") && !game.reset(cl.values["--fen"], why)) return usage_error("play", why);
  // A definition with a shuffle (Chess960) starts from an arrangement drawn by it.
  if (cl.values.count("--seed") && (!positive_number(cl.values["--seed"], n) || n != uint64_t(n)))
    return usage_error("play", "--seed needs a whole number, not '" + cl.values["--seed"] + "'");
  if (game.variant->shuffle && !cl.values.count("--fen")) {
    game.new_start(cl.values.count("--seed") ? uint64_t(n) : std::random_device{}());
    game.reset();
  }
  TerminalGame(game, human, limits, isatty(STDIN_FILENO)).run(std::cin);
  return 0;
}

} // namespace chimera::cli
