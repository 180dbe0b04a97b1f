// Moves in two parts and the games of stones (language.md §10.1, §10.4, §13.3, §13.9): walls
// placed with a move, flips, the drop rules of Ataxx, Reversi and Connect Four, passing when
// stuck and the goals that count. Expected FENs and moves are Fairy-Stockfish's.
#include <catch2/catch.hpp>

#include "runtime/board/invariants.h"
#include "runtime/notation/notation.h"
#include "runtime/notation/san.h"
#include "runtime/perft/perft.h"
#include "runtime/rules/goals.h"
#include "tests/unit/support.h"
#include "tools/game/game.h"

using namespace chimera;

namespace {

uint64_t count(const Variant &v, const std::string &fen, int depth) {
  Position pos = test::position(v, fen);
  return perft(pos, depth);
}

bool has(const std::vector<std::string> &moves, const std::string &m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

std::string over(const Variant &v, const std::string &fen) {
  Position pos = test::position(v, fen);
  Outcome o;
  if (!goal_reached(pos, o)) return "on";
  return o == Outcome::Win ? "win" : o == Outcome::Loss ? "loss" : "draw";
}

} // namespace

TEST_CASE("walls: the duck moves with every move and is written '*'", "[walls]") {
  auto v = test::shipped("duck");
  const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  Position pos = test::play(*v, start, {"e2e4,e4e5"});
  // (No en-passant square: no black pawn could take, as Fairy-Stockfish writes it.)
  CHECK(pos.fen() == "rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  // The duck blocks e5 for Black's pawn, and it must move on: it may not stay on e5.
  const std::vector<std::string> moves = test::legal_moves(*v, pos.fen());
  CHECK(!has(moves, "e7e5,e5d5"));
  CHECK(!has(moves, "e7e6,e6e5"));
  CHECK(has(moves, "e7e6,e6d5"));
  pos = test::play(*v, pos.fen(), {"e7e6,e6d4"});
  CHECK(pos.fen() == "rnbqkbnr/pppp1ppp/4p3/8/3*P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
  // SAN writes the wall after a comma and reads it back.
  Position p = test::position(*v, start);
  CHECK(move_to_san(p, parse_san(p, "Nc3,c5")) == "Nc3,c5");
  CHECK(move_to_text(*v, parse_san(p, "Nc3,c5")) == "b1c3,c3c5");
}

TEST_CASE("walls: an arrow goes where the amazon could move from where it landed", "[walls]") {
  auto v = test::shipped("amazons");
  const std::string start = "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1";
  // Back onto the square it left: the arrow may fly there.
  Position pos = test::play(*v, start, {"d1d2,d2d1"});
  CHECK(pos.fen() == "3q2q3/10/10/q8q/10/10/Q8Q/10/3Q6/3*2Q3 b - - 1 1");
  // Arrows stop sliders: boxed in by two arrows and its own amazon, a1 cannot move.
  for (const std::string &m : test::legal_moves(*v, "q9/10/10/10/10/10/10/10/*Q8/Q*8 w - - 0 1"))
    CHECK(m.substr(0, 2) == "b2");
}

TEST_CASE("walls: instead of a move, on the edge (Atlantis)", "[walls]") {
  auto v = test::compile("variant atlantis extends \"chess\" { walls { place edge; instead of a move; } }");
  const std::vector<std::string> moves =
      test::legal_moves(*v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  CHECK(moves.size() == 28); // 20 moves without a wall, 8 walls on the empty edge squares
  CHECK(has(moves, "a1a1,a1a4"));
  CHECK(!has(moves, "a1a1,a1d4"));
  // A move without a wall is written as Fairy-Stockfish writes it, its empty wall field as a1,
  // and read so or without the field, wherever moves are read.
  CHECK(has(moves, "e2e4,e4a1"));
  CHECK(has(moves, "b1c3,c3a1"));
  CHECK(!has(moves, "e2e4"));
  const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  const std::string after = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
  CHECK(test::play(*v, start, {"e2e4,e4a1"}).fen() == after);
  CHECK(test::play(*v, start, {"e2e4"}).fen() == after);
  Position pos = test::position(*v, start);
  CHECK(parse_move(pos, "e2e4,e4a2").is_none()); // a wall the rule does not place with a move
  CHECK(parse_move(pos, "e2e4,e3a1").is_none());
  CHECK(parse_move(pos, "a1a1").is_none()); // a wall placed instead of a move names its square
  CHECK(move_to_text(*v, parse_move(pos, "a1a1,a1a4")) == "a1a1,a1a4");
  // A wall opens the squares next to it: d4 is a wazir step from the wall on d5.
  CHECK(
      has(test::legal_moves(*v, "rnbqkbnr/pppppppp/8/3*4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), "a1a1,a1d4"));
}

TEST_CASE("walls: behind the mover (Snailtrail), petrification (Petrified)", "[walls]") {
  auto trail = test::compile("variant snail { board 7x7; piece Pawn P { moves \"mK\"; } "
                             "start \"6p/7/7/7/7/7/P6 w - - 0 1\"; walls { place behind; } "
                             "rules { stalemate loss; } }");
  CHECK(test::legal_moves(*trail, "6p/7/7/7/7/7/P6 w - - 0 1") ==
        std::vector<std::string>{"a1a2,a2a1", "a1b1,b1a1", "a1b2,b2a1"});
  auto stone = test::compile("variant stone extends \"chess\" { rules { petrify Queen; } }");
  Position pos = test::play(*stone, "4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1", {"d1d5"});
  CHECK(pos.fen() == "4k3/8/8/3*4/8/8/8/4K3 b - - 0 1");
}

TEST_CASE("walls: trails, edges and arrows in middlegames (Fairy-Stockfish's counts)", "[walls]") {
  // Where the walls cannot change which moves are legal, perft's last ply counts them in bulk,
  // and most moves' wall squares come from the board the move leaves, without making it.
  auto snail = test::compile("variant snailtrail { board 7x7; piece Pawn P { moves \"mK\"; } "
                             "start \"6p/7/7/7/7/7/P6 w - - 0 1\"; walls { place behind; } "
                             "rules { stalemate loss; } }");
  CHECK(count(*snail, "1p***1*/5*1/P6/*6/*6/**5/*6 w - - 10 6", 4) == 167);
  CHECK(count(*snail, "2p1***/3*1**/7/3P*2/3**2/2*4/**5 w - - 12 7", 5) == 2012);
  auto joust = test::compile("variant joust { board 8x8; piece Knight N { moves \"mN\"; } "
                             "start \"8/8/8/4n3/3N4/8/8/8 w - - 0 1\"; walls { place behind; } "
                             "rules { stalemate loss; } }");
  CHECK(count(*joust, "8/8/4n3/1*2*N2/3*1*2/*3**2/2*1*3/6*1 w - - 10 6", 4) == 484);
  CHECK(count(*joust, "1*5*/5*2/*1*3*1/N1*1*n2/3*3*/1*6/8/8 b - - 11 6", 4) == 178);
  auto atlantis =
      test::compile("variant atlantis extends \"chess\" { walls { place edge; instead of a move; } }");
  CHECK(count(*atlantis, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 2) == 778);
  CHECK(count(*atlantis, "rn1q2nr/p1p1kppp/*p2p1**/Pb1p3*/3P2P*/bPP2N1*/*3PP1P/R1BQKB1R b KQ - 2 12", 2) ==
        1343);
  CHECK(count(*atlantis, "*nbqkbnr/rp1p1p2/*1p5/p2Bp2*/*1N3pp/*3PP**/PPPPQ1PP/R1B*K*NR b KQk - 0 13", 2) ==
        952);
  // A wall placed instead of a move may block a check (docs/crosscheck.md: Fairy-Stockfish
  // offers no wall in check). The bishop on b5 checks along c6 and d7; d7 is next to the wall on d8.
  const std::vector<std::string> evasions = test::legal_moves(
      *atlantis, "r*1*kb1r/ppp1pppp/*2q1n**/1B1p1***/1P3*2/4P2*/*PPP1PPP/RNB1K*NR b KQkq - 0 14");
  CHECK(evasions ==
        std::vector<std::string>{"c7c6,c6a1", "d5d5,d5d7", "d6c6,c6a1", "d6d7,d7a1", "f6d7,d7a1"});
}

TEST_CASE("walls: a blast leaves the walls next to it standing", "[walls]") {
  auto v = test::compile("variant atomicwall extends \"atomic\" { walls { place anywhere; } }");
  // fxe5 blows up e5 and f4; the wall on f5, next to the blast, stays, and the new one may go
  // on e5, empty after the blast (Fairy-Stockfish never puts it on the capture square).
  const std::string fen = "rnbqkbnr/pppp1ppp/8/4p*2/5P2/8/PPPPP1PP/RNBQKBNR w KQkq - 0 2";
  CHECK(test::play(*v, fen, {"f4e5,e5a3"}).fen() ==
        "rnbqkbnr/pppp1ppp/8/5*2/8/*7/PPPPP1PP/RNBQKBNR b KQkq - 0 2");
  CHECK(test::play(*v, fen, {"f4e5,e5e5"}).fen() ==
        "rnbqkbnr/pppp1ppp/8/4**2/8/8/PPPPP1PP/RNBQKBNR b KQkq - 0 2");
}

TEST_CASE("flips: Ataxx's clones and jumps convert the stones next to where they land", "[flips]") {
  auto v = test::shipped("ataxx");
  const std::string fen = "7/7/7/7/7/1p5/P6 w - - 0 1";
  // Every drop resets the move-rule clock, as in Fairy-Stockfish.
  CHECK(test::play(*v, fen, {"P@a2"}).fen() == "7/7/7/7/7/PP5/P6 b - - 0 1");
  CHECK(test::play(*v, fen, {"a1c1"}).fen() == "7/7/7/7/7/1P5/2P4 b - - 1 1");
  // A clone goes only a king step from one of the player's stones; the FEN keeps no hand.
  CHECK(!has(test::legal_moves(*v, fen), "P@d4"));
  // Stuck, White passes from his first stone; with no stone at all there is no pass.
  CHECK(test::legal_moves(*v, "7/7/7/7/ppppppp/ppppppp/PPPPPPP w - - 0 1") ==
        std::vector<std::string>{"a1a1"});
  CHECK(test::legal_moves(*v, "7/7/7/7/7/7/p6 w - - 0 1").empty());
  // A full board: more stones win.
  const std::string full = "ppppppp/ppppppp/ppppppp/PPPPPPP/PPPPPPP/PPPPPPP/PPPPPPP w - - 0 1";
  CHECK(over(*v, full) == "win");
  CHECK(test::legal_moves(*v, full).empty());
}

TEST_CASE("flips: a stalemate goal takes perft's moves, and forgets them when a square changes", "[flips]") {
  // Flipersi: the player to move who cannot drop has lost, with fewer stones. Perft generates
  // the moves first and tells the goal whether there was one (StateInfo::canMove).
  auto v = test::shipped("flipersi");
  // The centre is full (no opening drops); no white drop encloses a row up to a1.
  const std::string stuck = "8/8/8/3pp3/3pp3/8/8/P7[Pp] w - - 0 1";
  CHECK(over(*v, stuck) == "loss");
  CHECK(count(*v, stuck, 1) == 0);
  CHECK(count(*v, stuck, 2) == 0);
  Position pos = test::position(*v, "8/8/8/3pp3/3pp3/8/8/8[Pp] w - - 0 1");
  CHECK(!has_legal_move(pos));              // no white stone: now kept for this position
  pos.set_square(45, make_piece(White, 0)); // a white stone on f6: c3 encloses d4 and e5
  CHECK(has_legal_move(pos));
  CHECK(count(*v, "8/8/5P2/3pp3/3pp3/8/8/8[Pp] w - - 0 1", 1) == 1);
}

TEST_CASE("flips: Reversi's drops must enclose, and the enclosed lines change sides", "[flips]") {
  auto v = test::shipped("flipello");
  const std::string start = test::shipped("flipello")->startFen;
  CHECK(test::legal_moves(*v, start).size() == 4);
  const Position pos = test::play(*v, start, {"P@d6"});
  CHECK(pos.fen().substr(0, pos.fen().find('[')) == "8/8/3P4/3PP3/3Pp3/8/8/8");
  // Flipersi's opening: the first four stones fill the centre, enclosing nothing.
  auto fl = test::shipped("flipersi");
  CHECK(test::legal_moves(*fl, fl->startFen) == std::vector<std::string>{"P@d4", "P@d5", "P@e4", "P@e5"});
}

TEST_CASE("connect: Connect Four's stones stack, and four in a row win", "[goals]") {
  auto v = test::shipped("cfour");
  const std::vector<std::string> moves = test::legal_moves(*v, "7/7/7/7/7/3P3[PPPpppp] b - - 0 1");
  CHECK(moves == std::vector<std::string>{"P@a1", "P@b1", "P@c1", "P@d2", "P@e1", "P@f1", "P@g1"});
  CHECK(over(*v, "7/7/7/7/7/PPPPppp[PPpp] b - - 0 1") == "loss");
  CHECK(over(*v, "7/7/P6/1P5/ppP4/pppP3[PPpp] b - - 0 1") == "loss"); // a diagonal
  CHECK(over(*v, "7/7/7/7/7/PPP1ppp[PPpp] b - - 0 1") == "on");
}

TEST_CASE("passes: when neither player can drop, more stones win (Othello)", "[flips]") {
  Game game;
  std::string why;
  REQUIRE(game.load(std::string(CHIMERA_SOURCE_DIR) + "/definitions/flipello.variant", {}, why));
  REQUIRE(game.reset("8/8/8/8/8/8/8/PPP3pp[PPpp] w - - 0 1", why));
  REQUIRE(game.play("a1a1"));
  REQUIRE(!game.verdict());
  REQUIRE(game.play("g1g1"));
  const auto verdict = game.verdict();
  REQUIRE(verdict);
  CHECK(verdict->result == "1-0");
  CHECK(verdict->reason == "rule 'loss when both passed and fewer Stone'"); // Black's, tried first
}

TEST_CASE("connect: a chain of stones joins two regions, turning as it likes (Gale)", "[goals]") {
  auto v = test::compile("variant bridges { board 3x3; piece Stone P { immobile; } "
                         "start \"3/3/3[PPPPPpppp] w - - 0 1\"; drops { } rules { move-rule 0; "
                         "white win when Stone connect file a with file c orthogonally; "
                         "black win when Stone connect rank 1 with rank 3 orthogonally; } }");
  // a3 b3 b2 c2 turns south: a chain all the same (Fairy-Stockfish's search east and north misses it)
  CHECK(over(*v, "PP1/pPP/p2[PPppp] b - - 0 1") == "loss");
  CHECK(over(*v, "PP1/p1P/p2[PPPppp] b - - 0 1") == "on");   // b2 missing: no chain
  CHECK(over(*v, "p2/pPP/p2[PPPPPpp] w - - 0 1") == "loss"); // Black's a1 a2 a3, from its side too
  Position start = test::position(*v, "3/3/3[PPPPPpppp] w - - 0 1");
  CHECK(perft(start, 7) == 168480);
}

TEST_CASE("gomoku: a stone anywhere, five or more in a row win, four do not", "[goals]") {
  auto v = test::shipped("gomoku");
  // Counted by hand: no game ends before the ninth stone, so perft N is 225 * 224 * ...
  CHECK(count(*v, v->startFen, 1) == 225);
  CHECK(count(*v, v->startFen, 2) == 225 * 224);
  const std::string top = "15/15/15/15/15/15/";
  const std::string bottom = "/15/15/15/15/15/15/15";
  // White's open four f8-i8 does not end the game; e8 or j8 makes five, which does: of White's
  // 218 drops those two have no reply, the other 216 have 217 each.
  const std::string four = top + "5ppp7/5PPPP6" + bottom + " w - - 0 1";
  CHECK(over(*v, four) == "on");
  CHECK(count(*v, four, 2) == 216 * 217);
  CHECK(over(*v, test::play(*v, four, {"P@e8"}).fen()) == "loss");
  CHECK(over(*v, test::play(*v, four, {"P@j8"}).fen()) == "loss");
  CHECK(over(*v, test::play(*v, four, {"P@k8"}).fen()) == "on");
  // Free-style: b8 c8 _ e8 f8 g8 filled on d8 is six in a row, and wins; h8 makes a four.
  const std::string gap = top + "5ppp7/1PP1PPP8" + bottom + " w - - 0 1";
  CHECK(over(*v, test::play(*v, gap, {"P@d8"}).fen()) == "loss");
  CHECK(over(*v, test::play(*v, gap, {"P@h8"}).fen()) == "on");
  CHECK(count(*v, gap, 2) == 216 * 216);
  // Files and diagonals count; a row does not go on past the board's edge (l8-o8 and a9).
  CHECK(over(*v, "15/15/15/15/15/15/15/p14/p14/p14/p14/p14/PPPP11/15/15 w - - 0 1") == "loss");
  CHECK(over(*v, "15/15/15/15/15/15/15/4p10/3p11/2p12/1p13/p14/PPPP11/15/15 w - - 0 1") == "loss");
  CHECK(over(*v, "15/15/15/15/15/15/P14/11PPPP/15/15/15/pppp11/15/15/15 b - - 0 1") == "on");
  // A full board without five is a draw: the player to move has no drop.
  Game game;
  std::string why;
  REQUIRE(game.load(std::string(CHIMERA_SOURCE_DIR) + "/definitions/gomoku.variant", {}, why));
  std::string full;
  for (int r = 14; r >= 0; --r)
    full += std::string(r % 2 ? "ppPPppPPppPPppP" : "PPppPPppPPppPPp") + (r ? "/" : "");
  REQUIRE(game.reset(full + " b - - 0 113", why));
  const auto verdict = game.verdict();
  REQUIRE(verdict);
  CHECK(verdict->result == "1/2-1/2");
}

TEST_CASE("petrifying blasts: a wall in the blast stays where it is", "[walls]") {
  // Found by tools/scripts/random_definitions.py (seed 22): a blast took an earlier blast's wall
  // for a piece, hashing it out of the piece tables' range and corrupting the hash.
  auto v =
      test::compile("variant rubble { board 6x6; piece King K { moves \"K\"; royal; } piece Rook R { moves "
                    "\"R\"; } piece Man M { moves \"W\"; } start \"k5/6/6/1*4/rM4/R4K w - - 0 1\"; rules { "
                    "blast radius 1 petrifies; loss when count King = 0; } }");
  const std::string fen = "k5/6/6/1*4/rM4/R4K w - - 0 1";
  // a1xa2: the rook goes, the man on b2 turns into a wall, the wall on b3 stays.
  CHECK(test::play(*v, fen, {"a1a2"}).fen() == "k5/6/6/1*4/1*4/5K b - - 0 1");
  Position pos = test::position(*v, fen);
  std::string error;
  CHECK(perft_checked(pos, 3, error) == 833);
  CHECK(error == "");
}

TEST_CASE("flips: a royal piece keeps its side", "[flips]") {
  // Found by tools/scripts/random_definitions.py (seed 22): h3f1 enclosed White's king between
  // f1 and f3 and flipped it, leaving White without a royal piece and giving Black one the
  // legality test never saw (attacked by the zebra on c4).
  auto v = test::compile(
      "variant flipking { board 8x8; piece Ninja K { moves \"K\"; royal; } piece Archer L { moves \"Z\"; } "
      "piece Archer4 P { moves \"Q\"; } start \"6k1/8/8/8/2L5/5l1p/5K2/8 b - - 3 2\"; rules { "
      "flip enclosed; } }");
  const std::string fen = "6k1/8/8/8/2L5/5l1p/5K2/8 b - - 3 2";
  CHECK(test::play(*v, fen, {"h3f1"}).fen() == "6k1/8/8/8/2L5/5l2/5K2/5p2 w - - 4 3");
  // A plain piece in the line flips.
  CHECK(test::play(*v, "6k1/8/8/8/8/5l1p/5L2/K7 b - - 3 2", {"h3f1"}).fen() ==
        "6k1/8/8/8/8/5l2/5l2/K4p2 w - - 4 3");
  Position pos = test::position(*v, fen);
  std::string error;
  perft_checked(pos, 3, error);
  CHECK(error == "");
}

TEST_CASE("flips: a flipped castling rook takes its castling right away", "[flips]") {
  // Found by tools/scripts/random_definitions.py (seed 1): the right stayed with the flipped
  // rook's square, and the FEN ("... b f ...") did not read back.
  auto v = test::compile("variant t extends \"chess\" { rules { flip adjacent; } }");
  CHECK(test::play(*v, "4k2r/8/8/8/8/8/8/4K1R1 w k - 0 1", {"g1g7"}).fen() ==
        "4k2R/6R1/8/8/8/8/8/4K3 b - - 1 1");
  Position pos = test::position(*v, "4k2r/8/8/8/8/8/8/4K1R1 w k - 0 1");
  std::string error;
  perft_checked(pos, 3, error);
  CHECK(error == "");
}
