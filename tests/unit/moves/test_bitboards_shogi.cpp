// The bitboard path's shogi rules: slides along some directions only (a lance's `fR`), drops
// limited per file (`one-per-file`, `at most N per file`), drops that may not mate (`no-mate`),
// pieces dropped promoted (`promoted`, Kyoto shogi), promotion on leaving a zone (`leaving`),
// and slides of two squares at most (a leap, then a short bend: Tori shogi's eagle). Perft counts are
// Fairy-Stockfish's; the moves are the ray generator's at every node of random games.
#include <algorithm>
#include <catch2/catch.hpp>

#include "runtime/bitboard/tables.h"
#include "tests/unit/moves/generators.h"
#include "tests/unit/support.h"

using namespace chimera;
using namespace chimera::test;

TEST_CASE("bitboards: the shogi family takes the path", "[bitboards]") {
  CHECK(test::shipped("shogi")->wideBitboards); // 81 squares: two words
  for (const char *name : {"minishogi", "kyotoshogi", "euroshogi", "yarishogi", "micro"}) {
    INFO(name);
    CHECK(test::shipped(name)->bitboards);
  }
  // A slide along some directions only, each from every square: a lance, a piece that slides
  // along a file both ways and forward diagonally, a rook that also slides backwards diagonally.
  for (const char *moves : {"fR", "vRfB", "RbB", "fBbR"}) {
    INFO(moves);
    auto v = test::compile(test::board_with(8, 8, std::string("piece X X { moves \"") + moves + "\"; }",
                                            "kx6/8/8/8/8/8/8/1X5K w - - 0 1"));
    REQUIRE(v->bitboards);
    CHECK(walk(*v, "kx6/8/8/8/8/8/8/1X5K w - - 0 1", 6, 40, 9100 + unsigned(moves[0])) > 100);
  }
  // A slide of two squares at most (Tori shogi's eagle's `bF2`) is a leap and a short bend;
  // one of three is not served.
  CHECK(test::shipped("torishogi")->bitboards);
  for (const char *moves : {"F2", "KbF2", "fW2bR"}) {
    INFO(moves);
    auto v = test::compile(test::board_with(8, 8, std::string("piece X X { moves \"") + moves + "\"; }",
                                            "kx6/8/8/8/8/8/8/1X5K w - - 0 1"));
    REQUIRE(v->bitboards);
    CHECK(walk(*v, "kx6/8/8/8/8/8/8/1X5K w - - 0 1", 6, 40, 9200 + unsigned(moves[1])) > 100);
  }
  auto three =
      test::compile(test::board_with(8, 8, "piece X X { moves \"F3\"; }", "k7/8/8/8/8/8/8/1X5K w - - 0 1"));
  CHECK_FALSE(three->on_bitboards());
  CHECK(bitboard::ray_reason(*three) == "a slide of 'X' that is not a full standard line");
}

TEST_CASE("bitboards: perft of the shogi family (Fairy-Stockfish's counts)", "[bitboards]") {
  auto shogi = test::shipped("shogi");
  CHECK(count(*shogi, shogi->startFen, 4) == 719731);
  CHECK(count(*shogi, "ln1k5/2rg1sgbl/p1p1ppnpp/1p1p2p2/2s5P/3P2PP1/PPP1PPG2/LBG1K2RL/1NS2S3[n] w - - 0 21",
              3) == 50501);
  CHECK(count(*shogi, "lns2g1n1/2rg3sl/ppp1k1p1b/P2p3p1/3Pp4/5pPPp/1PP1SP2G/1BGK3RL/LNS4N1[pp] w - - 4 21",
              3) == 32338);
  auto mini = test::shipped("minishogi");
  CHECK(count(*mini, mini->startFen, 5) == 533203);
  CHECK(count(*mini, "rkb2/2r2/2BG1/P1g1K/1+s3[PS] w - - 1 26", 4) == 482673);
  CHECK(count(*mini, "+P2kr/b1s2/KG2S/3g1/2P2[Rb] w - - 0 26", 4) == 321872);
  auto kyoto = test::shipped("kyotoshogi"); // every piece flips as it moves; drops either side up
  CHECK(count(*kyoto, kyoto->startFen, 5) == 225903);
  CHECK(count(*kyoto, "pNk2/1L2+S/1K1pS/3l1/4+n[] w - - 2 26", 4) == 5717);
  CHECK(count(*kyoto, "k1+S2/3p1/2P1K/2+l1+S/1n1n1[l] w - - 0 26", 4) == 85540);
  auto euro = test::shipped("euroshogi");
  CHECK(count(*euro, euro->startFen, 4) == 380499);
  CHECK(count(*euro, "n1rgk2n/4g1b1/pppp1p2/1B1+bp1pP/P2P2r1/1PP1P1P1/3K1G2/B1NG2N1[Pp] w - - 1 16", 3) ==
        49349);
  auto tori = test::shipped("torishogi"); // no mate by a swallow's drop, two per file; eagles
  CHECK(count(*tori, tori->startFen, 4) == 103857);
  CHECK(count(*tori, "1p2lp1/rs1ck1S/ssSssc1/LS1SSs1/2s1Ss1/2F1C1+f/CPKp1RS[S] w - - 0 36", 4) == 875357);
  CHECK(count(*tori, "c3cps/2sskl1/1p+FS1fS/r4s1/sPsSK1s/LC2sCS/3p1SR[sss] w - - 3 36", 3) == 26292);
  auto micro = test::shipped("micro");
  CHECK(count(*micro, micro->startFen, 5) == 71328);
}

TEST_CASE("bitboards: shogi's drops, one move at a time", "[bitboards]") {
  auto mini = test::shipped("minishogi");
  // No pawn on a file that holds one of ours: Black's pawn on e2 keeps P@e* out; nine empty
  // squares of files a to d off Black's last rank, but a2.
  std::vector<std::string> moves = test::legal_moves(*mini, "r3k/1s1Rb/gG3/1B1Sp/K4[p] b - - 6 14");
  CHECK(std::count_if(moves.begin(), moves.end(),
                      [](const std::string &m) { return m.rfind("P@", 0) == 0; }) == 8);
  CHECK(std::count_if(moves.begin(), moves.end(),
                      [](const std::string &m) { return m.rfind("P@e", 0) == 0; }) == 0);
  // A pawn dropped on a2 mates the king on a1 (the gold on a3 guards it, the bishop on e4 b1):
  // not a legal move. (Fairy-Stockfish plays it and scores the game lost for the dropper.)
  CHECK(std::count(moves.begin(), moves.end(), "P@a2") == 0);
  CHECK(std::count(moves.begin(), moves.end(), "P@c2") == 1);
  // Kyoto shogi: a lance in hand goes down as a lance or as a tokin, on every empty square.
  auto kyoto = test::shipped("kyotoshogi");
  moves = test::legal_moves(*kyoto, "k4/5/5/5/4K[L] w - - 0 1");
  CHECK(std::count(moves.begin(), moves.end(), "L@c3") == 1);
  CHECK(std::count(moves.begin(), moves.end(), "+L@c3") == 1);
  CHECK(std::count_if(moves.begin(), moves.end(),
                      [](const std::string &m) { return m.find('@') != std::string::npos; }) == 2 * 23);
}

TEST_CASE("bitboards: the shogi family's moves are the ray path's at every node of random games",
          "[bitboards]") {
  unsigned seed = 9201;
  for (const char *name :
       {"shogi", "minishogi", "kyotoshogi", "euroshogi", "yarishogi", "micro", "torishogi"}) {
    INFO(name);
    auto v = test::shipped(name);
    CHECK(walk(*v, v->startFen, 10, 120, seed++) > 500);
  }
  auto mini = test::shipped("minishogi");
  CHECK(walk(*mini, "r3k/1s1Rb/gG3/1B1Sp/K4[p] b - - 6 14", 10, 60, seed++) > 200);
  auto tori = test::shipped("torishogi");
  CHECK(walk(*tori, "c3cps/2sskl1/1p+FS1fS/r4s1/sPsSK1s/LC2sCS/3p1SR[sss] w - - 3 36", 10, 80, seed++) > 300);
  auto shogi = test::shipped("shogi");
  CHECK(walk(*shogi, "ln1k5/2rg1sgbl/p1p1ppnpp/1p1p2p2/2s5P/3P2PP1/PPP1PPG2/LBG1K2RL/1NS2S3[n] w - - 0 21",
             10, 80, seed++) > 300);
}
