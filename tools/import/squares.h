// Sets of squares of an FSF board: read from variants.ini's Bitboard values (`*8`, `a*`,
// `d4 e4`), mirrored for Black, and written as Chimera regions.
#pragma once

#include <string>
#include <vector>

#include "compiler/diagnostics.h"

namespace chimera::import {

struct Squares {
  int files = 8, ranks = 8;
  std::vector<bool> on; // (rank - 1) * files + (file - 1)

  static Squares none(int files, int ranks) {
    return {files, ranks, std::vector<bool>(size_t(files * ranks))};
  }
  static Squares all(int files, int ranks) {
    return {files, ranks, std::vector<bool>(size_t(files * ranks), true)};
  }
  bool has(int file, int rank) const { return on[size_t((rank - 1) * files + file - 1)]; }
  void set(int file, int rank, bool v = true) { on[size_t((rank - 1) * files + file - 1)] = v; }
  bool empty() const;
  bool full() const;
  Squares mirrored() const; // rank r <-> ranks + 1 - r: Black's squares seen from Black
  Squares operator&(const Squares &o) const;
  Squares operator-(const Squares &o) const;
  Squares operator|(const Squares &o) const;
  bool operator==(const Squares &o) const { return on == o.on; }
  bool operator!=(const Squares &o) const { return on != o.on; }
};

// Reads an FSF Bitboard value; squares off the board are errors at their column.
Squares read_squares(const std::string &value, const SourceLoc &loc, int files, int ranks,
                     Diagnostics &diags);
// The squares of a FEN's board (up to its hand or first space) that hold `token`: a piece
// letter ('K', 'k'; a promoted '+P' counts as 'P') or '*'. Squares off the board are left out.
Squares fen_squares(const std::string &fen, int files, int ranks, char token);
// A Chimera region naming exactly these squares: whole ranks, then whole files, then squares.
std::string region_text(const Squares &s);

} // namespace chimera::import
