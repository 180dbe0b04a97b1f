// Perft beyond one process: the hash table and the split into jobs give the plain count exactly.
#include <catch2/catch.hpp>

#include "runtime/perft/perft.h"
#include "runtime/perft/perft_hash.h"
#include "runtime/perft/perft_split.h"
#include "tests/unit/support.h"

using namespace chimera;

namespace {

struct Row {
  const char *variant, *fen; // "" for the start position
  int depth, split;
  uint64_t nodes; // Fairy-Stockfish's count
};

// Start positions and Fairy-Stockfish's perft rows: castling and en passant, hands and
// promoted pieces, check counters, first-move rights, shogi drops, janggi's passes; walls
// (the duck), flips and drops from hands that never run out (Ataxx, Othello).
const Row kRows[] = {
    {"chess", "", 4, 2, 197281},
    {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 1, 97862},
    {"crazyhouse", "", 4, 2, 197281},
    {"crazyhouse", "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1", 3, 2, 58057},
    {"crazyhouse", "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1", 3, 1, 88634},
    {"3check", "7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1+3 1 39", 3, 2, 12407},
    {"cambodian", "", 4, 2, 361719},
    {"shogi", "", 4, 2, 719731},
    {"janggi", "", 3, 2, 33000},
    {"duck", "", 2, 1, 379440},
    {"ataxx", "", 4, 2, 155888},
    {"flipello", "", 7, 3, 55092},
};

uint64_t split_count(Position &pos, int depth, int plies) {
  uint64_t total = 0;
  for (const PerftJob &job : split_perft(pos, plies)) {
    for (Move m : job.moves) pos.do_move(m);
    total += job.paths * perft(pos, depth - plies);
    for (auto m = job.moves.rbegin(); m != job.moves.rend(); ++m) pos.undo_move(*m);
  }
  return total;
}

} // namespace

TEST_CASE("hashed perft and split perft count exactly what plain perft counts", "[perft-split]") {
  for (const Row &r : kRows) {
    INFO(r.variant << " " << r.fen << " depth " << r.depth);
    auto v = test::shipped(r.variant);
    Position pos = test::position(*v, *r.fen ? r.fen : v->startFen);
    const std::string fen = pos.fen();
    CHECK(perft(pos, r.depth) == r.nodes);
    PerftHash hash(1);
    CHECK(perft(pos, r.depth, &hash) == r.nodes);
    CHECK(perft(pos, r.depth, &hash) == r.nodes); // again, from a full table
    CHECK(split_count(pos, r.depth, r.split) == r.nodes);
    CHECK(split_count(pos, r.depth, r.depth) == r.nodes); // every leaf a job of depth 0
    CHECK(pos.fen() == fen);
  }
}

TEST_CASE("a split merges transpositions and counts the move orders reaching them", "[perft-split]") {
  auto v = test::shipped("chess");
  Position pos = test::position(*v, v->startFen);
  std::vector<PerftJob> jobs = split_perft(pos, 3);
  uint64_t paths = 0;
  for (const PerftJob &j : jobs) paths += j.paths;
  CHECK(paths == 8902); // every move order of three plies
  // The distinct positions among them: 5362 boards, sides and castling rights (no double
  // step of these three plies leaves an en-passant square: no pawn could take it yet).
  CHECK(jobs.size() == 5362);
  CHECK(split_perft(pos, 1).size() == 20);
}

// Features that change the tree below a position: the Zobrist key covers them (tests/unit/board/test_keys.cpp),
// and so does the hash table's full key, with numbers of its own, so such positions never share
// an entry.
TEST_CASE("the perft hash's full key tells apart what the Zobrist key does not", "[perft-split]") {
  SECTION("which of two queens arose by promotion (it goes back to hand as a pawn)") {
    auto v = test::shipped("crazyhouse");
    Position a = test::position(*v, "3r2k1/8/8/4Q~3/3Q4/8/8/4K3[] b - - 0 1");
    Position b = test::position(*v, "3r2k1/8/8/4Q3/3Q~4/8/8/4K3[] b - - 0 1");
    CHECK(a.key() != b.key());
    CHECK(full_key(a) != full_key(b));
    CHECK(perft(a, 3) == 6817);
    CHECK(perft(b, 3) == 6558);
  }
  SECTION("a pass just made (a second one ends the game)") {
    auto v = test::shipped("janggi");
    Position passed = test::play(*v, v->startFen, {"e2e2"});
    Position fresh =
        test::position(*v, "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1");
    CHECK(passed.key() != fresh.key());
    CHECK(full_key(passed) != full_key(fresh));
    CHECK(perft(passed, 2) == 992);
    CHECK(perft(fresh, 2) == 1024);
    // Transpositions of a pass and another move meet in this tree at two plies from its leaves.
    Position sparse = test::position(*v, "4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1");
    PerftHash hash(1);
    CHECK(perft(sparse, 5) == 28375);
    CHECK(perft(sparse, 5, &hash) == 28375);
  }
  SECTION("a castling just made, where a `castled` goal ends the game") {
    auto v = test::compile(R"(variant tinycastle {
      board 6x3;
      piece King K { moves "K"; royal; }
      piece Rook R { moves "R"; }
      piece Knight N { moves "N"; }
      castling { with Rook; white kingside king e rook d; }
      start "k5/6/N1K2R w K - 0 1";
      rules { move-rule 0; repetition 0; win when castled; }
    })");
    REQUIRE(v);
    Position castled = test::position(*v, "k5/6/N2RK1 b - - 1 1 O-O");
    Position walked = test::position(*v, "k5/6/N2RK1 b - - 1 1");
    CHECK(full_key(castled) != full_key(walked));
    CHECK(perft(castled, 1) == 0);
    CHECK(perft(walked, 1) == 2);
    // The FEN's last move must be a castling that side has (language.md §8).
    FenError err;
    CHECK_FALSE(Position(*v).set_fen("k5/6/N2RK1 w - - 1 1 O-O", err));
    CHECK(err.message == "'O-O': Black cannot castle kingside");
    // The king's and the rook's own moves meet the castling in this tree (it counted 2141685).
    Position start = test::position(*v, v->startFen);
    PerftHash hash(1);
    CHECK(perft(start, 9) == 2140728);
    CHECK(perft(start, 9, &hash) == 2140728);
  }
  SECTION("hand counts beyond the Zobrist tables' range") {
    auto v = test::shipped("crazyhouse");
    const std::string pawns(33, 'P');
    Position a = test::position(*v, "4k3/8/8/8/8/8/8/4K3[" + pawns + "] w - - 0 1");
    Position b = test::position(*v, "4k3/8/8/8/8/8/8/4K3[" + pawns + "P] w - - 0 1");
    CHECK(a.key() != b.key());
    CHECK(full_key(a) != full_key(b));
  }
  SECTION("where the walls stand") {
    auto v = test::shipped("duck");
    Position a = test::position(*v, "rnbqkbnr/pppppppp/8/8/4*3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    Position b = test::position(*v, "rnbqkbnr/pppppppp/8/8/3*4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    CHECK(full_key(a) != full_key(b));
  }
  SECTION("the checks still to give") {
    auto v = test::shipped("3check");
    Position a = test::position(*v, "7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1+3 1 39");
    Position b = test::position(*v, "7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 2+3 1 39");
    CHECK(full_key(a) != full_key(b));
  }
}
