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
};

// Every legal move of every position of random games: where gives_check answers, the answer is
// in_check after the move, and the answers for all the moves at once are the same.
Tally compare(const Variant &v, int games, int plies, unsigned seed) {
  Tally tally;
  test::over_random_games(v, games, plies, seed, [&](Position &pos) {
    MoveList list;
    generate_legal(pos, list);
    std::vector<int8_t> batch(size_t(list.size()) + 1);
    bitboard::gives_check(pos, list.begin(), list.size(), batch.data());
    for (int i = 0; i < list.size(); ++i) {
      const Move m = list[i];
      const int checks = bitboard::gives_check(pos, m);
      INFO(pos.fen() << " " << move_to_text(v, m));
      REQUIRE(int(batch[size_t(i)]) == checks); // the same answers, one move or all at once
      if (checks < 0) continue;
      pos.do_move(m);
      const bool inCheck = pos.in_check();
      pos.undo_move(m);
      REQUIRE(checks == int(inCheck));
      ++tally.answered, tally.checks += checks;
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
  int onPath = 0, withChecks = 0;
  for (const std::string &name : names) {
    INFO(name);
    auto v = test::shipped(name);
    const Tally t = compare(*v, 6, 80, seed++);
    if (!v->on_bitboards()) {
      CHECK(t.answered == 0); // off the path it never answers
      continue;
    }
    ++onPath;
    withChecks += t.checks > 0;
  }
  // Most of the definitions take the path, and in most of those random games give checks.
  CHECK(onPath >= 45);
  INFO(onPath << " on the path, " << withChecks << " with checks");
  CHECK(withChecks >= 45);
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
