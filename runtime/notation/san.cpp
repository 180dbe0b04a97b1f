#include "runtime/notation/san.h"

#include <algorithm>
#include <regex>

#include "runtime/moves/castling.h"
#include "runtime/notation/notation.h"

namespace chimera {

namespace {

std::string letter(const PieceType &t) { return std::string(t.promotedMark ? "+" : "") + t.letter; }

bool captures(const Position &pos, Move m) {
  switch (m.kind()) {
  case MoveKind::EnPassant:
  case MoveKind::EnPassantExplosion:
  case MoveKind::Locust:
  case MoveKind::Explosion: return true;
  case MoveKind::Normal:
  case MoveKind::Promotion: return pos.at(m.to()) != NoPiece && m.to() != m.from();
  default: return false;
  }
}

// O-O or O-O-O; when the side has several castling moves on that wing (free castling), the
// sign alone would not tell them apart, so the king's square follows: O-O-i1.
std::string castling_text(const Variant &v, const CastlingOption &o) {
  return std::string(o.kingside ? "O-O" : "O-O-O") +
         (free_castling(v, o) ? "-" + v.square_name(o.kingTo) : "");
}

// A promotion in place (§9) made with a step of the new piece: its SAN names the whole origin.
bool steps_to_promote(const Variant &v, const Position &pos, Move m) {
  if (m.kind() != MoveKind::Promotion || m.from() == m.to()) return false;
  for (const PlacePromotion &pp : v.placePromotions)
    if (pp.pieces >> type_of(pos.at(m.from())) & 1) return true;
  return false;
}

// A move's SAN around the place of its disambiguation: the piece's letter, then what follows
// the origin (capture sign, target, promotion, gating). Castling, drops and passes are written
// whole: nothing else writes the same.
struct Parts {
  std::string piece, rest;
  bool whole = false;
};

Parts parts(const Position &pos, Move m, int pawn) {
  const Variant &v = pos.variant();
  const std::string gate = m.gate() ? "/" + letter(v.types[v.gatePieces[m.gate() - 1]]) : "";
  switch (m.kind()) {
  case MoveKind::Castling:
    return {castling_text(v, v.castling[m.castling()]) +
                (m.gate() ? gate + v.square_name(pos.gate_square(m)) : ""),
            "", true};
  case MoveKind::Drop: return {letter(v.types[m.extra()]) + "@" + v.square_name(m.to()), "", true};
  case MoveKind::Pass:
    return {letter(v.types[type_of(pos.at(m.from()))]) + v.square_name(m.from()), "", true};
  default: break;
  }
  const int type = type_of(pos.at(m.from()));
  Parts p{type == pawn ? "" : letter(v.types[type]), ""};
  if (m.kind() == MoveKind::Locust) // where it lands, then what it took on the way
    p.rest = v.square_name(m.to()) + "x" + v.square_name(m.extra());
  else
    p.rest = (captures(pos, m) ? "x" : "") + v.square_name(m.to());
  if (m.kind() == MoveKind::Promotion) p.rest += "=" + letter(v.types[m.extra()]);
  p.rest += gate;
  return p;
}

// The SAN of every move of the list, without check signs. A move that another piece of its
// type could make to the same effect names its origin as FIDE's rules say: the file if that
// tells them apart, else the rank, else both. A pawn's capture always names the file.
std::vector<std::string> cores(const Position &pos, const MoveList &list) {
  const Variant &v = pos.variant();
  const int pawn = san_pawn(v);
  const int n = list.size();
  std::vector<Parts> ps;
  ps.reserve(n);
  for (Move m : list) ps.push_back(parts(pos, m, pawn));
  // Moves that may be written alike go to one target: sorted so, each meets the others in its run.
  std::vector<int> order(n);
  for (int i = 0; i < n; ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](int a, int b) { return list[a].to() < list[b].to(); });
  std::vector<std::string> out(n);
  for (int begin = 0, end = 0; begin < n; begin = end) {
    while (end < n && list[order[end]].to() == list[order[begin]].to()) ++end;
    for (int k = begin; k < end; ++k) {
      const int i = order[k];
      const Parts &p = ps[i];
      if (p.whole) {
        out[i] = p.piece;
        continue;
      }
      const Square from = list[i].from();
      bool others = false, sameFile = false, sameRank = false;
      for (int a = begin; a < end; ++a) {
        const int j = order[a];
        const Square s = list[j].from();
        if (s == from || ps[j].whole || ps[j].piece != p.piece || ps[j].rest != p.rest) continue;
        others = true;
        sameFile = sameFile || v.file_of(s) == v.file_of(from);
        sameRank = sameRank || v.rank_of(s) == v.rank_of(from);
      }
      const bool pawnCapture = p.piece.empty() && captures(pos, list[i]);
      std::string origin;
      if (steps_to_promote(v, pos, list[i])) // as Fairy-Stockfish writes Sittuyin's: e5d6=F
        origin = v.square_name(from);
      else if (others || pawnCapture) {
        if (!sameFile)
          origin = v.square_name(from).substr(0, 1);
        else if (!sameRank && !pawnCapture)
          origin = std::to_string(v.rank_of(from) + 1);
        else
          origin = v.square_name(from);
      }
      out[i] = p.piece + origin + p.rest;
    }
  }
  // A wall placed with the move follows it (Fairy-Stockfish's Na3,b3).
  for (int i = 0; i < n; ++i)
    if (list[i].wall() != NoSquare) out[i] += "," + v.square_name(list[i].wall());
  return out;
}

// The text without check and mate signs and annotations: Nf3+, e8=Q#, Bb5!?.
std::string stripped(const std::string &text) {
  size_t a = text.find_first_not_of(" \t"), b = text.find_last_not_of(" \t+#!?");
  return a == std::string::npos || b == std::string::npos || b < a ? "" : text.substr(a, b - a + 1);
}

// A piece letter as written: "N", "+R"; -1 if the variant has no such type.
int type_written(const Variant &v, const std::string &text) {
  return text.empty() ? -1 : v.type_by_letter(text.back(), text.size() == 2);
}

// What a lenient SAN text says about the move it means; -1 or NoSquare where it says nothing.
struct Reading {
  int type = -1, file = -1, rank = -1, promotion = -1, gate = -1;
  bool capture = false;
  Square to = NoSquare, victim = NoSquare, square = NoSquare; // square: file and rank together
};

bool fits(const Position &pos, const Reading &r, Move m) {
  const Variant &v = pos.variant();
  if (m.kind() == MoveKind::Castling || m.kind() == MoveKind::Drop || !pos.at(m.from())) return false;
  if (type_of(pos.at(m.from())) != r.type) return false;
  if ((r.gate < 0) != !m.gate() || (m.gate() && v.gatePieces[m.gate() - 1] != r.gate)) return false;
  if (r.promotion >= 0 && (m.kind() != MoveKind::Promotion || m.extra() != r.promotion)) return false;
  if (r.capture && !captures(pos, m)) return false;
  auto origin = [&](int file, int rank) {
    return (file < 0 || v.file_of(m.from()) == file) && (rank < 0 || v.rank_of(m.from()) == rank);
  };
  if (m.kind() == MoveKind::Locust) { // Ldf6xe5, or Lf6xe5 read as a from-square and a target
    if (r.victim != NoSquare) return m.to() == r.to && m.extra() == r.victim && origin(r.file, r.rank);
    return r.square == m.to() && r.to == m.extra();
  }
  return r.victim == NoSquare && m.to() == r.to && origin(r.file, r.rank);
}

void lenient(Position &pos, const MoveList &list, const std::string &t, SanMatch &out) {
  static const std::regex castle(R"((O-O-O|O-O|0-0-0|0-0)(?:-([a-p][0-9]+))?(?:/(\+?[A-Z])([a-p][0-9]+)?)?)");
  static const std::regex drop(R"((\+?[A-Z])[@*]([a-p][0-9]+))");
  static const std::regex move(
      R"((\+?[A-Z])?([a-p])?([0-9]+)?([-x:]?)([a-p][0-9]+)(?:x([a-p][0-9]+))?(?:=?(\+?[A-Z]))?(?:/(\+?[A-Z]))?)");
  const Variant &v = pos.variant();
  std::smatch g;
  if (t.size() > 40) return; // longer than any SAN (and std::regex recurses per character)
  if (const size_t comma = t.find(','); comma != std::string::npos) { // a wall: Na3,b3 or Na3,a3b3
    const std::string w = t.substr(comma + 1);
    const size_t file = w.find_last_of("abcdefghijklmnop"); // none in ",,," (a fuzzer's find)
    const Square wall =
        w.size() >= 2 && file != std::string::npos ? v.parse_square(w.substr(file)) : NoSquare;
    SanMatch part;
    lenient(pos, list, t.substr(0, comma), part);
    out.shaped = part.shaped;
    for (Move m : part.moves)
      if (wall != NoSquare && m.wall() == wall) out.moves.push_back(m);
    return;
  }
  if (t == "--") {
    out.shaped = true;
    for (Move m : list)
      if (m.kind() == MoveKind::Pass) out.moves.push_back(m);
  } else if (std::regex_match(t, g, castle)) {
    out.shaped = true;
    const bool king = g[1].length() == 3;
    const Square to = g[2].matched ? v.parse_square(g[2]) : NoSquare;
    const int gate = g[3].matched ? type_written(v, g[3]) : -1;
    for (Move m : list) {
      if (m.kind() != MoveKind::Castling) continue;
      const CastlingOption &o = v.castling[m.castling()];
      if (o.kingside != king || (g[2].matched && o.kingTo != to)) continue;
      if (g[3].matched != bool(m.gate()) || (m.gate() && v.gatePieces[m.gate() - 1] != gate)) continue;
      if (g[4].matched && pos.gate_square(m) != v.parse_square(g[4])) continue;
      out.moves.push_back(m);
    }
  } else if (std::regex_match(t, g, drop)) {
    out.shaped = true;
    const int type = type_written(v, g[1]);
    const Square to = v.parse_square(g[2]);
    for (Move m : list)
      if (m.kind() == MoveKind::Drop && m.extra() == type && m.to() == to) out.moves.push_back(m);
  } else if (std::regex_match(t, g, move)) {
    out.shaped = true;
    Reading r;
    const int pawn = san_pawn(v);
    r.type = g[1].matched ? type_written(v, g[1]) : pawn >= 0 ? pawn : v.type_by_letter('P', false);
    if (g[2].matched) r.file = g[2].str()[0] - 'a';
    if (g[3].length() > 2) return; // no rank has three digits
    if (g[3].matched) r.rank = std::stoi(g[3]) - 1;
    if (g[2].matched && g[3].matched) r.square = v.parse_square(g[2].str() + g[3].str());
    r.capture = g[4] == "x" || g[4] == ":";
    r.to = v.parse_square(g[5]);
    if (g[6].matched) r.victim = v.parse_square(g[6]);
    if (g[7].matched) r.promotion = type_written(v, g[7]);
    if (g[8].matched) r.gate = type_written(v, g[8]);
    if (r.type < 0 || r.to == NoSquare || (g[6].matched && r.victim == NoSquare) ||
        (g[7].matched && r.promotion < 0) || (g[8].matched && r.gate < 0))
      return;
    for (Move m : list)
      if (fits(pos, r, m)) out.moves.push_back(m);
    // A promotion left unsaid: the move that does not promote, if there is one.
    auto promotes = [](Move m) { return m.kind() == MoveKind::Promotion; };
    if (!g[7].matched && !std::all_of(out.moves.begin(), out.moves.end(), promotes))
      out.moves.erase(std::remove_if(out.moves.begin(), out.moves.end(), promotes), out.moves.end());
  }
}

} // namespace

int san_pawn(const Variant &v) {
  const int p = v.type_by_letter('P', false);
  if (p < 0) return -1;
  for (const MoveAtom &a : v.types[p].atoms)
    if (a.role == MoveAtom::Move && bool(a.flags & RayMove) != bool(a.flags & RayCapture)) return p;
  return -1;
}

std::string move_to_san(Position &pos, Move m) {
  MoveList list;
  generate_legal(pos, list);
  const auto it = std::find(list.begin(), list.end(), m);
  if (it == list.end()) return m.is_none() ? "--" : move_to_text(pos.variant(), m);
  std::string san = cores(pos, list)[it - list.begin()];
  pos.do_move(m);
  if (pos.in_check()) { // checkmate as the referee sees it: in check with no legal move
    MoveList replies;
    generate_legal(pos, replies);
    san += replies.size() || pos.st().ended ? '+' : '#';
  }
  pos.undo_move(m);
  return san;
}

SanMatch match_san(Position &pos, const MoveList &moves, const std::string &text) {
  SanMatch out;
  const std::string t = stripped(text);
  if (t.empty()) return out;
  const std::vector<std::string> written = cores(pos, moves);
  for (int i = 0; i < moves.size(); ++i)
    if (written[i] == t) out.moves.push_back(moves[i]);
  if (!out.moves.empty()) return out.shaped = true, out;
  lenient(pos, moves, t, out);
  return out;
}

Move parse_san(Position &pos, const std::string &text) {
  MoveList list;
  generate_legal(pos, list);
  const SanMatch found = match_san(pos, list, text);
  return found.moves.size() == 1 ? found.moves[0] : Move::none();
}

} // namespace chimera
