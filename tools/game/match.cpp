// chimera match: two engines play any definition, Chimera referees every move by the
// definition's own rules, and the games are written as PGN in SAN (tools/game/pgn.h).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <memory>
#include <mutex>
#include <random>
#include <thread>

#include "runtime/board/shuffle.h"
#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "tools/cli/cli.h"
#include "tools/game/game.h"
#include "tools/game/openings.h"
#include "tools/game/pgn.h"
#include "tools/game/player.h"
#include "tools/game/sprt.h"

namespace chimera::cli {

namespace {

const char *kHelp =
    "usage: chimera match --engine CMD --engine CMD [options]\n"
    "\n"
    "Plays games between two engines (UCI, or XBoard with --xboard1/--xboard2) on a definition;\n"
    "Chimera checks every move and ends games by the definition's rules. Each opening is played\n"
    "twice, with colours swapped. Prints each result, then the score and the Elo difference\n"
    "with its 95% error bar.\n"
    "\n"
    "options:\n"
    "  --engine CMD          an engine's command line (give it twice; 'self' is this chimera)\n"
    "  --xboard1, --xboard2  the first/second engine speaks XBoard instead of UCI\n"
    "  --variant FILE|NAME   the definition (default chess)\n"
    "  --option NAME=VALUE   a definition option (also sent to the engines)\n"
    "  --games N             games in all (default 2)\n"
    "  --tc SECONDS[+INC]    clock per game (default 10+0.1)\n"
    "  --movetime MS         fixed time per move instead of a clock\n"
    "  --depth N             fixed depth per move instead of a clock\n"
    "  --nodes N             fixed nodes per move instead of a clock (UCI engines)\n"
    "  --openings FILE       start positions used in turn: an .epd suite, a .pgn file (each\n"
    "                        game's position and moves), or one FEN per line; without it, a\n"
    "                        definition with a shuffle (Chess960) draws one per opening pair\n"
    "  --random-plies N      start each opening pair with N random legal plies (default 0)\n"
    "  --seed N              seed for the random plies and shuffled starts (default 1)\n"
    "  --max-plies N         adjudicate a draw after N plies (default 400)\n"
    "  --pgn FILE            write the games there, in SAN (default: standard output)\n"
    "  --concurrency N       play N games at once, each with its own pair of engines (default 1)\n"
    "  --sprt ELO0 ELO1      stop once the sequential probability ratio test accepts H0 (the\n"
    "                        first engine is ELO0 stronger) or H1 (ELO1 stronger); --games is\n"
    "                        then the maximum\n"
    "  --alpha A, --beta B   the test's error rates (default 0.05 each)\n";

struct Settings {
  std::string engines[2];
  bool xboard[2] = {false, false};
  std::string variant = "chess";
  Options options;
  int games = 2, randomPlies = 0, maxPlies = 400, depth = 0, concurrency = 1;
  bool sprt = false;
  double elo0 = 0, elo1 = 0, alpha = 0.05, beta = 0.05;
  unsigned seed = 1;
  int64_t base = 10000, inc = 100, movetime = 0, nodes = 0;
  std::string openings, pgn;
};

struct Record {
  std::string result, reason, fen; // fen: where the game starts (the opening's moves follow)
  std::vector<std::string> moves;  // the opening's random plies, then the game's
};

// One game from `fen` after the opening's moves; players[0] has White.
Record play_game(Game &game, const std::string &fen, const std::vector<std::string> &opening,
                 Player *players[2], const Settings &set) {
  Record rec;
  std::string why;
  game.reset(fen, why);
  for (const std::string &m : opening) game.play(m);
  rec.fen = fen;
  rec.moves = opening;
  const std::string sent = fen == game.variant->startFen ? "" : fen;
  Clock clock;
  clock.depth = set.depth;
  clock.movetime = set.movetime;
  clock.nodes = set.nodes;
  if (!set.depth && !set.movetime && !set.nodes)
    clock.time[0] = clock.time[1] = set.base, clock.inc = set.inc;
  players[0]->new_game(), players[1]->new_game();
  for (;;) {
    if (auto v = game.verdict()) return rec.result = v->result, rec.reason = v->reason, rec;
    if (int(rec.moves.size() - opening.size()) >= set.maxPlies)
      return rec.result = "1/2-1/2", rec.reason = "adjudicated: move limit", rec;
    const Color us = game.position().side_to_move();
    Player &p = *players[us];
    const auto t0 = std::chrono::steady_clock::now();
    std::string text = p.think(sent, rec.moves, clock, us == White, why);
    const int64_t used =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
    const std::string loss = us == White ? "0-1" : "1-0", side = us == White ? "White" : "Black";
    if (text.empty()) return rec.result = loss, rec.reason = side + " (" + p.name + "): " + why, rec;
    if (clock.time[us] >= 0) {
      clock.time[us] -= used;
      // A small allowance for process and pipe latency before a flag falls.
      if (clock.time[us] < -200) return rec.result = loss, rec.reason = side + " loses on time", rec;
      clock.time[us] = std::max<int64_t>(clock.time[us], 0) + clock.inc;
    }
    if (!game.play(text))
      return rec.result = loss, rec.reason = side + " played an illegal move " + text, rec;
    rec.moves.push_back(move_to_text(*game.variant, game.moves.back())); // Chimera's text: e2e2, not @@@@
  }
}

void write_pgn(std::FILE *out, const Record &r, const std::vector<Move> &moves, const std::string &white,
               const std::string &black, const Variant &v, int round) {
  PgnGame g;
  g.tags = {{"Event", "chimera match"}, {"Site", "?"},    {"Round", std::to_string(round)},
            {"White", white},           {"Black", black}, {"Result", r.result},
            {"Termination", r.reason}};
  g.fen = r.fen, g.moves = moves, g.result = r.result, g.comment = r.reason;
  std::fputs((pgn_text(v, g) + "\n").c_str(), out);
  std::fflush(out);
}

} // namespace

int match(const Args &args, const std::string &argv0) {
  Settings set;
  int nengines = 0;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string &a = args[i];
    auto value = [&](std::string &out) {
      if (i + 1 >= args.size()) return false;
      out = args[++i];
      return true;
    };
    auto number = [&](auto &out) {
      std::string v;
      if (!value(v) || v.empty() || v.find_first_not_of("0123456789") != std::string::npos || v.size() > 9)
        return false;
      out = decltype(out + 0)(std::stoll(v));
      return true;
    };
    std::string v;
    if (a == "--help" || a == "-h") return std::fputs(kHelp, stdout), 0;
    if (a == "--engine") {
      if (nengines == 2 || !value(v)) return usage_error("match", "give --engine CMD exactly twice");
      set.engines[nengines++] = v == "self" ? std::string(argv0) + " engine" : v;
    } else if (a == "--xboard1")
      set.xboard[0] = true;
    else if (a == "--xboard2")
      set.xboard[1] = true;
    else if (a == "--variant") {
      if (!value(set.variant)) return usage_error("match", "--variant needs a file or name");
    } else if (a == "--option") {
      if (!value(v) || v.find('=') == std::string::npos)
        return usage_error("match", "--option needs NAME=VALUE");
      set.options[v.substr(0, v.find('='))] = v.substr(v.find('=') + 1);
    } else if (a == "--games") {
      if (!number(set.games) || set.games < 1) return usage_error("match", "--games needs a positive number");
    } else if (a == "--random-plies") {
      if (!number(set.randomPlies)) return usage_error("match", "--random-plies needs a number");
    } else if (a == "--seed") {
      if (!number(set.seed)) return usage_error("match", "--seed needs a number");
    } else if (a == "--max-plies") {
      if (!number(set.maxPlies) || set.maxPlies < 1)
        return usage_error("match", "--max-plies needs a positive number");
    } else if (a == "--depth") {
      if (!number(set.depth) || set.depth < 1) return usage_error("match", "--depth needs a positive number");
    } else if (a == "--nodes") {
      if (!number(set.nodes) || set.nodes < 1) return usage_error("match", "--nodes needs a positive number");
    } else if (a == "--movetime") {
      if (!number(set.movetime) || set.movetime < 1)
        return usage_error("match", "--movetime needs milliseconds");
    } else if (a == "--tc") {
      if (!value(v)) return usage_error("match", "--tc needs SECONDS[+INC]");
      try {
        size_t plus = v.find('+');
        set.base = int64_t(std::stod(v.substr(0, plus)) * 1000);
        set.inc = plus == std::string::npos ? 0 : int64_t(std::stod(v.substr(plus + 1)) * 1000);
      } catch (...) {
        return usage_error("match", "--tc needs SECONDS[+INC], not '" + v + "'");
      }
      if (set.base <= 0) return usage_error("match", "--tc needs a positive time");
    } else if (a == "--openings") {
      if (!value(set.openings)) return usage_error("match", "--openings needs a file");
    } else if (a == "--pgn") {
      if (!value(set.pgn)) return usage_error("match", "--pgn needs a file");
    } else if (a == "--concurrency") {
      if (!number(set.concurrency) || set.concurrency < 1 || set.concurrency > 64)
        return usage_error("match", "--concurrency needs a number from 1 to 64");
    } else if (a == "--sprt") {
      std::string e0, e1;
      if (!value(e0) || !value(e1) || !parse_real(e0, set.elo0) || !parse_real(e1, set.elo1) ||
          set.elo1 <= set.elo0)
        return usage_error("match", "--sprt needs ELO0 ELO1 with ELO0 < ELO1");
      set.sprt = true;
    } else if (a == "--alpha" || a == "--beta") {
      double &rate = a == "--alpha" ? set.alpha : set.beta;
      if (!value(v) || !parse_real(v, rate) || rate <= 0 || rate >= 0.5)
        return usage_error("match", a + " needs a probability between 0 and 0.5");
    } else
      return usage_error("match", "unknown argument '" + a + "'");
  }
  if (nengines != 2) return usage_error("match", "give --engine CMD exactly twice");

  // The definition: a file, or a shipped name.
  std::string file = set.variant;
  if (file.find('/') == std::string::npos && file.find(".variant") == std::string::npos)
    file = find_definitions(argv0) + "/" + file + ".variant";
  Game game;
  std::string why;
  if (!game.load(file, set.options, why)) return usage_error("match", why);
  const std::string variantName = game.variant->name;

  std::vector<Opening> suite;
  if (!set.openings.empty()) {
    if (!load_openings(set.openings, game, suite, why)) return usage_error("match", why);
  } else
    suite.push_back({game.variant->startFen, {}, ""});
  // Every pair's opening is drawn before the games begin, so the games do not depend on the
  // order in which concurrent games finish.
  std::mt19937 rng(set.seed);
  std::vector<Opening> pairs;
  for (int k = 0; k < (set.games + 1) / 2; ++k) {
    Opening o = suite[k % suite.size()];
    // A definition with a shuffle draws each pair's start (unless --openings gives them).
    if (game.variant->shuffle && set.openings.empty()) o.fen = shuffled_start(*game.variant, rng());
    game.reset(o.fen, why);
    for (const std::string &m : o.moves) game.play(m);
    for (int ply = 0; ply < set.randomPlies && !game.verdict(); ++ply) {
      MoveList list;
      game.legal_moves(list);
      const Move m = list[int(rng() % unsigned(list.size()))];
      o.moves.push_back(move_to_text(*game.variant, m));
      game.play(m);
    }
    pairs.push_back(o);
  }

  // One game and pair of engines per concurrent game.
  struct Table {
    Game game;
    Player players[2];
  };
  const int tables = std::min(set.concurrency, set.games);
  std::vector<std::unique_ptr<Table>> board;
  for (int t = 0; t < tables; ++t) {
    auto table = std::make_unique<Table>();
    if (!table->game.load(file, set.options, why)) return usage_error("match", why);
    for (int i = 0; i < 2; ++i) {
      Player &p = table->players[i];
      p.ranks = game.variant->ranks;
      p.chess960 = game.variant->chess960;
      if (!p.start(set.engines[i], set.xboard[i], why) || !p.set_variant(variantName, file, set.options, why))
        return usage_error("match", why);
    }
    board.push_back(std::move(table));
  }
  std::FILE *pgn = stdout;
  if (!set.pgn.empty() && !(pgn = std::fopen(set.pgn.c_str(), "w")))
    return usage_error("match", "cannot write '" + set.pgn + "'");

  const SprtBounds bounds = sprt_bounds(set.alpha, set.beta);
  std::mutex lock;
  int next = 0, played = 0;
  bool decided = false;
  std::string stopped; // why the match stopped early: an engine ended
  Score score;
  SprtVerdict verdict;
  auto run = [&](Table &table) {
    for (;;) {
      int g;
      {
        std::lock_guard<std::mutex> hold(lock);
        if (decided || next >= set.games) return;
        g = next++;
      }
      const int white = g % 2;
      Player *order[2] = {&table.players[white], &table.players[1 - white]};
      const Opening &o = pairs[g / 2];
      Record r = play_game(table.game, o.fen, o.moves, order, set);
      std::lock_guard<std::mutex> hold(lock);
      write_pgn(pgn, r, table.game.moves, order[0]->name, order[1]->name, *table.game.variant, g + 1);
      const bool draw = r.result == "1/2-1/2", firstWon = (r.result == "1-0") == (white == 0);
      (draw ? score.draws : firstWon ? score.wins : score.losses) += 1;
      ++played;
      std::fprintf(stderr, "game %d: %s - %s %s {%s}\n", g + 1, order[0]->name.c_str(),
                   order[1]->name.c_str(), r.result.c_str(), r.reason.c_str());
      if (set.sprt && verdict.update(sprt_llr(score, set.elo0, set.elo1), played, bounds)) decided = true;
      // An engine that has ended would lose every game left: the match stops, as an error.
      for (Player *p : order)
        if (p->gone() && stopped.empty()) stopped = p->why_gone(), decided = true;
    }
  };
  std::vector<std::thread> threads;
  for (size_t t = 1; t < board.size(); ++t) threads.emplace_back(run, std::ref(*board[t]));
  run(*board[0]);
  for (auto &t : threads) t.join();
  if (pgn != stdout) std::fclose(pgn);
  for (auto &table : board)
    for (Player &p : table->players) p.quit();
  const std::string names[2] = {board[0]->players[0].name, board[0]->players[1].name};
  double diff = 0, error = 0;
  elo(score, diff, error);
  std::fprintf(stderr, "Score of %s vs %s: %g - %g - %g [%.3f] %d\n", names[0].c_str(), names[1].c_str(),
               score.wins, score.losses, score.draws, score.fraction(), played);
  if (score.wins + score.draws == 0 ||
      score.losses + score.draws == 0) // a clean sweep has no finite estimate
    std::fprintf(stderr, "Elo difference: %s (every game won by one side)\n", score.wins ? "+inf" : "-inf");
  else
    std::fprintf(stderr, "Elo difference: %.1f +/- %.1f\n", diff, error);
  // The ratio is the one that decided; games that were under way then are in the score.
  if (set.sprt) {
    std::fprintf(stderr, "SPRT: llr %.2f, lbound %.2f, ubound %.2f [%g, %g] - %s\n", verdict.llr,
                 bounds.lower, bounds.upper, set.elo0, set.elo1, verdict.text());
    if (verdict.decision && verdict.games < played)
      std::fprintf(stderr, "SPRT: decided after game %d of the %d counted (llr %.2f with them all)\n",
                   verdict.games, played, sprt_llr(score, set.elo0, set.elo1));
  }
  if (!stopped.empty()) {
    std::fprintf(stderr, "chimera: error: the match stopped after %d of %d games: %s\n", played, set.games,
                 stopped.c_str());
    return 1;
  }
  return 0;
}

} // namespace chimera::cli
