// The promotion blocks: pawns, shogi-style +X pieces, their demotion, and the squares a piece
// could never leave (immobilityIllegal).
#include <algorithm>
#include <cctype>
#include <sstream>

#include "tools/import/translate_impl.h"

namespace chimera::import {

namespace {

// immobilityIllegal outside the promotion zones: Fairy-Stockfish forbids a move that does not
// promote, and a drop, onto a square the piece could never leave, but the piece still attacks
// it (a king there is in check). In Chimera the piece is confined to the other squares, and
// `checks` lines give back its threats on them. Drop zones leave the squares out already.
// Whether a `moves` line limited to a region (`from`, `within`) captures nothing but en
// passant: every atom's modifiers hold m or e and no c (the initial double steps, `fmnD`).
bool captures_nothing(const std::string &line) {
  const size_t open = line.find('"'), close = line.find('"', open + 1);
  bool ok = open != std::string::npos && close != std::string::npos, m = false, c = false;
  for (size_t i = open + 1; ok && i < close; ++i) {
    const char ch = line[i];
    if (std::islower((unsigned char)ch))
      m = m || ch == 'm' || ch == 'e', c = c || ch == 'c';
    else if (std::isupper((unsigned char)ch)) {
      ok = m && !c;
      m = c = false;
    }
  }
  return ok;
}

void stay_off(Context &c, ChimeraPiece &p, const Squares &stuck) {
  if (stuck.empty()) return;
  // The threats are written from p.moves, which are the piece's captures from every square.
  const bool everywhere = std::all_of(p.lines.begin(), p.lines.end(), [](const std::string &l) {
    return (l.find(" from ") == std::string::npos && l.find(" within ") == std::string::npos) ||
           captures_nothing(l);
  });
  if (!everywhere) {
    c.error(c.get("immobilityIllegal"),
            p.name + " could never move from " + region_text(stuck) +
                ", and it captures differently from some squares: Chimera cannot forbid moves there yet "
                "(immobilityIllegal)");
    return;
  }
  Squares keep = (p.confined ? *p.confined : Squares::all(c.files, c.ranks)) - stuck;
  p.lines.erase(std::remove_if(p.lines.begin(), p.lines.end(),
                               [](const std::string &l) { return l.rfind("confined ", 0) == 0; }),
                p.lines.end());
  p.lines.push_back("confined " + region_text(keep) + ";");
  p.confined = keep;
  std::vector<FsfMove> threats;
  for (FsfMove m : p.moves)
    if (m.capture) m.quiet = false, threats.push_back(m);
  if (const std::string t = chimera_betza(threats, false, c.files, c.ranks); !t.empty())
    p.lines.push_back("checks \"" + t + "\";");
}

} // namespace

std::string promotions(Context &c) {
  std::string out;
  std::map<int, int> limits = c.v.limits;
  auto limit_text = [&](const std::vector<int> &to, bool plusTypes) {
    std::string l;
    for (int k : to)
      if (limits.count(k)) {
        int i = plusTypes && c.promoted.count(k) ? c.promoted[k] : c.piece(k);
        if (i >= 0) l += " " + c.pieces[size_t(i)].name + " " + std::to_string(limits[k]);
      }
    return l.empty() ? "" : "limit" + l + ";";
  };
  // pawns
  auto present = [&](std::vector<int> ks) {
    ks.erase(std::remove_if(ks.begin(), ks.end(), [&](int k) { return c.names(k).empty(); }), ks.end());
    return ks;
  };
  std::vector<int> pw = present(c.kinds("promotionPawnTypesWhite")),
                   pb = present(c.kinds("promotionPawnTypesBlack"));
  std::vector<int> tw = present(c.kinds("promotionPieceTypesWhite")),
                   tb = present(c.kinds("promotionPieceTypesBlack"));
  bool needed = !c.promoted.empty() || (!pw.empty() && !tw.empty()) || (!pb.empty() && !tb.empty());
  if (!needed) return "";
  // each side's zone seen from that side; they may differ (`white zone`, `black zone`)
  const Squares zw = c.squares("promotionRegionWhite"), zb = c.squares("promotionRegionBlack").mirrored();
  // The lines of a block for `pieces`: zones and choices, one line for both sides where they agree.
  auto lines = [&](const std::string &pieces, Squares w, Squares b, const std::string &toW,
                   const std::string &toB) {
    if (toW.empty()) w = Squares::none(c.files, c.ranks);
    if (toB.empty()) b = Squares::none(c.files, c.ranks);
    std::vector<std::string> items = {"pieces " + pieces + ";"};
    if (w.empty() && b.empty()) return std::vector<std::string>();
    if (w == b)
      items.push_back("zone " + region_text(w) + ";");
    else {
      if (!w.empty()) items.push_back("white zone " + region_text(w) + ";");
      if (!b.empty()) items.push_back("black zone " + region_text(b) + ";");
    }
    if (toW == toB || b.empty() || w.empty())
      items.push_back("to " + (w.empty() ? toB : toW) + ";");
    else
      items.push_back("white to " + toW + ";"), items.push_back("black to " + toB + ";");
    return items;
  };
  // where a piece must promote; with immobilityIllegal, squares it could never leave must be among them
  std::map<int, Squares> forced;
  const bool immobility = c.flag("immobilityIllegal");
  auto force = [&](int piece, const Squares &s) {
    forced.emplace(piece, Squares::none(c.files, c.ranks)).first->second =
        forced.emplace(piece, Squares::none(c.files, c.ranks)).first->second | s;
  };
  const Squares none = Squares::none(c.files, c.ranks);
  auto pawn_block = [&](const std::vector<int> &ps, const Squares &w, const Squares &b,
                        const std::vector<int> &toW, const std::vector<int> &toB) {
    std::vector<std::string> items = lines(c.joined(ps), w, b, c.joined(toW), c.joined(toB));
    if (ps.empty() || items.empty()) return;
    std::vector<int> all = toW;
    for (int k : toB)
      if (!in(all, k)) all.push_back(k);
    std::string l = limit_text(all, false);
    if (!l.empty()) items.push_back(l);
    if (c.flag("sittuyinPromotion")) {
      // a move of its own, optional, for the last pawn anywhere, never with an attack
      for (const char *i : {"in place;", "anywhere when last;", "not attacking;"}) items.push_back(i);
      out += block(items, "promotion");
      return;
    }
    const bool must = c.flag("mandatoryPawnPromotion");
    items.push_back(must ? "mandatory;" : "optional;");
    out += block(items, "promotion");
    for (int k : ps) {
      const ChimeraPiece &pawn = c.pieces[size_t(c.piece(k))];
      Squares dw = c.dead(pawn) & w, db = c.dead(pawn) & b;
      if (must)
        force(c.piece(k), w);
      else if (immobility && !(dw.empty() && db.empty())) {
        std::vector<std::string> m = lines(pawn.name, dw, db, c.joined(toW), c.joined(toB));
        if (!l.empty()) m.push_back(l);
        m.push_back("mandatory;");
        out += block(m, "promotion");
        force(c.piece(k), dw);
      }
    }
  };
  // Pawn types that promote for both sides share a block; those of one side have one each.
  std::vector<int> both, whiteOnly, blackOnly;
  for (int k : pw) (in(pb, k) ? both : whiteOnly).push_back(k);
  for (int k : pb)
    if (!in(pw, k)) blackOnly.push_back(k);
  pawn_block(both, zw, zb, tw, tb);
  pawn_block(whiteOnly, zw, none, tw, {});
  pawn_block(blackOnly, none, zb, {}, tb);
  // pieces that promote (and demote) shogi-style
  const bool mandatory = c.flag("mandatoryPiecePromotion");
  const bool byCapture = c.flag("piecePromotionOnCapture"); // promotions and demotions
  for (auto [x, px] : c.promoted) {
    const ChimeraPiece &base = c.pieces[size_t(c.piece(x))], &plus = c.pieces[size_t(px)];
    std::vector<std::string> items = lines(base.name, zw, zb, plus.name, plus.name);
    if (items.empty()) continue;
    if (limits.count(plus.kind))
      items.push_back("limit " + plus.name + " " + std::to_string(limits[plus.kind]) + ";");
    if (byCapture) items.push_back("by capture;");
    items.push_back(mandatory ? "mandatory;" : "optional;");
    items.push_back("leaving;");
    // turning back by the same rule: `reverts`, written with '-' as FSF writes demotions
    if (c.flag("pieceDemotion")) items.push_back("reverts;");
    out += block(items, "promotion");
    Squares dw = c.dead(base) & zw, db = c.dead(base) & zb;
    if (byCapture)
      ; // quiet moves never promote: squares it cannot leave stay (immobilityIllegal's error below)
    else if (mandatory)
      force(c.piece(x), zw);
    else if (immobility && !(dw.empty() && db.empty())) {
      std::vector<std::string> m = lines(base.name, dw, db, plus.name, plus.name);
      m.push_back("mandatory;");
      out += block(m, "promotion");
      force(c.piece(x), dw);
    }
  }
  if (immobility)
    for (size_t i = 0; i < c.pieces.size(); ++i)
      if (ChimeraPiece &p = c.pieces[i]; p.used && p.from < 0)
        stay_off(c, p,
                 c.dead(p) - (forced.count(int(i)) ? forced.at(int(i)) : Squares::none(c.files, c.ranks)));
  return out;
}

} // namespace chimera::import
