#include "compiler/region.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace chimera {

int parse_file(const std::string &name, int files) {
  if (name.size() != 1 || name[0] < 'a' || name[0] - 'a' >= files) return -1;
  return name[0] - 'a';
}

namespace {

// "e4" -> square index, or -1.
int parse_square(const std::string &s, int files, int ranks) {
  int f = s.empty() ? -1 : parse_file(s.substr(0, 1), files), r = 0;
  bool digits = s.size() >= 2 && s.size() <= 3 && s[1] != '0';
  for (size_t i = 1; i < s.size() && digits; ++i) digits = std::isdigit((unsigned char)s[i]);
  if (digits) r = std::stoi(s.substr(1));
  if (f < 0 || !digits || r < 1 || r > ranks) return -1;
  return (r - 1) * files + f;
}

} // namespace

SquareSet evaluate_region(const std::vector<syntax::RegionTerm> &terms, int files, int ranks,
                          const NamedRegions &named, Diagnostics &diags) {
  SquareSet set;
  const std::string board = std::to_string(files) + "x" + std::to_string(ranks);
  for (const syntax::RegionTerm &t : terms) {
    switch (t.kind) {
    case syntax::RegionTerm::Ranks:
      if (t.first > t.last) {
        diags.error(t.loc, "ranks " + std::to_string(t.first) + " to " + std::to_string(t.last) +
                               " are in the wrong order: write 'ranks " + std::to_string(t.last) + " to " +
                               std::to_string(t.first) + "'");
        break;
      }
      if (t.first < 1 || t.last > ranks) {
        diags.error(t.loc, (t.first == t.last ? "rank " + std::to_string(t.first) + " is"
                                              : "ranks " + std::to_string(t.first) + " to " +
                                                    std::to_string(t.last) + " are") +
                               " not on the " + board + " board");
        break;
      }
      for (int r = t.first - 1; r < t.last; ++r)
        for (int f = 0; f < files; ++f) set.set(r * files + f);
      break;
    case syntax::RegionTerm::Files: {
      int a = parse_file(t.from.text, files), b = parse_file(t.to.text, files);
      if (a < 0 || b < 0) {
        diags.error(t.loc,
                    "file '" + (a < 0 ? t.from.text : t.to.text) + "' is not on the " + board + " board");
        break;
      }
      if (a > b) {
        diags.error(t.loc, "files " + t.from.text + " to " + t.to.text +
                               " are in the wrong order: write 'files " + t.to.text + " to " + t.from.text +
                               "'");
        break;
      }
      for (int f = a; f <= b; ++f)
        for (int r = 0; r < ranks; ++r) set.set(r * files + f);
      break;
    }
    case syntax::RegionTerm::Square: {
      const std::string &s = t.from.text;
      if (auto it = named.find(s); it != named.end()) {
        set |= it->second;
        break;
      }
      int sq = parse_square(s, files, ranks);
      if (sq < 0) {
        diags.error(t.loc, "'" + s + "' is neither a square of the " + board + " board nor a region");
        break;
      }
      set.set(sq);
      break;
    }
    case syntax::RegionTerm::Rectangle: {
      int a = parse_square(t.from.text, files, ranks), b = parse_square(t.to.text, files, ranks);
      if (a < 0 || b < 0) {
        const syntax::Name &bad = a < 0 ? t.from : t.to;
        diags.error(bad.loc, "'" + bad.text + "' is not a square of the " + board + " board");
        break;
      }
      for (int r = std::min(a / files, b / files); r <= std::max(a / files, b / files); ++r)
        for (int f = std::min(a % files, b % files); f <= std::max(a % files, b % files); ++f)
          set.set(r * files + f);
      break;
    }
    }
  }
  return set;
}

} // namespace chimera
