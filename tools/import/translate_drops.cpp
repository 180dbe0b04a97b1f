// The drops and gating blocks.
#include <algorithm>
#include <cctype>
#include <sstream>

#include "tools/import/translate_impl.h"

namespace chimera::import {

namespace {

// dropNoDoubledCount = 0: a file always holds at least 0 of them, so kind k is never dropped.
bool never(Context &c, int k) {
  Setting nd = c.get("dropNoDoubled");
  return !nd.kinds.empty() && nd.kinds[0] == k && c.get("dropNoDoubledCount").value == "0";
}

} // namespace

std::string drops(Context &c) {
  if (!c.flag("pieceDrops")) return "";
  std::vector<std::string> items;
  if (c.flag("capturesToHand")) items.push_back("captured;");
  // FSF: every piece a blast removes goes to its owner's opponent, the capturer's own too
  if (c.flag("capturesToHand") && c.flag("blastOnCapture")) items.push_back("blasted;");
  std::string fen = c.get("startFen").value;
  size_t open = fen.find('['), close = fen.find(']');
  std::string hand =
      open != std::string::npos && close != std::string::npos ? fen.substr(open, close - open) : "";
  const bool capture = c.flag("capturesToHand");
  const bool drops[2] = {capture || std::any_of(hand.begin(), hand.end(), ::isupper),
                         capture || std::any_of(hand.begin(), hand.end(), ::islower)};
  // each side's region seen from that side; a side that never drops takes the other's
  Squares region[2] = {c.squares("dropRegionWhite"), c.squares("dropRegionBlack").mirrored()};
  if (!drops[0]) region[0] = region[1];
  if (!drops[1]) region[1] = region[0];
  const Squares promo[2] = {c.squares("promotionRegionWhite"), c.squares("promotionRegionBlack").mirrored()};
  for (const ChimeraPiece &p : c.pieces) {
    const bool inHand = capture || hand.find(p.letter[0]) != std::string::npos ||
                        hand.find(char(std::tolower((unsigned char)p.letter[0]))) != std::string::npos;
    // a king is dropped only where the start puts it in hand (Placement): it is never captured
    if (p.from >= 0 || !p.used || (p.kind == king_kind() && (capture || !inHand))) continue;
    const std::string key = piece_kinds()[size_t(p.kind)].key;
    Squares z[2];
    for (int side = 0; side < 2; ++side) {
      z[side] = region[side];
      if (key == "pawn") {
        if (!c.flag("promotionZonePawnDrops")) z[side] = z[side] - promo[side];
        if (!c.flag("firstRankPawnDrops"))
          for (int f = 1; f <= c.files; ++f) z[side].set(f, 1, false);
      }
      if (c.flag("immobilityIllegal")) z[side] = z[side] - c.dead(p);
      if (key == "rook" && c.flag("sittuyinRookDrop"))
        for (int r = 2; r <= c.ranks; ++r)
          for (int f = 1; f <= c.files; ++f) z[side].set(f, r, false);
      if (p.confined) z[side] = z[side] & *p.confined; // FSF drops a piece only inside its mobility region
    }
    if (!drops[0]) z[0] = z[1];
    if (!drops[1]) z[1] = z[0];
    if (never(c, p.kind)) continue; // `no-drop` below
    // A side that could drop it nowhere keeps it in hand, as Fairy-Stockfish does.
    if (z[0].empty() && z[1].empty()) {
      if (inHand) items.push_back("no-drop " + p.name + ";");
    } else if (z[0] == z[1]) {
      if (!z[0].full()) items.push_back("zone " + p.name + " " + region_text(z[0]) + ";");
    } else
      for (int side = 0; side < 2; ++side) {
        const std::string colour = side ? "black" : "white";
        if (z[side].empty())
          items.push_back(colour + " no-drop " + p.name + ";");
        else if (!z[side].full())
          items.push_back(colour + " zone " + p.name + " " + region_text(z[side]) + ";");
      }
  }
  Setting nd = c.get("dropNoDoubled");
  if (!nd.kinds.empty() && nd.kinds[0] >= 0 && c.piece(nd.kinds[0]) >= 0) {
    const std::string n = c.get("dropNoDoubledCount").value;
    if (n == "0") // every file holds at least none of them: never dropped
      items.push_back("no-drop " + c.joined({nd.kinds[0]}) + ";");
    else if (n == "1")
      items.push_back("one-per-file " + c.joined({nd.kinds[0]}) + ";");
    else
      items.push_back("at most " + n + " " + c.joined({nd.kinds[0]}) + " per file;");
  }
  if (c.flag("shogiPawnDropMateIllegal"))
    if (int k = piece_kind("shogiPawn"); c.piece(k) >= 0) items.push_back("no-mate " + c.joined({k}) + ";");
  if (c.flag("mustDrop")) {
    std::vector<int> must = c.kinds("mustDropType");
    items.push_back(in(must, -2) || must.empty() ? "must drop;" : "must drop " + c.joined(must) + ";");
  }
  if (c.flag("dropOppositeColoredBishop"))
    if (int b = c.piece(piece_kind("bishop")); b >= 0)
      items.push_back("opposite-colours " + c.pieces[size_t(b)].name + ";");
  if (c.flag("dropPromoted")) {
    std::vector<int> bases;
    for (auto [x, px] : c.promoted) bases.push_back(x);
    if (std::string names = c.joined(bases); !names.empty()) items.push_back("promoted " + names + ";");
  }
  if (c.flag("dropLoop") && capture) items.push_back("keep promotions;");
  for (const std::string &i : stone_drops(c)) items.push_back(i);
  return block(items, "drops");
}

std::string gating(Context &c) {
  if (!c.flag("gating") && !c.flag("seirawanGating")) return "";
  if (!c.flag("seirawanGating")) return "";
  std::vector<int> ks;
  for (const ChimeraPiece &p : c.pieces)
    if (p.from < 0 && p.kind != king_kind()) ks.push_back(p.kind);
  return block({"pieces " + c.joined(ks) + ";", "zone rank 1;"}, "gating");
}

} // namespace chimera::import
