// The compiled tables: Black's rays and probes, mirrored from White's when the variant is
// symmetric (turned through 180 degrees when it is rotated), must equal those built square by
// square for Black.
#include <catch2/catch.hpp>
#include <sstream>

#include "compiler/tables.h"
#include "tests/unit/support.h"

using namespace chimera;

namespace {

// Every ray of a table, per colour, type and square, with its squares read from the pool
// (pool offsets differ between the two ways of building; contents must not).
std::string rays(const Variant &v, const std::vector<Ray> &rs, const std::vector<uint32_t> &index) {
  std::ostringstream out;
  for (size_t i = 0; i + 1 < index.size(); ++i) {
    out << i << ':';
    for (uint32_t k = index[i]; k < index[i + 1]; ++k) {
      const Ray &r = rs[k];
      out << " [" << int(r.kind) << ' ' << r.flags << ' ' << int(r.nblock) << ' ' << int(r.nhop) << ' '
          << int(r.nlocust) << ' ' << v.stopSets[r.stops] << ':';
      for (int j = 0; j < r.len; ++j) out << ' ' << int(v.pool[r.first + j]);
      out << " |";
      for (int j = 0; j < r.nblock + r.nhop + r.nlocust; ++j) out << ' ' << int(v.pool[r.block + j]);
      out << ']';
    }
    if (&rs == &v.rays) out << " repeats " << int(v.rayRepeats[i]);
    out << '\n';
  }
  return out.str();
}

std::string probes(const Variant &v, const ProbeTable &table) {
  std::ostringstream out;
  for (size_t i = 0; i + 1 < table.index.size(); ++i) {
    out << i << ':';
    for (uint32_t k = table.index[i]; k < table.index[i + 1]; ++k) {
      const Probe &p = table.probes[k];
      out << " [" << int(p.kind) << ' ' << int(p.nhop) << ' ' << v.stopSets[p.stops] << ' ' << p.screen << ' '
          << p.any << ':';
      const int squares = p.kind == ProbeKind::Bent ? 2 * p.len : p.len;
      for (int j = 0; j < squares; ++j) out << ' ' << int(v.pool[p.first + j]);
      out << " |" << std::hex;
      for (int j = 0; j < (p.kind == ProbeKind::Path ? 1 : p.len); ++j)
        out << ' ' << table.masks[p.masks + j];
      out << std::dec << ']';
    }
    out << '\n';
  }
  return out.str();
}

std::string tables(const Variant &v) {
  return rays(v, v.rays, v.rayIndex) + rays(v, v.checks.rays, v.checks.index) +
         rays(v, v.confronts.rays, v.confronts.index) + probes(v, v.attackProbes) +
         probes(v, v.confrontProbes);
}

// The tables of `build()` mirrored from White's, and built square by square for both colours.
template <class Build> void check_both_ways(Build build) {
  std::unique_ptr<Variant> mirrored = build();
  REQUIRE(colours_mirror(*mirrored));
  mirrorColours = false;
  std::unique_ptr<Variant> direct = build();
  mirrorColours = true;
  CHECK(tables(*mirrored) == tables(*direct));
}

} // namespace

TEST_CASE("mirrored tables equal the tables built for each colour", "[tables]") {
  // legan and torishogi are rotated: Black's tables are White's turned through 180 degrees.
  auto name = GENERATE(as<std::string>{}, "basic-bestiary", "basilisk", "bentback-bestiary", "capablanca",
                       "chess", "chigorin", "crazyhouse", "culverin", "grand", "gunnery", "janggi", "legan",
                       "seirawan", "shako", "shogi", "torishogi", "wildebeest", "xiangqi");
  CAPTURE(name);
  check_both_ways([&] { return test::shipped(name); });
}

TEST_CASE("an initial move from squares that are not mirrored builds both colours", "[tables]") {
  // White's pawn starts on b2, Black's on e7: the 'i' double step breaks the symmetry.
  const std::string text =
      test::board_with(8, 8, "piece Pawn P { moves \"fmWifmW2fcF\"; }", "4k3/4p3/8/8/8/8/1P6/4K3 w - - 0 1");
  std::unique_ptr<Variant> v = test::compile(text);
  CHECK_FALSE(colours_mirror(*v));
  CHECK(test::targets(*v, "4k3/4p3/8/8/8/8/1P6/4K3 w - - 0 1", "b2") == std::vector<std::string>{"b3", "b4"});
  CHECK(test::targets(*v, "4k3/4p3/8/8/8/8/1P6/4K3 b - - 0 1", "e7") == std::vector<std::string>{"e5", "e6"});
  // The same pawns moved to squares where the other colour's pawn would start: no double step.
  CHECK(test::targets(*v, "4k3/1p6/8/8/8/8/4P3/4K3 w - - 0 1", "e2") == std::vector<std::string>{"e3"});
  CHECK(test::targets(*v, "4k3/1p6/8/8/8/8/4P3/4K3 b - - 0 1", "b7") == std::vector<std::string>{"b6"});
}

TEST_CASE("a rotated variant with chiral pieces of every kind mirrors its tables by rotation", "[tables]") {
  // Oblique, lame, multi-leg, bent, hopping and region-bound moves that are not symmetric left
  // to right, in a rotated variant: Black's tables turned from White's equal those built for Black.
  const std::string text = test::board_with(
      8, 8,
      "rotated;\n"
      "piece Crab X { moves \"frNnrfNafrWr[W-B]\"; moves \"lW\" from file a to c; moves \"rpR\"; }\n"
      "piece Quail Q { moves \"fRrbBlbF\" within files a to f; checks \"lR\"; }\n",
      "4k3/8/8/8/3Xq3/8/8/4K3 w - - 0 1");
  check_both_ways([&] { return test::compile(text); });
}
