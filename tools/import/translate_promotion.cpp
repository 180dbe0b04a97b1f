// The promotion blocks: pawns, shogi-style +X pieces, their demotion, and the squares a piece
// could never leave (immobilityIllegal).
#include <algorithm>
#include <cctype>
#include <sstream>

#include "tools/import/translate_impl.h"

namespace chimera::import {

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
  if (pw == pb)
    pawn_block(pw, zw, zb, tw, tb);
  else {
    bool disjoint = true;
    for (int k : pw) disjoint = disjoint && !in(pb, k);
    if (!disjoint)
      c.error(c.get("promotionPawnTypesBlack"),
              "pawns that promote for one side only are not expressible yet");
    else
      pawn_block(pw, zw, none, tw, {}), pawn_block(pb, none, zb, {}, tb);
  }
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
    for (size_t i = 0; i < c.pieces.size(); ++i) {
      const ChimeraPiece &p = c.pieces[i];
      if (!p.used || p.from >= 0) continue;
      Squares stuck =
          c.dead(p) - (forced.count(int(i)) ? forced.at(int(i)) : Squares::none(c.files, c.ranks));
      if (!stuck.empty())
        c.error(c.get("immobilityIllegal"),
                p.name + " could never move from " + region_text(stuck) +
                    ", and Chimera cannot forbid moves there yet (immobilityIllegal)");
    }
  return out;
}

} // namespace chimera::import
