// The rules block: results, the move rule, repetitions, legality rules, blasts and goals.
#include <algorithm>
#include <sstream>

#include "tools/import/translate_impl.h"

namespace chimera::import {

namespace {

std::string names_text(const Context &c, int kind) {
  std::string out;
  for (const std::string &n : c.names(kind)) out += (out.empty() ? "" : " ") + n;
  return out;
}

void extinction(Context &c, std::vector<std::string> &goals) {
  std::string value = c.get("extinctionValue").value;
  if (value == "none") return;
  if (c.flag("extinctionPseudoRoyal") && !c.flag("blastOnCapture")) return; // royal pieces are never taken
  int n = std::stoi(c.get("extinctionPieceCount").value),
      m = std::stoi(c.get("extinctionOpponentPieceCount").value);
  bool claim = c.flag("extinctionClaim");
  for (int k : c.kinds("extinctionPieceTypes")) {
    std::string names = names_text(c, k);
    if (names.empty()) continue;
    std::string g = value + " when count " + names + (n == 0 ? " = 0" : " <= " + std::to_string(n));
    if (m > 0 || claim)
      g += " and opponent count " + names + " >= " + std::to_string(std::max(m, claim ? 1 : 0));
    if (claim) g += " after reply";
    goals.push_back(g + ";");
  }
}

void flags(Context &c, std::vector<std::string> &goals) {
  Squares w = c.squares("flagRegionWhite"), b = c.squares("flagRegionBlack").mirrored();
  std::vector<int> pw = c.kinds("flagPieceWhite"), pb = c.kinds("flagPieceBlack");
  int count = std::stoi(c.get("flagPieceCount").value);
  bool move = c.flag("flagMove"), safe = c.flag("flagPieceSafe"), told = false;
  const bool blocked = count > 1 && c.flag("flagPieceBlockedWin");
  auto goal = [&](const std::string &side, const std::vector<int> &piece, const Squares &region, bool white) {
    if (region.empty() || piece.empty()) return;
    std::string names = names_text(c, piece[0]);
    if (names.empty()) return;
    const std::string in = names + " in " + region_text(region);
    std::string head = side + "win when " + (count > 1 ? std::to_string(count) + " " : "") + in;
    bool royal = false;
    for (const ChimeraPiece &p : c.pieces)
      if (p.kind == piece[0])
        for (const std::string &l : p.lines) royal = royal || l.rfind("royal", 0) == 0;
    // FSF: with flagMove, Black may answer White's royal flag piece by any legal move of its
    // own into its region, when not in check; without checks and with one flag piece that
    // is a move that meets Black's goal, the plain answer
    std::string answer = " unless answered;";
    if (c.flag("checking") || count > 1) {
      std::string theirs = pb.empty() ? "" : names_text(c, pb[0]);
      if (!theirs.empty() && !b.empty())
        answer = " unless answered by " + theirs + " in " + region_text(b) + ";";
    }
    const std::string timing = !move ? ";" : royal ? (white ? answer : ";") : " after reply;";
    if (safe) // FSF: more pieces there than the count win, safe or not
      goals.push_back(side + "win when " + std::to_string(count + 1) + " " + in + ";");
    if (safe) goals.push_back(head + " safe;");
    if (move || !safe) goals.push_back(head + timing);
    // FSF: with the count not reached, one of them there and the others' squares taken; met
    // by the mover (after moving), or with flagMove at its next turn, as the count goal; with
    // flagPieceSafe, safe or not, whenever it holds
    if (!blocked) return;
    const std::string full = region_text(region) + " full";
    if (safe && move && royal) {
      if (!told)
        c.error(c.get("flagPieceBlockedWin"),
                "'flagPieceBlockedWin' with 'flagPieceSafe' and 'flagMove' for a royal flag piece is not "
                "expressible yet: Fairy-Stockfish lets the other side answer safe flag pieces, and wins with "
                "unsafe ones a move later unless the other side has reached its region");
      told = true;
    } else if (safe)
      goals.push_back(side + "win when " + in + " and count " + in + " < " + std::to_string(count) + " and " +
                      full + ";");
    else
      goals.push_back(side + "win when " + in + " and " + full + (move ? timing : " after moving;"));
  };
  if (w == b && pw == pb && !(move && !pw.empty() && pw[0] == king_kind()))
    goal("", pw, w, true);
  else
    goal("white ", pw, w, true), goal("black ", pb, b, false);
}

// castlingWins: castling on one of those wings wins, and losing the last of their rights loses
// (FSF tries the castling first: castling takes the rights too).
void castling_goals(Context &c, std::vector<std::string> &goals) {
  const std::string rights = c.get("castlingWins").value;
  bool wing[2][2] = {}; // side, queenside
  for (char r : rights)
    if (r == 'K' || r == 'Q' || r == 'k' || r == 'q') wing[r == 'k' || r == 'q'][r == 'Q' || r == 'q'] = true;
  auto wings = [](const bool w[2]) {
    return w[0] && w[1] ? std::string() : w[0] ? std::string(" kingside") : std::string(" queenside");
  };
  const bool same = wing[0][0] == wing[1][0] && wing[0][1] == wing[1][1];
  for (int s = 0; s < (same ? 1 : 2); ++s) {
    if (!wing[s][0] && !wing[s][1]) continue;
    const std::string side = same ? "" : s ? "black " : "white ";
    goals.push_back(side + "win when castled" + wings(wing[s]) + ";");
    goals.push_back(side + "loss when castling lost" + wings(wing[s]) + ";");
  }
}

void check_counting(Context &c, const std::string &fen, std::vector<std::string> &goals) {
  if (!c.flag("checkCounting")) return;
  std::istringstream in(fen);
  std::string t, counters;
  while (in >> t)
    if (t.find('+') != std::string::npos && t[0] != '+') counters = t;
  if (counters.empty()) {
    c.error(c.get("checkCounting"), "checkCounting needs the checks to give in the startFen (like '3+3')");
    return;
  }
  std::string w = counters.substr(0, counters.find('+')), b = counters.substr(counters.find('+') + 1);
  if (w == b)
    goals.push_back("win when checks " + w + ";");
  else
    goals.push_back("white win when checks " + w + ";"), goals.push_back("black win when checks " + b + ";");
}

// The pieces whose moves reset the n-move count, unless they are those that promote (each
// side's promotionPawnTypes by default in Fairy-Stockfish): Chimera's default.
std::string reset_by(Context &c) {
  const std::vector<int> w = c.kinds("nMoveRuleTypesWhite"), b = c.kinds("nMoveRuleTypesBlack");
  if (w == c.kinds("promotionPawnTypesWhite") && b == c.kinds("promotionPawnTypesBlack")) return "";
  auto set = [&c](const std::vector<int> &kinds) {
    return kinds.empty() ? std::string("none") : c.joined(kinds, ", ");
  };
  if (w != b) return " reset by white " + set(w) + " and black " + set(b);
  return " reset by " + set(w);
}

} // namespace

std::vector<std::string> rules_block(Context &c) {
  std::vector<std::string> r;
  r.push_back("stalemate " + stalemate_result(c) + ";");
  if (std::string v = c.get("checkmateValue").value; v != "loss") r.push_back("checkmate " + v + ";");
  r.push_back("move-rule " + c.get("nMoveRule").value + reset_by(c) + ";");
  if (c.flag("shatarMateRule")) {
    std::vector<std::string> knights = c.names(piece_kind("knight")), shak = knights;
    for (const char *kind : {"rook", "bers"})
      for (const std::string &n : c.names(piece_kind(kind))) shak.push_back(n);
    auto list = [](const std::vector<std::string> &names) {
      std::string out;
      for (const std::string &n : names) out += (out.empty() ? "" : ", ") + n;
      return out;
    };
    if (!knights.empty()) r.push_back("checkmate win when given by " + list(knights) + ";");
    r.push_back(shak.empty() ? "checkmate draw;" : "checkmate draw when no check by " + list(shak) + ";");
  }
  std::string n = c.get("nFoldRule").value;
  if (n == "1")
    c.error(c.get("nFoldRule"), "'nFoldRule = 1' is not expressible (a position always occurs once)");
  r.push_back("repetition " + n + (n == "0" ? "" : " " + c.get("nFoldValue").value) +
              (n != "0" && c.flag("nFoldValueAbsolute") ? " for white" : "") + ";");
  pass_rules(c, r);
  stone_rules(c, r);
  if (c.flag("perpetualCheckIllegal")) r.push_back("perpetual check loss;");
  if (std::string shuttling = shuttling_rule(c); !shuttling.empty()) r.push_back(shuttling);
  if (std::string chase = chasing_rule(c); !chase.empty()) r.push_back(chase);
  if (std::string counting = counting_rule(c); !counting.empty()) r.push_back(counting);
  if (std::string points = draw_points_rule(c); !points.empty()) r.push_back(points);
  if (c.flag("dupleCheck")) r.push_back("check all;");
  if (c.flag("mustCapture")) r.push_back("must capture;");
  if (!c.flag("checking")) r.push_back("checks forbidden;");
  // FSF sees only checks to a king: without one, dropChecks = false forbids nothing
  if (!c.flag("dropChecks") && c.flag("pieceDrops") && !c.names(king_kind()).empty())
    r.push_back("drop checks forbidden;");
  if (c.flag("blastOnCapture")) {
    std::string b = "blast radius 1";
    if (int p = c.piece(piece_kind("pawn")); p >= 0) b += " except " + c.pieces[size_t(p)].name;
    std::string imm = c.joined(c.kinds("blastImmuneTypes"), ", ");
    if (!imm.empty()) b += " immune " + imm;
    if (c.flag("petrifyBlastPieces")) b += " petrifies";
    r.push_back(b + ";");
  }
  std::vector<std::string> goals;
  extinction(c, goals);
  flags(c, goals);
  castling_goals(c, goals);
  Setting s = c.get("startFen");
  check_counting(c, s.value, goals);
  stone_goals(c, goals);
  r.insert(r.end(), goals.begin(), goals.end());
  return r;
}

} // namespace chimera::import
