// The bitboard path with `checks` moves (threats to royal pieces that are never played): the
// slides along whole standard lines it serves, compared with the ray generator at every node
// of random games, and the check test that lets the search prune without making a move. And
// hoppers: Xiangqi's cannons, the grasshopper (its screen next to the king checks it).
#include <algorithm>
#include <catch2/catch.hpp>

#include "runtime/bitboard/attacks.h"
#include "runtime/bitboard/tables.h"
#include "runtime/notation/notation.h"
#include "tests/unit/moves/generators.h"
#include "tests/unit/support.h"

using namespace chimera;
using namespace chimera::test;

namespace {

// Chess whose kings may not face each other on an open file (the Xiangqi generals' rule), with
// a Watcher that steps as a king and threatens royal pieces straight ahead along its file.
const char *kFacing = R"(variant facing {
    board 8x8;
    piece King    K { moves "K"; checks "vR"; royal; }
    piece Queen   Q { moves "Q"; }
    piece Rook    R { moves "R"; }
    piece Bishop  B { moves "B"; }
    piece Knight  N { moves "N"; }
    piece Watcher W { moves "K"; checks "fR"; }
    piece Pawn    P { moves "fmWfceFifmnD"; }
    start "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    promotion { pieces Pawn; zone rank 8; to Queen Rook Bishop Knight Watcher; mandatory; }
    castling { with Rook; kingside king g rook f; queenside king c rook d; }
})";

} // namespace

TEST_CASE("bitboards: checks that slide along whole lines take the path", "[bitboards]") {
  auto v = test::compile(kFacing);
  REQUIRE(v->bitboards);
  // Perft as the ray path counts it (CHIMERA_RAYS_ONLY=1 chimera perft): the kings' file, a
  // Watcher of each side, both together, a knight between the kings.
  const struct {
    const char *fen;
    int depth;
    uint64_t nodes;
  } rows[] = {{"r3k2r/pppp1ppp/4b3/8/8/4B3/PPPP1PPP/R3K2R w KQkq - 0 1", 4, 730598},
              {"4k3/8/8/4r3/8/8/4R3/4K3 w - - 0 1", 4, 6722},
              {"3k4/8/8/8/8/8/4W3/4K3 w - - 0 1", 5, 17491},
              {"4k3/8/8/8/2w5/8/8/3K4 b - - 0 1", 5, 12574},
              {"1n2k1w1/1p3pp1/8/3WP3/8/2w5/P4PP1/1N2KB2 w - - 0 1", 4, 240686},
              {"4k3/8/4n3/8/8/4N3/8/4K3 w - - 0 1", 5, 123333}};
  unsigned seed = 9200;
  for (const auto &r : rows) {
    INFO(r.fen);
    CHECK(test::count(*v, r.fen, r.depth) == r.nodes);
    CHECK(walk(*v, r.fen, 8, 100, seed++) > 100);
  }
  // Exact moves: the pawn between the kings stays on their file (no capture off it); the king
  // may not step onto the open d-file under the black king.
  Position pawn = test::position(*v, "4k3/8/8/8/8/3p1p2/4P3/4K3 w - - 0 1");
  std::vector<std::string> texts;
  for (Move m : by_bitboards(pawn, true))
    if (m.from() == v->square(4, 1)) texts.push_back(move_to_text(*v, m));
  CHECK(texts == std::vector<std::string>{"e2e3", "e2e4"});
  Position king = test::position(*v, "3k4/8/8/8/8/8/8/4K3 w - - 0 1");
  texts.clear();
  for (Move m : by_bitboards(king, true)) texts.push_back(move_to_text(*v, m));
  CHECK(texts == std::vector<std::string>{"e1f1", "e1e2", "e1f2"});
  // A Watcher's file gives check, directly or discovered by the piece in front of it leaving.
  Position watch = test::position(*v, "3k4/8/8/8/8/8/8/4WK2 w - - 0 1");
  CHECK(gives_check_answer(watch, "e1d2") == 1);
  CHECK(gives_check_answer(watch, "e1e2") == 0);
  Position discover = test::position(*v, "3k4/8/8/8/8/3N4/3W4/4K3 w - - 0 1");
  CHECK(gives_check_answer(discover, "d3b4") == 1);
  CHECK(gives_check_answer(discover, "e1f1") == 0);
}

// Xiangqi on two words: the generals' `checks "vR"` and the lame leaps that capture (the horse's
// `nN`, the elephant's `nA`: short bends whose block square pins a piece standing on it).
TEST_CASE("bitboards: Xiangqi lists the ray path's moves at every node of random games", "[bitboards]") {
  auto v = test::shipped("xiangqi");
  REQUIRE(v->wideBitboards);
  unsigned seed = 9300;
  for (const char *fen :
       {v->startFen.c_str(), "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
        "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1"}) {
    INFO(fen);
    CHECK(walk(*v, fen, 10, 150, seed++) > 300);
  }
  // The chariot on d2 stands on the leg of the black horse's leap onto the general: it may
  // only take the horse; the general may not step onto the f-file the black general sees.
  Position leg = test::position(*v, "5k3/9/9/9/9/9/9/3n5/3R5/4K4 w - - 0 1");
  std::vector<std::string> texts;
  for (Move m : by_bitboards(leg, true)) texts.push_back(move_to_text(*v, m));
  CHECK(texts == std::vector<std::string>{"e1d1", "e1e2", "d2d3"});
}

TEST_CASE("bitboards: grasshoppers, with and without screen rules", "[bitboards]") {
  auto v = test::shipped("grasshopper");
  REQUIRE(v->bitboards);
  // Fairy-Stockfish's counts, on middlegames of random games.
  Position a = test::position(*v,
                              "rnb1k1n1/gg2gg1g/p1p2G2/Gp1ppPp1/1GG2P2/1PgPPKP1/1GG3B1/RNBQ2NR b - - 0 19"),
           b = test::position(*v, "5r1r/g3k3/Q1p2ppn/2GGgPpg/1PpgP3/2PPN3/3GG3/RNB1KBR1 b Q - 0 35");
  CHECK(perft(a, 4) == 2193231);
  CHECK(perft(b, 4) == 2834685);
  // Checks over a screen next to the king, answered by moving the screen (e2e3, d2d3), by a
  // new screen farther off (c3e4) or by the king; Fairy-Stockfish lists the same moves.
  const std::pair<const char *, std::vector<std::string>> checks[] = {
      {"4g2k/8/8/8/8/8/4P3/4K3 w - - 0 1", {"e1d1", "e1d2", "e1f1", "e1f2", "e2e3"}},
      {"4g2k/8/8/8/8/2N5/4P3/4K3 w - - 0 1", {"c3e4", "e1d1", "e1d2", "e1f1", "e1f2", "e2e3"}},
      {"7k/8/8/8/1g6/8/3P4/4K1G1 w - - 0 1", {"d2d3", "e1d1", "e1e2", "e1f1", "e1f2"}},
  };
  for (const auto &[fen, expected] : checks) {
    INFO(fen);
    Position pos = test::position(*v, fen);
    std::vector<std::string> texts;
    for (Move m : by_bitboards(pos, true)) texts.push_back(move_to_text(*v, m));
    std::sort(texts.begin(), texts.end());
    CHECK(texts == expected);
  }
  unsigned seed = 9400;
  CHECK(walk(*v, v->startFen, 10, 150, seed++) > 300);
  // A grasshopper that may not hop over pawns, nor over an enemy knight: the hop rules on top.
  auto ruled = test::compile(R"(variant ruledhopper extends "grasshopper" {
    piece Grasshopper G { moves "gQ"; screen Pawn: none; screen enemy Knight: none; value 2; }
  })");
  REQUIRE(ruled->bitboards);
  CHECK(walk(*ruled, ruled->startFen, 10, 150, seed++) > 300);
  CHECK(walk(*ruled, "rnb1k1n1/gg2gg1g/p1p2G2/Gp1ppPp1/1GG2P2/1PgPPKP1/1GG3B1/RNBQ2NR b - - 0 19", 10, 150,
             seed++) > 300);
}
