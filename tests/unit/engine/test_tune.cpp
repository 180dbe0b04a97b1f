// The learned evaluation: its terms reproduce the engine's evaluation, the tuner's fit
// recovers known parameters, and parameter files round-trip.
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <random>

#include "runtime/eval/eval.h"
#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "runtime/search/search.h"
#include "tests/unit/support.h"
#include "tools/game/game.h"
#include "tools/tune/fit.h"

using namespace chimera;

namespace {

std::string temp_file(const std::string &name) { return std::string(CHIMERA_BINARY_DIR) + "/" + name; }

// Positions of a random game of the definition.
std::vector<Position> random_positions(const Variant &v, unsigned seed, int plies) {
  std::vector<Position> out;
  Position pos = test::position(v, v.startFen);
  std::mt19937 rng(seed);
  for (int i = 0; i < plies; ++i) {
    MoveList list;
    generate_legal(pos, list);
    if (!list.size()) break;
    pos.do_move(list[int(rng() % unsigned(list.size()))]);
    out.push_back(pos);
  }
  return out;
}

} // namespace

TEST_CASE("the tuner's terms add up to the engine's evaluation", "[tune]") {
  for (const char *name :
       {"chess", "capablanca", "shogi", "xiangqi", "culverin", "basic-bestiary", "gunnery"}) {
    auto v = test::shipped(name);
    EvalParams p = default_params(*v);
    std::mt19937 rng(7);
    for (int &w : p.mg) w += int(rng() % 21) - 10; // any weights, not only the defaults
    for (int &w : p.eg) w += int(rng() % 21) - 10;
    const Evaluator ev(*v, &p);
    Features f;
    for (const Position &pos : random_positions(*v, 3, 60)) {
      ev.features(pos, f);
      Sample s;
      s.phase = f.phase;
      s.egScale = f.egScale;
      s.terms = f.terms;
      INFO(name << " " << pos.fen());
      // The engine rounds its piece-square tables and its sum to whole centipawns.
      CHECK(std::abs(evaluate(s, p) - ev.evaluate(pos)) <=
            1.0 + 0.5 * pos.pieces(White).count() + 0.5 * pos.pieces(Black).count());
    }
  }
}

TEST_CASE("the fit recovers known parameters from synthetic data", "[tune]") {
  // Three terms with known weights; the targets are the scores the weights predict.
  EvalParams truth{{100, -40, 25}, {300, 10, -60}};
  std::mt19937 rng(11);
  std::vector<Sample> data;
  for (int i = 0; i < 4000; ++i) {
    Sample s;
    s.phase = int(rng() % (PhaseMax + 1));
    for (int t = 0; t < 3; ++t) s.terms.emplace_back(t, float(int(rng() % 7) - 3));
    s.target = float(predicted(evaluate(s, truth), 1.0));
    data.push_back(s);
  }
  EvalParams w{{0, 0, 0}, {0, 0, 0}};
  FitOptions o;
  o.epochs = 3000;
  o.rate = 2;
  fit(data, w, 1.0, o);
  for (int i = 0; i < 3; ++i) {
    CHECK(std::abs(w.mg[i] - truth.mg[i]) <= 2);
    CHECK(std::abs(w.eg[i] - truth.eg[i]) <= 2);
  }
  // The scale is found again for the true weights.
  CHECK(fit_scale(data, truth) == Approx(1.0).epsilon(0.01));
  // A frozen parameter does not move.
  EvalParams f{{0, 0, 7}, {0, 0, 7}};
  o.frozen = {false, false, true};
  fit(data, f, 1.0, o);
  CHECK(f.mg[2] == 7);
  CHECK(f.eg[2] == 7);
}

TEST_CASE("the fit keeps the weights that predict the held-out positions best", "[tune]") {
  // Fitted positions from one set of weights; held-out ones from the same, or from the start.
  auto synthetic = [](const EvalParams &truth, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<Sample> data;
    for (int i = 0; i < 2000; ++i) {
      Sample s;
      s.phase = int(rng() % (PhaseMax + 1));
      for (int t = 0; t < 3; ++t) s.terms.emplace_back(t, float(int(rng() % 7) - 3));
      s.target = float(predicted(evaluate(s, truth), 1.0));
      data.push_back(s);
    }
    return data;
  };
  const EvalParams truth{{100, -40, 25}, {300, 10, -60}}, start{{0, 0, 0}, {0, 0, 0}};
  const std::vector<Sample> fitted = synthetic(truth, 12), same = synthetic(truth, 13),
                            other = synthetic(start, 14);
  FitOptions o;
  o.epochs = 3000;
  o.rate = 2;
  // Held-out positions of the same weights: the fit goes all the way.
  o.heldOut = &same;
  EvalParams w = start;
  fit(fitted, w, 1.0, o);
  for (int i = 0; i < 3; ++i) {
    CHECK(std::abs(w.mg[i] - truth.mg[i]) <= 2);
    CHECK(std::abs(w.eg[i] - truth.eg[i]) <= 2);
  }
  // Held-out positions that the start predicts exactly: every step away is worse on them, so
  // the start is kept, and the fit stops after `patience` epochs (at the start of epoch 300,
  // so the last progress report, every 100 epochs, is epoch 200's).
  o.heldOut = &other;
  int epochs = 0;
  o.progress = [&](int epoch, double) { epochs = epoch; };
  w = start;
  fit(fitted, w, 1.0, o);
  CHECK(w.mg == start.mg);
  CHECK(w.eg == start.eg);
  CHECK(epochs == 200);
}

TEST_CASE("a parameter file round-trips and is loaded with its definition", "[tune]") {
  auto v = test::shipped("chess");
  EvalParams p = default_params(*v);
  const EvalSpace space(*v);
  for (int i = 0; i < space.size(); ++i)
    if (space.used[i]) p.mg[i] += i % 13 - 6, p.eg[i] -= i % 7;
  const std::string text = write_params(*v, p, {"a test"});
  const std::string dir = temp_file("tuned");
  std::filesystem::create_directories(dir);
  std::ofstream(dir + "/chess.eval") << text;
  EvalParams back = default_params(*v);
  std::string why;
  REQUIRE(read_params(*v, dir + "/chess.eval", back, why));
  CHECK(back.mg == p.mg);
  CHECK(back.eg == p.eg);
  CHECK(write_params(*v, back, {"a test"}) == text);
  // Game::load finds FILE.eval next to FILE.variant.
  std::filesystem::copy_file(std::string(CHIMERA_SOURCE_DIR) + "/definitions/chess.variant",
                             dir + "/chess.variant", std::filesystem::copy_options::overwrite_existing);
  Game g;
  REQUIRE(g.load(dir + "/chess.variant", {}, why));
  REQUIRE(g.params);
  CHECK(g.params->mg == p.mg);
}

TEST_CASE("parameter files with errors name the line", "[tune]") {
  auto v = test::shipped("chess");
  auto check = [&](const std::string &text, const std::string &expected) {
    const std::string file = temp_file("bad.eval");
    std::ofstream(file) << text;
    EvalParams p = default_params(*v);
    std::string why;
    CHECK_FALSE(read_params(*v, file, p, why));
    CHECK(why == file + ":" + expected);
  };
  check("variant chess\n", "1: error: expected 'chimera-eval 1' (a parameter file of this version)");
  check("chimera-eval 2\n", "1: error: expected 'chimera-eval 1' (a parameter file of this version)");
  check("chimera-eval 1\nvariant shogi\n", "2: error: the parameters are for 'shogi', not 'chess'");
  check("chimera-eval 1\nvariant chess\ntempo 5\n",
        "3: error: expected a parameter name, then its middlegame and endgame weights");
  check("chimera-eval 1\nvariant chess\n# ok\nmaterial Dragon 90 100\n",
        "4: error: no parameter 'material Dragon' in chess");
  check("chimera-eval 1\nvariant chess\nmaterial Pawn 9x 100\n",
        "3: error: the weights of 'material Pawn' must be whole centipawns");
  check("chimera-eval 1\n", "1: error: expected 'chimera-eval 1' and 'variant NAME'");
}

TEST_CASE("a definition without a parameter file plays with the defaults", "[tune]") {
  const std::string dir = temp_file("untuned");
  std::filesystem::create_directories(dir);
  std::filesystem::copy_file(std::string(CHIMERA_SOURCE_DIR) + "/definitions/culverin.variant",
                             dir + "/culverin.variant", std::filesystem::copy_options::overwrite_existing);
  std::filesystem::remove(dir + "/culverin.eval");
  Game g;
  std::string why;
  REQUIRE(g.load(dir + "/culverin.variant", {}, why));
  CHECK_FALSE(g.params);
  Engine engine;
  engine.set_hash(4);
  engine.set_params(g.params);
  Limits limits;
  limits.depth = 3;
  const Move m = engine.search(g.position(), g.history(), limits);
  CHECK(g.play(move_to_text(*g.variant, m)));
  CHECK(Evaluator(*g.variant).params().mg == default_params(*g.variant).mg);
}
