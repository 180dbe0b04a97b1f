// Castling by rule (Chess960): squares from the FEN's castling rights, X-FEN and Shredder-FEN,
// the king-takes-rook notation, several partner types, castling with dropped pieces, shuffles.
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "runtime/board/shuffle.h"
#include "runtime/notation/notation.h"
#include "runtime/perft/perft.h"
#include "tests/unit/support.h"

using namespace chimera;
using S = std::vector<std::string>;

namespace {

std::string round_trip(const Variant &v, const std::string &fen) { return test::position(v, fen).fen(); }

uint64_t count(const Variant &v, const std::string &fen, int depth) {
  Position pos = test::position(v, fen);
  return perft(pos, depth);
}

S castlings(const Variant &v, const std::string &fen) {
  Position pos = test::position(v, fen);
  S out;
  for (const std::string &m : test::legal_moves(v, fen))
    if (Move mv = parse_move(pos, m); mv.kind() == MoveKind::Castling) out.push_back(m);
  return out;
}

} // namespace

TEST_CASE("chess960: the rights name the rooks, the king castles to the usual squares", "[castling]") {
  auto v = test::shipped("chess960");
  // X-FEN K/Q: the outermost rook of the wing; Shredder letters: the rook on that file.
  const std::string board = "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w ";
  CHECK(round_trip(*v, board + "KQkq - 0 1") == board + "GBgb - 0 1");
  CHECK(round_trip(*v, board + "GBgb - 0 1") == board + "GBgb - 0 1");
  // Castling is written as the king taking its rook, and lands on g1/f1 and c1/d1.
  const std::string open = "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1";
  CHECK(castlings(*v, open) == S{"e1b1", "e1g1"});
  CHECK(test::play(*v, open, {"e1g1"}).fen() == "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 b gb - 1 1");
  CHECK(test::play(*v, open, {"e1b1"}).fen() == "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/2KR2R1 b gb - 1 1");
  // The chess start is one of the 960: still written as Chess960 writes it.
  CHECK(castlings(*v, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1") == S{"e1a1", "e1h1"});
  CHECK(round_trip(*v, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1") == "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
}

TEST_CASE("chess960: castling where the king or the rook stays, and a rook that shields the king",
          "[castling]") {
  auto v = test::shipped("chess960");
  // King g1, rook h1: only the rook moves (g1h1); king b1, rook a1: O-O-O puts the king on c1.
  CHECK(test::play(*v, "4k3/8/8/8/8/8/8/R5KR w H - 0 1", {"g1h1"}).fen() ==
        "4k3/8/8/8/8/8/8/R4RK1 b - - 1 1");
  CHECK(test::play(*v, "4k3/8/8/8/8/8/8/RK5R w A - 0 1", {"b1a1"}).fen() ==
        "4k3/8/8/8/8/8/8/2KR3R b - - 1 1");
  // The black rook on a1 attacks c1 once the castling rook leaves b1: no castling.
  CHECK(castlings(*v, "4k3/8/8/8/8/8/8/rRK5 w B - 0 1").empty());
  CHECK(castlings(*v, "4k3/8/8/8/8/8/8/1RK5 w B - 0 1") == S{"c1b1"});
  // The king may not cross an attacked square; the rook may.
  CHECK(castlings(*v, "4k3/8/8/8/8/8/5r2/1R2K2R w HB - 0 1") == S{"e1b1"});
  CHECK(castlings(*v, "4k3/8/8/8/8/8/2r5/1R2K2R w HB - 0 1") == S{"e1h1"});
  CHECK(castlings(*v, "4k3/8/8/8/8/8/1r6/1R2K2R w HB - 0 1") == S{"e1b1", "e1h1"});
}

TEST_CASE("castling squares off the start position's make a Chess960 position in any variant", "[castling]") {
  auto chess = test::shipped("chess");
  // The usual squares: the usual notation and letters, whatever letters were read.
  CHECK(round_trip(*chess, "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1") == "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  CHECK(castlings(*chess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1") == S{"e1c1", "e1g1"});
  // The king on d1: a Chess960 position, written and castled as one.
  const std::string fen = "3k3r/8/8/8/8/8/8/R2K3R w KQk - 0 1";
  CHECK(round_trip(*chess, fen) == "3k3r/8/8/8/8/8/8/R2K3R w HAh - 0 1");
  CHECK(castlings(*chess, fen) == S{"d1a1", "d1h1"});
  CHECK(test::play(*chess, fen, {"d1h1"}).fen() == "3k3r/8/8/8/8/8/8/R4RK1 b h - 1 1");
  // The mode the protocol's UCI_Chess960 sets: the usual squares written as Chess960's.
  Position pos(*chess);
  pos.set_chess960(true);
  FenError err;
  REQUIRE(pos.set_fen(chess->startFen, err));
  CHECK(pos.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
}

TEST_CASE("chess960: several kings on the castling rank: the field names the one that castles",
          "[castling]") {
  auto v = test::compile(R"(variant twokings extends "chess" {
      piece Guard G { moves "K"; }
      castling { with Rook; king Guard; kingside king g rook f; queenside king c rook d; }
      start "rg1kg2r/pppppppp/8/8/8/8/PPPPPPPP/RG1KG2R w KQkq - 0 1";
  })");
  // "EAH" (Fairy-Stockfish's form): the guard on e1 castles with a1 and h1, its usual squares.
  CHECK(round_trip(*v, "4k3/8/8/8/8/8/K7/RG2G2R w EAH - 0 1") == "4k3/8/8/8/8/8/K7/RG2G2R w KQ - 0 1");
  // "CA": the guard on c1 castles with a1 (the king stays, the rook goes to d1); a Chess960
  // position, whose field names the guard first.
  const std::string fen = "4k3/8/8/8/8/8/K7/R1G1G2R w CA - 0 1";
  CHECK(round_trip(*v, fen) == fen);
  CHECK(castlings(*v, fen) == S{"c1a1"});
  CHECK(test::play(*v, fen, {"c1a1"}).fen() == "4k3/8/8/8/8/8/K7/2GRG2R b - - 1 1");
}

TEST_CASE("perfect: the king castles with the outermost rook or chancellor of each wing", "[castling]") {
  auto v = test::shipped("perfect");
  CHECK(castlings(*v, "c3k2r/8/8/8/8/8/8/C3K2R w KQkq - 0 1") == S{"e1c1", "e1g1"});
  CHECK(test::play(*v, "c3k2r/8/8/8/8/8/8/C3K2R w KQkq - 0 1", {"e1c1"}).fen() ==
        "c3k2r/8/8/8/8/8/8/2KC3R b kq - 1 1");
  CHECK(count(*v, v->startFen, 3) == 15082);
  CHECK(count(*v, "c3k2r/pppppppp/8/8/8/8/PPPPPPPP/C3K2R w KQkq - 0 1", 3) == 17500);
}

TEST_CASE("castling with dropped pieces: a king or rook dropped on its square gets the right", "[castling]") {
  auto v = test::compile(R"(variant dropcastle extends "chess" {
      start "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1";
      drops { zone King rank 1; zone Queen rank 1; zone Rook rank 1; zone Bishop rank 1; zone Knight rank 1; }
      castling { with Rook; king King on e1; dropped; kingside king g rook f; queenside king c rook d; }
  })");
  // The king dropped on e1 castles with the rooks in the corners; one dropped on d1 does not.
  CHECK(test::play(*v, "4k3/8/8/8/8/8/8/R6R[K] w - - 0 1", {"K@e1"}).fen() ==
        "4k3/8/8/8/8/8/8/R3K2R[] b KQ - 0 1");
  CHECK(test::play(*v, "4k3/8/8/8/8/8/8/R6R[K] w - - 0 1", {"K@d1"}).fen() ==
        "4k3/8/8/8/8/8/8/R2K3R[] b - - 0 1");
  // A rook dropped in the corner, with the king on e1; not one dropped on b1.
  CHECK(test::play(*v, "4k3/8/8/8/8/8/8/4K3[R] w - - 0 1", {"R@h1"}).fen() ==
        "4k3/8/8/8/8/8/8/4K2R[] b K - 0 1");
  CHECK(test::play(*v, "4k3/8/8/8/8/8/8/4K3[R] w - - 0 1", {"R@b1"}).fen() ==
        "4k3/8/8/8/8/8/8/1R2K3[] b - - 0 1");
  // Counts from Fairy-Stockfish (placement without its mandatory drops and bishop colours).
  CHECK(count(*v, "r3k3/pppppppp/8/8/8/8/PPPPPPPP/R6R[Kr] w q - 0 1", 4) == 764308);
  CHECK(count(*v, "4k3/pppppppp/8/8/8/8/PPPPPPPP/R3K3[Rrr] w Q - 0 1", 3) == 18406);
}

TEST_CASE("shuffle: every arrangement of Chess960's rule, each a legal start", "[castling][shuffle]") {
  auto v = test::shipped("chess960");
  std::set<std::string> boards;
  for (uint64_t seed = 1; seed <= 20000; ++seed) {
    const std::string fen = shuffled_start(*v, seed);
    const std::string rank = fen.substr(fen.rfind('/') + 1, 8);
    // Bishops on both colours, the king between the rooks, Black mirroring White.
    CHECK((rank.find('B') + rank.rfind('B')) % 2 == 1);
    CHECK(rank.find('R') < rank.find('K'));
    CHECK(rank.find('K') < rank.rfind('R'));
    std::string black = rank;
    for (char &c : black) c = char(std::tolower((unsigned char)c));
    CHECK(fen.substr(0, 8) == black);
    boards.insert(rank);
  }
  CHECK(boards.size() == 960);
  CHECK(shuffled_start(*v, 7) == shuffled_start(*v, 7));
  // Every drawn start has all four castling rights.
  const std::string fen = shuffled_start(*v, 1);
  CHECK(test::position(*v, fen).castling_rights() == 15);
}

TEST_CASE("shuffle: the definition's checks", "[castling][shuffle]") {
  CHECK(test::errors(R"(variant s extends "chess" {
      shuffle rank 1 { Bishop on both colours; King between Rook; }
      start "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1";
  })") ==
        "test.variant:2:7: error: shuffle: Black's pieces on these squares must mirror White's in the start "
        "position\n");
  CHECK(test::errors(R"(variant s extends "chess" {
      shuffle rank 1 { Bishop on both colours; }
      start "rnqbkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNQBKBNR w KQkq - 0 1";
  })") == "test.variant:2:7: error: shuffle: the start position is not one of its arrangements: the Bishops "
          "do not stand on both colours\n");
}

TEST_CASE("seirawan960: with nothing left to gate, the file letters are castling rights alone",
          "[castling][fen]") {
  auto v = test::shipped("seirawan960");
  // White gates its last piece: its gating rights go, the rooks' letters stay castling rights
  // (Fairy-Stockfish: HAah); Black, still holding a hawk, keeps a8 and h8 as gating squares.
  const Position after = test::play(*v, "r3k2r/8/8/8/8/8/8/RN2K2R[Hh] w HABEha - 0 1", {"b1c3h"});
  CHECK(after.fen() == "r3k2r/8/8/8/8/2N5/8/RH2K2R[h] b HAah - 1 1");
  CHECK(after.key() == after.compute_key());
  CHECK(castlings(*v, "r3k2r/8/8/8/8/8/8/RH2K2R[h] w HAha - 0 1") == S{"e1h1"}); // the hawk blocks b1
  CHECK(castlings(*v, "r3k2r/8/8/8/8/8/8/RH2K2R[h] b HAha - 0 1").empty());
  CHECK(count(*v, "r3k2r/8/8/8/8/8/8/RH2K2R[h] w HAha - 0 1", 2) == 1137);
  // Seirawan (not 960) writes a spent side's rights without its gating squares, as K and Q.
  auto s = test::shipped("seirawan");
  CHECK(round_trip(*s, "r3k2r/8/8/8/8/8/8/R3K2R[] w ABEHabeh - 0 1") ==
        "r3k2r/8/8/8/8/8/8/R3K2R[] w KQkq - 0 1");
}

TEST_CASE("seirawan: a castling rook's gate without its right is written as its square", "[castling][fen]") {
  auto v = test::shipped("seirawan");
  // Black keeps the gates of e8 and h8 but not castling: a bare `h` beside the king's `e` would
  // read back as castling right k (found by the fuzzer: "h8e8dfg" was written "defgh").
  const std::string fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w defgh8 - 0 1";
  CHECK(round_trip(*v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w h8e8dfg - 0 1") == fen);
  CHECK(round_trip(*v, fen) == fen);
  CHECK(round_trip(*v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w defgh - 0 1") ==
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w kdfg - 0 1");
  // Without the king's square the rooks' letters are gates alone, written bare (§10.3).
  CHECK(round_trip(*v, "r3k2r/8/8/8/8/8/8/R3K2R[Hh] w AHah - 0 1") ==
        "r3k2r/8/8/8/8/8/8/R3K2R[Hh] w AHah - 0 1");
}

TEST_CASE("castling squares read from a FEN do not cross a hole", "[castling]") {
  auto v = test::compile(R"(variant holed extends "chess" {
      holes b1;
      start "r3k2r/8/8/8/8/8/8/1*R1K2R w KQkq - 0 1";
  })");
  // From the start the rook on c1 castles; a rook on a1 would cross the hole on b1.
  CHECK(castlings(*v, "r3k2r/8/8/8/8/8/8/1*R1K2R w KQ - 0 1") == S{"e1c1", "e1g1"});
  CHECK(castlings(*v, "r3k2r/8/8/8/8/8/8/R*2K2R w KQ - 0 1") == S{"e1h1"});
}

TEST_CASE("X-FEN: K and Q only where they read back as the castling rook", "[castling][fen]") {
  auto v = test::compile(R"(variant inner extends "chess" {
      start "1r2k1r1/8/8/8/8/8/R7/1R2K1R1 w KQkq - 0 1";
  })");
  // The rook from a2 comes into the corner beyond the castling rook on b1: Q counts from the
  // start position's rook file (b), as Fairy-Stockfish reads it, so it still names b1.
  const Position after = test::play(*v, v->startFen, {"a2a1"});
  CHECK(after.fen() == "1r2k1r1/8/8/8/8/8/8/RR2K1R1 b KQkq - 1 1");
  CHECK(round_trip(*v, after.fen()) == after.fen());
  CHECK(castlings(*v, "1r2k1r1/8/8/8/8/8/8/RR2K1R1 w KQkq - 1 1") == S{"e1c1"}); // g1 is attacked
  CHECK(castlings(*v, "1r2k1r1/8/8/8/8/8/8/RR2K1R1 w KBkq - 1 1") == S{"e1c1"});
}

TEST_CASE("boards of 11 files and more: a castling piece on the k- or q-file is written as its square",
          "[castling][fen]") {
  auto v = test::compile(R"(variant wide extends "chess" {
      board 13x8;
      piece Guard G { moves "K"; }
      castling { with Rook; king Guard; kingside king l rook k; queenside king c rook d; }
      start "r5g5r/13/13/13/13/13/13/R5G5R w KQkq - 0 1";
  })");
  // Several guards on rank 1, the castling one on k1: a bare K would be X-FEN's kingside, so
  // the guard is named by its square (found by the fuzzer: "KLB" did not read back).
  const std::string fen = "6g6/13/13/13/13/13/13/1R1G6GR1 w K1LB - 0 1";
  CHECK(round_trip(*v, fen) == fen);
  CHECK(castlings(*v, fen) == S{"k1l1"}); // the guard on d1 blocks the queenside
  // A rook on the k-file that is not the outermost of its wing: K would name the one on m1.
  const std::string inner = "6g6/13/13/13/13/13/13/6G3R1R w K1 - 0 1";
  CHECK(round_trip(*v, inner) == inner);
  CHECK(castlings(*v, inner) == S{"g1k1"});
  CHECK(round_trip(*v, "6g6/13/13/13/13/13/13/6G3R1R w K - 0 1") == "6g6/13/13/13/13/13/13/6G3R1R w K - 0 1");
  CHECK(castlings(*v, "6g6/13/13/13/13/13/13/6G3R1R w K - 0 1").empty()); // the rook on k1 blocks m1
}

TEST_CASE("opposite wings: a castling takes the opponent's right on the same wing", "[castling]") {
  auto v = test::compile(R"(variant opposite extends "chess" {
    castling { with Rook; kingside king g rook f; queenside king c rook d; opposite wings; }
  })");
  const std::string fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  CHECK(test::play(*v, fen, {"e1g1"}).fen() == "r3k2r/8/8/8/8/8/8/R4RK1 b q - 1 1");
  CHECK(castlings(*v, test::play(*v, fen, {"e1c1"}).fen()) == S{"e8g8"});
  CHECK(count(*v, fen, 4) == 314279); // Fairy-Stockfish's opposite-castling; chess counts 314346
  CHECK(test::errors(R"(variant horde2 extends "chess" {
    castling { with Rook; black kingside king g rook f; opposite wings; }
  })") == "test.variant:2:5: error: 'opposite wings' needs castling for both sides: only Black castles\n");
}

TEST_CASE("boards of 11 files and more: a k-file castling rook's gate without its right is K1-",
          "[castling][fen]") {
  // Seirawan on 12 files: the rook on k1 is X-FEN's K, and K1 would name its castling right.
  const std::string wide = R"(variant wideseirawan extends "seirawan" {
      board 12x8;
      castling { with Rook; kingside king j rook i; queenside king c rook d; }
      start "r4k4r1/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/R4K4R1[HEhe] w KQkq - 0 1";
  })";
  auto v = test::compile(wide);
  auto castles = [&](const std::string &fen, const std::string &m) {
    const S c = castlings(*v, fen);
    return std::find(c.begin(), c.end(), m) != c.end();
  };
  const std::string board = "r4k4r1/12/12/12/12/12/12/R4K4R1[HEhe] w ";
  // Q keeps the king's square; the k1 rook keeps its gate but cannot castle.
  const std::string gate = board + "QK1-kq - 0 1";
  CHECK(round_trip(*v, gate) == gate);
  CHECK(castles(gate, "f1c1"));
  CHECK(!castles(gate, "f1j1"));
  const S moves = test::legal_moves(*v, gate);
  CHECK(std::find(moves.begin(), moves.end(), "k1k4h") != moves.end());
  // Without the mark the square is the rook's castling right (X-FEN's K), with the same gate.
  CHECK(round_trip(*v, board + "QK1kq - 0 1") == board + "KQkq - 0 1");
  CHECK(castles(board + "QK1kq - 0 1", "f1j1"));
  // Without the king's square no rook castles: the bare square names the gate, written so.
  CHECK(round_trip(*v, board + "AK1-kq - 0 1") == board + "AK1kq - 0 1");
  CHECK(castlings(*v, board + "AK1kq - 0 1").empty());
  // Rooks on k1 and l1, K the outer one: the inner one's gate is K1- from the start, and stays
  // so once the l1 rook has moved and taken the castling right with it.
  auto two = test::compile(wide.substr(0, wide.find("start")) +
                           R"(start "r4k4rr/12/12/12/12/12/12/R4K4RR[HEhe] w KQK1-kqk8- - 0 1"; })");
  const std::string start = "r4k4rr/12/12/12/12/12/12/R4K4RR[HEhe] w KQK1-kqk8- - 0 1";
  CHECK(round_trip(*two, start) == start);
  const std::string after = test::play(*two, start, {"l1l4e"}).fen();
  CHECK(after == "r4k4rr/12/12/12/11R/12/12/R4K4RE[Hhe] b QK1-kqk8- - 1 1");
  CHECK(round_trip(*two, after) == after);
  CHECK(!castlings(*two, test::play(*two, start, {"l1l4e", "a8a7"}).fen()).empty());
  CHECK(test::errors(R"(variant wide2 extends "chess" {
      board 12x8;
      start "r4k4r1/12/12/12/12/12/12/R4K4R1 w QK1- - 0 1";
  })") == "test.variant:3:49: error: start position: invalid castling right 'K1-'\n");
}

TEST_CASE("free castling with gating: a gate on the rook's square names where the king lands",
          "[castling][gating]") {
  // h1e1h would name both kingside lines: written rook square, king square, king's landing square.
  auto v = test::compile(R"(variant sfree extends "seirawan" {
    castling { with Rook; kingside king f rook e; kingside king g rook f; queenside king c rook d; }
  })");
  REQUIRE(v);
  const std::string fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQBCDFGkqbcdfg - 0 1";
  CHECK(test::starting(test::legal_moves(*v, fen), "h1e1") == S{"h1e1f1e", "h1e1f1h", "h1e1g1e", "h1e1g1h"});
  CHECK(test::starting(test::legal_moves(*v, fen), "e1") == S{"e1c1", "e1c1e", "e1c1h", "e1d1", "e1d1e",
                                                              "e1d1h", "e1f1", "e1f1e", "e1f1h", "e1g1",
                                                              "e1g1e", "e1g1h", "e1h1"});
  CHECK(test::play(*v, fen, {"h1e1f1h"}).fen() ==
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R3RK1H[Ehe] b A1BCDFGkqbcdfg - 1 1");
  CHECK(test::play(*v, fen, {"h1e1g1e"}).fen() ==
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R4RKE[Hhe] b A1BCDF1Gkqbcdfg - 1 1");
  // A wing of one line keeps Seirawan's form.
  CHECK(test::starting(test::legal_moves(*v, fen), "a1e1") == S{"a1e1e", "a1e1h"});
}

TEST_CASE("castling paths: each line's squares but the king's and the rook's, from the rights",
          "[castling]") {
  auto v = test::shipped("chess960");
  // The king on e1, the castling rooks on b1 and g1: kingside the king crosses f1 and lands on
  // g1 (the rook's square), the rook lands on f1; queenside the king lands on c1 over d1, the
  // rook crosses c1 and lands on d1.
  Position pos = test::position(*v, "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1");
  std::map<std::string, S> paths; // per colour and king target: the path's squares
  for (size_t i = 0; i < v->castling.size(); ++i) {
    const CastlingOption &o = v->castling[i];
    const Position::CastlePath &path = pos.castling_path(i);
    CHECK(path.onBoard);
    S squares;
    path.squares.for_each([&](Square s) { squares.push_back(v->square_name(s)); });
    paths[std::string(o.color == White ? "w " : "b ") + v->square_name(o.kingTo)] = squares;
  }
  CHECK(paths == std::map<std::string, S>{
                     {"w g1", {"f1"}}, {"w c1", {"c1", "d1"}}, {"b g8", {"f8"}}, {"b c8", {"c8", "d8"}}});
  // A piece on a path stops that line only.
  CHECK(castlings(*v, "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R1NK1R1 w GBgb - 0 1") == S{"e1g1"});
}
