#include "tools/import/translate.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>
#include <tuple>

#include "tools/import/translate_impl.h"

namespace chimera::import {

std::string block(const std::vector<std::string> &items, const std::string &head) {
  std::string out = "    " + head + " {\n";
  for (const std::string &i : items) out += "        " + i + "\n";
  return out + "    }\n";
}

Squares Context::squares(const std::string &key) const {
  Setting s = get(key);
  return read_squares(s.value, s.loc, files, ranks, diags);
}

bool Context::both(const std::string &white, const std::string &black, Squares &out,
                   std::array<bool, 2> usedBy) const {
  Squares w = squares(white), b = squares(black).mirrored();
  out = usedBy[0] ? w : b;
  if (w == b || !usedBy[0] || !usedBy[1]) return true;
  Setting s = get(black);
  diags.error(s.loc,
              "'" + black + "' is not '" + white +
                  "' mirrored: Chimera's regions are the same for both sides, each seen from its own side");
  return false;
}

std::vector<int> Context::kinds(const std::string &key) const {
  std::vector<int> out;
  for (int k : get(key).kinds)
    if (k == -2 || (k >= 0 && v.pieces[size_t(k)].letter)) out.push_back(k);
  return out;
}

std::vector<std::string> Context::names(int kind) const {
  if (kind == -2) return {"pieces"};
  std::vector<std::string> out;
  for (const ChimeraPiece &p : pieces)
    if (p.kind == kind && p.used) out.push_back(p.name);
  return out;
}

std::string Context::joined(const std::vector<int> &ks, const char *sep) const {
  std::string out;
  for (int k : ks) {
    int i = piece(k);
    if (i >= 0 && pieces[size_t(i)].used) out += (out.empty() ? "" : sep) + pieces[size_t(i)].name;
  }
  return out;
}

std::string Context::name_for(const std::string &letter, const std::string &fallback) const {
  if (auto it = names_by_letter.find(letter); it != names_by_letter.end()) return it->second;
  for (const auto &[l, n] : names_by_letter)
    if (n == fallback) return fallback + (letter[0] == '+' ? "Promoted" + letter.substr(1) : letter);
  return fallback;
}

bool Context::side_may_have(const std::string &fen, char letter, int side) const {
  if (flag("capturesToHand")) return true; // captured pieces change sides
  char l = side == 0 ? char(std::toupper((unsigned char)letter)) : char(std::tolower((unsigned char)letter));
  const std::string board = fen.substr(0, fen.find(' '));
  if (board.find(l) != std::string::npos) return true;
  // a promotion may make it
  int kind = v.kind_of_letter(letter);
  for (const char *key : {"promotionPieceTypesWhite", "promotionPieceTypesBlack"})
    for (int k : get(key).kinds)
      if (k == kind) return true;
  for (auto [x, y] : v.promotedTo)
    if (y == kind) return true;
  return false;
}

int Context::piece(int kind) const {
  for (size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i].kind == kind && pieces[i].from < 0) return int(i);
  return -1;
}

bool Context::on_board_empty(const std::vector<FsfMove> &moves, int file, int rank) const {
  for (const FsfMove &m : moves)
    for (const Step &s : m.dirs) {
      int f = file + s.dx, r = rank + s.dy;
      if (f >= 1 && f <= files && r >= 1 && r <= ranks) return true;
    }
  return false;
}

Squares Context::dead(const ChimeraPiece &p) const {
  Squares d = Squares::none(files, ranks);
  for (int r = 1; r <= ranks; ++r)
    for (int f = 1; f <= files; ++f)
      if (!on_board_empty(p.moves, f, r)) d.set(f, r);
  return d;
}

namespace {

std::string quoted(const std::string &s) { return "\"" + s + "\""; }

std::vector<FsfMove> parse_moves(Context &c, const std::string &betza, const SourceLoc &loc) {
  std::vector<FsfMove> moves;
  std::string why;
  size_t at = 0;
  if (!read_fsf_betza(betza, moves, why, at))
    c.diags.error(loc.shifted(int(at)), "in '" + betza + "': " + why);
  return moves;
}

// The pawn of FSF's own rules: steps, captures, double and triple steps from regions, en passant.
void pawn_lines(Context &c, ChimeraPiece &p) {
  Squares epRegion;
  c.both("enPassantRegionWhite", "enPassantRegionBlack", epRegion);
  // FSF's pawn takes en passant wherever the region allows, whatever enPassantTypes say: its
  // pawn moves never read them (they are for its other types).
  const bool ep = !epRegion.empty(), limited = ep && !epRegion.full();
  p.lines.push_back(std::string("moves ") + quoted(ep && !limited ? "fmWfceF" : "fmWfcF") + ";");
  if (limited) p.lines.push_back("moves \"feF\" within " + region_text(epRegion) + ";");
  p.moves = parse_moves(c, "fmWfcF", p.lines.empty() ? c.v.loc : c.v.loc);
  if (c.flag("doubleStep")) {
    Squares d;
    c.both("doubleStepRegionWhite", "doubleStepRegionBlack", d);
    if (!d.empty()) p.lines.push_back("moves \"fmnD\" from " + region_text(d) + ";");
    Squares t;
    c.both("tripleStepRegionWhite", "tripleStepRegionBlack", t);
    if (!t.empty()) p.lines.push_back("moves \"fmnH\" from " + region_text(t) + ";");
  }
}

void betza_lines(Context &c, ChimeraPiece &p, const std::string &betza, const SourceLoc &loc) {
  std::vector<FsfMove> all = parse_moves(c, betza, loc), plain, initial;
  // FSF turns Black's moves through 180°, Chimera mirrors them: they differ for chiral moves
  bool chiral = false;
  for (const FsfMove &m : all) {
    std::set<Step> d(m.dirs.begin(), m.dirs.end()), mirror;
    for (const Step &st : m.dirs) mirror.insert({-st.dx, st.dy});
    chiral = chiral || d != mirror;
  }
  for (const FsfMove &m : all) (m.initial ? initial : plain).push_back(m);
  const bool epW = in(c.kinds("enPassantTypesWhite"), p.kind),
             epB = in(c.kinds("enPassantTypesBlack"), p.kind);
  p.moves = plain;
  const std::string both = chimera_betza(plain, epW && epB, c.files, c.ranks),
                    with = chimera_betza(plain, true, c.files, c.ranks);
  if (epW != epB && with != both)
    // en passant for one side only: each side's moves on a line of their own (§6.14)
    p.lines.push_back("white moves " + quoted(epW ? with : both) + ";"),
        p.lines.push_back("black moves " + quoted(epB ? with : both) + ";");
  else if (!both.empty())
    p.lines.push_back("moves " + quoted(both) + ";");
  if (!initial.empty() && c.flag("doubleStep")) {
    Squares d;
    c.both("doubleStepRegionWhite", "doubleStepRegionBlack", d);
    if (std::string s = chimera_betza(initial, false, c.files, c.ranks); !s.empty() && !d.empty()) {
      p.lines.push_back("moves " + quoted(s) + " from " + region_text(d) + ";");
      // FSF leaves the squares an initial move of any piece but its pawn passed for en passant
      const bool capturesEp = (epW || epB) && with != chimera_betza(plain, false, c.files, c.ranks);
      // who could take it: FSF's pawn (always, piece_lines) and the other en-passant types
      bool someoneTakes = false;
      for (int k = 0; k < int(c.v.pieces.size()); ++k)
        someoneTakes = someoneTakes ||
                       (c.v.pieces[size_t(k)].letter && k != p.kind &&
                        (std::string(piece_kinds()[size_t(k)].key) == "pawn" ||
                         in(c.kinds("enPassantTypesWhite"), k) || in(c.kinds("enPassantTypesBlack"), k)));
      bool passes = false, jumps = false;
      for (const FsfMove &m : initial)
        if (std::string("WFDAHG").find(m.atom) != std::string::npos && m.quiet)
          (m.lame || m.rider ? passes : jumps) = true;
      if (jumps && someoneTakes)
        c.diags.error(loc, p.name + "'s initial leap over a square can be taken en passant in "
                                    "Fairy-Stockfish: not expressible (Chimera's jumps leave no en-passant "
                                    "square; write it lame, 'n')");
      else if (passes && someoneTakes && !capturesEp)
        p.lines.push_back("taken en passant;");
    }
  }
  if (chiral) p.lines.push_back("rotated;");
}

// FSF's diagonalLines: the moves its wazir, soldier, rook and Janggi cannon types gain
// between those squares. FSF keeps only their targets on the lines (`onto`); `within`, which
// keeps the whole path, says the same where no diagonal leaves the lines and comes back to
// them, and is written there (a cannon's hop has no `onto`).
void palace_lines(Context &c, ChimeraPiece &p, const std::string &key) {
  Setting s = c.get("diagonalLines");
  if (s.value.empty() || s.value == "-") return;
  const bool wazir = key == "wazir" || (key == "king" && c.v.wazirKing);
  const char *betza = wazir                   ? "F"
                      : key == "soldier"      ? "fF"
                      : key == "rook"         ? "B"
                      : key == "janggiCannon" ? "pB"
                                              : "";
  if (!*betza) return;
  Squares d = c.squares("diagonalLines");
  if (d != d.mirrored()) {
    c.error(
        s, "'diagonalLines' is not the same seen from both sides: Chimera's regions are seen from each side");
    return;
  }
  std::string leaves; // a square whose diagonal leaves the lines and comes back to them
  for (int r = 1; r <= c.ranks && leaves.empty(); ++r)
    for (int f = 1; f <= c.files; ++f)
      if (d.has(f, r))
        for (int dx : {-1, 1})
          for (int dy : {-1, 1}) {
            bool left = false;
            for (int x = f + dx, y = r + dy; x >= 1 && x <= c.files && y >= 1 && y <= c.ranks;
                 x += dx, y += dy)
              if (!d.has(x, y))
                left = true;
              else if (left && leaves.empty())
                leaves = std::string(1, char('a' + f - 1)) + std::to_string(r);
          }
  if (!leaves.empty() && key == "janggiCannon") {
    c.error(s, "the diagonal from " + leaves +
                   " leaves 'diagonalLines' and comes back to it: a Janggi cannon's hop there is not "
                   "expressible ('onto' takes leaps and slides)");
    return;
  }
  const std::string name = "diagonal-lines";
  if (std::none_of(c.out.def.regions.begin(), c.out.def.regions.end(),
                   [&](const auto &r) { return r.first == name; }))
    c.out.def.regions.push_back({name, region_text(d)});
  p.lines.push_back(std::string("moves \"") + betza + "\" from " + name +
                    (leaves.empty() ? " within " : " onto ") + name + ";");
}

void piece_lines(Context &c, ChimeraPiece &p) {
  const PieceSlot &slot = c.v.pieces[size_t(p.kind)];
  const std::string key = piece_kinds()[size_t(p.kind)].key;
  if (key == "pawn")
    pawn_lines(c, p);
  else if (key == "soldier" && std::stoi(c.get("soldierPromotionRank").value) > 1) {
    int r = std::stoi(c.get("soldierPromotionRank").value);
    p.moves = parse_moves(c, "fsW", slot.loc);
    p.lines.push_back("moves \"fW\";");
    Squares from = Squares::none(c.files, c.ranks);
    for (int k = r; k <= c.ranks; ++k)
      for (int f = 1; f <= c.files; ++f) from.set(f, k);
    p.lines.push_back("moves \"sW\" from " + region_text(from) + ";");
  } else if (key == "janggiElephant") {
    p.moves = parse_moves(c, "nZ", slot.loc);
    p.lines.push_back("moves \"nZ\";");
  } else {
    betza_lines(c, p, slot.betza, slot.loc);
  }
  palace_lines(c, p, key);
  if (key == "janggiCannon") p.lines.push_back("screen " + p.name + ": none; cannot capture " + p.name + ";");
  // FSF's immobile type, and a Betza that gives no moves in FSF (a lame leap it does not know)
  std::vector<FsfMove> parsed;
  std::string why;
  size_t at = 0;
  if (std::none_of(p.lines.begin(), p.lines.end(),
                   [](const std::string &l) { return l.rfind("moves ", 0) == 0; }) &&
      read_fsf_betza(slot.betza, parsed, why, at))
    p.lines.push_back("immobile;"), p.moves.clear();
}

// The FSF FEN in Chimera's full form: side, castling, en passant, check counters, clocks.
std::string start_fen(Context &c) {
  Setting s = c.get("startFen");
  std::istringstream in(s.value);
  std::vector<std::string> f;
  for (std::string t; in >> t;) f.push_back(t);
  if (f.empty()) {
    c.error(s, "an empty startFen");
    return "";
  }
  std::string board = f[0];
  if (size_t h = board.find("[-]"); h != std::string::npos) board.replace(h, 3, "[]");
  // the hands of a variant with drops are written, empty or not, by FSF and Chimera alike
  if (c.flag("pieceDrops") && !c.flag("freeDrops") && board.find('[') == std::string::npos) board += "[]";
  for (size_t i = 0; i < board.size(); ++i)
    if (std::isalpha((unsigned char)board[i]) && c.v.kind_of_letter(board[i]) < 0) {
      bool given = c.v.settings.count("startFen") > 0;
      c.diags.error(given ? s.loc.shifted(int(i)) : s.loc,
                    std::string(given ? "" : "the start position (Fairy-Stockfish's default, chess's) has ") +
                        "'" + board[i] + "', which no piece has");
      break;
    }
  std::string side = "w", castling = "-", ep = "-", counters;
  std::vector<std::string> clocks;
  size_t i = 1;
  if (i < f.size() && (f[i] == "w" || f[i] == "b")) side = f[i++];
  bool sawCastling = false;
  for (; i < f.size(); ++i) {
    const std::string &t = f[i];
    bool digits = std::all_of(t.begin(), t.end(), ::isdigit);
    if (t.find('+') != std::string::npos)
      counters = t;
    else if (digits)
      clocks.push_back(t);
    else if (!sawCastling)
      castling = t, sawCastling = true;
    else
      ep = t;
  }
  if (!c.flag("castling") && !c.flag("gating")) castling = "-"; // FSF ignores the rights then
  std::string out = board + " " + side + " " + castling + " " + ep;
  if (!counters.empty()) out += " " + counters;
  out += " " + (clocks.size() > 0 ? clocks[0] : std::string("0")) + " " +
         (clocks.size() > 1 ? clocks[1] : std::string("1"));
  return out;
}

// How many pieces of a letter a side has in the start position (board and hand).
int start_count(const std::string &fen, char letter) {
  int n = 0;
  for (char ch : fen.substr(0, fen.find(' ')))
    if (ch == letter) ++n;
  return n;
}

void royalty(Context &c, const std::string &fen) {
  int king = king_kind();
  if (int i = c.piece(king); i >= 0) c.pieces[size_t(i)].lines.push_back("royal;");
  if (!c.flag("extinctionPseudoRoyal")) return;
  std::vector<int> ex = c.kinds("extinctionPieceTypes");
  int count = std::stoi(c.get("extinctionPieceCount").value);
  for (ChimeraPiece &p : c.pieces) {
    if (!in(ex, p.kind) && !in(ex, -2)) continue;
    bool many = false;
    for (const ChimeraPiece &q : c.pieces)
      if (in(ex, q.kind) || in(ex, -2))
        for (char l : {char(std::toupper(q.letter.back())), char(std::tolower(q.letter.back()))})
          many = many || start_count(fen, l) > count + 1;
    if (p.kind != king || p.from >= 0) p.lines.push_back(count == 0 && many ? "royal when last;" : "royal;");
  }
}

void king_rules(Context &c) {
  int i = c.piece(king_kind());
  if (i < 0) return;
  ChimeraPiece &k = c.pieces[size_t(i)];
  if (c.flag("flyingGeneral")) k.lines.push_back("checks \"R\";"); // FSF: along files and ranks
  if (c.flag("bikjangRule")) k.lines.push_back("confronts \"vR\";");
  if (c.flag("makpongRule")) k.lines.push_back("escapes only by capture;");
  // Ouk Chatrang's first moves, by the rights of the FEN's gating squares
  if (c.flag("cambodianMoves") && c.flag("gating")) {
    k.lines.push_back("moves \"mfsN\" first not in check;");
    if (int r = c.piece(piece_kind("rook")); r >= 0)
      k.lines.push_back("first lost when aimed by " + c.pieces[size_t(r)].name + ";");
    if (int m = c.piece(piece_kind("fers")); m >= 0)
      c.pieces[size_t(m)].lines.push_back("moves \"mfD\" first;");
  }
}

void mobility(Context &c, const std::string &fen) {
  for (ChimeraPiece &p : c.pieces) {
    std::string key = piece_kinds()[size_t(p.kind)].key;
    key[0] = char(std::toupper((unsigned char)key[0]));
    std::string w = "mobilityRegionWhite" + key, b = "mobilityRegionBlack" + key;
    if (!c.v.settings.count(w) && !c.v.settings.count(b)) continue;
    Setting ws = c.v.settings.count(w) ? c.v.settings.at(w) : Setting{"", c.v.loc, {}};
    Setting bs = c.v.settings.count(b) ? c.v.settings.at(b) : Setting{"", c.v.loc, {}};
    Squares ww = ws.value.empty() ? Squares::all(c.files, c.ranks)
                                  : read_squares(ws.value, ws.loc, c.files, c.ranks, c.diags);
    Squares bb = bs.value.empty() ? Squares::all(c.files, c.ranks)
                                  : read_squares(bs.value, bs.loc, c.files, c.ranks, c.diags).mirrored();
    bool white = c.side_may_have(fen, p.letter[0], 0), black = c.side_may_have(fen, p.letter[0], 1);
    if (!white) ww = bb;
    if (!black) bb = ww;
    if (ww != bb) {
      c.diags.error(c.v.settings.count(b) ? bs.loc : ws.loc,
                    "'" + b + "' is not '" + w + "' mirrored: Chimera confines both sides' pieces alike");
      continue;
    }
    if (!ww.full()) p.lines.push_back("confined " + region_text(ww) + ";"), p.confined = ww;
  }
}

void immune(Context &c) {
  std::vector<int> ks = c.kinds("mutuallyImmuneTypes");
  if (ks.empty()) return;
  for (ChimeraPiece &p : c.pieces)
    if (in(ks, p.kind)) p.lines.push_back("cannot capture " + c.joined(ks, ", ") + ";");
}

void promoted_pieces(Context &c) {
  for (auto [x, y] : c.v.promotedTo) {
    int xi = c.piece(x), yi = c.piece(y);
    if (xi < 0 || yi < 0 || !c.pieces[size_t(xi)].used) continue;
    ChimeraPiece p = c.pieces[size_t(yi)];
    p.used = true;
    p.letter = "+" + c.pieces[size_t(xi)].letter;
    p.name = c.name_for(p.letter, "Promoted" + c.pieces[size_t(xi)].name);
    p.from = x;
    c.promoted[x] = int(c.pieces.size());
    c.pieces.push_back(p);
  }
}

void unsupported(Context &c) {
  // one message per option and place: `pass = true` sets passWhite and passBlack
  std::set<std::tuple<int, int, std::string>> told;
  for (const OptionInfo &o : option_table()) {
    auto it = c.v.settings.find(o.name);
    if (it == c.v.settings.end() || it->second.value == o.fallback) continue;
    std::string base = o.name;
    for (const char *side : {"White", "Black"})
      if (base.size() > 5 && base.compare(base.size() - 5, 5, side) == 0) base.resize(base.size() - 5);
    if (!told.insert({it->second.loc.line, it->second.loc.col, base}).second) continue;
    if (o.kind == Kind::Squares && (it->second.value == "-" || it->second.value.empty()) &&
        std::string(o.fallback).empty())
      continue;
    if (o.support == Support::Later)
      c.error(it->second, std::string("'") + o.name + " = " + it->second.value +
                              "' is not expressible in Chimera yet (" + o.why + ")");
    else if (o.support == Support::Partial)
      c.warn(it->second.loc, std::string("'") + o.name + " = " + it->second.value + "': " + o.why);
    else if (o.support == Support::Adjudication)
      c.warn(it->second.loc, std::string("'") + o.name + " = " + it->second.value +
                                 "' is left out: the importer does not translate " + o.why + " yet");
  }
}

} // namespace

namespace {

// The piece types that can ever be on the board: those of the start position and what they
// promote to. Others (chess's pawn left in a variant without pawns) are left out; `lent`
// gets the types only needed for the moves of a promoted +X type.
std::set<int> used_kinds(Context &c, const std::string &fen, std::set<int> &lent) {
  std::set<int> used;
  for (char ch : fen.substr(0, fen.find(' ')))
    if (std::isalpha((unsigned char)ch))
      if (int k = c.v.kind_of_letter(ch); k >= 0) used.insert(k);
  if (c.flag("freeDrops") &&
      c.flag("pieceDrops")) // every type may be dropped from a hand that never runs out
    for (size_t k = 0; k < c.v.pieces.size(); ++k)
      if (c.v.pieces[k].letter) used.insert(int(k));
  const auto &pairs = c.v.promotedTo;
  std::vector<int> pawns = c.kinds("promotionPawnTypesWhite"), pb = c.kinds("promotionPawnTypesBlack");
  pawns.insert(pawns.end(), pb.begin(), pb.end());
  for (bool grew = true; grew;) {
    grew = false;
    for (int p : pawns)
      if (used.count(p))
        for (const char *key : {"promotionPieceTypesWhite", "promotionPieceTypesBlack"})
          for (int k : c.kinds(key))
            if (k >= 0) grew |= used.insert(k).second;
    if (c.flag("pieceDemotion"))
      for (auto [x, y] : pairs)
        if (used.count(y) && !used.count(x)) grew |= used.insert(x).second;
  }
  for (auto [x, y] : pairs)
    if (used.count(x) && !used.count(y)) lent.insert(y);
  return used;
}

// FSF's walls of the start position ('*') are Chimera's holes, except as a hopper's screen.
std::string holes(Context &c, const std::string &fen) {
  Squares h = fen_squares(fen, c.files, c.ranks, '*');
  if (h.empty() || walled(c)) return ""; // with walls placed in play, they are walls in Chimera too
  for (const ChimeraPiece &p : c.pieces)
    if (p.used && std::any_of(p.moves.begin(), p.moves.end(), [](const FsfMove &m) { return m.hop; })) {
      Setting s = c.get("startFen");
      c.diags.error(s.loc.shifted(int(s.value.find('*'))),
                    "walls ('*' in the FEN) with " + p.name +
                        ", which hops: a wall is its screen, a Chimera hole is not");
      return "";
    }
  return region_text(h);
}

} // namespace

Translation translate(const FsfVariant &v, const std::string &iniPath, Diagnostics &diags,
                      const std::map<std::string, std::string> &names) {
  Translation out;
  Context c{v, diags, out, 8, 8, {}, {}, names};
  Setting f = v.get("maxFile");
  c.files = std::isdigit((unsigned char)f.value[0]) ? std::stoi(f.value) : f.value[0] - 'a' + 1;
  c.ranks = std::stoi(v.get("maxRank").value);
  unsupported(c);
  std::string fen = start_fen(c);
  std::set<int> lent, used = used_kinds(c, fen, lent);
  for (size_t k = 0; k < v.pieces.size(); ++k)
    if (v.pieces[k].letter && (used.count(int(k)) || lent.count(int(k)))) {
      std::string letter(1, char(std::toupper((unsigned char)v.pieces[k].letter)));
      ChimeraPiece p{
          c.name_for(letter, piece_kinds()[k].name), letter, int(k), -1, used.count(int(k)) > 0, {}, {}, {}};
      piece_lines(c, p);
      c.pieces.push_back(p);
    }
  mobility(c, fen);
  immune(c);
  king_rules(c);
  promoted_pieces(c);
  royalty(c, fen);

  Definition &d = out.def;
  d.name = v.name;
  d.comment = v.name + ", imported from " + iniPath + " by chimera import";
  if (!v.builtins.empty()) d.comment += " (it builds on Fairy-Stockfish's built-in '" + v.builtins[0] + "')";
  d.files = c.files;
  d.ranks = c.ranks;
  d.promotions = promotions(c); // may confine pieces (immobilityIllegal)
  for (const ChimeraPiece &p : c.pieces)
    if (p.used) d.pieces.push_back({p.name, p.letter, p.lines});
  for (const PieceSlot &slot : v.pieces)
    if (slot.letter) d.letters.push_back(std::string(1, char(std::toupper((unsigned char)slot.letter))));
  d.start = fen;
  d.holes = holes(c, fen);
  d.drops = drops(c);
  d.gating = gating(c);
  d.castling = castling(c, fen);
  d.walls = walls(c);
  d.rules = rules_block(c);
  return out;
}

} // namespace chimera::import
