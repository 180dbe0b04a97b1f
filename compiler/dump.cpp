// `chimera compile`: the compiled tables in a form a designer can read, piece by piece.
#include "compiler/dump.h"

#include <fmt/format.h>

#include "runtime/bitboard/tables.h"
#include "runtime/rules/draw_points.h"

namespace chimera {

namespace {

const char *kind_name(RayKind k) {
  switch (k) {
  case RayKind::Leaps: return "leap";
  case RayKind::Slide: return "slide";
  case RayKind::Hop: return "hop";
  case RayKind::Grasshopper: return "grasshopper";
  case RayKind::Lame: return "lame leap";
  case RayKind::Bent: return "bent";
  }
  return "?";
}

std::string modes(uint16_t f) {
  std::string s;
  auto add = [&s](const char *w) { s += s.empty() ? w : std::string("+") + w; };
  if (f & RayMove) add("move");
  if (f & RayCapture) add("capture");
  if (f & RayEnPassant) add("en-passant");
  if (f & RayDoubleStep) add("double-step");
  if (f & RayFriendScreen) add("friendly-screen");
  if (f & RayEnemyScreen) add("enemy-screen");
  if (f & RayPierce) add("pierces");
  if (f & RayExplode) add("explodes");
  return s.empty() ? "none" : s;
}

// The types the evaluation's own tables leave to their rays: "; rays: Elephant".
std::string eval_rays(const Variant &v) {
  std::string out;
  for (uint64_t m = bitboard::eval_unserved(v); m; m &= m - 1)
    out += (out.empty() ? "; rays: " : ", ") + v.types[__builtin_ctzll(m)].name;
  return out;
}

} // namespace

std::string dump(const Variant &v) {
  std::string out;
  out += fmt::format("variant {} \"{}\"\n", v.name, v.title);
  out += fmt::format(
      "board {}x{} ({} squares{}), {} piece types\n", v.files, v.ranks, v.board.count(),
      v.board.count() == v.squares() ? "" : fmt::format(", {} holes", v.squares() - v.board.count()),
      v.ntypes());
  out += fmt::format("start {}\n", v.startFen);
  if (v.rotated) out += "rotated: Black's moves and regions are White's turned through 180 degrees\n";
  out += fmt::format("tables: {} rays, {} squares in the pool, {} attack probes\n", v.rays.size(),
                     v.pool.size(), v.attackProbes.probes.size());
  out += v.bitboards ? std::string("move generation: bitboards (docs/design.md, \"Bitboards\")\n")
         : v.wideBitboards
             ? std::string("move generation: wide bitboards, two words (docs/design.md, \"Bitboards\")\n")
         : v.tripleBitboards
             ? std::string("move generation: wide bitboards, three words (docs/design.md, \"Bitboards\")\n")
             : fmt::format("move generation: rays ({})\n", bitboard::ray_reason(v));
  if (!v.on_bitboards())
    out += !v.eval_words() ? fmt::format("evaluation: rays ({})\n", bitboard::ray_reason(v, true))
                           : fmt::format("evaluation: {} (the pieces' targets and attacks{})\n",
                                         v.eval_words() == 1   ? "bitboards"
                                         : v.eval_words() == 2 ? "wide bitboards, two words"
                                                               : "wide bitboards, three words",
                                         eval_rays(v));

  for (int t = 0; t < v.ntypes(); ++t) {
    const PieceType &p = v.types[t];
    out += fmt::format("\npiece {} ({}{}){}{}, value {:.2f}{}\n", p.name, p.promotedMark ? "+" : "", p.letter,
                       p.royal ? " royal" : "", p.rotated && !v.rotated ? " rotated" : "", p.value / 100.0,
                       p.valueEstimated ? " (estimated)" : "");
    out += fmt::format("  moves \"{}\"\n", p.betza);
    for (const MoveAtom &a : p.atoms) {
      std::string range = a.range == 0 ? "unlimited" : std::to_string(a.range);
      const char *role = a.role == MoveAtom::Check      ? "checks "
                         : a.role == MoveAtom::Confront ? "confronts "
                         : a.colours == 1               ? "white "
                         : a.colours == 2               ? "black "
                                                        : "";
      out += fmt::format("  {}atom {:<8} {:<11} {:<24} range {:<9}{}directions", role, a.source,
                         kind_name(a.kind), modes(a.flags), range, a.initial ? " initial " : " ");
      for (auto [dx, dy] : a.vectors) out += fmt::format(" ({:+d},{:+d})", dx, dy);
      out += "\n";
    }
    // The rays as the move generator walks them, for White from one central square.
    Square from = v.centre();
    out += fmt::format("  rays for White from {}:\n", v.square_name(from));
    for (const Ray *r = v.rays_begin(White, t, from); r != v.rays_end(White, t, from); ++r) {
      out += fmt::format("    {:<11} {:<24}", kind_name(r->kind), modes(r->flags));
      for (int k = 0; k < r->len; ++k) out += " " + v.square_name(v.pool[r->first + k]);
      auto list = [&](const char *what, int from, int n) {
        if (!n) return;
        out += fmt::format("  ({}", what);
        for (int k = from; k < from + n; ++k) out += " " + v.square_name(v.pool[r->block + k]);
        out += ")";
      };
      list("empty:", 0, r->nblock);
      list("hop over:", r->nblock, r->nhop);
      list("capture on the way:", r->nblock + r->nhop, r->nlocust);
      if ((r->flags & RayPierce) && v.stopSets[r->stops]) {
        out += "  (stopped by";
        for (int k = 0; k < v.ntypes(); ++k)
          if (v.stopSets[r->stops] >> k & 1) out += " " + v.types[k].name;
        out += ")";
      }
      out += "\n";
    }
    size_t total = 0;
    for (int c = 0; c < 2; ++c)
      for (Square s = 0; s < v.squares(); ++s)
        for (const Ray *r = v.rays_begin(Color(c), t, s); r != v.rays_end(Color(c), t, s); ++r)
          total += r->len;
    out += fmt::format("  {} targets in all over both colours and {} squares\n", total, v.squares());
  }

  if (!v.castling.empty()) out += "\ncastling\n";
  auto from = [&](Square s) { return s == NoSquare ? std::string("?") : v.square_name(s); };
  for (const CastlingOption &o : v.castling)
    out += fmt::format("  {}: king {}-{}, {} {}-{}\n", o.fenChar, from(o.kingFrom), v.square_name(o.kingTo),
                       v.castling_rook_names(), from(o.rookFrom), v.square_name(o.rookTo));

  // Black's promotions are shown where they are not White's seen from Black's side.
  auto black_differs = [&](int t) {
    for (Square s = 0; s < v.squares(); ++s)
      if (v.promotion_at(Black, t, v.relative(Black, s)) != v.promotion_at(White, t, s)) return true;
    return false;
  };
  for (int t = 0; t < v.ntypes(); ++t)
    for (Color c : {White, Black}) {
      if (!(v.promotingTypes[c] >> t & 1) || (c == Black && !black_differs(t))) continue;
      out +=
          fmt::format("\npromotion of {} ({}'s squares):\n", v.types[t].name, c == White ? "White" : "Black");
      for (size_t i = 1; i < v.promotionSets.size(); ++i) {
        std::string squares;
        for (Square s = 0; s < v.squares(); ++s)
          if (v.promotion_at(c, t, s) == int(i)) squares += " " + v.square_name(s);
        if (squares.empty()) continue;
        const PromotionSet &ps = v.promotionSets[i];
        std::string to;
        for (uint8_t c : ps.choices) to += " " + v.types[c].name;
        const bool back = ps.choices.size() == 1 && v.types[ps.choices[0]].revertedTo;
        out += fmt::format("  {} {}{}{} on{}\n", ps.mandatory ? "must" : "may",
                           back ? "turn back into" : "promote to", to, ps.byCapture ? " by capture" : "",
                           squares);
      }
    }

  for (int t = 0; t < v.ntypes(); ++t) {
    std::string screens;
    for (int k = 0; k < v.ntypes(); ++k)
      for (int e = 0; e < 2; ++e) {
        HopRule h = v.hop_rule(t, k, e);
        if (h != HopSlide)
          screens += fmt::format(" {} {}: {};", e ? "enemy" : "friend", v.types[k].name,
                                 h == HopNone ? "none" : "adjacent");
      }
    std::string spared;
    for (int k = 0; k < v.ntypes(); ++k)
      if (v.cannotCapture[t] >> k & 1) spared += " " + v.types[k].name;
    if (!screens.empty()) out += fmt::format("\nscreens of {}:{}\n", v.types[t].name, screens);
    if (!spared.empty()) out += fmt::format("{} cannot capture:{}\n", v.types[t].name, spared);
  }
  for (const PromotionSet &ps : v.promotionSets)
    for (size_t k = 0; k < ps.limits.size(); ++k)
      if (ps.limits[k])
        out += fmt::format("promotion to {} only while a side has fewer than {}\n",
                           v.types[ps.choices[k]].name, ps.limits[k]);
  for (const PlacePromotion &pp : v.placePromotions) {
    std::string pieces, to;
    for (int t = 0; t < v.ntypes(); ++t)
      if (pp.pieces >> t & 1) pieces += " " + v.types[t].name;
    for (uint8_t c : pp.set[White].choices) to += " " + v.types[c].name;
    out += fmt::format("\npromotion in place of{} to{} on {} squares (White){}{}\n", pieces, to,
                       pp.zone[White].count(), pp.anywhereWhenLast ? ", anywhere when last" : "",
                       pp.notAttacking ? ", not attacking" : "");
  }
  if (v.drops) {
    out += fmt::format("\ndrops: {}{}\n",
                       v.capturesToHand ? "captured pieces go to the capturer's hand"
                                        : "from the hands in the FEN",
                       v.keepPromotions ? ", promoted ones as they are" : "");
    auto names = [&v](uint64_t mask) {
      std::string text;
      for (int t = 0; t < v.ntypes(); ++t)
        if (mask >> t & 1) text += " " + v.types[t].name;
      return text;
    };
    if (v.mustDrop) out += "  must drop:" + names(v.mustDrop) + "\n";
    if (v.oppositeColours) out += "  on opposite colours:" + names(v.oppositeColours) + "\n";
    for (int t = 0; t < v.ntypes(); ++t)
      if (v.dropAs[t] >= 0)
        out += fmt::format("  {} may be dropped as {}\n", v.types[t].name, v.types[v.dropAs[t]].name);
    for (int t = 0; t < v.ntypes(); ++t) {
      const SquareSet &z = v.dropZone[t], &black = v.dropZone[size_t(v.ntypes()) + t];
      if (!(z == v.board))
        out += fmt::format("  {} only on {} squares (White)\n", v.types[t].name, z.count());
      SquareSet mirrored;
      z.for_each([&](Square s) { mirrored.set(v.relative(Black, s)); });
      if (!(black == mirrored))
        out += fmt::format("  {} only on {} squares (Black)\n", v.types[t].name, black.count());
    }
    for (int t = 0; t < v.ntypes(); ++t) {
      if (v.perFile >> t & 1) {
        if (v.perFileMost[t] == 1)
          out += fmt::format("  at most one {} per file\n", v.types[t].name);
        else
          out += fmt::format("  at most {} {} per file\n", v.perFileMost[t], v.types[t].name);
      }
      if (v.noMateDrop >> t & 1) out += fmt::format("  a {} drop may not checkmate\n", v.types[t].name);
    }
  }
  if (!v.gatePieces.empty()) {
    out += "\ngating:";
    for (uint8_t t : v.gatePieces) out += " " + v.types[t].name;
    out += fmt::format(" on {} squares per side\n", v.gateZone[White].count());
  }

  const GameRules &r = v.rules;
  auto outcome = [](Outcome o) { return o == Outcome::Draw ? "draw" : o == Outcome::Loss ? "loss" : "win"; };
  out += fmt::format("\nrules: stalemate {} for the stalemated side; {}; ", outcome(r.stalemate),
                     r.moveRule ? fmt::format("{}-move rule", r.moveRule) : std::string("no n-move rule"));
  if (r.pass)
    out += std::string(r.pass == 3   ? "passing allowed (two passes in a row end the game); "
                       : r.pass == 1 ? "White may pass; "
                                     : "Black may pass; ");
  if (r.repetitions)
    out += fmt::format("{}-fold repetition {}\n", r.repetitions, outcome(r.repetition));
  else
    out += "no repetition rule\n";
  if (r.checkmate != Outcome::Loss)
    out += fmt::format("checkmate: {} for the checkmated side\n", outcome(r.checkmate));
  for (const GameRules::Mate &m : r.mates) {
    std::string types;
    for (int t = 0; t < v.ntypes(); ++t)
      if (m.types >> t & 1) types += " " + v.types[t].name;
    out += fmt::format("checkmate: {} for the checkmated side when {}{}\n", outcome(m.result),
                       m.givenBy ? "given by" : "no check of its series by", types);
  }
  if (r.checkAll) out += "check: all royal pieces attacked\n";
  if (r.mustCapture) out += "captures compulsory\n";
  if (r.checksForbidden) out += "checks forbidden\n";
  if (r.dropChecksForbidden) out += "drop checks forbidden\n";
  if (v.blast.radius) out += fmt::format("blast radius {}\n", v.blast.radius);
  if (r.perpetualCheck)
    out += fmt::format("perpetual check: {} for the checking side\n", outcome(r.perpetual));
  if (v.chase.on) out += fmt::format("perpetual chase: {} for the chasing side\n", outcome(v.chase.result));
  if (r.shuttling) out += fmt::format("shuttling: {} for the side that shuttles\n", outcome(r.shuttle));
  if (v.counting.on) {
    out += fmt::format("counting: board's honour {} moves; pieces' honour", v.counting.board);
    for (const Counting::Bare &b : v.counting.bare) out += fmt::format(" {}", b.limit);
    out += "\n";
  }
  if (v.drawPoints.on) {
    out += "draws decided by points:";
    for (int t = 0; t < int(v.drawPoints.points.size()); ++t)
      if (v.drawPoints.points[t]) out += " " + v.types[t].name + " " + points_text(v.drawPoints.points[t]);
    for (Color c : {White, Black})
      if (v.drawPoints.bonus[c])
        out += std::string(c == White ? " white " : " black ") + points_text(v.drawPoints.bonus[c]);
    out += "\n";
  }
  for (const Goal &g : v.goals) out += "goal: " + g.text + "\n";
  return out;
}

} // namespace chimera
