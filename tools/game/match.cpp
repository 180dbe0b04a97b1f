// chimera match: two engines play any definition, Chimera referees every move by the
// definition's own rules, and the games are written as PGN in SAN (tools/game/pgn.h).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <random>

#include "runtime/movegen.h"
#include "runtime/notation.h"
#include "runtime/shuffle.h"
#include "tools/cli/cli.h"
#include "tools/game/game.h"
#include "tools/game/pgn.h"
#include "tools/game/player.h"

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
    "  --openings FILE       start positions, one FEN per line (used in turn); without it, a\n"
    "                        definition with a shuffle (Chess960) draws one per opening pair\n"
    "  --random-plies N      start each opening pair with N random legal plies (default 0)\n"
    "  --seed N              seed for the random plies and shuffled starts (default 1)\n"
    "  --max-plies N         adjudicate a draw after N plies (default 400)\n"
    "  --pgn FILE            write the games there, in SAN (default: standard output)\n";

struct Settings {
  std::string engines[2];
  bool xboard[2] = {false, false};
  std::string variant = "chess";
  Options options;
  int games = 2, randomPlies = 0, maxPlies = 400, depth = 0;
  unsigned seed = 1;
  int64_t base = 10000, inc = 100, movetime = 0;
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
  if (!set.depth && !set.movetime) clock.time[0] = clock.time[1] = set.base, clock.inc = set.inc;
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

// The Elo difference for a score fraction, and the 95% error bar from the games' variance.
void elo(double wins, double losses, double draws, double &diff, double &error) {
  const double n = wins + losses + draws;
  const double p = (wins + draws / 2) / n;
  auto toElo = [](double s) { return -400 * std::log10(1 / std::clamp(s, 1e-3, 1 - 1e-3) - 1); };
  const double var = (wins * std::pow(1 - p, 2) + losses * std::pow(p, 2) + draws * std::pow(0.5 - p, 2)) / n;
  const double margin = 1.96 * std::sqrt(var / n);
  diff = toElo(p);
  error = std::fabs(toElo(p + margin) - toElo(p - margin)) / 2;
}

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

  std::vector<std::string> fens;
  if (!set.openings.empty()) {
    std::ifstream in(set.openings);
    if (!in) return usage_error("match", "cannot open '" + set.openings + "'");
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      if (!game.reset(line, why)) return usage_error("match", set.openings + ": " + why + ": " + line);
      fens.push_back(line);
    }
    if (fens.empty()) return usage_error("match", set.openings + " holds no position");
  } else
    fens.push_back(game.variant->startFen);

  Player players[2];
  for (int i = 0; i < 2; ++i) {
    players[i].ranks = game.variant->ranks;
    players[i].chess960 = game.variant->chess960;
    if (!players[i].start(set.engines[i], set.xboard[i], why) ||
        !players[i].set_variant(variantName, file, set.options, why))
      return usage_error("match", why);
  }
  std::FILE *pgn = stdout;
  if (!set.pgn.empty() && !(pgn = std::fopen(set.pgn.c_str(), "w")))
    return usage_error("match", "cannot write '" + set.pgn + "'");

  std::mt19937 rng(set.seed);
  double score[3] = {0, 0, 0}; // wins, losses, draws of the first engine
  std::string fen;
  std::vector<std::string> opening;
  for (int g = 0; g < set.games; ++g) {
    if (g % 2 == 0) { // a new opening for each pair of games
      fen = fens[(g / 2) % fens.size()];
      // A definition with a shuffle draws each pair's start (unless --openings gives them).
      if (game.variant->shuffle && set.openings.empty()) fen = shuffled_start(*game.variant, rng());
      game.reset(fen, why);
      opening.clear();
      for (int k = 0; k < set.randomPlies && !game.verdict(); ++k) {
        MoveList list;
        game.legal_moves(list);
        const Move m = list[int(rng() % unsigned(list.size()))];
        opening.push_back(move_to_text(*game.variant, m));
        game.play(m);
      }
    }
    const int white = g % 2;
    Player *order[2] = {&players[white], &players[1 - white]};
    Record r = play_game(game, fen, opening, order, set);
    write_pgn(pgn, r, game.moves, order[0]->name, order[1]->name, *game.variant, g + 1);
    const int first = r.result == "1/2-1/2" ? 2 : (r.result == "1-0") == (white == 0) ? 0 : 1;
    score[first] += 1;
    std::fprintf(stderr, "game %d: %s - %s %s {%s}\n", g + 1, order[0]->name.c_str(), order[1]->name.c_str(),
                 r.result.c_str(), r.reason.c_str());
  }
  if (pgn != stdout) std::fclose(pgn);
  for (Player &p : players) p.quit();
  double diff = 0, error = 0;
  elo(score[0], score[1], score[2], diff, error);
  std::fprintf(stderr, "Score of %s vs %s: %g - %g - %g [%.3f] %d\n", players[0].name.c_str(),
               players[1].name.c_str(), score[0], score[1], score[2], (score[0] + score[2] / 2) / set.games,
               set.games);
  if (score[0] + score[2] == 0 || score[1] + score[2] == 0) // a clean sweep has no finite estimate
    std::fprintf(stderr, "Elo difference: %s (every game won by one side)\n", score[0] ? "+inf" : "-inf");
  else
    std::fprintf(stderr, "Elo difference: %.1f +/- %.1f\n", diff, error);
  return 0;
}

} // namespace chimera::cli
