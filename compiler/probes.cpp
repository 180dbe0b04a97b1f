// Attack probes: every capturing ray of every piece, reversed so that attack detection walks
// outward from the target square. Rays that share a line from the target share one probe with
// one type mask per distance, so a rook, a queen and a king on the same file cost one walk.
#include <algorithm>
#include <array>
#include <cstdlib>
#include <map>

#include "compiler/tables.h"

namespace chimera {

namespace {

constexpr uint16_t ScreenSide = RayFriendScreen | RayEnemyScreen;

// One line from the target to the board's edge (at most 15 squares on a 16x16 board).
struct Build {
  int n = 0;
  std::array<uint8_t, 16> squares{};
  std::array<uint64_t, 16> masks{};
  std::array<uint8_t, 16> attackers{}; // Bent: per distance, the square the attacker stands on
};

// What tells line probes from one target apart: kind, direction (dx, dy), a Bent probe's first
// leap (fx, fy), a piercing probe's stop set and screen side. Packed so that comparing keys
// orders probes by kind first.
uint64_t line_key(ProbeKind kind, int dx, int dy, int fx, int fy, int stops, int screen) {
  return uint64_t(kind) << 48 | uint64_t(dx + 16) << 40 | uint64_t(dy + 16) << 32 | uint64_t(fx + 16) << 24 |
         uint64_t(fy + 16) << 16 | uint64_t(stops) << 8 | uint64_t(screen / RayFriendScreen);
}

struct Target {
  // line key -> a line probe walking from the target in direction (dx, dy); a handful per
  // target, so a vector searched from the newest is faster than a map
  std::vector<std::pair<uint64_t, Build>> lines;
  // (squares that must be occupied, exact path: empties, occupied, then the attacker)
  std::map<std::pair<int, std::vector<uint8_t>>, uint64_t> paths;
  // Leaps longer than one step, (attacker's square, type bit) as they come: one walk over a
  // list for all of them (a step shares its line with the riders in that direction). Sorted
  // and merged per square once complete, which is cheaper than keeping a map.
  std::vector<std::pair<uint8_t, uint64_t>> leaps;
};

// Black's probes on a target, mirrored from White's on the mirrored target: squares and the
// rank components (dy, fy) of the line keys flip, and in a rotated variant the file ones too.
Target mirrored(const Variant &v, const Target &white) {
  auto flip = [&](uint8_t q) { return uint8_t(v.relative(Black, q)); };
  Target black;
  for (const auto &[key, b] : white.lines) {
    // A component c is stored as c + 16: its negation is 32 minus the stored byte.
    auto negate = [](uint64_t x, int at) {
      return (x & ~(uint64_t(0xFF) << at)) | (32 - (x >> at & 0xFF)) << at;
    };
    uint64_t k = negate(negate(key, 32), 16);
    if (v.rotated) k = negate(negate(k, 40), 24);
    Build m = b;
    for (int j = 0; j < b.n; ++j) m.squares[j] = flip(b.squares[j]), m.attackers[j] = flip(b.attackers[j]);
    black.lines.emplace_back(k, m);
  }
  for (const auto &[key, mask] : white.paths) {
    std::vector<uint8_t> path = key.second;
    for (uint8_t &q : path) q = flip(q);
    black.paths.emplace(std::make_pair(key.first, std::move(path)), mask);
  }
  for (const auto &[from, mask] : white.leaps) black.leaps.emplace_back(flip(from), mask);
  return black;
}

} // namespace

namespace {

// Reverses every capturing ray of `rays` (and of `extra`, if given) into probes.
void build_table(Variant &v, ProbeTable &table, const RayTable *extra, bool moves) {
  const int S = v.squares(), T = v.ntypes();
  std::vector<Target> targets(size_t(2) * S);
  // A Bent probe walks back along the slide; at each square (the possible bend) the attacker
  // stands one first leap (fx, fy) further back.
  auto line = [&](int c, Square t, ProbeKind kind, int dx, int dy, int fx = 0, int fy = 0, int stops = 0,
                  int screen = 0) -> Build & {
    auto &lines = targets[size_t(c) * S + t].lines;
    const uint64_t key = line_key(kind, dx, dy, fx, fy, stops, screen);
    for (auto it = lines.rbegin(); it != lines.rend(); ++it)
      if (it->first == key) return it->second;
    Build &b = lines.emplace_back(key, Build{}).second;
    for (int k = 1; v.on_board(v.file_of(t) + k * dx, v.rank_of(t) + k * dy); ++k, ++b.n) {
      int f = v.file_of(t) + k * dx, r = v.rank_of(t) + k * dy;
      b.squares[b.n] = uint8_t(v.square(f, r));
      // Off the board no attacker can stand: the bend square itself stands in (it is empty
      // whenever it is looked at, so it never matches).
      b.attackers[b.n] = uint8_t(v.on_board(f - fx, r - fy) ? v.square(f - fx, r - fy) : v.square(f, r));
    }
    return b;
  };

  auto path = [&](int c, Square t, std::vector<uint8_t> empties, const std::vector<uint8_t> &occupied,
                  Square s, uint64_t bit) {
    empties.insert(empties.end(), occupied.begin(), occupied.end());
    empties.push_back(uint8_t(s));
    targets[size_t(c) * S + t].paths[{int(occupied.size()), empties}] |= bit;
  };

  auto add = [&](int c, int type, Square s, const Ray *begin, const Ray *end) {
    const uint64_t bit = uint64_t(1) << type;
    for (const Ray *r = begin; r != end; ++r) {
      if ((!(r->flags & RayCapture) && !r->nlocust) || (r->flags & RayFallback)) continue;
      const uint8_t *sq = v.pool.data() + r->first;
      const int ux = r->len ? v.file_of(sq[0]) - v.file_of(s) : 0;
      const int uy = r->len ? v.rank_of(sq[0]) - v.rank_of(s) : 0;
      switch (r->kind) {
      case RayKind::Leaps:
        for (int k = 0; k < r->len; ++k) {
          int dx = v.file_of(s) - v.file_of(sq[k]), dy = v.rank_of(s) - v.rank_of(sq[k]);
          if (std::abs(dx) <= 1 && std::abs(dy) <= 1)
            line(c, sq[k], ProbeKind::Line, dx, dy).masks[0] |= bit;
          else
            targets[size_t(c) * S + sq[k]].leaps.emplace_back(uint8_t(s), bit);
        }
        break;
      case RayKind::Slide:
        if (r->flags & RayPierce) // the stop set and the screen side are part of the probe's key
          for (int k = 0; k < r->len; ++k)
            line(c, sq[k], ProbeKind::PierceSlide, -ux, -uy, 0, 0, r->stops).masks[k] |= bit;
        else
          for (int k = 0; k < r->len; ++k) line(c, sq[k], ProbeKind::Line, -ux, -uy).masks[k] |= bit;
        break;
      case RayKind::Hop:
        if (r->flags & RayPierce)
          for (int k = 1; k < r->len; ++k)
            line(c, sq[k], ProbeKind::Pierce, -ux, -uy, 0, 0, r->stops, r->flags & ScreenSide).masks[k] |=
                bit;
        else if (r->flags & ScreenSide)
          for (int k = 1; k < r->len; ++k)
            line(c, sq[k], ProbeKind::Hop, -ux, -uy, 0, 0, 0, r->flags & ScreenSide).masks[k] |= bit;
        else
          for (int k = 1; k < r->len; ++k) line(c, sq[k], ProbeKind::Hop, -ux, -uy).masks[k] |= bit;
        break;
      case RayKind::Grasshopper:
        for (int k = 1; k < r->len; ++k)
          line(c, sq[k], ProbeKind::Grasshopper, -ux, -uy, 0, 0, 0, r->flags & ScreenSide).masks[k] |= bit;
        break;
      case RayKind::Lame: {
        const uint8_t *b = v.pool.data() + r->block;
        std::vector<uint8_t> empties(b, b + r->nblock), hops(b + r->nblock, b + r->nblock + r->nhop);
        if (r->nlocust) { // it attacks the square it captures on the way; the target must be empty
          empties.push_back(sq[0]);
          path(c, b[r->nblock + r->nhop], empties, hops, s, bit);
        } else {
          path(c, sq[0], empties, hops, s, bit);
        }
        break;
      }
      case RayKind::Bent: {
        const Square bend = v.pool[r->block];
        const int fx = v.file_of(bend) - v.file_of(s), fy = v.rank_of(bend) - v.rank_of(s);
        const int bx = v.file_of(sq[0]) - v.file_of(bend), by = v.rank_of(sq[0]) - v.rank_of(bend);
        for (int k = 0; k < r->len; ++k) line(c, sq[k], ProbeKind::Bent, -bx, -by, fx, fy).masks[k] |= bit;
        break;
      }
      }
    }
  };
  // Attacks matter for royal pieces: a type that may capture no royal piece attacks nothing.
  uint64_t royals = 0;
  for (int t = 0; t < T; ++t)
    if (v.types[t].royal || v.types[t].royalLast) royals |= uint64_t(1) << t;
  const bool mirror = colours_mirror(v);
  for (int c = 0; c < (mirror ? 1 : 2); ++c)
    for (int type = 0; type < T; ++type)
      for (Square s = 0; s < S; ++s) {
        if (royals && (v.cannotCapture[type] & royals) == royals) continue;
        const size_t i = (size_t(c) * T + type) * S + s;
        if (moves) add(c, type, s, v.rays.data() + v.rayIndex[i], v.rays.data() + v.rayIndex[i + 1]);
        if (extra)
          add(c, type, s, extra->rays.data() + extra->index[i], extra->rays.data() + extra->index[i + 1]);
      }
  if (mirror)
    for (Square t = 0; t < S; ++t) targets[size_t(S) + t] = mirrored(v, targets[v.relative(Black, t)]);

  table.probes.clear();
  table.masks.clear();
  table.index.assign(size_t(2) * S + 1, 0);
  std::array<uint64_t, 256> bySquare{};
  std::vector<uint8_t> fromSquares;
  for (size_t i = 0; i < targets.size(); ++i) {
    table.index[i] = uint32_t(table.probes.size());
    std::sort(targets[i].lines.begin(), targets[i].lines.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    for (auto &[key, b] : targets[i].lines) {
      int len = b.n;
      while (len && !b.masks[len - 1]) --len;
      if (!len) continue;
      Probe p;
      p.kind = ProbeKind(key >> 48);
      p.stops = uint8_t(key >> 8);
      p.screen = uint16_t((key & 0xFF) * RayFriendScreen);
      p.first = uint32_t(v.pool.size());
      p.len = uint8_t(len);
      p.masks = uint32_t(table.masks.size());
      for (int k = 0; k < len; ++k) {
        v.pool.push_back(b.squares[k]);
        table.masks.push_back(b.masks[k]);
        p.any |= b.masks[k];
      }
      if (p.kind == ProbeKind::Bent)
        v.pool.insert(v.pool.end(), b.attackers.begin(), b.attackers.begin() + len);
      table.probes.push_back(p);
    }
    if (!targets[i].leaps.empty()) {
      // Merged per attacker square, then in square order.
      std::vector<uint8_t> &from = fromSquares;
      from.clear();
      for (auto [q, bit] : targets[i].leaps) {
        if (!bySquare[q]) from.push_back(q);
        bySquare[q] |= bit;
      }
      std::sort(from.begin(), from.end());
      Probe p;
      p.kind = ProbeKind::Leaps;
      p.first = uint32_t(v.pool.size());
      p.len = uint8_t(from.size());
      p.masks = uint32_t(table.masks.size());
      for (uint8_t q : from) {
        v.pool.push_back(q);
        table.masks.push_back(bySquare[q]);
        p.any |= bySquare[q];
        bySquare[q] = 0;
      }
      table.probes.push_back(p);
    }
    for (auto &[key, mask] : targets[i].paths) {
      const std::vector<uint8_t> &path = key.second;
      Probe p;
      p.kind = ProbeKind::Path;
      p.nhop = uint8_t(key.first);
      p.first = uint32_t(v.pool.size());
      p.len = uint8_t(path.size());
      p.masks = uint32_t(table.masks.size());
      p.any = mask;
      v.pool.insert(v.pool.end(), path.begin(), path.end());
      table.masks.push_back(mask);
      table.probes.push_back(p);
    }
  }
  table.index.back() = uint32_t(table.probes.size());
}

} // namespace

void build_probes(Variant &v) {
  build_table(v, v.attackProbes, &v.checks, true);
  build_table(v, v.confrontProbes, &v.confronts, false);
  const ProbeTable &table = v.attackProbes;
  v.probeReach.assign(table.index.size() - 1, SquareSet());
  for (size_t i = 0; i + 1 < table.index.size(); ++i)
    for (uint32_t j = table.index[i]; j < table.index[i + 1]; ++j) {
      const Probe &p = table.probes[j];
      const int len = p.kind == ProbeKind::Bent ? 2 * p.len : p.len; // a bent probe's attackers follow
      for (int k = 0; k < len; ++k) v.probeReach[i].set(v.pool[p.first + k]);
    }
}

} // namespace chimera
