#include "runtime/eval/mobility.h"

#include <cmath>

namespace chimera {

namespace {

constexpr double Forward = 1.25, Backward = 0.75, FallbackWeight = 0.1;
// A square the piece may only capture on still defends it; one it may only move to does neither.
constexpr double CaptureOnly = 0.5, MoveOnly = 0.3;

// The probability that the k-th square (0-based) of the ray can be reached.
double reach(const Ray &r, int k) {
  const double e = MobilityEmpty, full = 1 - e;
  switch (r.kind) {
  case RayKind::Leaps: return 1;
  case RayKind::Slide: return std::pow(e, k);
  case RayKind::Hop: return k * full * std::pow(e, k - 1); // the screen is any of the k before
  case RayKind::Grasshopper: return k ? full * std::pow(e, k - 1) : 0;
  case RayKind::Lame: return std::pow(e, r.nblock) * std::pow(full, r.nhop) * (r.nlocust ? full / 2 : 1);
  case RayKind::Bent: return std::pow(e, r.nblock + k);
  }
  return 0;
}

} // namespace

double square_mobility(const Variant &v, Color c, int type, Square s) {
  double total = 0;
  const int up = c == White ? 1 : -1;
  for (const Ray *r = v.rays_begin(c, type, s), *e = v.rays_end(c, type, s); r != e; ++r) {
    const bool locust = r->kind == RayKind::Lame && r->nlocust;
    const bool move = r->flags & RayMove, capture = (r->flags & RayCapture) || locust;
    double modes = move && capture ? 1 : capture ? CaptureOnly : move ? MoveOnly : 0;
    if (r->flags & RayFallback) modes *= FallbackWeight;
    if (!modes) continue;
    for (int k = 0; k < r->len; ++k) {
      const int dr = (v.rank_of(v.pool[r->first + k]) - v.rank_of(s)) * up;
      total += reach(*r, k) * modes * (dr > 0 ? Forward : dr < 0 ? Backward : 1);
    }
  }
  return total;
}

bool colour_bound(const Variant &v, int type) {
  bool any = false;
  for (Square s = 0; s < v.squares(); ++s)
    for (const Ray *r = v.rays_begin(White, type, s), *e = v.rays_end(White, type, s); r != e; ++r)
      for (int k = 0; k < r->len; ++k) {
        const Square t = v.pool[r->first + k];
        if ((v.file_of(t) + v.rank_of(t) + v.file_of(s) + v.rank_of(s)) & 1) return false;
        any = true;
      }
  return any;
}

} // namespace chimera
