#include "tools/import/pieces.h"

#include <algorithm>
#include <cstdlib>
#include <set>

namespace chimera::import {

namespace {

std::vector<PieceKind> make_kinds() {
  static const char *customNames[25] = {
      "customPiece1",  "customPiece2",  "customPiece3",  "customPiece4",  "customPiece5",
      "customPiece6",  "customPiece7",  "customPiece8",  "customPiece9",  "customPiece10",
      "customPiece11", "customPiece12", "customPiece13", "customPiece14", "customPiece15",
      "customPiece16", "customPiece17", "customPiece18", "customPiece19", "customPiece20",
      "customPiece21", "customPiece22", "customPiece23", "customPiece24", "customPiece25"};
  static const char *customTitles[25] = {"Custom1",  "Custom2",  "Custom3",  "Custom4",  "Custom5",
                                         "Custom6",  "Custom7",  "Custom8",  "Custom9",  "Custom10",
                                         "Custom11", "Custom12", "Custom13", "Custom14", "Custom15",
                                         "Custom16", "Custom17", "Custom18", "Custom19", "Custom20",
                                         "Custom21", "Custom22", "Custom23", "Custom24", "Custom25"};
  std::vector<PieceKind> k = {
      {"pawn", "fmWfceF", "Pawn"},
      {"knight", "N", "Knight"},
      {"bishop", "B", "Bishop"},
      {"rook", "R", "Rook"},
      {"queen", "Q", "Queen"},
      {"fers", "F", "Fers"},
      {"alfil", "A", "Alfil"},
      {"fersAlfil", "FA", "FersAlfil"},
      {"silver", "FfW", "Silver"},
      {"aiwok", "RNF", "Aiwok"},
      {"bers", "RF", "Bers"},
      {"archbishop", "BN", "Archbishop"},
      {"chancellor", "RN", "Chancellor"},
      {"amazon", "QN", "Amazon"},
      {"knibis", "mNcB", "Knibis"},
      {"biskni", "mBcN", "Biskni"},
      {"kniroo", "mNcR", "Kniroo"},
      {"rookni", "mRcN", "Rookni"},
      {"shogiPawn", "fW", "ShogiPawn"},
      {"lance", "fR", "Lance"},
      {"shogiKnight", "fN", "ShogiKnight"},
      {"gold", "WfF", "Gold"},
      {"dragonHorse", "BW", "DragonHorse"},
      {"clobber", "cW", "Clobber"},
      {"breakthrough", "fmWfF", "Breakthrough"},
      {"immobile", "", "Immobile"},
      {"cannon", "mRcpR", "Cannon"},
      {"janggiCannon", "pR", "JanggiCannon"},
      {"soldier", "fsW", "Soldier"},
      {"horse", "nN", "Horse"},
      {"elephant", "nA", "Elephant"},
      {"janggiElephant", "nZ", "JanggiElephant"},
      {"banner", "RcpRnN", "Banner"},
      {"wazir", "W", "Wazir"},
      {"commoner", "K", "Commoner"},
      {"centaur", "KN", "Centaur"},
  };
  for (int i = 0; i < 25; ++i) k.push_back({customNames[i], "", customTitles[i]});
  k.push_back({"king", "K", "King"});
  return k;
}

struct Atom {
  char letter;
  int first, second; // FSF's (rank, file) pair
};
const Atom kLeapers[] = {{'W', 1, 0}, {'F', 1, 1}, {'D', 2, 0}, {'N', 2, 1}, {'A', 2, 2}, {'H', 3, 0},
                         {'C', 3, 1}, {'L', 3, 1}, {'J', 3, 2}, {'Z', 3, 2}, {'G', 3, 3}};

const Atom *leaper(char c) {
  for (const Atom &a : kLeapers)
    if (a.letter == c) return &a;
  return nullptr;
}

char canonical(char c) { return c == 'L' ? 'C' : c == 'J' ? 'Z' : c; }

// The eight directions of an atom, each with the direction words FSF accepts for it.
struct Candidate {
  Step step;
  const char *words[7];
};
std::vector<Candidate> candidates(int f, int s) {
  return {{{s, f}, {"ff", "vv", "rf", "rv", "fh", "rh", "hr"}},
          {{-s, -f}, {"bb", "vv", "lb", "lv", "bh", "lh", "hr"}},
          {{f, -s}, {"rr", "ss", "br", "bs", "bh", "rh", "hr"}},
          {{-f, s}, {"ll", "ss", "fl", "fs", "fh", "lh", "hr"}},
          {{f, s}, {"rr", "ss", "fr", "fs", "fh", "rh", "hl"}},
          {{-f, -s}, {"ll", "ss", "bl", "bs", "bh", "lh", "hl"}},
          {{s, -f}, {"bb", "vv", "rb", "rv", "bh", "rh", "hl"}},
          {{-s, f}, {"ff", "vv", "lf", "lv", "fh", "lh", "hl"}}};
}

std::vector<Step> directions(const Atom &a, const std::vector<std::string> &words) {
  std::vector<std::string> split;
  for (const std::string &w : words)
    if (a.second == 0 && w[0] != w[1])
      split.push_back(std::string(2, w[0])), split.push_back(std::string(2, w[1]));
    else
      split.push_back(w);
  std::set<Step> out;
  for (const Candidate &c : candidates(a.first, a.second)) {
    bool ok = split.empty();
    for (const char *w : c.words) ok = ok || std::find(split.begin(), split.end(), w) != split.end();
    if (ok) out.insert(c.step);
  }
  return {out.begin(), out.end()};
}

const std::string kVerticals = "fbvh", kHorizontals = "rlsh";

} // namespace

const std::vector<PieceKind> &piece_kinds() {
  static const std::vector<PieceKind> kinds = make_kinds();
  return kinds;
}

int piece_kind(const std::string &key) {
  const auto &k = piece_kinds();
  for (size_t i = 0; i < k.size(); ++i)
    if (key == k[i].key) return int(i);
  return -1;
}

int king_kind() { return int(piece_kinds().size()) - 1; }
bool is_custom(int kind) { return std::string(piece_kinds()[kind].key).rfind("customPiece", 0) == 0; }

bool read_fsf_betza(const std::string &betza, std::vector<FsfMove> &out, std::string &error, size_t &at) {
  FsfMove cur;
  bool quiet = false, capture = false;
  std::vector<std::string> words;
  for (size_t i = 0; i < betza.size(); ++i) {
    char c = betza[i];
    if (c == 'm')
      quiet = true;
    else if (c == 'c')
      capture = true;
    else if (c == 'p')
      cur.hop = true;
    else if (c == 'g')
      cur.hop = cur.grasshop = true;
    else if (c == 'n')
      cur.lame = true;
    else if (c == 'i')
      cur.initial = true;
    else if (c == 'e')
      continue; // FSF reads en passant from the piece's capture moves
    else if (kVerticals.find(c) != std::string::npos || kHorizontals.find(c) != std::string::npos) {
      char c2 = i + 1 < betza.size() ? betza[i + 1] : 0;
      bool pair =
          c2 && (c2 == c ||
                 (kVerticals.find(c) != std::string::npos && kHorizontals.find(c2) != std::string::npos) ||
                 (kHorizontals.find(c) != std::string::npos && kVerticals.find(c2) != std::string::npos));
      words.push_back(pair ? std::string{c, c2} : std::string(2, c));
      if (pair) ++i;
    } else if (leaper(c) || c == 'K' || c == 'R' || c == 'B' || c == 'Q') {
      bool rider = c == 'R' || c == 'B' || c == 'Q';
      int range = 0;
      if (i + 1 < betza.size() && (std::isdigit((unsigned char)betza[i + 1]) || betza[i + 1] == c)) {
        rider = true;
        if (std::isdigit((unsigned char)betza[i + 1])) range = betza[i + 1] - '0';
        ++i;
      }
      std::vector<char> atoms;
      if (c == 'K' || c == 'Q')
        atoms = {'W', 'F'};
      else if (c == 'R')
        atoms = {'W'};
      else if (c == 'B')
        atoms = {'F'};
      else
        atoms = {canonical(c)};
      for (char a : atoms) {
        FsfMove m = cur;
        m.atom = a;
        m.rider = rider;
        m.range = range;
        m.lame = cur.lame && !rider;
        m.quiet = quiet || !capture;
        m.capture = capture || !quiet;
        m.dirs = directions(*leaper(a), words);
        // FSF has lame leaps of these atoms only; others it never makes
        if (m.lame && std::string("DNAZ").find(a) == std::string::npos) m.dirs.clear();
        out.push_back(m);
      }
      cur = FsfMove();
      quiet = capture = false;
      words.clear();
    } else {
      error = std::string("Fairy-Stockfish's Betza has no '") + c + "'";
      at = i;
      return false;
    }
  }
  return true;
}

namespace {

// Chimera's direction prefixes for a set of steps of one atom, as few as it can.
std::vector<std::string> prefixes(char atom, const std::vector<Step> &dirs) {
  const Atom &a = *leaper(atom);
  const int f = a.first, s = a.second;
  std::vector<std::pair<std::string, std::set<Step>>> names;
  if (s == 0) {
    // orthogonal: letters add up
    std::string out;
    std::set<Step> have(dirs.begin(), dirs.end());
    bool F = have.count({0, f}), B = have.count({0, -f}), L = have.count({-f, 0}), R = have.count({f, 0});
    if (F && B)
      out += "v";
    else
      out += F ? "f" : B ? "b" : "";
    if (L && R)
      out += "s";
    else
      out += L ? "l" : R ? "r" : "";
    return {out};
  }
  if (f == s) {
    names = {{"f", {{f, f}, {-f, f}}}, {"b", {{f, -f}, {-f, -f}}}, {"l", {{-f, f}, {-f, -f}}},
             {"r", {{f, f}, {f, -f}}}, {"fr", {{f, f}}},           {"fl", {{-f, f}}},
             {"br", {{f, -f}}},        {"bl", {{-f, -f}}}};
  } else {
    names = {{"v", {{s, f}, {-s, f}, {s, -f}, {-s, -f}}},
             {"s", {{f, s}, {-f, s}, {f, -s}, {-f, -s}}},
             {"f", {{s, f}, {-s, f}, {f, s}, {-f, s}}},
             {"b", {{s, -f}, {-s, -f}, {f, -s}, {-f, -s}}},
             {"l", {{-s, f}, {-s, -f}, {-f, s}, {-f, -s}}},
             {"r", {{s, f}, {s, -f}, {f, s}, {f, -s}}},
             {"ff", {{s, f}, {-s, f}}},
             {"bb", {{s, -f}, {-s, -f}}},
             {"fs", {{f, s}, {-f, s}}},
             {"bs", {{f, -s}, {-f, -s}}},
             {"lv", {{-s, f}, {-s, -f}}},
             {"rv", {{s, f}, {s, -f}}},
             {"rf", {{s, f}}},
             {"lf", {{-s, f}}},
             {"rb", {{s, -f}}},
             {"lb", {{-s, -f}}},
             {"fr", {{f, s}}},
             {"br", {{f, -s}}},
             {"fl", {{-f, s}}},
             {"bl", {{-f, -s}}}};
  }
  std::set<Step> want(dirs.begin(), dirs.end()), covered;
  std::vector<std::string> out;
  for (const auto &[name, set] : names) {
    bool inside = std::includes(want.begin(), want.end(), set.begin(), set.end());
    bool adds = false;
    for (const Step &st : set) adds = adds || !covered.count(st);
    if (inside && adds) {
      out.push_back(name);
      covered.insert(set.begin(), set.end());
    }
  }
  return out;
}

size_t all_directions(char atom) {
  const Atom &a = *leaper(atom);
  return a.second == 0 || a.first == a.second ? 4 : 8;
}

std::string atom_text(const FsfMove &m) {
  std::string range = m.range ? std::to_string(m.range) : "";
  if (!m.rider) return std::string(1, m.atom);
  if (m.atom == 'W') return "R" + range;
  if (m.atom == 'F') return "B" + range;
  return std::string(2, m.atom) + range;
}

std::string modes(const FsfMove &m, bool ep) {
  std::string s;
  if (!m.capture) s += "m";
  if (!m.quiet) s += ep && !m.hop ? "ce" : "c";
  if (m.grasshop)
    s += "g";
  else if (m.hop)
    s += "p";
  if (m.lame) s += "n";
  return s;
}

} // namespace

std::string chimera_betza(std::vector<FsfMove> moves, bool ep, int files, int ranks) {
  std::string out;
  for (FsfMove &m : moves)
    m.dirs.erase(
        std::remove_if(m.dirs.begin(), m.dirs.end(),
                       [&](const Step &s) { return std::abs(s.dx) >= files || std::abs(s.dy) >= ranks; }),
        m.dirs.end());
  for (size_t i = 0; i < moves.size(); ++i) {
    const FsfMove &m = moves[i];
    if (m.dirs.empty()) continue;
    // W and F parts of one K or Q with the same modes and all directions: write K or Q
    if (m.atom == 'W' && i + 1 < moves.size()) {
      const FsfMove &n = moves[i + 1];
      if (n.atom == 'F' && n.rider == m.rider && n.range == m.range && n.quiet == m.quiet &&
          n.capture == m.capture && n.hop == m.hop && n.grasshop == m.grasshop && n.initial == m.initial &&
          m.dirs.size() == 4 && n.dirs.size() == 4) {
        out += modes(m, ep) + (m.rider ? "Q" + (m.range ? std::to_string(m.range) : "") : "K");
        ++i;
        continue;
      }
    }
    if (m.dirs.size() == all_directions(m.atom)) {
      out += modes(m, ep) + atom_text(m);
      continue;
    }
    for (const std::string &p : prefixes(m.atom, m.dirs)) out += p + modes(m, ep) + atom_text(m);
  }
  return out;
}

} // namespace chimera::import
