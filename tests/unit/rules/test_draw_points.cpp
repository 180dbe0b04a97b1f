// Draws decided by points (language.md §13.1): Janggi's count when the move rule, passing or a
// repetition ends the game, and Fairy-Stockfish's other `materialCounting` rules written with
// the same block. The Janggi positions and results are Fairy-Stockfish's (`go depth 1` there
// scores `mate 1` or `mate -1` at the clock's 99th ply).
#include <catch2/catch.hpp>

#include "runtime/rules/draw_points.h"
#include "runtime/rules/goals.h"
#include "runtime/search/search.h"
#include "tests/unit/support.h"
#include "tools/game/game.h"

using namespace chimera;

namespace {

// The verdict after the moves from the FEN in shipped Janggi: "RESULT REASON", or "none".
std::string janggi(const std::string &fen, const std::vector<std::string> &moves) {
  Game game;
  std::string why;
  if (!game.load(std::string(CHIMERA_SOURCE_DIR) + "/definitions/janggi.variant", {}, why) ||
      !game.reset(fen, why))
    return why;
  for (const std::string &m : moves)
    if (!game.play(m)) return "illegal " + m;
  const auto verdict = game.verdict();
  return verdict ? verdict->result + " " + verdict->reason : "none";
}

} // namespace

TEST_CASE("draw points: Janggi's move rule is decided by points, Black getting 1.5", "[rules]") {
  // White's chariot (13) against Black's cannon and soldier (9, and 1.5).
  const std::string ahead = "c8/4k4/9/p8/9/9/9/9/4K4/8R w - - 99 80";
  CHECK(janggi(ahead, {}) == "none");
  CHECK(janggi(ahead, {"e2d1"}) == "1-0 50-move rule, points 13 to 10.5");
  // A capture starts the count again.
  CHECK(janggi("c8/3k5/9/8p/9/9/9/9/4K4/8R w - - 99 80", {"i1i7"}) == "none");
  CHECK(janggi("c8/3k5/9/8p/9/9/9/9/4K4/8R w - - 99 80", {"i1h1"}) == "1-0 50-move rule, points 13 to 10.5");
  // Two points more win: cannon and two soldiers (11, and 1.5) ...
  CHECK(janggi("c8/4k4/p8/p8/9/9/9/9/4K4/8R w - - 99 80", {"e2d1"}) == "1-0 50-move rule, points 13 to 12.5");
  // ... one point more loses: cannon, elephant and soldier (12, and 1.5).
  CHECK(janggi("c8/4k4/b8/p8/9/9/9/9/4K4/8R w - - 99 80", {"e2d1"}) == "0-1 50-move rule, points 13 to 13.5");
  // Two passes in a row end the game, decided the same way ...
  const std::string apart = "c8/3k5/9/p8/9/9/9/9/4K4/8R w - - 0 1";
  CHECK(janggi(apart, {"e2e2"}) == "none");
  CHECK(janggi(apart, {"e2e2", "d9d9"}) == "1-0 game ended by passing, points 13 to 10.5");
  // ... and so does a pass that accepts the generals' face-off (bikjang) ...
  CHECK(janggi(ahead, {"e2e2"}) == "1-0 game ended by passing, points 13 to 10.5");
  // ... and a threefold repetition.
  CHECK(janggi(apart, {"e2e1", "d9d8", "e1e2", "d8d9", "e2e1", "d9d8", "e1e2"}) == "none");
  CHECK(janggi(apart, {"e2e1", "d9d8", "e1e2", "d8d9", "e2e1", "d9d8", "e1e2", "d8d9"}) ==
        "1-0 repetition, points 13 to 10.5");
}

TEST_CASE("draw points: the search scores the move rule's end as Fairy-Stockfish does", "[rules]") {
  auto v = test::shipped("janggi");
  Engine engine;
  engine.set_hash(4);
  Limits limits;
  limits.depth = 1;
  // Every move ends the game: a win for White (mate 1), or a loss by White's own move (mate -1).
  engine.search(test::position(*v, "c8/4k4/9/p8/9/9/9/9/4K4/8R w - - 99 80"), {}, limits);
  CHECK(engine.last().mate_in() == 1);
  engine.search(test::position(*v, "c8/4k4/b8/p8/9/9/9/9/4K4/8R w - - 99 80"), {}, limits);
  CHECK(engine.last().mate_in() == -1);
}

TEST_CASE("draw points: unweighted counts and draw odds, and what is not a draw stands", "[rules]") {
  const std::string stalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
  auto with = [](const std::string &block) {
    return test::compile("variant counted extends \"chess\" { rules { draws decided by points { " + block +
                         " } } }");
  };
  // Fairy-Stockfish's materialCounting = unweighted: every piece is a point.
  auto unweighted = with("pieces 1;");
  REQUIRE(unweighted);
  Position pos = test::position(*unweighted, stalemate);
  CHECK(draw_points(pos, White) == 200);
  CHECK(decide_draw(pos, Outcome::Draw) == Outcome::Loss); // for Black, to move
  CHECK(decide_draw(pos, Outcome::Win) == Outcome::Win);   // not a draw: it stands
  // Lines apply in the order written.
  auto queen = with("pieces 1; Queen 9.25;");
  REQUIRE(queen);
  CHECK(draw_points(test::position(*queen, stalemate), White) == 1025);
  // whitedrawodds and blackdrawodds: a side's bonus alone.
  auto odds = with("black 1;");
  REQUIRE(odds);
  CHECK(decide_draw(test::position(*odds, stalemate), Outcome::Draw) == Outcome::Win);
  // Equal totals stay a draw; an empty block turns a parent's rule off.
  auto equal = with("King 1;");
  REQUIRE(equal);
  CHECK(decide_draw(test::position(*equal, stalemate), Outcome::Draw) == Outcome::Draw);
  auto off = test::compile("variant plain extends \"janggi\" { rules { draws decided by points { } } }");
  REQUIRE(off);
  CHECK(!off->drawPoints.on);
  CHECK(test::shipped("janggi")->drawPoints.on);
}

TEST_CASE("draw points: a full board decided by points (adjudicateFullBoard with materialCounting)",
          "[rules]") {
  // Fairy-Stockfish's blackdrawodds ends a full board as a win for Black, whoever has more
  // stones ("0-1 {Black wins}" from its XBoard mode at both positions below, as oddsothello of
  // tests/import/sample.ini).
  auto fill = [](const std::string &points) {
    return test::compile(
        "variant fill { board 2x2; piece Stone P { immobile; } start \"2/2[PPpp] w - - 0 1\"; "
        "drops { } rules { move-rule 0; draw when board full decided by points; " +
        points + " } }");
  };
  auto odds = fill("draws decided by points { black 1; }");
  REQUIRE(odds);
  Outcome o = Outcome::Draw;
  const Goal *goal = nullptr;
  Position even = test::position(*odds, "Pp/Pp[] w - - 0 1"),
           more = test::position(*odds, "PP/Pp[] b - - 0 1");
  REQUIRE(goal_reached(even, o, &goal));
  CHECK(o == Outcome::Loss); // for White, to move
  CHECK(goal == &odds->goals[0]);
  REQUIRE(goal_reached(more, o));
  CHECK(o == Outcome::Win); // for Black, to move, with one stone less
  // The board not full: no end.
  Position open = test::position(*odds, "P1/Pp[p] b - - 0 1");
  CHECK(!goal_reached(open, o));
  // Counted stones: more win, equal numbers stay a draw.
  auto counted = fill("draws decided by points { Stone 1; }");
  REQUIRE(counted);
  Position ahead = test::position(*counted, "PP/Pp[] b - - 0 1"),
           level = test::position(*counted, "Pp/Pp[] w - - 0 1");
  REQUIRE(goal_reached(ahead, o));
  CHECK(o == Outcome::Loss);
  REQUIRE(goal_reached(level, o));
  CHECK(o == Outcome::Draw);
  // Without a points rule the goal is a draw, as Fairy-Stockfish's adjudicateFullBoard alone.
  auto plain = fill("");
  REQUIRE(plain);
  Position full = test::position(*plain, "PP/Pp[] b - - 0 1");
  REQUIRE(goal_reached(full, o));
  CHECK(o == Outcome::Draw);
  // The search scores the full board as lost for White.
  Engine engine;
  engine.set_hash(4);
  Limits limits;
  limits.depth = 2;
  engine.search(test::position(*odds, "P1/Pp[Pp] b - - 0 1"), {}, limits);
  CHECK(engine.last().mate_in() == 1); // Black fills the board and wins
}
