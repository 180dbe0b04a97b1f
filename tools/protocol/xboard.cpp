// The XBoard/CECP (protover 2) protocol loop. Definitions XBoard knows by name are announced
// under that name; every other one is an engine-defined variant that XBoard learns from the
// `setup` and `piece` lines sent after `variant` (docs/protocols.md).
#include <algorithm>
#include <atomic>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <sstream>

#include "runtime/notation/notation.h"
#include "runtime/notation/san.h"
#include "tools/protocol/protocol.h"
#include "tools/protocol/xboard_moves.h"

namespace chimera {

namespace {

// XBoard's names for the definitions that play its own variants. XBoard draws the start of its
// shuffled variants (fischerandom, caparandom) itself and sends it with setboard.
const std::pair<const char *, const char *> kKnown[] = {
    {"chess", "normal"},    {"capablanca", "capablanca"}, {"shogi", "shogi"},
    {"xiangqi", "xiangqi"}, {"crazyhouse", "crazyhouse"}, {"seirawan", "seirawan"},
    {"grand", "grand"},     {"chess960", "fischerandom"}, {"capablanca960", "caparandom"}};

bool xboard_knows(const std::string &definition) {
  for (auto [ours, theirs] : kKnown)
    if (definition == ours) return true;
  return false;
}

std::string xboard_name(const std::string &definition) {
  for (auto [ours, theirs] : kKnown)
    if (definition == ours) return theirs;
  return definition;
}

// XBoard writes an empty holdings as `[-]` and leaves out the castling and en-passant fields
// in variants without them (shogi: `...[-] w 0 1`).
std::string xboard_fen(std::string fen) {
  if (size_t at = fen.find("[-]"); at != std::string::npos) fen.erase(at + 1, 1);
  std::istringstream in(fen);
  std::string board, side, third, rest;
  if (in >> board >> side >> third && std::isdigit((unsigned char)third[0])) {
    std::getline(in, rest);
    fen = board + " " + side + " - - " + third + rest;
  }
  return fen;
}

// A piece's moves in XBetza, one word: its `moves` lines concatenated. A hopper whose screen
// must be of one side (Gunnery's shot) has no XBetza; XBoard would take any piece as the screen
// and see checks that are not there, so such a hopper is made tame ('t': it cannot capture a
// royal piece) and XBoard never refuses a move for them.
std::string xboard_betza(const PieceType &t) {
  std::string betza = t.betza;
  betza.erase(std::remove(betza.begin(), betza.end(), ' '), betza.end());
  constexpr uint16_t kScreenRules = RayFriendScreen | RayEnemyScreen | RayPierce | RayExplode;
  for (const MoveAtom &a : t.atoms) {
    const size_t hop = a.source.find('p'), at = betza.find(a.source);
    if (!(a.flags & kScreenRules) || hop == std::string::npos || a.source.find('t') != std::string::npos ||
        at == std::string::npos)
      continue;
    betza.insert(at + hop, "t");
  }
  return betza;
}

// XBoard's O-O and O-O-O: the castling move they name, if legal (Move::none() otherwise).
Move castling_san(Position pos, const std::string &text) {
  const Move m = parse_san(pos, text);
  return !m.is_none() && m.kind() == MoveKind::Castling ? m : Move::none();
}

// XBoard's piece slots, in the order of its default piece-to-char table.
constexpr const char *kSlots = "PNBRQFEACWMOHIJGDVLSUK";
constexpr int kNumSlots = 22;

} // namespace

// The `setup` line: piece-to-char table, board size, holdings size, parent variant, start FEN.
std::string xboard_setup(const Variant &v, const std::string &xboardName, bool known,
                         const std::string &fen) {
  std::vector<int> slotOf(v.ntypes(), -1);
  std::string table(kNumSlots, '.');
  auto place = [&](int t, int slot) { slotOf[t] = slot, table[slot] = v.types[t].letter; };
  // Which types can stand in a hand: from the start position, captures, gating.
  Position start(v);
  FenError err;
  start.set_fen(v.startFen, err);
  uint64_t inHand = 0;
  for (int t = 0; t < v.ntypes(); ++t) {
    const PieceType &pt = v.types[t];
    if (pt.promotedMark) continue;
    if (start.hand(White, t) || start.hand(Black, t) || (v.capturesToHand && !pt.royal) ||
        std::count(v.gatePieces.begin(), v.gatePieces.end(), t))
      inHand |= uint64_t(1) << t;
  }
  for (int t = 0; t < v.ntypes(); ++t)
    if (v.types[t].royal && table[kNumSlots - 1] == '.') place(t, kNumSlots - 1);
  auto free_slot = [&]() {
    for (int i = 0; i < kNumSlots - 1; ++i)
      if (table[i] == '.') return i;
    return -1;
  };
  auto own_slot = [&](int t) {
    const char *own = std::strchr(kSlots, v.types[t].letter);
    return own && table[own - kSlots] == '.' ? int(own - kSlots) : -1;
  };
  // Pieces keep XBoard's slot for their letter where they can; pieces that can be in hand
  // then take the lowest free slots, as XBoard's holdings show only the first slots.
  for (int t = 0; t < v.ntypes(); ++t)
    if (slotOf[t] < 0 && !v.types[t].promotedMark && !(inHand >> t & 1) && own_slot(t) >= 0)
      place(t, own_slot(t));
  for (int pass = 0; pass < 2; ++pass)
    for (int t = 0; t < v.ntypes(); ++t) {
      if (slotOf[t] >= 0 || v.types[t].promotedMark || bool(inHand >> t & 1) != (pass == 0)) continue;
      int slot = own_slot(t);
      if (slot < 0 || (pass == 0 && slot >= __builtin_popcountll(inHand))) slot = free_slot();
      if (slot >= 0) place(t, slot);
    }
  int holdings = 0;
  if (v.hands)
    for (int t = 0; t < v.ntypes(); ++t)
      if ((inHand >> t & 1) && slotOf[t] >= 0) holdings = std::max(holdings, slotOf[t] + 1);
  std::string lower = table;
  for (char &c : lower) c = char(std::tolower((unsigned char)c));
  return "setup (" + table + lower + ") " + std::to_string(v.files) + "x" + std::to_string(v.ranks) + "+" +
         std::to_string(holdings) + "_" + (known ? xboardName : std::string("fairy")) + " " + fen;
}

namespace {

class XBoard {
public:
  explicit XBoard(Session &s) : s_(s), initial_(s.game.file) {}
  bool command(const std::string &line);

private:
  void error(const std::string &type, const std::string &line) { s_.say("Error (" + type + "): " + line); }
  // A definition's diagnostics go out as comments (XBoard keeps them in its debug log), then
  // the one-line error.
  void load_error(const std::string &why, const std::string &line) {
    s_.say("# " + why);
    error("the definition does not load", line);
  }
  void features();
  void announce_variant();
  bool check_end(); // sends RESULT if the game is over; true then
  void think();
  void new_game();

  Session &s_;
  std::string initial_; // the definition `new` returns to (chess, or the FILE argument)
  bool force_ = false, post_ = false;
  std::atomic<bool> discard_{false}; // a search stopped by anything but `?` plays no move
  Color engineSide_ = Black;
  int mps_ = 0;
  int64_t base_ = 300000, inc_ = 0, perMove_ = 0, time_ = 300000;
  int depth_ = 0;
  uint64_t games_ = 0; // shuffled starts drawn so far
};

void XBoard::features() {
  std::string variants;
  for (const std::string &n : s_.names) variants += (variants.empty() ? "" : ",") + xboard_name(n);
  s_.say("feature done=0");
  s_.say("feature myname=\"Chimera 0.1.0\" ping=1 setboard=1 usermove=1 memory=1 smp=1 colors=0 sigint=0 "
         "sigterm=0 reuse=1 analyze=0 san=0 time=1 draw=0 name=0 debug=1 exclude=0");
  s_.say("feature variants=\"" + variants + "\"");
  s_.say("feature done=1");
}

void XBoard::announce_variant() {
  // A variant XBoard knows by name is played by XBoard's own rules: a `setup` would move its
  // pieces to other slots and so change how XBoard promotes and drops them (shogi's Gold in the
  // Pawn slot promotes).
  if (xboard_knows(s_.variantName)) return;
  const Variant &v = *s_.game.variant;
  // A definition with a shuffle starts each game from a new arrangement, which the setup
  // line shows XBoard: the n-th game of the session from the one seed n draws.
  if (v.shuffle) s_.game.new_start(++games_), s_.game.reset();
  s_.say(xboard_setup(v, s_.variantName, false, s_.game.start_fen()));
  for (const PieceType &t : v.types) {
    if (t.promotedMark) continue;
    s_.say(std::string("piece ") + t.letter + "& " + xboard_betza(t));
  }
}

bool XBoard::check_end() {
  if (auto verdict = s_.game.verdict()) {
    s_.say(verdict->result + " {" + verdict->reason + "}");
    force_ = true;
    return true;
  }
  return false;
}

void XBoard::think() {
  if (check_end()) return;
  engineSide_ = s_.game.position().side_to_move();
  Limits limits;
  if (depth_) limits.depth = depth_;
  if (perMove_)
    limits.movetime = perMove_;
  else {
    limits.time[engineSide_] = time_;
    limits.inc[engineSide_] = inc_;
    if (mps_) {
      const int played = int(s_.game.moves.size() / 2);
      limits.movestogo = mps_ - played % mps_;
    }
  }
  const Variant *v = s_.game.variant.get();
  s_.go(
      limits,
      [this](const SearchInfo &i) {
        if (!post_) return;
        const int score = i.mate() ? (i.score > 0 ? 100000 + i.mate_in() : -100000 + i.mate_in()) : i.score;
        std::string line = std::to_string(i.depth) + " " + std::to_string(score) + " " +
                           std::to_string(i.ms / 10) + " " + std::to_string(i.nodes);
        const Variant &v = *s_.game.variant;
        for (Move m : i.pv) line += " " + to_xboard_move(move_to_text(v, m), v.ranks);
        s_.say(line);
      },
      [this, v](Move best) {
        if (best.is_none() || discard_) return;
        s_.game.play(best);
        s_.say("move " + to_xboard_move(move_to_text(*v, best), v->ranks));
        check_end();
      });
}

void XBoard::new_game() {
  s_.stop();
  // `new` means standard chess: XBoard follows it with `variant` for anything else.
  std::string why;
  if (s_.game.file != initial_ && !s_.load_file(initial_, why)) load_error(why, "new");
  s_.game.reset();
  s_.engine.clear();
  force_ = false;
  engineSide_ = Black;
  depth_ = 0;
  perMove_ = 0;
}

bool XBoard::command(const std::string &line) {
  std::istringstream in(line);
  std::string cmd, arg;
  if (!(in >> cmd)) return true;
  std::getline(in >> std::ws, arg);
  while (!arg.empty() && (arg.back() == '\r' || arg.back() == ' ')) arg.pop_back();
  auto number = [&](int64_t &out) {
    try {
      size_t used = 0;
      out = std::stoll(arg, &used);
      return used == arg.size() && out >= 0;
    } catch (...) {
      return false;
    }
  };
  int64_t n = 0;
  // Commands that may arrive while the engine thinks, without disturbing it.
  if (cmd == "quit") return false;
  if (cmd == "ping") return s_.say("pong " + arg), true;
  if (cmd == "?") return s_.stop(), true;
  if (cmd == "post") return post_ = true, true;
  if (cmd == "nopost") return post_ = false, true;
  if (cmd == "time" || cmd == "otim") {
    if (!arg.empty() && arg[0] == '-') arg = "0"; // a clock past zero is an empty one
    if (!number(n)) return error("bad number", line), true;
    if (cmd == "time") time_ = n * 10;
    return true;
  }
  if (cmd == "." || cmd == "hard" || cmd == "easy" || cmd == "random" || cmd == "computer" || cmd == "name" ||
      cmd == "rating" || cmd == "accepted" || cmd == "rejected" || cmd == "xboard" || cmd == "ics")
    return true;
  static const char *const kHandled[] = {"protover", "new",      "variant", "force",  "go",     "playother",
                                         "usermove", "setboard", "undo",    "remove", "result", "level",
                                         "st",       "sd",       "memory",  "cores"};
  if (std::none_of(std::begin(kHandled), std::end(kHandled), [&](const char *c) { return cmd == c; }))
    return error("unknown command", line), true; // without disturbing a search (`hint`, `bk`)
  // Any other command ends a search without its move: after `result`, `force` or `new` the
  // move would land in the wrong game.
  discard_ = true;
  s_.stop();
  discard_ = false;

  if (cmd == "protover")
    features();
  else if (cmd == "new")
    new_game();
  else if (cmd == "variant") {
    std::string name = arg;
    if (auto u = name.find('_'); u != std::string::npos && std::isdigit((unsigned char)name[0]))
      name = name.substr(u + 1); // a board-size prefix: the size is the definition's own
    for (auto [ours, theirs] : kKnown)
      if (name == theirs) name = ours;
    std::string why;
    if (std::find(s_.names.begin(), s_.names.end(), name) == s_.names.end())
      return error("unknown variant", line), true;
    if (!s_.load_name(name, why)) return load_error(why, line), true;
    announce_variant();
  } else if (cmd == "force")
    force_ = true;
  else if (cmd == "go") {
    force_ = false;
    think();
  } else if (cmd == "playother") {
    force_ = false;
    engineSide_ = ~s_.game.position().side_to_move();
  } else if (cmd == "usermove") {
    if (arg.empty()) return error("missing argument", line), true;
    const std::string move = from_xboard_move(arg, s_.game.variant->ranks);
    // XBoard adds a promotion letter to any move of a piece in its Pawn slot that reaches the
    // last rank, also where the piece does not promote (a Gunnery shot): the letter is dropped.
    const Variant &v = *s_.game.variant;
    const size_t digits = move.find_last_not_of("0123456789", move.size() - 2) + 1;
    const int toRank = std::atoi(move.c_str() + std::min(digits, move.size() - 1));
    const bool suffix = move.size() > 4 && std::islower((unsigned char)move.back()) &&
                        toRank == (s_.game.position().side_to_move() == White ? v.ranks : 1);
    // XBoard may send the castling of its shuffled variants (fischerandom) as O-O and O-O-O.
    if (const Move castle = arg.rfind("O-O", 0) == 0 ? castling_san(s_.game.position(), arg) : Move::none();
        !castle.is_none())
      s_.game.play(castle);
    else if (!s_.game.play(move) && !(suffix && s_.game.play(move.substr(0, move.size() - 1))))
      return s_.say("Illegal move: " + arg), true;
    if (check_end()) return true;
    if (!force_ && s_.game.position().side_to_move() == engineSide_) think();
  } else if (cmd == "setboard") {
    std::string why;
    if (!s_.game.reset(xboard_fen(arg), why)) return error(why, line), true;
    // XBoard passes on an opponent's null move (@@@@) as a setboard, then waits for our move.
    if (!force_ && s_.game.position().side_to_move() == engineSide_) think();
  } else if (cmd == "undo") {
    if (!s_.game.undo()) error("command not legal now", line);
  } else if (cmd == "remove") {
    if (s_.game.moves.size() < 2) return error("command not legal now", line), true;
    s_.game.undo(), s_.game.undo();
  } else if (cmd == "result")
    force_ = true;
  else if (cmd == "level") {
    std::istringstream a(arg);
    std::string mps, base, inc;
    if (!(a >> mps >> base >> inc)) return error("level needs MPS BASE INC", line), true;
    try {
      mps_ = std::stoi(mps);
      const size_t colon = base.find(':');
      base_ = colon == std::string::npos
                  ? int64_t(std::stod(base) * 60000)
                  : std::stoll(base.substr(0, colon)) * 60000 + std::stoll(base.substr(colon + 1)) * 1000;
      inc_ = int64_t(std::stod(inc) * 1000);
      time_ = base_;
      perMove_ = 0;
    } catch (...) {
      error("level needs MPS BASE INC", line);
    }
  } else if (cmd == "st") {
    if (!number(n)) return error("bad number", line), true;
    perMove_ = n * 1000;
  } else if (cmd == "sd") {
    if (!number(n)) return error("bad number", line), true;
    depth_ = int(n);
  } else if (cmd == "memory") {
    std::string why;
    if (!number(n) || n < 1 || n > 65536) return error("bad number", line), true;
    if (!s_.set_hash(size_t(n), why)) return error(why, line), true;
  } else if (cmd == "cores") {
    if (!number(n) || n < 1) return error("bad number", line), true;
    s_.engine.set_threads(int(n));
  } else
    error("unknown command", line);
  return true;
}

} // namespace

void run_xboard(Session &s, std::istream &in, const std::string &first) {
  s.continuation = "# ";
  if (!s.startupError.empty()) {
    s.say("# " + s.startupError);
    s.say("tellusererror " + s.startupError.substr(0, s.startupError.find('\n')));
  }
  XBoard xb(s);
  run_loop(s, in, first, [&](const std::string &line) { return xb.command(line); });
}

} // namespace chimera
