#include "compiler/betza.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
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
  return (a == 'f' && b == 'b') || (a == 'b' && b == 'f') || (a == 'l' && b == 'r') || (a == 'r' && b == 'l');
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
  int ax = std::abs(dx), ay = std::abs(dy),
      sx = dx > 0   ? 1
           : dx < 0 ? -1
                    : 0,
      sy = dy > 0   ? 1
           : dy < 0 ? -1
                    : 0;
  if (ax == 0 || ay == 0 || ax == ay) {
    for (int k = 1; k < std::max(ax, ay); ++k) path.push_back({sx * k, sy * k});
    return path;
  }
  // Oblique: straight along the long axis first, then diagonally to the target.
  int major = std::max(ax, ay), minor = std::min(ax, ay);
  int x = 0, y = 0;
  for (int k = 0; k < major - minor; ++k) {
    if (ax > ay)
      x += sx;
    else
      y += sy;
    path.push_back({x, y});
  }
  for (int k = 0; k + 1 < minor; ++k) {
    x += sx, y += sy;
    path.push_back({x, y});
  }
  return path;
}

namespace {

// The eight king directions, counter-clockwise from (1,0): rotating by one index turns a
// move by 45 degrees, so an orthogonal step becomes a diagonal one and back.
const std::array<int, 2> kDirs[8] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

int dir_index(int dx, int dy) {
  int sx = dx > 0 ? 1 : dx < 0 ? -1 : 0, sy = dy > 0 ? 1 : dy < 0 ? -1 : 0;
  for (int i = 0; i < 8; ++i)
    if (kDirs[i][0] == sx && kDirs[i][1] == sy) return i;
  return 0;
}

// Turns (in 45-degree units, counter-clockwise) that a continuation leg's direction letters
// allow, relative to the previous leg: f straight on, b back, l/r 90 degrees, fl/fr 45,
// bl/br 135, s both sides, fs both 45s, bs both 135s, v straight on or back. No letters:
// every direction but straight back.
bool relative_turns(const std::string &dirs, std::vector<int> &turns) {
  turns.clear();
  auto add = [&turns](int t) {
    t = ((t % 8) + 8) % 8;
    if (std::find(turns.begin(), turns.end(), t) == turns.end()) turns.push_back(t);
  };
  if (dirs.empty()) {
    for (int t : {0, 1, 2, 3, 5, 6, 7}) add(t);
    return true;
  }
  for (size_t i = 0; i < dirs.size(); ++i) {
    char a = dirs[i], b = i + 1 < dirs.size() ? dirs[i + 1] : 0;
    auto pair = [&](char x, char y) { return (a == x && b == y) || (a == y && b == x); };
    if (pair('f', 'l'))
      add(1), ++i;
    else if (pair('f', 'r'))
      add(-1), ++i;
    else if (pair('b', 'l'))
      add(3), ++i;
    else if (pair('b', 'r'))
      add(-3), ++i;
    else if (a == 'f' && b == 's')
      add(1), add(-1), ++i;
    else if (a == 'b' && b == 's')
      add(3), add(-3), ++i;
    else if (a == 'f')
      add(0);
    else if (a == 'b')
      add(4);
    else if (a == 'l')
      add(2);
    else if (a == 'r')
      add(-2);
    else if (a == 's')
      add(2), add(-2);
    else if (a == 'v')
      add(0), add(4);
    else
      return false;
  }
  return true;
}

struct Segment {
  size_t at = 0;
  std::string dirs;
  bool m = false, c = false, e = false, p = false, g = false, n = false, i = false;
};

} // namespace

// The character at text[i] as a reader should see it: a whole UTF-8 character, or an escape.
std::string quote(const std::string &text, size_t i) {
  unsigned char c = text[i];
  int n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
  if (n > 1 && i + n <= text.size()) return "'" + text.substr(i, n) + "'";
  if (c == '\t') return "'\\t'";
  if (c >= 0x20 && c < 0x7F) return std::string("'") + char(c) + "'";
  char buf[8];
  std::snprintf(buf, sizeof buf, "0x%02X", c);
  return buf;
}

bool parse(const std::string &text, std::vector<Atom> &atoms, Error &error) {
  auto fail = [&error](size_t at, std::string msg) {
    error = {int(at), std::move(msg)};
    return false;
  };
  if (text.empty()) return fail(0, "empty move description");
  // Every atom becomes rays on every square; a bound keeps compiling fast.
  if (text.size() > MaxLength)
    return fail(MaxLength, "move description is longer than " + std::to_string(MaxLength) +
                               " characters; split it over several 'moves'");
  const size_t n = text.size();
  size_t i = 0;
  while (i < n) {
    const size_t start = i;
    // Modifiers, split into legs by 'a'.
    std::vector<Segment> legs(1);
    legs[0].at = i;
    for (; i < n && std::islower((unsigned char)text[i]); ++i) {
      char ch = text[i];
      Segment &sg = legs.back();
      if (ch == 'h')
        return fail(i, "'h' (chiral halves) is not supported; name the directions, like fr or rf");
      if (std::string("fblrvs").find(ch) != std::string::npos)
        sg.dirs += ch;
      else if (ch == 'm')
        sg.m = true;
      else if (ch == 'c')
        sg.c = true;
      else if (ch == 'e')
        sg.e = true;
      else if (ch == 'i')
        sg.i = true;
      else if (ch == 'n')
        sg.n = true;
      else if (ch == 'p')
        sg.p = true;
      else if (ch == 'g')
        sg.g = true;
      else if (ch == 'a') {
        if (legs.size() == MaxLegs) return fail(i, "a move has at most " + std::to_string(MaxLegs) + " legs");
        legs.emplace_back().at = i + 1;
      } else
        return fail(i, std::string("unsupported modifier '") + ch + "'");
    }
    if (i >= n)
      return fail(start, "modifiers '" + text.substr(start, i - start) + "' are not followed by an atom");
    bool ini = false;
    for (const Segment &sg : legs) ini |= sg.i;
    const Segment &last = legs.back();
    unsigned modes = (last.m || last.c) ? (last.m ? unsigned(Move) : 0u) | (last.c ? unsigned(Capture) : 0u)
                                        : (last.e ? 0u : unsigned(Move | Capture));
    if (last.e) modes |= EnPassant;

    // A bent move in brackets: [A-B] (A, then B outward) or [A?B] (also A alone).
    if (text[i] == '[') {
      if (legs.size() > 1) return fail(start, "'a' and brackets cannot be combined");
      if (last.p || last.g || last.n || last.e)
        return fail(start, "brackets take only 'm', 'c', 'i' and directions");
      size_t j = i + 1;
      const AtomInfo *first = j < n ? find_atom(text[j]) : nullptr;
      if (!first || first->rider || first->bases.size() != 1)
        return fail(j, "a bracket move starts with a single leap such as W or F, like [F-R]");
      ++j;
      if (j >= n || (text[j] != '-' && text[j] != '?'))
        return fail(j, "expected '-' (then) or '?' (then, or stop) after the first leg");
      bool mayStop = text[j] == '?';
      ++j;
      const AtomInfo *second = j < n ? find_atom(text[j]) : nullptr;
      if (!second || second->bases.size() != 1) return fail(j, "expected the second leg's atom, like R or B");
      ++j;
      int range = second->rider ? 0 : 1;
      if (j < n && text[j] == second->letter) range = 0, ++j;
      if (j < n && std::isdigit((unsigned char)text[j])) range = text[j++] - '0';
      if (j >= n || text[j] != ']') return fail(j, "expected ']' to close the bracket move");
      i = j + 1;
      Atom atom;
      auto [a1, b1] = first->bases[0];
      auto [a2, b2] = second->bases[0];
      for (auto v : symmetric(a1, b1)) {
        if (!selects(last.dirs, v[0], v[1])) continue;
        if (mayStop) atom.vectors.push_back(v);
        for (auto u : symmetric(a2, b2)) {
          int dot = v[0] * u[0] + v[1] * u[1], cross = v[0] * u[1] - v[1] * u[0];
          if (dot > 0 && cross != 0) atom.bends.push_back({v, u}); // outward, not straight on
        }
      }
      if (atom.bends.empty()) return fail(start, "this bracket move has no outward continuation");
      atom.range = 1;
      atom.bendRange = range;
      atom.modes = modes;
      atom.initial = ini;
      atom.offset = int(start);
      atom.length = int(i - start);
      atom.text = text.substr(start, i - start);
      atoms.push_back(atom);
      continue;
    }

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
      return fail(i, "unexpected character " + quote(text, i));
    }
    if (i < n && std::isdigit((unsigned char)text[i])) {
      size_t k = i;
      range = 0;
      while (i < n && std::isdigit((unsigned char)text[i]) && i - k < 2)
        range = range * 10 + (text[i++] - '0');
      if (i < n && std::isdigit((unsigned char)text[i])) return fail(k, "range is longer than any board");
      rider = range != 1;
    }

    if (legs.size() > 1) {
      // Multi-leg: every leg one step of the atom, later legs turned relative to the previous.
      if (rider)
        return fail(start, "multi-leg moves take single steps; for a bent rider use brackets, like [F-R]");
      if (last.p || last.g || last.n || last.e)
        return fail(last.at, "the last leg of a multi-leg move takes only 'm', 'c' and directions");
      int locusts = 0;
      for (size_t k = 0; k + 1 < legs.size(); ++k) {
        const Segment &sg = legs[k];
        if (sg.g || sg.n || sg.e || (sg.c && (sg.m || sg.p)))
          return fail(
              sg.at,
              "an intermediate leg is 'm' (empty), 'p' (hop over a piece) or 'c' (capture on the way)");
        locusts += sg.c;
      }
      if (locusts > 1) return fail(start, "a move may capture on the way (locust) only once");
      if (locusts && !(last.m && !last.c))
        return fail(last.at,
                    "a move that captures on the way must end on an empty square: mark its last leg 'm'");
      Atom atom;
      atom.modes = modes;
      atom.initial = ini;
      for (auto [a, b] : bases) {
        if (a != b && b != 0) return fail(atomAt, "multi-leg moves need an orthogonal or diagonal atom");
        int scale = a;
        for (auto v : symmetric(a, b)) {
          if (!selects(legs[0].dirs, v[0], v[1])) continue;
          // Walk every combination of turns leg by leg.
          std::vector<std::pair<Path, int>> open{{Path{{v}, {}}, dir_index(v[0], v[1])}};
          for (size_t k = 1; k < legs.size(); ++k) {
            std::vector<int> turns;
            if (!relative_turns(legs[k].dirs, turns))
              return fail(legs[k].at, "unsupported direction in a continuation leg");
            std::vector<std::pair<Path, int>> next;
            for (auto &[path, dir] : open)
              for (int t : turns) {
                int d = (dir + t) % 8;
                Path q = path;
                q.cond.push_back(legs[k - 1].c ? Enemy : legs[k - 1].p ? Occupied : Empty);
                auto prev = q.points.back();
                q.points.push_back({prev[0] + kDirs[d][0] * scale, prev[1] + kDirs[d][1] * scale});
                next.push_back({q, d});
              }
            open.swap(next);
            // Each leg multiplies the paths by its directions.
            if (open.size() > MaxPaths)
              return fail(legs[k].at, "a multi-leg move of more than " + std::to_string(MaxPaths) +
                                          " paths; give its legs fewer directions");
          }
          for (auto &[path, dir] : open) {
            // A path that comes back to its origin is no move.
            bool returns = false;
            for (size_t k = 0; k < path.points.size(); ++k)
              returns |= path.points[k][0] == 0 && path.points[k][1] == 0 &&
                         (k + 1 == path.points.size() || path.cond[k] != Occupied);
            if (!returns) atom.paths.push_back(path);
          }
        }
      }
      if (atom.paths.empty()) return fail(start, "directions select no move of this atom");
      atom.offset = int(start);
      atom.length = int(i - start);
      atom.text = text.substr(start, i - start);
      atoms.push_back(atom);
      continue;
    }

    const bool hop = last.p, grass = last.g, lame = last.n;
    if (hop && grass) return fail(start, "'p' and 'g' cannot be combined");
    if ((hop || grass) && !rider)
      return fail(start, std::string("'") + (hop ? 'p' : 'g') +
                             "' needs a rider (like pR or gQ), not a single leap");
    if (lame && rider)
      return fail(start, "'n' applies to leaps; a rider is already blocked by the pieces in its path");

    bool any = false;
    for (auto [a, b] : bases) {
      Atom atom;
      for (auto v : symmetric(a, b))
        if (selects(last.dirs, v[0], v[1])) atom.vectors.push_back(v);
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
    if (!any) return fail(start, "directions '" + last.dirs + "' select no move of this atom");
  }
  return true;
}

} // namespace chimera::betza
