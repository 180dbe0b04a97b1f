// Culverin Chess and Basilisk Chess: one targeted test per rule, with the seed pages'
// own examples where they give one.
#include <algorithm>
#include <catch2/catch.hpp>

#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "runtime/perft/perft.h"
#include "tests/unit/support.h"

using namespace chimera;
using S = std::vector<std::string>;

namespace {

std::unique_ptr<Variant> seed(const std::string &name, const Options &options = {}) {
  Diagnostics diags;
  auto v = compile_file(std::string(CHIMERA_SOURCE_DIR) + "/definitions/" + name + ".variant", diags, options);
  INFO(diags.format());
  REQUIRE(v);
  return v;
}

S drops(const Variant &v, const std::string &fen) {
  S out;
  for (const std::string &m : test::legal_moves(v, fen))
    if (m.find('@') != std::string::npos) out.push_back(m);
  return out;
}

bool has(const S &moves, const std::string &m) { return std::find(moves.begin(), moves.end(), m) != moves.end(); }

} // namespace

TEST_CASE("culverin: the drop needs a friendly pawn in front with room to step (g1 yes, b1 and c1 no)", "[seeds]") {
  // The page's example: g2 pawn with g3 empty; b2 pawn blocked on b3; no pawn in front of c1.
  auto v = seed("culverin");
  const std::string fen = "rnbqkbnr/p1pppppp/8/8/8/1pP2N2/PP1PPPPP/R2QKB1R[Uu] w KQkq - 0 1";
  CHECK(drops(*v, fen) == S{"U@g1"});
  // With relocation by two squares, g3 and g4 must both be empty.
  auto v2 = seed("culverin", {{"relocation", "2"}});
  CHECK(drops(*v2, fen) == S{"U@g1"});
  CHECK(drops(*v2, "rnbqkbnr/p1pppppp/8/8/6p1/1pP2N2/PP1PPPPP/R2QKB1R[Uu] w KQkq - 0 1") == S{});
  CHECK(drops(*v, "rnbqkbnr/p1pppppp/8/8/6p1/1pP2N2/PP1PPPPP/R2QKB1R[Uu] w KQkq - 0 1") == S{"U@g1"});
}

TEST_CASE("culverin: the drop moves the pawn, resets the clock and leaves no en-passant right", "[seeds]") {
  auto v = seed("culverin");
  Position pos(*v);
  FenError err;
  REQUIRE(pos.set_fen("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[Uu] w KQkq - 7 4", err));
  Move m = parse_move(pos, "U@g1");
  REQUIRE_FALSE(m.is_none());
  pos.do_move(m);
  CHECK(pos.fen() == "rnbqkbnr/pppppppp/8/8/8/5NP1/PPPPPP1P/RNBQKBUR[u] b KQkq - 0 4");
  CHECK(pos.key() == pos.compute_key());
  pos.undo_move(m);
  CHECK(pos.fen() == "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[Uu] w KQkq - 7 4");
  // With relocation 2 the pawn lands two squares ahead.
  auto v2 = seed("culverin", {{"relocation", "2"}});
  Position p2(*v2);
  REQUIRE(p2.set_fen("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[Uu] w KQkq - 7 4", err));
  p2.do_move(parse_move(p2, "U@g1"));
  CHECK(p2.fen() == "rnbqkbnr/pppppppp/8/8/6P1/5N2/PPPPPP1P/RNBQKBUR[u] b KQkq - 0 4");
}

TEST_CASE("culverin: a drop that answers a check is legal when the relocated pawn covers it", "[seeds]") {
  auto v = seed("culverin");
  // The bishop on b4 checks along c3-d2; U@c1 pushes the c2 pawn to c3.
  CHECK(test::legal_moves(*v, "4k3/8/8/8/1b6/8/2P5/4K3[U] w - - 0 1") ==
        S{"U@c1", "c2c3", "e1d1", "e1e2", "e1f1", "e1f2"});
  // A drop that would leave the check in place is not among them.
  CHECK(drops(*v, "4k3/8/8/8/1b6/8/2P2P2/4K3[U] w - - 0 1") == S{"U@c1"});
}

TEST_CASE("culverin: a king right behind its own pawn is attacked through it, one step further it is safe", "[seeds]") {
  auto v = seed("culverin");
  // The e1 Culverin hops the e7 pawn: an enemy pawn, so it reaches e8 only.
  CHECK(test::legal_moves(*v, "4k3/4p3/8/8/8/8/8/4UK2 b - - 0 1") ==
        S{"e7e5", "e7e6", "e8d7", "e8d8", "e8f7", "e8f8"});
  // Pawn on e6: the Culverin reaches e7 (not e8), so the king is safe but may not step to e7.
  CHECK(test::legal_moves(*v, "4k3/8/4p3/8/8/8/8/4UK2 b - - 0 1") ==
        S{"e6e5", "e8d7", "e8d8", "e8f7", "e8f8"});
}

TEST_CASE("culverin: steps like a king to empty squares, captures only by leaping one piece", "[seeds]") {
  auto v = seed("culverin");
  // d4: king steps (c3 holds a friendly pawn), capture over the d5 knight of the d8 rook,
  // over the friendly c3 pawn of the b2 bishop; not the adjacent e5 rook.
  CHECK(test::targets(*v, "k2r4/8/8/3nr3/3U4/2P5/1b6/7K w - - 0 1", "d4") ==
        S{"b2", "c4", "c5", "d3", "d8", "e3", "e4"});
}

TEST_CASE("basilisk: two squares behind its own pawn it attacks the enemy Basilisk, which cannot attack back", "[seeds]") {
  auto v = seed("basilisk");
  const std::string fen = "k7/8/4s3/8/4P3/8/4S3/K7 w - - 0 1";
  // White hops its own e4 pawn and may land on e5 or capture on e6.
  S white = test::targets(*v, fen, "e2");
  CHECK(has(white, "e6"));
  CHECK(has(white, "e5"));
  // Black hops the enemy e4 pawn and reaches only e3.
  std::string black = "k7/8/4s3/8/4P3/8/4S3/K7 b - - 0 1";
  S b = test::targets(*v, black, "e6");
  CHECK(has(b, "e3"));
  CHECK_FALSE(has(b, "e2"));
}

TEST_CASE("basilisk: the queen-slide fallback appears only without any hop move", "[seeds]") {
  auto v = seed("basilisk");
  // No piece on any of its lines: no hop, so it slides like a queen (27 squares).
  CHECK(test::targets(*v, "1k6/8/8/8/3S4/8/7K/8 w - - 0 1", "d4").size() == 27);
  // A screen on d6: the hops d7 and d8 exist, so the fallback disappears.
  CHECK(test::targets(*v, "1k6/8/3P4/8/3S4/8/7K/8 w - - 0 1", "d4") == S{"d7", "d8"});
  // A rook on d8 is a screen with nothing beyond: still no hop, and the fallback never captures.
  S t = test::targets(*v, "1k1r4/8/8/8/3S4/8/7K/8 w - - 0 1", "d4");
  CHECK(t.size() == 26);
  CHECK_FALSE(has(t, "d8"));
}

TEST_CASE("basilisk: the fallback slide attacks nothing", "[seeds]") {
  auto v = seed("basilisk");
  // The black king may stand on the Basilisk's queen lines: only hops attack.
  Position pos(*v);
  FenError err;
  REQUIRE(pos.set_fen("8/8/8/3k4/8/8/3S4/K7 b - - 0 1", err));
  CHECK_FALSE(pos.in_check());
  CHECK(test::targets(*v, "8/8/8/3k4/8/8/3S4/K7 b - - 0 1", "d5").size() == 8);
}

TEST_CASE("the vote: extra=off is orthodox chess", "[seeds]") {
  for (const char *name : {"culverin", "basilisk"}) {
    auto on = seed(name), off = seed(name, {{"extra", "off"}});
    Position a(*on), b(*off);
    FenError err;
    REQUIRE(a.set_fen(on->startFen, err));
    REQUIRE(b.set_fen(off->startFen, err));
    CHECK(b.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"); // no hands
    CHECK(perft(b, 3) == 8902);
    CHECK(perft(a, 3) == 8982); // 80 more: drops after a knight leaves g1 or b1
    // Whatever the FEN puts in the hands, and with the pawn's two-step relocation too: "off"
    // has no drops.
    const std::string reserve = on->startFen;
    for (const Options &o : {Options{{"extra", "off"}}, Options{{"extra", "off"}, {"relocation", "2"}}}) {
      auto chess = seed(name, o);
      Position c(*chess);
      REQUIRE(c.set_fen(reserve, err));
      CHECK(c.fen() == reserve); // the hand is kept, never used
      CHECK(perft(c, 3) == 8902);
    }
  }
}

TEST_CASE("gating never makes an illegal move legal, a confronted player may pass in check", "[rules]") {
  auto s = seed("seirawan");
  CHECK(test::targets(*s, "4k3/8/8/8/8/8/8/r2BK3[H] w D - 0 1", "d1") == S{});
  CHECK_FALSE(has(test::legal_moves(*s, "4k3/8/8/8/8/8/8/r3K3[H] w E - 0 1"), "e1f1h"));
  auto j = seed("janggi");
  CHECK(test::legal_moves(*j, "9/4k4/9/9/9/9/9/9/r3K4/9 w - - 0 1") == S{"e2d1", "e2d3", "e2e2", "e2f1", "e2f3"});
}
