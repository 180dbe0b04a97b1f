// bitboard::gives_check: whether a quiet move checks, told from the tables without making it
// (the search prunes such moves unmade). Its answer must be the one the made move gives.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "runtime/bitboard/attacks.h"
#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "tests/unit/moves/generators.h"
#include "tests/unit/support.h"

namespace chimera {
namespace {

using test::gives_check_answer;

struct Tally {
  int answered = 0, checks = 0;
  int resolved = 0, resolvedChecks = 0; // the moves Position::resolve_checks answered in their place
};

// Position::resolve_checks for one move whose answer is not known yet.
int resolve_one(Position &pos, Move m) {
  int8_t out = -1;
  pos.resolve_checks(&m, 1, &out);
  return out;
}

// The same for the legal move written `text`, checked against the made move where it answers.
int resolve_answer(Position &pos, const std::string &text) {
  return test::check_answer(pos, text, resolve_one);
}

// Every legal move of every position of random games: where gives_check answers, the answer is
// in_check after the move, and the answers for all the moves at once are the same. Where it
// does not, resolve_checks's answer, one move or all at once, is in_check after the move too, and
// the board is as before.
Tally compare(const Variant &v, int games, int plies, unsigned seed) {
  Tally tally;
  test::over_random_games(v, games, plies, seed, [&](Position &pos) {
    MoveList list;
    generate_legal(pos, list);
    std::vector<int8_t> batch(size_t(list.size()) + 1), resolved;
    bitboard::gives_check(pos, list.begin(), list.size(), batch.data());
    resolved = batch;
    const std::string fen = pos.fen();
    pos.resolve_checks(list.begin(), list.size(), resolved.data());
    REQUIRE(pos.fen() == fen);
    for (int i = 0; i < list.size(); ++i) {
      const Move m = list[i];
      const int checks = bitboard::gives_check(pos, m);
      INFO(pos.fen() << " " << move_to_text(v, m));
      REQUIRE(int(batch[size_t(i)]) == checks); // the same answers, one move or all at once
      const int answer = checks >= 0 ? checks : resolve_one(pos, m);
      REQUIRE(int(resolved[size_t(i)]) == answer);
      if (answer < 0) continue;
      pos.do_move(m);
      const bool inCheck = pos.in_check();
      pos.undo_move(m);
      REQUIRE(answer == int(inCheck));
      if (checks >= 0)
        ++tally.answered, tally.checks += checks;
      else
        ++tally.resolved, tally.resolvedChecks += answer;
    }
    return 0;
  });
  return tally;
}

} // namespace

TEST_CASE("gives check: the tables' answer is the made move's in random games of every shipped definition",
          "[bitboards][search]") {
  std::vector<std::string> names;
  for (const auto &e : std::filesystem::directory_iterator(std::string(CHIMERA_SOURCE_DIR) + "/definitions"))
    if (e.path().extension() == ".variant") names.push_back(e.path().stem().string());
  std::sort(names.begin(), names.end());
  unsigned seed = 1;
  int onPath = 0, withChecks = 0, offPath = 0, resolvedOff = 0, resolvedChecksOff = 0;
  for (const std::string &name : names) {
    INFO(name);
    auto v = test::shipped(name);
    const Tally t = compare(*v, 6, 80, seed++);
    if (!v->on_bitboards()) {
      CHECK(t.answered == 0); // off the path it never answers: the board does
      ++offPath, resolvedOff += t.resolved > 0, resolvedChecksOff += t.resolvedChecks > 0;
      continue;
    }
    ++onPath;
    withChecks += t.checks > 0;
  }
  // Most of the definitions take the path, and in most of those random games give checks.
  CHECK(onPath >= 45);
  INFO(onPath << " on the path, " << withChecks << " with checks");
  CHECK(withChecks >= 45);
  // Off the path, the board answers in most definitions, checks among the answers.
  INFO(offPath << " off the path, " << resolvedOff << " resolved, " << resolvedChecksOff << " with checks");
  CHECK(resolvedOff >= 5);
  CHECK(resolvedChecksOff >= 5);
}

TEST_CASE("gives check: a gating move's piece checks from the square it is put on", "[bitboards][search]") {
  auto seirawan = test::shipped("seirawan");
  REQUIRE(seirawan->on_bitboards());
  // The hawk (bishop and knight) gated on g1 sees a7 along the diagonal; the knight does not.
  Position pos = test::position(*seirawan, "8/k7/8/8/8/8/8/4K1N1[H] w G - 0 1");
  for (const char *m : {"g1e2h", "g1f3h", "g1h3h"}) CHECK(gives_check_answer(pos, m) == 1);
  for (const char *m : {"g1e2", "g1f3", "g1h3"}) CHECK(gives_check_answer(pos, m) == 0);
  // A pawn on f2 closes the diagonal; the hawk's knight leap from g1 reaches e2, not the king.
  Position closed = test::position(*seirawan, "8/k7/8/8/8/8/5P2/4K1N1[H] w G - 0 1");
  CHECK(gives_check_answer(closed, "g1e2h") == 0);
  // The hawk gated on f1 leaps to h2 as a knight; the bishop that left does not see it.
  Position leap = test::position(*seirawan, "8/8/8/8/8/8/7k/4KB2[H] w F - 0 1");
  CHECK(gives_check_answer(leap, "f1d3h") == 1);
  CHECK(gives_check_answer(leap, "f1d3") == 0);
}

TEST_CASE("gives check: off the tables the board answers, the move unmade", "[search]") {
  auto janggi = test::shipped("janggi");
  REQUIRE(!janggi->on_bitboards());
  // From the start: a chariot's step far from the enemy palace reads no square of its probes.
  Position start = test::position(*janggi, janggi->startFen);
  const std::string fen = start.fen();
  CHECK(resolve_answer(start, "a1a2") == 0);
  CHECK(start.fen() == fen);
  // The horse's leap from d8 reaches e10 over the empty d9; from c5 nothing.
  Position horse = test::position(*janggi, "4k4/9/9/1N7/9/9/9/9/9/3K5 w - - 0 1");
  CHECK(resolve_answer(horse, "b7d8") == 1);
  CHECK(resolve_answer(horse, "b7c5") == 0);
  // A horse landing on e5 is the screen of the cannon on e2; on a5 it is not.
  Position screen = test::position(*janggi, "4k4/9/9/9/9/9/2N6/9/4C4/3K5 w - - 0 1");
  CHECK(resolve_answer(screen, "c4e5") == 1);
  CHECK(resolve_answer(screen, "c4a5") == 0);
}

TEST_CASE("gives check: direct, discovered and screened checks, and the moves it leaves to the caller",
          "[bitboards][search]") {
  auto chess = test::shipped("chess");
  // The knight uncovers the rook's check wherever it goes; the rook checks from e-file squares
  // only; castling is left to the caller.
  Position pos = test::position(*chess, "4k3/8/8/8/8/8/4N3/4R1K1 w - - 0 1");
  for (const char *m : {"e2c3", "e2g3", "e2d4", "e2f4", "e2c1"}) CHECK(gives_check_answer(pos, m) == 1);
  CHECK(gives_check_answer(pos, "e1d1") == 0);
  CHECK(gives_check_answer(pos, "g1f1") == 0);
  Position knight = test::position(*chess, "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1");
  CHECK(gives_check_answer(knight, "b1d2") == 0);
  CHECK(gives_check_answer(knight, "b1c3") == 0);
  Position direct = test::position(*chess, "4k3/8/8/8/8/8/3N4/4K3 w - - 0 1");
  CHECK(gives_check_answer(direct, "d2f3") == 0);
  CHECK(gives_check_answer(direct, "d2c4") == 0);
  Position leap = test::position(*chess, "8/4k3/8/8/3N4/8/8/4K3 w - - 0 1");
  CHECK(gives_check_answer(leap, "d4c6") == 1);
  CHECK(gives_check_answer(leap, "d4f5") == 1);
  CHECK(gives_check_answer(leap, "d4b5") == 0);
  Position castle = test::position(*chess, "5k2/8/8/8/8/8/8/4K2R w K - 0 1");
  CHECK(gives_check_answer(castle, "e1g1") == -1);
  // A pawn's double step checks, its promotion is left to the caller.
  Position pawn = test::position(*chess, "8/2P5/8/4k3/8/8/3P4/4K3 w - - 0 1");
  CHECK(gives_check_answer(pawn, "d2d4") == 1);
  CHECK(gives_check_answer(pawn, "d2d3") == 0);
  CHECK(gives_check_answer(pawn, "c7c8q") == -1);
  // Shako (a cannon hops over one screen): a knight moved between the cannon and the king is
  // the screen of a check; the cannon's own move is left to the caller.
  auto shako = test::shipped("shako");
  REQUIRE(shako->on_bitboards());
  Position cannon = test::position(*shako, "5k4/10/10/10/10/10/10/10/3N6/5C3K w - - 0 1");
  CHECK(gives_check_answer(cannon, "d2f3") == 1);
  CHECK(gives_check_answer(cannon, "d2e4") == 0);
  CHECK(gives_check_answer(cannon, "f1e1") == -1);
  // A variant off the bitboard path: never an answer.
  auto janggi = test::shipped("janggi");
  REQUIRE(!janggi->on_bitboards());
  Position rays = test::position(*janggi, janggi->startFen);
  CHECK(gives_check_answer(rays, "a1a2") == -1);
}

} // namespace chimera
