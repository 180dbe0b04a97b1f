// Targeted tests of hands, drops, gating and limited promotion: Crazyhouse, Shogi, Seirawan,
// Grand. The move lists and FENs were worked out by hand and agree with Fairy-Stockfish 11.1
// (`go perft 1`, and `d` after the moves), except where a comment says otherwise.
#include <algorithm>
#include <catch2/catch.hpp>

#include "runtime/board/invariants.h"
#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "runtime/perft/perft.h"
#include "tests/unit/support.h"

using namespace chimera;
using S = std::vector<std::string>;

namespace {

using test::play;
using test::position;
using test::starting;

S legal_after_fen(const Variant &v, const std::string &fen, const std::string &move) {
  return test::legal_moves(v, play(v, fen, {move}).fen());
}

std::string round_trip(const Variant &v, const std::string &fen) {
  Position pos = position(v, fen);
  CHECK(pos.key() == pos.compute_key());
  return pos.fen();
}

// Every square of the given ranks, files a.. up to `files`, except `skip`, as "LETTER@sq".
S drops(char letter, int files, int from_rank, int to_rank, const S &skip = {}) {
  S out;
  for (int f = 0; f < files; ++f)
    for (int r = from_rank; r <= to_rank; ++r) {
      std::string sq = std::string(1, char('a' + f)) + std::to_string(r);
      if (std::find(skip.begin(), skip.end(), sq) == skip.end())
        out.push_back(std::string(1, letter) + "@" + sq);
    }
  std::sort(out.begin(), out.end());
  return out;
}

} // namespace

// ------------------------------------------------------------------------------------------
// Crazyhouse
// ------------------------------------------------------------------------------------------

TEST_CASE("crazyhouse: drops on empty squares, pawns not on the first or last rank", "[features]") {
  auto v = test::shipped("crazyhouse");
  S all = test::legal_moves(*v, "k7/8/8/8/8/8/8/K7[P] w - - 0 1");
  CHECK(starting(all, "P@") == drops('P', 8, 2, 7));
  CHECK(all.size() == 48 + 3);
  // A knight anywhere empty (62 squares); Black's pawn also only on ranks 2-7.
  all = test::legal_moves(*v, "k7/8/8/8/8/8/8/K7[N] w - - 0 1");
  CHECK(starting(all, "N@") == drops('N', 8, 1, 8, {"a1", "a8"}));
  all = test::legal_moves(*v, "k7/8/8/8/8/8/8/K7[p] b - - 0 1");
  CHECK(starting(all, "P@") == drops('P', 8, 2, 7));
  CHECK(all.size() == 48 + 3);
  // Only the side to move drops; the other side's hand is not used.
  CHECK(test::legal_moves(*v, "k7/8/8/8/8/8/8/K7[n] w - - 0 1") == S{"a1a2", "a1b1", "a1b2"});
  // In check, a drop may block.
  CHECK(test::legal_moves(*v, "k7/8/8/8/8/8/8/K6r[N] w - - 0 1") ==
        S{"N@b1", "N@c1", "N@d1", "N@e1", "N@f1", "N@g1", "a1a2", "a1b2"});
  CHECK(test::legal_moves(*v, "k7/8/8/8/8/8/1q6/K7[R] w - - 0 1") == S{"a1b2"});
  // A dropped pawn on its start rank may step two.
  Position pos = play(*v, "k7/8/8/8/8/8/8/K7[P] w - - 0 1", {"P@e2", "a8b8"});
  CHECK(test::targets(*v, pos.fen(), "e2") == S{"e3", "e4"});
}

TEST_CASE("crazyhouse: captures go to hand, promoted pieces return as pawns, FEN round trips", "[features]") {
  auto v = test::shipped("crazyhouse");
  CHECK(play(*v, "k7/8/8/8/8/8/1q6/K7[R] w - - 0 1", {"a1b2"}).fen() == "k7/8/8/8/8/8/1K6/8[QR] b - - 0 1");
  CHECK(play(*v, "k7/8/8/8/8/8/1q6/K7[RRPnbb] w - - 0 1", {"a1b2"}).fen() ==
        "k7/8/8/8/8/8/1K6/8[QRRPbbn] b - - 0 1");
  // A promoted queen is written Q~ and goes back to hand as a pawn.
  CHECK(play(*v, "k7/1Q~6/8/8/8/8/8/K7[] b - - 0 1", {"a8b7"}).fen() == "8/1k6/8/8/8/8/8/K7[p] w - - 0 2");
  CHECK(play(*v, "k7/6P1/8/8/8/8/8/K7[] w - - 0 1", {"g7g8q"}).fen() == "k5Q~1/8/8/8/8/8/8/K7[] b - - 0 1");
  CHECK(play(*v, "k7/6P1/8/8/8/8/8/K7[] w - - 0 1", {"g7g8q", "a8b7", "g8b8", "b7b8"}).fen() ==
        "1k6/8/8/8/8/8/8/K7[p] w - - 0 3");
  // Promotion by capture: the rook goes to White's hand, then the new queen to Black's as a pawn.
  CHECK(play(*v, "rk6/1P6/8/8/8/8/8/K7[Nn] w - - 0 1", {"b7a8q", "b8a8"}).fen() ==
        "k7/8/8/8/8/8/8/K7[RNnp] w - - 0 2");
  // Round trips.
  for (const char *fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
                          "r1b1k2r/pp1p1ppp/8/2Q~5/8/8/PPP2PPP/R3K2R[QNbpp] b KQkq - 3 12",
                          "k7/8/6Q~1/8/8/8/3n~4/K7[PPPPpppp] w - - 0 40"})
    CHECK(round_trip(*v, fen) == fen);
  CHECK(round_trip(*v, "k7/8/8/8/8/8/8/K7 w - - 0 1") == "k7/8/8/8/8/8/8/K7[] w - - 0 1");
  Position pos = position(*v, "k7/8/6Q~1/8/8/8/3n~4/K7[PPpp] w - - 0 40");
  CHECK(pos.promoted(v->parse_square("g6")));
  CHECK(pos.promoted(v->parse_square("d2")));
  CHECK_FALSE(pos.promoted(v->parse_square("a1")));
}

// ------------------------------------------------------------------------------------------
// Shogi
// ------------------------------------------------------------------------------------------

TEST_CASE("shogi: drop zones and nifu", "[features]") {
  auto v = test::shipped("shogi");
  // Pawn and lance not on rank 9, knight not on ranks 8 and 9.
  S all = test::legal_moves(*v, "4k4/9/9/9/9/9/9/9/4K4[PLN] w - - 0 1");
  CHECK(starting(all, "P@") == drops('P', 9, 1, 8, {"e1"}));
  CHECK(starting(all, "L@") == drops('L', 9, 1, 8, {"e1"}));
  CHECK(starting(all, "N@") == drops('N', 9, 1, 7, {"e1"}));
  CHECK(all.size() == 71 + 71 + 62 + 5);
  // Black's: not on rank 1 (and 1-2 for the knight).
  all = test::legal_moves(*v, "4k4/9/9/9/9/9/9/9/4K4[pn] b - - 0 1");
  CHECK(starting(all, "P@") == drops('P', 9, 2, 9, {"e9"}));
  CHECK(starting(all, "N@") == drops('N', 9, 3, 9, {"e9"}));
  // Nifu: not on the e-file (an own pawn); the d-file's tokin and the f-file's enemy pawn do not
  // count.
  all = test::legal_moves(*v, "4k4/9/9/9/9/9/4P4/3+P1p3/4K4[P] w - - 0 1");
  S pawns;
  for (const char *f : {"a", "b", "c", "g", "h", "i"})
    for (int r = 1; r <= 8; ++r) pawns.push_back(std::string("P@") + f + std::to_string(r));
  for (int r = 1; r <= 8; ++r)
    if (r != 2) pawns.push_back("P@d" + std::to_string(r)), pawns.push_back("P@f" + std::to_string(r));
  std::sort(pawns.begin(), pawns.end());
  CHECK(starting(all, "P@") == pawns);
}

// Fairy-Stockfish 11.1 lists P@a8 in the mate position (its perft does not apply the rule);
// the position after it has no legal move, so it is mate and the drop is illegal in Shogi.
TEST_CASE("shogi: a pawn drop may check but not mate", "[features]") {
  auto v = test::shipped("shogi");
  // a8 is covered by the gold on b7, b8 too, and b9 is the king's own knight: P@a8 would mate.
  const std::string mate = "kn7/9/1G7/9/9/9/9/9/4K4[PG] w - - 0 1";
  S all = test::legal_moves(*v, mate);
  CHECK(std::count(all.begin(), all.end(), "P@a8") == 0);
  CHECK(std::count(all.begin(), all.end(), "G@a8") == 1);
  CHECK(std::count(all.begin(), all.end(), "P@b8") == 1);
  Position gold = play(*v, mate, {"G@a8"});
  CHECK(gold.in_check());
  CHECK(test::legal_moves(*v, gold.fen()).empty());
  // A rook that can take the pawn on a8 makes it no mate.
  all = test::legal_moves(*v, "kn7/9/1G7/9/r8/9/9/9/4K4[P] w - - 0 1");
  CHECK(std::count(all.begin(), all.end(), "P@a8") == 1);
  CHECK(legal_after_fen(*v, "kn7/9/1G7/9/r8/9/9/9/4K4[P] w - - 0 1", "P@a8") == S{"a5a8"});
  // Without the gold the king takes the pawn: the check is legal.
  const std::string check = "kn7/9/9/9/9/9/9/9/4K4[P] w - - 0 1";
  all = test::legal_moves(*v, check);
  CHECK(std::count(all.begin(), all.end(), "P@a8") == 1);
  Position pos = play(*v, check, {"P@a8"});
  CHECK(pos.in_check());
  CHECK(test::legal_moves(*v, pos.fen()) == S{"a9a8", "a9b8"});
}

TEST_CASE("shogi: optional and forced promotion, promotion on leaving, demotion to hand", "[features]") {
  auto v = test::shipped("shogi");
  // Pawn e7-e8 and knight e5-d7/f7 may promote; the lance must on rank 9 only; the silver on b5
  // stays outside the zone.
  const std::string fen = "k8/9/4P4/9/1S2N3L/9/9/9/4K4[] w - - 0 1";
  CHECK(test::targets(*v, fen, "e7") == S{"e8", "e8+"});
  CHECK(test::targets(*v, fen, "e5") == S{"d7", "d7+", "f7", "f7+"});
  CHECK(test::targets(*v, fen, "i5") == S{"i6", "i7", "i7+", "i8", "i8+", "i9+"});
  CHECK(test::targets(*v, fen, "b5") == S{"a4", "a6", "b6", "c4", "c6"});
  // Forced where the piece could not move again: pawn to rank 9, knight to ranks 8-9.
  CHECK(test::targets(*v, "k8/4P4/9/3N5/9/9/9/9/4K4[] w - - 0 1", "e8") == S{"e9+"});
  CHECK(test::targets(*v, "k8/4P4/9/3N5/9/9/9/9/4K4[] w - - 0 1", "d6") == S{"c8+"});
  CHECK(test::targets(*v, "4k4/9/9/9/9/9/2n1s4/9/4K4[] b - - 0 1", "c3") == S{"b1+", "d1+"});
  // Leaving the zone (silver e7-d6, f6) may promote as well; so may the rook e7-e2.
  CHECK(test::targets(*v, "k8/9/4S4/9/9/9/9/9/4K4[] w - - 0 1", "e7") ==
        S{"d6", "d6+", "d8", "d8+", "e8", "e8+", "f6", "f6+", "f8", "f8+"});
  CHECK(test::targets(*v, "4k4/9/9/9/9/9/2n1s4/9/4K4[] b - - 0 1", "e3") ==
        S{"d2", "d2+", "d4", "d4+", "e2", "e2+", "f2", "f2+", "f4", "f4+"});
  S rook = test::targets(*v, "k8/9/4R4/9/9/9/9/9/4K4[] w - - 0 1", "e7");
  CHECK(rook.size() == 30); // 8 along rank 7, 2 up, 5 down: each plain and promoted
  CHECK(std::count(rook.begin(), rook.end(), "e2+") == 1);
  // The promoted piece's moves: a tokin moves as a gold.
  CHECK(test::targets(*v, "k8/9/9/9/4+P4/9/9/9/4K4[] w - - 0 1", "e5") ==
        S{"d5", "d6", "e4", "e6", "f5", "f6"});
  CHECK(play(*v, "k8/4P4/9/9/9/9/9/9/4K4[] w - - 0 1", {"e8e9+"}).fen() ==
        "k3+P4/9/9/9/9/9/9/9/4K4[] b - - 0 1");
  // Captured promoted pieces go to hand demoted.
  CHECK(play(*v, "k8/9/9/9/4+r4/4G4/9/9/4K4[] w - - 0 1", {"e4e5"}).fen() ==
        "k8/9/9/9/4G4/9/9/9/4K4[R] b - - 0 1");
  CHECK(play(*v, "4k4/4+P4/9/9/9/9/9/9/4K4[P] b - - 0 1", {"e9e8"}).fen() ==
        "9/4k4/9/9/9/9/9/9/4K4[Pp] w - - 0 2");
  CHECK(play(*v, "4k4/9/9/3+B5/4s4/9/9/9/4K4[] b - - 0 1", {"e5d6"}).fen() ==
        "4k4/9/9/3s5/9/9/9/9/4K4[b] w - - 0 2");
  CHECK(round_trip(*v, "lnsgkgsnl/1r5b1/pppppp+ppp/9/9/9/PPPP+PPPPP/1B5R1/LNSGKGSNL[PPp] b - - 4 9") ==
        "lnsgkgsnl/1r5b1/pppppp+ppp/9/9/9/PPPP+PPPPP/1B5R1/LNSGKGSNL[PPp] b - - 4 9");
}

// Euroshogi as Fairy-Stockfish plays it: every promoting piece must promote on a move into,
// inside or out of the zone. Fairy-Stockfish scores a pawn drop that mates instead of
// forbidding it, so `no-mate` is left out here to compare the counts.
TEST_CASE("euroshogi: `mandatory, leaving,` promotes every move out of the zone too", "[features]") {
  auto v = test::compile(R"(variant euroshogi {
    board 8x8;
    piece King   K { moves "K"; royal; }
    piece Rook   R { moves "R"; }
    piece Bishop B { moves "B"; }
    piece Gold   G { moves "WfF"; }
    piece Knight N { moves "ffNsW"; }
    piece Pawn   P { moves "fW"; }
    piece Dragon +R { moves "RF"; }
    piece Horse  +B { moves "BW"; }
    piece PromotedKnight +N { moves "WfF"; }
    piece Tokin  +P { moves "WfF"; }
    start "1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1[] w - - 0 1";
    region zone ranks 6 to 8;
    promotion { pieces Rook;   zone zone; to Dragon;         mandatory; leaving; }
    promotion { pieces Bishop; zone zone; to Horse;          mandatory; leaving; }
    promotion { pieces Knight; zone zone; to PromotedKnight; mandatory; leaving; }
    promotion { pieces Pawn;   zone zone; to Tokin;          mandatory; leaving; }
    drops { captured; zone Pawn ranks 1 to 7; one-per-file Pawn; }
  })");
  // The rook on a6 must promote wherever it goes, down the file out of the zone as well.
  CHECK(test::targets(*v, "4k3/8/R7/8/8/8/8/4K3[] w - - 0 1", "a6") ==
        S{"a1+", "a2+", "a3+", "a4+", "a5+", "a7+", "a8+", "b6+", "c6+", "d6+", "e6+", "f6+", "g6+", "h6+"});
  // A piece dropped in the zone enters unpromoted; its next move, out or not, promotes.
  Position dropped = play(*v, "4k3/8/8/8/8/8/8/4K3[B] w - - 0 1", {"B@b6", "e8f8"});
  CHECK(test::targets(*v, dropped.fen(), "b6") ==
        S{"a5+", "a7+", "c5+", "c7+", "d4+", "d8+", "e3+", "f2+", "g1+"});
  // Fairy-Stockfish's euroshogi counts (`go perft`); with optional promotion on leaving the
  // first two were 4250 and 19657.
  for (auto [fen, depth, nodes] :
       {std::tuple{"4k3/1P6/R7/8/3n4/8/1b6/4K3[Pp] w - - 0 1", 2, 3929},
        {"4k3/1P6/R5B1/8/3n4/8/1b6/4K3[Pp] b - - 0 1", 3, 16808},
        {"1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1[] w - - 0 1", 3, 15424}}) {
    Position pos = position(*v, fen);
    CHECK(perft(pos, depth) == uint64_t(nodes));
  }
}

// ------------------------------------------------------------------------------------------
// Seirawan
// ------------------------------------------------------------------------------------------

// Fairy-Stockfish writes the gating rights differently (every file, KQABCDEFGH...); the
// boards and hands after each move agree with it.
TEST_CASE("seirawan: gated moves, gating while castling, losing the right, FEN", "[features]") {
  auto v = test::shipped("seirawan");
  // From the start only the knights can leave the first rank: 4 knight moves x 3 (plain, +H, +E).
  S start = test::legal_moves(*v, v->startFen);
  CHECK(start.size() == 28);
  CHECK(test::targets(*v, v->startFen, "b1") == S{"a3", "a3e", "a3h", "c3", "c3e", "c3h"});
  CHECK(play(*v, v->startFen, {"b1c3h"}).fen() ==
        "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RHBQKBNR[Ehe] b KQCDFGkqbcdfg - 1 1");
  // Castling gates on the king's square (e1g1h) or on the rook's (h1e1h, a1e1h).
  const std::string castle = "r3k2r/8/8/8/8/8/8/R3K2R[He] w KQkq - 0 1";
  CHECK(test::targets(*v, castle, "e1") ==
        S{"c1", "c1h", "d1", "d1h", "d2", "d2h", "e2", "e2h", "f1", "f1h", "f2", "f2h", "g1", "g1h"});
  CHECK(starting(test::targets(*v, castle, "h1"), "e1") == S{"e1h"});
  CHECK(starting(test::targets(*v, castle, "a1"), "e1") == S{"e1h"});
  // A side with nothing left to gate writes no gating rights (as Fairy-Stockfish does).
  CHECK(play(*v, castle, {"e1g1h"}).fen() == "r3k2r/8/8/8/8/8/8/R3HRK1[e] b kq - 1 1");
  CHECK(play(*v, castle, {"h1e1h"}).fen() == "r3k2r/8/8/8/8/8/8/R4RKH[e] b kq - 1 1");
  CHECK(play(*v, castle, {"e1c1h"}).fen() == "r3k2r/8/8/8/8/8/8/2KRH2R[e] b kq - 1 1");
  CHECK(play(*v, castle, {"a1e1h"}).fen() == "r3k2r/8/8/8/8/8/8/H1KR3R[e] b kq - 1 1");
  CHECK(play(*v, castle, {"e1g1", "e8c8e"}).fen() == "2kre2r/8/8/8/8/8/8/R4RK1[H] w A - 2 2");
  CHECK(play(*v, castle, {"e1g1", "a8e8e"}).fen() == "e1kr3r/8/8/8/8/8/8/R4RK1[H] w A - 2 2");
  // Only squares with a right gate: not a1 here (no Q), b1 yes (B).
  const std::string some = "4k3/8/8/8/8/8/8/RN2K2R[E] w KB - 0 1";
  CHECK(test::targets(*v, some, "a1") == S{"a2", "a3", "a4", "a5", "a6", "a7", "a8"});
  CHECK(test::targets(*v, some, "b1") == S{"a3", "a3e", "c3", "c3e", "d2", "d2e"});
  // No gating with an empty hand (Black's pieces do not count).
  CHECK(test::legal_moves(*v, "4k3/8/8/8/8/8/8/RN2K2R[he] w KB - 0 1") ==
        S{"a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "b1a3", "b1c3",
          "b1d2", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1", "h1f1", "h1g1",
          "h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7", "h1h8"});
  CHECK(test::targets(*v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQBCDFGkqbcdfg - 0 1", "b1") ==
        S{"a3", "c3"});
  // The right is lost when the piece leaves without gating, comes back, or is captured there.
  CHECK(play(*v, v->startFen, {"b1c3"}).fen() ==
        "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR[HEhe] b KQCDFGkqbcdfg - 1 1");
  Position back = play(*v, v->startFen, {"g1f3", "g8f6", "f3g1"});
  CHECK(back.fen() == "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] b KQBCDFkqbcdf - 3 2");
  CHECK(test::targets(*v, back.fen(), "f6") == S{"d5", "e4", "g4", "g8", "h5"});
  const std::string open = "rnbqkbnr/ppp1pppp/8/8/8/8/PPP1PPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1";
  CHECK(play(*v, open, {"d1d8"}).fen() ==
        "rnbQkbnr/ppp1pppp/8/8/8/8/PPP1PPPP/RNB1KBNR[HEhe] b KQBCFGkqbcfg - 0 1");
  CHECK(play(*v, open, {"d1d8e"}).fen() ==
        "rnbQkbnr/ppp1pppp/8/8/8/8/PPP1PPPP/RNBEKBNR[Hhe] b KQBCFGkqbcfg - 0 1");
  // A rook's move loses K but keeps the king's square through Q.
  CHECK(play(*v, v->startFen, {"h2h3", "a7a6", "h1h2"}).fen() ==
        "rnbqkbnr/1ppppppp/p7/8/8/7P/PPPPPPPR/RNBQKBN1[HEhe] b QBCDFGkqbcdfg - 1 2");
  // FEN round trips.
  for (const char *fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1",
                          "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR[HEhe] b KQCDFGkqbcdfg - 1 1",
                          "r3k2r/8/8/8/8/8/8/R3HRK1[e] b kq - 1 1", "4k3/8/8/8/8/8/8/RN2K2R[E] w KB - 0 1"})
    CHECK(round_trip(*v, fen) == fen);
}

TEST_CASE("seirawan: a castling rook's file letter is a castling right while the king keeps its square",
          "[features][fen]") {
  auto v = test::shipped("seirawan");
  // Fairy-Stockfish's Chess960 form names every file, the rooks' and the king's included.
  CHECK(round_trip(*v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w HABCDEFGhabcdefg - 0 1") ==
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1");
  const std::string castle = "r3k2r/8/8/8/8/8/8/R3K2R[He] w ";
  CHECK(round_trip(*v, castle + "HAEhae - 0 1") == castle + "KQkq - 0 1");
  CHECK(test::legal_moves(*v, castle + "HEk - 0 1") == test::legal_moves(*v, castle + "Kk - 0 1"));
  // Without the king's square the letters are gating rights only: the king has moved. After
  // e1f1 e8f8 f1e1 f8e8 the rooks' squares keep them, castling is gone, and the FEN says so.
  CHECK(round_trip(*v, castle + "HAha - 0 1") == castle + "AHah - 0 1");
  Position back = play(*v, castle + "KQkq - 0 1", {"e1f1", "e8f8", "f1e1", "f8e8"});
  CHECK(back.fen() == castle + "AHah - 4 3");
  CHECK(round_trip(*v, back.fen()) == back.fen());
  CHECK(starting(test::legal_moves(*v, back.fen()), "e1g1").empty());
  CHECK(test::targets(*v, back.fen(), "h1") == S{"f1", "f1h", "g1", "g1h", "h2", "h2h", "h3", "h3h", "h4",
                                                 "h4h", "h5", "h5h", "h6", "h6h", "h7", "h7h", "h8", "h8h"});
}

// ------------------------------------------------------------------------------------------
// Grand
// ------------------------------------------------------------------------------------------

TEST_CASE("grand: promotion only to captured pieces, optional on 8-9, mandatory on 10", "[features]") {
  auto v = test::shipped("grand");
  // White has Q C A, two rooks, two bishops, one knight: only a knight is available.
  CHECK(test::targets(*v, "9k/10/10/6P3/10/10/10/10/RNBQKCABR1/10 w - - 0 1", "g7") == S{"g8", "g8n"});
  CHECK(test::targets(*v, "9k/6P3/10/10/10/10/10/10/RNBQKCABR1/10 w - - 0 1", "g9") == S{"g10n"});
  CHECK(test::targets(*v, "7r1k/6P3/10/10/10/10/10/10/RNBQKCABR1/10 w - - 0 1", "g9") == S{"g10n", "h10n"});
  // Nothing lost: no promotion on 8, no move to rank 10 at all.
  CHECK(test::targets(*v, "7r1k/6P3/10/10/10/10/10/10/RNBQKCABRN/10 w - - 0 1", "g9") == S{});
  CHECK(test::targets(*v, "9k/10/10/6P3/10/10/10/10/RNBQKCABRN/10 w - - 0 1", "g7") == S{"g8"});
  // Two bishops lost but limit counts pieces on the board: one bishop choice.
  CHECK(test::targets(*v, "9k/10/10/6P3/10/10/10/10/RN1QKCA1RN/10 w - - 0 1", "g7") == S{"g8", "g8b"});
  // A bare king: every choice.
  CHECK(test::targets(*v, "9k/10/10/6P3/10/10/10/10/4K5/10 w - - 0 1", "g7") ==
        S{"g8", "g8a", "g8b", "g8c", "g8n", "g8q", "g8r"});
  CHECK(test::targets(*v, "9k/6P3/10/10/10/10/10/10/4K5/10 w - - 0 1", "g9") ==
        S{"g10a", "g10b", "g10c", "g10n", "g10q", "g10r"});
  // Black's zone is mirrored: ranks 3-2 optional, rank 1 mandatory.
  CHECK(test::targets(*v, "10/4k5/10/10/10/10/10/3p6/10/9K b - - 0 1", "d3") ==
        S{"d2", "d2a", "d2b", "d2c", "d2n", "d2q", "d2r"});
  CHECK(test::targets(*v, "rnbqkcabrn/10/10/10/10/10/10/10/3p6/9K b - - 0 1", "d2") == S{});
}

// ------------------------------------------------------------------------------------------
// Promoted types in hand
// ------------------------------------------------------------------------------------------

namespace {

// Every node of a small perft passes the invariant checker (its FEN reads back included).
std::string walk(const Variant &v, const std::string &fen, int depth) {
  Position pos = position(v, fen);
  std::string error;
  perft_checked(pos, depth, error);
  return error;
}

std::string on_4x4(const std::string &pieces, const std::string &rest = "") {
  return "variant t { board 4x4; piece King K { moves \"K\"; royal; } " + pieces +
         " start \"k3/4/4/3K[] w - - 0 1\"; drops { captured; } " + rest + "}";
}

} // namespace

TEST_CASE("a captured +X goes to hand as X, a +X without a base is held and written as +X", "[features]") {
  // The issue's case: +L is a Gold sharing the Lance's letter, with no promotion block.
  auto gold = test::compile(on_4x4("piece Lance L { moves \"fR\"; } piece Gold +L { moves \"WfF\"; }"));
  CHECK(play(*gold, "k3/+L3/4/3K[] b - - 0 1", {"a4a3"}).fen() == "4/k3/4/3K[l] w - - 0 2");
  CHECK(walk(*gold, "k3/+L3/4/3K[] b - - 0 1", 3) == "");
  // A Tokin +T with no T: the hand holds the Tokin itself, written +t, and drops it.
  auto tokin = test::compile(on_4x4("piece Tokin +T { moves \"WfF\"; }"));
  Position held = play(*tokin, "k3/+T3/4/3K[] b - - 0 1", {"a4a3"});
  CHECK(held.fen() == "4/k3/4/3K[+t] w - - 0 2");
  CHECK(round_trip(*tokin, held.fen()) == held.fen());
  CHECK(starting(test::legal_moves(*tokin, "k3/4/4/3K[+t] b - - 0 1"), "+T@").size() == 14);
  CHECK(walk(*tokin, "k3/+T3/4/3K[] b - - 0 1", 4) == "");
  CHECK(round_trip(*tokin, "k3/4/4/3K[+t+T] w - - 0 1") == "k3/4/4/3K[+T+t] w - - 0 1");
}

TEST_CASE("promotion blocks that promote each way return the base piece to hand", "[features]") {
  // Kyoto Shogi's flip, on a 4x4 board: a Lance becomes a Tokin (+L) on every move, and a
  // Tokin a Lance. A Lance that was a Tokin (L~) and a Tokin both go to hand as the Lance.
  auto kyoto = test::compile(on_4x4("piece Lance L { moves \"fR\"; } piece Tokin +L { moves \"WfF\"; }",
                                    "region board ranks 1 to 4; "
                                    "promotion { pieces Lance; zone board; to Tokin; } "
                                    "promotion { pieces Tokin; zone board; to Lance; } "));
  Position flipped = play(*kyoto, "4/k3/4/1+L1K[] w - - 0 1", {"b1b2l"});
  CHECK(flipped.fen() == "4/k3/1L~2/3K[] b - - 0 1");
  Position taken = play(*kyoto, flipped.fen(), {"a3b2"});
  CHECK(taken.fen() == "4/4/1k2/3K[l] w - - 0 2");
  CHECK(taken.hand(Black, kyoto->type_by_letter('L', false)) == 1);
  CHECK(play(*kyoto, "4/k3/1+L2/3K[] b - - 0 1", {"a3b2"}).fen() == "4/4/1k2/3K[l] w - - 0 2");
  CHECK(walk(*kyoto, "4/k3/4/1+L1K[] w - - 0 1", 4) == "");
  CHECK(walk(*kyoto, "4/k3/4/1L1K[] w - - 0 1", 4) == "");
}
