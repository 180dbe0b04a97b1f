// The two move generators side by side, for the tests of the bitboard path: the ray path's
// legal moves (pseudo-legal moves filtered by legal()), the bitboard path's, random games
// that compare them at every node, and the check test's answer against the made move.
#pragma once

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "runtime/bitboard/attacks.h"
#include "runtime/bitboard/movegen.h"
#include "runtime/notation/notation.h"
#include "runtime/perft/perft.h"
#include "tests/unit/support.h"

namespace chimera::test {

// The moves of a ray generator's list that legal() keeps, in its order.
inline std::vector<Move> legal_of(Position &pos, const MoveList &list) {
  const CheckInfo ci = check_info(pos);
  std::vector<Move> out;
  for (Move m : list)
    if (legal(pos, m, ci)) out.push_back(m);
  return out;
}

// The ray path's legal moves: generate_pseudo filtered by legal(), in its order.
inline std::vector<Move> by_rays(Position &pos) {
  MoveList list;
  generate_pseudo(pos, list);
  return legal_of(pos, list);
}

// Quiescence's moves on the ray path: generate_tactical (captures and promotions) filtered.
inline std::vector<Move> tactical_by_rays(Position &pos) {
  MoveList list;
  generate_tactical(pos, list);
  return legal_of(pos, list);
}

inline std::vector<Move> tactical_by_bitboards(Position &pos) {
  MoveList list;
  REQUIRE(bitboard::generate_tactical(pos, list));
  return std::vector<Move>(list.begin(), list.end());
}

inline std::vector<Move> by_bitboards(Position &pos, bool ordered) {
  MoveList list;
  REQUIRE(bitboard::generate_legal(pos, list, ordered));
  return std::vector<Move>(list.begin(), list.end());
}

inline std::vector<uint64_t> sorted(const std::vector<Move> &moves) {
  std::vector<uint64_t> raw;
  for (Move m : moves) raw.push_back(m.raw());
  std::sort(raw.begin(), raw.end());
  return raw;
}

// Plays `games` random games of up to `plies` moves from fen, comparing the two generators
// at every node (with mayDecline, at every node the bitboard path takes: it may leave some to
// the rays). Returns the nodes compared.
inline int walk(const Variant &v, const std::string &fen, int games, int plies, unsigned seed,
                bool mayDecline = false) {
  std::mt19937 rng(seed);
  int nodes = 0;
  for (int g = 0; g < games; ++g) {
    Position pos = test::position(v, fen);
    for (int ply = 0; ply < plies; ++ply) {
      INFO(pos.fen());
      if (MoveList probe; mayDecline && !bitboard::generate_legal(pos, probe, true)) {
        REQUIRE(bitboard::count_legal(pos) == -1);
        const std::vector<Move> rays = by_rays(pos);
        if (rays.empty()) break;
        pos.do_move(rays[rng() % rays.size()]);
        continue;
      }
      ++nodes;
      const std::vector<Move> rays = by_rays(pos), ordered = by_bitboards(pos, true);
      REQUIRE(ordered == rays);
      REQUIRE(sorted(by_bitboards(pos, false)) == sorted(rays));
      REQUIRE(bitboard::count_legal(pos) == int64_t(rays.size()));
      REQUIRE(tactical_by_bitboards(pos) == tactical_by_rays(pos));
      if (rays.empty()) break;
      pos.do_move(rays[rng() % rays.size()]);
    }
  }
  return nodes;
}

inline uint64_t count(const Variant &v, const std::string &fen, int depth) {
  Position pos = test::position(v, fen);
  return perft(pos, depth);
}

// ask(pos, m)'s answer for the move written `text` (does it check: 1 or 0; -1 leaves the move
// to the caller), checked against the made move where it is one.
template <class Ask> int check_answer(Position &pos, const std::string &text, Ask ask) {
  const Move m = parse_move(pos, text);
  REQUIRE(!m.is_none());
  const int checks = ask(pos, m);
  if (checks >= 0) {
    pos.do_move(m);
    CHECK(checks == int(pos.in_check()));
    pos.undo_move(m);
  }
  return checks;
}

// bitboard::gives_check's answer.
inline int gives_check_answer(Position &pos, const std::string &text) {
  return check_answer(pos, text, [](Position &p, Move m) { return bitboard::gives_check(p, m); });
}

} // namespace chimera::test
