// Wildebeest, Basic Bestiary and Bentback Bestiary: one targeted test per rule of RULES.md.
// The exact move sets were worked out by hand and agree with the independent reference
// tests/reference/bestiaryperft.py.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "runtime/perft/perft.h"
#include "tests/unit/support.h"

using namespace chimera;
using S = std::vector<std::string>;

namespace {

// The FEN RULES.md writes in backquotes on the line after `heading`.
std::string rules_fen(const std::string &heading) {
  std::ifstream in(std::string(CHIMERA_SHARED_DIR) + "/RULES.md");
  REQUIRE(in);
  std::stringstream text;
  text << in.rdbuf();
  const std::string all = text.str();
  size_t at = all.find(heading);
  REQUIRE(at != std::string::npos);
  size_t open = all.find('`', at), close = all.find('`', open + 1);
  return all.substr(open + 1, close - open - 1);
}

std::string board_field(const std::string &fen) { return fen.substr(0, fen.find(' ')); }

// A 13x12 position from a list of "Xsq" tokens (e.g. "Kg2 rb11"), side to move and castling.
std::string fen13(const std::string &pieces, const std::string &side = "w",
                  const std::string &castling = "-") {
  test::Pieces placed;
  std::stringstream in(pieces);
  for (std::string token; in >> token;) placed[token.substr(1)] = token[0];
  std::string f = test::fen(13, 12, placed, side);
  return f.substr(0, f.size() - 7) + castling + " - 0 1";
}

} // namespace

TEST_CASE("bestiary: the start positions are RULES.md's, the setup reconstructed from the page's words",
          "[bestiary]") {
  CHECK(test::shipped("basic-bestiary")->startFen == rules_fen("Basic Bestiary start:"));
  CHECK(test::shipped("bentback-bestiary")->startFen == rules_fen("Bentback Bestiary start:"));
  // Wildebeest: RULES.md writes "-" for castling but keeps castling in its rules; the
  // definition starts with KQkq. Castling cannot happen before ply 9, so counts agree.
  auto w = test::shipped("wildebeest");
  const std::string rules = rules_fen("## Wildebeest Chess");
  CHECK(board_field(w->startFen) == board_field(rules));
  CHECK(w->startFen == "rnccwkqbbnr/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/RNBBQKWCCNR w KQkq - 0 1");
  Position with(*w), without(*w);
  FenError err;
  REQUIRE(with.set_fen(w->startFen, err));
  REQUIRE(without.set_fen(rules, err));
  CHECK(perft(with, 3) == 95829);
  CHECK(perft(without, 3) == 95829);
}

TEST_CASE("bestiary: the three promotion stages for White and Black", "[bestiary]") {
  auto b = test::shipped("basic-bestiary");
  // Rank 10, the enemy pawn rank: optionally a colourbound piece (bishop, camel, zemel, gimel).
  CHECK(test::targets(*b, fen13("Pe9 Ka1 km1"), "e9") == S{"e10", "e10b", "e10c", "e10e", "e10i"});
  // Rank 11, the enemy king rank: optionally a rook or a colourswitching piece.
  CHECK(test::targets(*b, fen13("Pe10 Ka1 km1"), "e10") == S{"e11", "e11g", "e11n", "e11r", "e11z"});
  // Rank 12: compulsorily a compound (queen, gnu, zebu, guru), by a step or a capture.
  CHECK(test::targets(*b, fen13("Pe11 rd12 Ka1 km1"), "e11") ==
        S{"d12j", "d12q", "d12u", "d12w", "e12j", "e12q", "e12u", "e12w"});
  // Black's ranks are 3, 2 and 1.
  CHECK(test::targets(*b, fen13("pe4 Ka12 km12", "b"), "e4") == S{"e3", "e3b", "e3c", "e3e", "e3i"});
  CHECK(test::targets(*b, fen13("pe3 Ka12 km12", "b"), "e3") == S{"e2", "e2g", "e2n", "e2r", "e2z"});
  CHECK(test::targets(*b, fen13("pe2 Ka12 km12", "b"), "e2") == S{"e1j", "e1q", "e1u", "e1w"});
  // Bentback adds the Gryphon, the Anchorite and the Gorgon to the three stages.
  auto y = test::shipped("bentback-bestiary");
  CHECK(test::targets(*y, fen13("Pe9 Ka1 km1"), "e9") == S{"e10", "e10b", "e10c", "e10e", "e10i", "e10y"});
  CHECK(test::targets(*y, fen13("Pe10 Ka1 km1"), "e10") == S{"e11", "e11g", "e11h", "e11n", "e11r", "e11z"});
  CHECK(test::targets(*y, fen13("Pe11 Ka1 km1"), "e11") == S{"e12j", "e12o", "e12q", "e12u", "e12w"});
}

TEST_CASE("bestiary: a pawn that declines promotes later, a promoted piece never promotes again",
          "[bestiary]") {
  auto b = test::shipped("basic-bestiary");
  const std::string start = fen13("Pe9 Ka1 km1");
  // Declined on rank 10, it has the rank 11 choices next.
  CHECK(test::targets(*b, test::play(*b, start, {"e9e10", "m1m2"}).fen(), "e10") ==
        S{"e11", "e11g", "e11n", "e11r", "e11z"});
  // A pawn that became a camel on rank 10 enters rank 11 (b11, h11) with no choice to make.
  CHECK(test::targets(*b, test::play(*b, start, {"e9e10c", "m1m2"}).fen(), "e10") ==
        S{"b11", "b9", "d7", "f7", "h11", "h9"});
  // A knight made on rank 11 enters rank 12 without a promotion choice.
  CHECK(test::targets(*b, test::play(*b, fen13("Pe10 Ka1 km1"), {"e10e11n", "m1m2"}).fen(), "e11") ==
        S{"c10", "c12", "d9", "f9", "g10", "g12"});
}

TEST_CASE("bestiary: free castling, the king 1 to 4 squares towards either rook", "[bestiary]") {
  auto b = test::shipped("basic-bestiary");
  const std::string pawns = "Pb3 Pc3 Pd3 Pe3 Pf3 Pg3 Ph3 Pi3 Pj3 Pk3 Pl3";
  const std::string base = "Kg2 Rb2 Rl2 kg11 " + pawns;
  // One square is written as the king taking its rook (g2b2, g2l2), longer ones as the king's move.
  const std::string free = fen13(base, "w", "KQ");
  CHECK(test::targets(*b, free, "g2") ==
        S{"b2", "c2", "d2", "e2", "f1", "f2", "g1", "h1", "h2", "i2", "j2", "k2", "l2"});
  // The rook jumps to the square just beyond the king; castling ends both rights.
  CHECK(test::play(*b, free, {"g2l2"}).fen() ==
        "13/6k6/13/13/13/13/13/13/13/1PPPPPPPPPPP1/1R4RK5/13 b - - 1 1");
  CHECK(test::play(*b, free, {"g2j2"}).fen() ==
        "13/6k6/13/13/13/13/13/13/13/1PPPPPPPPPPP1/1R6RK3/13 b - - 1 1");
  CHECK(test::play(*b, free, {"g2k2"}).fen() ==
        "13/6k6/13/13/13/13/13/13/13/1PPPPPPPPPPP1/1R7RK2/13 b - - 1 1");
  CHECK(test::play(*b, free, {"g2c2"}).fen() ==
        "13/6k6/13/13/13/13/13/13/13/1PPPPPPPPPPP1/2KR7R1/13 b - - 1 1");
  CHECK(test::play(*b, free, {"g2b2"}).fen() ==
        "13/6k6/13/13/13/13/13/13/13/1PPPPPPPPPPP1/5KR4R1/13 b - - 1 1");
  // A piece between king and rook blocks every castling on that wing.
  CHECK(test::targets(*b, fen13(base + " Nc2", "w", "KQ"), "g2") ==
        S{"f1", "f2", "g1", "h1", "h2", "i2", "j2", "k2", "l2"});
  // A camel on l5 attacks k2: the king may not land there, shorter castlings stay.
  CHECK(test::targets(*b, fen13(base + " cl5", "w", "KQ"), "g2") ==
        S{"b2", "c2", "d2", "e2", "f1", "f2", "g1", "h1", "h2", "i2", "j2", "l2"});
  // A camel on j5 attacks i2 (and k2): the king may not cross i2, only the one-square castling is left.
  CHECK(test::targets(*b, fen13(base + " cj5", "w", "KQ"), "g2") ==
        S{"b2", "c2", "d2", "e2", "f1", "f2", "g1", "h1", "h2", "l2"});
  // In check (a zemel on f7): no castling at all.
  CHECK(test::targets(*b, fen13(base + " ef7", "w", "KQ"), "g2") == S{"f1", "f2", "g1", "h1", "h2"});
  // A rook on the border square m2 sees the king once the l2 rook has jumped: no kingside castling.
  CHECK(test::targets(*b, fen13(base + " rm2", "w", "KQ"), "g2") ==
        S{"b2", "c2", "d2", "e2", "f1", "f2", "g1", "h1", "h2"});
  // A right is gone once its rook has left, even after it comes back.
  CHECK(test::targets(*b, test::play(*b, free, {"l2m2", "g11g12", "m2l2", "g12g11"}).fen(), "g2") ==
        S{"b2", "c2", "d2", "e2", "f1", "f2", "g1", "h1", "h2"});
  // Black castles on rank 11.
  CHECK(test::targets(*b, fen13("kg11 rb11 rl11 Kg2", "b", "kq"), "g11") ==
        S{"b11", "c11", "d11", "e11", "f10", "f11", "f12", "g10", "g12", "h10", "h11", "h12", "i11", "j11",
          "k11", "l11"});
}

TEST_CASE("bestiary: castling tests the squares in the position before the move", "[bestiary]") {
  // The gryphon on f3 could only bend on g2, where the king stands. So h2 is not attacked
  // before castling and the king may cross it (g2i2); after castling the rook stands on
  // g2. A plain king step to h2 empties g2 and is illegal.
  auto y = test::shipped("bentback-bestiary");
  CHECK(test::targets(*y, fen13("Kg2 Rb2 Rl2 Qf2 Pg3 yf3 kg11", "w", "KQ"), "g2") ==
        S{"f1", "f3", "h1", "h3", "i2", "j2", "k2", "l2"});
}

TEST_CASE("wildebeest: free castling f1-g1 to f1-j1 and f1-e1 to f1-b1", "[bestiary]") {
  auto w = test::shipped("wildebeest");
  const std::string fen = "5k5/11/11/11/11/11/11/11/11/R4K4R w KQ - 0 1";
  CHECK(test::targets(*w, fen, "f1") ==
        S{"a1", "b1", "c1", "d1", "e1", "e2", "f2", "g1", "g2", "h1", "i1", "j1", "k1"});
  CHECK(test::play(*w, fen, {"f1k1"}).fen() == "5k5/11/11/11/11/11/11/11/11/R4RK4 b - - 1 1");
  CHECK(test::play(*w, fen, {"f1b1"}).fen() == "5k5/11/11/11/11/11/11/11/11/1KR7R b - - 1 1");
}

// In a Chess960 position the king taking its rook (h1k1) would write each line of a wing alike:
// free castling writes the king's square, where it lands and the rook's square.
TEST_CASE("wildebeest: free castling in a Chess960 position names where the king lands", "[bestiary]") {
  auto w = test::shipped("wildebeest");
  const std::string fen = "5k5/11/11/11/11/11/11/11/11/R6K2R w KQ - 0 1"; // king h1, not f1
  CHECK(test::starting(test::legal_moves(*w, fen), "h1") == S{"h1b1a1", "h1c1a1", "h1d1a1", "h1e1a1", "h1g1",
                                                              "h1g1k1", "h1g2", "h1h1k1", "h1h2", "h1i1",
                                                              "h1i1k1", "h1i2", "h1j1k1"});
  CHECK(test::play(*w, fen, {"h1g1k1"}).fen() == "5k5/11/11/11/11/11/11/11/11/R4RK4 b - - 1 1");
  CHECK(test::play(*w, fen, {"h1h1k1"}).fen() == "5k5/11/11/11/11/11/11/11/11/R5RK3 b - - 1 1");
  CHECK(test::play(*w, fen, {"h1j1k1"}).fen() == "5k5/11/11/11/11/11/11/11/11/R7RK1 b - - 1 1");
  CHECK(test::play(*w, fen, {"h1b1a1"}).fen() == "5k5/11/11/11/11/11/11/11/11/1KR7R b - - 1 1");
  // The king next to its rook (found by fuzzing): staying, and swapping with the rook, were both j2k2.
  auto y = test::shipped("bentback-bestiary");
  const std::string next = fen13("Kj2 Rk2 Rb2 kg11", "w", "KQ");
  CHECK(test::starting(test::legal_moves(*y, next), "j2") ==
        S{"j2c2b2", "j2d2b2", "j2e2b2", "j2f2b2", "j2h2k2", "j2i1", "j2i2", "j2i2k2", "j2i3", "j2j1",
          "j2j2k2", "j2j3", "j2k1", "j2k2k2", "j2k3"});
  CHECK(test::play(*y, next, {"j2j2k2"}).fen() == "13/6k6/13/13/13/13/13/13/13/13/1R6RK3/13 b - - 1 1");
  CHECK(test::play(*y, next, {"j2k2k2"}).fen() == "13/6k6/13/13/13/13/13/13/13/13/1R7RK2/13 b - - 1 1");
}

TEST_CASE("bestiary: en passant on each square a 2- or 3-step passed", "[bestiary]") {
  auto b = test::shipped("basic-bestiary");
  // e3-e6 passes e4 (taken from d5) and e5 (taken from f6).
  const std::string start = fen13("Pe3 pd5 pf6 Ka1 km12");
  Position tri = test::play(*b, start, {"e3e6"});
  CHECK(tri.fen() == "12k/13/13/13/13/13/4Pp7/3p9/13/13/13/K12 b - e4 0 1");
  CHECK(test::targets(*b, tri.fen(), "d5") == S{"d4", "e4"});
  CHECK(test::targets(*b, tri.fen(), "f6") == S{"e5", "f5"});
  CHECK(test::play(*b, start, {"e3e6", "d5e4"}).fen() == "12k/13/13/13/13/13/5p7/13/4p8/13/13/K12 w - - 0 2");
  CHECK(test::play(*b, start, {"e3e6", "f6e5"}).fen() == "12k/13/13/13/13/13/13/3pp8/13/13/13/K12 w - - 0 2");
  // Only on the very next move.
  CHECK(test::targets(*b, test::play(*b, start, {"e3e6", "m12m11", "a1a2"}).fen(), "f6") == S{"f5"});
  // e4-e6 from rank 4 passes e5 only.
  Position dbl = test::play(*b, fen13("Pe4 pd5 pf6 Ka1 km12"), {"e4e6"});
  CHECK(dbl.fen() == "12k/13/13/13/13/13/4Pp7/3p9/13/13/13/K12 b - e5 0 1");
  CHECK(test::targets(*b, dbl.fen(), "f6") == S{"e5", "f5"});
  CHECK(test::targets(*b, dbl.fen(), "d5") == S{"d4"});
  // Pawn steps: 3 from rank 3, 2 from rank 4, 1 beyond; Black mirrors.
  CHECK(test::targets(*b, fen13("Pe3 Ka1 km12"), "e3") == S{"e4", "e5", "e6"});
  CHECK(test::targets(*b, fen13("Pe5 Ka1 km12"), "e5") == S{"e6"});
  CHECK(test::targets(*b, fen13("pe10 Ka1 km12", "b"), "e10") == S{"e7", "e8", "e9"});
  CHECK(test::targets(*b, fen13("pe9 Ka1 km12", "b"), "e9") == S{"e7", "e8"});
}

TEST_CASE("bestiary: each leaper's moves from a corner, the border, the centre and an edge", "[bestiary]") {
  auto b = test::shipped("basic-bestiary");
  // From a1, b2, g6 and m7 of the empty 13x12 board: from g6 every leap fits.
  const std::vector<std::pair<char, std::vector<size_t>>> expected = {
      {'N', {2, 4, 8, 4}},  {'C', {2, 4, 8, 4}},  {'Z', {2, 2, 8, 4}},
      {'E', {2, 4, 8, 4}},  {'G', {2, 4, 8, 4}},  {'I', {2, 2, 8, 4}},
      {'W', {4, 8, 16, 8}}, {'U', {4, 6, 16, 8}}, {'J', {4, 6, 16, 8}}};
  const std::vector<std::string> squares = {"a1", "b2", "g6", "m7"};
  for (const auto &[letter, counts] : expected)
    for (size_t i = 0; i < squares.size(); ++i) {
      INFO(letter << " on " << squares[i]);
      CHECK(test::targets(*b, fen13(std::string(1, letter) + squares[i] + " Ka12 km12"), squares[i]).size() ==
            counts[i]);
    }
  // The long leaps exactly, from g6.
  CHECK(test::targets(*b, fen13("Eg6 Ka12 km12"), "g6") ==
        S{"b5", "b7", "f1", "f11", "h1", "h11", "l5", "l7"});
  CHECK(test::targets(*b, fen13("Ig6 Ka12 km12"), "g6") ==
        S{"b3", "b9", "d1", "d11", "j1", "j11", "l3", "l9"});
  CHECK(test::targets(*b, fen13("Gg6 Ka12 km12"), "g6") ==
        S{"c5", "c7", "f10", "f2", "h10", "h2", "k5", "k7"});
  CHECK(test::targets(*b, fen13("Zg6 Ka12 km12"), "g6") == S{"d4", "d8", "e3", "e9", "i3", "i9", "j4", "j8"});
}

TEST_CASE("bentback: anchorite, gryphon and gorgon on the empty board", "[bestiary]") {
  auto y = test::shipped("bentback-bestiary");
  // From a1: the anchorite goes a2 then b3..k12, or b1 then c2..m12; the gryphon b2 then
  // b3..b12 or c2..m2. The gorgon does both; (1,2) and (2,1) are one move each.
  CHECK(test::targets(*y, fen13("Ha1 Km6 kh12"), "a1").size() == 21);
  CHECK(test::targets(*y, fen13("Ya1 Km6 kh12"), "a1").size() == 21);
  CHECK(test::targets(*y, fen13("Oa1 Km6 kh12"), "a1").size() == 40);
  // From g6: 5+5+4+4+5+5+5+5 anchorite moves, 10+10+9+9 gryphon moves, 8 shared.
  CHECK(test::targets(*y, fen13("Hg6 Ka12 km12"), "g6").size() == 38);
  CHECK(test::targets(*y, fen13("Yg6 Ka12 km12"), "g6").size() == 38);
  CHECK(test::targets(*y, fen13("Og6 Ka12 km12"), "g6").size() == 68);
  CHECK(test::targets(*y, fen13("Ha1 Km6 kh12"), "a1") == S{"b3", "c2",  "c4", "d3",  "d5",  "e4",  "e6",
                                                            "f5", "f7",  "g6", "g8",  "h7",  "h9",  "i10",
                                                            "i8", "j11", "j9", "k10", "k12", "l11", "m12"});
}

TEST_CASE("bentback: a bent rider's first step needs an empty square, it captures only at the end",
          "[bestiary]") {
  auto y = test::shipped("bentback-bestiary");
  // Anchorite e5: e6 (own pawn) and f5 (enemy knight) block the bends north and east; the
  // slide north-west from d5 ends by taking b7.
  CHECK(test::targets(*y, fen13("He5 Pe6 nf5 pb7 Km1 km12"), "e5") ==
        S{"a2", "b1", "b3", "b7", "c2", "c4", "c6", "d3", "f3", "g2", "h1"});
  // Gryphon e5: f6 (own pawn) and d4 (enemy rook) block two bends; the slide d6-d9 takes d9.
  CHECK(test::targets(*y, fen13("Ye5 Pf6 rd4 pd9 Km12 ka12"), "e5") ==
        S{"a6", "b6", "c6", "d7", "d8", "d9", "f1", "f2", "f3", "g4", "h4", "i4", "j4", "k4", "l4", "m4"});
}

TEST_CASE("bentback: checks and pins along a bent rider's path", "[bestiary]") {
  auto y = test::shipped("bentback-bestiary");
  // The anchorite j8 checks g4 through its bend j7 and the slide i6, h5: block on the bend
  // (a7j7), on the slide (g3h5), take it (i5j8), or step off the line (not to f3, still on it).
  CHECK(test::legal_moves(*y, fen13("Kg4 hj8 km12 Ra7 Ng3 Ci5")) ==
        S{"a7j7", "g3h5", "g4f4", "g4g5", "g4h3", "g4h4", "i5j8"});
  // The knight g5 is pinned on the slide of the gryphon f9 (bend g8); the bishop may unpin
  // it by standing on the bend square.
  S moves = test::legal_moves(*y, fen13("Kg2 Ng5 yf9 ka12 Bc4 ol11 Pb3"));
  CHECK(moves == S{"b3b4", "b3b5", "b3b6", "c4a6", "c4b5", "c4d3",  "c4d5",  "c4e2",
                   "c4e6", "c4f1", "c4f7", "c4g8", "c4h9", "c4i10", "c4j11", "c4k12",
                   "g2f1", "g2f2", "g2f3", "g2g1", "g2g3", "g2h1",  "g2h2",  "g2h3"});
}
