// Captures under a blast judged in place (Position::safe_after_blast) and the lean paths of the
// blast variants without royal pieces and of the spared types: exact outcomes, and walks of
// random games in which every pseudo-legal move is judged both ways.
#include <catch2/catch.hpp>

#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "tests/unit/support.h"

using namespace chimera;

namespace {

bool has(const std::vector<std::string> &moves, const std::string &m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

// At every node of random games, compares legal() (the node's CheckInfo: pins, quiet moves and
// captures judged in place) with the test by make/unmake (legal_slow without the in-place
// flags) for every pseudo-legal move. Returns the captures so compared.
int walk(const Variant &v, int games, int plies, unsigned seed) {
  return test::over_random_games(v, games, plies, seed, [&v](Position &pos) {
    MoveList pseudo;
    generate_pseudo(pos, pseudo);
    const CheckInfo ci = check_info(pos);
    CheckInfo slow; // what legal_slow needs of the node, without the shortcuts
    slow.confronted = ci.confronted, slow.inCheck = ci.inCheck, slow.checkers = ci.checkers;
    int captures = 0;
    for (Move m : pseudo) {
      const bool quick = legal(pos, m, ci);
      const bool full = node_allows(pos, m, ci) && legal_slow(pos, m, slow);
      if (quick != full) FAIL_CHECK(pos.fen() << " " << move_to_text(v, m) << " in place " << quick);
      captures += is_capture(pos, m);
    }
    return captures;
  });
}

} // namespace

TEST_CASE("blasts: a capture is judged in place by what it blows up", "[blasts]") {
  auto v = test::shipped("atomic");
  // Ra2xd2 blows up the white king on e1 with the knight: illegal.
  CHECK_FALSE(has(test::legal_moves(*v, "4k3/8/8/8/8/8/R2n4/4K3 w - - 0 1"), "a2d2"));
  // In check from e8, Bxb7 blows up the black king on c8: legal; another bishop move is not.
  const auto mate = test::legal_moves(*v, "2k1r3/1p6/B7/8/8/8/8/4K3 w - - 0 1");
  CHECK(has(mate, "a6b7"));
  CHECK_FALSE(has(mate, "a6b5"));
  // In check from e8, a capture next to the rook blows it up: legal; one elsewhere is not.
  const auto checker = test::legal_moves(*v, "k3r3/3p4/8/8/8/8/8/3QK2R w - - 0 1");
  CHECK(has(checker, "d1d7"));
  CHECK_FALSE(has(checker, "h1h8"));
  // Nxd3 blows up the bishop on e2 that shields the king from the rook: illegal, and so is
  // Bxd3; without the rook both are legal.
  const auto shield = test::legal_moves(*v, "4r1k1/8/8/8/8/3p4/4B3/2N1K3 w - - 0 1");
  CHECK_FALSE(has(shield, "c1d3"));
  CHECK_FALSE(has(shield, "e2d3"));
  const auto open = test::legal_moves(*v, "6k1/8/8/8/8/3p4/4B3/2N1K3 w - - 0 1");
  CHECK(has(open, "c1d3"));
  CHECK(has(open, "e2d3"));
  // Kings side by side: a capture that opens the rook's line onto e1 is legal (no capture
  // can take a king next to the enemy's).
  CHECK(has(test::legal_moves(*v, "4r3/8/8/8/8/3p4/4B3/2N1Kk2 w - - 0 1"), "c1d3"));
  // A king may not capture: it would blow itself up.
  CHECK_FALSE(has(test::legal_moves(*v, "4k3/8/8/8/8/8/4p3/4K3 w - - 0 1"), "e1e2"));
}

TEST_CASE("blasts: atomar's kings capture, but not each other, and are no royal pieces", "[blasts]") {
  auto v = test::shipped("atomar");
  // Immune, the king takes the knight and survives the blast, which takes the rook on d3.
  CHECK(test::play(*v, "4k3/8/8/8/8/3r4/4n3/4K3 w - - 0 1", {"e1e2"}).fen() ==
        "4k3/8/8/8/8/8/4K3/8 b - - 0 1");
  // A king may not take the other (`cannot capture King`), but may stand next to it.
  const auto kings = test::legal_moves(*v, "8/8/8/8/8/8/4k3/4K3 w - - 0 1");
  CHECK_FALSE(has(kings, "e1e2"));
  CHECK(has(kings, "e1d2"));
  // The king may be left attacked: no piece is royal, and every pseudo-legal move is legal
  // without a test (CheckInfo::simple).
  const Position pos = test::position(*v, "4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
  CHECK(check_info_plain(pos).simple);
  CHECK(has(test::legal_moves(*v, "4k3/8/8/8/8/8/8/r3K3 w - - 0 1"), "e1e2"));
  auto ncheck = test::shipped("nocheckatomic");
  CHECK(check_info_plain(test::position(*ncheck, ncheck->startFen)).simple);
  // Atomic's king is royal: its captures are judged in place, not by simple.
  auto atomic = test::shipped("atomic");
  const CheckInfo ci = check_info_plain(test::position(*atomic, atomic->startFen));
  CHECK_FALSE(ci.simple);
  CHECK(ci.quietTest);
}

TEST_CASE("blasts: the in-place test agrees with make/unmake in random games", "[blasts]") {
  for (const char *name : {"atomic", "atomar", "nocheckatomic", "janggi"}) {
    INFO(name);
    auto v = test::shipped(name);
    CHECK(walk(*v, 40, 120, 2512) > 100);
  }
  // A wider blast with spared and immune types and hoppers (their lines open and close as
  // pieces are blown up), and one that turns the pieces it removes into walls.
  const std::string pieces = R"(
    piece Rook R { moves "R"; }
    piece Bishop B { moves "B"; }
    piece Knight N { moves "N"; }
    piece Cannon C { moves "mRcpR"; }
    piece Pawn P { moves "fmWfcF"; }
  )";
  const std::string start = "rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w - - 0 1";
  std::string wide = test::board_with(8, 8, pieces, start);
  wide.insert(wide.rfind('}'), "rules { blast radius 2 except Pawn immune Knight; }\n");
  CHECK(walk(*test::compile(wide), 40, 120, 7) > 100);
  std::string walls = test::board_with(8, 8, pieces, start);
  walls.insert(walls.rfind('}'), "rules { blast radius 1 petrifies; }\n");
  CHECK(walk(*test::compile(walls), 40, 120, 11) > 100);
}

TEST_CASE("spared types: janggi and atomar take the lean generator instance", "[blasts][tables]") {
  CHECK(test::shipped("chess")->generator() == Generator::Plain);
  CHECK(test::shipped("atomic")->generator() == Generator::Plain);
  CHECK(test::shipped("nocheckatomic")->generator() == Generator::Plain);
  CHECK(test::shipped("culverin")->generator() == Generator::PlainHopRules);
  CHECK(test::shipped("janggi")->generator() == Generator::PlainSpared);
  CHECK(test::shipped("atomar")->generator() == Generator::PlainSpared);
  CHECK(test::shipped("janggi")->hasSpared);
  CHECK(test::shipped("atomar")->hasSpared);
  CHECK_FALSE(test::shipped("culverin")->hasSpared);
  // `cannot capture` still holds there: the cannon may not take the other cannon.
  auto janggi = test::shipped("janggi");
  const auto cannon = test::targets(*janggi, "4k4/9/9/4c4/9/9/4P4/9/4C4/4K4 w - - 0 1", "e2");
  CHECK(has(cannon, "e6"));
  CHECK_FALSE(has(cannon, "e7"));
}
