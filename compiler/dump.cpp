// `chimera compile`: the compiled tables in a form a designer can read, piece by piece.
#include "compiler/dump.h"

#include <fmt/format.h>

namespace chimera {

namespace {

const char *kind_name(RayKind k) {
  switch (k) {
  case RayKind::Leaps: return "leap";
  case RayKind::Slide: return "slide";
  case RayKind::Hop: return "hop";
  case RayKind::Grasshopper: return "grasshopper";
  case RayKind::Lame: return "lame leap";
  }
  return "?";
}

std::string modes(uint8_t f) {
  std::string s;
  auto add = [&s](const char *w) { s += s.empty() ? w : std::string("+") + w; };
  if (f & RayMove) add("move");
  if (f & RayCapture) add("capture");
  if (f & RayEnPassant) add("en-passant");
  if (f & RayDoubleStep) add("double-step");
  return s.empty() ? "none" : s;
}

// A square near the middle of the board, from which most moves are visible.
Square centre(const Variant &v) { return v.square((v.files - 1) / 2, (v.ranks - 1) / 2); }

} // namespace

std::string dump(const Variant &v) {
  std::string out;
  out += fmt::format("variant {} \"{}\"\n", v.name, v.title);
  out += fmt::format("board {}x{} ({} squares), {} piece types\n", v.files, v.ranks, v.squares(), v.ntypes());
  out += fmt::format("start {}\n", v.startFen);
  out += fmt::format("tables: {} rays, {} squares in the pool, {} attack probes\n", v.rays.size(),
                     v.pool.size(), v.attackProbes.probes.size());

  for (int t = 0; t < v.ntypes(); ++t) {
    const PieceType &p = v.types[t];
    out += fmt::format("\npiece {} ({}{}){}, value {:.2f}\n", p.name, p.promotedMark ? "+" : "", p.letter,
                       p.royal ? " royal" : "", p.value / 100.0);
    out += fmt::format("  moves \"{}\"\n", p.betza);
    for (const MoveAtom &a : p.atoms) {
      std::string range = a.range == 0 ? "unlimited" : std::to_string(a.range);
      out += fmt::format("  atom {:<8} {:<11} {:<24} range {:<9}{}directions", a.source, kind_name(a.kind),
                         modes(a.flags), range, a.initial ? " initial " : " ");
      for (auto [dx, dy] : a.vectors) out += fmt::format(" ({:+d},{:+d})", dx, dy);
      out += "\n";
    }
    // The rays as the move generator walks them, for White from one central square.
    Square from = centre(v);
    out += fmt::format("  rays for White from {}:\n", v.square_name(from));
    for (const Ray *r = v.rays_begin(White, t, from); r != v.rays_end(White, t, from); ++r) {
      out += fmt::format("    {:<11} {:<24}", kind_name(r->kind), modes(r->flags));
      for (int k = 0; k < r->len; ++k) out += " " + v.square_name(v.pool[r->first + k]);
      if (r->kind == RayKind::Lame && r->nblock) {
        out += "  (blocked by";
        for (int k = 0; k < r->nblock; ++k) out += " " + v.square_name(v.pool[r->block + k]);
        out += ")";
      }
      out += "\n";
    }
    size_t total = 0;
    for (int c = 0; c < 2; ++c)
      for (Square s = 0; s < v.squares(); ++s)
        for (const Ray *r = v.rays_begin(Color(c), t, s); r != v.rays_end(Color(c), t, s); ++r) total += r->len;
    out += fmt::format("  {} targets in all over both colours and {} squares\n", total, v.squares());
  }

  if (!v.castling.empty()) out += "\ncastling\n";
  for (const CastlingOption &o : v.castling)
    out += fmt::format("  {}: king {}-{}, {} {}-{}\n", o.fenChar, v.square_name(o.kingFrom), v.square_name(o.kingTo),
                       v.types[v.castlingRook].name, v.square_name(o.rookFrom), v.square_name(o.rookTo));

  for (int t = 0; t < v.ntypes(); ++t) {
    if (!(v.promotingTypes[White] >> t & 1)) continue;
    out += fmt::format("\npromotion of {} (White's squares):\n", v.types[t].name);
    for (size_t i = 1; i < v.promotionSets.size(); ++i) {
      std::string squares;
      for (Square s = 0; s < v.squares(); ++s)
        if (v.promotion_at(White, t, s) == int(i)) squares += " " + v.square_name(s);
      if (squares.empty()) continue;
      const PromotionSet &ps = v.promotionSets[i];
      std::string to;
      for (uint8_t c : ps.choices) to += " " + v.types[c].name;
      out += fmt::format("  {} to{} on{}\n", ps.mandatory ? "must promote" : "may promote", to, squares);
    }
  }

  const GameRules &r = v.rules;
  auto outcome = [](Outcome o) { return o == Outcome::Draw ? "draw" : o == Outcome::Loss ? "loss" : "win"; };
  out += fmt::format("\nrules: stalemate {} for the stalemated side; {}-move rule; ", outcome(r.stalemate), r.moveRule);
  if (r.repetitions) out += fmt::format("{}-fold repetition {}\n", r.repetitions, outcome(r.repetition));
  else out += "no repetition rule\n";
  return out;
}

} // namespace chimera
