// FEN for any board size: multi-digit empty runs, "+X" promoted pieces, hands in brackets.
#include <algorithm>
#include <cctype>

#include "runtime/board/position.h"
#include "runtime/board/zobrist.h"
#include "runtime/rules/goals.h"

namespace chimera {

namespace {

struct Field {
  std::string text;
  int column; // 1-based
};

std::vector<Field> split_fields(const std::string &fen) {
  std::vector<Field> out;
  size_t i = 0;
  while (i < fen.size()) {
    while (i < fen.size() && std::isspace((unsigned char)fen[i])) ++i;
    size_t j = i;
    while (j < fen.size() && !std::isspace((unsigned char)fen[j])) ++j;
    if (j > i) out.push_back({fen.substr(i, j - i), int(i) + 1});
    i = j;
  }
  return out;
}

bool parse_count(const std::string &s, int limit, int &out) {
  if (s.empty() || s.size() > 6) return false;
  out = 0;
  for (char ch : s) {
    if (!std::isdigit((unsigned char)ch)) return false;
    out = out * 10 + (ch - '0');
  }
  return out <= limit;
}

// "N", "n", "+L", "+l": a piece on the board or in hand.
std::string piece_text(const Variant &v, Piece pc) {
  const PieceType &t = v.types[type_of(pc)];
  const char letter = color_of(pc) == White ? t.letter : char(std::tolower((unsigned char)t.letter));
  return t.promotedMark ? std::string{'+', letter} : std::string(1, letter);
}

} // namespace

std::string quoted(char ch) {
  if (std::isprint((unsigned char)ch)) return std::string("'") + ch + "'";
  char buf[8];
  std::snprintf(buf, sizeof buf, "0x%02X", (unsigned char)ch);
  return buf;
}

// The pieces in hand: text[begin, end) of the board field, which starts at column col0.
bool Position::read_hand(const std::string &text, size_t begin, size_t end, int col0, FenError &err) {
  const Variant &v = *v_;
  auto fail = [&err](int column, std::string message) {
    err = {column, std::move(message)};
    return false;
  };
  const int onBoard = byColor_[White].count() + byColor_[Black].count();
  int inHand = 0;
  for (size_t j = begin; j < end; ++j) {
    const int col = col0 + int(j);
    if (text[j] == '/') // after a hand written as a rank
      return fail(col, "too many ranks: the board has " + std::to_string(v.ranks) +
                           ", and one more holds the hand");
    // A `+X` type without a base piece is held as itself (lower.cpp, hand_base).
    const bool promoted = text[j] == '+';
    if (promoted && (j + 1 >= end || !std::isalpha((unsigned char)text[j + 1])))
      return fail(col, "'+' must be followed by a piece letter");
    if (promoted) ++j;
    char ch = text[j];
    int t = std::isalpha((unsigned char)ch)
                ? v.type_by_letter(char(std::toupper((unsigned char)ch)), promoted)
                : -1;
    const std::string written = (promoted ? "'+" : "'") + std::string(1, ch) + "'";
    if (t < 0) return fail(col, "unknown piece letter " + (promoted ? written : quoted(ch)) + " in hand");
    Color c = std::isupper((unsigned char)ch) ? White : Black;
    // Moves never add pieces, so no position reached from this one holds more either.
    if (++inHand + onBoard > MaxPieces)
      return fail(col, "too many pieces: the board and the hands hold at most " + std::to_string(MaxPieces));
    ++hand_[c][t];
  }
  return true;
}

bool Position::set_fen(const std::string &fen, FenError &err, bool readCastling) {
  const Variant &v = *v_;
  auto fail = [&err](int column, std::string message) {
    err = {column, std::move(message)};
    return false;
  };
  if (fen.size() > 4096) return fail(1, "FEN is longer than 4096 characters");
  std::vector<Field> fields = split_fields(fen);
  if (fields.empty()) return fail(1, "empty FEN");

  // Work on a copy so that a bad FEN leaves this position untouched.
  Position p(v);
  const std::string &board = fields[0].text;
  int col0 = fields[0].column;
  int rank = v.ranks - 1, file = 0;
  size_t i = 0;
  bool hand = false;
  for (; i < board.size(); ++i) {
    char ch = board[i];
    int col = col0 + int(i);
    if (ch == '/') {
      if (file < v.files)
        return fail(col, "rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                             " files, the board has " + std::to_string(v.files));
      if (rank == 0 && v.hands) { // the hand as one more rank (.../RNBQKBNR/Qn), as XBoard writes it
        hand = true;
        break;
      }
      if (rank == 0) return fail(col, "too many ranks: the board has " + std::to_string(v.ranks));
      --rank, file = 0;
    } else if (std::isdigit((unsigned char)ch)) {
      int n = 0;
      size_t j = i;
      while (j < board.size() && std::isdigit((unsigned char)board[j]) && n <= MaxFiles)
        n = n * 10 + (board[j++] - '0');
      if (n == 0) return fail(col, "an empty run must be at least 1");
      if (board[i] == '0') return fail(col, "an empty run cannot start with 0");
      if (file + n > v.files)
        return fail(col, "rank " + std::to_string(rank + 1) + " is longer than the board's " +
                             std::to_string(v.files) + " files");
      for (int k = file; k < file + n; ++k)
        if (!v.board.test(v.square(k, rank)))
          return fail(col, "the empty run '" + board.substr(i, j - i) + "' covers " +
                               v.square_name(v.square(k, rank)) + ", which is a hole: write '*' there");
      file += n;
      i = j - 1;
    } else if (ch == '[') {
      if (rank > 0) return fail(col, "the hand must come after the last rank");
      hand = true;
      break;
    } else if (ch == '*') { // a hole or a wall, as Fairy-Stockfish writes both
      if (file >= v.files)
        return fail(col, "rank " + std::to_string(rank + 1) + " is longer than the board's " +
                             std::to_string(v.files) + " files");
      const Square s = v.square(file, rank);
      if (v.board.test(s) && !v.has_walls())
        return fail(col, "'*' on " + v.square_name(s) + ", which is a square of the board, not a hole");
      if (v.board.test(s)) p.board_[s] = Wall, p.walls_.set(s);
      ++file;
    } else {
      bool promoted = ch == '+';
      if (promoted) {
        if (i + 1 >= board.size() || !std::isalpha((unsigned char)board[i + 1]))
          return fail(col, "'+' must be followed by a piece letter");
        ch = board[++i];
      }
      if (!std::isalpha((unsigned char)ch)) return fail(col, "unexpected character " + quoted(ch));
      int t = v.type_by_letter(char(std::toupper((unsigned char)ch)), promoted);
      if (t < 0) return fail(col, std::string("unknown piece letter '") + (promoted ? "+" : "") + ch + "'");
      if (file >= v.files)
        return fail(col, "rank " + std::to_string(rank + 1) + " is longer than the board's " +
                             std::to_string(v.files) + " files");
      if (!v.board.test(v.square(file, rank)))
        return fail(col, std::string("'") + (promoted ? "+" : "") + ch + "' on " +
                             v.square_name(v.square(file, rank)) + ", which is a hole: write '*' there");
      Color c = std::isupper((unsigned char)ch) ? White : Black;
      p.put(make_piece(c, t), v.square(file, rank));
      if (i + 1 < board.size() && board[i + 1] == '~') { // a promoted piece (crazyhouse)
        // The mark matters only where captures go to hand (the piece returns demoted); a '+X'
        // type is promoted anyway (its demotion is the type's), as make_move leaves it.
        if (v.tracksPromoted && !v.types[t].promotedMark) p.promoted_.set(v.square(file, rank));
        ++i;
      }
      ++file;
    }
  }
  int endCol = col0 + int(i);
  if (rank > 0)
    return fail(endCol, "too few ranks: " + std::to_string(v.ranks - rank) + ", the board has " +
                            std::to_string(v.ranks));
  if (file < v.files)
    return fail(endCol,
                "rank 1 has " + std::to_string(file) + " files, the board has " + std::to_string(v.files));
  if (hand) {
    const bool brackets = board[i] == '[';
    const size_t close = brackets ? board.find(']', i) : board.size();
    if (close == std::string::npos) return fail(endCol, "unterminated hand: missing ']'");
    if (size_t b = board.find_first_of("[]", i + 1); !brackets && b != std::string::npos)
      return fail(col0 + int(b), "a hand written as one more rank takes no brackets");
    if (!p.read_hand(board, i + 1, close, col0, err)) return false;
    if (brackets && close + 1 != board.size())
      return fail(col0 + int(close) + 1, board[close + 1] == '/' ? "the hand must come after the last rank"
                                                                 : "unexpected text after the hand");
  }

  // Fairy-Stockfish's short form "... w 0 1" has no castling and en-passant fields.
  if (fields.size() == 4 && parse_count(fields[2].text, 100000, p.fullmove_) &&
      parse_count(fields[3].text, 100000, p.fullmove_))
    fields.insert(fields.begin() + 2, 2, Field{"-", fields[2].column});
  p.fullmove_ = 1;

  // Side to move.
  if (fields.size() > 1) {
    const Field &f = fields[1];
    if (f.text != "w" && f.text != "b")
      return fail(f.column, "expected 'w' or 'b' for the side to move, found '" + f.text + "'");
    p.side_ = f.text == "w" ? White : Black;
  }

  // Castling rights, and the gating rights that share their field (runtime/moves/castling.cpp).
  StateInfo &st = p.states_.back();
  p.chess960Mode_ = chess960Mode_;
  if (readCastling && !p.read_castling(fields.size() > 2 ? fields[2].text : "-",
                                       fields.size() > 2 ? fields[2].column : 1, err))
    return false;

  // En passant (runtime/moves/en_passant.cpp): it needs the move tables.
  // With counting rules, a number there is the count's limit (Fairy-Stockfish's form).
  const bool countLimit = v.counting.on && fields.size() > 3 &&
                          std::all_of(fields[3].text.begin(), fields[3].text.end(), ::isdigit);
  if (countLimit && !parse_count(fields[3].text, 2000, st.countLimit))
    return fail(fields[3].column, "invalid counting limit '" + fields[3].text + "': at most 2000 plies");
  if (readCastling && !countLimit && fields.size() > 3 && fields[3].text != "-" &&
      !p.read_en_passant(fields[3].text, fields[3].column, err))
    return false;

  // Check counting: the checks each side still has to give, as a field "3+3" after the
  // en-passant field, or the checks given as "+2+0" after the move number (lichess).
  for (Color c : {White, Black}) st.checks[c] = uint8_t(v.checksToWin[c]);
  auto counters = [&](const Field &f, bool given) {
    const std::string &t = f.text;
    size_t plus = t.find('+', given ? 1 : 0);
    int a = 0, b = 0;
    if ((given && t[0] != '+') || plus == std::string::npos ||
        !parse_count(t.substr(given ? 1 : 0, plus - (given ? 1 : 0)), 99, a) ||
        !parse_count(t.substr(plus + 1), 99, b))
      return fail(f.column, std::string("invalid check counters '") + t + "': write " +
                                (given ? "+W+B, the checks each side has given"
                                       : "W+B, the checks each side still needs"));
    if (given) a = std::max(v.checksToWin[White] - a, 0), b = std::max(v.checksToWin[Black] - b, 0);
    st.checks[White] = uint8_t(a), st.checks[Black] = uint8_t(b);
    return true;
  };
  size_t next = 4;
  if (v.checkCounting && fields.size() > next && fields[next].text.find('+') != std::string::npos &&
      fields[next].text[0] != '+') {
    if (!counters(fields[next], false)) return false;
    ++next;
  }
  if (fields.size() > next && !parse_count(fields[next].text, 100000, st.rule50))
    return fail(fields[next].column, "invalid halfmove clock '" + fields[next].text + "'");
  if (fields.size() > next + 1 &&
      (!parse_count(fields[next + 1].text, 100000, p.fullmove_) || p.fullmove_ == 0))
    return fail(fields[next + 1].column, "invalid move number '" + fields[next + 1].text + "'");
  if (st.countLimit) st.countPly = st.rule50, st.rule50 = 0; // the halfmove field holds the count
  next += 2;
  if (v.checkCounting && fields.size() > next && fields[next].text[0] == '+') {
    if (!counters(fields[next], true)) return false;
    ++next;
  }
  // The last move, where a `castled` goal asks about it: "O-O" or "O-O-O" by the side that has
  // just moved (Fairy-Stockfish writes no such field, and ignores it).
  if (fields.size() > next && (fields[next].text == "O-O" || fields[next].text == "O-O-O") &&
      castled_counts(v)) {
    const bool kingside = fields[next].text == "O-O";
    auto ours = [&](Square s) { return p.at(s) && p.at(s) != Wall && color_of(p.at(s)) == ~p.side_; };
    int option = -1, wing = 0; // a line of that side and wing (free castling has several)
    for (int k = 0; k < int(v.castling.size()); ++k)
      if (v.castling[k].color == ~p.side_ && v.castling[k].kingside == kingside && ++wing &&
          ours(v.castling[k].kingTo) && ours(v.castling[k].rookTo) && option < 0)
        option = k;
    if (option < 0)
      return fail(fields[next].column,
                  std::string("'") + fields[next].text + "': " +
                      (wing ? "no king and rook where that castling puts them"
                            : std::string(p.side_ == White ? "Black" : "White") + " cannot castle " +
                                  (kingside ? "kingside" : "queenside")));
    const CastlingOption &o = v.castling[option];
    st.move = Move(o.kingTo, o.kingTo, MoveKind::Castling, option);
    ++next;
  }
  if (fields.size() > next) return fail(fields[next].column, "unexpected text after the FEN");

  // A side that starts with a royal piece always has one (on the board or in hand).
  for (Color c : {White, Black})
    if (readCastling && v.needRoyal[c] && p.royals(c).empty() &&
        !p.count_with_hand(c, v.royalTypes | v.royalLastTypes))
      return fail(1, std::string(c == White ? "White" : "Black") + " has no royal piece");
  // The side not to move may be in check only where the game is over (a blast took a king).
  Outcome over;
  if (readCastling && p.royal_attacked(~p.side_) && !(!v.goals.empty() && goal_reached(p, over)))
    return fail(fields.size() > 1 ? fields[1].column : 1, "the side not to move is in check");

  st.key = 0;
  p.states_.back().key = p.compute_key();
  *this = p;
  return true;
}

std::string Position::fen() const {
  const Variant &v = *v_;
  std::string out;
  for (int r = v.ranks - 1; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < v.files; ++f) {
      Piece pc = board_[v.square(f, r)];
      const bool hole = !v.board.test(v.square(f, r));
      if (!pc && !hole) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty), empty = 0;
      if (hole || pc == Wall) {
        out += '*';
        continue;
      }
      out += piece_text(v, pc);
      if (promoted_.test(v.square(f, r)) && !v.types[type_of(pc)].promotedMark) out += '~';
    }
    if (empty) out += std::to_string(empty);
    if (r) out += '/';
  }
  bool anyHand = v.hands;
  for (int c = 0; c < 2 && !anyHand; ++c)
    for (int t = 0; t < v.ntypes(); ++t) anyHand |= hand_[c][t] > 0;
  if (anyHand) {
    out += '[';
    for (int c = 0; c < 2; ++c)
      for (int t = 0; t < v.ntypes(); ++t)
        for (int k = 0; k < hand_[c][t]; ++k) out += piece_text(v, make_piece(Color(c), t));
    out += ']';
  }
  out += side_ == White ? " w " : " b ";
  out += castling_field();
  out += ' ';
  out += st().countLimit ? std::to_string(st().countLimit) : en_passant_field();
  if (v.checkCounting)
    out += ' ' + std::to_string(st().checks[White]) + '+' + std::to_string(st().checks[Black]);
  out +=
      ' ' + std::to_string(st().countLimit ? st().countPly : st().rule50) + ' ' + std::to_string(fullmove_);
  if (st().move.kind() == MoveKind::Castling && castled_counts(v))
    out += v.castling[st().move.castling()].kingside ? " O-O" : " O-O-O";
  return out;
}

} // namespace chimera
