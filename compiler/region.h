// Regions: sets of squares written as ranks, files and squares, seen from the owning side.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "compiler/diagnostics.h"
#include "compiler/syntax.h"
#include "runtime/board/squareset.h"

namespace chimera {

// The squares of a region on a files x ranks board, from White's side. Terms that name
// squares off the board are reported.
// A square term may name a region declared earlier (`named`).
using NamedRegions = std::map<std::string, SquareSet>;
SquareSet evaluate_region(const std::vector<syntax::RegionTerm> &terms, int files, int ranks,
                          const NamedRegions &named, Diagnostics &diags);

// A file letter ("a".."p") as a 0-based file, or -1.
int parse_file(const std::string &name, int files);

} // namespace chimera
