// The bitboard path (runtime/bitboard): which variants take it, and that its legal moves are
// exactly the ray generator's, in the same order, at every node of random games; so are its
// captures and promotions (quiescence's moves). On boards of up to 64 squares; the boards of
// two and three words are in test_bitboards_wide.cpp.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>

#include "runtime/bitboard/movegen.h"
#include "runtime/bitboard/tables.h"
#include "runtime/notation/notation.h"
#include "runtime/perft/perft.h"
#include "tests/unit/moves/generators.h"
#include "tests/unit/support.h"

using namespace chimera;
using namespace chimera::test;

namespace {

// An 8x8 variant of unusual leapers: a Knight+Ferz, a Camel and an Alibaba (whose D leap
// checks along a line it cannot be blocked on). Its perft counts agree with Fairy-Stockfish's
// (customPiece1 = x:NF, c:C, a:AD on chess's rules).
const char *kLeapers = R"(variant leapers {
    board 8x8;
    piece King       K { moves "K"; royal; }
    piece Rook       R { moves "R"; }
    piece Bishop     B { moves "B"; }
    piece Knightferz X { moves "NF"; }
    piece Camel      C { moves "C"; }
    piece Alibaba    A { moves "AD"; }
    piece Pawn       P { moves "fmWfceFifmnD"; }
    start "racxkbcr/pppppppp/8/8/8/8/PPPPPPPP/RACXKBCR w KQkq - 0 1";
    promotion { pieces Pawn; zone rank 8; to Knightferz Camel Alibaba Rook; mandatory; }
    castling { with Rook; kingside king g rook f; queenside king c rook d; }
})";

} // namespace

TEST_CASE("bitboards: the variants that take the path, decided from their tables", "[bitboards]") {
  // Goals that end the game without changing which moves are legal: a bare king, the hill,
  // checks to win.
  for (const char *name :
       {"chess", "chess960", "makruk", "berolina", "knightmate", "shatranj", "kingofthehill", "3check"}) {
    INFO(name);
    CHECK(test::shipped(name)->bitboards);
  }
  CHECK(test::shipped("crazyhouse")->bitboards); // drops onto zones
  // Hoppers, screen rules, pushed pawns; slides that only move or only capture.
  for (const char *name : {"culverin", "basilisk", "hoppelpoppel", "newzealand"}) {
    INFO(name);
    CHECK(test::shipped(name)->bitboards);
  }
  // A cannon that moves as a rook (Xiangqi's, on 8x8) and slides that only move.
  for (const char *moves : {"mRcpR", "pR", "mQ", "cpB", "gQ", "cgR"}) {
    INFO(moves);
    CHECK(test::compile(test::board_with(8, 8, std::string("piece X X { moves \"") + moves + "\"; }",
                                         "k7/8/8/8/8/8/8/X6K w - - 0 1"))
              ->bitboards);
  }
  for (const char *name : {"seirawan", "seirawan960", "shouse"}) { // gating, and drops with it
    INFO(name);
    CHECK(test::shipped(name)->bitboards);
  }
  // Drops with rules the path does not serve (Ataxx's next to a piece of the side), walls (the
  // duck).
  for (const char *name : {"ataxx", "duck"}) {
    INFO(name);
    CHECK_FALSE(test::shipped(name)->on_bitboards());
  }
  CHECK(test::compile(kLeapers)->bitboards);
  // A small board, and pieces the path does not serve: a nightrider (no standard line), a
  // rook that slides four squares at most, a lame leaper that only captures, a hopper whose
  // screen must be an enemy, a cannon that hops four squares at most, a grasshopper along some
  // lines only, a piece that hops both like a grasshopper and like a cannon. (Lame leaps that
  // move and capture are bends: `nN`, `nZ`, `mafsmafW`.)
  CHECK(test::compile(test::board_with(6, 5, "piece Rook R { moves \"R\"; }", "k5/6/6/6/1R3K w - - 0 1"))
            ->bitboards);
  for (const char *moves :
       {"\"NN\"", "\"R4\"", "\"cnN\"", "\"pR\" screen enemy", "\"mRcpR4\"", "\"gfR\"", "\"gRpB\""}) {
    INFO(moves);
    auto v = test::compile(test::board_with(8, 8, std::string("piece X X { moves ") + moves + "; }",
                                            "k7/8/8/8/8/8/8/X6K w - - 0 1"));
    CHECK_FALSE(v->bitboards);
    std::string why;
    CHECK_FALSE(bitboard::build_tables<bitboard::Bitboard>(*v, &why));
    CHECK_FALSE(why.empty());
  }
}

// Seirawan's gating with a gated piece that is royal: a second royal piece, so the rays.
TEST_CASE("bitboards: gating a royal piece takes the rays", "[bitboards]") {
  auto v = test::compile(R"(variant royalgate extends "seirawan" {
    piece Emperor M { moves "K"; royal; }
    start "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HMhm] w KQBCDFGkqbcdfg - 0 1";
    gating { pieces Hawk Emperor; zone rank 1; }
  })");
  CHECK_FALSE(v->bitboards);
  std::string why;
  CHECK_FALSE(bitboard::build_tables<bitboard::Bitboard>(*v, &why));
  CHECK(why == "gating a royal piece");
}

// A gated piece may not make a move legal (Fairy-Stockfish's counts): not by blocking a pin
// (the bishop on d1), nor the check along which the king steps away (e1f1h).
TEST_CASE("bitboards: a gated piece neither replaces a pinned piece nor blocks a check", "[bitboards]") {
  auto v = test::shipped("seirawan");
  REQUIRE(v->bitboards);
  const std::pair<const char *, std::vector<std::string>> cases[] = {
      {"4k3/8/8/8/8/8/8/r2BK3[H] w D - 0 1", {"e1f1", "e1d2", "e1e2", "e1f2"}},
      {"4k3/8/8/8/8/8/8/r3K3[H] w E - 0 1", {"e1d2", "e1e2", "e1f2", "e1d2h", "e1e2h", "e1f2h"}},
  };
  for (const auto &[fen, expected] : cases) {
    INFO(fen);
    Position pos = test::position(*v, fen);
    std::vector<std::string> moves;
    for (Move m : by_bitboards(pos, true)) moves.push_back(move_to_text(*v, m));
    CHECK(moves == expected);
    CHECK(by_bitboards(pos, true) == by_rays(pos));
    CHECK(bitboard::count_legal(pos) == int64_t(expected.size()));
  }
}

TEST_CASE("bitboards: the legal moves are the ray path's at every node of random games", "[bitboards]") {
  auto chess = test::shipped("chess");
  const char *fens[] = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", // kiwipete
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
      "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
      "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
      "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
  };
  unsigned seed = 1;
  for (const char *fen : fens) CHECK(walk(*chess, fen, 30, 150, seed++) > 200);
  auto c960 = test::shipped("chess960");
  CHECK(walk(*c960, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 12, 120, seed++) >
        200);
  CHECK(walk(*c960, "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", 12, 120, seed++) > 200);
  for (const char *name : {"makruk", "berolina", "knightmate", "shatranj", "kingofthehill", "3check"}) {
    INFO(name);
    auto v = test::shipped(name);
    CHECK(walk(*v, v->startFen, 8, 150, seed++) > 200);
  }
  auto leapers = test::compile(kLeapers);
  CHECK(walk(*leapers, leapers->startFen, 12, 150, seed++) > 200);
  // Drops: crazyhouse's (pawns not on the first and last ranks), in and out of check.
  auto zh = test::shipped("crazyhouse");
  CHECK(walk(*zh, zh->startFen, 12, 150, seed++) > 200);
  CHECK(walk(*zh, "r1bqk2r/ppp2ppp/2n5/3pP3/1b1Pn3/2N2N2/PP3PPP/R1BQKB1R[Pp] w KQkq - 0 8", 12, 120, seed++) >
        200);
  // Drops of the other shipped kinds the path takes (pawns dropped anywhere in chessgi and
  // loop, a knight in each hand in pocket knight), and a user's zones for two officers.
  for (const char *name : {"chessgi", "loop", "pocketknight"}) {
    INFO(name);
    auto v = test::shipped(name);
    REQUIRE(v->bitboards);
    CHECK(walk(*v, v->startFen, 8, 150, seed++) > 200);
  }
  auto zones = test::compile(R"(variant zones {
    board 8x8;
    piece King K { moves "K"; royal; }
    piece Rook R { moves "R"; }
    piece Knight N { moves "N"; }
    piece Pawn P { moves "fmWfceFifmnD"; }
    start "rn2k1nr/pppppppp/8/8/8/8/PPPPPPPP/RN2K1NR[RNrn] w KQkq - 0 1";
    promotion { pieces Pawn; zone rank 8; to Rook Knight; mandatory; }
    castling { with Rook; kingside king g rook f; queenside king c rook d; }
    drops { captured; zone Knight ranks 1 to 3; zone Rook files a to d; zone Pawn ranks 2 to 7; }
  })");
  REQUIRE(zones->bitboards);
  CHECK(walk(*zones, zones->startFen, 12, 150, seed++) > 200);
  // Gating: from the start, from a middlegame with one piece in hand and the gates of c1 and
  // the king's side left, Chess960's castling gated onto either square, and S-House's drops.
  auto seirawan = test::shipped("seirawan");
  CHECK(walk(*seirawan, seirawan->startFen, 20, 150, seed++) > 200);
  CHECK(walk(*seirawan, "reb1k2r/ppppqppp/2nb1n2/4p3/4P3/N1P2N2/PB1PQPPP/RE2KBHR[h] b KQkqc - 3 7", 12, 120,
             seed++) > 200);
  CHECK(walk(*seirawan, "r3k2r/ppp2ppp/2n5/1B1pq3/3Pn1b1/2P2N2/P4PPP/R1BQK2R[HEhe] w KQkqBCDFGbcdfg - 0 9",
             12, 120, seed++) > 200);
  auto s960 = test::shipped("seirawan960");
  CHECK(walk(*s960, "qbbrnkrn/pppppppp/8/8/8/8/PPPPPPPP/QBBRNKRN[HEhe] w ABCDEFGHabcdefgh - 0 1", 12, 120,
             seed++) > 200);
  CHECK(walk(*s960, "r1bk3r/pppp1ppp/2n1q3/4p3/4P3/2N5/PPPP1PPP/R1BK3R[HEhe] w ACDHacdh - 0 1", 12, 120,
             seed++) > 200);
  auto shouse = test::shipped("shouse");
  CHECK(walk(*shouse, shouse->startFen, 12, 150, seed++) > 200);
}

TEST_CASE("bitboards: crazyhouse perft on the path (Fairy-Stockfish's counts)", "[bitboards]") {
  auto zh = test::shipped("crazyhouse");
  REQUIRE(zh->bitboards);
  CHECK(count(*zh, zh->startFen, 4) == 197281);
  CHECK(count(*zh, "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1", 2) == 75353);
  CHECK(count(*zh, "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1", 3) == 88634);
  CHECK(count(*zh, "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1", 3) == 58057);
}

TEST_CASE("bitboards: perft of a user-defined variant of unusual leapers", "[bitboards]") {
  auto v = test::compile(kLeapers);
  REQUIRE(v->bitboards);
  CHECK(count(*v, v->startFen, 1) == 24);
  CHECK(count(*v, v->startFen, 2) == 576);
  CHECK(count(*v, v->startFen, 3) == 14761);
  CHECK(count(*v, v->startFen, 4) == 377420);
  // Castling both ways, en passant, promotions with captures, checks by the Alibaba's leaps.
  const std::string mid = "r3k2r/pPpx1ppp/1a3c2/3pP3/8/2X1A3/P1P2PpP/R3K2R w KQkq d6 0 1";
  CHECK(count(*v, mid, 1) == 42);
  CHECK(count(*v, mid, 2) == 1614);
  CHECK(count(*v, mid, 3) == 59743);
  CHECK(count(*v, mid, 4) == 2218426);
}

TEST_CASE("bitboards: captures and promotions of optional and by-capture promotions", "[bitboards]") {
  // Pawns that may promote on ranks 6 and 7 and must on 8; knights that promote only by
  // capturing on ranks 7 and 8: the quiet moves there are quiescence's only where they promote.
  auto v = test::compile(R"(variant promotions {
    board 8x8;
    piece King K { moves "K"; royal; }
    piece Rook R { moves "R"; }
    piece Knight N { moves "N"; }
    piece Amazon A { moves "QN"; }
    piece Pawn P { moves "fmWfceFifmnD"; }
    start "rn2k1nr/pppppppp/8/8/8/8/PPPPPPPP/RN2K1NR w KQkq - 0 1";
    promotion { pieces Pawn; zone ranks 6 to 7; to Rook Knight; optional; }
    promotion { pieces Pawn; zone rank 8; to Rook Knight; mandatory; }
    promotion { pieces Knight; zone ranks 7 to 8; to Amazon; by capture; }
    castling { with Rook; kingside king g rook f; queenside king c rook d; }
  })");
  REQUIRE(v->bitboards);
  CHECK(walk(*v, v->startFen, 12, 150, 99) > 200);
  // White: b6 takes on a7 and on c7 and pushes to b7, each of which may promote (rank 7): the
  // plain push is quiet and not listed, the plain captures are. The knight on d5 promotes
  // when it takes on c7 or e7 (rank 7) and must; its other moves are quiet.
  Position pos = test::position(*v, "4k3/p1p1p3/1P6/3N4/8/8/8/4K3 w - - 0 1");
  std::vector<std::string> got;
  for (Move m : tactical_by_bitboards(pos)) got.push_back(move_to_text(*v, m));
  std::sort(got.begin(), got.end());
  CHECK(got == std::vector<std::string>{"b6a7", "b6a7n", "b6a7r", "b6b7n", "b6b7r", "b6c7", "b6c7n", "b6c7r",
                                        "d5c7a", "d5e7a"});
}

// Hoppers on standard lines: a plain cannon (pR), Xiangqi's (mRcpR) that no cannon may hop, a
// bishop-line hopper that only captures (cpB) and one that may not hop a knight or an enemy
// pawn and only reaches the square beyond a friendly one; with drops behind a pushed pawn.
const char *kCannons = R"(variant cannons {
    board 8x8;
    piece King   K { moves "K"; royal; }
    piece Rook   R { moves "R"; }
    piece Knight N { moves "N"; }
    piece Pao    O { moves "pR"; }
    piece Cannon C { moves "mRcpR"; screen Cannon: none; screen Pao: none; }
    piece Vao    V { moves "cpB"; }
    piece Hawk   H { moves "pQ"; screen Knight: none; screen enemy Pawn: none; screen friend Pawn: adjacent; }
    piece Pawn   P { moves "fmWfceFifmnD"; }
    start "rcnvkhor/pppppppp/8/8/8/8/PPPPPPPP/RCNVKHOR[OCVHocvh] w KQkq - 0 1";
    promotion { pieces Pawn; zone rank 8; to Rook Cannon Hawk Knight; mandatory; }
    castling { with Rook; kingside king g rook f; queenside king c rook d; }
    drops { zone Pao rank 1; zone Cannon rank 1; zone Vao rank 1; zone Hawk rank 1; push Pawn 1; }
})";

// The same on 6x6 (squares packed without gaps): a hopper that falls back to bishop slides
// and may not hop a king, a bishop-line cannon that only reaches past a friendly one.
const char *kSmallHoppers = R"(variant small {
    board 6x6;
    piece King   K { moves "K"; royal; }
    piece Rook   R { moves "R"; }
    piece Cannon C { moves "mRcpR"; screen Cannon: none; }
    piece Hawk   H { moves "pQ"; fallback "mB"; screen enemy Pawn: adjacent; screen King: none; }
    piece Vao    V { moves "mBcpB"; screen friend Vao: adjacent; }
    piece Pawn   P { moves "fmWfceFifmnD"; }
    start "rchvkr/pppppp/6/6/PPPPPP/RCHVKR[CHVchv] w - - 0 1";
    promotion { pieces Pawn; zone rank 6; to Rook Cannon Hawk Vao; mandatory; }
    drops { zone Cannon rank 1; zone Hawk rank 1; zone Vao rank 1; push Pawn 1; }
})";

TEST_CASE("bitboards: hoppers with screen rules, and drops behind a pushed pawn", "[bitboards]") {
  unsigned seed = 4000;
  for (const char *name : {"culverin", "basilisk"}) {
    INFO(name);
    auto v = test::shipped(name);
    REQUIRE(v->bitboards);
    CHECK(walk(*v, v->startFen, 30, 150, seed++) > 2000);
    // Checks by a hopper over an enemy pawn (only the square beyond it), over a knight (any
    // distance beyond), a check that a drop's pushed pawn blocks, hoppers pinned and screening.
    for (const char *fen :
         {"4k3/8/8/8/8/4u3/4P3/4K3[U] w - - 0 1", "4k3/8/8/4u3/8/8/4N3/4K3[Uu] w - - 0 1",
          "4k3/8/8/8/1b6/8/2P1PP2/4K3[Uu] w - - 0 1",
          "r3k2r/ppp2ppp/2n1u3/3pp3/1b1PP3/2N2U2/PPP2PPP/R3K2R w KQkq - 0 9",
          "3k4/4r3/8/8/4U3/8/8/4K3[u] w - - 0 1", "2k5/8/2p5/8/2U5/8/2P5/2K5 b - - 0 1",
          // castling near hoppers: the king, then the rook, a screen
          "4k3/8/8/8/8/8/8/u1B1K2R w K - 0 1", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[UUuu] w KQkq - 0 1"}) {
      INFO(fen);
      std::string f = fen; // the Basilisk's letter is S
      if (std::string(name) == "basilisk")
        std::replace(f.begin(), f.end(), 'U', 'S'), std::replace(f.begin(), f.end(), 'u', 's');
      CHECK(walk(*v, f, 12, 100, seed++) > 100);
    }
  }
  // Slides that only move or only capture, leaps that capture what the slides do not.
  for (const char *name : {"hoppelpoppel", "newzealand"}) {
    INFO(name);
    auto v = test::shipped(name);
    REQUIRE(v->bitboards);
    CHECK(walk(*v, v->startFen, 20, 150, seed++) > 2000);
  }
  auto cannons = test::compile(kCannons);
  REQUIRE(cannons->bitboards);
  CHECK(walk(*cannons, cannons->startFen, 30, 150, seed++) > 2000);
  CHECK(walk(*cannons, "r3k2r/ppp2ppp/2nhc3/3pp3/1o1PP3/2NV1O2/PPP2PPP/R3K2R[Hc] w KQkq - 0 9", 20, 120,
             seed++) > 1000);
  auto small = test::compile(kSmallHoppers);
  REQUIRE(small->bitboards);
  CHECK(walk(*small, small->startFen, 30, 150, seed++) > 2000);
  CHECK(walk(*small, "r2vk1/1p1hp1/p1c2r/2P1C1/PP1HPP/R2VK1[Cc] b - - 0 1", 20, 120, seed++) > 1000);
}

// Shots (a hop over a friendly screen that pierces): Gunnery's Scorpion forward along its file,
// exploding; a user's shooters along every queen line, both stopped by knights, one exploding and
// one that does not explode, so that shots give check from every side.
const char *kShooters = R"(variant shooters {
    board 8x8;
    piece King    K { moves "K"; royal; }
    piece Rook    R { moves "R"; }
    piece Knight  N { moves "N"; }
    piece Bishop  B { moves "B"; }
    piece Mortar  M { moves "mK"; moves "cpQ" screen friend pierces except Knight explodes; }
    piece Archer  A { moves "mF"; moves "cpB" screen friend pierces except Knight; }
    piece Pawn    P { moves "fmWfceFifmnD"; }
    start "rnamkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNAMKBNR w KQkq - 0 1";
    promotion { pieces Pawn; zone rank 8; to Rook Knight Bishop Mortar Archer; mandatory; }
    castling { with Rook; kingside king g rook f; queenside king c rook d; }
})";

TEST_CASE("bitboards: shots that pierce and explode, and their checks", "[bitboards]") {
  unsigned seed = 5000;
  auto gunnery = test::shipped("gunnery");
  REQUIRE(gunnery->bitboards);
  CHECK(walk(*gunnery, gunnery->startFen, 30, 150, seed++) > 2000);
  for (const char *fen : {
           "k7/4r3/8/4n3/8/4N3/4P3/4K3 w - - 0 1",  // a shot over a knight onto a rook
           "4k3/4p3/8/8/4B3/8/8/4K3 w - - 0 1",     // a check by a shot over a bishop
           "4k3/4p3/4p3/8/8/4N3/4R3/4K3 w - - 0 1", // the scorpion in the way stops it
           "1k6/8/8/8/b7/8/2PPP3/3K4 w - - 0 1",    // a shot exploding opens the diagonal
           "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
           "4k3/1P2p3/8/3pP3/8/8/4P3/4K3 w - d6 0 1", // en passant, promotions
       }) {
    INFO(fen);
    CHECK(walk(*gunnery, fen, 12, 100, seed++) > 100);
  }
  // The shot c1c3 over the knight on c2 explodes the knight on c3, which alone stood between
  // the bishop on a5 and the king: illegal then, legal without the bishop.
  for (bool bishop : {true, false}) {
    Position pos = test::position(*gunnery, bishop ? "7k/8/8/b7/8/2n5/2N5/2P1K3 w - - 0 1"
                                                   : "7k/8/8/8/8/2n5/2N5/2P1K3 w - - 0 1");
    std::vector<std::string> moves;
    for (Move m : by_bitboards(pos, true)) moves.push_back(move_to_text(*gunnery, m));
    std::vector<std::string> expected{"c1a2", "c1e2", "e1f1", "e1d2", "e1f2",
                                      "c2a1", "c2a3", "c2e3", "c2b4", "c2d4"};
    if (!bishop) expected.insert(expected.begin() + 2, "c1c3");
    CHECK(moves == expected);
    CHECK(by_bitboards(pos, true) == by_rays(pos));
  }
  auto shooters = test::compile(kShooters);
  REQUIRE(shooters->bitboards);
  CHECK(walk(*shooters, shooters->startFen, 30, 150, seed++) > 2000);
  CHECK(walk(*shooters, "r3k2r/ppp2ppp/2nma3/3pp3/1b1PP3/2NMA3/PPP2PPP/R3K2R w KQkq - 0 9", 20, 120, seed++) >
        1000);
  // A shot that also moves, or over a screen of either side, takes the rays.
  for (const char *moves :
       {"\"pR\" screen friend pierces", "\"cpR\" pierces", "\"cpR\" screen enemy pierces"}) {
    INFO(moves);
    auto v = test::compile(test::board_with(8, 8, std::string("piece X X { moves ") + moves + "; }",
                                            "k7/8/8/8/8/8/8/X6K w - - 0 1"));
    std::string why;
    CHECK_FALSE(bitboard::build_tables<bitboard::Bitboard>(*v, &why));
    CHECK(why.find("piercing hop") != std::string::npos);
  }
}

// Bent riders (Bentback Bestiary's three) on one word: the Gorgon reaches some squares by two
// bends, listed where the first open one reaches them; checks along a bend are blocked on its
// elbow or its line, and a piece alone on a bend's path is pinned to it.
const char *kBent = R"(variant bent8 {
    board 8x8;
    piece King      K { moves "K"; royal; }
    piece Rook      R { moves "R"; }
    piece Knight    N { moves "N"; }
    piece Anchorite H { moves "[W-B]"; value 4; }
    piece Gryphon   Y { moves "[F-R]"; value 5; }
    piece Gorgon    O { moves "[W-B][F-R]"; value 8; }
    piece Pawn      P { moves "fmWfceFifmnD"; }
    start "rnhokyhr/pppppppp/8/8/8/8/PPPPPPPP/RNHOKYHR w - - 0 1";
    promotion { pieces Pawn; zone rank 8; to Knight Anchorite Gryphon Gorgon Rook; mandatory; }
})";

TEST_CASE("bitboards: bent riders list the ray path's moves at every node of random games", "[bitboards]") {
  unsigned seed = 9500;
  auto v = test::compile(kBent);
  REQUIRE(v->bitboards);
  CHECK(walk(*v, v->startFen, 16, 150, seed++) > 1500);
  for (const char *fen : {"r2o2kr/8/1h4y1/8/8/1Y4H1/8/R2O2KR w - - 0 1", "4k3/8/8/3o4/8/8/3P4/4K3 w - - 0 1",
                          "4k3/8/8/8/1y6/8/3N4/4K3 w - - 0 1", "8/8/8/8/8/5h2/2o5/4K2k w - - 0 1"}) {
    INFO(fen);
    CHECK(walk(*v, fen, 12, 100, seed++) > 100);
  }
  // A bend after a knight's leap, a bend that may stop at its elbow, and a royal piece that
  // bends (its targets tested against the attacks), on two words.
  auto other = test::compile(R"(variant bent10 {
    board 10x10;
    piece Emperor   E { moves "K[F-R]"; royal; }
    piece Nightbent M { moves "[N-R]"; }
    piece Stopper   S { moves "[F?R]"; }
    piece Knight    N { moves "N"; }
    start "e9/2ms6/10/3n6/10/10/6N3/10/6SM2/9E w - - 0 1";
})");
  REQUIRE(other->wideBitboards);
  CHECK(walk(*other, other->startFen, 12, 120, seed++) > 1000);
  // Bends the path does not serve: a limited or non-standard second leg, one that only moves.
  for (const char *moves : {"[W-B3]", "[W-N]", "m[W-B]"}) {
    INFO(moves);
    auto v = test::compile(test::board_with(8, 8, std::string("piece X X { moves \"") + moves + "\"; }",
                                            "k7/8/8/8/8/8/8/X6K w - - 0 1"));
    std::string why;
    CHECK_FALSE(bitboard::build_tables<bitboard::Bitboard>(*v, &why));
    CHECK_THAT(why, Catch::Contains("a bent move of 'X'"));
  }
  // Lame leaps past two squares (the Janggi elephant's `mafsmafW`, the lame zebra `nZ`) are
  // bends that end at their target, the squares before it empty: the ray path's moves, and its
  // perft, with both next to the kings.
  auto lame = test::compile(R"(variant lame {
    board 8x8;
    piece King K { moves "K"; royal; }
    piece Zebra Z { moves "nZ"; value 3; }
    piece Elephant E { moves "mafsmafW"; value 3; }
    piece Rook R { moves "R"; value 5; }
    piece Pawn P { moves "fmWfcF"; value 1; }
    start "rzezkezr/pppppppp/8/8/8/8/PPPPPPPP/RZEZKEZR w - - 0 1";
})");
  REQUIRE(lame->bitboards);
  CHECK(walk(*lame, lame->startFen, 12, 120, seed++) > 1000);
  const char *middle = "r3k2r/p1z1e1pp/2pz1p2/1e2P3/3E4/2Z1Z3/PPP2PPP/R3K2R w - - 0 1";
  CHECK(walk(*lame, middle, 12, 100, seed++) > 800);
  CHECK(test::count(*lame, lame->startFen, 5) == 64485); // as CHIMERA_RAYS_ONLY=1 counts
  CHECK(test::count(*lame, middle, 4) == 293001);
  // Bentback Bestiary on three words, with the positions of its perft rows that put bent
  // riders next to the kings.
  auto bentback = test::shipped("bentback-bestiary");
  REQUIRE(bentback->tripleBitboards);
  CHECK(walk(*bentback, bentback->startFen, 6, 200, seed++) > 800);
  for (const char *fen : {"12k/13/13/2n10/4p5P2/6Pp1Y3/6O6/3H9/13/13/13/K12 w - - 0 1",
                          "13/6k6/6p6/13/5HOY5/13/13/6o6/3h5y3/6P6/6K6/13 w - - 0 1"}) {
    INFO(fen);
    CHECK(walk(*bentback, fen, 10, 100, seed++) > 100);
  }
}

// A short slide that only moves (`fmW3`) is a pawn's steps on every width: on 8x8 too, with
// en passant on each square it passes.
TEST_CASE("bitboards: short slides that only move are steps, with en passant on each passed square",
          "[bitboards]") {
  auto v = test::compile(R"(variant steps3 {
    board 8x8;
    piece King K { moves "K"; royal; }
    piece Rook R { moves "R"; }
    piece Pawn P { moves "fmW"; moves "fmW3" from rank 2; moves "fceF"; }
    start "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 1";
    promotion { pieces Pawn; zone rank 8; to Rook; mandatory; }
})");
  REQUIRE(v->bitboards);
  CHECK(walk(*v, v->startFen, 12, 120, 9100) > 800);
  // The pawn on b2 steps to b3, b4 or b5; the last two leave en passant on the squares passed.
  Position pos = test::position(*v, "4k3/8/8/2p5/8/8/1P6/4K3 w - - 0 1");
  std::vector<std::string> texts;
  Move longest;
  for (Move m : by_bitboards(pos, true))
    if (m.from() == v->square(1, 1)) texts.push_back(move_to_text(*v, m)), longest = m;
  CHECK(texts == std::vector<std::string>{"b2b3", "b2b4", "b2b5"});
  CHECK(longest.kind() == MoveKind::DoubleStep);
  pos.do_move(longest);
  CHECK(pos.fen() == "4k3/8/8/1Pp5/8/8/8/4K3 b - b4 0 1"); // only b4 is one Black may take on
  const std::vector<Move> replies = by_bitboards(pos, true);
  CHECK(std::count_if(replies.begin(), replies.end(), [&](Move m) {
          return m.kind() == MoveKind::EnPassant && move_to_text(*v, m) == "c5b4";
        }) == 1);
}
