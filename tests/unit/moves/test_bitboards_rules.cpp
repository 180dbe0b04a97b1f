// The bitboard path's rules beyond checks and pins: a side without a royal piece (every move the
// tables give is legal: extinction chess and its kin, Breakthrough, Clobber, Dobutsu, Horde's
// White), the rules served as filters on the generator's list (forbidden checks, compulsory
// captures), a royal piece that escapes check only by capture, and first-move leaps. Perft counts are
// Fairy-Stockfish's; the moves are the ray generator's at every node of random games.
#include <algorithm>
#include <catch2/catch.hpp>

#include "runtime/bitboard/tables.h"
#include "tests/unit/moves/generators.h"
#include "tests/unit/support.h"

using namespace chimera;
using namespace chimera::test;

TEST_CASE("bitboards: variants without a royal type take the path", "[bitboards]") {
  CHECK(test::shipped("horde")->bitboards);
  for (const char *name : {"extinction", "kinglet", "threekings", "breakthrough", "clobber", "dobutsu"}) {
    INFO(name);
    CHECK(test::shipped(name)->bitboards);
  }
  // A royal piece only while it is its side's last one is a rule of the rays.
  auto last = test::compile(R"(variant lastking extends "chess" {
    piece King K { moves "K"; royal when last; }
  })");
  CHECK_FALSE(last->on_bitboards());
  std::string why;
  CHECK_FALSE(bitboard::build_tables<bitboard::Bitboard>(*last, &why));
  CHECK(why == "royal when last");
}

TEST_CASE("bitboards: perft without a royal piece (Fairy-Stockfish's counts)", "[bitboards]") {
  auto ext = test::shipped("extinction");
  // A king that is no royal piece castles across attacked squares; pawns promote to kings.
  CHECK(count(*ext, "r3k2r/ppp2ppp/2nb4/3q4/8/2NB1b2/PPPQ1PPP/R3K1NR w KQkq - 0 1", 3) == 94021);
  CHECK(count(*ext, "n1b1k3/1P4pq/8/8/8/1rR5/6P1/3BKQN1 w - - 0 1", 3) == 77512);
  auto kinglet = test::shipped("kinglet");
  CHECK(count(*kinglet, "r3k2r/1P3ppp/2n5/8/8/2N5/P4PPP/R3K2R w KQkq - 0 1", 3) == 23455);
  auto three = test::shipped("threekings");
  CHECK(count(*three, three->startFen, 4) == 199514);
  CHECK(count(*three, "k1bqk1nk/ppp2ppp/2n5/3pp3/1b1PP3/2N5/PPP2PPP/KNBQKB1K w - - 0 1", 3) == 54096);
  auto bt = test::shipped("breakthrough");
  CHECK(count(*bt, "pp1ppppp/2p5/8/3P4/8/8/PPP1PPPP/PPPPPPPP b - - 0 1", 4) == 246372);
  auto clobber = test::shipped("clobber");
  CHECK(count(*clobber, clobber->startFen, 4) == 2630382);
  CHECK(count(*clobber, "PpPpP/p3p/P1P1P/p1p1p/PpPpP/pPpPp w - - 0 1", 4) == 192816);
  auto horde = test::shipped("horde"); // White has no royal piece, Black has one
  CHECK(count(*horde, "rnbqkbnr/ppp2ppp/8/1PPp1PP1/PPP1PPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq d6 0 2", 4) ==
        101363);
  CHECK(count(*horde, "4k3/6P1/8/2q5/1PP2PP1/8/P6P/8 w - - 0 30", 4) == 52201);
  auto dobutsu = test::shipped("dobutsu"); // drops, and a lion that wins on the last rank
  CHECK(count(*dobutsu, dobutsu->startFen, 7) == 643982);
  CHECK(count(*dobutsu, "g1e/1l1/1C1/ELG[Cc] b - - 0 1", 5) == 61184);
  CHECK(count(*dobutsu, "1le/3/1G1/EL1[CGc] w - - 0 1", 5) == 326935);
}

TEST_CASE("bitboards: without a royal piece the moves are the ray path's at every node of random games",
          "[bitboards]") {
  unsigned seed = 7301;
  for (const char *name : {"extinction", "kinglet", "threekings", "breakthrough", "clobber", "dobutsu"}) {
    INFO(name);
    auto v = test::shipped(name);
    CHECK(walk(*v, v->startFen, 12, 150, seed++) > 200);
  }
  auto horde = test::shipped("horde");
  CHECK(walk(*horde, horde->startFen, 12, 150, seed++) > 200);
  auto ext = test::shipped("extinction");
  CHECK(walk(*ext, "r3k2r/ppp2ppp/2nb4/3q4/8/2NB1b2/PPPQ1PPP/R3K1NR w KQkq - 0 1", 12, 100, seed++) > 200);
}

// `checks forbidden`: the generator's list without the moves that check (most answered from the
// tables, captures by making them).
TEST_CASE("bitboards: forbidden checks (Racing Kings) leave the list, counted as Fairy-Stockfish does",
          "[bitboards]") {
  auto rk = test::shipped("racingkings");
  REQUIRE(rk->bitboards);
  CHECK(count(*rk, rk->startFen, 4) == 296242);
  CHECK(count(*rk, rk->startFen, 5) == 9472927);
  CHECK(count(*rk, "6r1/2K5/5k2/8/3R4/8/8/8 w - - 0 1", 4) == 86041);
  CHECK(count(*rk, "6R1/2k5/5K2/8/3r4/8/8/8 b - - 0 1", 4) == 86009);
  CHECK(count(*rk, "4brn1/2K2k2/8/8/8/8/8/8 w - - 0 1", 6) == 265932);
  // The rook may not check along the sixth rank (d6) nor the f-file (f4); the king may not step
  // onto the eighth rank the enemy rook holds.
  std::vector<std::string> expected = {"d4e4", "d4g4", "d4h4", "d4c4", "d4b4", "d4a4", "d4d5", "d4d7", "d4d8",
                                       "d4d3", "d4d2", "d4d1", "c7b6", "c7c6", "c7d6", "c7b7", "c7d7"};
  std::vector<std::string> listed = test::legal_moves(*rk, "6r1/2K5/5k2/8/3R4/8/8/8 w - - 0 1");
  std::sort(listed.begin(), listed.end()), std::sort(expected.begin(), expected.end());
  CHECK(listed == expected);
  unsigned seed = 101;
  CHECK(walk(*rk, rk->startFen, 12, 150, seed++) > 200);
  CHECK(walk(*rk, "4brn1/2K2k2/8/8/8/8/8/8 w - - 0 1", 12, 100, seed++) > 200);
}

// `must capture`: where a legal capture exists only captures are legal (en passant too; in
// Losers the royal piece's safety comes first).
TEST_CASE("bitboards: compulsory captures leave the list, counted as Fairy-Stockfish does", "[bitboards]") {
  for (const char *name : {"antichess", "giveaway", "codrus", "losers"}) {
    INFO(name);
    CHECK(test::shipped(name)->bitboards);
  }
  auto anti = test::shipped("antichess"), give = test::shipped("giveaway"), codrus = test::shipped("codrus"),
       losers = test::shipped("losers");
  CHECK(count(*anti, anti->startFen, 4) == 153299);
  CHECK(count(*anti, "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2", 6) == 4290);
  CHECK(count(*give, "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 2", 5) == 25334);
  CHECK(count(*give, "r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1", 5) == 18848);
  CHECK(count(*give, "8/2p5/8/8/8/8/P7/8 w - - 0 1", 12) == 2557);
  CHECK(count(*codrus, "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1", 5) == 63249);
  CHECK(count(*codrus, "5bnr/2pp2pp/P4k2/R3Q1P1/8/2N1K3/1P1PP1PP/2B2BNR w - - 1 15", 4) == 19);
  CHECK(count(*losers, losers->startFen, 4) == 152955);
  CHECK(count(*losers, "rnb1kbnr/pppp1ppp/8/4p3/5P1q/6P1/PPPPP2P/RNBQKBNR w KQkq - 1 3", 5) == 4482);
  CHECK(count(*losers, "r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1", 5) == 9039);
  // Black must take en passant. In Losers White takes (on e5 or h4), but the royal piece's
  // safety comes first: in check, White may not take on e5 (the check stays), so it blocks.
  CHECK(test::legal_moves(*give, "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 2") ==
        std::vector<std::string>{"e4d3"});
  CHECK(test::legal_moves(*losers, "rnb1kbnr/pppp1ppp/8/4p3/5P1q/6P1/PPPPP2P/RNBQKBNR w KQkq - 1 3") ==
        (std::vector<std::string>{"f4e5", "g3h4"}));
  CHECK(test::legal_moves(*losers, "rnb1kbnr/pppp1ppp/8/4p3/5P1q/8/PPPPP1PP/RNBQKBNR w KQkq - 1 3") ==
        std::vector<std::string>{"g2g3"});
  CHECK(count(*losers, "rnb1kbnr/pppp1ppp/8/4p3/5P1q/8/PPPPP1PP/RNBQKBNR w KQkq - 1 3", 5) == 504);
  unsigned seed = 7401;
  for (const Variant *v : {anti.get(), give.get(), codrus.get(), losers.get()}) {
    INFO(v->name);
    CHECK(walk(*v, v->startFen, 12, 150, seed++) > 200);
  }
  CHECK(walk(*give, "r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1", 12, 100, seed++) > 200);
}

// `escapes only by capture`: in check, Makpong's king may only take the one checker.
TEST_CASE("bitboards: a royal piece that escapes check only by capture (Makpong)", "[bitboards]") {
  auto mp = test::shipped("makpong");
  REQUIRE(mp->bitboards);
  CHECK(test::legal_moves(*mp, "4k3/8/8/4R3/8/8/8/4K3 b - - 0 1").empty());
  CHECK(test::legal_moves(*mp, "4k3/4R3/8/8/8/8/8/4K3 b - - 0 1") == std::vector<std::string>{"e8e7"});
  CHECK(count(*mp, "r3k3/4R3/8/8/8/8/8/4K3 b - - 0 1", 5) == 13098);
  CHECK(count(*mp, "3mk3/r3s1R1/1psppnp1/p1pn4/1P2NP2/P1PPP1P1/4NS2/R1SKM3 w - - 0 1", 4) == 593103);
  unsigned seed = 7501;
  CHECK(walk(*mp, mp->startFen, 12, 150, seed++) > 200);
  CHECK(walk(*mp, "3mk3/r3s1R1/1psppnp1/p1pn4/1P2NP2/P1PPP1P1/4NS2/R1SKM3 w - - 0 1", 12, 100, seed++) > 200);
}

// Several royal pieces: each must be safe after every move (a move of one keeps to its pin to
// another and answers the others' checks); a promotion to a royal type adds one.
TEST_CASE("bitboards: several royal pieces, and promotions to a royal type (Coregal)", "[bitboards]") {
  auto coregal = test::shipped("coregal");
  REQUIRE(coregal->bitboards);
  CHECK(count(*coregal, coregal->startFen, 4) == 195896);
  CHECK(count(*coregal, "rn2kb1r/ppp1pppp/6q1/8/2PP2b1/5B2/PP3P1P/R1BQK1NR w KQkq - 1 9", 3) == 20421);
  CHECK(count(*coregal, "2Q5/3Pq2k/6p1/4Bp1p/5P1P/8/8/K7 w - - 2 72", 4) == 55970);
  // The royal queen, in check, shields the king: leaving the file exposes the king, staying on
  // it keeps the check, and a king's move leaves the queen in check. Only the capture remains.
  CHECK(test::legal_moves(*coregal, "4k3/4q3/8/8/8/8/8/K3R3 b - - 0 1") == std::vector<std::string>{"e7e1"});
  // A knight checks the queen: she steps away, or the king takes it; no other king's move.
  const std::vector<std::string> moves = test::legal_moves(*coregal, "8/2k1q3/2N5/8/8/8/8/K7 b - - 0 1");
  CHECK(std::count(moves.begin(), moves.end(), "c7c6") == 1);
  CHECK(std::count_if(moves.begin(), moves.end(), [](const std::string &m) { return m[0] == 'c'; }) == 1);
  unsigned seed = 7601;
  CHECK(walk(*coregal, coregal->startFen, 12, 150, seed++) > 200);
  CHECK(walk(*coregal, "2Q5/3Pq2k/6p1/4Bp1p/5P1P/8/8/K7 w - - 2 72", 12, 100, seed++) > 200);
  CHECK(walk(*coregal, "r3kb1r/1pp1pppp/p1q2n2/3P4/6b1/2N2N2/PPP2PPP/R1BQ1RK1 b kq - 0 9", 12, 100, seed++) >
        200);
  // Two royal kings and a bent rider, and pawns that may promote to a third king.
  auto twins = test::compile(R"(variant twins {
    board 8x8;
    piece King   K { moves "K"; royal; }
    piece Rook   R { moves "R"; }
    piece Bishop B { moves "B"; }
    piece Gryphon G { moves "[F-R]"; }
    piece Knight N { moves "N"; }
    piece Pawn   P { moves "fmWfceFifmnD"; }
    start "rnbkkbgr/pppppppp/8/8/8/8/PPPPPPPP/RGBKKBNR w - - 0 1";
    promotion { pieces Pawn; zone rank 8; to Rook Bishop Knight Gryphon King; mandatory; }
  })");
  REQUIRE(twins->bitboards);
  CHECK(walk(*twins, twins->startFen, 16, 150, seed++) > 1000);
  CHECK(walk(*twins, "3kk3/P6P/8/8/7G/8/p6p/3KK3 w - - 0 1", 16, 100, seed++) > 500);
}

// `check all` (Spartan): a side may leave one of its two kings attacked, not both. A side with
// one royal piece takes the bitboards; one with two, or with a hoplite that may promote to a
// second king (legal even in check, or pinned), takes the rays.
TEST_CASE("bitboards: check all (Spartan)", "[bitboards]") {
  auto spartan = test::shipped("spartan");
  REQUIRE(spartan->bitboards);
  CHECK(count(*spartan, spartan->startFen, 4) == 473282);
  CHECK(count(*spartan, "1kk1c2N/4c3/P6h/2P2P2/3P4/5h1P/4BhRB/4K2R b - - 5 61", 3) == 15105);
  CHECK(count(*spartan, "2k1c3/l6c/N2Bg1k1/2P3Pl/B3P3/PPPh4/1R6/4K1R1 b - - 4 66", 3) == 48230);
  CHECK(count(*spartan, "8/k7/5N2/7h/h2c4/3Pl2P/6K1/R7 b - - 9 78", 3) == 10889);
  CHECK(count(*spartan, "6R1/8/2B1P3/5K2/3k4/1P6/8/8 b - - 15 100", 3) == 722);
  CHECK(count(*spartan, "3k4/2c5/7h/P5P1/1hP2PKP/2B2h2/5h2/5BN1 w - - 1 72", 3) == 15390);
  CHECK(count(*spartan, "5ckN/4c3/1BQ5/3K1h2/8/2PR2PP/5h2/3g4 b - - 2 65", 3) == 42400);
  // In check from the bishop on f6, Black may promote a hoplite to a second king.
  const std::vector<std::string> moves =
      test::legal_moves(*spartan, "3k4/2c5/5B1h/P5P1/1hP2PKP/5h2/5h2/5BN1 b - - 2 72");
  CHECK(std::count(moves.begin(), moves.end(), "f2e1k") == 1);
  CHECK(std::count(moves.begin(), moves.end(), "f2f1k") == 1);
  CHECK(std::count(moves.begin(), moves.end(), "f2f1g") == 0); // a general leaves d8 in check
  unsigned seed = 7801;
  CHECK(walk(*spartan, spartan->startFen, 12, 150, seed++, true) > 500);
  CHECK(walk(*spartan, "6R1/8/2B1P3/5K2/3k4/1P6/8/8 b - - 15 100", 12, 80, seed++, true) > 400);
}

// `must drop King` (Koedem, where kings are not royal): holding a king, a side drops it and
// makes no other move while it can; other drops are illegal while it holds one.
TEST_CASE("bitboards: a type that must be dropped (Koedem)", "[bitboards]") {
  auto koedem = test::shipped("koedem");
  REQUIRE(koedem->bitboards);
  const char *kings = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB2BNR[KQ] w kq - 0 1";
  CHECK(count(*koedem, kings, 1) == 34);
  CHECK(count(*koedem, kings, 3) == 39008);
  CHECK(count(*koedem, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR[Q] w KQkq - 0 1", 1) == 54);
  CHECK(count(*koedem, "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1[] b kq - 0 1", 3) == 38180);
  for (const std::string &m : test::legal_moves(*koedem, kings)) CHECK(m.rfind("K@", 0) == 0);
  unsigned seed = 7701;
  CHECK(walk(*koedem, koedem->startFen, 12, 150, seed++) > 200);
  CHECK(walk(*koedem, kings, 12, 100, seed++) > 200);
}

// Leaps made only as a piece's first move (Ouk Chatrang's king `mfsN first not in check`, its
// met's `mfD first`): listed while the piece's square keeps its right, the king's not in check.
TEST_CASE("bitboards: first-move leaps (Ouk Chatrang's king and met)", "[bitboards]") {
  auto ouk = test::shipped("cambodian");
  REQUIRE(ouk->bitboards);
  REQUIRE(test::shipped("karouk")->bitboards);
  CHECK(count(*ouk, ouk->startFen, 5) == 8597966);
  CHECK(count(*ouk, "rn1mks1r/2s1n3/p1pp1ppp/1p1Pp3/PP3P2/2P1P1PP/1K1S4/RN2MSNR w Ed - 3 9", 4) == 346403);
  CHECK(count(*ouk, "r1ss1knr/2mn4/pp2pppp/3p4/P1p3P1/1PPPPP1P/1RS2S2/1N1KM1NR w DE - 2 9", 4) == 233488);
  // The king's two leaps while it keeps the right, none in check; the met's double step.
  CHECK(test::legal_moves(*ouk, "4k3/8/8/8/8/8/8/3K4 w D - 0 1").size() == 7);
  CHECK(test::legal_moves(*ouk, "4k3/8/8/8/8/8/8/3K4 w - - 0 1").size() == 5);
  CHECK(test::legal_moves(*ouk, "4k3/8/8/8/8/4n3/8/3K4 w D - 0 1") ==
        std::vector<std::string>{"d1c1", "d1d2", "d1e1", "d1e2"});
  const std::vector<std::string> met = test::legal_moves(*ouk, "4k3/8/8/8/8/8/8/3KM3 w DE - 0 1");
  CHECK(met.size() == 9);
  CHECK(std::count(met.begin(), met.end(), "e1e3") == 1);
  unsigned seed = 7801;
  CHECK(walk(*ouk, ouk->startFen, 12, 150, seed++) > 200);
  CHECK(walk(*ouk, "r1ss1knr/2mn4/pp2pppp/3p4/P1p3P1/1PPPPP1P/1RS2S2/1N1KM1NR w DE - 2 9", 12, 100, seed++) >
        200);
  auto karouk = test::shipped("karouk");
  CHECK(walk(*karouk, karouk->startFen, 12, 150, seed++) > 200);
}

// Placement: the pieces are dropped on the first rank, kings too (a royal piece in hand: its
// drops are tested in full), bishops on both colours (`opposite-colours`), while a side holds
// a piece it must drop one (`must drop`).
TEST_CASE("bitboards: Placement's drops (kings in hand, bishops on both colours)", "[bitboards]") {
  auto placement = test::shipped("placement");
  REQUIRE(placement->bitboards);
  CHECK(count(*placement, placement->startFen, 4) == 1597696);
  CHECK(count(*placement, "nk1r2b1/pppppppp/8/8/8/8/PPPPPPPP/1R1Q1BRK[BNNqrbn] b - - 0 5", 3) == 576);
  CHECK(count(*placement, "q2r1n1b/pppppppp/8/8/8/8/PPPPPPPP/BKQR1B2[RNNkrbn] b - - 0 5", 3) == 756);
  CHECK(count(*placement, "2rn1n1r/pppppppp/8/8/8/8/PPPPPPPP/QK3RNN[RBBkqbb] b - - 0 5", 3) == 270);
  CHECK(count(*placement, "knnqbrrb/ppp1p1pp/5p2/3p4/P7/2N5/1PPPPPPP/Q1NBRKBR[] w - - 0 11", 3) == 17487);
  // Black's bishop on h8 stands on a dark square: the other goes on a light one (c8, e8, g8).
  std::vector<std::string> moves =
      test::legal_moves(*placement, "q2r1n1b/pppppppp/8/8/8/8/PPPPPPPP/BKQR1B2[RNNkrbn] b - - 0 5");
  CHECK(moves.size() == 15);
  CHECK(std::count_if(moves.begin(), moves.end(), [](const std::string &m) { return m[0] == 'B'; }) == 3);
  CHECK(std::count(moves.begin(), moves.end(), "B@b8") == 0);
  // c8 is the last light square free: the knight may not take it from the bishop.
  CHECK(test::legal_moves(*placement, "q2rnrkb/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[bn] b - - 0 8") ==
        std::vector<std::string>{"B@c8", "N@b8"});
  unsigned seed = 7901;
  CHECK(walk(*placement, placement->startFen, 12, 40, seed++) > 200);
  CHECK(walk(*placement, "nk1r2b1/pppppppp/8/8/8/8/PPPPPPPP/1R1Q1BRK[BNNqrbn] b - - 0 5", 12, 60, seed++) >
        200);
}

// Blasts (Atomic): without royal types every move is legal (do_move blows the pieces up);
// with them a royal piece next to the enemy's cannot be taken (no checks, no pins), a royal
// piece never captures, and every other capture is judged by its blast in place.
TEST_CASE("bitboards: blasts (Atomic, Atomic without checks, Atomar)", "[bitboards]") {
  auto atomic = test::shipped("atomic");
  for (const char *name : {"atomic", "nocheckatomic", "atomar"}) {
    INFO(name);
    CHECK(test::shipped(name)->bitboards);
  }
  CHECK(count(*atomic, atomic->startFen, 4) == 197326);
  CHECK(count(*atomic, "rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1", 4) == 1434825);
  CHECK(count(*atomic, "1rb1k1nr/ppp2p1p/6p1/3pp3/PP1b4/1B3P2/1RPP2P1/2BQK1NR w Kk - 2 13", 4) == 585691);
  // Kings side by side: the rooks' checks do not count, the kings may stay together.
  CHECK(count(*atomic, "8/8/8/3kK3/8/8/8/R6r w - - 0 1", 4) == 143416);
  CHECK(count(*atomic, "r3k3/8/8/3Kq3/8/8/1B6/7R w q - 0 1", 4) == 54972);
  CHECK(count(*atomic, "4r3/8/8/4k3/3PK3/8/8/4R3 b - - 0 1", 4) == 60645);
  CHECK(count(*atomic, "8/8/2k5/3pP3/4K3/8/8/R6r w - d6 0 2", 4) == 37859); // en passant by the kings
  // The bishop on e2 is pinned by the rook: it has no move. The king takes nothing (its blast
  // would take it): next to the rook it steps aside.
  const std::vector<std::string> pinned = test::legal_moves(*atomic, "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
  CHECK(std::count_if(pinned.begin(), pinned.end(),
                      [](const std::string &m) { return m.rfind("e2", 0) == 0; }) == 0);
  CHECK(test::legal_moves(*atomic, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1") ==
        std::vector<std::string>{"e1d1", "e1f1"});
  auto nocheck = test::shipped("nocheckatomic");
  CHECK(count(*nocheck, "7r/6Pb/1np5/1p2kp2/P1P1n3/1P2KP1B/5N2/8 w - - 0 1", 3) == 21347);
  CHECK(count(*nocheck, "r1b1k2r/pppp1p1p/4p1p1/2n1bQP1/3Pn3/2P1P3/PP4BP/RNBK1R2 w kq - 7 13", 4) == 1524326);
  auto atomar = test::shipped("atomar"); // kings cannot take kings, and survive blasts
  CHECK(count(*atomar, "7r/6Pb/1np5/1p2kp2/P1P1n3/1P2KP1B/5N2/8 w - - 0 1", 3) == 24644);
  CHECK(count(*atomar, "r4bnr/6p1/2k1p3/1p1pP2p/8/5P2/PPP3PP/R1B1K1NR w KQ - 0 13", 4) == 560755);
  unsigned seed = 8001;
  for (const char *fen : {"", "8/8/8/3kK3/8/8/8/R6r w - - 0 1", "r3k3/8/8/3Kq3/8/8/1B6/7R w q - 0 1",
                          "rnb1kbnr/pppp1ppp/8/4p3/4PPq1/8/PPPPK1PP/RNBQ1BNR w kq - 1 3"}) {
    INFO(fen);
    CHECK(walk(*atomic, *fen ? fen : atomic->startFen, 12, 100, seed++) > 200);
  }
  CHECK(walk(*nocheck, nocheck->startFen, 12, 100, seed++) > 200);
  CHECK(walk(*atomar, atomar->startFen, 12, 100, seed++) > 200);
}
