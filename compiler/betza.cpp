#include "compiler/betza.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace chimera::betza {

namespace {

struct AtomInfo {
  char letter;
  std::vector<std::array<int, 2>> bases; // one per component (K and Q have two)
  bool rider;
};

const AtomInfo kAtoms[] = {
    {'W', {{1, 0}}, false}, {'F', {{1, 1}}, false}, {'D', {{2, 0}}, false},
    {'N', {{2, 1}}, false}, {'A', {{2, 2}}, false}, {'H', {{3, 0}}, false},
    {'C', {{3, 1}}, false}, {'L', {{3, 1}}, false}, {'Z', {{3, 2}}, false},
    {'J', {{3, 2}}, false}, {'G', {{3, 3}}, false}, {'K', {{1, 0}, {1, 1}}, false},
    {'R', {{1, 0}}, true},  {'B', {{1, 1}}, true},  {'Q', {{1, 0}, {1, 1}}, true},
};

const AtomInfo *find_atom(char c) {
  for (const AtomInfo &a : kAtoms)
    if (a.letter == c) return &a;
  return nullptr;
}

// The 8-fold symmetric set of (a, b), without repeats.
std::vector<std::array<int, 2>> symmetric(int a, int b) {
  std::vector<std::array<int, 2>> out;
  for (auto [x, y] : {std::array<int, 2>{a, b}, std::array<int, 2>{b, a}})
    for (int sx : {1, -1})
      for (int sy : {1, -1}) {
        std::array<int, 2> v{x * sx, y * sy};
        if (std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
      }
  return out;
}

bool opposite(char a, char b) {
  return (a == 'f' && b == 'b') || (a == 'b' && b == 'f') || (a == 'l' && b == 'r') ||
         (a == 'r' && b == 'l');
}

// One direction letter on its own.
bool single(char d, int dx, int dy, bool oblique) {
  switch (d) {
  case 'f': return dy > 0;
  case 'b': return dy < 0;
  case 'l': return dx < 0;
  case 'r': return dx > 0;
  case 'v': return oblique ? std::abs(dy) > std::abs(dx) : dx == 0 || std::abs(dx) == std::abs(dy);
  case 's': return oblique ? std::abs(dx) > std::abs(dy) : dy == 0 || std::abs(dx) == std::abs(dy);
  default: return true; // h: no restriction of its own
  }
}

// The pair (or, for oblique atoms, group) that a second letter names.
bool group(char g, int dx, int dy) {
  int ax = std::abs(dx), ay = std::abs(dy);
  switch (g) {
  case 'f': return dy > 0 && ay > ax;
  case 'b': return dy < 0 && ay > ax;
  case 'l': return dx < 0 && ax > ay;
  case 'r': return dx > 0 && ax > ay;
  case 'v': return ay > ax;
  case 's': return ax > ay;
  default: return true;
  }
}

// Does the direction string select the move (dx, dy)? Orthogonal atoms join every letter;
// diagonal atoms read fl, fr, bl, br (either order) as one diagonal; oblique atoms read a pair
// "xy" as "the x member of the y pair" (fs: the two wide forward moves, fr: the wide one to
// the forward right, rf: the narrow one), as XBetza does.
bool selects(const std::string &dirs, int dx, int dy) {
  if (dirs.empty()) return true;
  int ax = std::abs(dx), ay = std::abs(dy);
  bool orth = ax == 0 || ay == 0, diag = ax == ay, oblique = !orth && !diag;
  for (size_t i = 0; i < dirs.size(); ++i) {
    char a = dirs[i], b = i + 1 < dirs.size() ? dirs[i + 1] : 0;
    bool fb = a == 'f' || a == 'b', lr = a == 'l' || a == 'r';
    if (diag && b && ((fb && (b == 'l' || b == 'r')) || (lr && (b == 'f' || b == 'b')))) {
      ++i;
      if (single(a, dx, dy, false) && single(b, dx, dy, false)) return true;
      continue;
    }
    if (oblique && b && (fb || lr) && std::string("fblrvsh").find(b) != std::string::npos &&
        !opposite(a, b)) {
      ++i;
      if (group(b, dx, dy) && single(a, dx, dy, true)) return true;
      continue;
    }
    if (single(a, dx, dy, oblique)) return true;
  }
  return false;
}

} // namespace

std::vector<std::array<int, 2>> lame_path(int dx, int dy) {
  std::vector<std::array<int, 2>> path;
  int ax = std::abs(dx), ay = std::abs(dy), sx = dx > 0 ? 1 : dx < 0 ? -1 : 0,
      sy = dy > 0 ? 1 : dy < 0 ? -1 : 0;
  if (ax == 0 || ay == 0 || ax == ay) {
    for (int k = 1; k < std::max(ax, ay); ++k) path.push_back({sx * k, sy * k});
    return path;
  }
  // Oblique: straight along the long axis first, then diagonally to the target.
  int major = std::max(ax, ay), minor = std::min(ax, ay);
  int x = 0, y = 0;
  for (int k = 0; k < major - minor; ++k) {
    if (ax > ay) x += sx; else y += sy;
    path.push_back({x, y});
  }
  for (int k = 0; k + 1 < minor; ++k) {
    x += sx, y += sy;
    path.push_back({x, y});
  }
  return path;
}

bool parse(const std::string &text, std::vector<Atom> &atoms, Error &error) {
  auto fail = [&error](size_t at, std::string msg) {
    error = {int(at), std::move(msg)};
    return false;
  };
  if (text.empty()) return fail(0, "empty move description");
  const size_t n = text.size();
  size_t i = 0;
  while (i < n) {
    const size_t start = i;
    std::string dirs;
    bool m = false, c = false, e = false, ini = false, lame = false, hop = false, grass = false;
    for (; i < n && std::islower((unsigned char)text[i]); ++i) {
      char ch = text[i];
      if (std::string("fblrvsh").find(ch) != std::string::npos) dirs += ch;
      else if (ch == 'm') m = true;
      else if (ch == 'c') c = true;
      else if (ch == 'e') e = true;
      else if (ch == 'i') ini = true;
      else if (ch == 'n') lame = true;
      else if (ch == 'p') hop = true;
      else if (ch == 'g') grass = true;
      else if (ch == 'a') return fail(i, "multi-leg moves ('a') are not supported yet");
      else return fail(i, std::string("unsupported modifier '") + ch + "'");
    }
    if (i >= n) return fail(start, "modifiers '" + text.substr(start, i - start) + "' are not followed by an atom");

    // The atom: a letter or a leap (x,y).
    std::vector<std::array<int, 2>> bases;
    bool rider = false;
    int range = 1;
    const size_t atomAt = i;
    std::string atomText;
    if (text[i] == '(') {
      size_t j = i + 1;
      auto number = [&](int &out) {
        size_t k = j;
        out = 0;
        while (j < n && std::isdigit((unsigned char)text[j]) && j - k < 3) out = out * 10 + (text[j++] - '0');
        return j > k;
      };
      int x, y;
      if (!number(x) || j >= n || text[j] != ',' || (++j, !number(y)) || j >= n || text[j] != ')')
        return fail(i, "a leap must be written (x,y) with two numbers, like (1,2)");
      atomText = text.substr(i, j + 1 - i);
      i = j + 1;
      if (x == 0 && y == 0) return fail(atomAt, "leap (0,0) does not move");
      if (x >= 16 || y >= 16) return fail(atomAt, "leap " + atomText + " is longer than any board");
      bases.push_back({std::max(x, y), std::min(x, y)});
      if (text.compare(i, atomText.size(), atomText) == 0) rider = true, range = 0, i += atomText.size();
    } else if (std::isupper((unsigned char)text[i])) {
      const AtomInfo *a = find_atom(text[i]);
      if (!a) return fail(i, std::string("unknown atom '") + text[i] + "'");
      bases = a->bases;
      rider = a->rider;
      range = rider ? 0 : 1;
      ++i;
      if (!rider && i < n && text[i] == a->letter) rider = true, range = 0, ++i;
    } else {
      return fail(i, std::string("unexpected character '") + text[i] + "'");
    }
    if (i < n && std::isdigit((unsigned char)text[i])) {
      size_t k = i;
      range = 0;
      while (i < n && std::isdigit((unsigned char)text[i]) && i - k < 2) range = range * 10 + (text[i++] - '0');
      if (i < n && std::isdigit((unsigned char)text[i])) return fail(k, "range is longer than any board");
      rider = range != 1;
    }

    if (hop && grass) return fail(start, "'p' and 'g' cannot be combined");
    if ((hop || grass) && !rider)
      return fail(start, std::string("'") + (hop ? 'p' : 'g') + "' needs a rider (like pR or gQ), not a single leap");
    if (lame && rider) return fail(start, "'n' applies to leaps; a rider is already blocked by the pieces in its path");

    unsigned modes = (m || c) ? (m ? unsigned(Move) : 0u) | (c ? unsigned(Capture) : 0u) : (e ? 0u : unsigned(Move | Capture));
    if (e) modes |= EnPassant;

    bool any = false;
    for (auto [a, b] : bases) {
      Atom atom;
      for (auto v : symmetric(a, b))
        if (selects(dirs, v[0], v[1])) atom.vectors.push_back(v);
      if (atom.vectors.empty()) continue;
      any = true;
      atom.range = range;
      atom.modes = modes;
      atom.initial = ini;
      atom.lame = lame;
      atom.hop = hop;
      atom.grasshopper = grass;
      atom.offset = int(start);
      atom.length = int(i - start);
      atom.text = text.substr(start, i - start);
      atoms.push_back(atom);
    }
    if (!any) return fail(start, "directions '" + dirs + "' select no move of this atom");
  }
  return true;
}

} // namespace chimera::betza
