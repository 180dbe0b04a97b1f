// Semantic analysis: merged declarations -> checked model. Every problem is reported with the
// place it was written; analysis goes on after an error so that one run shows them all.
#include "compiler/sema.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>

namespace chimera {

namespace {

// Can the atom's move be made from at least one square of a files x ranks board?
bool fits(const betza::Atom &a, int files, int ranks) {
  auto on = [&](int x, int y) { return std::abs(x) < files && std::abs(y) < ranks; };
  for (auto v : a.vectors)
    if (on(v[0], v[1])) return true;
  for (const betza::Bend &b : a.bends)
    if (on(b.first[0] + b.step[0], b.first[1] + b.step[1])) return true;
  for (const betza::Path &path : a.paths) {
    // The path fits if its bounding box does.
    int minx = 0, maxx = 0, miny = 0, maxy = 0;
    for (auto pt : path.points)
      minx = std::min(minx, pt[0]), maxx = std::max(maxx, pt[0]), miny = std::min(miny, pt[1]),
      maxy = std::max(maxy, pt[1]);
    if (maxx - minx < files && maxy - miny < ranks) return true;
  }
  return false;
}

} // namespace

std::string Sema::printable(const std::string &s) {
  std::string out;
  for (char c : s) {
    if (c == '\t')
      out += "\\t";
    else if ((unsigned char)c < 0x20)
      out += '?';
    else
      out += c;
  }
  return out;
}

std::optional<model::Variant> Sema::run(const syntax::VariantDecl &d) {
  model::Variant v;
  v.name = d.name.text;
  v.loc = d.loc;
  v.title = d.title ? d.title->value : d.name.text;
  v.rotated = d.rotated;
  board(v, d);
  for (const auto &[n, terms] : d.regions) {
    if (named_.count(n.text)) diags_.error(n.loc, "region '" + n.text + "' is already declared");
    named_[n.text] = evaluate_region(terms, v.files, v.ranks, named_, diags_);
  }
  if (d.holes && !d.holes->empty()) {
    v.holes = evaluate_region(*d.holes, v.files, v.ranks, named_, diags_);
    if (v.holes.count() == v.files * v.ranks)
      diags_.error(d.holes->front().loc, "the holes leave no square of the board");
  }
  pieces(v, d);
  if (d.start) {
    v.startFen = d.start->value;
    v.startLoc = d.start->loc;
  } else {
    diags_.error(d.name.loc, "variant '" + d.name.text + "' has no start position: add 'start \"FEN\";'");
  }
  for (const syntax::PromotionDecl &p : d.promotions) promotion(v, p);
  promotions_together(v, d.promotions);
  if (d.castling) castling(v, *d.castling);
  if (d.shuffle) shuffle(v, *d.shuffle);
  if (d.gating) {
    if (d.gating->pieces.empty())
      diags_.error(d.gating->loc, "gating needs 'pieces': which pieces in hand may enter");
    if (d.gating->zone.empty())
      diags_.error(d.gating->loc, "gating needs a 'zone': the squares pieces enter on");
    if (d.gating->pieces.size() > 15) diags_.error(d.gating->loc, "at most 15 pieces may gate");
    for (const syntax::Name &n : d.gating->pieces)
      if (int i = piece_index(v, n); i >= 0) v.gatePieces.push_back(i);
    v.gateZone = evaluate_region(d.gating->zone, v.files, v.ranks, named_, diags_);
  }
  if (d.drops) {
    model::Drops dr;
    dr.captured = d.drops->captured;
    for (const syntax::DropZoneDecl &z : d.drops->zones) {
      const uint8_t colours = uint8_t(z.color ? z.color : 3);
      if (z.piece.text == "pieces") // every type that has no zone of its own
        dr.zones.push_back({-1, colours, evaluate_region(z.region, v.files, v.ranks, named_, diags_)});
      else if (int i = piece_index(v, z.piece); i >= 0)
        dr.zones.push_back({i, colours, evaluate_region(z.region, v.files, v.ranks, named_, diags_)});
    }
    for (const auto &[n, most] : d.drops->perFile) {
      if (most < 1 || most > v.ranks)
        diags_.error(n.loc, "at most " + std::to_string(most) + " " + n.text +
                                " per file: the number must be 1 to " + std::to_string(v.ranks) +
                                ", the board's ranks");
      if (int i = piece_index(v, n); i >= 0) dr.perFile.push_back({i, most});
    }
    for (const syntax::Name &n : d.drops->noMate)
      if (int i = piece_index(v, n); i >= 0) dr.noMate |= uint64_t(1) << i;
    dr.unlimited = types(v, d.drops->unlimited);
    dr.adjacent = d.drops->adjacent;
    dr.enclosing = d.drops->enclosing;
    dr.stacked = d.drops->stacked;
    dr.stackedEverySide = d.drops->stackedEverySide;
    if (dr.stacked && dr.stackedEverySide)
      diags_.error(d.drops->loc, "'stacked' and 'stacked from every side' together: write one of them");
    if (d.drops->away) dr.away = line_mask(*d.drops->away);
    if (!d.drops->opening.empty())
      dr.opening = evaluate_region(d.drops->opening, v.files, v.ranks, named_, diags_);
    for (int c = 0; c < 2; ++c)
      if (!d.drops->sideOpening[c].empty()) {
        dr.sideOpenings = true;
        dr.sideOpening[c] = evaluate_region(d.drops->sideOpening[c], v.files, v.ranks, named_, diags_);
      }
    if (dr.sideOpenings && !d.drops->opening.empty())
      diags_.error(d.drops->openingLoc,
                   "an 'opening' for both sides and one for a single side: write 'white opening' and "
                   "'black opening', or 'opening' alone");
    if (d.drops->push) {
      dr.pusher = piece_index(v, d.drops->push->first);
      dr.push = d.drops->push->second;
      if (dr.push < 1 || dr.push >= v.ranks)
        diags_.error(d.drops->push->first.loc, "a drop must push at least 1 and less than the board's ranks");
    }
    setup_drops(v, dr, *d.drops);
    v.drops = dr;
  }
  if (d.walls) walls(v, *d.walls);
  rules(v, d.rules);
  for (const syntax::OptionDecl &o : d.options) {
    VariantOption opt;
    opt.name = o.name.text;
    for (const auto &[value, unused] : o.values) opt.values.push_back(value.text);
    auto it = d.chosen.find(o.name.text);
    opt.value = it != d.chosen.end() ? it->second : opt.values.front();
    v.options.push_back(opt);
  }
  if (diags_.has_errors()) return std::nullopt;
  return v;
}

void Sema::board(model::Variant &v, const syntax::VariantDecl &d) {
  if (!d.board) {
    diags_.error(d.name.loc, "variant '" + d.name.text + "' has no board: add e.g. 'board 8x8;'");
    return;
  }
  const syntax::BoardDecl &b = *d.board;
  if (b.files < 1 || b.files > MaxFiles || b.ranks < 1 || b.ranks > MaxRanks) {
    diags_.error(b.loc, "board " + std::to_string(b.files) + "x" + std::to_string(b.ranks) +
                            " is out of range: files and ranks must be 1 to 16");
    return;
  }
  v.files = b.files;
  v.ranks = b.ranks;
}

void Sema::pieces(model::Variant &v, const syntax::VariantDecl &d) {
  if (d.pieces.empty()) diags_.error(d.name.loc, "variant '" + d.name.text + "' declares no pieces");
  if (int(d.pieces.size()) > MaxPieceTypes)
    diags_.error(d.pieces[MaxPieceTypes].loc, "more than " + std::to_string(MaxPieceTypes) + " piece types");
  size_t allDirections = 0;
  for (const syntax::PieceDecl &pd : d.pieces) {
    model::Piece p;
    p.name = pd.name.text;
    p.loc = pd.name.loc;
    p.royal = pd.royal;
    p.royalLast = pd.royalLast;
    p.escapesByCapture = pd.escapesByCapture;
    p.rotated = pd.rotated || d.rotated;
    if (pd.royal && pd.royalLast)
      diags_.error(pd.royalLoc, "piece '" + p.name + "' is declared both 'royal' and 'royal when last'");
    if (pd.escapesByCapture && !pd.royal && !pd.royalLast)
      diags_.error(pd.name.loc,
                   "'escapes only by capture' needs a royal piece: '" + p.name + "' is not royal");
    p.promoted = pd.promoted;
    const std::string &l = pd.letter.text;
    if (l.size() != 1 || !std::isalpha((unsigned char)l[0]))
      diags_.error(pd.letter.loc, "piece letter must be a single letter, not '" + l + "'");
    else if (!std::isupper((unsigned char)l[0]))
      diags_.error(pd.letter.loc, std::string("piece letter must be upper case: write '") +
                                      (pd.promoted ? "+" : "") +
                                      std::string(1, char(std::toupper((unsigned char)l[0]))) +
                                      "' (Black's pieces use the lower case)");
    else
      p.letter = l[0];
    for (const model::Piece &q : v.pieces)
      if (p.letter != '?' && q.letter == p.letter && q.promoted == p.promoted)
        diags_.error(pd.letter.loc, std::string("letter '") + (p.promoted ? "+" : "") + p.letter +
                                        "' is already used by piece '" + q.name + "'");
    p.immobile = pd.immobile;
    if (pd.immobile && !pd.moves.empty())
      diags_.error(pd.immobileLoc,
                   "piece '" + p.name + "' is immobile but has moves: remove one or the other");
    else if (!pd.immobile && std::none_of(pd.moves.begin(), pd.moves.end(), [](const syntax::Moves &m) {
               return m.kind == syntax::Moves::Play;
             }))
      diags_.error(pd.name.loc, "piece '" + p.name + "' has no moves: add 'moves \"...\";'");
    for (const syntax::Moves &mv : pd.moves) {
      const syntax::Str &m = mv.betza;
      betza::Error err;
      const size_t before = p.atoms.size();
      if (!betza::parse(m.value, p.atoms, err))
        diags_.error(m.loc.shifted(err.offset), "in '" + printable(m.value) + "': " + err.message);
      for (size_t k = before; k < p.atoms.size(); ++k)
        if (!fits(p.atoms[k], v.files, v.ranks))
          diags_.error(m.loc.shifted(p.atoms[k].offset),
                       "in '" + printable(m.value) + "': '" + p.atoms[k].text +
                           "' can never be made on this " + std::to_string(v.files) + "x" +
                           std::to_string(v.ranks) + " board");
      p.atomFrom.resize(p.atoms.size(), region(v, mv.from));
      p.atomWithin.resize(p.atoms.size(), region(v, mv.within));
      p.atomOnto.resize(p.atoms.size(), region(v, mv.onto));
      p.atomKind.resize(p.atoms.size(), mv.kind == syntax::Moves::Check      ? model::AtomKind::Check
                                        : mv.kind == syntax::Moves::Confront ? model::AtomKind::Confront
                                        : mv.kind == syntax::Moves::Fallback ? model::AtomKind::Fallback
                                                                             : model::AtomKind::Move);
      move_rules(d, p, mv, before);
      const bool play = mv.kind == syntax::Moves::Play;
      // The lines already in p.betza, separated by spaces (Betza has none).
      const auto lines = std::count(p.betza.begin(), p.betza.end(), ' ') + !p.betza.empty();
      p.atomLine.resize(p.atoms.size(), play ? uint8_t(lines) : 0);
      p.atomColours.resize(p.atoms.size(), uint8_t(mv.color ? mv.color : 3));
      if (!play) continue;
      if (!p.betza.empty()) p.betza += " ";
      p.betza += m.value;
    }
    size_t directions = 0;
    for (const betza::Atom &a : p.atoms) directions += a.vectors.size() + a.paths.size() + a.bends.size();
    allDirections += directions;
    if (directions > betza::MaxPieceDirections)
      diags_.error(pd.name.loc, "piece '" + p.name + "' moves in " + std::to_string(directions) +
                                    " directions, more than " + std::to_string(betza::MaxPieceDirections) +
                                    " (every atom counts once per direction)");
    p.confined = region(v, pd.confined);
    p.screens.assign(d.pieces.size(), {HopSlide, HopSlide});
    for (const syntax::ScreenDecl &sd : pd.screens)
      for (const syntax::Name &n : sd.pieces) {
        int k = declared_index(d, n);
        if (k < 0) continue;
        uint8_t how = sd.how == syntax::ScreenDecl::None       ? HopNone
                      : sd.how == syntax::ScreenDecl::Adjacent ? HopAdjacent
                                                               : HopSlide;
        if (sd.side != 2) p.screens[k][0] = how;
        if (sd.side != 1) p.screens[k][1] = how;
      }
    for (const syntax::Name &n : pd.cannotCapture)
      if (int k = declared_index(d, n); k >= 0) p.cannotCapture |= uint64_t(1) << k;
    p.takenEnPassant = pd.takenEnPassant;
    p.takenLoc = pd.takenLoc;
    if (pd.takenEnPassant && std::any_of(p.atoms.begin(), p.atoms.end(),
                                         [](const betza::Atom &a) { return a.modes & betza::EnPassant; }))
      diags_.error(pd.takenLoc, "'taken en passant' has no effect: '" + p.name +
                                    "' captures en passant ('e'), so its double steps can be taken already");
    if (pd.value) {
      if (pd.value->value > 1000)
        diags_.error(pd.value->loc, "value must be at most 1000 pawns");
      else
        p.value = int(std::lround(pd.value->value * 100));
    }
    v.pieces.push_back(std::move(p));
  }
  if (allDirections > betza::MaxVariantDirections)
    diags_.error(d.name.loc,
                 "the pieces move in " + std::to_string(allDirections) + " directions in all, more than " +
                     std::to_string(betza::MaxVariantDirections) + " (every atom counts once per direction)");
  // Then the pieces' first-move rights (they name types declared in any order).
  for (size_t i = 0; i < d.pieces.size() && i < v.pieces.size(); ++i) {
    const syntax::PieceDecl &pd = d.pieces[i];
    if (!pd.firstLost) continue;
    model::Piece &p = v.pieces[i];
    p.firstLost = true;
    p.firstLostAimed = pd.firstLostAimed;
    for (const syntax::Name &n : *pd.firstLost)
      if (int k = declared_index(d, n); k >= 0) p.firstLostBy |= uint64_t(1) << k;
    if (std::none_of(p.atomRules.begin(), p.atomRules.end(), [](uint16_t r) { return r & RayFirst; }))
      diags_.error(pd.firstLostLoc, std::string("'first lost when ") +
                                        (pd.firstLostAimed ? "aimed" : "checked") +
                                        "' needs a 'first' moves line in '" + p.name + "'");
  }
}

// A piece named in a piece's own declaration may be declared after it.
int Sema::declared_index(const syntax::VariantDecl &d, const syntax::Name &n) {
  for (size_t i = 0; i < d.pieces.size(); ++i)
    if (d.pieces[i].name.text == n.text) return int(i);
  diags_.error(n.loc, "unknown piece '" + n.text + "'");
  return -1;
}

int Sema::piece_index(const model::Variant &v, const syntax::Name &n) {
  for (size_t i = 0; i < v.pieces.size(); ++i)
    if (v.pieces[i].name == n.text) return int(i);
  diags_.error(n.loc, "unknown piece '" + n.text + "'");
  return -1;
}

// Must drop, opposite colours, promoted drops, kept promotions.
void Sema::setup_drops(const model::Variant &v, model::Drops &dr, const syntax::DropsDecl &d) {
  if (d.mustDrop) {
    const std::vector<syntax::Name> all{syntax::Name{"pieces", d.mustDropLoc}};
    dr.mustDrop = types(v, d.mustDrop->empty() ? all : *d.mustDrop);
  }
  dr.oppositeColours = types(v, d.oppositeColours);
  for (const syntax::Name &n : d.promoted) {
    const int i = piece_index(v, n);
    if (i < 0) continue;
    const model::Piece &p = v.pieces[i];
    const bool has = std::any_of(v.pieces.begin(), v.pieces.end(),
                                 [&](const model::Piece &q) { return q.promoted && q.letter == p.letter; });
    if (p.promoted)
      diags_.error(n.loc, "'" + n.text + "' is a promoted piece already; name the piece it promotes from");
    else if (!has)
      diags_.error(n.loc, "'" + n.text + "' has no promoted piece '+" + std::string(1, p.letter) +
                              "' to be dropped as");
    else
      dr.promoted |= uint64_t(1) << i;
  }
  for (const auto &[n, color] : d.never) {
    const int i = piece_index(v, n);
    if (i < 0) continue;
    for (int c = 0; c < 2; ++c)
      if (!color || color == c + 1) dr.never[c] |= uint64_t(1) << i;
  }
  // A line about a type is void where it concerns only sides that never drop it.
  for (const auto &[n, color] : d.never) {
    const int i = piece_index(v, n);
    if (i < 0) continue;
    const unsigned never = unsigned(dr.never[0] >> i & 1) | unsigned(dr.never[1] >> i & 1) << 1;
    const bool zoned = std::any_of(dr.zones.begin(), dr.zones.end(),
                                   [&](auto &z) { return z.type == i && !(z.colours & ~never); });
    const bool both = never == 3;
    const bool limited =
        both && std::any_of(dr.perFile.begin(), dr.perFile.end(), [i](auto &f) { return f.first == i; });
    const std::string side = color == 1 ? "white " : color == 2 ? "black " : "";
    if (zoned || limited || (both && ((dr.mustDrop >> i & 1) || (dr.promoted >> i & 1))))
      diags_.error(n.loc, "'" + side + "no-drop " + n.text + "': " + n.text + " is never dropped" +
                              (both ? "" : " by that side") +
                              ", so its zone, file limit, 'must drop' or 'promoted' line is void");
  }
  dr.blasted = d.blasted;
  if (d.blasted && !d.captured)
    diags_.error(d.blastedLoc, "'blasted' needs 'captured': only captured pieces go to hand");
  dr.keepPromotions = d.keepPromotions;
  if (d.keepPromotions && !d.captured)
    diags_.error(d.keepLoc, "'keep promotions' needs 'captured': only captured pieces go to hand");
}

void Sema::promotion(model::Variant &v, const syntax::PromotionDecl &d) {
  model::Promotion p;
  p.loc = d.loc;
  if (d.pieces.empty()) diags_.error(d.loc, "promotion needs 'pieces': which pieces promote");
  const bool noZone = !d.hasZone && !d.hasSideZone[0] && !d.hasSideZone[1];
  if (noZone) diags_.error(d.loc, "promotion needs a 'zone': where they promote");
  bool missing[2]; // a side with a zone needs choices
  for (int c = 0; c < 2; ++c)
    missing[c] = (noZone || d.hasZone || d.hasSideZone[c]) && d.choices.empty() && d.sideChoices[c].empty();
  if (missing[0] && missing[1])
    diags_.error(d.loc, "promotion needs 'to': what they may become");
  else if (missing[0] || missing[1])
    diags_.error(d.loc, missing[0] ? "promotion needs 'to' or 'white to': what White's pieces may become"
                                   : "promotion needs 'to' or 'black to': what Black's pieces may become");
  for (const syntax::Name &n : d.pieces)
    if (int i = piece_index(v, n); i >= 0) p.pieces.push_back(i);
  // Choices for both sides first, then each side's own.
  std::vector<std::pair<const syntax::Name *, int>> choices; // name, sides (bit 0 White)
  for (const syntax::Name &n : d.choices) choices.push_back({&n, 3});
  for (int c = 0; c < 2; ++c)
    for (const syntax::Name &n : d.sideChoices[c]) choices.push_back({&n, 1 << c});
  for (const auto &[name, sides] : choices) {
    const syntax::Name &n = *name;
    if (int i = piece_index(v, n); i >= 0) {
      // A promotion to a '+' piece is written '+' (e7e8+), so a piece may have only one.
      if (v.pieces[i].promoted)
        for (int promoting : p.pieces) {
          auto [it, first] = plusChoice_.emplace(promoting, i);
          if (!first && it->second != i)
            diags_.error(n.loc, "'" + v.pieces[promoting].name + "' already promotes to the '+' piece '" +
                                    v.pieces[it->second].name + "'; moves write both as '+'");
        }
      for (int c = 0; c < 2; ++c)
        if (sides >> c & 1 && std::find(p.choices[c].begin(), p.choices[c].end(), i) == p.choices[c].end())
          p.choices[c].push_back(i);
    }
  }
  for (const auto &[n, count] : d.limits)
    if (int i = piece_index(v, n); i >= 0) {
      if (std::count(p.choices[0].begin(), p.choices[0].end(), i) +
              std::count(p.choices[1].begin(), p.choices[1].end(), i) ==
          0)
        diags_.error(n.loc, "limit on '" + n.text + "', which is not a promotion choice");
      p.limits.push_back({i, count});
    }
  const SquareSet both = evaluate_region(d.zone, v.files, v.ranks, named_, diags_);
  for (int c = 0; c < 2; ++c)
    p.zone[c] = both | evaluate_region(d.sideZone[c], v.files, v.ranks, named_, diags_);
  p.mandatory = d.mandatory.value_or(true);
  p.leaving = d.leaving;
  p.reverts = d.reverts;
  p.byCapture = d.byCapture;
  p.inPlace = d.inPlace;
  p.anywhereWhenLast = d.anywhereWhenLast;
  p.notAttacking = d.notAttacking;
  if (d.reverts && d.pieces.size() != 1)
    diags_.error(d.revertsLoc, "'reverts' needs one piece in 'pieces': the piece the choices turn back into");
  if (d.inPlace) { // a move of its own: what applies to promotions on a piece's moves does not
    if (d.mandatory.value_or(false))
      diags_.error(d.mandatoryLoc, "a promotion 'in place' is a move of its own and cannot be mandatory");
    if (d.leaving) diags_.error(d.leavingLoc, "'leaving' does not apply to a promotion 'in place'");
    if (d.reverts) diags_.error(d.revertsLoc, "'reverts' does not apply to a promotion 'in place'");
    if (d.byCapture)
      diags_.error(d.byCaptureLoc,
                   "'by capture' does not apply to a promotion 'in place', which never captures");
    p.mandatory = false;
  }
  if (d.anywhereWhenLast && !d.inPlace) diags_.error(d.anywhereLoc, "'anywhere when last' needs 'in place'");
  if (d.notAttacking && !d.inPlace) diags_.error(d.notAttackingLoc, "'not attacking' needs 'in place'");
  v.promotions.push_back(std::move(p));
}

// What the blocks say together: a piece promotes either in place or on its moves, either by
// capture or on any move; a piece that turns back (`reverts`) has no other promotion, and
// the piece it turns into is no promotion choice (moves write turning back as '-').
void Sema::promotions_together(const model::Variant &v, const std::vector<syntax::PromotionDecl> &decls) {
  const auto &ps = v.promotions;
  auto line = [](const model::Promotion &p) { return std::to_string(p.loc.line); };
  auto name_in = [&](size_t k, int type) -> const syntax::Name * {
    for (const syntax::Name &n : decls[k].pieces)
      if (n.text == v.pieces[type].name) return &n;
    return nullptr;
  };
  auto chooses = [](const model::Promotion &p, int type) { // for either side
    for (const std::vector<int> &choices : p.choices)
      if (std::find(choices.begin(), choices.end(), type) != choices.end()) return true;
    return false;
  };
  for (size_t b = 0; b < ps.size() && b < decls.size(); ++b)
    for (size_t a = 0; a < b; ++a)
      for (int t : ps[b].pieces) {
        if (std::find(ps[a].pieces.begin(), ps[a].pieces.end(), t) == ps[a].pieces.end()) continue;
        const std::string &n = v.pieces[t].name;
        if (ps[a].inPlace != ps[b].inPlace)
          diags_.error(name_in(b, t)->loc, "'" + n + "' promotes " +
                                               (ps[a].inPlace ? "in place" : "on its moves") + " at line " +
                                               line(ps[a]) + "; it cannot also promote " +
                                               (ps[b].inPlace ? "in place" : "on its moves"));
        else if (ps[a].byCapture != ps[b].byCapture)
          diags_.error(name_in(b, t)->loc, "'" + n + "' promotes " +
                                               (ps[a].byCapture ? "only by capture" : "on any move") +
                                               " at line " + line(ps[a]) +
                                               "; all its promotion blocks must agree on 'by capture'");
      }
  for (size_t r = 0; r < ps.size() && r < decls.size(); ++r) {
    if (!ps[r].reverts || ps[r].pieces.size() != 1) continue;
    const int base = ps[r].pieces[0];
    for (int ch = 0; ch < int(v.pieces.size()); ++ch)
      for (size_t k = 0; k < ps.size() && chooses(ps[r], ch); ++k) {
        const bool promotesToo =
            std::find(ps[k].pieces.begin(), ps[k].pieces.end(), ch) != ps[k].pieces.end();
        const bool other = k != r && ps[k].reverts && chooses(ps[k], ch);
        if (promotesToo || (other && k > r))
          diags_.error(promotesToo ? name_in(k, ch)->loc : ps[k].loc,
                       "'" + v.pieces[ch].name + "' turns back into '" + v.pieces[base].name +
                           "' (reverts, line " + line(ps[r]) + "); it cannot promote by another block");
      }
    for (size_t k = 0; k < ps.size(); ++k)
      if (!ps[k].reverts && chooses(ps[k], base))
        for (const std::vector<syntax::Name> *names :
             {&decls[k].choices, &decls[k].sideChoices[0], &decls[k].sideChoices[1]})
          for (const syntax::Name &n : *names)
            if (n.text == v.pieces[base].name)
              diags_.error(n.loc, "'" + n.text + "' is what a piece turns back into (reverts, line " +
                                      line(ps[r]) + "); it cannot also be a promotion choice");
  }
}

void Sema::castling(model::Variant &v, const syntax::CastlingDecl &d) {
  model::Castling c;
  c.loc = d.loc;
  if (d.with.empty()) diags_.error(d.loc, "castling needs 'with': the piece the king castles with");
  for (const syntax::Name &n : d.with) {
    const int t = piece_index(v, n);
    if (t >= 0 && v.pieces[t].royal)
      diags_.error(n.loc, "cannot castle with the royal piece '" + n.text + "'");
    if (t >= 0) c.with.push_back(t);
  }
  if (d.king) {
    c.king = piece_index(v, *d.king);
    if (c.king >= 0 && std::count(c.with.begin(), c.with.end(), c.king))
      diags_.error(d.king->loc, "a piece cannot castle with its own kind");
  } else {
    for (size_t i = 0; i < v.pieces.size() && c.king < 0; ++i)
      if (v.pieces[i].royal || v.pieces[i].royalLast) c.king = int(i);
    if (c.king < 0)
      diags_.error(d.loc, "castling needs 'king': no piece is royal, so name the piece that castles");
  }
  if (d.kingSquare) {
    const int f = parse_file(d.kingSquare->text.substr(0, 1), v.files);
    const std::string rank = d.kingSquare->text.substr(1);
    const int r = rank.empty() || rank.size() > 2 || rank.find_first_not_of("0123456789") != std::string::npos
                      ? -1
                      : std::stoi(rank) - 1;
    if (f < 0 || r < 0 || r >= v.ranks)
      diags_.error(d.kingSquare->loc, "'" + d.kingSquare->text + "' is not a square of the board");
    else
      c.kingSquare = r * v.files + f;
  }
  c.dropped = d.dropped;
  c.opposite = d.opposite;
  if (d.opposite && !d.sides.empty() && std::all_of(d.sides.begin(), d.sides.end(), [&](auto &s) {
        return s.color && s.color == d.sides[0].color;
      }))
    diags_.error(d.loc, "'opposite wings' needs castling for both sides: only " +
                            std::string(d.sides[0].color == 1 ? "White" : "Black") + " castles");
  if (d.sides.empty()) diags_.error(d.loc, "castling needs a 'kingside' or 'queenside' line");
  for (const syntax::CastleSide &s : d.sides) {
    model::CastleSide side;
    side.loc = s.loc;
    side.kingside = s.kingside;
    side.color = s.color;
    side.kingFile = parse_file(s.kingFile.text, v.files);
    side.rookFile = parse_file(s.rookFile.text, v.files);
    if (side.kingFile < 0)
      diags_.error(s.kingFile.loc, "'" + s.kingFile.text + "' is not a file of the board");
    if (side.rookFile < 0)
      diags_.error(s.rookFile.loc, "'" + s.rookFile.text + "' is not a file of the board");
    if (side.kingFile >= 0 && side.kingFile == side.rookFile)
      diags_.error(s.rookFile.loc, "the king and the rook cannot end on the same file");
    c.sides.push_back(side);
  }
  v.castling = c;
}

void Sema::walls(model::Variant &v, const syntax::WallsDecl &w) {
  v.walls.place = w.place == "reachable" ? WallRules::Reachable
                  : w.place == "behind"  ? WallRules::Behind
                  : w.place == "edge"    ? WallRules::Edge
                                         : WallRules::Anywhere;
  v.walls.zone[White] = region(v, w.zone);
  v.walls.moving = w.moving;
  v.walls.instead = w.instead;
}

void Sema::shuffle(model::Variant &v, const syntax::ShuffleDecl &d) {
  model::Shuffle sh;
  sh.loc = d.loc;
  sh.squares = evaluate_region(d.region, v.files, v.ranks, named_, diags_);
  for (const std::vector<syntax::Name> &names : d.bothColours) {
    uint64_t mask = 0;
    for (const syntax::Name &n : names)
      if (int t = piece_index(v, n); t >= 0) mask |= uint64_t(1) << t;
    sh.bothColours.push_back(mask);
  }
  for (const auto &[king, rook] : d.between) {
    const int k = piece_index(v, king), r = piece_index(v, rook);
    if (k >= 0 && r >= 0) sh.between.push_back({k, r});
  }
  v.shuffle = sh;
}

// A list of piece names as a type mask; `pieces` is every type.
uint64_t Sema::types(const model::Variant &v, const std::vector<syntax::Name> &names) {
  uint64_t mask = 0;
  for (const syntax::Name &n : names) {
    if (n.text == "pieces") {
      mask |= v.pieces.size() >= 64 ? ~uint64_t(0) : (uint64_t(1) << v.pieces.size()) - 1;
      continue;
    }
    if (int i = piece_index(v, n); i >= 0) mask |= uint64_t(1) << i;
  }
  return mask;
}

SquareSet Sema::region(const model::Variant &v, const std::vector<syntax::RegionTerm> &terms) {
  if (terms.empty()) {
    SquareSet all;
    for (int s = 0; s < v.files * v.ranks; ++s) all.set(s);
    return all;
  }
  return evaluate_region(terms, v.files, v.ranks, named_, diags_);
}

std::optional<model::Variant> check(const syntax::VariantDecl &decl, Diagnostics &diags) {
  return Sema(diags).run(decl);
}

} // namespace chimera
