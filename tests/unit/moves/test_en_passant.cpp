// En passant for every piece: captures on exploding lines, and the FEN's en-passant field for
// pawns whose double step leaves the file (Berolina) or passes several squares.
#include <catch2/catch.hpp>

#include "runtime/board/invariants.h"
#include "runtime/moves/capture.h"
#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "runtime/notation/san.h"
#include "runtime/perft/perft.h"
#include "tests/unit/support.h"

using namespace chimera;
using S = std::vector<std::string>;

namespace {

// Every node of a small perft passes the invariant checker; returns its first complaint.
std::string walk(const Variant &v, const std::string &fen, int depth) {
  Position pos = test::position(v, fen);
  std::string error;
  perft_checked(pos, depth, error);
  return error;
}

std::string boom(const std::string &line) {
  return "variant epboom extends \"chess\" { piece Pawn P { moves \"fmWifmnD\"; moves \"" + line +
         "\" explodes; value 1; } }";
}

} // namespace

TEST_CASE("an en-passant capture on an exploding line removes the mover too", "[en-passant]") {
  for (const char *line : {"fceF", "feF"}) {
    INFO(line);
    auto v = test::compile(boom(line));
    const std::string fen = "7k/8/8/3pP3/8/8/8/K7 w - d6 0 1";
    Position pos = test::position(*v, fen);
    Move m = parse_move(pos, "e5d6");
    REQUIRE_FALSE(m.is_none());
    CHECK(m.kind() == MoveKind::EnPassantExplosion);
    CHECK(v->square_name(captured_square(pos, m)) == "d5");
    CHECK(is_tactical(pos, m));
    CHECK(move_to_san(pos, m) == "exd6");
    CHECK(parse_san(pos, "exd6") == m);
    // play() also takes the move back and checks the position and the hash.
    CHECK(test::play(*v, fen, {"e5d6"}).fen() == "7k/8/8/8/8/8/8/K7 b - - 0 1");
    CHECK(walk(*v, fen, 3) == "");
    // The tactical generator finds it as it finds the other captures.
    MoveList tactical;
    generate_tactical(pos, tactical);
    CHECK(std::find(tactical.begin(), tactical.end(), m) != tactical.end());
  }
  // With `fceF` ordinary diagonal captures explode as before; `feF` has none.
  CHECK(test::play(*test::compile(boom("fceF")), "7k/8/3n4/4P3/8/8/8/K7 w - - 0 1", {"e5d6"}).fen() ==
        "7k/8/8/8/8/8/8/K7 b - - 0 1");
  CHECK(test::targets(*test::compile(boom("feF")), "7k/8/3n4/4P3/8/8/8/K7 w - - 0 1", "e5") == S{"e6"});
  // A move that cannot capture still cannot explode.
  CHECK(test::errors(
            "variant t extends \"chess\" { piece Pawn P { moves \"fmWifmnD\"; moves \"fmF\" explodes; } }") ==
        "test.variant:1:74: error: 'explodes' needs a move that captures (not a capture on the way) in "
        "'fmF'\n");
}

TEST_CASE("berolina: a diagonal double step may be taken en passant, and its FEN reads back",
          "[en-passant]") {
  auto v = test::shipped("berolina");
  // The position: every node's FEN must read back (it did not: "d6" was looked for on
  // the d-file only).
  CHECK(walk(*v, "4k3/2p5/8/3P4/8/8/8/4K3 b - - 0 1", 3) == "");
  // c7-e5 passes d6; only the e5 pawn can have, so one square is written.
  Position one = test::play(*v, "4k3/2p5/8/3P4/8/8/8/4K3 b - - 0 1", {"c7e5"});
  CHECK(one.fen() == "4k3/8/8/3Pp3/8/8/8/4K3 w - d6 0 2");
  CHECK(test::targets(*v, one.fen(), "d5") == S{"c6", "d6", "e6"});
  CHECK(test::play(*v, one.fen(), {"d5d6"}).fen() == "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2");
  // e7-c5 passes d6 too, but so could the e5 pawn have (from c7): the field names the pawn,
  // as Fairy-Stockfish writes it, and d5xd6 takes c5, not e5.
  Position two = test::play(*v, "4k3/4p3/8/3Pp3/8/8/8/4K3 b - - 0 1", {"e7c5"});
  CHECK(two.fen() == "4k3/8/8/2pPp3/8/8/8/4K3 w - c5d6 0 2");
  CHECK(test::play(*v, two.fen(), {"d5d6"}).fen() == "4k3/8/3P4/4p3/8/8/8/4K3 b - - 0 2");
  CHECK(walk(*v, "4k3/4p3/8/3Pp3/8/8/8/4K3 b - - 0 1", 3) == "");
  // Fairy-Stockfish's form in either order; one square where it says the same.
  CHECK(test::position(*v, "4k3/8/8/2pPp3/8/8/8/4K3 w - d6c5 0 2").fen() == two.fen());
  CHECK(test::position(*v, "4k3/8/8/3Pp3/8/8/8/4K3 w - d6e5 0 2").fen() == one.fen());
  CHECK(test::position(*v, "rnbqkbnr/ppp1pppp/8/8/2Pp4/8/PPPP1PPP/RNBQKBNR b KQkq d3c4 0 1").fen() ==
        "rnbqkbnr/ppp1pppp/8/8/2Pp4/8/PPPP1PPP/RNBQKBNR b KQkq d3 0 1");
  // Where no black pawn can take on d3 the square is dropped (Fairy-Stockfish, whose Berolina
  // pawn is not its built-in pawn, keeps it: the position and its moves are the same).
  CHECK(test::position(*v, "rnbqkbnr/pppppppp/8/8/2P5/8/PPPP1PPP/RNBQKBNR b KQkq d3c4 0 1").fen() ==
        "rnbqkbnr/pppppppp/8/8/2P5/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  // The rows of Fairy-Stockfish's tests/perft.sh (also in tests/reference/fsf_perft.tsv).
  Position row = test::position(*v, "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq d6c5 0 1");
  CHECK(perft(row, 2) == 1047);
  CHECK(walk(*v, "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq d6c5 0 1", 2) == "");
  CHECK(walk(*v, "rnbqkbnr/pppp1ppp/8/2p5/5P2/8/PPP1PPPP/RNBQKBNR w KQkq c5d6 2 2", 2) == "");
}

TEST_CASE("en-passant fields with several squares name exactly the squares that may be taken",
          "[en-passant]") {
  auto v = test::shipped("wildebeest");
  // Fairy-Stockfish writes both squares of a triple step e2-e5 (e3e4), or only the one a pawn
  // attacks (e4); Chimera reads both, and the pawn on e5 named too.
  const std::string board = "5k5/11/11/11/11/4Pp5/3p7/11/11/5K5 b - ";
  CHECK(test::position(*v, board + "e3e4 0 1").fen() == board + "e3 0 1");
  CHECK(test::position(*v, board + "e3e4e5 0 1").fen() == board + "e3 0 1");
  CHECK(test::position(*v, board + "e4e5 0 1").fen() == board + "e4 0 1");
  CHECK(test::targets(*v, board + "e4e5 0 1", "d4") == S{"d3"});
  // Only e3: no one square says that, so the field names the pawn.
  Position only = test::position(*v, board + "e3e5 0 1");
  CHECK(only.fen() == board + "e3e5 0 1");
  CHECK(test::targets(*v, only.fen(), "d4") == S{"d3", "e3"});
  CHECK(test::targets(*v, only.fen(), "f5") == S{"f4"});
  CHECK(check_node(only) == "");
}

TEST_CASE("Fairy-Stockfish's field for a double step that cannot be taken en passant names no square",
          "[en-passant]") {
  // Dragon chess (Fairy-Stockfish's variants.ini): the pawn's double step is a first move of a
  // piece that is not its pawn type, so it names the square passed and the pawn's (g3g4, in
  // square order: g5g6 for Black). No piece here takes en passant: the field means none.
  auto v = test::compile("variant dragon extends \"chess\" { piece Pawn P { moves \"K\"; moves \"fmnD\" from "
                         "rank 2; value 1; } }");
  const std::string white = "rnbqkbnr/pppppppp/8/8/6P1/8/PPPPPP1P/RNBQKBNR b KQkq ";
  CHECK(test::position(*v, white + "g3g4 0 1").fen() == white + "- 0 1");
  CHECK(test::position(*v, white + "g4g3 0 1").fen() == white + "- 0 1");
  Position read = test::position(*v, white + "g3g4 0 1");
  CHECK(perft(read, 1) == 34); // as Fairy-Stockfish counts
  const std::string black = "rnbqkbnr/pppppp1p/8/6p1/6P1/8/PPPPPP1P/RNBQKBNR w KQkq ";
  CHECK(test::position(*v, black + "g5g6 0 2").fen() == black + "- 0 2");
  // Squares the pawn did not pass, or a pawn of the side to move, are still errors.
  Position pos(*v);
  FenError err;
  CHECK_FALSE(pos.set_fen(white + "f3g4 0 1", err));
  CHECK(err.message == "the piece on g4 cannot have just passed f3 in one double step");
  CHECK_FALSE(pos.set_fen(black + "g4g3 0 2", err));
  CHECK(err.message == "the piece on g4 belongs to the side to move: it cannot have just passed g3");
  // The chess pawn's double step may be taken: its field is read as before (and, as
  // Fairy-Stockfish's chess, kept only where a pawn can take).
  auto chess = test::shipped("chess");
  CHECK(test::position(*chess, "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3e4 0 1").fen() ==
        "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  CHECK(test::position(*chess, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3e4 0 1").fen() ==
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}
