#include "compiler/region.h"

#include <string>

namespace chimera {

int parse_file(const std::string &name, int files) {
  if (name.size() != 1 || name[0] < 'a' || name[0] - 'a' >= files) return -1;
  return name[0] - 'a';
}

SquareSet evaluate_region(const std::vector<syntax::RegionTerm> &terms, int files, int ranks,
                          Diagnostics &diags) {
  SquareSet set;
  const std::string board = std::to_string(files) + "x" + std::to_string(ranks);
  for (const syntax::RegionTerm &t : terms) {
    switch (t.kind) {
    case syntax::RegionTerm::Ranks:
      if (t.first < 1 || t.last > ranks || t.first > t.last) {
        diags.error(t.loc, "ranks " + std::to_string(t.first) + " to " + std::to_string(t.last) +
                               " are not on the " + board + " board");
        break;
      }
      for (int r = t.first - 1; r < t.last; ++r)
        for (int f = 0; f < files; ++f) set.set(r * files + f);
      break;
    case syntax::RegionTerm::Files: {
      int a = parse_file(t.from.text, files), b = parse_file(t.to.text, files);
      if (a < 0 || b < 0 || a > b) {
        diags.error(t.loc, "file '" + (a < 0 ? t.from.text : t.to.text) + "' is not on the " + board + " board");
        break;
      }
      for (int f = a; f <= b; ++f)
        for (int r = 0; r < ranks; ++r) set.set(r * files + f);
      break;
    }
    case syntax::RegionTerm::Square: {
      const std::string &s = t.from.text;
      int f = s.empty() ? -1 : parse_file(s.substr(0, 1), files), r = 0;
      bool digits = s.size() >= 2 && s.size() <= 3 && s[1] != '0';
      for (size_t i = 1; i < s.size() && digits; ++i) digits = std::isdigit((unsigned char)s[i]);
      if (digits) r = std::stoi(s.substr(1));
      if (f < 0 || !digits || r < 1 || r > ranks) {
        diags.error(t.loc, "'" + s + "' is not a square of the " + board + " board");
        break;
      }
      set.set((r - 1) * files + f);
      break;
    }
    }
  }
  return set;
}

} // namespace chimera
