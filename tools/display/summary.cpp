#include "tools/display/summary.h"

#include <fmt/format.h>

#include "runtime/rules/draw_points.h"

namespace chimera::view {

namespace {

std::string names(const Variant &v, uint64_t types) {
  std::string out;
  for (int t = 0; t < v.ntypes(); ++t)
    if (types >> t & 1) out += (out.empty() ? "" : ", ") + v.types[t].name;
  return out;
}

std::string join(const std::vector<std::string> &parts, const char *sep = ", ") {
  std::string out;
  for (const std::string &p : parts) out += (out.empty() ? "" : sep) + p;
  return out;
}

std::string ordinal(int n) {
  const char *suffix = n % 100 / 10 == 1 ? "th"
                       : n % 10 == 1     ? "st"
                       : n % 10 == 2     ? "nd"
                       : n % 10 == 3     ? "rd"
                                         : "th";
  return std::to_string(n) + suffix;
}

const char *outcome(Outcome o) {
  return o == Outcome::Draw ? "a draw" : o == Outcome::Loss ? "a loss" : "a win";
}

// Black's promotions are White's seen from Black's side, unless rules per side make them differ.
bool promotions_mirror(const Variant &v, int t) {
  for (Square s = 0; s < v.squares(); ++s) {
    const Square b = v.relative(Black, s);
    if (v.promotion_at(Black, t, b) != v.promotion_at(White, t, s)) return false;
    if (v.hasLeaving && v.promotion_leaving(Black, t, b) != v.promotion_leaving(White, t, s)) return false;
  }
  return true;
}

void promotion(const Variant &v, std::vector<RuleItem> &out) {
  for (int t = 0; t < v.ntypes(); ++t) {
    const bool mirror = promotions_mirror(v, t);
    for (Color c : {White, Black}) {
      if (!(v.promotingTypes[c] >> t & 1) || (mirror && c == Black)) continue;
      const std::string who = mirror ? "" : c == White ? "White's " : "Black's ";
      // Squares per promotion set, entering them and (where zones are left) leaving them.
      std::vector<std::vector<Square>> entering(v.promotionSets.size()), leaving(v.promotionSets.size());
      for (Square s = 0; s < v.squares(); ++s) {
        if (int i = v.promotion_at(c, t, s)) entering[i].push_back(s);
        if (v.hasLeaving)
          if (int i = v.promotion_leaving(c, t, s)) leaving[i].push_back(s);
      }
      for (size_t i = 1; i < entering.size(); ++i) {
        const PromotionSet &ps = v.promotionSets[i];
        std::vector<std::string> choices;
        for (size_t k = 0; k < ps.choices.size(); ++k)
          choices.push_back(v.types[ps.choices[k]].name +
                            (ps.limits[k] ? fmt::format(" (if fewer than {})", ps.limits[k]) : ""));
        const bool back = ps.choices.size() == 1 && v.types[ps.choices[0]].revertedTo;
        auto say = [&](const char *how, const std::vector<Square> &squares) {
          out.push_back(
              {"Promotion",
               fmt::format("{}{} {} {} {} {}{}{}.", who, v.types[t].name, ps.byCapture ? "capturing on" : how,
                           squares_text(v, squares), back ? "turns back into" : "promotes to",
                           join(choices, ", or "), ps.mandatory ? " (mandatory)" : " (optional)",
                           ps.byCapture ? "; other moves do not promote" : "")});
        };
        if (!entering[i].empty() && entering[i] == leaving[i]) {
          say("reaching or moving out of", entering[i]);
          continue;
        }
        if (!entering[i].empty()) say("reaching", entering[i]);
        if (!leaving[i].empty()) say("moving out of", leaving[i]);
      }
    }
  }
}

void promotion_in_place(const Variant &v, std::vector<RuleItem> &out) {
  for (const PlacePromotion &pp : v.placePromotions) {
    std::vector<Square> zone;
    pp.zone[White].for_each([&](Square s) { zone.push_back(s); });
    const PromotionSet &set = pp.set[White];
    std::vector<std::string> choices;
    for (size_t k = 0; k < set.choices.size(); ++k)
      choices.push_back(v.types[set.choices[k]].name +
                        (set.limits[k] ? fmt::format(" (if fewer than {})", set.limits[k]) : ""));
    out.push_back(
        {"Promotion",
         fmt::format("{} on {}{} may promote to {} as a move of its own: in place, or with a "
                     "move of the new piece to an empty square{}.",
                     names(v, pp.pieces), squares_text(v, zone),
                     pp.anywhereWhenLast ? " (the last one anywhere)" : "", join(choices, ", or "),
                     pp.notAttacking ? "; the new piece may attack no enemy piece, nor give check" : "")});
  }
}

void castling(const Variant &v, std::vector<RuleItem> &out) {
  std::vector<std::string> moves;
  auto from = [&](Square s) { return s == NoSquare ? std::string("its square") : v.square_name(s); };
  for (const CastlingOption &o : v.castling)
    if (o.color == White)
      moves.push_back(v.chess960
                          ? fmt::format("king to {} with the rook to {}", v.square_name(o.kingTo),
                                        v.square_name(o.rookTo))
                          : fmt::format("king {} to {} with the rook {} to {}", from(o.kingFrom),
                                        v.square_name(o.kingTo), from(o.rookFrom), v.square_name(o.rookTo)));
  if (moves.empty()) return;
  out.push_back(
      {"Castling",
       fmt::format("with the {}: {} (Black's mirrored); the squares between must be empty "
                   "and the king may not pass an attacked square.{}{}{}",
                   v.castling_rook_names(), join(moves, "; "),
                   v.chess960 ? " As in Chess960, the king and the rooks castle from wherever the "
                                "shuffled start puts them."
                              : "",
                   v.castlingDropped ? " A king or rook dropped onto its square may castle." : "",
                   v.castlingOpposite ? " A castling takes the opponent's right on the same wing." : "")});
}

void drops(const Variant &v, std::vector<RuleItem> &out) {
  if (v.capturesToHand) {
    std::vector<std::string> demoted;
    for (int t = 0; t < v.ntypes(); ++t)
      if (v.demotion[t] >= 0 && v.demotion[t] != t)
        demoted.push_back(v.types[t].name + " as " + v.types[v.demotion[t]].name);
    out.push_back({"Hands", "captured pieces go to the capturer's hand" +
                                (v.keepPromotions  ? std::string(", promoted ones as what they became.")
                                 : demoted.empty() ? std::string(".")
                                                   : " (" + join(demoted) + ").")});
  }
  if (!v.drops) return;
  std::vector<std::string> zones;
  for (int t = 0; t < v.ntypes(); ++t) {
    std::vector<Square> zone;
    v.dropZone[t].for_each([&](Square s) { zone.push_back(s); });
    if (!zone.empty() && int(zone.size()) < v.board.count())
      zones.push_back(v.types[t].name + " only on " + squares_text(v, zone));
  }
  std::string text = "a piece in hand may be dropped on an empty square instead of a move";
  if (!zones.empty()) text += " (" + join(zones, "; ") + ")";
  out.push_back({"Drops", text + "."});
  uint64_t onePerFile = 0;
  for (int t = 0; t < v.ntypes(); ++t)
    if (v.perFile >> t & 1 && v.perFileMost[t] == 1) onePerFile |= uint64_t(1) << t;
  if (onePerFile)
    out.push_back(
        {"Drops", "no " + names(v, onePerFile) + " may be dropped on a file that holds one of its own."});
  for (int t = 0; t < v.ntypes(); ++t)
    if (v.perFile >> t & 1 && v.perFileMost[t] > 1)
      out.push_back({"Drops", fmt::format("no {} may be dropped on a file that holds {} of its own.",
                                          v.types[t].name, v.perFileMost[t])});
  if (v.noMateDrop)
    out.push_back({"Drops", "a drop of " + names(v, v.noMateDrop) + " may not give checkmate."});
  if (v.mustDrop)
    out.push_back({"Drops", "a player who holds " + names(v, v.mustDrop) +
                                " in hand must drop one of them when he can (and drops nothing else)."});
  if (v.oppositeColours)
    out.push_back({"Drops", "each side's pieces of " + names(v, v.oppositeColours) +
                                " are dropped half on light and half on dark squares."});
  for (int t = 0; t < v.ntypes(); ++t)
    if (v.dropAs[t] >= 0)
      out.push_back(
          {"Drops", v.types[t].name + " may also be dropped as " + v.types[v.dropAs[t]].name + "."});
  if (v.dropPusher >= 0)
    out.push_back(
        {"Drops", fmt::format("a drop needs a friendly {} directly in front of the square; it steps {} "
                              "square{} forward, which must be empty.",
                              v.types[v.dropPusher].name, v.dropPush, v.dropPush > 1 ? "s" : "")});
}

void piece_rules(const Variant &v, std::vector<RuleItem> &out) {
  for (int t = 0; t < v.ntypes(); ++t) {
    const PieceType &pt = v.types[t];
    std::string last;
    for (const MoveAtom &a : pt.atoms) {
      if (a.source == last) continue; // one Betza atom, several direction groups
      last = a.source;
      if (a.role == MoveAtom::Check)
        out.push_back({"Threats", fmt::format("{} also gives check with \"{}\", a move it never plays.",
                                              pt.name, a.source)});
      else if (a.role == MoveAtom::Confront)
        out.push_back(
            {"Threats", fmt::format("{} confronts with \"{}\": a player whose royal piece is confronted "
                                    "must break it or pass.",
                                    pt.name, a.source)});
      else if (a.flags & RayFallback)
        out.push_back(
            {"Fallback", fmt::format("{} moves \"{}\" only when it has no other move.", pt.name, a.source)});
    }
    if (v.cannotCapture[t])
      out.push_back({"Captures", pt.name + " cannot capture " + names(v, v.cannotCapture[t]) + "."});
    if (!v.hasHopRules) continue;
    for (int k = 0; k < v.ntypes(); ++k)
      for (int enemy = 0; enemy < 2; ++enemy) {
        const HopRule rule = v.hop_rule(t, k, enemy);
        // Say it once when both colours of screen behave alike.
        if (rule == HopSlide || (enemy && v.hop_rule(t, k, false) == rule)) continue;
        const std::string whose = enemy ? "an enemy " : v.hop_rule(t, k, true) == rule ? "a " : "a friendly ";
        out.push_back(
            {"Screens", fmt::format("{} may not jump {}{}{}.", pt.name, whose, v.types[k].name,
                                    rule == HopNone ? "" : " except to the square just beyond it")});
      }
  }
}

// The holes as rectangles where they form them, as a definition writes them: "a2 to a7, j2".
std::string hole_names(const Variant &v, const std::vector<Square> &holes) {
  std::vector<bool> left(v.squares(), false);
  for (Square s : holes) left[s] = true;
  auto hole = [&](int f, int r) { return f < v.files && r < v.ranks && left[v.square(f, r)]; };
  std::vector<std::string> parts;
  for (Square s : holes) {
    if (!left[s]) continue;
    const int f0 = v.file_of(s), r0 = v.rank_of(s);
    int f1 = f0, r1 = r0;
    while (hole(f1 + 1, r0)) ++f1;
    auto row = [&](int r) {
      for (int f = f0; f <= f1; ++f)
        if (!hole(f, r)) return false;
      return true;
    };
    while (row(r1 + 1)) ++r1;
    for (int r = r0; r <= r1; ++r)
      for (int f = f0; f <= f1; ++f) left[v.square(f, r)] = false;
    parts.push_back(v.square_name(s) +
                    (f1 == f0 && r1 == r0 ? "" : " to " + v.square_name(v.square(f1, r1))));
  }
  return join(parts);
}

} // namespace

std::string squares_text(const Variant &v, const std::vector<Square> &squares) {
  std::vector<bool> in(v.squares(), false);
  for (Square s : squares) in[s] = true;
  std::vector<int> ranks; // the ranks the set fills, if it is made of whole ranks
  bool whole = true;
  for (int r = 0; r < v.ranks && whole; ++r) {
    int n = 0, all = 0; // a rank is whole without its holes
    for (int f = 0; f < v.files; ++f) n += in[v.square(f, r)], all += v.board.test(v.square(f, r));
    if (n && n == all) ranks.push_back(r + 1);
    whole = n == 0 || n == all;
  }
  if (whole && !ranks.empty()) {
    if (ranks.size() == 1) return fmt::format("rank {}", ranks[0]);
    if (ranks.back() - ranks.front() + 1 == int(ranks.size()))
      return fmt::format("ranks {} to {}", ranks.front(), ranks.back());
  }
  if (squares.size() > 10) return fmt::format("{} squares", squares.size());
  std::vector<std::string> names;
  for (Square s : squares) names.push_back(v.square_name(s));
  return join(names);
}

std::vector<RuleItem> rules_summary(const Variant &v) {
  std::vector<RuleItem> out;
  std::vector<Square> holes;
  for (Square s = 0; s < v.squares(); ++s)
    if (!v.board.test(s)) holes.push_back(s);
  out.push_back(
      {"Board", fmt::format("{} files by {} ranks ({} squares{}).", v.files, v.ranks, v.board.count(),
                            holes.empty() ? ""
                                          : fmt::format("; {} not part of the board: {}", holes.size(),
                                                        hole_names(v, holes)))});
  if (v.rotated)
    out.push_back({"Board", "turned between the players: Black's moves and regions are White's turned "
                            "through 180 degrees (left and right are each piece's own)."});
  uint64_t royal = 0;
  for (int t = 0; t < v.ntypes(); ++t) royal |= uint64_t(v.types[t].royal) << t;
  out.push_back({"Goal", royal ? "checkmate the opponent's " + names(v, royal) + "."
                               : std::string("no royal piece: the game ends when a player has no move.")});
  out.push_back({"Pieces", fmt::format("{} types (table below).", v.ntypes())});
  promotion(v, out);
  promotion_in_place(v, out);
  castling(v, out);
  drops(v, out);
  if (!v.gatePieces.empty()) {
    uint64_t gate = 0;
    for (uint8_t t : v.gatePieces) gate |= uint64_t(1) << t;
    out.push_back({"Gating", "a piece in hand (" + names(v, gate) +
                                 ") may enter on the square a piece leaves for the first time."});
  }
  piece_rules(v, out);
  const GameRules &r = v.rules;
  out.push_back({"Stalemate", std::string(outcome(r.stalemate)) + " for the stalemated side."});
  if (r.moveRule)
    out.push_back({"Move rule", fmt::format("a draw after {} moves without a capture or a move of a piece "
                                            "that resets the count.",
                                            r.moveRule)});
  if (r.repetitions)
    out.push_back({"Repetition", fmt::format("a position occurring for the {} time ends the game ({}).",
                                             ordinal(r.repetitions), outcome(r.repetition))});
  if (r.pass == 3)
    out.push_back({"Passing", "a player may pass; two passes in a row end the game."});
  else if (r.pass)
    out.push_back({"Passing", std::string(r.pass == 1 ? "White" : "Black") + " may pass."});
  if (r.checkmate != Outcome::Loss)
    out.push_back({"Checkmate", std::string(outcome(r.checkmate)) + " for the checkmated side."});
  for (const GameRules::Mate &m : r.mates)
    out.push_back({"Checkmate",
                   std::string(outcome(m.result)) + " for the checkmated side when " +
                       (m.givenBy ? "every piece giving it is a " + names(v, m.types)
                                  : "no check of the series before it was given by a " + names(v, m.types)) +
                       "."});
  if (r.checkAll) out.push_back({"Check", "only when every royal piece is attacked (duple check)."});
  if (r.mustCapture) out.push_back({"Captures", "compulsory: when a capture is legal, only captures are."});
  if (r.checksForbidden) out.push_back({"Checks", "forbidden: no move may give check."});
  if (r.dropChecksForbidden) out.push_back({"Drop checks", "forbidden: no drop may give check."});
  if (v.blast.radius)
    out.push_back({"Explosions",
                   fmt::format("every capture removes the capturer and every piece within {} "
                               "king step{} of the target{}{}.",
                               v.blast.radius, v.blast.radius > 1 ? "s" : "",
                               v.blast.spared ? ", but " + names(v, v.blast.spared) + " off it" : "",
                               v.blast.immune ? "; " + names(v, v.blast.immune) + " never explode" : "")});
  if (r.perpetualCheck)
    out.push_back({"Perpetual check", std::string(outcome(r.perpetual)) + " for the side that gives it."});
  if (r.shuttling)
    out.push_back(
        {"Shuttling", std::string(outcome(r.shuttle)) +
                          " for the side that moves one piece to a square and four times back and forth."});
  if (v.chase.on)
    out.push_back(
        {"Perpetual chase", std::string(outcome(v.chase.result)) +
                                " for the side that chases one piece with every move of a repetition."});
  if (const Counting &c = v.counting; c.on) {
    std::string limits;
    for (const Counting::Bare &b : c.bare) limits += (limits.empty() ? "" : ", ") + std::to_string(b.limit);
    out.push_back({"Counting", fmt::format("{}{}{}: a draw after that many moves.",
                                           c.board ? fmt::format("board's honour {} moves", c.board) : "",
                                           c.board && !limits.empty() ? "; " : "",
                                           limits.empty() ? ""
                                                          : "a bare king's (pieces' honour) " + limits +
                                                                " moves by the other side's pieces")});
  }
  if (const DrawPoints &d = v.drawPoints; d.on) {
    std::string points;
    for (int t = 0; t < int(d.points.size()); ++t)
      if (d.points[t])
        points += (points.empty() ? "" : ", ") + v.types[t].name + " " + points_text(d.points[t]);
    for (Color c : {White, Black})
      if (d.bonus[c])
        points += (points.empty() ? "" : "; ") + std::string(c == White ? "White" : "Black") + " " +
                  points_text(d.bonus[c]) + " more";
    out.push_back({"Draws", "a game that stalemate, the move rule, a repetition or passing would draw goes "
                            "to the side with more points (" +
                                points + "); equal points draw."});
  }
  for (const Goal &g : v.goals) out.push_back({"Goal", g.text + "."});
  for (const VariantOption &o : v.options)
    out.push_back({"Option", fmt::format("{}: {} (default {}; this page: {}).", o.name, join(o.values, ", "),
                                         o.values.empty() ? "" : o.values[0], o.value)});
  return out;
}

} // namespace chimera::view
