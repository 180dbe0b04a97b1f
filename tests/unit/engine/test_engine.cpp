// Search, evaluation and value estimates: exact outcomes on small positions.
#include <catch2/catch.hpp>

#include <atomic>
#include <thread>

#include "compiler/value.h"
#include "runtime/board/large_pages.h"
#include "runtime/moves/capture.h"
#include "runtime/notation/notation.h"
#include "runtime/search/movepick.h"
#include "runtime/search/search.h"
#include "runtime/search/tt.h"
#include "tests/unit/support.h"

using namespace chimera;

namespace {

// Every classic piece without a value, so that the compiler estimates them all.
const char *kClassic = R"(variant classic {
  board 8x8;
  piece King K { moves "K"; royal; }
  piece Queen Q { moves "Q"; }
  piece Rook R { moves "R"; }
  piece Bishop B { moves "B"; }
  piece Knight N { moves "N"; }
  piece Archbishop A { moves "BN"; }
  piece Chancellor C { moves "RN"; }
  piece Pawn P { moves "fmWfcF"; }
  start "5k2/8/8/8/8/8/PPPPPPPP/QRBNACK1 w - - 0 1";
})";

int value_of(const Variant &v, const std::string &name) {
  for (const PieceType &t : v.types)
    if (t.name == name) return t.value;
  FAIL("no piece " << name);
  return 0;
}

std::string best_move(const Variant &v, const std::string &fen, int depth) {
  Position pos = test::position(v, fen);
  Engine engine;
  engine.set_hash(4);
  Limits limits;
  limits.depth = depth;
  return move_to_text(v, engine.search(pos, {}, limits));
}

} // namespace

TEST_CASE("value estimates: classic pieces land near their known values", "[engine]") {
  auto v = test::compile(kClassic);
  // The exact estimates (centipawns), then how near they are to the usual values.
  CHECK(value_of(*v, "Knight") == 316);
  CHECK(value_of(*v, "Bishop") == 326);
  CHECK(value_of(*v, "Rook") == 513);
  CHECK(value_of(*v, "Queen") == 947);
  CHECK(value_of(*v, "Chancellor") == 896);
  CHECK(value_of(*v, "Archbishop") == 735); // below the usual 8.75: see docs/evaluation.md
  CHECK(value_of(*v, "Pawn") == 76);
  CHECK(value_of(*v, "Knight") == Approx(320).epsilon(0.05));
  CHECK(value_of(*v, "Bishop") == Approx(325).epsilon(0.05));
  CHECK(value_of(*v, "Rook") == Approx(500).epsilon(0.05));
  CHECK(value_of(*v, "Queen") == Approx(950).epsilon(0.05));
  CHECK(value_of(*v, "Chancellor") == Approx(900).epsilon(0.05));
  for (const PieceType &t : v->types) CHECK(t.valueEstimated == !t.royal);
}

TEST_CASE("value estimates: the seed pieces near their authors' estimates", "[engine]") {
  auto culverin = test::shipped("culverin"), basilisk = test::shipped("basilisk");
  // The shipped files give the authors' values; the estimate ignores them.
  const int u = culverin->type_by_letter('U', false), s = basilisk->type_by_letter('S', false);
  CHECK(culverin->types[u].value == 300);
  CHECK_FALSE(culverin->types[u].valueEstimated);
  CHECK(estimated_value(*culverin, u) == 300); // author: 3
  CHECK(estimated_value(*basilisk, s) == 401); // author: bishop + pawn = 4.3
  CHECK(estimated_value(*basilisk, s) == Approx(430).epsilon(0.1));
}

TEST_CASE("capture detection covers every capture kind", "[engine]") {
  auto chess = test::shipped("chess");
  Position ep = test::position(*chess, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
  Move m = parse_move(ep, "e5d6");
  REQUIRE(m.kind() == MoveKind::EnPassant);
  CHECK(captured_square(ep, m) == chess->parse_square("d5"));
  CHECK(is_capture(ep, m));
  CHECK_FALSE(is_capture(ep, parse_move(ep, "e5e6")));
  // A locust capture removes the piece on the square it passes (d4f4xe4).
  auto v = test::compile(test::board_with(8, 8, "piece Checker C { moves \"mK\"; moves \"cafmfK\"; }",
                                          "4k3/8/8/8/3Cc3/8/8/4K3 w - - 0 1"));
  Position pos = test::position(*v, "4k3/8/8/8/3Cc3/8/8/4K3 w - - 0 1");
  Move locust = parse_move(pos, "d4f4xe4");
  REQUIRE(locust.kind() == MoveKind::Locust);
  CHECK(captured_square(pos, locust) == v->parse_square("e4"));
  CHECK(is_tactical(pos, locust));
}

TEST_CASE("search: mate in one, and the mate score", "[engine]") {
  auto chess = test::shipped("chess");
  CHECK(best_move(*chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 3) == "a1a8");
  Position pos = test::position(*chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
  Engine engine;
  Limits limits;
  limits.depth = 3;
  engine.search(pos, {}, limits);
  CHECK(engine.last().mate());
  CHECK(engine.last().mate_in() == 1);
  // Checkmated or stalemated: there is no move to give.
  Position mated = test::position(*chess, "R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1");
  CHECK(engine.search(mated, {}, limits).is_none());
}

TEST_CASE("search: a quiet sacrifice that loses its exchange still mates (pruning guard)", "[engine]") {
  // 1. Nf7+ Kg8 2. Nh6+ Kh8 3. Qg8+ Rxg8 4. Nf7#: the queen's move to g8 is quiet and loses
  // its exchange, three plies from the root. Pruning such moves near the leaves (SEE pruning of
  // quiet moves, docs/strength.md) found this mate only at depth 9, or not by depth 7.
  auto chess = test::shipped("chess");
  Position pos = test::position(*chess, "3r3k/6pp/8/4N3/2Q5/8/6PP/6K1 w - - 0 1");
  Engine engine;
  Limits limits;
  limits.depth = 6;
  CHECK(move_to_text(*chess, engine.search(pos, {}, limits)) == "e5f7");
  CHECK(engine.last().mate());
  CHECK(engine.last().mate_in() == 4);
}

TEST_CASE("search: a hopper's capture over a screen wins the queen", "[engine]") {
  auto culverin = test::shipped("culverin");
  CHECK(best_move(*culverin, "q3k3/8/8/8/N7/8/8/U3K3[] w - - 0 1", 4) == "a1a8");
}

TEST_CASE("search: a drawn line by the move rule is not preferred to a win of material", "[engine]") {
  // With 99 plies gone, any non-capturing, non-pawn move ends the game drawn; taking the
  // rook resets the counter and keeps the extra material.
  auto chess = test::shipped("chess");
  CHECK(best_move(*chess, "4k3/8/8/8/8/8/r7/R3K3 w - - 99 80", 3) == "a1a2");
}

TEST_CASE("search: the same node count on every run (the bench signature)", "[engine]") {
  auto chess = test::shipped("chess");
  const std::string fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
  uint64_t nodes[2];
  for (uint64_t &n : nodes) {
    Position pos = test::position(*chess, fen);
    Engine engine;
    Limits limits;
    limits.depth = 4;
    engine.search(pos, {}, limits);
    n = engine.last().nodes;
  }
  CHECK(nodes[0] == nodes[1]);
  CHECK(nodes[0] > 100);
}

TEST_CASE("search: go ponder waits for the ponderhit, even at its depth", "[engine]") {
  auto chess = test::shipped("chess");
  Position pos = test::position(*chess, chess->startFen);
  Engine engine;
  engine.set_hash(4);
  Limits limits;
  limits.depth = 1;
  limits.ponder = true;
  std::atomic<bool> returned{false};
  std::thread search([&] {
    engine.search(pos, {}, limits);
    returned = true;
  });
  while (engine.last().depth < 1) std::this_thread::yield();
  std::this_thread::sleep_for(std::chrono::milliseconds(100)); // time to return, if it would
  CHECK_FALSE(returned);
  engine.ponderhit();
  search.join();
  CHECK(returned);
}

TEST_CASE("search: the time budget spreads the clock over 25 moves and their increments", "[engine]") {
  const auto budget = [](int64_t time, int64_t inc, int movestogo = 0, int64_t movetime = 0) {
    Limits limits;
    limits.time[Black] = time, limits.inc[Black] = inc, limits.movestogo = movestogo;
    limits.movetime = movetime;
    const TimeBudget b = time_budget(limits, Black);
    return std::pair{b.optimum, b.maximum};
  };
  // 10 s + 0.1 s: (10000 + 24 x 100 - 26 x 50) / 25; five times that at most.
  CHECK(budget(10000, 100) == std::pair<int64_t, int64_t>{444, 2220});
  // One move to the time control: at most 3/16 of the clock, cut off at 3/4.
  CHECK(budget(60000, 0, 1) == std::pair<int64_t, int64_t>{11240, 44962});
  // 40 moves to go are counted as 25.
  CHECK(budget(60000, 0, 40) == budget(60000, 0));
  CHECK(budget(60000, 0) == std::pair<int64_t, int64_t>{2348, 11740});
  // A nearly empty clock: the reserve per move leaves a millisecond to start, five to finish.
  CHECK(budget(200, 0) == std::pair<int64_t, int64_t>{1, 5});
  CHECK(budget(0, 0) == std::pair<int64_t, int64_t>{1, 1});
  // movetime is the budget; without a clock there is none.
  CHECK(budget(10000, 100, 0, 700) == std::pair<int64_t, int64_t>{700, 700});
  CHECK(budget(-1, 0) == std::pair<int64_t, int64_t>{0, 0});
  Limits white; // White's clock is not Black's
  white.time[White] = 10000;
  CHECK(time_budget(white, Black).optimum == 0);
}

TEST_CASE("transposition table: on large pages, empty when made, keeps what it stores", "[engine]") {
  // Two megabytes and more are aligned to the large page, so that the system can back them by it.
  void *p = large_alloc(size_t(3) << 20);
  CHECK(reinterpret_cast<uintptr_t>(p) % (size_t(2) << 20) == 0);
  large_free(p);
  p = large_alloc(1000); // smaller: a cache line, as the table's buckets need
  CHECK(reinterpret_cast<uintptr_t>(p) % 64 == 0);
  large_free(p);
  TranspositionTable tt;
  for (size_t mb : {size_t(3), size_t(1)}) {
    tt.resize(mb);
    tt.new_search();
    TTHit hit;
    for (uint64_t key = 1; key < 5000; ++key) REQUIRE_FALSE(tt.probe(key * 0x9E3779B97F4A7C15ull, hit));
    CHECK(tt.hashfull() == 0);
    const Move m(Square(12), Square(28));
    tt.store(0x123456789ABCDEFull, m, -37, 15, 9, BoundLower);
    REQUIRE(tt.probe(0x123456789ABCDEFull, hit));
    CHECK(hit.move == m);
    CHECK(hit.score == -37);
    CHECK(hit.eval == 15);
    CHECK(hit.depth == 9);
    CHECK(hit.bound == BoundLower);
  }
}

TEST_CASE("correction history: the pawns are the structure, and the searches' results move the evaluation",
          "[engine]") {
  auto chess = test::shipped("chess");
  const Evaluator ev(*chess);
  uint64_t pawns = 0;
  for (int t = 0; t < chess->ntypes(); ++t)
    if (chess->types[t].name == "Pawn") pawns |= uint64_t(1) << t;
  CHECK(ev.structure_types() == pawns);

  auto hist = make_large<Histories>();
  hist->clear();
  Correction &corr = hist->correction;
  const uint64_t key = 0x123456789abcdef0ull, other = ~key, mat = 0x0fedcba987654321ull, otherMat = ~mat;
  CHECK(corr.corrected(White, key, mat, 50) == 50);
  // 100 centipawns above at depth 8: a bonus of 100 in each table, an eighth of each applied.
  corr.update(White, key, mat, 0, 100, 8);
  CHECK(corr.corrected(White, key, mat, 50) == 75);
  CHECK(corr.corrected(White, key, otherMat, 50) == 62); // the structure's entry alone
  CHECK(corr.corrected(White, other, mat, 50) == 62);    // the material's entry alone
  CHECK(corr.corrected(Black, key, mat, 50) == 50);
  CHECK(corr.corrected(White, other, otherMat, 50) == 50);
  // However often the searches say so, each entry stays within the limit.
  for (int i = 0; i < 200; ++i) corr.update(White, key, mat, 0, 5000, 30);
  CHECK(corr.corrected(White, key, mat, 0) == 2 * Correction::Limit / Correction::Grain);
  corr.update(White, key, mat, 0, -5000, 30);
  CHECK(corr.corrected(White, key, mat, 0) < 2 * Correction::Limit / Correction::Grain);
}

TEST_CASE(
    "correction history: the material key counts each side's pieces of each type, on the board and in hand",
    "[engine]") {
  auto chess = test::shipped("chess");
  Position start = test::position(*chess, chess->startFen);
  // Where the pieces stand does not matter; what each side has does.
  CHECK(material_key(
            test::position(*chess, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2")) ==
        material_key(start));
  CHECK(material_key(test::position(
            *chess, "rnbqkbnr/pppp1ppp/8/4N3/4P3/8/PPPP1PPP/RNBQKB1R b KQkq - 0 2")) != material_key(start));
  // The colours are told apart: a white knight for a black one is other material.
  CHECK(material_key(test::position(*chess, "4k3/8/8/8/8/8/8/3NK3 w - - 0 1")) !=
        material_key(test::position(*chess, "3nk3/8/8/8/8/8/8/4K3 w - - 0 1")));
  // A piece in hand is not the same piece on the board.
  auto zh = test::shipped("crazyhouse");
  CHECK(material_key(test::position(*zh, "4k3/8/8/8/8/8/8/3NK3[] w - - 0 1")) !=
        material_key(test::position(*zh, "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1")));
  CHECK(material_key(test::position(*zh, "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1")) !=
        material_key(test::position(*zh, "4k3/8/8/8/8/8/8/4K3[NN] w - - 0 1")));
}
