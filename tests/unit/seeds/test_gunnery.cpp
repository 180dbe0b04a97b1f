// Gunnery Chess with Scorpions: one test per clause of the Scorpion's moves and its cannon
// shot (RULES.md), and the general move rules behind them (`screen friend`, `pierces`,
// `explodes`) on pieces of other shapes.
#include <algorithm>
#include <catch2/catch.hpp>

#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "tests/unit/support.h"

using namespace chimera;
using S = std::vector<std::string>;

namespace {

const Variant &gunnery() {
  static std::unique_ptr<Variant> v = test::shipped("gunnery");
  return *v;
}

// The targets of the shots (exploding captures) of the piece on `square`, sorted.
S shots(const std::string &fen, const std::string &square) {
  Position pos = test::position(gunnery(), fen);
  MoveList list;
  generate_legal(pos, list);
  S out;
  for (Move m : list)
    if (m.kind() == MoveKind::Explosion && gunnery().square_name(m.from()) == square)
      out.push_back(gunnery().square_name(m.to()));
  std::sort(out.begin(), out.end());
  return out;
}

Move kind_of(const std::string &fen, const std::string &text, MoveKind &kind) {
  Position pos = test::position(gunnery(), fen);
  Move m = parse_move(pos, text);
  kind = m.is_none() ? MoveKind::Normal : m.kind();
  return m;
}

} // namespace

TEST_CASE("gunnery: the Scorpion moves as a pawn plus two sideways knight steps that never capture",
          "[gunnery]") {
  // From the start: the 16 pawn moves and 12 knight steps to the third rank (b1 and g1's
  // knights leave a3, c3, f3, h3 free).
  CHECK(test::legal_moves(gunnery(), gunnery().startFen).size() == 32);
  CHECK(test::targets(gunnery(), "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2") == S{"c3", "e3", "e4", "g3"});
  // The knight steps do not capture, and pieces there are not attacked (the king may stand
  // on g3 next to... nothing attacks it from e2).
  CHECK(test::targets(gunnery(), "4k3/8/8/8/8/2n3n1/4P3/4K3 w - - 0 1", "e2") == S{"e3", "e4"});
  Position pos = test::position(gunnery(), "8/8/8/8/8/2k5/4P3/4K3 b - - 0 1");
  CHECK_FALSE(pos.in_check());
  // Captures diagonally forward and en passant, like a pawn.
  CHECK(test::targets(gunnery(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5") == S{"c6", "d6", "e6", "g6"});
}

TEST_CASE("gunnery: a sideways knight step to the last rank promotes", "[gunnery]") {
  CHECK(test::legal_moves(gunnery(), "7k/1P6/8/8/8/8/8/K7 w - - 0 1") ==
        S{"a1a2", "a1b1", "a1b2", "b7b8b", "b7b8n", "b7b8q", "b7b8r", "b7d8b", "b7d8n", "b7d8q", "b7d8r"});
}

TEST_CASE("gunnery: the shot needs a friendly screen as the first piece ahead", "[gunnery]") {
  // Friendly knight e3 is the screen: the shot reaches the knight on e5 and the rook on e7.
  CHECK(shots("3k4/4r3/8/4n3/8/4N3/4P3/4K3 w - - 0 1", "e2") == S{"e5", "e7"});
  // Empty squares between the Scorpion and its screen do not matter.
  CHECK(shots("3k4/4r3/8/4n3/4N3/8/4P3/4K3 w - - 0 1", "e2") == S{"e5", "e7"});
  // An enemy piece as the first piece ahead is no screen: no shot at all.
  CHECK(shots("3k4/4r3/8/4n3/8/4n3/4P3/4K3 w - - 0 1", "e2") == S{});
  // No screen at all: no shot (the Scorpion only steps).
  CHECK(shots("3k4/4r3/8/8/8/8/4P3/4K3 w - - 0 1", "e2") == S{});
}

TEST_CASE("gunnery: the shot flies over enemy pieces but an enemy Scorpion stops it", "[gunnery]") {
  // Over the knight on e5 to the rook on e7; both may be hit.
  CHECK(shots("3k4/4r3/8/4n3/8/4N3/4P3/4K3 w - - 0 1", "e2") == S{"e5", "e7"});
  // An enemy Scorpion on e5 may be hit, but the rook behind it is out of reach.
  CHECK(shots("3k4/4r3/8/4p3/8/4N3/4P3/4K3 w - - 0 1", "e2") == S{"e5"});
  // A second friendly piece (the bishop on e6) stops it and cannot be hit.
  CHECK(shots("3k4/4r3/4B3/4n3/8/4N3/4P3/4K3 w - - 0 1", "e2") == S{"e5"});
}

TEST_CASE("gunnery: the shot never lands on an empty square and works for Black too", "[gunnery]") {
  // e4 and e6 are empty squares on the line: not targets (e3, e4 are the Scorpion's steps).
  CHECK(test::targets(gunnery(), "3k4/4r3/8/4n3/8/4N3/4P3/4K3 w - - 0 1", "e2") == S{"c3", "e5", "e7", "g3"});
  // Black shoots down the file: screen d6, targets the bishop d4 and the rook d2.
  CHECK(shots("4k3/3p4/3n4/8/3B4/8/3R4/4K3 b - - 0 1", "d7") == S{"d2", "d4"});
}

TEST_CASE("gunnery: the shot explodes: the Scorpion and its target both leave the board", "[gunnery]") {
  const std::string fen = "3k4/4r3/8/4n3/8/4N3/4P3/4K3 w - - 0 1";
  MoveKind kind;
  REQUIRE_FALSE(kind_of(fen, "e2e7", kind).is_none());
  CHECK(kind == MoveKind::Explosion);
  // test::play also takes the move back and checks that the FEN and the key are restored.
  Position pos = test::play(gunnery(), fen, {"e2e7"});
  CHECK(pos.fen() == "3k4/8/8/4n3/8/4N3/8/4K3 b - - 0 1");
  CHECK(pos.key() == pos.compute_key());
  // A shot on the last rank removes the Scorpion: nothing to promote.
  pos = test::play(gunnery(), "r3k3/8/8/8/8/R7/P7/4K3 w - - 0 1", {"a2a8"});
  CHECK(pos.fen() == "4k3/8/8/8/8/R7/8/4K3 b - - 0 1");
}

TEST_CASE("gunnery: a shot gives check, met by every way the rules allow and no other", "[gunnery]") {
  // White shoots from e2 over the screen e4 at the king e8. Black may capture the shooter
  // (Bh5xe2), capture the screen (Ra4xe4), put a piece between shooter and screen (Nd5-e3),
  // put a Scorpion between screen and king (c7-e6, a sideways knight step), or move the king
  // off the file. Putting the bishop or the knight on e7 does not block: they are not
  // Scorpions, and the shot flies over them.
  CHECK(test::legal_moves(gunnery(), "4kb2/2p5/8/3n3b/r3N3/8/4P3/7K b - - 0 1") ==
        S{"a4e4", "c7e6", "d5e3", "e8d7", "e8d8", "e8f7", "h5e2"});
  // A black knight between the screen and the king does not block either: still check.
  CHECK(test::position(gunnery(), "4k3/8/4n3/8/4N3/8/4P3/7K b - - 0 1").in_check());
  // A second white piece stops the shot.
  CHECK_FALSE(test::position(gunnery(), "4k3/8/4N3/8/4N3/8/4P3/7K b - - 0 1").in_check());
  // A black Scorpion in the line does.
  CHECK_FALSE(test::position(gunnery(), "4k3/8/4p3/8/4N3/8/4P3/7K b - - 0 1").in_check());
}

TEST_CASE("gunnery: a Scorpion shielding its king from a shot is pinned to the file", "[gunnery]") {
  // The black Scorpion on e6 blocks the shot from e2; stepping to e5 keeps it on the file,
  // its knight steps to c5 and g5 would expose the king.
  S moves = test::targets(gunnery(), "4k3/8/4p3/8/4N3/8/4P3/7K b - - 0 1", "e6");
  CHECK(moves == S{"e5"});
}

TEST_CASE("gunnery: move rules on other pieces: a piercing rider, an exploding leaper, enemy screens",
          "[gunnery]") {
  // A rook that captures through enemy pawns (never through knights), and a knight whose
  // captures destroy it; a cannon that needs an enemy screen.
  auto v =
      test::compile(test::board_with(8, 8,
                                     "piece Lance L { moves \"mR\"; moves \"cR\" pierces except Knight; }\n"
                                     "piece Bomb B { moves \"N\" explodes; }\n"
                                     "piece Knight N { moves \"N\"; }\n"
                                     "piece Pawn P { moves \"fmW\"; }\n"
                                     "piece Cannon C { moves \"mRcpR\" screen enemy; }\n",
                                     "4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
  // Rook a1 passes the pawns a3, a5 (capturing either) and is stopped by the knight a7.
  CHECK(test::targets(*v, "k7/n7/8/p7/8/p7/8/L3K3 w - - 0 1", "a1") ==
        S{"a2", "a3", "a5", "a7", "b1", "c1", "d1"});
  // It checks through pawns but not through knights.
  CHECK(test::position(*v, "k7/8/8/p7/8/p7/8/L3K3 b - - 0 1").in_check());
  CHECK_FALSE(test::position(*v, "k7/8/8/n7/8/8/8/L3K3 b - - 0 1").in_check());
  // A friendly piece stops it.
  CHECK(test::targets(*v, "k7/8/8/p7/P7/p7/8/L3K3 w - - 0 1", "a1") == S{"a2", "a3", "b1", "c1", "d1"});
  // The exploding knight: its capture removes both.
  Position pos = test::play(*v, "k7/8/8/8/8/1p6/8/B3K3 w - - 0 1", {"a1b3"});
  CHECK(pos.fen() == "k7/8/8/8/8/8/8/4K3 b - - 0 1");
  // The cannon jumps an enemy screen (d4 pawn) but not a friendly one (d3 pawn).
  CHECK(test::targets(*v, "k7/3p4/8/8/3p4/8/8/3CK3 w - - 0 1", "d1") ==
        S{"a1", "b1", "c1", "d2", "d3", "d7"});
  CHECK(test::targets(*v, "k7/3p4/8/8/8/3P4/8/3CK3 w - - 0 1", "d1") == S{"a1", "b1", "c1", "d2"});
}

TEST_CASE("gunnery: the compiled atoms keep their moves line and the types that stop a flight", "[gunnery]") {
  // Shown back to the user as `moves "fmWfceFifmnDmfsN", moves "fcpR" screen friend pierces
  // except Scorpion explodes` (tools/display/show.cpp).
  const Variant &v = gunnery();
  const auto scorpion =
      std::find_if(v.types.begin(), v.types.end(), [](const PieceType &t) { return t.name == "Scorpion"; });
  REQUIRE(scorpion != v.types.end());
  const int self = int(scorpion - v.types.begin());
  S written;
  for (const MoveAtom &a : scorpion->atoms) {
    written.push_back(std::to_string(a.line) + " " + a.source);
    CHECK(a.stops == (a.source == "fcpR" ? uint64_t(1) << self : 0));
  }
  CHECK(written == S{"0 fmW", "0 fceF", "0 ifmnD", "0 mfsN", "1 fcpR"});
}
