// The bitboard path on boards of 65 to 192 squares: which variants take the sets of two and
// three words, and that their legal moves are the ray generator's at every node of random games
// (test_bitboards.cpp has the path on one word and its features).
#include <catch2/catch.hpp>
#include <string>

#include "runtime/bitboard/tables.h"
#include "tests/unit/moves/generators.h"

using namespace chimera;
using namespace chimera::test;

// Boards of 65 to 128 squares take the path with sets of two words (Variant::wideBitboards).
// A 16x8 board fills both words: its squares 64-127 are the high word's, the last its top bit.
// The pieces of the 16-file boards below, but the pawn.
const std::string kPieces16 = R"(
    piece King    K { moves "K"; royal; }
    piece Rook    R { moves "R"; }
    piece Knight  N { moves "N"; }
    piece Bishop  B { moves "B"; }
    piece Queen   Q { moves "Q"; }
    piece Cannon  C { moves "mRcpR"; }
    piece Mortar  M { moves "mK"; moves "cpQ" screen friend pierces except Knight explodes; })";
const std::string kWide16 = R"(variant wide16 {
    board 16x8;)" + kPieces16 +
                            R"(
    piece Pawn    P { moves "fmWfceFifmnD"; }
    start "rnbcmqbnrnbckbnr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/RNBCMQBNRNBCKBNR w - - 0 1";
    promotion { pieces Pawn; zone rank 8; to Rook Knight Bishop Queen Cannon; mandatory; }
})";

// An 11x11 board (121 squares) with drops of captured pieces and a cannon.
const std::string kWide11 = R"(variant wide11 {
    board 11x11;
    piece King       K { moves "K"; royal; }
    piece Rook       R { moves "R"; }
    piece Knight     N { moves "N"; }
    piece Bishop     B { moves "B"; }
    piece Archbishop A { moves "BN"; }
    piece Cannon     C { moves "mRcpR"; }
    piece Pawn       P { moves "fmWfceFifmnD"; }
    start "rnbackcabnr/ppppppppppp/11/11/11/11/11/11/11/PPPPPPPPPPP/RNBACKCABNR[] w - - 0 1";
    promotion { pieces Pawn; zone rank 11; to Rook Knight Bishop Archbishop Cannon; mandatory; }
    drops { captured; zone Pawn ranks 2 to 10; }
})";

TEST_CASE("bitboards: boards of 65 to 128 squares take the path with two-word sets", "[bitboards]") {
  for (const char *name :
       {"capablanca", "capablanca960", "grand", "shako", "courier", "chancellor", "opulent", "wildebeest"}) {
    INFO(name);
    const auto v = test::shipped(name);
    CHECK(v->wideBitboards);
    CHECK_FALSE(v->bitboards);
  }
  CHECK(test::shipped("chess")->bitboards);
  CHECK_FALSE(test::shipped("chess")->wideBitboards);
  auto bestiary = test::shipped("basic-bestiary"); // 13x12: three words
  CHECK(bestiary->tripleBitboards);
  CHECK_FALSE(bestiary->wideBitboards);
  std::string why;
  CHECK_FALSE(bitboard::build_tables<bitboard::Wide>(*bestiary, &why));
  CHECK(why == "more than 128 squares");
  auto big =
      test::compile(test::board_with(16, 13, "", "k15/16/16/16/16/16/16/16/16/16/16/16/K15 w - - 0 1"));
  CHECK_FALSE(big->on_bitboards());
  CHECK(bitboard::ray_reason(*big) == "more than 192 squares");
  CHECK(bitboard::ray_reason(*bestiary).empty());
  CHECK_FALSE(bitboard::build_tables<bitboard::Bitboard>(*test::shipped("capablanca"), &why));
  CHECK(why == "more than 64 squares");
}

TEST_CASE("bitboards: two-word sets list the ray path's moves at every node of random games", "[bitboards]") {
  unsigned seed = 7000;
  for (const char *name : {"capablanca", "capablanca960", "centaur", "chancellor", "courier", "embassy",
                           "grand", "janus", "modern", "opulent", "shako", "tencubed", "wildebeest"}) {
    INFO(name);
    const auto v = test::shipped(name);
    REQUIRE(v->wideBitboards);
    CHECK(walk(*v, v->startFen, 8, 150, seed++) > 400);
  }
  auto capablanca = test::shipped("capablanca");
  for (const char *fen :
       {"r1b1kqbnr1/ppp1p1pppp/2n1c5/3p1p4/3P1P4/2N1C5/PPP1P1PPPP/R1B1KQBNR1 w KQkq - 0 7",
        "r3k4r/10/10/3pP5/10/10/10/R3K4R w KQkq d6 0 1", "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1"}) {
    INFO(fen);
    CHECK(walk(*capablanca, fen, 12, 100, seed++) > 100);
  }
  for (const std::string &def : {kWide16, kWide11}) {
    auto v = test::compile(def);
    REQUIRE(v->wideBitboards);
    CHECK(walk(*v, v->startFen, 20, 150, seed++) > 2000);
  }
  // The corners of the high word: a rook on p8 (square 127) pins along the last rank and file.
  auto wide = test::compile(kWide16);
  for (const char *fen : {"k6m6Nr/16/16/16/16/16/16/K14R w - - 0 1", "7k7r/16/16/16/16/16/16/K6B7Q b - - 0 1",
                          "15r/16/16/16/16/k15/15P/K15 w - - 0 1"}) {
    INFO(fen);
    CHECK(walk(*wide, fen, 12, 80, seed++) > 100);
  }
}

// Boards of 129 to 192 squares take the path with sets of three words (Variant::tripleBitboards).
// A 16x12 board fills all three: its squares 128-191 are the top word's, the last its top bit.
const std::string kTriple16 = R"(variant triple16 {
    board 16x12;)" + kPieces16 +
                              R"(
    piece Pawn    P { moves "fmW"; moves "fmW3" from rank 2; moves "fceF"; }
    start "rnbcmqbnrnbckbnr/pppppppppppppppp/16/16/16/16/16/16/16/16/PPPPPPPPPPPPPPPP/RNBCMQBNRNBCKBNR w - - 0 1";
    promotion { pieces Pawn; zone rank 12; to Rook Knight Bishop Queen Cannon; mandatory; }
})";

TEST_CASE("bitboards: three-word sets list the ray path's moves at every node of random games",
          "[bitboards]") {
  unsigned seed = 9000;
  auto bestiary = test::shipped("basic-bestiary");
  REQUIRE(bestiary->tripleBitboards);
  CHECK(walk(*bestiary, bestiary->startFen, 8, 200, seed++) > 1000);
  // Castling with the rook on the king's far side, the three promotion zones, en passant after
  // a three-square step.
  for (const char *fen : {"13/1r4k4r1/13/13/13/13/13/13/13/13/1R4K4R1/13 w KQkq - 0 1",
                          "6k6/13/13/13/1P11/13/13/13/13/13/13/6K6 w - - 0 1",
                          "6k6/13/13/13/13/13/13/13/2p10/13/1P11/6K6 w - - 0 1"}) {
    INFO(fen);
    CHECK(walk(*bestiary, fen, 12, 100, seed++) > 100);
  }
  auto v = test::compile(kTriple16);
  REQUIRE(v->tripleBitboards);
  CHECK(walk(*v, v->startFen, 16, 150, seed++) > 1500);
  // The corners of the top word: a rook on p12 (square 191) pins along the last rank and file.
  for (const char *fen : {"k6m6Nr/16/16/16/16/16/16/16/16/16/16/K14R w - - 0 1",
                          "7k7r/16/16/16/16/16/16/16/16/16/16/K6B7Q b - - 0 1"}) {
    INFO(fen);
    CHECK(walk(*v, fen, 12, 80, seed++) > 100);
  }
}
