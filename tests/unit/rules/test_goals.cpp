// The rules half of the language (language.md §13): goals, royalty, compulsory captures,
// forbidden checks, blasts, first-move rights, escapes by capture and perpetual check, each on a
// position where the rule decides.
#include <catch2/catch.hpp>

#include "runtime/moves/movegen.h"
#include "runtime/perft/perft.h"
#include "runtime/rules/goals.h"
#include "tests/unit/support.h"
#include "tools/game/game.h"

using namespace chimera;

namespace {

// The result for the side to move if a goal has ended the game here.
std::string over(const Variant &v, const std::string &fen) {
  Position pos = test::position(v, fen);
  Outcome o;
  if (!goal_reached(pos, o)) return "on";
  return o == Outcome::Win ? "win" : o == Outcome::Loss ? "loss" : "draw";
}

// The same after playing `moves` from fen, with the game's history (a FEN has none).
std::string over_after(const Variant &v, const std::string &fen, const std::vector<std::string> &moves) {
  Position pos = test::play(v, fen, moves);
  Outcome o;
  if (!goal_reached(pos, o)) return "on";
  return o == Outcome::Win ? "win" : o == Outcome::Loss ? "loss" : "draw";
}

bool has(const std::vector<std::string> &moves, const std::string &m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

} // namespace

TEST_CASE("count goals: extinction of one kind loses, for the side that lost it", "[goals]") {
  auto v = test::shipped("extinction");
  // White has no queen: White, to move, has lost; the position has no moves.
  CHECK(over(*v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1") == "loss");
  CHECK(test::legal_moves(*v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1").empty());
  // Black, who just moved, has no rook left: White wins.
  CHECK(over(*v, "1nbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1") == "win");
  CHECK(over(*v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") == "on");
  // The king is no royal piece here: it may be left attacked, and captured.
  const std::string attacked = "rnbqkbnr/pppppppp/8/8/8/8/PPPPrPPP/RNBQKBNR w KQkq - 0 1";
  CHECK(has(test::legal_moves(*v, attacked), "a2a3"));
  CHECK(has(test::legal_moves(*v, "rnbqkbnr/pppppppp/8/8/8/P7/1PPPrPPP/RNBQKBNR b KQkq - 0 1"), "e2e1"));
}

TEST_CASE("count goals: antichess's side without pieces wins, and pieces in hand count", "[goals]") {
  auto v = test::shipped("antichess");
  CHECK(over(*v, "8/8/8/8/8/8/8/q7 w - - 0 1") == "win");
  CHECK(over(*v, "8/8/8/8/8/8/8/Q7 w - - 0 1") == "loss");
  auto three = test::shipped("threekings");
  CHECK(over(*three, "knb1kbnk/pppppppp/8/8/8/8/PPPPPPPP/KNB1KBN1 b - - 0 1") == "win");
  CHECK(over(*three, "knb1kbnk/pppppppp/8/8/8/8/PPPPPPPP/KNB1KBNK b - - 0 1") == "on");
}

TEST_CASE("reach goals: a king on the hill wins", "[goals]") {
  auto v = test::shipped("kingofthehill");
  CHECK(over(*v, "4k3/8/8/8/3K4/8/8/8 b - - 0 1") == "loss");
  CHECK(over(*v, "4k3/8/8/8/2K5/8/8/8 b - - 0 1") == "on");
  // Black's hill is the same four squares.
  CHECK(over(*v, "8/8/8/4k3/8/8/8/4K3 w - - 0 1") == "loss");
  // The king walks there: c4-d4 is one of White's moves, and ends the game.
  Position pos = test::play(*v, "4k3/8/8/8/2K5/8/8/8 w - - 0 1", {"c4d4"});
  CHECK(perft(pos, 1) == 0);
}

TEST_CASE("reach goals with `safe`: Dobutsu's lion wins on the last rank only where it cannot be taken",
          "[goals]") {
  auto v = test::shipped("dobutsu");
  // White's lion on b4, attacked by Black's giraffe on c4: no win yet.
  CHECK(over(*v, "eLg/3/1l1/3[] b - - 0 1") == "on");
  // Unattacked there: White has won.
  CHECK(over(*v, "eL1/3/1l1/3[] b - - 0 1") == "loss");
}

TEST_CASE("`unless answered`: Racing Kings' Black may draw by reaching the 8th rank at once", "[goals]") {
  auto v = test::shipped("racingkings");
  // White's king is on the 8th rank; Black's king on e7 can reach it: the game goes on.
  CHECK(over(*v, "2K5/4k3/8/8/8/8/8/8 b - - 0 1") == "on");
  // Black cannot reach it in one move: White has won at once.
  CHECK(over(*v, "2K5/8/4k3/8/8/8/8/8 b - - 0 1") == "loss");
  CHECK(test::legal_moves(*v, "2K5/8/4k3/8/8/8/8/8 b - - 0 1").empty());
  // Black answered: both on the 8th rank, a draw.
  CHECK(over(*v, "2K1k3/8/8/8/8/8/8/8 w - - 0 2") == "draw");
  // Black did not answer: White wins on its turn.
  CHECK(over(*v, "2K5/8/4k3/8/8/8/8/8 w - - 0 2") == "win");
  // Black reaching the 8th first wins outright: White gets no answer.
  CHECK(over(*v, "4k3/8/2K5/8/8/8/8/8 w - - 0 1") == "loss");
}

TEST_CASE("`after reply`: Jeson Mor's knight must survive a move on e5", "[goals]") {
  auto v = test::shipped("jesonmor");
  // White's knight has just reached e5: Black may take it or move on.
  CHECK(over(*v, "n8/9/9/9/4N4/9/9/9/8N b - - 0 1") == "on");
  CHECK(test::legal_moves(*v, "n8/9/9/9/4N4/9/9/9/8N b - - 0 1") == std::vector<std::string>{"a9b7", "a9c8"});
  // It is still there when White is to move again: White wins.
  CHECK(over(*v, "n8/9/9/9/4N4/9/9/9/8N w - - 0 2") == "win");
}

TEST_CASE("`after reply` on counts: Shatranj's bare king may bare the other one", "[goals]") {
  auto v = test::shipped("shatranj");
  // White is bare, Black has king and rook: White may still take the rook.
  CHECK(over(*v, "7k/8/8/8/8/8/r7/4K3 w - - 0 1") == "on");
  // With two black pieces besides the king, one capture cannot bare Black: White has lost.
  CHECK(over(*v, "7k/8/8/8/8/8/r6p/4K3 w - - 0 1") == "loss");
  // White had its move and is still bare: Black wins.
  CHECK(over(*v, "7k/8/8/8/8/8/r7/5K2 b - - 0 1") == "win");
}

TEST_CASE("`checks N`: counters in both FEN forms, used up by checks", "[goals]") {
  auto v = test::shipped("3check");
  Position pos = test::position(*v, "4k3/8/8/8/8/8/8/4K2R w K - 1+3 0 1");
  CHECK(pos.fen() == "4k3/8/8/8/8/8/8/4K2R w K - 1+3 0 1");
  CHECK(test::position(*v, "4k3/8/8/8/8/8/8/4K2R w K - 0 1 +2+0").fen() == pos.fen());
  CHECK(test::position(*v, "4k3/8/8/8/8/8/8/4K2R w K - 0 1").fen() == "4k3/8/8/8/8/8/8/4K2R w K - 3+3 0 1");
  // h1h8 gives the third check: Black, to move, has lost.
  Position after = test::play(*v, pos.fen(), {"h1h8"});
  CHECK(after.fen() == "4k2R/8/8/8/8/8/8/4K3 b - - 0+3 1 1");
  CHECK(over(*v, after.fen()) == "loss");
  CHECK(perft(after, 1) == 0);
  // A quiet move leaves the counters alone.
  CHECK(test::play(*v, pos.fen(), {"h1h2"}).fen() == "4k3/8/8/8/8/8/7R/4K3 b - - 1+3 1 1");
  CHECK(test::errors("variant x extends \"3check\" { rules { win when checks 0; } }") ==
        "test.variant:1:54: error: a checks goal needs at least 1 check\n");
}

TEST_CASE("`check all`: Spartan Black is in check only when both kings are attacked", "[goals]") {
  auto v = test::shipped("spartan");
  // The queen on a2 attacks the king on a8, not the one on h8.
  CHECK_FALSE(test::position(*v, "k6k/8/8/8/8/8/Q7/4K3 b - - 0 1").in_check());
  CHECK(test::position(*v, "k6k/8/8/8/8/8/8/R3K2R b - - 0 1").in_check());
  // With one king attacked, Black may leave it so, but not put the other one in danger too.
  const auto moves = test::legal_moves(*v, "k6k/8/8/8/8/8/Q7/4K3 b - - 0 1");
  CHECK(has(moves, "h8h7"));
  CHECK_FALSE(has(moves, "h8g8"));
  // White may capture the attacked king; Black's other king is then royal as usual.
  Position one = test::play(*v, "k6k/8/8/8/8/8/Q7/4K3 w - - 0 1", {"a2a8"});
  CHECK(one.royals(Black).count() == 1);
  CHECK(one.in_check()); // the queen on a8 now attacks the last king along the rank
}

TEST_CASE("`royal when last`: Sho shogi's king and prince", "[goals]") {
  auto v = test::shipped("shoshogi");
  // Black has king and prince: neither is royal, so the attacked king is no check.
  CHECK(test::position(*v, "R3k4/4+e4/9/9/9/9/9/9/4K4 b - - 0 1").royals(Black).empty());
  CHECK_FALSE(test::position(*v, "R3k4/4+e4/9/9/9/9/9/9/4K4 b - - 0 1").in_check());
  // White may take the king; then the prince is Black's royal piece.
  Position taken = test::play(*v, "R3k4/4+e4/9/9/9/9/9/9/4K4 w - - 0 1", {"a9e9"});
  CHECK(taken.royals(Black).count() == 1);
  // Alone, the king is royal and in check.
  CHECK(test::position(*v, "R3k4/9/9/9/9/9/9/9/4K4 b - - 0 1").in_check());
}

TEST_CASE("`must capture`: only captures when one exists", "[goals]") {
  auto v = test::shipped("antichess");
  CHECK(test::legal_moves(*v, "8/8/8/3p4/4P3/8/8/8 w - - 0 1") == std::vector<std::string>{"e4d5"});
  CHECK(test::legal_moves(*v, "8/8/8/p7/4P3/8/8/8 w - - 0 1") == std::vector<std::string>{"e4e5"});
  // Losers chess: the royal king's safety comes first, then the capture.
  auto losers = test::shipped("losers");
  CHECK(test::legal_moves(*losers, "4k3/8/8/8/8/8/3p3P/r3K3 w - - 0 1") == std::vector<std::string>{"e1d2"});
  // In check with no capture: only the king's escapes.
  CHECK(test::legal_moves(*losers, "4k3/8/8/8/8/8/7P/r3K3 w - - 0 1") ==
        std::vector<std::string>{"e1d2", "e1e2", "e1f2"});
  // A side left with its king alone has won.
  CHECK(over(*losers, "4k3/8/8/8/8/8/8/r3K3 w - - 0 1") == "win");
  CHECK(test::errors("variant x { board 4x4; piece King K { moves \"mK\"; } start \"k3/4/4/3K w - - 0 1\"; "
                     "rules { must capture; } }") ==
        "test.variant:1:90: error: 'must capture' but no piece can capture\n");
}

TEST_CASE("`checks forbidden`: Racing Kings has no move that gives check", "[goals]") {
  auto v = test::shipped("racingkings");
  const auto moves = test::legal_moves(*v, "8/8/8/8/8/8/k7/6RK w - - 0 1");
  CHECK_FALSE(has(moves, "g1a1"));
  CHECK_FALSE(has(moves, "g1g2"));
  CHECK(has(moves, "g1g3"));
}

TEST_CASE("blasts: atomic captures take the neighbours but pawns, and kings follow", "[goals]") {
  auto v = test::shipped("atomic");
  // Nf3xe5 blows up the knight, the captured pawn, the bishop on d6 and the queen on f4;
  // the pawn on f6 survives.
  Position pos = test::play(*v, "4k3/8/3b1p2/4p3/5q2/5N2/8/4K3 w - - 0 1", {"f3e5"});
  CHECK(pos.fen() == "4k3/8/5p2/8/8/8/8/4K3 b - - 0 1");
  // A king may not capture: it would blow itself up.
  CHECK_FALSE(has(test::legal_moves(*v, "4k3/8/8/8/8/8/4p3/4K3 w - - 0 1"), "e1e2"));
  // Kings side by side cannot be taken, so neither is in check.
  CHECK_FALSE(test::position(*v, "8/8/8/8/8/3k4/3K4/3r4 w - - 0 1").in_check());
  // Blowing up the enemy king is legal even from check (the rook on h8), and ends the game.
  Position mate = test::play(*v, "7r/8/8/8/8/4k3/4p3/5Q1K w - - 0 1", {"f1e2"});
  CHECK(mate.fen() == "7r/8/8/8/8/8/8/7K b - - 0 1");
  CHECK(over(*v, mate.fen()) == "loss");
  // Atomar's kings are immune: a king's capture removes only its victim and the others.
  auto atomar = test::shipped("atomar");
  CHECK(test::play(*atomar, "4k3/8/8/8/8/8/4n3/4K3 w - - 0 1", {"e1e2"}).fen() ==
        "4k3/8/8/8/8/8/4K3/8 b - - 0 1");
}

TEST_CASE("blasts: a quiet move is judged in place by the blast's rule of safety", "[goals]") {
  auto v = test::shipped("atomic");
  // Kings side by side: the knight pinned by the rook on e8 may leave the line, since no
  // capture can take a king next to the enemy's; apart, the pin holds.
  CHECK(has(test::legal_moves(*v, "4r3/8/8/8/8/8/4N3/4Kk2 w - - 0 1"), "e2c3"));
  CHECK_FALSE(has(test::legal_moves(*v, "4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1"), "e2c3"));
  // The king may step onto the rook's file next to Black's king, not elsewhere.
  const auto near = test::legal_moves(*v, "4r3/8/8/8/8/8/8/3K1k2 w - - 0 1");
  CHECK(has(near, "d1e1"));
  CHECK(has(near, "d1e2"));
  const auto apart = test::legal_moves(*v, "4r2k/8/8/8/8/8/8/3K4 w - - 0 1");
  CHECK_FALSE(has(apart, "d1e1"));
  CHECK(has(apart, "d1c1"));
  // In check from a distance, a quiet move must block.
  const auto check = test::legal_moves(*v, "k3r3/8/8/8/8/2N5/8/4K3 w - - 0 1");
  CHECK(has(check, "c3e4"));
  CHECK_FALSE(has(check, "c3d5"));
}

TEST_CASE("first-move rights: Ouk Chatrang's king leap and Met step", "[goals]") {
  auto v = test::shipped("cambodian");
  const std::string start = v->startFen;
  CHECK(test::position(*v, start).fen() == start);
  // The Met steps two squares forward on its first move; the king leaps like a knight.
  CHECK(has(test::legal_moves(*v, "3k4/8/8/8/8/8/8/3KM3 w DE - 0 1"), "e1e3"));
  CHECK(has(test::legal_moves(*v, "3k4/8/8/8/8/8/8/3KM3 w DE - 0 1"), "d1b2"));
  CHECK_FALSE(has(test::legal_moves(*v, "3k4/8/8/8/8/8/8/3KM3 w - - 0 1"), "e1e3"));
  // Moving takes the right away.
  // Black, bare, counts 63 moves (pieces' honour, §13.8), as Fairy-Stockfish writes it.
  CHECK(test::play(*v, "3k4/8/8/8/8/8/8/3KM3 w DE - 0 1", {"e1f2"}).fen() ==
        "3k4/8/8/8/8/8/5M2/3K4 b D 126 6 1");
  // A rook that moves onto the king's file takes its leap away, whatever stands between.
  CHECK(test::play(*v, "3k4/8/8/8/r7/3p4/8/3K4 b D - 0 1", {"a4d4"}).fen() ==
        "3k4/8/8/8/3r4/3p4/8/3K4 w - - 1 2");
  CHECK(test::play(*v, "3k4/8/8/8/r7/3p4/8/3K4 b D - 0 1", {"a4b4"}).fen() ==
        "3k4/8/8/8/1r6/3p4/8/3K4 w D - 1 2");
  // Not while in check.
  CHECK_FALSE(has(test::legal_moves(*v, "3k4/8/8/8/8/8/8/r2K4 w D - 0 1"), "d1b2"));
}

TEST_CASE("`escapes only by capture`: Makpong's king in check may only take the checker", "[goals]") {
  auto v = test::shipped("makpong");
  CHECK(test::legal_moves(*v, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1") == std::vector<std::string>{"e1e2"});
  // Two checkers: no escape at all.
  CHECK(test::legal_moves(*v, "4k3/8/8/8/8/5n2/4r3/4K3 w - - 0 1").empty());
  // Other pieces may still block.
  CHECK(test::legal_moves(*v, "4k3/4r3/8/8/8/8/R7/4K3 w - - 0 1") == std::vector<std::string>{"a2e2"});
}

TEST_CASE("no royal piece: Horde's White may leave pawns attacked and is never checkmated", "[goals]") {
  auto v = test::shipped("horde");
  CHECK(test::position(*v, v->startFen).royals(White).empty());
  CHECK(over(*v, "4k3/8/8/8/8/8/8/8 w - - 0 1") == "loss");
  // A pawn may be left attacked, and a lone pawn on the first rank steps two squares.
  CHECK(test::legal_moves(*v, "4k3/8/8/8/8/3p4/8/4P3 w - - 0 1") == std::vector<std::string>{"e1e2", "e1e3"});
  // Black still needs its king.
  FenError err;
  Position pos(*v);
  CHECK_FALSE(pos.set_fen("8/8/8/8/8/8/8/4P3 w - - 0 1", err));
  CHECK(err.message == "Black has no royal piece");
}

TEST_CASE("perpetual check loses for the checking side in play", "[goals]") {
  Game game;
  std::string why;
  REQUIRE(game.load(std::string(CHIMERA_SOURCE_DIR) + "/definitions/xiangqi.variant", {}, why));
  // Black's general shuttles while White's chariot checks at every move.
  REQUIRE(game.reset("3k5/9/9/9/9/9/9/9/R8/5K3 w - - 0 1", why));
  for (const char *m : {"a2d2", "d10e10", "d2e2", "e10d10", "e2d2", "d10e10", "d2e2", "e10d10", "e2d2"})
    REQUIRE(game.play(m));
  const auto verdict = game.verdict();
  REQUIRE(verdict);
  CHECK(verdict->result == "0-1");
  CHECK(verdict->reason == "perpetual check");
}

TEST_CASE("`more` and `fewer` conditions may be followed by `and`", "[goals]") {
  // Found by tools/scripts/random_definitions.py (seed 1): the names after `more` took in the
  // `and` and the next condition ("unknown piece 'and'").
  auto v = test::compile(
      "variant t { board 4x4; piece Stone P { immobile; value 1; } start \"4/4/4/4 w - - 0 1\"; "
      "drops { unlimited Stone; } rules { win when more Stone and board full; "
      "loss when fewer Stone and board full after reply; draw when board full; } }");
  REQUIRE(v->goals.size() == 3);
  CHECK(v->goals[0].conditions.size() == 2);
  CHECK(over(*v, "PPPP/PPPP/Pppp/pppp w - - 0 1") == "win");
  CHECK(over(*v, "PPPP/PPPP/Pppp/pppp b - - 0 1") == "loss");
  CHECK(over(*v, "PPPP/PPP1/Pppp/pppp b - - 0 1") == "on"); // the board is not full
  // Nor is `fewer X and Y in R` a reach of the pieces "fewer X and Y".
  auto reach =
      test::compile("variant t { board 4x4; piece King K { moves \"K\"; royal; } piece Man M { moves "
                    "\"W\"; } start \"k3/4/4/M2K w - - 0 1\"; rules { loss when fewer Man and King in rank "
                    "1; } }");
  REQUIRE(reach->goals.size() == 1);
  CHECK(reach->goals[0].conditions.size() == 2);
  // Black has fewer men and its king on its own first rank: Black loses, whoever is to move.
  CHECK(over(*reach, "k3/4/4/M2K w - - 0 1") == "win");
  CHECK(over(*reach, "k3/4/4/M2K b - - 0 1") == "loss");
  CHECK(over(*reach, "1k2/4/4/M2K b - - 0 1") == "loss");
  CHECK(over(*reach, "4/k3/4/M2K b - - 0 1") == "on");
  // A reach before a square is a reach (seed 1 again): not a square of the pieces "King in d1
  // and Man".
  auto square =
      test::compile("variant t { board 4x4; piece King K { moves \"K\"; royal; } piece Man M { moves "
                    "\"W\"; } start \"k3/4/4/M2K w - - 0 1\"; rules { win when King in d1 and Man "
                    "in a 1x1 square; } }");
  REQUIRE(square->goals.size() == 1);
  CHECK(square->goals[0].conditions.size() == 2);
  CHECK(over(*square, "k3/4/4/M2K b - - 0 1") == "loss"); // White's king on d1, a man
  CHECK(over(*square, "k3/4/K3/M3 b - - 0 1") == "on");
  // A line before a reach is a line (seed 2402): not a reach of the pieces "Man in a line
  // vertically and King", nor `both passed` a reach of "both passed and Man".
  auto line = test::compile("variant t { board 4x4; piece King K { moves \"K\"; royal; } piece Man M { "
                            "moves \"W\"; } start \"k3/4/M3/M2K w - - 0 1\"; rules { win when 2 Man in a "
                            "line vertically and King in rank 1; draw when both passed and Man in d4; } }");
  REQUIRE(line->goals.size() == 2);
  CHECK(line->goals[0].conditions.size() == 2);
  CHECK(line->goals[1].conditions.size() == 2);
  CHECK(over(*line, "k3/4/M3/M2K b - - 0 1") == "loss"); // two men on the a-file, the king on d1
  CHECK(over(*line, "k3/4/M3/1M1K b - - 0 1") == "on");
  CHECK(over(*line, "k3/4/M2K/M3 b - - 0 1") == "on"); // no king on rank 1
}

TEST_CASE("REGION full after moving: Kono's goal filled by the other side waits for the mover", "[goals]") {
  auto v = test::compile(R"(variant kono {
    board 5x5;
    piece Stone P { moves "mF"; }
    region goal rank 5, a4, e4;
    start "ppppp/p3p/5/P3P/PPPPP w - - 0 1";
    rules {
        move-rule 0;
        win when 7 Stone in goal;
        win when Stone in goal and goal full after moving;
    }
  })");
  // Black has just filled White's goal, where White's stone stands on c5: the game goes on.
  const std::string filled = "ppPpp/p3p/1P3/3pP/PPPP1 w - - 10 6";
  CHECK(over(*v, filled) == "on");
  CHECK(test::legal_moves(*v, filled).size() == 11);
  // White keeps it there and wins; the stone that leaves the goal does not.
  CHECK(over_after(*v, filled, {"b3a2"}) == "loss");
  CHECK(over_after(*v, filled, {"c5d4"}) == "on");
  // The same goal without `after moving` ends the game at once.
  auto now = test::compile(R"(variant kono2 {
    board 5x5;
    piece Stone P { moves "mF"; }
    region goal rank 5, a4, e4;
    start "ppppp/p3p/5/P3P/PPPPP w - - 0 1";
    rules { move-rule 0; win when Stone in goal and goal full; }
  })");
  CHECK(over(*now, filled) == "win");
}

TEST_CASE("castled, castling lost: castling queenside wins, losing the right loses", "[goals]") {
  auto v = test::compile(R"(variant castlewins extends "chess" {
    rules { win when castled queenside; loss when castling lost queenside; }
  })");
  const std::string fen = "r3k3/8/8/8/8/8/8/R3K3 b Qq - 0 1";
  CHECK(over(*v, fen) == "on");
  CHECK(over_after(*v, fen, {"e8c8"}) == "loss"); // White to move has lost
  CHECK(over_after(*v, fen, {"e8d8"}) == "win");  // Black's king moved: Black lost
  CHECK(over_after(*v, fen, {"a8a1"}) == "win");  // both lose theirs: the mover's goals first
  // The castling is the last move's, and the FEN keeps it ("O-O-O" at the end), so it reads
  // back as the game Black has won ...
  const std::string castled = test::play(*v, fen, {"e8c8"}).fen();
  CHECK(castled == "2kr4/8/8/8/8/8/8/R3K3 w Q - 1 2 O-O-O");
  CHECK(over(*v, castled) == "loss");
  // ... where Fairy-Stockfish's FEN, without it, is a position in which Black has lost its right.
  CHECK(over(*v, "2kr4/8/8/8/8/8/8/R3K3 w Q - 1 2") == "win");
  CHECK(over(*v, "r3k3/8/8/8/8/8/8/R3K3 b q - 0 1") == "win"); // White has none
  // Where the goal has not ended the game, the next move drops it.
  auto queens = test::compile(R"(variant queenwins extends "chess" {
    rules { win when castled queenside and count Queen >= 1; }
  })");
  CHECK(test::play(*queens, castled, {"a1a2"}).fen() == "2kr4/8/8/8/8/8/R7/4K3 b - - 2 2");
  // It must name a castling the side that has just moved has, with its king and rook there.
  FenError err;
  Position pos(*v);
  CHECK_FALSE(pos.set_fen("2kr4/8/8/8/8/8/8/R3K3 w Q - 1 2 O-O", err));
  CHECK(err.message == "'O-O': no king and rook where that castling puts them");
  CHECK(err.column == 33);
  CHECK_FALSE(pos.set_fen("2kr4/8/8/8/8/8/8/R3K3 b Q - 1 2 O-O-O", err));
  CHECK(err.message == "'O-O-O': no king and rook where that castling puts them");
  // Without a `castled` goal the last move is no part of the position.
  CHECK_FALSE(Position(*test::shipped("chess")).set_fen("2kr4/8/8/8/8/8/8/R3K3 w Q - 1 2 O-O-O", err));
  CHECK(err.message == "unexpected text after the FEN");
  CHECK(test::errors(R"(variant nocastle {
    board 8x8;
    piece King K { moves "K"; royal; }
    start "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    rules { win when castled; }
  })") == "test.variant:5:22: error: 'castled' needs a castling block (§12): this variant has no castling\n");
}

TEST_CASE(
    "count in a region: fewer than the count, and the region full (flagPieceBlockedWin with flagPieceSafe)",
    "[goals]") {
  // Fairy-Stockfish's duckling: two queens on the 8th rank win if safe, three whatever their
  // safety, and one there wins when the rank is full, safe or not (its safety counts only with
  // exactly two). Perft agrees with it (tests/import/perft.tsv).
  auto v = test::compile(R"(variant duckling extends "chess" {
    rules {
        white win when 3 Queen in rank 8;
        white win when 2 Queen in rank 8 safe;
        white win when Queen in rank 8 and count Queen in rank 8 < 2 and rank 8 full;
        black win when 3 Queen in rank 1;
        black win when 2 Queen in rank 1 safe;
        black win when Queen in rank 1 and count Queen in rank 1 < 2 and rank 1 full;
    }
})");
  REQUIRE(v);
  // One queen on a full 8th rank, attacked by the king: White has won.
  CHECK(over(*v, "rnbQkbnr/8/8/8/8/8/8/4K3 b - - 0 1") == "loss");
  // A hole in the rank: nothing yet.
  CHECK(over(*v, "rnbQkbn1/8/8/8/8/8/8/4K3 b - - 0 1") == "on");
  // Two queens on a full rank, one attacked: not by the count, and no longer by the full rank.
  CHECK(over(*v, "rnbQkQnr/8/8/8/8/8/8/4K3 b - - 0 1") == "on");
  // Two safe ones win, and three whatever the king attacks.
  CHECK(over(*v, "Q3k2Q/8/8/8/8/8/8/4K3 b - - 0 1") == "loss");
  CHECK(over(*v, "Q2QkQ2/8/8/8/8/8/8/4K3 b - - 0 1") == "loss");
  // Black's queen on its own full first rank (the 8th seen from Black) wins for Black at once.
  CHECK(over(*v, "rnbqkbnr/8/8/8/8/8/8/4K3 w - - 0 1") == "loss");
}

TEST_CASE("`unless answered by NAMES in REGION`: any move of the king into its region answers", "[goals]") {
  // Fairy-Stockfish's flagMove for a royal flag piece: Black, not in check, may answer by a king
  // move into its region even when that does not meet Black's goal; White wins at its next turn
  // unless Black's goal holds then.
  auto v = test::compile(R"(variant blockedrace extends "chess" {
    rules {
        white win when 2 King in rank 8 unless answered by King in rank 8;
        white win when King in rank 8 and rank 8 full unless answered by King in rank 8;
        black win when 2 King in rank 8;
        black win when King in rank 8 and rank 8 full;
    }
})");
  REQUIRE(v);
  const std::string fen = "rnbqrbn1/6K1/8/8/8/8/1k6/8 w - - 0 1";
  // White's king fills the 8th rank; Black's king can step to the first: the game goes on ...
  CHECK(over_after(*v, fen, {"g7h8"}) == "on");
  // ... and ends with Black's reply, whatever it was, as the first rank is not full, unless
  // the reply leaves the 8th rank no longer full.
  CHECK(over_after(*v, fen, {"g7h8", "b2b1"}) == "win");
  CHECK(over_after(*v, fen, {"g7h8", "b2a3"}) == "win");
  CHECK(over_after(*v, fen, {"g7h8", "e8e7"}) == "on");
  // Without a king move into the first rank, no answer: White has won at once.
  CHECK(over_after(*v, "rnbqrbn1/6K1/8/8/8/1k6/8/8 w - - 0 1", {"g7h8"}) == "loss");
  // In check, no answer either: the bishop fills the rank with check.
  CHECK(over_after(*v, "rnbqrb1K/7B/8/8/8/8/k7/8 w - - 0 1", {"h7g8"}) == "loss");
  CHECK(over_after(*v, "rnbqrb1K/7B/8/8/8/8/1k6/8 w - - 0 1", {"h7g8"}) == "on");
  // With the plain answer, a king move that does not meet Black's goal is none.
  auto plain = test::compile(R"(variant plainrace extends "chess" {
    rules {
        white win when King in rank 8 and rank 8 full unless answered;
        black win when King in rank 8 and rank 8 full;
    }
})");
  REQUIRE(plain);
  CHECK(over_after(*plain, fen, {"g7h8"}) == "loss");
}

TEST_CASE("the goal gate: kinds every goal needs, judged once for both sides", "[goals]") {
  constexpr uint32_t Full = 1u << Condition::BoardFull, Passed = 1u << Condition::BothPassed,
                     Stalemated = 1u << Condition::Stalemated;
  CHECK(test::shipped("flipersi")->goalGate == (Full | Stalemated));
  CHECK(test::shipped("flipello")->goalGate == (Full | Passed | Stalemated));
  // A goal without such a condition (a count, a reach) opens the gate for good.
  CHECK(test::shipped("3check")->goalGate == 0);
  CHECK(test::shipped("kingofthehill")->goalGate == 0);
  // Behind the gate the goals still decide: a full board decides, a board with an empty square
  // and a move left does not.
  auto v = test::compile(
      "variant t { board 4x4; piece Stone P { immobile; value 1; } start \"4/4/4/4 w - - 0 1\"; "
      "drops { unlimited Stone; } rules { win when board full and more Stone; draw when stalemated; } }");
  CHECK(v->goalGate == (Full | Stalemated));
  CHECK(over(*v, "PPPP/PPPP/PPpp/pppp b - - 0 1") == "loss");
  CHECK(over(*v, "PPPP/PPPP/PPp1/pppp b - - 0 1") == "on");
}
