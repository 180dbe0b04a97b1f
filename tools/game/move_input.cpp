#include "tools/game/move_input.h"

#include <algorithm>
#include <cctype>

#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "runtime/notation/san.h"

namespace chimera {

namespace {

std::string lower(std::string s) {
  for (char &c : s) c = char(std::tolower((unsigned char)c));
  return s;
}

// "o-o" or "0-0" (short: the rook starts on a higher file than the king), "o-o-o" (long);
// 0 if the text is not castling.
int castling_side(const std::string &t) {
  if (t == "o-o" || t == "0-0" || t == "oo" || t == "00") return 1;
  if (t == "o-o-o" || t == "0-0-0" || t == "ooo" || t == "000") return 2;
  return 0;
}

// The length of the square name at the start of t ("e2", "a10"), or 0.
size_t square_length(const std::string &t, size_t at = 0) {
  if (at >= t.size() || !std::isalpha((unsigned char)t[at])) return 0;
  size_t n = at + 1;
  while (n < t.size() && std::isdigit((unsigned char)t[n])) ++n;
  return n - at > 1 ? n - at : 0;
}

// Lower case, no dashes, no check or mate sign, no 'x' between the two squares ("e4xd5").
std::string normalized(const std::string &typed) {
  std::string t;
  for (char c : lower(typed))
    if (c != '-' && !std::isspace((unsigned char)c)) t += c;
  while (!t.empty() && (t.back() == '#' || t.back() == '!' || t.back() == '?')) t.pop_back();
  if (const size_t n = square_length(t); n && n < t.size() && t[n] == 'x' && square_length(t, n + 1))
    t.erase(n, 1);
  return t;
}

// The name of the side's royal piece if it has one kind, for messages.
std::string royal_name(const Variant &v) {
  std::string name;
  for (const PieceType &t : v.types)
    if (t.royal) {
      if (!name.empty()) return "royal piece";
      name = t.name;
    }
  return name.empty() ? "royal piece" : name;
}

} // namespace

std::vector<std::string> legal_move_texts(Position &pos) {
  MoveList list;
  generate_legal(pos, list);
  std::vector<std::string> out;
  for (Move m : list) out.push_back(move_to_text(pos.variant(), m));
  std::sort(out.begin(), out.end());
  return out;
}

MoveInput read_move(Position &pos, const std::string &typed) {
  const Variant &v = pos.variant();
  MoveList list;
  generate_legal(pos, list);
  MoveInput in;
  const std::string t = normalized(typed);
  std::vector<Move> found;
  // Several candidates are listed as the text was written: in SAN if it was SAN.
  auto settle = [&](MoveInput::Kind none, bool san = false) {
    if (found.size() == 1) {
      in.kind = MoveInput::Found, in.move = found[0];
      return true;
    }
    if (found.empty()) return in.kind = none, false;
    in.kind = MoveInput::Ambiguous;
    for (Move m : found) in.candidates.push_back(san ? move_to_san(pos, m) : move_to_text(v, m));
    std::sort(in.candidates.begin(), in.candidates.end());
    return true;
  };

  if (const int side = castling_side(t)) {
    for (Move m : list)
      if (m.kind() == MoveKind::Castling) {
        if (v.castling[m.castling()].kingside == (side == 1)) found.push_back(m);
      }
    if (!settle(MoveInput::Illegal, true)) in.why = "no castling that way is legal now";
    return in;
  }
  if (t == "pass") {
    for (Move m : list)
      if (m.kind() == MoveKind::Pass) found.push_back(m);
    if (!settle(MoveInput::Illegal)) in.why = "passing is not allowed now";
    return in;
  }

  // As written; else the moves it begins, when the rest is a promotion or a locust's victim
  // ("e7e8" for e7e8q, but "a1a1" never for a1a10).
  const bool twoSquares = square_length(t) && square_length(t, square_length(t));
  for (Move m : list)
    if (lower(move_to_text(v, m)) == t || lower(move_short_text(v, m)) == t) found.push_back(m);
  if (found.empty() && twoSquares)
    for (Move m : list) {
      const std::string text = lower(move_to_text(v, m));
      if (text.size() > t.size() && text.compare(0, t.size(), t) == 0 &&
          !std::isdigit((unsigned char)text[t.size()]))
        found.push_back(m);
    }
  if (settle(MoveInput::Illegal)) return in;

  // SAN, as PGN writes it (Nf3, exd5, e8=Q, O-O-i1, U@g1), read leniently.
  const SanMatch san = match_san(pos, list, typed);
  found = san.moves;
  if (settle(MoveInput::Illegal, true)) return in;

  if (!twoSquares && !san.shaped && t.find('@') == std::string::npos)
    return in.kind = MoveInput::NotAMove, in;
  const Square from = twoSquares ? v.parse_square(t.substr(0, square_length(t))) : NoSquare;
  if (from != NoSquare && !pos.at(from)) return in.why = "there is no piece on " + v.square_name(from), in;
  if (from != NoSquare && color_of(pos.at(from)) != pos.side_to_move())
    return in.why = "the piece on " + v.square_name(from) + " is not yours", in;
  MoveList pseudo;
  generate_pseudo(pos, pseudo);
  bool exposes = !match_san(pos, pseudo, typed).moves.empty();
  for (Move m : pseudo) exposes = exposes || lower(move_to_text(v, m)) == t;
  if (exposes) in.why = "it would leave your " + royal_name(v) + " in check";
  return in;
}

} // namespace chimera
