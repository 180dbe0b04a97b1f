// chimera match's statistics (Elo, SPRT) and opening suites.
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <string>

#include "runtime/notation/notation.h"
#include "tools/game/openings.h"
#include "tools/game/sprt.h"

using namespace chimera;

namespace {

Game chess() {
  Game g;
  std::string why;
  REQUIRE(g.load(std::string(CHIMERA_SOURCE_DIR) + "/definitions/chess.variant", {}, why));
  return g;
}

std::string write_temp(const std::string &name, const std::string &text) {
  const std::string path = std::string(CHIMERA_BINARY_DIR) + "/" + name;
  std::ofstream(path) << text;
  return path;
}

} // namespace

TEST_CASE("SPRT log-likelihood ratios and bounds are fishtest's", "[match]") {
  // Values of N (s1 - s0) (2m - s0 - s1) / (2 var), computed independently.
  CHECK(sprt_llr({60, 40, 100}, 0, 10) == Approx(1.0054917).epsilon(1e-6));
  CHECK(sprt_llr({30, 50, 120}, 0, 5) == Approx(-0.7910537).epsilon(1e-6));
  CHECK(sprt_llr({1200, 1100, 2700}, 0, 5) == Approx(2.0046221).epsilon(1e-6));
  // No variance yet: no evidence either way.
  CHECK(sprt_llr({0, 0, 0}, 0, 5) == 0);
  CHECK(sprt_llr({0, 0, 7}, 0, 5) == 0);
  const SprtBounds b = sprt_bounds(0.05, 0.05);
  CHECK(b.lower == Approx(-2.9444390));
  CHECK(b.upper == Approx(2.9444390));
  const SprtBounds c = sprt_bounds(0.05, 0.1);
  CHECK(c.lower == Approx(std::log(0.1 / 0.95)));
  CHECK(c.upper == Approx(std::log(0.9 / 0.05)));
}

TEST_CASE("an SPRT verdict stands once given", "[match]") {
  const SprtBounds b = sprt_bounds(0.05, 0.05);
  SprtVerdict v;
  CHECK_FALSE(v.update(2.5, 30, b));
  CHECK(std::string(v.text()) == "no decision");
  CHECK(v.update(3.0, 33, b)); // crosses the upper bound
  CHECK(std::string(v.text()) == "H1 accepted");
  // A concurrent game finished after the decision takes the ratio back below the bound.
  CHECK_FALSE(v.update(2.44, 34, b));
  CHECK(v.decision == 1);
  CHECK(v.games == 33);
  CHECK(v.llr == 3.0);
  SprtVerdict h0;
  CHECK(h0.update(-3.1, 40, b));
  CHECK(std::string(h0.text()) == "H0 accepted");
}

TEST_CASE("Elo and its error bar from a score", "[match]") {
  double diff, error;
  elo({3, 1, 0}, diff, error); // 75%: 400 log10(3)
  CHECK(diff == Approx(190.85).epsilon(1e-3));
  elo({10, 10, 20}, diff, error);
  CHECK(diff == Approx(0).margin(1e-9));
  CHECK(error == Approx(77.39).epsilon(1e-3)); // 1.96 sqrt(0.125 / 40) around 50%
}

TEST_CASE("EPD suites give the position and the counters of their opcodes", "[match]") {
  Game g = chess();
  const std::string file = write_temp("suite.epd", "# a comment\n"
                                                   "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - "
                                                   "hmvc 0; fmvn 1; id \"e4\";\n"
                                                   "\n"
                                                   "4k3/8/8/8/8/8/4P3/4K3 w - - 3 40\n"
                                                   "4k3/8/8/8/8/8/4P3/4K3 w - - bm e4;\n");
  std::vector<Opening> out;
  std::string why;
  REQUIRE(load_openings(file, g, out, why));
  REQUIRE(out.size() == 3);
  CHECK(out[0].fen == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  CHECK(out[1].fen == "4k3/8/8/8/8/8/4P3/4K3 w - - 3 40");
  CHECK(out[2].fen == "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
  CHECK(out[0].moves.empty());
  const std::string bad =
      write_temp("bad.epd", "4k3/8/8/8/8/8/4P3/4K3 w - -\n4k3/8/8/8/8/8/4P3/4KX2 w - -\n");
  CHECK_FALSE(load_openings(bad, g, out, why));
  CHECK(why.find("bad.epd:2: invalid FEN at column") != std::string::npos);
}

TEST_CASE("PGN suites give each game's position and moves, in SAN or coordinates", "[match]") {
  Game g = chess();
  const std::string file =
      write_temp("suite.pgn", "[Event \"a\"]\n[White \"x\"]\n\n"
                              "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {Morphy} (3... Nf6) 4. Ba4 "
                              "Nf6 5. O-O $1 Be7 *\n\n"
                              "[Event \"b\"]\n[FEN \"4k3/P7/8/8/8/8/8/4K2R w K - 0 1\"]\n\n"
                              "1. a8=Q+ Kd7 2. e1g1 1/2-1/2\n");
  std::vector<Opening> out;
  std::string why;
  REQUIRE(load_openings(file, g, out, why));
  REQUIRE(out.size() == 2);
  CHECK(out[0].fen == g.variant->startFen);
  CHECK(out[0].moves == std::vector<std::string>{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4",
                                                 "g8f6", "e1g1", "f8e7"});
  CHECK(out[1].fen == "4k3/P7/8/8/8/8/8/4K2R w K - 0 1");
  CHECK(out[1].moves == std::vector<std::string>{"a7a8q", "e8d7", "e1g1"});
  const std::string bad =
      write_temp("bad.pgn", "[Event \"a\"]\n\n1. e4 e5\n\n[Event \"b\"]\n\n1. e4 Ke7 2. Ke3 *\n");
  CHECK_FALSE(load_openings(bad, g, out, why));
  CHECK(why == bad + ":5: no legal move 'Ke7' in the game starting here");
}
