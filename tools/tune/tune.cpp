// chimera tune: self-play games (or given PGN games) of a definition, the evaluation's terms
// of their quiet positions, a fit of the parameters to the results, and the parameter file
// written next to the definition (docs/evaluation.md).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <mutex>
#include <random>
#include <thread>

#include "runtime/moves/capture.h"
#include "runtime/notation/notation.h"
#include "runtime/search/search.h"
#include "tools/cli/cli.h"
#include "tools/game/game.h"
#include "tools/game/openings.h"
#include "tools/tune/fit.h"

namespace chimera::cli {

namespace {

const char *kHelp =
    "usage: chimera tune FILE [options]\n"
    "\n"
    "Plays self-play games of the definition FILE (or reads games from --pgn), collects the\n"
    "evaluation's terms of their quiet positions, fits the parameters to the results and\n"
    "writes them to FILE.eval next to the definition, where the engine finds them. Starts\n"
    "from the parameters FILE.eval already holds, else from the defaults.\n"
    "\n"
    "options:\n"
    "  --games N          self-play games (default 1000; 0 with --pgn: only those games)\n"
    "  --minutes M        stop starting self-play games after M minutes\n"
    "  --nodes N          nodes searched per move in self-play (default 3000)\n"
    "  --random-plies N   random plies at the start of each game (default 8)\n"
    "  --concurrency N    self-play games at once (default 1)\n"
    "  --pgn FILE         also learn from these games (their Result tags)\n"
    "  --lambda L         self-play target: L * result + (1 - L) * the search's score\n"
    "                     (default 0.5)\n"
    "  --epochs N         gradient steps of the fit (default 2000; 0 writes the starting\n"
    "                     parameters)\n"
    "  --regularisation R pull toward the starting weights, per centipawn^2 (default 1e-8)\n"
    "  --holdout F        keep the last fraction F of the positions out of the fit and stop\n"
    "                     where their error is lowest (default 0.2; 0: fit them all)\n"
    "  --seed N           seed for the random plies (default 1)\n"
    "  --out FILE         write the parameters there (default FILE.eval)\n"
    "  --save FILE        also write the self-play positions there (FEN, score, result per line)\n"
    "  --data FILE        learn from positions saved with --save (as well)\n";

struct Settings {
  std::string file, pgn, out, save, data;
  int games = 1000, nodes = 3000, randomPlies = 8, concurrency = 1, epochs = 2000;
  double minutes = 0, lambda = 0.5, regularisation = 1e-8, holdout = 0.2;
  unsigned seed = 1;
};

// A position kept for the fit, before its target is known.
struct Pending {
  Pending(Color c, int s, bool withScore, std::string at)
      : side(c), score(s), scored(withScore), fen(std::move(at)) {}
  Sample sample;
  Color side;
  int score; // the search's, for the side to move; no score for PGN positions
  bool scored;
  std::string fen; // kept for --save
};

// The terms, with repeats merged and zeros dropped (a position has many pieces of a type).
void compact(Features &f, Sample &s) {
  std::sort(f.terms.begin(), f.terms.end());
  s.terms.clear();
  for (const auto &[i, c] : f.terms)
    if (!s.terms.empty() && s.terms.back().first == i)
      s.terms.back().second += c;
    else
      s.terms.emplace_back(i, c);
  s.terms.erase(std::remove_if(s.terms.begin(), s.terms.end(), [](const auto &t) { return t.second == 0; }),
                s.terms.end());
  s.phase = f.phase;
  s.egScale = f.egScale;
}

double result_for(const std::string &result, Color side) {
  const double white = result == "1-0" ? 1 : result == "0-1" ? 0 : 0.5;
  return side == White ? white : 1 - white;
}

// One self-play game at a fixed node count; its quiet positions go to `out`.
std::string self_play(Game &game, Engine &engine, const Evaluator &ev, const Settings &set, std::mt19937 &rng,
                      std::vector<Pending> &out) {
  game.reset();
  engine.clear();
  for (int k = 0; k < set.randomPlies && !game.verdict(); ++k) {
    MoveList list;
    game.legal_moves(list);
    game.play(list[int(rng() % unsigned(list.size()))]);
  }
  int decisive = 0, quiet = 0;
  Features f;
  for (int ply = 0;; ++ply) {
    if (auto v = game.verdict()) return v->result;
    if (ply >= 400) return "1/2-1/2";
    Limits limits;
    limits.nodes = uint64_t(set.nodes);
    const Position &pos = game.position();
    const Move best = engine.search(pos, game.history(), limits);
    const int score = engine.last().score;
    if (best.is_none()) return "1/2-1/2";
    if (!pos.in_check() && !is_tactical(pos, best) && std::abs(score) < 2000) {
      Pending p(pos.side_to_move(), score, true, pos.fen());
      ev.features(pos, f);
      compact(f, p.sample);
      out.push_back(std::move(p));
    }
    // Adjudication: a score beyond 1000 for the same side over six plies decides the game;
    // sixty plies of near-zero scores after move 60 draw it.
    const int white = pos.side_to_move() == White ? score : -score;
    decisive = std::abs(white) >= 1000
                   ? (decisive * white > 0 ? decisive + (white > 0 ? 1 : -1) : (white > 0 ? 1 : -1))
                   : 0;
    if (std::abs(decisive) >= 6) return decisive > 0 ? "1-0" : "0-1";
    quiet = std::abs(score) <= 10 ? quiet + 1 : 0;
    if (ply >= 120 && quiet >= 60) return "1/2-1/2";
    game.play(best);
  }
}

// The quiet positions of given games, with their results.
bool pgn_positions(Game &game, const Evaluator &ev, const std::string &file, std::vector<Pending> &out,
                   std::vector<std::string> &results, std::string &why) {
  std::vector<Opening> games;
  if (!load_openings(file, game, games, why)) return false;
  Features f;
  for (const Opening &g : games) {
    if (g.result != "1-0" && g.result != "0-1" && g.result != "1/2-1/2") continue;
    game.reset(g.fen, why);
    for (size_t i = 0; i < g.moves.size(); ++i) {
      const Position &pos = game.position();
      const Move m = parse_move(const_cast<Position &>(pos), g.moves[i]);
      if (i >= 8 && !pos.in_check() && !is_tactical(pos, m)) {
        Pending p(pos.side_to_move(), 0, false, "");
        ev.features(pos, f);
        compact(f, p.sample);
        p.sample.target = float(result_for(g.result, pos.side_to_move()));
        out.push_back(std::move(p));
        results.push_back(g.result);
      }
      game.play(m);
    }
  }
  return true;
}

// Positions written by --save: "FEN<tab>score<tab>result".
bool saved_positions(Game &game, const Evaluator &ev, const std::string &file, std::vector<Pending> &out,
                     std::vector<std::string> &results, std::string &why) {
  std::ifstream in(file);
  if (!in) return why = "cannot open '" + file + "'", false;
  std::string line;
  Features f;
  for (int n = 1; std::getline(in, line); ++n) {
    const size_t a = line.find('\t'), b = line.rfind('\t');
    std::string err;
    if (a == std::string::npos || b == a || !game.reset(line.substr(0, a), err))
      return why = file + ":" + std::to_string(n) + ": expected FEN, score and result" +
                   (err.empty() ? "" : ": " + err),
             false;
    const Position &pos = game.position();
    Pending p(pos.side_to_move(), std::atoi(line.c_str() + a + 1), true, line.substr(0, a));
    ev.features(pos, f);
    compact(f, p.sample);
    out.push_back(std::move(p));
    results.push_back(line.substr(b + 1));
  }
  return true;
}

} // namespace

int tune(const Args &args) {
  Settings set;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string &a = args[i];
    auto value = [&](std::string &out) { return next_value(args, i, out); };
    auto integer = [&](int &out, int least) {
      std::string v;
      if (!value(v) || v.empty() || v.size() > 9 || v.find_first_not_of("0123456789") != std::string::npos)
        return false;
      out = std::stoi(v);
      return out >= least;
    };
    auto real = [&](double &out, double least, double most) {
      std::string v;
      return value(v) && parse_real(v, out) && out >= least && out <= most;
    };
    int seed = 1;
    if (a == "--help" || a == "-h") return std::fputs(kHelp, stdout), 0;
    if (a == "--games") {
      if (!integer(set.games, 0)) return usage_error("tune", "--games needs a number");
    } else if (a == "--nodes") {
      if (!integer(set.nodes, 1)) return usage_error("tune", "--nodes needs a positive number");
    } else if (a == "--random-plies") {
      if (!integer(set.randomPlies, 0)) return usage_error("tune", "--random-plies needs a number");
    } else if (a == "--concurrency") {
      if (!integer(set.concurrency, 1) || set.concurrency > 64)
        return usage_error("tune", "--concurrency needs a number from 1 to 64");
    } else if (a == "--epochs") {
      if (!integer(set.epochs, 0)) return usage_error("tune", "--epochs needs a number");
    } else if (a == "--seed") {
      if (!integer(seed, 0)) return usage_error("tune", "--seed needs a number");
      set.seed = unsigned(seed);
    } else if (a == "--minutes") {
      if (!real(set.minutes, 0, 1e6)) return usage_error("tune", "--minutes needs a number of minutes");
    } else if (a == "--lambda") {
      if (!real(set.lambda, 0, 1)) return usage_error("tune", "--lambda needs a number from 0 to 1");
    } else if (a == "--regularisation") {
      if (!real(set.regularisation, 0, 1))
        return usage_error("tune", "--regularisation needs a number from 0 to 1");
    } else if (a == "--holdout") {
      if (!real(set.holdout, 0, 0.5)) return usage_error("tune", "--holdout needs a fraction from 0 to 0.5");
    } else if (a == "--pgn") {
      if (!value(set.pgn)) return usage_error("tune", "--pgn needs a file");
    } else if (a == "--save") {
      if (!value(set.save)) return usage_error("tune", "--save needs a file");
    } else if (a == "--data") {
      if (!value(set.data)) return usage_error("tune", "--data needs a file");
    } else if (a == "--out") {
      if (!value(set.out)) return usage_error("tune", "--out needs a file");
    } else if (!a.empty() && a[0] == '-')
      return usage_error("tune", "unknown option '" + a + "'");
    else if (set.file.empty())
      set.file = a;
    else
      return usage_error("tune", "expected one definition file");
  }
  if (set.file.empty()) return usage_error("tune", "expected a definition file");
  if (set.out.empty()) set.out = params_file(set.file);
  Game game;
  std::string why;
  if (!game.load(set.file, {}, why)) return std::fprintf(stderr, "%s\n", why.c_str()), 1;
  const Variant &v = *game.variant;
  const EvalParams start = game.params ? *game.params : default_params(v);
  const Evaluator ev(v, &start);
  const auto begin = std::chrono::steady_clock::now();
  auto minutes = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count() / 60;
  };

  std::vector<Pending> data;
  std::vector<std::string> results; // per pending position: its game's result
  if (!set.pgn.empty() && !pgn_positions(game, ev, set.pgn, data, results, why))
    return usage_error("tune", why);

  if (!set.data.empty() && !saved_positions(game, ev, set.data, data, results, why))
    return usage_error("tune", why);

  // Self-play, in parallel games that each keep their own engine.
  std::mutex lock;
  std::atomic<int> next{0}, played{0};
  auto worker = [&](int id) {
    Game g;
    std::string err;
    g.load(set.file, {}, err);
    Engine engine;
    engine.set_hash(16);
    engine.set_params(game.params);
    std::vector<Pending> mine;
    for (int n; (n = next++) < set.games;) {
      if (set.minutes && minutes() >= set.minutes) break;
      std::mt19937 rng(set.seed * 1000003u + unsigned(n));
      mine.clear();
      const std::string result = self_play(g, engine, ev, set, rng, mine);
      std::lock_guard<std::mutex> hold(lock);
      for (Pending &p : mine) data.push_back(std::move(p)), results.push_back(result);
      if (++played % 50 == 0)
        std::fprintf(stderr, "%d games, %zu positions, %.1f minutes\n", played.load(), data.size(),
                     minutes());
    }
    (void)id;
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < set.concurrency; ++t) threads.emplace_back(worker, t);
  if (set.games) worker(0);
  for (auto &t : threads) t.join();
  const double playMinutes = minutes();
  if (!set.save.empty()) {
    std::ofstream save(set.save);
    for (size_t i = 0; i < data.size(); ++i)
      if (data[i].scored && !data[i].fen.empty())
        save << data[i].fen << '\t' << data[i].score << '\t' << results[i] << '\n';
    if (!save) return usage_error("tune", "cannot write '" + set.save + "'");
  }
  if (data.empty()) return usage_error("tune", "no positions to learn from");

  // Targets: the results first, to fit the scale; then the blend with the search's score.
  std::vector<Sample> samples;
  samples.reserve(data.size());
  for (size_t i = 0; i < data.size(); ++i) {
    data[i].sample.target = float(result_for(results[i], data[i].side));
    samples.push_back(std::move(data[i].sample));
  }
  const double k = fit_scale(samples, start);
  for (size_t i = 0; i < samples.size(); ++i)
    if (data[i].scored)
      samples[i].target =
          float(set.lambda * samples[i].target + (1 - set.lambda) * predicted(data[i].score, k));
  // The held-out positions: the last ones, so whole games but one (a game's positions are
  // added together, in the order the games ended).
  const size_t held = size_t(double(samples.size()) * set.holdout);
  std::vector<Sample> heldOut(samples.end() - std::ptrdiff_t(held), samples.end());
  samples.resize(samples.size() - held);
  if (samples.empty()) return usage_error("tune", "no positions left to fit beside the held-out ones");
  const double before = loss(samples, start, k), heldBefore = held ? loss(heldOut, start, k) : 0;
  std::fprintf(stderr, "%d games, %zu positions in %.1f minutes; scale %.3f, error %.5f\n", played.load(),
               samples.size() + held, playMinutes, k, before);

  EvalParams tuned = start;
  FitOptions options;
  options.epochs = set.epochs;
  options.regularisation = set.regularisation;
  if (held) options.heldOut = &heldOut;
  const EvalSpace &space = ev.space();
  options.frozen.resize(space.size());
  for (int i = 0; i < space.size(); ++i) options.frozen[i] = !space.used[i];
  options.progress = [](int epoch, double l) {
    if (epoch % 500 == 0) std::fprintf(stderr, "epoch %d: error %.5f\n", epoch, l);
  };
  const double after = set.epochs ? fit(samples, tuned, k, options) : before; // 0: the start, written out
  const double heldAfter = held ? loss(heldOut, tuned, k) : 0;
  std::fprintf(stderr, "tuned: error %.5f (was %.5f), %.1f minutes in all\n", after, before, minutes());
  if (held)
    std::fprintf(stderr, "held out: %zu positions, error %.5f (was %.5f)\n", held, heldAfter, heldBefore);

  char line[3][200];
  std::snprintf(line[0], sizeof line[0],
                "chimera tune: %d self-play games at %d nodes per move (%d random plies)%s, %zu positions, "
                "lambda %g, %d epochs",
                played.load(), set.nodes, set.randomPlies,
                !set.pgn.empty()    ? " and a PGN file"
                : !set.data.empty() ? " and saved self-play positions"
                                    : "",
                samples.size() + held, set.lambda, set.epochs);
  std::snprintf(line[1], sizeof line[1],
                "scale %.3f; mean squared error %.5f before, %.5f after; %.0f minutes", k, before, after,
                minutes());
  std::snprintf(line[2], sizeof line[2],
                "held out of the fit: the last %zu positions, error %.5f before, %.5f after", held,
                heldBefore, heldAfter);
  std::ofstream out(set.out);
  if (!out) return usage_error("tune", "cannot write '" + set.out + "'");
  std::vector<std::string> header{line[0], line[1]};
  if (held) header.push_back(line[2]);
  out << write_params(v, tuned, header);
  std::fprintf(stderr, "wrote %s\n", set.out.c_str());
  return 0;
}

} // namespace chimera::cli
