// Legality and the rules of chess: check, attacks of every kind, en passant, castling,
// promotion, mate and stalemate, and make/unmake restoring the position exactly.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>

#include "runtime/moves/castling.h"
#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "runtime/perft/perft.h"
#include "tests/unit/support.h"

using namespace chimera;
using S = std::vector<std::string>;

namespace {

using test::play;
using test::position;

// A 9x9 zoo of attackers: knight, rook, cannon, Korean cannon, horse, grasshopper, pawn,
// elephant, short rook, nightrider, and a stone that attacks nothing.
const char *kZoo = "  piece Knight N { moves \"N\"; }\n"
                   "  piece Rook R { moves \"R\"; }\n"
                   "  piece Cannon C { moves \"mRcpR\"; }\n"
                   "  piece Korean O { moves \"pR\"; }\n"
                   "  piece Horse H { moves \"nN\"; }\n"
                   "  piece Hopper G { moves \"gQ\"; }\n"
                   "  piece Pawn P { moves \"fmWfcF\"; }\n"
                   "  piece Elephant E { moves \"nA\"; }\n"
                   "  piece Short T { moves \"R2\"; }\n"
                   "  piece Nightrider Y { moves \"NN\"; }\n"
                   "  piece Stone S { moves \"mW\"; }";

// Is `sq` attacked by `by` on the given board (a FEN's board field; White to move)?
bool attacked(const Variant &v, const std::string &board, const std::string &sq, Color by) {
  Position pos = position(v, board + " w - - 0 1");
  return pos.attacked(v.parse_square(sq), by);
}

} // namespace

TEST_CASE("Position::attacked for every kind of attacker", "[rules]") {
  auto v = test::compile(test::board_with(9, 9, kZoo, "k8/9/9/9/9/9/9/9/8K w - - 0 1"));
  auto W = [&](const std::string &board, std::initializer_list<const char *> yes,
               std::initializer_list<const char *> no, Color by = White) {
    for (const char *s : yes) {
      INFO(board << " " << s << " should be attacked");
      CHECK(attacked(*v, board, s, by));
    }
    for (const char *s : no) {
      INFO(board << " " << s << " should not be attacked");
      CHECK_FALSE(attacked(*v, board, s, by));
    }
  };
  // Leaper: over anything, only its own squares.
  W("k8/9/9/9/4N4/9/9/9/8K", {"d7", "f7", "c6", "g6", "c4", "g4", "d3", "f3"},
    {"e6", "e7", "d6", "e5", "e3"});
  W("k8/9/9/4SS3/4NS3/9/9/9/8K", {"d7", "f7", "g6"}, {"e6", "f6"});
  // Slider: up to and including the first piece.
  W("k8/9/4s4/9/4R4/9/9/9/8K", {"e6", "e7", "a5", "i5", "e1", "e4"}, {"e8", "e9", "f6", "d4"});
  // Chinese cannon: only beyond exactly one screen; its plain moves attack nothing.
  W("k8/9/9/9/9/4s4/9/4C4/8K", {"e5", "e6", "e9"}, {"e3", "e4", "d2", "a2", "e1"});
  W("k8/9/4s4/9/9/4s4/9/4C4/8K", {"e5", "e6", "e7"}, {"e8", "e9", "e4"});
  W("k8/9/9/9/9/9/9/4C4/8K", {}, {"e3", "e9", "a2"});
  // Korean cannon: the same attacks as the Chinese one.
  W("k8/9/9/9/9/4s4/9/4O4/8K", {"e5", "e6", "e9"}, {"e3", "e4", "d2"});
  // Lame horse: its leg must be empty.
  W("k8/9/9/9/4H4/9/9/9/8K", {"f7", "d7", "g6", "g4", "c6", "c4", "d3", "f3"}, {"e6", "f6"});
  W("k8/9/9/4S4/4Hs3/9/9/9/8K", {"c6", "c4", "d3", "f3"}, {"f7", "d7", "g6", "g4"});
  W("k8/9/9/3s5/4H4/9/9/9/8K", {"f7", "d7", "c6"}, {});
  // Grasshopper: only the square right beyond the first piece on the line.
  W("k8/9/9/4S4/4G4/9/9/9/8K", {"e7"}, {"e6", "e8", "c5", "d5", "e3"});
  W("k8/9/4s4/5S3/4G4/9/9/9/8K", {"g7", "e8"}, {"h8", "e6", "e7", "e9"});
  W("k8/9/9/9/S3G4/9/9/9/8K", {}, {"c5", "b5", "a5"});
  W("k8/9/9/9/1S2G4/9/9/9/8K", {"a5"}, {"b5", "c5", "d5"});
  // Pawn: captures diagonally forward only; Black's forward is down.
  W("k8/9/9/9/4P4/9/9/9/8K", {"d6", "f6"}, {"e6", "d4", "f4", "e4"});
  W("k8/9/9/9/4p4/9/9/9/8K", {"d4", "f4"}, {"d6", "f6", "e4"}, Black);
  // Lame elephant.
  W("k8/9/9/9/4E4/9/9/9/8K", {"c3", "c7", "g3", "g7"}, {"f6", "d4"});
  W("k8/9/9/5S3/4E4/3s5/9/9/8K", {"c7", "g3"}, {"g7", "c3"});
  // Black's horse: the leg is mirrored as well.
  W("k8/9/9/9/4h4/4S4/9/9/8K", {"f7", "c4"}, {"f3", "d3"}, Black);
  // Range-limited rider.
  W("k8/9/9/9/4T4/9/9/9/8K", {"e7", "c5", "e3", "g5"}, {"e8", "b5", "e2", "h5", "f6"});
  // Nightrider: blocked on the intermediate squares of its line.
  W("k8/9/9/9/9/9/9/9/Y7K", {"c2", "e3", "g4", "i5", "b3", "c5", "d7", "e9"}, {"a2", "b2", "d4"});
  W("k8/9/9/9/9/9/9/2S6/Y7K", {"c2", "b3", "e9"}, {"e3", "g4", "i5"});
}

TEST_CASE("the king may not move into check", "[rules]") {
  auto v = test::shipped("chess");
  CHECK(test::targets(*v, "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "e1") == S{"d2", "f1"});
  CHECK(test::legal_moves(*v, "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1").size() == 2);
  // The king cannot hide behind itself on the checking line.
  CHECK(test::targets(*v, "4k3/8/8/8/8/8/8/r3K3 w - - 0 1", "e1") == S{"d2", "e2", "f2"});
  // Kings never stand side by side.
  CHECK(test::targets(*v, "8/8/8/8/8/3k4/8/3K4 w - - 0 1", "d1") == S{"c1", "e1"});
}

TEST_CASE("pinned pieces move only along the pin", "[rules]") {
  auto v = test::shipped("chess");
  CHECK(test::targets(*v, "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2") == S{});
  CHECK(test::legal_moves(*v, "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1").size() == 4);
  CHECK(test::targets(*v, "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1", "e2") == S{"e3", "e4", "e5", "e6", "e7"});
  CHECK(test::legal_moves(*v, "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1").size() == 9);
  CHECK(test::targets(*v, "4k3/8/8/8/8/2b5/3N4/4K3 w - - 0 1", "d2") == S{});
  CHECK(test::targets(*v, "4k3/8/8/8/8/2b5/3P4/4K3 w - - 0 1", "d2") == S{"c3"});
  CHECK(test::targets(*v, "4k3/8/8/8/8/2b5/3Q4/4K3 w - - 0 1", "d2") == S{"c3"});
}

TEST_CASE("in check only the evasions are legal", "[rules]") {
  auto v = test::shipped("chess");
  CHECK(test::legal_moves(*v, "4k3/8/8/8/1b6/8/7R/4K3 w - - 0 1") ==
        S{"e1d1", "e1e2", "e1f1", "e1f2", "h2d2"});
  // Double check: only the king moves.
  CHECK(test::legal_moves(*v, "4k3/8/8/8/1b6/8/8/R3K2r w - - 0 1") == S{"e1e2", "e1f2"});
  // Capturing the checker.
  CHECK(test::legal_moves(*v, "4k3/8/8/8/8/R4n2/8/4K3 w - - 0 1") ==
        S{"a3f3", "e1d1", "e1e2", "e1f1", "e1f2"});
}

TEST_CASE("checks by cannons, grasshoppers and lame horses", "[rules]") {
  auto v = test::compile(test::board_with(5, 5,
                                          "  piece Cannon C { moves \"mRcpR\"; }\n"
                                          "  piece Hopper G { moves \"gQ\"; }\n"
                                          "  piece Horse H { moves \"nN\"; }\n"
                                          "  piece Stone S { moves \"mW\"; }",
                                          "k4/5/5/5/2K2 w - - 0 1"));
  // A cannon's check is met by moving the king, moving the screen off the line or adding a
  // second screen; a screen moved along the line still gives check.
  CHECK(position(*v, "k1c2/1S3/2S2/5/2K2 w - - 0 1").in_check());
  CHECK(test::legal_moves(*v, "k1c2/1S3/2S2/5/2K2 w - - 0 1") ==
        S{"b4c4", "c1b1", "c1b2", "c1d1", "c1d2", "c3b3", "c3d3"});
  // No check without a screen; a piece stepping onto the line becomes one and is not allowed.
  CHECK_FALSE(position(*v, "k1c2/5/1S3/3S1/2K2 w - - 0 1").in_check());
  CHECK(test::legal_moves(*v, "k1c2/5/1S3/3S1/2K2 w - - 0 1") ==
        S{"b3a3", "b3b2", "b3b4", "c1b1", "c1b2", "c1c2", "c1d1", "d2d1", "d2d3", "d2e2"});
  // Capturing the screen leaves a screen: still check. Capturing the cannon ends it.
  auto r = test::compile(
      test::board_with(5, 5,
                       "  piece Cannon C { moves \"mRcpR\"; }\n  piece Rook R { moves \"R\"; }\n"
                       "  piece Stone S { moves \"mW\"; }",
                       "k4/5/5/5/2K2 w - - 0 1"));
  CHECK(test::legal_moves(*r, "2c1k/5/R1s2/5/2K2 w - - 0 1") == S{"c1b1", "c1b2", "c1d1", "c1d2"});
  CHECK(test::legal_moves(*r, "R1c1k/5/2s2/5/2K2 w - - 0 1") == S{"a5c5", "c1b1", "c1b2", "c1d1", "c1d2"});
  // Grasshopper: checks over an adjacent screen; moving the screen, or another screen, helps.
  CHECK(position(*v, "k4/2g2/5/2S2/2K2 w - - 0 1").in_check());
  CHECK(test::legal_moves(*v, "k4/2g2/5/2S2/2K2 w - - 0 1") ==
        S{"c1b1", "c1b2", "c1d1", "c1d2", "c2b2", "c2c3", "c2d2"});
  CHECK(test::legal_moves(*v, "k1g2/5/3S1/1S3/2K2 w - - 0 1") ==
        S{"b2a2", "b2b1", "b2b3", "c1b1", "c1c2", "c1d1", "c1d2", "d3c3", "d3d2", "d3d4", "d3e3"});
  // A lame horse's leg is pinned: moving it would open the check.
  CHECK(test::legal_moves(*v, "k4/5/3h1/3S1/2K2 w - - 0 1") == S{"c1b1", "c1c2", "c1d1"});
  CHECK(position(*v, "k4/5/3h1/5/2K2 w - - 0 1").in_check());
  CHECK(test::legal_moves(*v, "k4/5/3h1/5/2K2 w - - 0 1") == S{"c1b1", "c1c2", "c1d1", "c1d2"});
}

TEST_CASE("chess pawns: steps, double steps, captures", "[rules]") {
  auto v = test::shipped("chess");
  CHECK(test::legal_moves(*v, v->startFen).size() == 20);
  CHECK(test::targets(*v, v->startFen, "e2") == S{"e3", "e4"});
  CHECK(test::targets(*v, v->startFen, "g1") == S{"f3", "h3"});
  CHECK(test::targets(*v, "4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1", "e2") == S{"e3"});
  CHECK(test::targets(*v, "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2") == S{});
  CHECK(test::targets(*v, "4k3/8/8/8/8/3r1b2/4P3/4K3 w - - 0 1", "e2") == S{"d3", "e3", "e4", "f3"});
}

TEST_CASE("en passant", "[rules]") {
  auto v = test::shipped("chess");
  CHECK(test::targets(*v, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5") == S{"d6", "e6"});
  CHECK(test::legal_moves(*v, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2").size() == 7);
  CHECK(test::targets(*v, "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2", "e5") == S{"e6"});
  CHECK(test::targets(*v, "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1", "e4") == S{"d3", "e3"});
  // The capture removes the pawn that passed.
  CHECK(play(*v, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", {"e5d6"}).fen() == "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2");
  CHECK(play(*v, "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1", {"e4d3"}).fen() == "4k3/8/8/8/8/3p4/8/4K3 w - - 0 2");
  // After a real double step, and only on the very next move.
  Position pos = play(*v, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", {"d7d5"});
  CHECK(pos.fen() == "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
  CHECK(pos.key() == pos.compute_key());
  CHECK(play(*v, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", {"d7d5", "e1d1", "e8d8"}).fen() ==
        "3k4/8/8/3pP3/8/8/8/3K4 w - - 2 3");
  Position later = play(*v, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", {"d7d5", "e1d1", "e8d8"});
  CHECK(parse_move(later, "e5d6").is_none());
  // Both pawns leave the fifth rank: the king on it would be in check from the rook.
  CHECK(test::targets(*v, "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2", "b5") == S{"b6"});
  CHECK(test::targets(*v, "8/8/8/KPp5/8/8/8/4k3 w - c6 0 2", "b5") == S{"b6", "c6"});
  CHECK(test::targets(*v, "8/8/8/8/k2Pp2R/8/8/4K3 b - d3 0 1", "e4") == S{"e3"});
  // En passant that removes the checking pawn.
  CHECK(test::legal_moves(*v, "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1") ==
        S{"c5b4", "c5b5", "c5b6", "c5c4", "c5c6", "c5d4", "c5d5", "c5d6", "e4d3"});
}

TEST_CASE("double steps and en passant on a 16x16 board", "[rules]") {
  auto board = [](const std::string &r4, const std::string &r3, const std::string &r2) {
    std::string b = "7k8/";
    for (int r = 15; r >= 5; --r) b += "16/";
    return b + r4 + "/" + r3 + "/" + r2 + "/7K8";
  };
  const std::string start = board("14p1", "16", "15P") + " w - - 0 1";
  // Black's pawns start on rank 15, so the one on o4 has no double step.
  auto v = test::compile(test::board_with(16, 16,
                                          "  piece Queen Q { moves \"Q\"; }\n"
                                          "  piece Pawn P { moves \"fmWfceFifmnD\"; }\n"
                                          "  promotion { pieces Pawn; zone rank 16; to Queen; }",
                                          "7k8/14p1/16/16/16/16/16/16/16/16/16/16/16/16/15P/7K8 w - - 0 1"));
  CHECK(test::targets(*v, start, "p2") == S{"p3", "p4"});
  Position pos = play(*v, start, {"p2p4"});
  CHECK(pos.fen() == board("14pP", "16", "16") + " b - p3 0 1");
  CHECK(test::targets(*v, pos.fen(), "o4") == S{"o3", "p3"});
  pos = play(*v, pos.fen(), {"o4p3"});
  CHECK(pos.fen() == board("16", "15p", "16") + " w - - 0 2");
  CHECK(pos.key() == pos.compute_key());
}

TEST_CASE("castling and each of its conditions", "[rules]") {
  auto v = test::shipped("chess");
  const std::string base = "r3k2r/8/8/8/8/8/8/R3K2R ";
  CHECK(test::targets(*v, base + "w KQkq - 0 1", "e1") == S{"c1", "d1", "d2", "e2", "f1", "f2", "g1"});
  CHECK(test::legal_moves(*v, base + "w KQkq - 0 1").size() == 26);
  CHECK(test::targets(*v, base + "b KQkq - 0 1", "e8") == S{"c8", "d7", "d8", "e7", "f7", "f8", "g8"});
  // Rights.
  CHECK(test::targets(*v, base + "w Qkq - 0 1", "e1") == S{"c1", "d1", "d2", "e2", "f1", "f2"});
  CHECK(test::targets(*v, base + "w Kkq - 0 1", "e1") == S{"d1", "d2", "e2", "f1", "f2", "g1"});
  CHECK(test::targets(*v, base + "w kq - 0 1", "e1") == S{"d1", "d2", "e2", "f1", "f2"});
  CHECK(test::targets(*v, base + "b KQ - 0 1", "e8") == S{"d7", "d8", "e7", "f7", "f8"});
  // Every square between king and rook, and both destinations, must be empty.
  CHECK(test::targets(*v, "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "e1") ==
        S{"d1", "d2", "e2", "f1", "f2", "g1"});
  CHECK(test::targets(*v, "r3k2r/8/8/8/8/8/8/R1B1K2R w KQkq - 0 1", "e1") ==
        S{"d1", "d2", "e2", "f1", "f2", "g1"});
  CHECK(test::targets(*v, "r3k2r/8/8/8/8/8/8/R2QK2R w KQkq - 0 1", "e1") == S{"d2", "e2", "f1", "f2", "g1"});
  CHECK(test::targets(*v, "r3k2r/8/8/8/8/8/8/R3KB1R w KQkq - 0 1", "e1") == S{"c1", "d1", "d2", "e2", "f2"});
  CHECK(test::targets(*v, "r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1", "e1") ==
        S{"c1", "d1", "d2", "e2", "f1", "f2"});
  CHECK(test::targets(*v, "r3k2r/8/8/8/8/8/8/R3K1nR w KQkq - 0 1", "e1") == S{"c1", "d1", "d2", "f1", "f2"});
  // Not out of check.
  CHECK(test::targets(*v, "r3k2r/8/8/4r3/8/8/8/R3K2R w KQkq - 0 1", "e1") == S{"d1", "d2", "f1", "f2"});
  CHECK(test::legal_moves(*v, "r3k2r/8/8/4r3/8/8/8/R3K2R w KQkq - 0 1").size() == 4);
  // Not through an attacked square (f1, d1), not into one (g1, c1).
  CHECK(test::targets(*v, "r3k2r/8/8/8/8/7b/8/R3K2R w KQkq - 0 1", "e1") == S{"c1", "d1", "d2", "e2", "f2"});
  CHECK(test::targets(*v, "r3k2r/8/8/8/8/5b2/8/R3K2R w KQkq - 0 1", "e1") == S{"d2", "f1", "f2", "g1"});
  CHECK(test::targets(*v, "r3k2r/8/8/8/8/8/7b/R3K2R w KQkq - 0 1", "e1") ==
        S{"c1", "d1", "d2", "e2", "f1", "f2"});
  CHECK(test::targets(*v, "r3k2r/8/8/8/8/1n6/8/R3K2R w KQkq - 0 1", "e1") == S{"d1", "e2", "f1", "f2", "g1"});
  // b1 may be attacked: the king does not cross it.
  CHECK(test::targets(*v, "r3k2r/8/8/8/8/n7/8/R3K2R w KQkq - 0 1", "e1") ==
        S{"c1", "d1", "d2", "e2", "f1", "f2", "g1"});
  // The rooks' squares may be attacked.
  CHECK(test::targets(*v, "r3k2r/8/8/r6r/8/8/8/R3K2R w KQkq - 0 1", "e1") ==
        S{"c1", "d1", "d2", "e2", "f1", "f2", "g1"});
  // The moves themselves.
  CHECK(play(*v, base + "w KQkq - 0 1", {"e1g1"}).fen() == "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
  CHECK(play(*v, base + "w KQkq - 0 1", {"e1c1"}).fen() == "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1");
  CHECK(play(*v, base + "b KQkq - 0 1", {"e8g8"}).fen() == "r4rk1/8/8/8/8/8/8/R3K2R w KQ - 1 2");
  CHECK(play(*v, base + "b KQkq - 0 1", {"e8c8"}).fen() == "2kr3r/8/8/8/8/8/8/R3K2R w KQ - 1 2");
  // Moving the king or a rook loses the rights; so does losing the rook.
  CHECK(play(*v, base + "w KQkq - 0 1", {"e1f1"}).fen() == "r3k2r/8/8/8/8/8/8/R4K1R b kq - 1 1");
  CHECK(play(*v, base + "w KQkq - 0 1", {"a1b1"}).fen() == "r3k2r/8/8/8/8/8/8/1R2K2R b Kkq - 1 1");
  CHECK(play(*v, base + "w KQkq - 0 1", {"a1b1", "a8b8", "b1a1", "b8a8"}).fen() ==
        "r3k2r/8/8/8/8/8/8/R3K2R w Kk - 4 3");
  CHECK(test::targets(*v, "r3k2r/8/8/8/8/8/8/R3K2R w Kk - 4 3", "e1") ==
        S{"d1", "d2", "e2", "f1", "f2", "g1"});
  CHECK(play(*v, base + "w KQkq - 0 1", {"h1h8"}).fen() == "r3k2R/8/8/8/8/8/8/R3K3 b Qq - 0 1");
  // Promoting by capturing a rook on its corner takes that side's right away.
  CHECK(play(*v, "r3k2r/6P1/8/8/8/8/8/4K3 w kq - 0 1", {"g7h8q"}).fen() == "r3k2Q/8/8/8/8/8/8/4K3 b q - 0 1");
  Position lost = play(*v, "r3k2r/8/8/8/8/8/1b6/R3K2R b KQkq - 0 1", {"b2a1"});
  CHECK(lost.fen() == "r3k2r/8/8/8/8/8/8/b3K2R w Kkq - 0 2");
  CHECK(test::targets(*v, lost.fen(), "e1") == S{"d1", "d2", "e2", "f1", "f2", "g1"});
}

TEST_CASE("promotion: four choices, mandatory, an optional zone adds the plain move", "[rules]") {
  auto v = test::shipped("chess");
  CHECK(test::targets(*v, "3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7") ==
        S{"d8b", "d8n", "d8q", "d8r", "e8b", "e8n", "e8q", "e8r"});
  CHECK(test::targets(*v, "4k3/8/8/8/8/8/3p4/K7 b - - 0 1", "d2") == S{"d1b", "d1n", "d1q", "d1r"});
  CHECK(test::targets(*v, "4k3/8/8/8/8/8/3p4/K2N4 b - - 0 1", "d2") == S{});
  CHECK(play(*v, "3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", {"e7d8n"}).fen() == "3N4/8/8/8/8/8/k7/4K3 b - - 0 1");
  CHECK(play(*v, "4k3/8/8/8/8/8/3p4/K7 b - - 5 9", {"d2d1q"}).fen() == "4k3/8/8/8/8/8/8/K2q4 w - - 0 10");

  auto o = test::compile(test::board_with(5, 5,
                                          "  piece Queen Q { moves \"Q\"; }\n"
                                          "  piece Pawn P { moves \"fmW\"; }\n"
                                          "  promotion { pieces Pawn; zone rank 4; to Queen; optional; }\n"
                                          "  promotion { pieces Pawn; zone rank 5; to Queen; mandatory; }",
                                          "k4/5/1P3/5/4K w - - 0 1"));
  CHECK(test::targets(*o, "k4/5/1P3/5/4K w - - 0 1", "b3") == S{"b4", "b4q"});
  CHECK(test::targets(*o, "k4/1P3/5/5/4K w - - 0 1", "b4") == S{"b5q"});
  CHECK(test::targets(*o, "k4/5/5/1p3/4K b - - 0 1", "b2") == S{"b1q"});
  CHECK(test::targets(*o, "k4/5/1p3/5/4K b - - 0 1", "b3") == S{"b2", "b2q"});
  CHECK(play(*o, "k4/5/1P3/5/4K w - - 0 1", {"b3b4"}).fen() == "k4/1P3/5/5/4K b - - 0 1");
}

TEST_CASE("checkmate and stalemate leave no legal move", "[rules]") {
  auto v = test::shipped("chess");
  CHECK(test::legal_moves(*v, "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1").empty());
  CHECK(position(*v, "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1").in_check());
  CHECK(test::legal_moves(*v, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").empty());
  CHECK_FALSE(position(*v, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").in_check());
  Position mate = play(*v, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", {"a1a8"});
  CHECK(mate.in_check());
  MoveList list;
  generate_legal(mate, list);
  CHECK(list.size() == 0);
  // Fool's mate.
  Position fool = play(*v, v->startFen, {"f2f3", "e7e5", "g2g4", "d8h4"});
  CHECK(fool.in_check());
  MoveList none;
  generate_legal(fool, none);
  CHECK(none.size() == 0);
  // A cannon mate: the king's file is covered over a screen, the other squares by a rook.
  auto c = test::compile(
      test::board_with(5, 5,
                       "  piece Cannon C { moves \"mRcpR\"; }\n  piece Rook R { moves \"R\"; }\n"
                       "  piece Stone S { moves \"mW\"; }",
                       "k4/5/5/5/4K w - - 0 1"));
  CHECK(position(*c, "cr2k/5/s4/5/K4 w - - 0 1").in_check());
  CHECK(test::legal_moves(*c, "cr2k/5/s4/5/K4 w - - 0 1").empty());
  CHECK(test::legal_moves(*c, "cr2k/5/5/5/K4 w - - 0 1") == S{"a1a2"});
}

namespace {

// Legality by the definition, without the generator's shortcuts: the king does not start,
// cross or end a castling move on an attacked square, and no move leaves a royal attacked.
bool slow_legal(Position &pos, Move m) {
  const Color us = pos.side_to_move();
  if (m.kind() == MoveKind::Castling) {
    const CastleSquares c = castle_squares(pos.variant(), m);
    const int step = c.kingTo > c.kingFrom ? 1 : -1;
    for (Square s = c.kingFrom;; s += step) {
      if (pos.attacked(s, ~us)) return false;
      if (s == c.kingTo) break;
    }
  }
  pos.do_move(m);
  const bool ok = !pos.royal_attacked(us);
  pos.undo_move(m);
  return ok;
}

struct Walk {
  uint64_t leaves = 0;
  std::string failure;

  void fail(const std::string &what) {
    if (failure.empty()) failure = what;
  }

  void run(Position &pos, int depth) {
    const Variant &v = pos.variant();
    MoveList pseudo, fast;
    generate_pseudo(pos, pseudo);
    generate_legal(pos, fast);
    // Every legal move by full make/unmake, to check the generator's shortcuts.
    S slow, quick;
    for (Move m : pseudo)
      if (slow_legal(pos, m)) slow.push_back(move_to_text(v, m));
    for (Move m : fast) quick.push_back(move_to_text(v, m));
    std::sort(slow.begin(), slow.end());
    std::sort(quick.begin(), quick.end());
    if (quick != slow) fail(pos.fen() + ": generate_legal differs from make/unmake legality");
    // Attack detection agrees with the generator: a piece of the side not to move is attacked
    // exactly when some pseudo-legal move lands on its square.
    SquareSet hit;
    for (Move m : pseudo) hit.set(m.to());
    pos.pieces(~pos.side_to_move()).for_each([&](Square s) {
      if (pos.attacked(s, pos.side_to_move()) != hit.test(s))
        fail(pos.fen() + ": attacked(" + v.square_name(s) + ") disagrees with the moves");
    });
    const std::string fen = pos.fen();
    const uint64_t key = pos.key();
    for (Move m : fast) {
      pos.do_move(m);
      if (pos.key() != pos.compute_key()) fail(fen + " " + move_to_text(v, m) + ": key() != compute_key()");
      if (pos.royal_attacked(~pos.side_to_move()))
        fail(fen + " " + move_to_text(v, m) + ": leaves the king attacked");
      if (depth > 1)
        run(pos, depth - 1);
      else
        ++leaves;
      pos.undo_move(m);
      if (pos.fen() != fen) fail(fen + " " + move_to_text(v, m) + ": unmake gives " + pos.fen());
      if (pos.key() != key) fail(fen + " " + move_to_text(v, m) + ": unmake changes the key");
      if (!failure.empty()) return;
    }
  }
};

uint64_t walk(const Variant &v, const std::string &fen, int depth) {
  Position pos = position(v, fen);
  Walk w;
  w.run(pos, depth);
  INFO(w.failure);
  CHECK(w.failure.empty());
  CHECK(perft(pos, depth) == w.leaves);
  CHECK(pos.fen() == position(v, fen).fen());
  return w.leaves;
}

} // namespace

TEST_CASE("make/unmake restores the FEN and the key, keys stay incremental", "[rules]") {
  auto v = test::shipped("chess");
  for (auto [fen, depth] :
       {std::pair<const char *, int>{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3},
        {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3},
        {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4},
        {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3},
        {"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", 3},
        {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 3}}) {
    INFO(fen);
    CHECK(walk(*v, fen, depth) > 0);
  }
  auto fairy =
      test::compile(test::board_with(6, 6,
                                     "  piece Cannon C { moves \"mRcpR\"; }\n"
                                     "  piece Horse H { moves \"nN\"; }\n"
                                     "  piece Hopper G { moves \"gQ\"; }\n"
                                     "  piece Elephant E { moves \"nA\"; }\n"
                                     "  piece Pawn P { moves \"fmWfceFifmnD\"; }\n"
                                     "  promotion { pieces Pawn; zone rank 6; to Cannon Horse Hopper; }",
                                     "chgkec/pppppp/6/6/PPPPPP/CHGKEC w - - 0 1"));
  CHECK(walk(*fairy, fairy->startFen, 4) > 0);
  CHECK(walk(*fairy, "2k3/1P2g1/2pP2/6/1c3H/C2K1e b - d3 0 1", 3) > 0);
  CHECK(walk(*fairy, "k5/2P3/3c2/6/1G4/3K2 w - - 0 1", 3) > 0);
  auto zoo = test::compile(test::board_with(7, 7,
                                            "  piece Cannon C { moves \"mRcpR\"; }\n"
                                            "  piece Korean O { moves \"pR\"; }\n"
                                            "  piece Hopper G { moves \"gQ\"; }\n"
                                            "  piece Horse H { moves \"nN\"; }\n"
                                            "  piece Elephant E { moves \"nA\"; }\n"
                                            "  piece Nightrider Y { moves \"NN\"; }\n"
                                            "  piece Short T { moves \"R2fB3\"; }\n"
                                            "  piece Camel L { moves \"LfsN\"; }\n"
                                            "  piece Pawn P { moves \"fmWfceFifmnD\"; }",
                                            "chgkeot/ppppppp/7/7/7/PPPPPPP/CHGKEOT w - - 0 1"));
  CHECK(walk(*zoo, zoo->startFen, 3) > 0);
  CHECK(walk(*zoo, "y1l1k2/1P1p3/2o1C2/h1P2g1/3pP2/T1e2L1/Y1K1c2 w - - 0 1", 3) > 0);
  CHECK(walk(*zoo, "y1l1k2/1P1p3/2o1C2/h1P2g1/3pP2/T1e2L1/Y1K1c2 b - - 0 1", 3) > 0);
  auto big = test::compile(
      test::board_with(16, 16,
                       "  piece Rook R { moves \"R\"; }\n  piece Knight N { moves \"N\"; }\n"
                       "  piece Pawn P { moves \"fmWfceFifmnD\"; }",
                       "rn5k6pr/15p/16/16/16/16/16/16/16/16/16/16/16/16/P14P/RN5K6NR w - - 0 1"));
  CHECK(walk(*big, big->startFen, 3) > 0);
}
