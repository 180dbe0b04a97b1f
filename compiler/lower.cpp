// Lowering: checked model -> runtime tables. Moves become per-square rays, promotion zones
// per-square indices, castling concrete squares read off the start position.
#include <algorithm>

#include "compiler/compiler.h"
#include "compiler/tables.h"
#include "compiler/value.h"
#include "runtime/bitboard/tables.h"
#include "runtime/board/position.h"
#include "runtime/board/shuffle.h"

namespace chimera {

namespace {

// The promotion choices for a piece of type t reaching (or, with `leaving`, leaving) square s.
int promotion_set(Variant &v, const std::vector<model::Promotion> &blocks, Color c, int t, Square s,
                  bool leaving) {
  PromotionSet set;
  bool any = false;
  if (!v.board.test(s)) return 0; // no piece ever reaches a hole
  for (const model::Promotion &p : blocks) {
    if (leaving && !p.leaving) continue;
    if (std::find(p.pieces.begin(), p.pieces.end(), t) == p.pieces.end()) continue;
    if (!p.zone[c].test(v.relative(c, s))) continue;
    any = true;
    set.mandatory |= p.mandatory;
    set.byCapture = p.byCapture; // the same in every block of the piece (sema)
    for (int ch : p.choices[c])
      if (std::find(set.choices.begin(), set.choices.end(), ch) == set.choices.end()) {
        int limit = 0;
        for (auto [type, count] : p.limits)
          if (type == ch) limit = count;
        set.choices.push_back(uint8_t(ch));
        set.limits.push_back(uint8_t(std::min(limit, 255)));
      }
  }
  if (!any) return 0;
  auto it = std::find_if(v.promotionSets.begin() + 1, v.promotionSets.end(), [&](const PromotionSet &q) {
    return q.choices == set.choices && q.limits == set.limits && q.mandatory == set.mandatory &&
           q.byCapture == set.byCapture;
  });
  if (it != v.promotionSets.end()) return int(it - v.promotionSets.begin());
  v.promotionSets.push_back(set);
  return int(v.promotionSets.size() - 1);
}

// What a promoted piece of type t (a `+X` type, or one marked '~') becomes in hand: for `+X`
// the unpromoted X if there is one, else back along the promotion chain to a type that is
// not a `+` type. Blocks that promote both ways (Kyoto Shogi: Lance to +L and +L to Lance)
// end on the base piece rather than flip; a `+X` with no base stays itself.
int hand_base(const Variant &v, const std::vector<int> &from, int t) {
  int u = t;
  for (int steps = 0; steps < v.ntypes(); ++steps) {
    if (v.types[u].promotedMark) {
      if (int base = v.type_by_letter(v.types[u].letter, false); base >= 0) return base;
    } else if (u != t) {
      return u;
    }
    if (from[u] < 0) break;
    u = from[u];
  }
  return t;
}

// The choices of a block for one side as a promotion set, for promotions in place.
PromotionSet choices_of(const model::Promotion &p, Color c) {
  PromotionSet set;
  for (int ch : p.choices[c]) {
    int limit = 0;
    for (auto [type, count] : p.limits)
      if (type == ch) limit = count;
    set.choices.push_back(uint8_t(ch));
    set.limits.push_back(uint8_t(std::min(limit, 255)));
  }
  return set;
}

void lower_promotions(Variant &v, const model::Variant &m) {
  const int S = v.squares(), T = v.ntypes();
  // The blocks that promote on a piece's moves, with each `reverts` block's way back: its
  // choices turn back into its piece by the same rule.
  std::vector<model::Promotion> blocks;
  for (const model::Promotion &p : m.promotions) {
    if (p.inPlace) {
      PlacePromotion pp;
      for (int c = 0; c < 2; ++c) pp.set[c] = choices_of(p, Color(c));
      pp.anywhereWhenLast = p.anywhereWhenLast;
      pp.notAttacking = p.notAttacking;
      for (int t : p.pieces) pp.pieces |= uint64_t(1) << t;
      for (Square s = 0; s < S; ++s)
        for (int c = 0; c < 2; ++c)
          if (p.zone[c].test(v.relative(Color(c), s))) pp.zone[c].set(s);
      if (p.notAttacking) v.quietPromoters |= pp.pieces;
      v.placePromotions.push_back(std::move(pp));
      continue;
    }
    blocks.push_back(p);
    if (!p.reverts || p.pieces.size() != 1) continue;
    model::Promotion back = p; // each side's choices turn back on that side's zone
    back.pieces.clear();
    for (int c = 0; c < 2; ++c) {
      for (int ch : p.choices[c])
        if (std::find(back.pieces.begin(), back.pieces.end(), ch) == back.pieces.end())
          back.pieces.push_back(ch);
      back.choices[c] = {p.pieces[0]};
    }
    back.limits.clear();
    back.reverts = false;
    blocks.push_back(back);
    v.types[p.pieces[0]].revertedTo = true;
  }
  v.promotionSets.assign(1, PromotionSet{});
  v.promotionIndex.assign(size_t(2) * T * S, 0);
  v.leavingIndex.assign(size_t(2) * T * S, 0);
  for (int c = 0; c < 2; ++c)
    for (int t = 0; t < T; ++t)
      for (Square s = 0; s < S; ++s) {
        const size_t i = (size_t(c) * T + t) * S + s;
        v.promotionIndex[i] = uint8_t(promotion_set(v, blocks, Color(c), t, s, false));
        v.leavingIndex[i] = uint8_t(promotion_set(v, blocks, Color(c), t, s, true));
        if (v.promotionIndex[i] || v.leavingIndex[i]) v.promotingTypes[c] |= uint64_t(1) << t;
        v.hasLeaving |= v.leavingIndex[i] != 0;
      }
  // Pieces that can promote count as pawns for the n-move rule even outside their zones (but
  // not those that turn back and forth, whose moves are reversible); a promoted piece captured
  // into a hand returns as its base piece.
  std::vector<int> from(T, -1); // the first piece that promotes to it
  for (const model::Promotion &p : m.promotions)
    for (int t : p.pieces) {
      if (!p.reverts)
        v.types[t].resetsClock[White] = v.types[t].resetsClock[Black] = v.types[t].promotionResets = true;
      for (const std::vector<int> &choices : p.choices)
        for (int ch : choices)
          if (from[ch] < 0 && ch != t) from[ch] = t;
    }
  v.demotion.assign(T, -1);
  for (int t = 0; t < T; ++t)
    if (int base = hand_base(v, from, t); base != t) v.demotion[t] = base;
}

// The n-move rule (language.md §13.1): the types whose moves reset it (`reset by`, else the
// promoting ones), and where each could step straight back to: Fairy-Stockfish's test of a
// reversible move, so that a pawn's sideways step keeps the count running.
void lower_clock(Variant &v, const model::Variant &m) {
  const int S = v.squares();
  for (int t = 0; t < v.ntypes(); ++t) {
    PieceType &pt = v.types[t];
    for (int c = 0; c < 2; ++c)
      if (m.clockTypes[c]) pt.resetsClock[c] = *m.clockTypes[c] >> t & 1;
    if (!pt.resetsClock[White] && !pt.resetsClock[Black]) continue;
    pt.returns.assign(size_t(2) * S, SquareSet());
    for (int c = 0; c < 2; ++c)
      for (Square s = 0; s < S; ++s)
        for (const Ray *r = v.rays_begin(Color(c), t, s); r != v.rays_end(Color(c), t, s); ++r)
          if ((r->flags & RayMove) && r->kind != RayKind::Hop && r->kind != RayKind::Grasshopper)
            for (int k = 0; k < r->len; ++k) pt.returns[size_t(c) * S + s].set(v.pool[r->first + k]);
  }
}

void lower_drops(Variant &v, const model::Variant &m) {
  const int T = v.ntypes();
  for (int t : m.gatePieces) v.gatePieces.push_back(uint8_t(t));
  v.board.for_each([&](Square s) {
    for (int c = 0; c < 2; ++c)
      if (m.gateZone.test(v.relative(Color(c), s))) v.gateZone[c].set(s);
  });
  if (!v.gatePieces.empty()) v.hands = true;
  v.dropZone.assign(size_t(2) * T, v.board);
  v.dropAs.assign(T, -1);
  v.dropBase.assign(T, -1);
  if (!m.drops) return;
  v.hands = v.drops = true;
  v.capturesToHand = m.drops->captured;
  v.blastedToHand = m.drops->blasted;
  v.keepPromotions = m.drops->keepPromotions;
  v.tracksPromoted = v.capturesToHand && !v.keepPromotions;
  v.mustDrop = m.drops->mustDrop;
  v.oppositeColours = m.drops->oppositeColours;
  for (int t = 0; t < T; ++t)
    if (m.drops->promoted >> t & 1) {
      const int plus = v.type_by_letter(v.types[t].letter, true);
      v.dropAs[t] = plus, v.dropBase[plus] = t;
    }
  v.perFileMost.assign(T, 0);
  for (auto [t, most] : m.drops->perFile) {
    v.perFile |= uint64_t(1) << t;
    v.perFileMost[t] = uint8_t(most);
  }
  v.noMateDrop = m.drops->noMate;
  v.dropPusher = m.drops->pusher;
  v.dropPush = m.drops->push;
  v.unlimited = m.drops->unlimited;
  // Hands that never run out are not kept: with only such hands the FEN has none.
  if (!v.capturesToHand && T < 64 && v.unlimited == (uint64_t(1) << T) - 1) v.hands = false;
  v.dropAdjacent = m.drops->adjacent;
  v.dropEnclosing = m.drops->enclosing;
  v.dropStacked = m.drops->stacked;
  v.dropEverySide = m.drops->stackedEverySide;
  v.dropAway = uint8_t(m.drops->away);
  for (Square s = 0; s < v.squares(); ++s)
    for (int c = 0; c < 2; ++c)
      if ((m.drops->sideOpenings ? m.drops->sideOpening[c] : m.drops->opening).test(v.relative(Color(c), s)))
        v.dropOpening[c].set(s);
  v.dropRules = v.dropAdjacent || v.dropEnclosing || v.dropStacked || v.dropEverySide || v.dropAway ||
                !v.dropOpening[White].empty() || !v.dropOpening[Black].empty();
  // A type's zone lines add up per side, and `zone pieces` lines are the zone of every type
  // that has none of its own on that side; a side without either drops it anywhere.
  std::vector<uint8_t> zoned(size_t(2) * T, 0);
  auto add = [&](int c, int t, const SquareSet &squares) {
    SquareSet &z = v.dropZone[size_t(c) * T + t];
    if (!zoned[size_t(c) * T + t]++) z = SquareSet();
    v.board.for_each([&](Square s) {
      if (squares.test(v.relative(Color(c), s))) z.set(s);
    });
  };
  for (const model::Drops::Zone &zone : m.drops->zones)
    for (int c = 0; c < 2; ++c)
      if (zone.type >= 0 && zone.colours >> c & 1) add(c, zone.type, zone.squares);
  const std::vector<uint8_t> own = zoned;
  for (const model::Drops::Zone &zone : m.drops->zones)
    for (int c = 0; c < 2; ++c)
      for (int t = 0; t < T; ++t)
        if (zone.type < 0 && zone.colours >> c & 1 && !own[size_t(c) * T + t]) add(c, t, zone.squares);
  for (int t = 0; t < T; ++t) // `no-drop`: kept in hand, dropped nowhere
    for (int c = 0; c < 2; ++c)
      if (m.drops->never[c] >> t & 1) v.dropZone[size_t(c) * T + t] = SquareSet();
}

bool lower_castling(Variant &v, const model::Variant &m, const Position &start, Diagnostics &diags,
                    std::vector<SourceLoc> &lines) {
  if (!m.castling) return true;
  const model::Castling &mc = *m.castling;
  for (int t : mc.with) v.castlingRooks |= uint64_t(1) << t;
  v.castlingKing = mc.king;
  v.castlingDropped = mc.dropped;
  v.castlingOpposite = mc.opposite;

  std::vector<model::CastleSide> sides = mc.sides;
  std::stable_sort(sides.begin(), sides.end(), [](auto &a, auto &b) { return a.kingside > b.kingside; });
  if (sides.size() > 16) {
    diags.error(mc.loc, "at most 16 castling moves per side");
    return false;
  }
  const std::string rooks = v.castling_rook_names();
  auto is_rook = [&](Square s, Color c) {
    const Piece p = start.at(s);
    return p && color_of(p) == c && (v.castlingRooks >> type_of(p) & 1);
  };
  for (Color c : {White, Black}) {
    const std::string who = c == White ? "White" : "Black";
    const bool castles =
        std::any_of(sides.begin(), sides.end(), [c](auto &s) { return !s.color || s.color == 1 + c; });
    if (!castles) continue;
    // The king castles along the rank it starts on: the castling piece nearest its own side.
    Square king = mc.kingSquare >= 0 ? v.relative(c, mc.kingSquare) : NoSquare;
    for (int r = 0; r < v.ranks && king == NoSquare; ++r)
      for (int f = 0; f < v.files; ++f) // the one nearest the last file
        if (Square s = v.square(f, c == White ? r : v.ranks - 1 - r); start.at(s) == make_piece(c, mc.king))
          king = s;
    const bool there = king != NoSquare && start.at(king) == make_piece(c, mc.king);
    if (!there && !(mc.dropped && king != NoSquare)) {
      diags.error(mc.loc, "castling needs " + who + "'s " + v.types[mc.king].name +
                              (king == NoSquare ? "" : " on " + v.square_name(king)) +
                              " in the start position" +
                              (mc.dropped && king == NoSquare
                                   ? ", or its castling square ('king " + v.types[mc.king].name +
                                         " on SQUARE;') where the start has it in hand"
                                   : ""));
      return false;
    }
    const int rank = v.rank_of(king);
    v.castlingRank[c] = rank;
    v.castlingKingStart[c] = king;
    for (const model::CastleSide &side : sides) {
      if (side.color && side.color != 1 + c) continue;
      const int kf = v.file_of(king);
      Square rook = NoSquare;
      for (int f = side.kingside ? v.files - 1 : 0; side.kingside ? f > kf : f < kf;
           f += side.kingside ? -1 : 1)
        if (is_rook(v.square(f, rank), c)) {
          rook = v.square(f, rank);
          break;
        }
      if (rook == NoSquare && mc.dropped) rook = v.square(side.kingside ? v.files - 1 : 0, rank);
      if (rook == NoSquare) {
        diags.error(side.loc, std::string(side.kingside ? "kingside" : "queenside") + " castling needs a " +
                                  rooks + " on " + who + "'s castling rank " +
                                  (side.kingside ? "right" : "left") + " of the king in the start position");
        return false;
      }
      CastlingOption o;
      o.color = c;
      o.kingside = side.kingside;
      o.fenChar = side.kingside ? (c == White ? 'K' : 'k') : (c == White ? 'Q' : 'q');
      o.kingFrom = king;
      o.rookFrom = rook;
      o.kingTo = v.square(side.kingFile, rank);
      o.rookTo = v.square(side.rookFile, rank);
      // The start position's squares: a hole there makes the line unplayable (a FEN's other
      // castling squares are checked as they are read, castling_path_clear).
      SquareSet crossed;
      for (auto [a, b] : {std::pair{o.kingFrom, o.kingTo}, std::pair{o.rookFrom, o.rookTo}})
        for (int f = std::min(v.file_of(a), v.file_of(b)); f <= std::max(v.file_of(a), v.file_of(b)); ++f)
          crossed.set(v.square(f, rank));
      if (Square hole = crossed.without(v.board).first(); hole != NoSquare) {
        diags.error(side.loc, std::string(side.kingside ? "kingside" : "queenside") + " castling of " + who +
                                  " would cross " + v.square_name(hole) + ", which is a hole");
        return false;
      }
      // Every castling move of one wing shares its right (free castling has several).
      o.right = 2 * c + (side.kingside ? 0 : 1);
      v.castling.push_back(std::move(o));
      lines.push_back(side.loc);
    }
  }
  return true;
}

// How each castling line is written outside Chess960 positions: as the king's move, unless an
// ordinary move of the king (a step, or its own move there on an empty board) or an earlier
// line writes the same; then as the king taking its rook; and if that too is taken (a line
// whose king lands on the rook's square writes it), as the rook taking its king. A line that
// all three would write as an earlier one is an error: no move text could tell them apart.
bool castling_notation(Variant &v, const std::vector<SourceLoc> &lines, Diagnostics &diags) {
  bool ok = true;
  for (size_t i = 0; i < v.castling.size(); ++i) {
    CastlingOption &o = v.castling[i];
    if (o.kingFrom == NoSquare || o.rookFrom == NoSquare) continue; // always Chess960
    SquareSet reached;
    for (const Ray *r = v.rays_begin(o.color, v.castlingKing, o.kingFrom),
                   *e = v.rays_end(o.color, v.castlingKing, o.kingFrom);
         r != e; ++r)
      if (r->flags & RayMove)
        for (int k = 0; k < r->len; ++k) reached.set(v.pool[r->first + k]);
    auto taken = [&](Square from, Square to) {
      for (size_t j = 0; j < i; ++j) {
        const CastlingOption &p = v.castling[j];
        if (p.color != o.color || p.kingFrom == NoSquare || p.rookFrom == NoSquare) continue;
        const bool rookFirst = p.written == CastlingOption::RookTakesKing;
        if ((rookFirst ? p.rookFrom : p.kingFrom) == from && (p.written == CastlingOption::KingMove ? p.kingTo
                                                              : rookFirst ? p.kingFrom
                                                                          : p.rookFrom) == to)
          return true;
      }
      return false;
    };
    const bool step = std::abs(v.file_of(o.kingTo) - v.file_of(o.kingFrom)) <= 1;
    if (!step && !reached.test(o.kingTo) && !taken(o.kingFrom, o.kingTo))
      o.written = CastlingOption::KingMove;
    else if (!taken(o.kingFrom, o.rookFrom))
      o.written = CastlingOption::KingTakesRook;
    else if (!taken(o.rookFrom, o.kingFrom))
      o.written = CastlingOption::RookTakesKing;
    else {
      diags.error(lines[i], std::string(o.kingside ? "kingside" : "queenside") + " castling of " +
                                (o.color == White ? "White" : "Black") + " to the " +
                                char('a' + v.file_of(o.kingTo)) + "-file cannot be written apart from " +
                                "the lines before it: " + v.square_name(o.kingFrom) +
                                v.square_name(o.kingTo) + ", " + v.square_name(o.kingFrom) +
                                v.square_name(o.rookFrom) + " and " + v.square_name(o.rookFrom) +
                                v.square_name(o.kingFrom) + " are all taken (language.md §12.1)");
      ok = false;
    }
  }
  return ok;
}

// A shuffle permutes White's pieces on its squares and Black's alike: they must mirror each
// other, and the start position must be one of the arrangements it may draw.
bool lower_shuffle(Variant &v, const model::Variant &m, const Position &start, Diagnostics &diags) {
  if (!m.shuffle) return true;
  ShuffleRule rule;
  for (Square s = 0; s < v.squares(); ++s)
    if (m.shuffle->squares.test(s))
      for (Color c : {White, Black}) rule.squares[c].set(v.relative(c, s));
  int pieces = 0;
  rule.squares[White].for_each([&](Square s) { pieces += start.at(s) != NoPiece; });
  if (pieces < 2) {
    diags.error(m.shuffle->loc, "shuffle: nothing to shuffle: " + std::string(pieces ? "one" : "no") +
                                    " piece on these squares in the start position");
    return false;
  }
  bool mirrored = true;
  rule.squares[White].for_each([&](Square s) {
    const Piece w = start.at(s), b = start.at(v.relative(Black, s));
    mirrored = mirrored && (w ? color_of(w) == White && b == make_piece(Black, type_of(w)) : !b);
  });
  if (!mirrored) {
    diags.error(m.shuffle->loc,
                "shuffle: Black's pieces on these squares must mirror White's in the start position");
    return false;
  }
  rule.bothColours = m.shuffle->bothColours;
  rule.between = m.shuffle->between;
  v.shuffle = rule;
  if (std::string why; !shuffle_allows(v, start, why)) {
    diags.error(m.shuffle->loc, "shuffle: the start position is not one of its arrangements: " + why);
    return false;
  }
  // Shuffled kings and rooks castle from other squares in every game: Chess960.
  for (const CastlingOption &o : v.castling)
    v.chess960 |= rule.squares[o.color].test(o.kingFrom) || rule.squares[o.color].test(o.rookFrom);
  return true;
}

} // namespace

std::unique_ptr<Variant> lower(const model::Variant &m, Diagnostics &diags) {
  auto v = std::make_unique<Variant>();
  v->name = m.name;
  v->title = m.title;
  v->files = m.files;
  v->ranks = m.ranks;
  for (Square s = 0; s < v->squares(); ++s)
    if (!m.holes.test(s)) v->board.set(s);
  for (int d = 0; d < 8; ++d)
    v->board.for_each([&](Square s) {
      if (v->on_board(v->file_of(s) + Variant::KingSteps[d][0], v->rank_of(s) + Variant::KingSteps[d][1]))
        v->stepFrom[d].set(s);
    });
  v->rotated = m.rotated;
  v->rules = m.rules;
  v->startFen = m.startFen;
  v->options = m.options;
  for (const model::Piece &p : m.pieces) {
    PieceType t;
    t.name = p.name;
    t.letter = p.letter;
    t.promotedMark = p.promoted;
    t.royal = p.royal;
    t.royalLast = p.royalLast;
    t.escapesByCapture = p.escapesByCapture;
    t.rotated = p.rotated;
    t.firstLost = p.firstLost;
    t.firstLostAimed = p.firstLostAimed;
    t.firstLostBy = p.firstLostBy;
    t.value = p.value;
    t.betza = p.betza;
    for (size_t ai = 0; ai < p.atoms.size(); ++ai) {
      const betza::Atom &a = p.atoms[ai];
      MoveAtom ma;
      ma.role = p.atomKind[ai] == model::AtomKind::Check      ? MoveAtom::Check
                : p.atomKind[ai] == model::AtomKind::Confront ? MoveAtom::Confront
                                                              : MoveAtom::Move;
      ma.vectors = a.vectors;
      ma.range = a.range;
      ma.kind = !a.bends.empty()               ? RayKind::Bent
                : a.hop                        ? RayKind::Hop
                : a.grasshopper                ? RayKind::Grasshopper
                : (a.lame || !a.paths.empty()) ? RayKind::Lame
                : a.range == 1                 ? RayKind::Leaps
                                               : RayKind::Slide;
      for (const betza::Path &path : a.paths) ma.vectors.push_back(path.points.back());
      for (const betza::Bend &bend : a.bends) ma.vectors.push_back(bend.step);
      ma.flags =
          uint16_t(((a.modes & betza::Move) ? RayMove : 0) | ((a.modes & betza::Capture) ? RayCapture : 0) |
                   ((a.modes & betza::EnPassant) ? RayEnPassant : 0) | p.atomRules[ai] |
                   (p.atomKind[ai] == model::AtomKind::Fallback ? RayFallback : 0));
      ma.initial = a.initial;
      ma.source = a.text;
      ma.stops = p.atomStops[ai];
      ma.line = ai < p.atomLine.size() ? p.atomLine[ai] : 0;
      ma.colours = p.atomColours[ai];
      t.atoms.push_back(ma);
    }
    v->types.push_back(std::move(t));
  }
  const int T = v->ntypes();
  v->hopRules.assign(size_t(T) * T * 2, HopSlide);
  v->cannotCapture.assign(T, 0);
  for (int t = 0; t < T; ++t) {
    v->cannotCapture[t] = m.pieces[t].cannotCapture;
    v->hasSpared |= m.pieces[t].cannotCapture != 0;
    for (int k = 0; k < T; ++k)
      for (int e = 0; e < 2; ++e) {
        v->hopRules[(size_t(t) * T + k) * 2 + e] = m.pieces[t].screens[k][e];
        v->hasHopRules |= m.pieces[t].screens[k][e] != HopSlide;
      }
  }
  lower_promotions(*v, m);
  lower_drops(*v, m);
  lower_rules(*v, m);
  v->walls = m.walls;
  v->walls.zone[Black] = SquareSet();
  m.walls.zone[White].for_each([&](Square s) { v->walls.zone[Black].set(v->relative(Black, s)); });
  v->petrify = m.petrify;
  v->flip = m.flip;
  v->reshapes = v->flip != Flip::None || v->walls.place != WallRules::None;
  for (int t = 0; t < T; ++t)
    if (m.pieces[t].immobile) v->immobile |= uint64_t(1) << t;

  // The start position decides where 'i' moves start and which rooks castle, and those
  // change the tables: read its pieces first, then build the tables, then read it in full.
  auto fenError = [&](const FenError &err) {
    diags.error(m.startLoc.shifted(err.column - 1), "start position: " + err.message);
  };
  Position start(*v);
  FenError err;
  if (!start.set_fen(m.startFen, err, false)) {
    fenError(err);
    return nullptr;
  }
  for (Square s = 0; s < v->squares(); ++s)
    if (Piece p = start.at(s); p && p != Wall) v->types[type_of(p)].initialSquares[color_of(p)].set(s);
  std::vector<SourceLoc> castlingLines;
  if (!lower_castling(*v, m, start, diags, castlingLines) || !lower_shuffle(*v, m, start, diags))
    return nullptr;
  lower_rights(*v, start);
  build_rays(*v, m);
  if (!castling_notation(*v, castlingLines, diags)) return nullptr;
  build_probes(*v);
  lower_clock(*v, m);
  for (int t = 0; t < v->ntypes(); ++t) {
    if (!m.pieces[t].takenEnPassant) continue;
    bool passes = false;
    for (Square s = 0; s < v->squares() && !passes; ++s)
      for (const Ray *r = v->rays_begin(White, t, s); r != v->rays_end(White, t, s) && !passes; ++r)
        passes = (r->flags & RayDoubleStep) && r->len > (r->kind == RayKind::Slide ? 1 : 0);
    if (!passes)
      diags.error(m.pieces[t].takenLoc, "'taken en passant' needs a move that passes squares without "
                                        "capturing (a slide, or an 'n' leap such as fmnD)");
  }
  for (int t = 0; t < v->ntypes(); ++t) {
    if (v->immobile >> t & 1) continue;
    // A confined piece only ever stands in its region: moves into it from outside do not count.
    const SquareSet &confined = m.pieces[t].confined;
    const bool everywhere = int(confined.count()) == v->squares();
    bool moves = false;
    for (int c = 0; c < 2 && !moves; ++c)
      for (Square s = 0; s < v->squares() && !moves; ++s)
        moves = confined.test(v->relative(Color(c), s)) &&
                v->rays_begin(Color(c), t, s) != v->rays_end(Color(c), t, s);
    if (!moves)
      diags.error(m.pieces[t].loc,
                  "piece '" + m.pieces[t].name + "' can never move " +
                      (everywhere ? "on this board" : "inside the region it is confined to"));
  }
  if (diags.has_errors()) return nullptr;
  estimate_values(*v);
  bitboard::attach_tables(*v);
  if (!start.set_fen(m.startFen, err)) {
    fenError(err);
    return nullptr;
  }
  return v;
}

} // namespace chimera
