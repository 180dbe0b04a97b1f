// FEN reading and writing: exact round trips on every board size, hands and rights.
#include <catch2/catch.hpp>

#include "runtime/perft/perft.h"
#include "tests/unit/support.h"

using namespace chimera;

namespace {

std::string round_trip(const Variant &v, const std::string &fen) {
  Position pos(v);
  FenError err;
  INFO(fen << " -> column " << err.column << ": " << err.message);
  REQUIRE(pos.set_fen(fen, err));
  REQUIRE(pos.key() == pos.compute_key());
  return pos.fen();
}

} // namespace

TEST_CASE("chess FENs round-trip exactly", "[fen]") {
  auto v = test::shipped("chess");
  for (const char *fen : {
           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
           "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
           "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
           "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
           "rnbqkbnr/pppp1ppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e6 0 2",
           "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
           "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
           "4k3/8/8/8/8/8/8/4K3 b - - 99 150",
       })
    CHECK(round_trip(*v, fen) == fen);
}

TEST_CASE("missing FEN fields take their defaults", "[fen]") {
  auto v = test::shipped("chess");
  CHECK(round_trip(*v, "4k3/8/8/8/8/8/8/4K3") == "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  CHECK(round_trip(*v, "4k3/8/8/8/8/8/8/4K3 b") == "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST_CASE("Shredder-FEN castling letters are read as the rook's file", "[fen]") {
  auto v = test::shipped("chess");
  CHECK(round_trip(*v, "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1") == "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
}

TEST_CASE("large boards: multi-digit runs and two-digit ranks", "[fen]") {
  auto v = test::compile(test::board_with(16, 16, "piece Rook R { moves \"R\"; }",
                                          "1k14/16/16/16/16/16/16/16/16/16/16/16/16/16/R14R/15K w - - 0 1"));
  CHECK(round_trip(*v, v->startFen) == v->startFen);
  CHECK(round_trip(*v, "16/k15/16/16/16/16/16/10R5/16/16/16/16/16/16/16/15K b - - 12 40") ==
        "16/k15/16/16/16/16/16/10R5/16/16/16/16/16/16/16/15K b - - 12 40");
  Position pos(*v);
  FenError err;
  REQUIRE(pos.set_fen(v->startFen, err));
  CHECK(v->square_name(v->square(15, 15)) == "p16");
  CHECK(v->parse_square("a10") == v->square(0, 9));
  CHECK(v->parse_square("q1") == NoSquare);
  CHECK(v->parse_square("a17") == NoSquare);
  CHECK(v->parse_square("a0") == NoSquare);
}

TEST_CASE("hands in brackets and promoted pieces round-trip", "[fen]") {
  auto v = test::compile(test::board_with(5, 5,
                                          "piece Pawn P { moves \"fW\"; }\n"
                                          "piece Tokin +P { moves \"WfF\"; }",
                                          "k4/5/5/5/4K w - - 0 1"));
  CHECK(round_trip(*v, "k4/1+p3/5/2P2/4K[PPp] b - - 3 9") == "k4/1+p3/5/2P2/4K[PPp] b - - 3 9");
  CHECK(round_trip(*v, "k4/5/5/5/4K[] w - - 0 1") == "k4/5/5/5/4K w - - 0 1");
  // A hand may hold a promoted type: written +X inside the brackets, White's first.
  CHECK(round_trip(*v, "k4/5/5/5/4K[p+pP+P+P] w - - 0 1") == "k4/5/5/5/4K[P+P+Pp+p] w - - 0 1");
  auto shogi = test::shipped("shogi");
  const std::string board = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
  CHECK(round_trip(*shogi, board + "[+Pp+b] w - - 0 1") == board + "[+Pp+b] w - - 0 1");
}

TEST_CASE("a hand written as one more rank is read as the hand in brackets", "[fen]") {
  // Fairy-Stockfish's and XBoard's crazyhouse form (Fairy-Stockfish's tests/perft.sh).
  auto v = test::shipped("crazyhouse");
  Position rank = test::position(*v, "2k5/8/8/8/8/8/8/4K3/Qn w - - 0 1");
  Position brackets = test::position(*v, "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1");
  CHECK(rank.fen() == "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1");
  CHECK(rank.key() == brackets.key());
  CHECK(perft(rank, 3) == 88634);
  CHECK(round_trip(*v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1") == v->startFen);
  // Promoted types too.
  auto shogi = test::shipped("shogi");
  const std::string board = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
  CHECK(round_trip(*shogi, board + "/+Pp+b b") == board + "[+Pp+b] b - - 0 1");
}

TEST_CASE("a failed FEN leaves the position unchanged", "[fen]") {
  auto v = test::shipped("chess");
  Position pos(*v);
  FenError err;
  REQUIRE(pos.set_fen(v->startFen, err));
  CHECK_FALSE(pos.set_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", err));
  CHECK(pos.fen() == v->startFen);
}
