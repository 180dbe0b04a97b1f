// Fairy-Stockfish's options for games of stones and walls: walls placed with a move, flips,
// petrification, drops that must enclose or stack, passing when stuck, connection goals and
// the piece count that decides a full board, two passes or a stalemate.
#include <algorithm>

#include "tools/import/translate_impl.h"

namespace chimera::import {

namespace {

std::string opposite(const std::string &result) {
  return result == "win" ? "loss" : result == "loss" ? "win" : result;
}

// The region of a walls or drops option for both sides, `fallback` when not given.
bool both_or(Context &c, const std::string &white, const std::string &black, Squares &out) {
  if (c.get(white).value.empty() && c.get(black).value.empty()) {
    out = Squares::all(c.files, c.ranks);
    return true;
  }
  return c.both(white, black, out);
}

// Fairy-Stockfish's materialCounting = unweighted: more pieces on the board win.
bool counts_pieces(Context &c) { return c.get("materialCounting").value == "unweighted"; }

} // namespace

bool walled(const Context &c) { return c.get("wallingRule").value != "none"; }

std::string walls(Context &c) {
  const Setting rule = c.get("wallingRule");
  if (!walled(c)) {
    if (c.flag("wallOrMove"))
      c.error(c.get("wallOrMove"), "'wallOrMove' without a 'wallingRule' places no wall");
    return "";
  }
  std::vector<std::string> items;
  if (rule.value == "arrow")
    items.push_back("place reachable;");
  else if (rule.value == "past")
    items.push_back("place behind;");
  else if (rule.value == "edge")
    items.push_back("place edge;");
  else if (rule.value == "duck")
    items.push_back("moving;");
  else
    items.push_back("place anywhere;"); // static
  Squares zone;
  if (both_or(c, "wallingRegionWhite", "wallingRegionBlack", zone) && !zone.full()) {
    if (zone.empty())
      c.error(c.get("wallingRegionWhite"), "an empty 'wallingRegion' leaves no square for a wall");
    else
      items.push_back("zone " + region_text(zone) + ";");
  }
  if (c.flag("wallOrMove")) items.push_back("instead of a move;");
  return block(items, "walls");
}

std::vector<std::string> stone_drops(Context &c) {
  std::vector<std::string> items;
  if (c.flag("freeDrops")) {
    std::string names;
    for (const ChimeraPiece &p : c.pieces)
      if (p.used && p.from < 0) names += (names.empty() ? "" : " ") + p.name;
    if (!names.empty()) items.push_back("unlimited " + names + ";");
  }
  const Setting rule = c.get("enclosingDrop");
  if (rule.value == "none") return items;
  if (rule.value == "reversi")
    items.push_back("enclosing;");
  else if (rule.value == "ataxx")
    items.push_back("adjacent;");
  else if (rule.value == "top")
    items.push_back("stacked;");
  else if (rule.value == "snort")
    items.push_back("away from enemy orthogonally;");
  else if (rule.value == "anyside")
    items.push_back("stacked from every side;");
  else if (rule.value == "quadwrangle") // Fairy-Stockfish's drop rule takes it for ataxx's
    items.push_back("adjacent;");
  const Setting start = c.get("enclosingDropStart");
  if (!start.value.empty() && start.value != "-") {
    Squares s = c.squares("enclosingDropStart");
    if (s.empty()) {
    } else if (s == s.mirrored())
      items.push_back("opening " + region_text(s) + ";");
    else // each side's region is seen from that side
      items.push_back("white opening " + region_text(s) + ";"),
          items.push_back("black opening " + region_text(s.mirrored()) + ";");
  }
  return items;
}

std::string stalemate_result(Context &c) {
  // with stalematePieceCount, equal numbers of pieces draw; goals give the rest
  return c.flag("stalematePieceCount") ? "draw" : c.get("stalemateValue").value;
}

void pass_rules(Context &c, std::vector<std::string> &rules) {
  // Fairy-Stockfish: a side with passOnStalemate passes only when stuck, even with pass too
  std::string how[2];
  for (int side = 0; side < 2; ++side) {
    const std::string colour = side ? "Black" : "White";
    if (c.flag("passOnStalemate" + colour))
      how[side] = "pass when stalemated;";
    else if (c.flag("pass" + colour))
      how[side] = "pass;";
  }
  if (how[0] == how[1]) {
    if (!how[0].empty()) rules.push_back(how[0]);
    return;
  }
  for (int side = 0; side < 2; ++side)
    if (!how[side].empty()) rules.push_back((side ? "black " : "white ") + how[side]);
}

void stone_rules(Context &c, std::vector<std::string> &rules) {
  const Setting flip = c.get("flipEnclosedPieces");
  if (flip.value == "reversi")
    rules.push_back("flip enclosed;");
  else if (flip.value == "ataxx")
    rules.push_back("flip adjacent;");
  else if (flip.value == "quadwrangle") // FSF: also lone promotions and castlings, which these games lack
    rules.push_back("flip adjacent except lone drops;");
  else if (flip.value != "none") // snort, anyside, top: enclosingDrop's values, no flip rule
    c.warn(flip.loc,
           "'flipEnclosedPieces = " + flip.value +
               "' flips nothing in Fairy-Stockfish (only reversi, ataxx and quadwrangle flip): no rule "
               "written");
  std::vector<int> petrify = c.kinds("petrifyOnCaptureTypes");
  std::vector<int> kinds;
  for (int k : petrify)
    if (k >= 0 && k != king_kind()) kinds.push_back(k);
  if (std::string names = c.joined(kinds, ", "); !names.empty()) rules.push_back("petrify " + names + ";");
}

void stone_goals(Context &c, std::vector<std::string> &goals) {
  // connection goals, for the side that has just moved in Fairy-Stockfish; Chimera tries that
  // side's goals first
  const std::string value = c.get("connectValue").value;
  std::vector<int> kinds = c.kinds("connectPieceTypes");
  std::string names = in(kinds, -2) ? "pieces" : c.joined(kinds);
  const bool h = c.flag("connectHorizontal"), v = c.flag("connectVertical"), d = c.flag("connectDiagonal");
  std::string lines = h && v && d ? "" : h && v && !d ? " orthogonally" : "";
  if (lines.empty() && !(h && v && d))
    for (auto [on, word] : {std::pair{h, " horizontally"}, {v, " vertically"}, {d, " diagonally"}})
      if (on) lines += word;
  const bool anyLine = h || v || d;
  if (!names.empty()) {
    if (int n = std::stoi(c.get("connectN").value); n > 0 && anyLine)
      goals.push_back(value + " when " + std::to_string(n) + " " + names + " in a row" + lines + ";");
    // a chain from one region to the other, each side's regions seen from that side
    Squares from[2] = {c.squares("connectRegion1White"), c.squares("connectRegion1Black").mirrored()};
    Squares to[2] = {c.squares("connectRegion2White"), c.squares("connectRegion2Black").mirrored()};
    const bool same = from[0] == from[1] && to[0] == to[1];
    for (int side = 0; side < (same ? 1 : 2); ++side)
      if (!from[side].empty() && !to[side].empty() && anyLine)
        goals.push_back(std::string(same   ? ""
                                    : side ? "black "
                                           : "white ") +
                        value + " when " + names + " connect " + region_text(from[side]) + " with " +
                        region_text(to[side]) + lines + ";");
    if (int n = std::stoi(c.get("collinearN").value); n > 0 && anyLine)
      goals.push_back(value + " when " + std::to_string(n) + " " + names + " in a line" + lines + ";");
    if (int n = std::stoi(c.get("connectNxN").value); n > 1)
      goals.push_back(value + " when " + names + " in a " + std::to_string(n) + "x" + std::to_string(n) +
                      " square;");
  }
  // the count of pieces that decides
  const bool count = counts_pieces(c);
  const std::string counting = c.get("materialCounting").value;
  if (c.flag("adjudicateFullBoard")) {
    // the count decides a full board as it decides draws (`draws decided by points`); the
    // piece count is written as goals, as the shipped Othello and Ataxx have it
    if (count)
      goals.push_back("win when board full and more pieces;"),
          goals.push_back("loss when board full and fewer pieces;");
    goals.push_back(counting != "none" && !count ? "draw when board full decided by points;"
                                                 : "draw when board full;");
  }
  const bool passes = (c.flag("passWhite") || c.flag("passOnStalemateWhite")) &&
                      (c.flag("passBlack") || c.flag("passOnStalemateBlack"));
  if (count && passes && !c.flag("wallOrMove"))
    goals.push_back("win when both passed and more pieces;"),
        goals.push_back("loss when both passed and fewer pieces;");
  const std::string stalemate = c.get("stalemateValue").value;
  if (c.flag("stalematePieceCount") && stalemate != "draw")
    goals.push_back(stalemate + " when stalemated and fewer pieces;"),
        goals.push_back(opposite(stalemate) + " when stalemated and more pieces;");
  else if (count && stalemate_result(c) == "draw")
    goals.push_back("win when stalemated and more pieces;"),
        goals.push_back("loss when stalemated and fewer pieces;");
}

} // namespace chimera::import
