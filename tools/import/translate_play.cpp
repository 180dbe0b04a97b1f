// Rules of play that end games in progress: Makruk's counting rules and Xiangqi's perpetual
// chase, from Fairy-Stockfish's tables for its piece types.
#include <algorithm>

#include "tools/import/translate_impl.h"

namespace chimera::import {

namespace {

struct Bare {
  int moves;
  const char *type; // FSF's piece type the opponent has ("" for any position)
  int atLeast;
};

struct CountingTable {
  const char *rule;
  int board;         // board's honour in moves, 0 for none
  int upTo;          // the board's honour only up to this many pieces (0: any)
  bool bareFromZero; // a pieces' honour count starts at 0
  std::vector<Bare> bare;
};

// Fairy-Stockfish's count limits (its count_limit()), by rule
const std::vector<CountingTable> &counting_tables() {
  static const std::vector<CountingTable> t = {
      {"makruk",
       64,
       0,
       false,
       {{8, "rook", 2},
        {16, "rook", 1},
        {22, "silver", 2},
        {32, "knight", 2},
        {44, "silver", 1},
        {64, "", 0}}},
      {"cambodian",
       63,
       3,
       false,
       {{7, "rook", 2},
        {15, "rook", 1},
        {21, "silver", 2},
        {31, "knight", 2},
        {43, "silver", 1},
        {63, "", 0}}},
      {"asean", 0, 0, true, {{16, "rook", 1}, {44, "silver", 1}, {64, "knight", 1}}},
  };
  return t;
}

const std::string kInner = "\n            ", kClose = "\n        }";

std::string names_of(const Context &c, const char *key) {
  std::string out;
  for (const std::string &n : c.names(piece_kind(key))) out += (out.empty() ? "" : " ") + n;
  return out;
}

} // namespace

std::string counting_rule(Context &c) {
  Setting s = c.get("countingRule");
  if (s.value == "none") return "";
  auto t = std::find_if(counting_tables().begin(), counting_tables().end(),
                        [&](const CountingTable &x) { return s.value == x.rule; });
  if (t == counting_tables().end()) {
    c.error(s, "'countingRule = " + s.value + "': Fairy-Stockfish's rules are makruk, cambodian and asean");
    return "";
  }
  const std::string pawn = names_of(c, "pawn");
  std::string out = "counting" + (pawn.empty() ? "" : " without " + pawn) + " {";
  if (t->board)
    out += kInner + "board " + std::to_string(t->board) +
           (t->upTo ? " up to " + std::to_string(t->upTo) + " pieces" : "") +
           (t->upTo && !pawn.empty() ? " with " + pawn : "") + ";";
  if (t->bareFromZero) out += kInner + "bare from zero;";
  for (const Bare &b : t->bare) {
    if (!*b.type) {
      out += kInner + "bare " + std::to_string(b.moves) + ";";
      continue;
    }
    const std::string names = names_of(c, b.type);
    if (!names.empty()) // without such pieces the line never holds
      out += kInner + "bare " + std::to_string(b.moves) + " when opponent count " + names +
             " >= " + std::to_string(b.atLeast) + ";";
  }
  return out + kClose;
}

// Fairy-Stockfish's materialCounting: the count that decides a game its rules would draw.
std::string draw_points_rule(Context &c) {
  const Setting s = c.get("materialCounting");
  std::string out = "draws decided by points {";
  if (s.value == "none") return "";
  if (s.value == "janggi") { // its own types' points, and Black's 1.5 (FSF: White wins above 1)
    const std::pair<const char *, int> points[] = {
        {"rook", 13}, {"janggiCannon", 7}, {"horse", 5}, {"janggiElephant", 3}, {"wazir", 3}, {"soldier", 2}};
    for (auto [kind, n] : points) {
      std::string names;
      for (const std::string &name : c.names(piece_kind(kind))) names += (names.empty() ? "" : ", ") + name;
      if (!names.empty()) out += kInner + names + " " + std::to_string(n) + ";";
    }
    out += kInner + "black 1.5;";
  } else if (s.value == "unweighted")
    out += kInner + "pieces 1;";
  else if (s.value == "whitedrawodds" || s.value == "blackdrawodds")
    out += kInner + (s.value[0] == 'w' ? "white" : "black") + " 1;";
  else {
    c.error(s, "'materialCounting = " + s.value +
                   "': Fairy-Stockfish's rules are janggi, unweighted, whitedrawodds and blackdrawodds");
    return "";
  }
  return out + kClose;
}

std::string chasing_rule(Context &c) {
  Setting s = c.get("chasingRule");
  if (s.value != "axf") return "";
  // FSF: every piece but the king and the soldier chases (a soldier once across the river may
  // be chased); only its Xiangqi types outrank others (a horse or cannon chases a protected
  // rook, an elephant or fers a protected rook, cannon or horse): that ladder is one `by`
  // line, the other types another line of one rank, outranking nothing and outranked by nothing
  const char *ladder[][2] = {{"rook", nullptr}, {"horse", "cannon"}, {"elephant", "fers"}};
  std::vector<std::string> tiers;
  for (const auto &tier : ladder) {
    std::string t;
    for (const char *k : tier)
      if (k)
        if (std::string n = names_of(c, k); !n.empty()) t += (t.empty() ? "" : ", ") + n;
    if (!t.empty()) tiers.push_back(t);
  }
  std::string of, others;
  for (const char *k : {"fers", "elephant", "horse", "rook", "cannon"})
    if (std::string n = names_of(c, k); !n.empty()) of += (of.empty() ? "" : ", ") + n;
  const char *known[] = {"rook", "horse", "cannon", "elephant", "fers", "soldier"};
  for (const ChimeraPiece &p : c.pieces) {
    if (!p.used || p.kind == king_kind() ||
        std::any_of(std::begin(known), std::end(known),
                    [&](const char *k) { return piece_kind(k) == p.kind; }))
      continue;
    bool royal = false;
    for (const std::string &l : p.lines) royal = royal || l.rfind("royal", 0) == 0;
    if (!royal) others += (others.empty() ? "" : ", ") + p.name; // an attack on a royal one is check
  }
  if (!others.empty()) of += (of.empty() ? "" : ", ") + others;
  std::string by;
  for (const std::string &t : tiers) by += (by.empty() ? "" : " > ") + t;
  if ((by.empty() && others.empty()) || of.empty()) return ""; // nothing chases, or nothing is chased
  std::string out = "perpetual chase loss {";
  if (!by.empty()) out += kInner + "by " + by + ";";
  if (!others.empty()) out += kInner + "by " + others + ";";
  out += kInner + "of " + of + ";";
  if (std::string soldier = names_of(c, "soldier"); !soldier.empty()) {
    // a soldier may be chased once across the river, where it moves sideways
    int r = std::stoi(c.get("soldierPromotionRank").value);
    Squares across = Squares::none(c.files, c.ranks);
    for (int k = std::max(r, 1); k <= c.ranks; ++k)
      for (int f = 1; f <= c.files; ++f) across.set(f, k);
    out += kInner + "of " + soldier + (across.full() ? "" : " in " + region_text(across)) + ";";
  }
  return out + kClose;
}

// Fairy-Stockfish's moveRepetitionIllegal, judged inside its n-fold rule (none without one):
// it counts the moves of pieces that may enter the squares the other side's king may stand on.
std::string shuttling_rule(Context &c) {
  if (!c.flag("moveRepetitionIllegal") || c.get("nFoldRule").value == "0") return "";
  const int king = c.piece(king_kind());
  const std::optional<Squares> palace = king < 0 ? std::nullopt : c.pieces[size_t(king)].confined;
  std::string by;
  bool all = true;
  for (const ChimeraPiece &p : c.pieces) {
    if (!p.used) continue;
    // a mobility region is White's, Black's its mirror: the other king's palace seen from White
    if (palace && p.confined && (*p.confined & palace->mirrored()).empty()) {
      all = false;
      continue;
    }
    by += (by.empty() ? "" : ", ") + p.name;
  }
  return all ? "shuttling loss;" : "shuttling loss by " + by + ";";
}

} // namespace chimera::import
