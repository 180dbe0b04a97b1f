// The Zobrist key covers every part of a position that decides its moves (the search's
// table trusts it without a full comparison), and the en-passant square is recorded only
// where an enemy may take, as Fairy-Stockfish records it.
#include <catch2/catch.hpp>

#include <set>

#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "runtime/perft/perft.h"
#include "tests/unit/support.h"

using namespace chimera;

namespace {

uint64_t key_of(const Variant &v, const std::string &fen) { return test::position(v, fen).key(); }

std::string fen_after(const Variant &v, const std::string &fen, const std::vector<std::string> &moves) {
  return test::play(v, fen, moves).fen();
}

} // namespace

TEST_CASE("a promoted mark changes the key", "[keys]") {
  // A promoted queen goes back to hand as a pawn: the two positions differ in their captures.
  auto v = test::shipped("crazyhouse");
  const uint64_t plain = key_of(*v, "4k3/8/8/8/8/8/8/Q3K3[] w - - 0 1");
  const uint64_t promoted = key_of(*v, "4k3/8/8/8/8/8/8/Q~3K3[] w - - 0 1");
  CHECK(plain != promoted);
  // The mark's key follows the piece: promoting by a capture and being captured keep the key
  // exact (test::play checks key() against compute_key() after every move and its unmake).
  Position pos = test::play(*v, "r3k3/1Pn5/8/8/8/8/8/4K3[] w - - 0 1", {"b7a8q", "c7a8"});
  CHECK(pos.fen() == "n3k3/8/8/8/8/8/8/4K3[Rp] w - - 0 2");
}

TEST_CASE("passes in a row change the key", "[keys]") {
  // Janggi: two passes end the game; the board after them is the start position's.
  auto v = test::shipped("janggi");
  Position start = test::position(*v, v->startFen);
  auto pass_text = [&v](const Position &at) {
    Position pos = at;
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list)
      if (m.kind() == MoveKind::Pass) return move_to_text(*v, m);
    return std::string();
  };
  const std::string white = pass_text(start);
  REQUIRE(!white.empty());
  const std::string black = pass_text(test::play(*v, v->startFen, {white}));
  REQUIRE(!black.empty());
  Position passed = test::play(*v, v->startFen, {white, black});
  CHECK(passed.fen().substr(0, passed.fen().find(' ')) == start.fen().substr(0, start.fen().find(' ')));
  CHECK(passed.side_to_move() == start.side_to_move());
  CHECK(passed.key() != start.key());
  CHECK(passed.key() == passed.compute_key());
  CHECK(perft(passed, 1) == 0); // the game is over
}

TEST_CASE("hand counts beyond the drawn keys still change the key", "[keys]") {
  auto v = test::shipped("crazyhouse");
  const std::string board = "4k3/8/8/8/8/8/8/4K3[";
  std::set<uint64_t> keys;
  for (int n = 30; n <= 40; ++n) keys.insert(key_of(*v, board + std::string(n, 'P') + "] w - - 0 1"));
  CHECK(keys.size() == 11);
}

TEST_CASE("a double step leaves an en-passant square only where an enemy may take", "[keys][en-passant]") {
  auto v = test::shipped("chess");
  // Fairy-Stockfish's FENs: no pawn to take after 1.e4, one on d4 (even one pinned to its king).
  CHECK(fen_after(*v, v->startFen, {"e2e4"}) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  CHECK(fen_after(*v, "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", {"e2e4"}) == "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
  CHECK(fen_after(*v, "8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1", {"e2e4"}) == "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1");
  CHECK(fen_after(*v, "4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1", {"e2e4"}) == "4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1");
  // A white pawn beside the square takes nothing: only the opponent's count.
  CHECK(fen_after(*v, "4k3/8/8/8/3P4/8/4P3/4K3 w - - 0 1", {"e2e4"}) == "4k3/8/8/8/3PP3/8/8/4K3 b - - 0 1");
  // A FEN's en-passant square that nobody can take is dropped: the position is the one 1.e4
  // reaches, with its key.
  const std::string e3 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
  Position read = test::position(*v, e3);
  CHECK(read.fen() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  CHECK(read.key() == test::play(*v, v->startFen, {"e2e4"}).key());
  // Where the capture is there, the field is kept and the capture counted.
  Position ep = test::position(*v, "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
  CHECK(ep.fen() == "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
  CHECK(test::legal_moves(*v, ep.fen()).size() == 7); // five king moves, d3 and dxe3
}

TEST_CASE("Berolina: the en-passant square is kept where a pawn can take it", "[keys][en-passant]") {
  // A Berolina pawn takes straight ahead: after b2d4 (passing c3) a pawn on c4 can take on c3.
  auto v = test::shipped("berolina");
  CHECK(fen_after(*v, "4k3/8/8/8/2p5/8/1P6/4K3 w - - 0 1", {"b2d4"}) == "4k3/8/8/8/2pP4/8/8/4K3 b - c3 0 1");
  CHECK(fen_after(*v, "4k3/8/8/8/8/8/1P6/4K3 w - - 0 1", {"b2d4"}) == "4k3/8/8/8/3P4/8/8/4K3 b - - 0 1");
}
