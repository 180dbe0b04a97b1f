// Setup phases, flips and drops (issue 17): must drop, opposite colours, zones for every
// piece, promoted drops, kept promotions, promotion by capture, reverting and in-place
// promotions, pieces taken en passant without capturing so. The move lists and FENs agree
// with Fairy-Stockfish (`go perft 1`, and `d` after the moves) under the variant of the
// definition's name.
#include <catch2/catch.hpp>

#include "tests/unit/support.h"

using namespace chimera;
using S = std::vector<std::string>;

using test::play;
using test::starting;

TEST_CASE("placement: pieces in hand must be dropped, the bishops on both colours", "[setup]") {
  auto v = test::shipped("placement");
  // The queen may not take c1, the last dark square the bishops need; no pawn moves.
  CHECK(test::legal_moves(*v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN2K1NR[BBQ] w - - 0 1") ==
        S{"B@c1", "B@d1", "B@f1", "Q@d1", "Q@f1"});
  // With a bishop on c1 (dark), the other goes on a light square.
  CHECK(starting(test::legal_moves(*v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/2B1K3[BRRNNQ] w - - 0 1"), "B@") ==
        S{"B@b1", "B@d1", "B@f1", "B@h1"});
  // A piece in hand with no square to go to: the game goes on on the board.
  S all = test::legal_moves(*v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w - - 0 1");
  CHECK(all.size() == 20);
  CHECK(starting(all, "N@").empty());
}

TEST_CASE("sittuyin: drops behind the pawns, rooks on the first rank", "[setup]") {
  auto v = test::shipped("sittuyin");
  S all = test::legal_moves(*v, "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KRkr] w - - 0 1");
  CHECK(starting(all, "R@") == S{"R@a1", "R@b1", "R@c1", "R@d1", "R@e1", "R@f1", "R@g1", "R@h1"});
  CHECK(starting(all, "K@").size() == 20); // ranks 1 and 2, and e3 to h3
  CHECK(all.size() == 28);
}

TEST_CASE("sittuyin: promotion in place or by a step, without a general, attacking nothing", "[setup]") {
  auto v = test::shipped("sittuyin");
  CHECK(test::legal_moves(*v, "8/8/2k5/4P3/8/8/8/4K3[] w - - 0 1") ==
        S{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e5d4f", "e5d6f", "e5e5f", "e5e6", "e5f4f", "e5f6f"});
  // Not with check (d6 attacks c7), nor attacking a piece (e5 attacks d6).
  CHECK(starting(test::legal_moves(*v, "8/2k5/8/4P3/8/8/8/4K3[] w - - 0 1"), "e5") ==
        S{"e5d4f", "e5e5f", "e5e6", "e5f4f", "e5f6f"});
  CHECK(starting(test::legal_moves(*v, "k7/8/3p4/4P3/8/8/8/4K3[] w - - 0 1"), "e5") ==
        S{"e5d4f", "e5d6", "e5e6", "e5f4f", "e5f6f"});
  // The last pawn promotes anywhere; one of two only on the diagonals; none beside a general.
  CHECK(starting(test::legal_moves(*v, "k7/8/8/8/4P3/8/8/4K3[] w - - 0 1"), "e4") ==
        S{"e4d3f", "e4d5f", "e4e4f", "e4e5", "e4f3f", "e4f5f"});
  CHECK(starting(test::legal_moves(*v, "k7/8/8/8/4P3/P7/8/4K3[] w - - 0 1"), "e4") == S{"e4e5"});
  CHECK(starting(test::legal_moves(*v, "k7/8/8/4P3/8/8/8/F3K3[] w - - 0 1"), "e5") == S{"e5e6"});
  CHECK(play(*v, "8/8/2k5/4P3/8/8/8/4K3[] w - - 0 1", {"e5d6f"}).fen() == "8/8/2kF4/8/8/8/8/4K3[] b - - 0 1");
}

TEST_CASE("koedem: a king in hand must be dropped before anything else", "[setup]") {
  auto v = test::shipped("koedem");
  S all = test::legal_moves(*v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB2BNR[KQ] w kq - 0 1");
  CHECK(all.size() == 34);
  CHECK(starting(all, "K@").size() == 34);
  // Without a king in hand the queen drops, beside the board moves.
  all = test::legal_moves(*v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR[Q] w KQkq - 0 1");
  CHECK(starting(all, "Q@").size() == 33);
  CHECK(all.size() == 54);
}

TEST_CASE("kyotoshogi: every move flips, back written '-', drops on either side", "[setup]") {
  auto v = test::shipped("kyotoshogi");
  const std::string fen = "k4/5/5/5/2P1K[] w - - 0 1";
  CHECK(test::legal_moves(*v, fen) == S{"c1c2+", "e1d1", "e1d2", "e1e2"});
  Position pos = play(*v, fen, {"c1c2+", "a5a4"});
  CHECK(pos.fen() == "5/k4/5/2+P2/4K[] w - - 2 2");
  CHECK(starting(test::legal_moves(*v, pos.fen()), "c2") ==
        S{"c2a2-", "c2b2-", "c2c1-", "c2c3-", "c2c4-", "c2c5-", "c2d2-", "c2e2-"});
  CHECK(play(*v, pos.fen(), {"c2c4-"}).fen() == "5/k1P2/5/5/4K[] b - - 3 2");
  // A captured rook (+P) goes to hand as a pawn.
  CHECK(play(*v, "k4/5/5/1+p3/2K2[] w - - 0 1", {"c1b2"}).fen() == "k4/5/5/1K3/5[P] b - - 0 1");
  S all = test::legal_moves(*v, "k4/5/5/5/4K[S] w - - 0 1");
  CHECK(starting(all, "S@").size() == 23);
  CHECK(starting(all, "+S@").size() == 23);
  CHECK(play(*v, "k4/5/5/5/4K[S] w - - 0 1", {"+S@c3"}).fen() == "k4/5/2+S2/5/4K[] b - - 0 1");
}

TEST_CASE("micro: pieces flip only when they capture", "[setup]") {
  auto v = test::shipped("micro");
  const std::string fen = "1p1k/p3/4/4/L2K[] w - - 0 1";
  CHECK(test::legal_moves(*v, fen) == S{"a1a2", "a1a3", "a1a4+", "d1c1", "d1c2", "d1d2"});
  Position pos = play(*v, fen, {"a1a4+", "d5c5"});
  CHECK(pos.fen() == "1pk1/+L3/4/4/3K[P] w - - 1 2");
  S all = test::legal_moves(*v, pos.fen());
  CHECK(starting(all, "a4") == S{"a4a5", "a4b3", "a4b5-"});
  CHECK(starting(all, "+P@").size() == 16);
  CHECK(play(*v, pos.fen(), {"a4b5-"}).fen() == "1Lk1/4/4/4/3K[PP] b - - 0 2");
}

TEST_CASE("loop and chessgi: a captured promoted piece goes to hand as it is", "[setup]") {
  const std::string fen = "4k3/8/8/8/8/8/8/3q~K3[] w - - 0 1";
  CHECK(play(*test::shipped("loop"), fen, {"e1d1"}).fen() == "4k3/8/8/8/8/8/8/3K4[Q] b - - 0 1");
  CHECK(play(*test::shipped("crazyhouse"), fen, {"e1d1"}).fen() == "4k3/8/8/8/8/8/8/3K4[P] b - - 0 1");
  // Every drop resets the move-rule counter, as in Fairy-Stockfish.
  CHECK(play(*test::shipped("loop"), "k7/8/8/8/8/8/8/K7[N] w - - 3 1", {"N@d4"}).fen() ==
        "k7/8/8/8/3N4/8/8/K7[] b - - 0 1");
  // Chessgi's pawns are also dropped on the first rank.
  S all = test::legal_moves(*test::shipped("chessgi"), "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1");
  CHECK(starting(all, "P@").size() == 55);
  CHECK(starting(all, "P@a1") == S{"P@a1"});
}

TEST_CASE("wolf: a sergeant's double step is taken en passant, but it takes nothing so", "[setup]") {
  auto v = test::shipped("wolf");
  Position pos = play(*v, "k7/8/8/8/8/8/3p4/8/4S3/K7 w - - 0 1", {"e2e4"});
  CHECK(test::legal_moves(*v, pos.fen()) == S{"a10a9", "a10b10", "a10b9", "d4d3", "d4e3"});
  CHECK(play(*v, pos.fen(), {"d4e3"}).fen() == "k7/8/8/8/8/8/8/4p3/8/K7 w - - 0 2");
  // The sergeant steps onto the square a pawn passed and leaves the pawn (the square is no
  // en-passant square: nothing of White's takes en passant there).
  pos = play(*v, "k7/3p4/8/4S3/8/8/8/8/8/K7 b - - 0 1", {"d9d7"});
  CHECK(pos.fen() == "k7/8/8/3pS3/8/8/8/8/8/K7 w - - 0 2");
  CHECK(play(*v, pos.fen(), {"e7d8"}).fen() == "k7/8/3S4/3p4/8/8/8/8/8/K7 b - - 0 2");
}

TEST_CASE("zone pieces: the zone of every type without a zone line of its own, per side", "[setup]") {
  // White drops its knight on ranks 1 and 2 (two `zone pieces` lines); Black has a knight line
  // of its own, rank 4 seen from Black (the board's rank 1), and the pieces lines do not apply.
  auto v =
      test::compile("variant t { board 4x4; piece King K { moves \"K\"; royal; } "
                    "piece Knight N { moves \"N\"; } start \"k3/4/4/3K[Nn] w - - 0 1\"; "
                    "drops { zone pieces rank 1; white zone pieces rank 2; black zone Knight rank 4; } }");
  CHECK(starting(test::legal_moves(*v, "k3/4/4/3K[Nn] w - - 0 1"), "N@") ==
        S{"N@a1", "N@a2", "N@b1", "N@b2", "N@c1", "N@c2", "N@d2"});
  CHECK(starting(test::legal_moves(*v, "k3/4/4/3K[Nn] b - - 0 1"), "N@") == S{"N@a1", "N@b1", "N@c1"});
}
