// Which variants take the bitboard path, and their tables: decided once per Variant from its
// compiled rays and rules (never from its name), stored as Variant::bitboards. docs/design.md
// ("Bitboards") says which piece takes which path and why.
#include <algorithm>
#include <cstdlib>
#include <string>
#include <type_traits>

#include "runtime/bitboard/tables.h"
#include "runtime/board/variant.h"
#include "runtime/moves/en_passant.h"

namespace chimera::bitboard {

namespace {

// The rules the generator does not serve: any of them sends the variant to the ray path.
const char *unserved_rule(const Variant &v, int capacity, bool evaluation) {
  if (v.squares() > capacity)
    return capacity == 64    ? "more than 64 squares"
           : capacity == 128 ? "more than 128 squares"
                             : "more than 192 squares";
  if (v.board.count() != v.squares()) return "holes in the board";
  // The evaluation asks only for the pieces' targets and attacks: rules of legality (drops,
  // passing, confrontation, royal pieces) do not concern it.
  if (evaluation) {
    if (v.has_walls() || v.flip != Flip::None || v.reshapes || v.blast.radius)
      return "walls, flips or blasts";
    if (!v.placePromotions.empty() || v.quietPromoters) return "promotions in place";
    for (size_t i = 1; i < v.promotionSets.size(); ++i)
      for (uint8_t t : v.promotionSets[i].choices)
        if (t >= v.ntypes()) return "a promotion to a type the variant lacks";
    return nullptr;
  }
  // Of the rays Variant::plainRays excludes only fallback slides are served (build_tables checks
  // their form); hop rules are served, whatever they say, as the hops they govern.
  // Repeated moves (two rays onto one target) are served where build_tables finds them plain.
  // Of the rays with special flags only leaps that move as a first move (maybe not in check)
  // are served (build_tables checks their form).
  // Types that may not capture some types are served where they may capture every royal type
  // (the checks are then the attacks).
  for (uint64_t spared : v.cannotCapture)
    if (spared & (v.royalTypes | v.royalLastTypes)) return "a type that may not capture a royal type";
  // Gating is served (a gated piece only blocks lines here, so a gated move is legal when the
  // move is), but not of a royal piece: a second royal piece.
  for (uint8_t g : v.gatePieces)
    if ((v.royalTypes | v.royalLastTypes) >> g & 1) return "gating a royal piece";
  // Drops onto the empty squares of each type's zone, maybe behind a pusher, limited per file,
  // not mating, promoted, keeping types on both colours, are served; the other drop rules are not.
  if (v.drops && (v.dropRules || v.blastedToHand || (v.unlimited & v.royalTypes)))
    return "drop rules (adjacency and the like, blasted pieces to hand)";
  // Blasts are served (do_move makes them): without royal types (Atomic without checks) every
  // move is legal; with them (Atomic) captures are tested in place, and the royal types must be
  // blown up by any blast, never captured to hand (build_tables: and attack within the radius).
  if (v.has_walls() || v.flip != Flip::None || v.reshapes ||
      (v.blast.radius && (v.blast.walls || ((v.blast.spared | v.blast.immune) & v.royalTypes) ||
                          (v.royalTypes && v.capturesToHand))))
    return "walls, flips or blasts";
  const GameRules &r = v.rules;
  // Forbidden checks, compulsory captures and `must drop` are filters on the generator's list,
  // escapes only by capture a rule of its royal pieces' moves (bitboard::generate_legal).
  // `check all` is served where the side to move has one royal piece (the ray path takes the
  // nodes with more: any of them may be left attacked, but not all).
  if (r.pass || r.passWhenStalemated || r.dropChecksForbidden)
    return "rules that change legality (pass, forbidden drop checks)";
  // No royal piece, or several, and promotions to a royal type are served, and so are drops of a
  // royal piece (each tested in full).
  if (v.royalLastTypes) return "royal when last";
  // `checks` slides along whole standard lines are served (build_tables checks their form).
  if (!v.confronts.rays.empty() || !v.confrontProbes.probes.empty()) return "confronts";
  if (!v.placePromotions.empty() || v.quietPromoters) return "promotions in place";
  for (int c = 0; c < 2; ++c)
    if (v.promotingTypes[c] & v.royalTypes) return "a royal piece promotes";
  for (size_t i = 1; i < v.promotionSets.size(); ++i)
    for (uint8_t t : v.promotionSets[i].choices)
      if (t >= v.ntypes()) return "a promotion to a type the variant lacks";
  return nullptr;
}

// The standard direction (sliders.h) of the one step from -> to, else 8.
int step_direction(const Variant &v, Square from, Square to) {
  const int df = v.file_of(to) - v.file_of(from), dr = v.rank_of(to) - v.rank_of(from);
  int d = 0;
  while (d < 8 && (Directions[d][0] != df || Directions[d][1] != dr)) ++d;
  return d;
}

// The direction of a ray along a whole standard line from `from` (its square, or a bend's
// elbow), else 8.
template <class BB> int line_of(const Variant &v, const Sliders<BB> &sl, const Ray &r, Square from) {
  const uint8_t *sq = v.pool.data() + r.first;
  const int d = step_direction(v, from, sq[0]);
  BB b = 0;
  for (int k = 0; k < r.len; ++k) b |= bit<BB>(sq[k]);
  return d == 8 || b != sl.ray(from, d) || r.len != popcount(b) ? 8 : d;
}

} // namespace

template <class BB>
std::shared_ptr<const BasicTables<BB>> build_tables(const Variant &v, std::string *why, bool evaluation) {
  using Bitboard = BB;
  auto fail = [why](const std::string &reason) {
    if (why) *why = reason;
    return nullptr;
  };
  if (const char *reason = unserved_rule(v, Capacity<BB>, evaluation)) return fail(reason);
  // For measurements and cross-checks: the ray path alone, as before the bitboards.
  if (std::getenv("CHIMERA_RAYS_ONLY")) return fail("CHIMERA_RAYS_ONLY is set");
  auto tb = std::make_shared<BasicTables<BB>>();
  const int T = v.ntypes(), S = v.squares();
  tb->types = T, tb->squares = S;
  tb->moves.assign(size_t(2) * T * S, PieceMoves<BB>{});
  tb->leapers.assign(size_t(2) * T * S, 0);
  tb->facts.assign(size_t(2) * T, TypeFacts<BB>{});
  tb->orderIndex.assign(size_t(2) * T * S + 1, 0);
  tb->bendIndex.assign(size_t(2) * T * S + 1, 0);
  tb->sliders.init(v.files, v.ranks);
  for (Square s = 0; s < S; ++s) tb->colours[(v.file_of(s) + v.rank_of(s)) & 1] |= bit<BB>(s);
  const Sliders<BB> &sl = tb->sliders;
  bool shoots[2] = {false, false}; // a type of the colour shoots (its stops: Tables::shotStops)
  // One type of one colour: its facts and its rows, or why the path cannot serve it.
  auto type_tables = [&](int c, int t) -> std::string {
    // The standard lines the type slides (hops, falls back to sliding) along on some square,
    // and on each square.
    uint8_t seen = 0, hopSeen = 0, fallbackSeen = 0, shotSeen = 0;
    std::vector<uint8_t> lines(S, 0), hopLines(S, 0), fallbackLines(S, 0), shotLines(S, 0);
    TypeFacts<BB> &tf = tb->facts[size_t(c) * T + t];
    int hopFlags = -1, fallbackFlags = -1, slideFlags = -1, shotFlags = -1;
    int hopKind = -1;   // RayKind::Hop or RayKind::Grasshopper: one of them per type
    bool mixed = false; // leaps that only move or only capture somewhere
    // The directions along which the type's slides that move and capture stop short of the
    // edge, and go two squares at most: short slides (below).
    uint8_t shortDirs = 0, longDirs = 0;
    for (Square s = 0; s < S; ++s)
      for (const Ray *r = v.rays_begin(Color(c), t, s); r != v.rays_end(Color(c), t, s); ++r) {
        if (r->kind != RayKind::Slide || r->flags != (RayMove | RayCapture) || !r->len) continue;
        const int d = step_direction(v, s, v.pool[r->first]);
        if (d == 8) continue;
        if (r->len > 2) longDirs |= uint8_t(1 << d);
        if (r->len < popcount(sl.ray(s, d))) shortDirs |= uint8_t(1 << d);
      }
    shortDirs &= ~longDirs;
    for (Square s = 0; s < S; ++s) {
      const size_t at = (size_t(c) * T + t) * S + s;
      PieceMoves<BB> &pm = tb->moves[at];
      tb->orderIndex[at] = uint32_t(tb->order.size());
      pm.step = uint32_t(tb->steps.size());
      tb->bendIndex[at] = uint32_t(tb->bends.size());
      // Where two rays reach one target (a Gorgon's), each is an entry of the order with what
      // it passes through, and the generator lists the target where the first open one is.
      const bool repeats = v.rayRepeats[at];
      uint8_t placed[Capacity<BB>] = {}; // per target: the kinds of move (1 quiet, 2 capture) ordered
      auto reach = [&](Square to, uint16_t f, uint8_t via = NoVia) {
        uint8_t kinds =
            uint8_t(((f & (RayMove | RayDoubleStep)) ? 1 : 0) | ((f & (RayCapture | RayEnPassant)) ? 2 : 0));
        if (!repeats) kinds &= ~placed[to];
        if (kinds)
          placed[to] |= kinds, tb->order.push_back(uint8_t(to)), tb->orderKind.push_back(kinds),
              tb->orderVia.push_back(via);
      };
      // A bend (elbow, direction, end) of ray r: its squares, through the elbow, as targets.
      // (Its squares from the k-th of the ray on: a short slide's second square.)
      auto add_bend = [&](const Ray &r, Square elbow, int d, uint8_t end, int from = 0,
                          uint8_t mid = Bend::NoMid) {
        tb->bends.push_back(Bend{uint8_t(elbow), uint8_t(d), end, mid});
        if (tb->bendReach.empty()) tb->bendReach.assign(size_t(2) * T * S, 0);
        for (int k = from; k < r.len; ++k) {
          const Square to = v.pool[r.first + k];
          reach(to, r.flags, uint8_t(elbow)), tb->bendReach[(size_t(c) * T + t) * S + to] |= bit<BB>(s);
        }
        tf.bends = true, tb->benders = true, tb->bendTypes[c] |= uint64_t(1) << t;
      };
      bool falling = false;
      std::vector<Square> fallbackOrder; // the fallback slides' quiet targets, in their order
      for (const Ray *r = v.rays_begin(Color(c), t, s); r != v.rays_end(Color(c), t, s); ++r) {
        const uint8_t *sq = v.pool.data() + r->first;
        uint16_t f = r->flags;
        constexpr uint16_t MC = RayMove | RayCapture;
        if (repeats &&
            (f != MC || (r->kind != RayKind::Leaps && r->kind != RayKind::Slide && r->kind != RayKind::Bent)))
          return std::string("repeated moves of '" + v.types[t].name +
                             "' that are not plain leaps, slides or bends");
        // Fallback moves come after the piece's others (the generator stops at the first when
        // it has found a move): only full slides, after which nothing but fallback slides.
        if (falling && !(f & RayFallback))
          return std::string("'" + v.types[t].name + "' has moves after its fallback");
        if (f & RayFallback) {
          const uint16_t g = f & ~RayFallback;
          if (r->kind != RayKind::Slide || (g != RayMove && g != MC))
            return std::string("a fallback of '" + v.types[t].name + "' that is not a slide");
          if (!r->len) continue;
          const int d = line_of(v, sl, *r, s);
          if (d == 8)
            return std::string("a fallback of '" + v.types[t].name + "' that is not a full standard line");
          if (fallbackFlags >= 0 && fallbackFlags != g)
            return std::string("fallback slides of '" + v.types[t].name + "' with different flags");
          fallbackFlags = g, falling = true;
          fallbackLines[s] |= uint8_t(1 << d), fallbackSeen |= uint8_t(1 << d);
          for (int k = 0; k < r->len; ++k) reach(sq[k], g), fallbackOrder.push_back(sq[k]);
          continue;
        }
        switch (r->kind) {
        case RayKind::Leaps: {
          Bitboard b = 0;
          for (int k = 0; k < r->len; ++k) b |= bit<BB>(sq[k]), reach(sq[k], f);
          if (f == MC)
            pm.both |= b;
          else if (f == RayMove)
            pm.quiet |= b;
          else if (f == RayCapture)
            pm.capture |= b;
          else if (f == (RayCapture | RayEnPassant))
            pm.capture |= b, pm.ep |= b;
          else if (f == (RayMove | RayFirst) || f == (RayMove | RayFirst | RayNotInCheck)) {
            if (tb->firstLeaps.empty())
              tb->firstLeaps.assign(size_t(2) * T * S, 0), tb->firstCalmLeaps.assign(size_t(2) * T * S, 0);
            ((f & RayNotInCheck) ? tb->firstCalmLeaps : tb->firstLeaps)[at] |= b;
            tf.first = mixed = true;
          } else
            return std::string("a leap of '" + v.types[t].name + "' with special flags");
          break;
        }
        case RayKind::Lame: {
          // One or two squares to pass, then steps on from the first along one line up to the
          // target, moving and capturing: a bend that ends at the target.
          if (f == MC && (r->nblock == 1 || r->nblock == 2) && !r->nhop && !r->nlocust && r->len == 1) {
            const Square elbow = v.pool[r->block];
            const int d = step_direction(v, elbow, r->nblock > 1 ? v.pool[r->block + 1] : sq[0]);
            bool line = d < 8;
            for (int k = 1; k < r->nblock && line; ++k)
              line = step_direction(v, v.pool[r->block + k],
                                    k + 1 < r->nblock ? v.pool[r->block + k + 1] : sq[0]) == d;
            if (!line)
              return std::string("a lame leap of '" + v.types[t].name +
                                 "' that captures and is no straight line on from its first block");
            if (slideFlags >= 0 && slideFlags != MC)
              return std::string("slides of '" + v.types[t].name + "' with different flags");
            add_bend(*r, elbow, d, uint8_t(sq[0]), 0, r->nblock > 1 ? v.pool[r->block + 1] : Bend::NoMid);
            break;
          }
          if (r->nhop || r->nlocust || r->len != 1 || (f != RayMove && f != (RayMove | RayDoubleStep)) ||
              pm.nsteps == 255 || r->nblock > Step::MaxBlock)
            return std::string("a lame leap of '" + v.types[t].name +
                               "' that captures, hops or takes en route");
          Step &step = tb->steps.emplace_back();
          ++pm.nsteps;
          step.to = sq[0];
          step.doubleStep = f & RayDoubleStep;
          step.nblock = r->nblock;
          for (int j = 0; j < Step::MaxBlock && j < r->nblock; ++j) step.block[j] = v.pool[r->block + j];
          reach(sq[0], f);
          break;
        }
        case RayKind::Slide: {
          if (!r->len) break;
          // A short slide that only moves (a pawn's `fmW3`, maybe leaving en-passant squares)
          // is its squares as steps, each needing the squares before it empty.
          if (f == (RayMove | RayDoubleStep) || (f == RayMove && line_of(v, sl, *r, s) == 8)) {
            if (pm.nsteps + r->len > 255 || r->len > Step::MaxBlock + 1 ||
                ((f & RayDoubleStep) && first_double_step(v, *r, s) != 1))
              return std::string("a slide of '" + v.types[t].name + "' that is not a full standard line");
            for (int k = 0; k < r->len; ++k) {
              Step &step = tb->steps.emplace_back();
              ++pm.nsteps;
              step.to = sq[k];
              step.doubleStep = (f & RayDoubleStep) && k >= 1;
              step.mobile = true;
              step.nblock = uint8_t(k);
              std::copy(sq, sq + k, step.block);
              reach(sq[k], f);
            }
            break;
          }
          if (f != MC && f != RayMove && f != RayCapture)
            return std::string("a slide of '" + v.types[t].name + "' with special flags");
          // A slide of two squares at most that moves and captures (tori shogi's eagle's `bF2`):
          // a leap to its first square, and a lame leap through it to the second (a short bend).
          if (const int d = step_direction(v, s, sq[0]); f == MC && d < 8 && (shortDirs >> d & 1)) {
            if (slideFlags >= 0 && slideFlags != MC)
              return std::string("slides of '" + v.types[t].name + "' with different flags");
            pm.both |= bit<BB>(sq[0]), reach(sq[0], f);
            if (r->len == 2) add_bend(*r, sq[0], d, uint8_t(sq[1]), 1);
            break;
          }
          if ((slideFlags >= 0 && slideFlags != f) || (tf.bends && f != MC))
            return std::string("slides of '" + v.types[t].name + "' with different flags");
          slideFlags = f;
          const int d = line_of(v, sl, *r, s);
          if (d == 8)
            return std::string("a slide of '" + v.types[t].name + "' that is not a full standard line");
          for (int k = 0; k < r->len; ++k) reach(sq[k], f, uint8_t(s));
          lines[s] |= uint8_t(1 << d), seen |= uint8_t(1 << d);
          break;
        }
        case RayKind::Bent: {
          if (!r->len) break;
          if (f != MC || r->nblock != 1 || r->nhop || r->nlocust)
            return std::string("a bent move of '" + v.types[t].name +
                               "' that moves or captures only, or passes more");
          const Square elbow = v.pool[r->block];
          const int d = line_of(v, sl, *r, elbow);
          if (d == 8)
            return std::string("a bent move of '" + v.types[t].name + "' that is not a full standard line");
          if (slideFlags >= 0 && slideFlags != MC)
            return std::string("slides of '" + v.types[t].name + "' with different flags");
          add_bend(*r, elbow, d, Bend::Open);
          break;
        }
        case RayKind::Hop:
        case RayKind::Grasshopper: {
          if (!r->len) break;
          // A shot: over a friendly screen, then over enemies; captures only.
          if ((f & RayPierce) && r->kind == RayKind::Hop) {
            constexpr uint16_t Shot = RayCapture | RayPierce | RayFriendScreen;
            if (f != Shot && f != (Shot | RayExplode))
              return std::string("a piercing hop of '" + v.types[t].name +
                                 "' that moves, has hop rules or a screen of either side");
            const int d = line_of(v, sl, *r, s);
            if (d == 8)
              return std::string("a piercing hop of '" + v.types[t].name +
                                 "' that is not a full standard line");
            if (shotFlags >= 0 && shotFlags != f)
              return std::string("piercing hops of '" + v.types[t].name + "' with different flags");
            const uint64_t stops = v.stopSets[r->stops];
            if (shoots[c] && tb->shotStops[c] != stops)
              return std::string("piercing hops of one side stopped by different types");
            shotFlags = f, tb->shotStops[c] = stops, shoots[c] = tb->shooters = true;
            for (int k = 0; k < r->len; ++k) reach(sq[k], f);
            shotLines[s] |= uint8_t(1 << d), shotSeen |= uint8_t(1 << d);
            break;
          }
          // Over any one screen (no screen of a side), maybe governed by hop rules.
          if ((f & ~(MC | RayHopRule)) || !(f & MC))
            return std::string("a hop of '" + v.types[t].name + "' with special flags");
          const int d = line_of(v, sl, *r, s);
          if (d == 8)
            return std::string("a hop of '" + v.types[t].name + "' that is not a full standard line");
          if (hopFlags >= 0 && hopFlags != f)
            return std::string("hops of '" + v.types[t].name + "' with different flags");
          if (hopKind >= 0 && hopKind != int(r->kind))
            return std::string("'" + v.types[t].name + "' hops both like a grasshopper and like a cannon");
          hopFlags = f, hopKind = int(r->kind);
          for (int k = 0; k < r->len; ++k) reach(sq[k], f);
          hopLines[s] |= uint8_t(1 << d), hopSeen |= uint8_t(1 << d);
          break;
        }
        }
      }
      // A fallback move is listed where its target's quiet entry stands: the fallback slides
      // must reach their targets in that order.
      for (size_t i = 1, prev = 0; i <= fallbackOrder.size(); ++i) {
        size_t pos = tb->orderIndex[at];
        while (tb->order[pos] != fallbackOrder[i - 1] || !(tb->orderKind[pos] & 1)) ++pos;
        if (i > 1 && pos <= prev)
          return std::string("fallback slides of '" + v.types[t].name + "' in another order");
        prev = pos;
      }
      for (int k = 0; k < pm.nsteps; ++k)
        if ((pm.both | pm.quiet) & bit<BB>(tb->steps[pm.step + k].to))
          return std::string("a double step that is also a leap");
      // An exploding shot and another capture onto one square would be two moves there.
      Bitboard shots = 0;
      for (int d = 0; d < 8; ++d)
        if (shotLines[s] >> d & 1) shots |= sl.ray(s, d);
      if ((shotFlags & RayExplode) && shots && ((shots & (pm.both | pm.capture)) || lines[s] || hopLines[s]))
        return std::string("an exploding shot of '" + v.types[t].name +
                           "' onto a square it also captures on");
      if ((v.royalTypes >> t & 1) && (pm.ep || pm.nsteps))
        return std::string("a royal piece with double steps or en passant");
      if (v.promotion_at(Color(c), t, s)) tf.zone |= bit<BB>(s);
      tf.repeats |= repeats;
      tf.steps |= pm.nsteps > 0, tf.ep |= pm.ep != 0;
      mixed |= bool(pm.quiet | pm.capture);
      tf.promotes = v.promotingTypes[c] >> t & 1;
      for (Bitboard b = pm.both | pm.capture; b;)
        tb->leapers[(size_t(c) * T + t) * S + pop_lsb(b)] |= bit<BB>(s);
    }
    // A rider (hopper, fallback slider) of a class (orthogonal, diagonal) goes along all four
    // of its lines from every square, as far as the board goes.
    auto all_lines = [&](uint8_t any, const std::vector<uint8_t> &at, int kind) {
      const uint8_t all = kind ? 0xF0 : 0x0F;
      if (!(any & all)) return 0;
      for (Square s = 0; s < S; ++s)
        for (int d = 4 * kind; d < 4 * kind + 4; ++d)
          if (sl.ray(s, d) && !(at[s] >> d & 1)) return -1;
      return 1;
    };
    for (int kind = 0; kind < 2; ++kind) {
      const int slides = all_lines(seen, lines, kind), hops = all_lines(hopSeen, hopLines, kind),
                fallbacks = all_lines(fallbackSeen, fallbackLines, kind);
      if (hops < 0 || fallbacks < 0)
        return std::string("'" + v.types[t].name + "' hops or falls back along some standard lines only");
      if (slides < 0) // some directions of the class only (a lance): each from every square
        for (int d = 4 * kind; d < 4 * kind + 4; ++d) {
          if (!(seen >> d & 1)) continue;
          for (Square s = 0; s < S; ++s)
            if (sl.ray(s, d) && !(lines[s] >> d & 1))
              return std::string("'" + v.types[t].name + "' slides along a line from some squares only");
          tf.lines |= uint8_t(1 << d), tf.slideFlags = uint8_t(slideFlags);
          if (slideFlags & RayCapture)
            tb->checkTypes[c][d ^ 1] |= uint64_t(1) << t, tb->lineTypes[c][d ^ 1] |= uint64_t(1) << t,
                tb->checkSliders = tb->lineSliders = true;
        }
      else if (slides) {
        if (slideFlags & RayCapture) (kind ? tb->bishopTypes : tb->rookTypes)[c] |= uint64_t(1) << t;
        (kind ? tf.bishop : tf.rook) = true;
        tf.slideFlags = uint8_t(slideFlags);
      }
      if (hops) {
        tf.hop |= uint8_t(1 << kind);
        if (hopFlags & RayCapture) tb->hopTypes[c][kind] |= uint64_t(1) << t;
      }
      if (fallbacks) tf.fallback |= uint8_t(1 << kind);
    }
    // `checks` slides: whole standard lines, along each of their directions from every square
    // that has it (they ignore `confined`).
    uint8_t checkSeen = 0;
    std::vector<uint8_t> checkLines(S, 0);
    for (Square s = 0; s < S && !v.checks.rays.empty(); ++s) {
      const size_t at = (size_t(c) * T + t) * S + s;
      for (uint32_t i = v.checks.index[at]; i < v.checks.index[at + 1]; ++i) {
        const Ray &r = v.checks.rays[i];
        if (!r.len) continue;
        const int d = line_of(v, sl, r, s);
        if (r.kind != RayKind::Slide || (r.flags & ~(RayMove | RayCapture)) || d == 8)
          return std::string("'" + v.types[t].name +
                             "' checks other than by slides along whole standard lines");
        checkLines[s] |= uint8_t(1 << d), checkSeen |= uint8_t(1 << d);
      }
    }
    for (int d = 0; d < 8; ++d) {
      if (!(checkSeen >> d & 1)) continue;
      for (Square s = 0; s < S; ++s)
        if (sl.ray(s, d) && !(checkLines[s] >> d & 1))
          return std::string("'" + v.types[t].name + "' checks along a line from some squares only");
      tb->checkTypes[c][d ^ 1] |= uint64_t(1) << t, tb->checkSliders = true;
    }
    // A shooter shoots along a line from every square that has it.
    for (int d = 0; d < 8; ++d) {
      if (!(shotSeen >> d & 1)) continue;
      for (Square s = 0; s < S; ++s)
        if (sl.ray(s, d) && !(shotLines[s] >> d & 1))
          return std::string("'" + v.types[t].name + "' shoots along a line from some squares only");
      tb->shootTypes[c][d ^ 1] |= uint64_t(1) << t;
    }
    if (shotSeen) {
      tf.shoot = shotSeen, tf.explodes = shotFlags & RayExplode, tb->hoppers = true;
      if (v.royalTypes >> t & 1) return std::string("a royal piece that shoots");
      if (tf.fallback) return std::string("a fallback of '" + v.types[t].name + "' that shoots");
    }
    if (tf.hop) {
      tf.hopFlags = uint8_t(hopFlags & (RayMove | RayCapture)), tf.hopRule = hopFlags & RayHopRule;
      tf.grass = hopKind == int(RayKind::Grasshopper);
      tb->hoppers = true;
      // A royal hopper would need its own attack test; a gated piece could become a screen.
      if (v.royalTypes >> t & 1) return std::string("a royal piece that hops");
    }
    if (tf.repeats && (mixed || tf.steps || tf.ep || tf.hop || tf.shoot || tf.fallback))
      return std::string("repeated moves of '" + v.types[t].name + "' beside steps, hops or shots");
    tf.spares = v.cannotCapture[t] != 0;
    tf.simple = !mixed && !tf.steps && !tf.ep && !tf.promotes && !tf.hop && !tf.shoot && !tf.fallback &&
                !tf.spares &&
                (!(tf.rook || tf.bishop || tf.lines) || tf.slideFlags == (RayMove | RayCapture));
    if (tf.fallback) {
      tf.fallbackFlags = uint8_t(fallbackFlags), tb->fallbacks = true;
      // The fallback is decided by the piece's pseudo-legal moves, which these would complicate.
      if (tf.promotes || tf.steps || tf.ep || (v.royalTypes >> t & 1))
        return std::string("a fallback of '" + v.types[t].name + "' that promotes, steps or is royal");
    }
    return std::string();
  };
  for (int c = 0; c < 2; ++c)
    for (int t = 0; t < T; ++t) {
      const std::string reason = type_tables(c, t);
      if (reason.empty()) continue;
      if (!evaluation) return fail(reason);
      // The evaluation leaves the type to the rays (Evaluator: moves()).
      tb->unserved |= uint64_t(1) << t, tb->facts[size_t(c) * T + t] = TypeFacts<BB>{};
    }
  if (tb->hoppers && !v.gatePieces.empty())
    return fail("gating with hoppers (a gated piece can be a screen)");
  if (v.blast.radius && v.royalTypes) {
    tb->blasts = true;
    tb->blastZone.assign(size_t(S), 0);
    for (Square a = 0; a < S; ++a)
      for (Square b = 0; b < S; ++b)
        if (std::abs(v.file_of(a) - v.file_of(b)) <= v.blast.radius &&
            std::abs(v.rank_of(a) - v.rank_of(b)) <= v.blast.radius)
          tb->blastZone[a] |= bit<BB>(b);
    // A royal piece's attacks count only where the blast would not take it (next to the enemy's
    // it is no attack): its leaps must stay within the radius; hoppers are not served with it.
    if (tb->hoppers || tb->benders) return fail("blasts with royal pieces beside hoppers or bent riders");
    for (int c = 0; c < 2; ++c)
      for (uint64_t r = v.royalTypes; r; r &= r - 1) {
        const int t = __builtin_ctzll(r);
        const TypeFacts<BB> &f = tb->fact(c, t);
        if (f.rook || f.bishop || f.lines || f.hop || f.shoot || f.bends || f.fallback)
          return fail("blasts with a royal piece that slides");
        for (Square s = 0; s < S; ++s)
          if (const PieceMoves<BB> &pm = tb->at(c, t, s); (pm.both | pm.capture) & ~tb->blastZone[s])
            return fail("blasts with a royal piece that leaps beyond the radius");
      }
  }
  for (int c = 0; c < 2; ++c)
    for (int t = 0; t < T; ++t)
      for (Square s = 0; s < S; ++s)
        if (tb->leapers[(size_t(c) * T + t) * S + s]) tb->leapTypes[c] |= uint64_t(1) << t;
  const uint64_t royal = v.royalTypes | v.royalLastTypes;
  for (int c = 0; c < 2; ++c)
    for (int t = 0; t < T; ++t)
      for (Square s = 0; s < S; ++s) {
        const size_t at = (size_t(c) * T + t) * S + s;
        for (uint8_t set : {v.promotionIndex[at], v.leavingIndex.empty() ? uint8_t(0) : v.leavingIndex[at]})
          for (uint8_t p : v.promotionSets[set].choices)
            if (royal >> p & 1) tb->royalMakers[c] |= uint64_t(1) << t;
      }
  tb->rich = tb->blasts || v.hasLeaving || v.perFile || v.noMateDrop || v.oppositeColours ||
             std::any_of(v.dropAs.begin(), v.dropAs.end(), [](int t) { return t >= 0; }) ||
             std::any_of(tb->facts.begin(), tb->facts.end(),
                         [](const TypeFacts<BB> &f) { return f.lines || f.first || f.spares; });
  tb->orderIndex.back() = uint32_t(tb->order.size());
  tb->bendIndex.back() = uint32_t(tb->bends.size());
  if (why) why->clear();
  return tb;
}

template std::shared_ptr<const Tables> build_tables<Bitboard>(const Variant &, std::string *, bool);
template std::shared_ptr<const WideTables> build_tables<Wide>(const Variant &, std::string *, bool);
template std::shared_ptr<const TripleTables> build_tables<Triple>(const Variant &, std::string *, bool);

namespace {

// f(tag) with a null BB* of the set type the board needs.
template <class F> void by_width(const Variant &v, F f) {
  if (v.squares() <= Capacity<Bitboard>)
    f(static_cast<Bitboard *>(nullptr));
  else if (v.squares() <= Capacity<Wide>)
    f(static_cast<Wide *>(nullptr));
  else
    f(static_cast<Triple *>(nullptr));
}

} // namespace

void attach_tables(Variant &v) {
  v.bitboards.reset(), v.wideBitboards.reset(), v.tripleBitboards.reset();
  v.evalBitboards.reset(), v.evalWideBitboards.reset(), v.evalTripleBitboards.reset();
  by_width(v, [&](auto *tag) {
    using BB = std::remove_pointer_t<decltype(tag)>;
    auto tables = build_tables<BB>(v);
    // Off the path by its rules only: the tables for the evaluation.
    auto forEval = tables ? nullptr : build_tables<BB>(v, nullptr, true);
    if constexpr (sizeof(BB) == 8)
      v.bitboards = tables, v.evalBitboards = forEval;
    else if constexpr (sizeof(BB) == 16)
      v.wideBitboards = tables, v.evalWideBitboards = forEval;
    else
      v.tripleBitboards = tables, v.evalTripleBitboards = forEval;
  });
}

uint64_t eval_unserved(const Variant &v) {
  switch (v.eval_words()) {
  case 1: return v.eval_tables_of<Bitboard>()->unserved;
  case 2: return v.eval_tables_of<Wide>()->unserved;
  case 3: return v.eval_tables_of<Triple>()->unserved;
  default: return ~uint64_t(0);
  }
}

std::string ray_reason(const Variant &v, bool evaluation) {
  std::string why;
  by_width(v, [&](auto *tag) { build_tables<std::remove_pointer_t<decltype(tag)>>(v, &why, evaluation); });
  return why;
}

} // namespace chimera::bitboard
