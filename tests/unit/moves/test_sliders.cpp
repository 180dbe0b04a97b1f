// The standard riders' attacks (runtime/bitboard/sliders.h) against a walk on the board, for
// every method a board can take: the PEXT tables of one and two words, the line tables (two
// words where the PEXT tables would be too large, three words) and the classical method.
#include <catch2/catch.hpp>
#include <random>

#include "runtime/bitboard/sliders.h"

using namespace chimera;
using namespace chimera::bitboard;

namespace {

// The squares a rider of the directions first .. first + 3 attacks from s, one step at a time.
template <class BB> BB walked(int files, int ranks, Square s, int first, const BB &occ) {
  BB a = 0;
  for (int d = first; d < first + 4; ++d)
    for (int f = s % files + Directions[d][0], r = s / files + Directions[d][1];
         f >= 0 && f < files && r >= 0 && r < ranks; f += Directions[d][0], r += Directions[d][1]) {
      a |= bit<BB>(Square(r * files + f));
      if (has(occ, Square(r * files + f))) break;
    }
  return a;
}

template <class BB> void check_board(int files, int ranks) {
  INFO(files << "x" << ranks);
  Sliders<BB> sliders;
  sliders.init(files, ranks);
  std::mt19937_64 rng(files * 100 + ranks);
  const int squares = files * ranks;
  int mismatches = 0;
  for (int density : {4, 16, 48}) // percent of the squares occupied
    for (int n = 0; n < 200; ++n) {
      BB occ = 0;
      for (Square t = 0; t < squares; ++t)
        if (int(rng() % 100) < density) occ |= bit<BB>(t);
      for (Square s = 0; s < squares; ++s) {
        mismatches += sliders.rook(s, occ) != walked<BB>(files, ranks, s, 0, occ);
        mismatches += sliders.bishop(s, occ) != walked<BB>(files, ranks, s, 4, occ);
      }
    }
  CHECK(mismatches == 0);
  // The ends of every line: an empty board and a full one.
  const BB full = ~BB(0);
  for (Square s = 0; s < squares; ++s) {
    CHECK(sliders.rook(s, 0) == walked<BB>(files, ranks, s, 0, BB(0)));
    CHECK(sliders.bishop(s, full) == walked<BB>(files, ranks, s, 4, full));
  }
}

} // namespace

TEST_CASE("slider attacks: every board size's method agrees with a walk on the board", "[bitboards]") {
  check_board<Bitboard>(8, 8);
  check_board<Bitboard>(5, 12);
  check_board<Wide>(10, 10);
  check_board<Wide>(16, 8); // too large for the PEXT tables: the line tables
  check_board<Wide>(8, 16);
  check_board<Triple>(13, 12);
  check_board<Triple>(16, 12);
  check_board<Triple>(12, 16);
  check_board<Triple>(11, 13);
  check_board<Triple>(16, 10); // 160 squares: the top word half used
}
