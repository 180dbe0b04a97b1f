// The castling field of a FEN, read and written by Chess960's rule, with the gating rights
// (Seirawan) and first-move rights (Ouk Chatrang) that share it.
#include <algorithm>
#include <cctype>

#include "runtime/board/zobrist.h"
#include "runtime/moves/castling.h"

namespace chimera {

namespace {

char file_letter(Color c, int file) { return char((c == White ? 'A' : 'a') + file); }

// The letters K and Q are X-FEN's wings: a castling king or rook on the k- or q-file (boards of
// 11 files and more) is written as its square (K2, q13) to read back as itself.
std::string piece_letter(const Variant &v, Color c, Square s) {
  const char ch = file_letter(c, v.file_of(s)), lower = char(std::tolower((unsigned char)ch));
  return lower == 'k' || lower == 'q' ? ch + std::to_string(v.rank_of(s) + 1) : std::string(1, ch);
}

bool has_line(const Variant &v, int right) {
  return std::any_of(v.castling.begin(), v.castling.end(), [right](auto &o) { return o.right == right; });
}

const CastlingOption &first_line(const Variant &v, int right) {
  return *std::find_if(v.castling.begin(), v.castling.end(), [right](auto &o) { return o.right == right; });
}

// The first castling partner of colour c on the king's rank from file `start` towards the king.
Square partner_from(const Position &pos, Color c, Square king, int start) {
  const Variant &v = pos.variant();
  const int rank = v.rank_of(king), kf = v.file_of(king), step = start > kf ? -1 : 1;
  for (int f = start; f != kf; f += step)
    if (const Piece p = pos.at(v.square(f, rank));
        p && color_of(p) == c && (v.castlingRooks >> type_of(p) & 1))
      return v.square(f, rank);
  return NoSquare;
}

// X-FEN's K and Q (k, q): the outermost castling partner on that wing of the king on `king`,
// counted from the file of that wing's rook in the start position inwards (Shako's rook on
// i2, not a second one on j2, as Fairy-Stockfish reads them), else from the board's edge (and
// always from the edge with a shuffle).
Square outermost_partner(const Position &pos, Color c, Square king, bool kingside) {
  const Variant &v = pos.variant();
  const int kf = v.file_of(king), edge = kingside ? v.files - 1 : 0;
  if (!v.shuffle)
    for (const CastlingOption &o : v.castling)
      if (o.color == c && o.kingside == kingside && o.rookFrom != NoSquare &&
          (kingside ? v.file_of(o.rookFrom) > kf : v.file_of(o.rookFrom) < kf))
        if (Square s = partner_from(pos, c, king, v.file_of(o.rookFrom)); s != NoSquare) return s;
  return partner_from(pos, c, king, edge);
}

} // namespace

bool Position::gating_spent(Color c) const {
  const Variant &v = *v_;
  if (v.gatePieces.empty() || v.capturesToHand) return false;
  return std::none_of(v.gatePieces.begin(), v.gatePieces.end(), [&](int t) { return hand_[c][t] > 0; });
}

void Position::drop_spent_gates(Color c, StateInfo &st) {
  if (!gating_spent(c)) return;
  (st.gates & v_->gateZone[c]).without(v_->firstZone[c]).for_each([&](Square s) {
    st.gates.reset(s), st.key ^= zobrist::psq[0][s];
  });
}

void Position::set_castling_right(int right, Square king, Square rook) {
  const int c = right / 2;
  states_.back().castling |= uint16_t(1) << right;
  castleKing_[c] = king;
  castleRook_[right] = rook;
  keep_[king] &= uint16_t(~(3u << (2 * c)));
  keep_[rook] &= uint16_t(~(1u << right));
  find_castling_paths(Color(c));
}

void Position::find_castling_paths(Color c) {
  const Variant &v = *v_;
  for (size_t i = 0; i < v.castling.size(); ++i) {
    const CastlingOption &o = v.castling[i];
    if (o.color != c) continue;
    const Square king = castleKing_[c], rook = castleRook_[o.right];
    CastlePath &path = castlePath_[i];
    path = CastlePath{SquareSet(), king != NoSquare && rook != NoSquare};
    if (!path.onBoard) continue;
    // All four squares are on one rank, so a span is a run of consecutive square indices.
    for (auto [a, b] : {std::pair{king, o.kingTo}, std::pair{rook, o.rookTo}})
      for (Square s = std::min(a, b), e = std::max(a, b); s <= e; ++s)
        if (!v.board.test(s))
          path.onBoard = false;
        else if (s != king && s != rook)
          path.squares.set(s);
  }
}

// K and Q (k, q) name the outermost castling rook of that wing (counted from the start
// position's rook file); `K1` names the castling piece on k1 and `K1-` that square's gate alone
// (boards of 11 files and more, where a bare K is X-FEN's); a file letter names the rook on
// that file of the castling rank (Shredder-FEN), or, naming the file of one of several castling
// kings, which one castles. The king is the castling piece the field names so, else the one on
// its start square, else the first on the rank. With gating, K and Q also keep the gating
// rights of the king's and the rook's squares, and a file letter is a castling right only while
// the king keeps its square (K, Q or the king's file in the field) or the side has nothing
// left to gate; any other file letter names a gating square (Seirawan: KQBCDFGkqbcdfg,
// Fairy-Stockfish's 960 ABCDEFGHabcdefgh).
bool Position::read_castling(const std::string &text, int column, FenError &err) {
  const Variant &v = *v_;
  auto fail = [&err](int col, std::string message) {
    err = {col, std::move(message)};
    return false;
  };
  StateInfo &st = states_.back();
  const bool gating = !v.gatePieces.empty() || v.hasFirstMoves;
  auto is_king = [&](Square s, Color c) { return board_[s] == make_piece(c, v.castlingKing); };
  auto is_rook = [&](Square s, Color c) {
    return board_[s] && color_of(board_[s]) == c && (v.castlingRooks >> type_of(board_[s]) & 1);
  };
  auto gate = [&](Color c, Square s) {
    if ((v.gateZone[c] | v.firstZone[c]).test(s)) st.gates.set(s);
  };
  const bool letters = text != "-";
  // A letter followed by a rank names one gating or first-move square (A2, c7); a bare letter
  // names a file.
  auto bare = [&text](size_t j) { return j + 1 >= text.size() || !std::isdigit((unsigned char)text[j + 1]); };
  // Whether the letter at j with its rank names square s (`K2`).
  auto names = [&](size_t j, Square s) {
    size_t end = j + 1;
    while (end < text.size() && std::isdigit((unsigned char)text[end])) ++end;
    return end > j + 1 && end - j <= 3 && text.substr(j + 1, end - j - 1) == std::to_string(v.rank_of(s) + 1);
  };

  // Dropped kings and rooks castle from fixed squares: the king's start square and the corners.
  if (v.castlingDropped)
    for (Color c : {White, Black})
      for (int right = 2 * c; right < 2 * c + 2 && v.castlingKingStart[c] != NoSquare; ++right)
        if (has_line(v, right)) {
          const int rank = v.castlingRank[c], corner = right % 2 ? 0 : v.files - 1;
          set_castling_right(right, v.castlingKingStart[c], v.square(corner, rank));
          st.castling &= uint16_t(~(1u << right));
        }

  Square king[2] = {NoSquare, NoSquare};
  bool kingKept[2] = {false, false};
  for (Color c : {White, Black}) {
    const int rank = v.castlingRank[c];
    if (rank < 0 || !letters) continue;
    const Square start = v.castlingKingStart[c];
    // Of several kings the field names, the first named castles (Chimera writes it first; the
    // others' letters are their gates).
    Square named = NoSquare;
    size_t namedAt = text.size();
    for (int f = 0; f < v.files; ++f)
      if (Square s = v.square(f, rank); is_king(s, c)) {
        if (king[c] == NoSquare) king[c] = s;
        for (size_t j = 0; j < namedAt; ++j)
          if (text[j] == file_letter(c, f) && (bare(j) || names(j, s))) named = s, namedAt = j;
      }
    if (named != NoSquare)
      king[c] = named;
    else if (start != NoSquare && is_king(start, c))
      king[c] = start;
    for (size_t j = 0; j < text.size(); ++j) {
      const char ch = text[j];
      kingKept[c] |=
          (bare(j) && (ch == file_letter(c, 'K' - 'A') || ch == file_letter(c, 'Q' - 'A'))) ||
          (king[c] != NoSquare && ch == file_letter(c, v.file_of(king[c])) && (bare(j) || names(j, king[c])));
    }
    kingKept[c] |= gating_spent(c);
  }

  for (size_t j = 0; letters && j < text.size(); ++j) {
    const char ch = text[j];
    const int col = column + int(j);
    if (ch == '-' && gating)
      return fail(col, "'-' marks a square's gating right alone and follows the square ('K1-')");
    if (!std::isalpha((unsigned char)ch)) return fail(col, "invalid castling right " + quoted(ch));
    const Color c = std::isupper((unsigned char)ch) ? White : Black;
    const char lower = char(std::tolower((unsigned char)ch));
    const std::string side = c == White ? "white " : "black ";
    if (!bare(j)) { // one square's right
      size_t end = j + 1;
      while (end < text.size() && std::isdigit((unsigned char)text[end])) ++end;
      // `K1-`: the square's gating right alone, where `K1` would name a castling rook's right.
      const bool gateOnly = end < text.size() && text[end] == '-';
      const std::string name = text.substr(j, end - j + gateOnly);
      const int file = lower - 'a', rank = end - j > 3 ? -1 : std::stoi(text.substr(j + 1, end - j - 1)) - 1;
      // A castling king or rook on the k- or q-file, written as its square (K2).
      if (!gateOnly && (lower == 'k' || lower == 'q') && rank == v.castlingRank[c] && file < v.files) {
        const Square s = v.square(file, rank);
        const int right = king[c] == NoSquare ? -1 : 2 * c + (file > v.file_of(king[c]) ? 0 : 1);
        if (s == king[c]) {
          if (gating) gate(c, s);
          j = end - 1;
          continue;
        }
        if (right >= 0 && is_rook(s, c) && (!gating || kingKept[c]) && has_line(v, right)) {
          if (!(st.castling >> right & 1))
            set_castling_right(right, king[c], s);
          else if (!gating || castleRook_[right] != s)
            return fail(col, "castling right '" + name + "' repeated");
          if (gating) gate(c, king[c]), gate(c, s);
          j = end - 1;
          continue;
        }
      }
      if (!gating) return fail(col, "invalid castling right '" + name + "'");
      if (file >= v.files || rank < 0 || rank >= v.ranks || !v.board.test(v.square(file, rank)))
        return fail(col, "gating right '" + name + "' is not a square of the board");
      const Square s = v.square(file, rank);
      if (!(v.gateZone[c] | v.firstZone[c]).test(s))
        return fail(col, "gating right '" + name + "': " + v.square_name(s) + " is no " +
                             (c == White ? "white" : "black") + " gating or first-move square");
      st.gates.set(s);
      j = end - 1 + gateOnly;
      continue;
    }
    const std::string kingName = v.castlingKing < 0              ? ""
                                 : v.types[v.castlingKing].royal ? "royal piece"
                                                                 : v.types[v.castlingKing].name;
    if (lower == 'k' || lower == 'q') {
      const int right = 2 * c + (lower == 'k' ? 0 : 1);
      if (!has_line(v, right)) return fail(col, "invalid castling right " + quoted(ch));
      if (king[c] == NoSquare)
        return fail(col, "castling right " + quoted(ch) + " needs the " + side + kingName + " on rank " +
                             std::to_string(v.castlingRank[c] + 1));
      const Square rook = outermost_partner(*this, c, king[c], lower == 'k');
      if (rook == NoSquare)
        return fail(col, "castling right " + quoted(ch) + " needs a " + side + v.castling_rook_names() +
                             " on the " + (lower == 'k' ? "kingside" : "queenside") + " of the " + kingName +
                             " on " + v.square_name(king[c]));
      if (st.castling >> right & 1) return fail(col, "castling right " + quoted(ch) + " repeated");
      set_castling_right(right, king[c], rook);
      if (gating) gate(c, king[c]), gate(c, rook);
      continue;
    }
    const int file = lower - 'a', rank = v.castlingRank[c];
    if (file >= v.files)
      return fail(col, (gating ? "gating right " : "invalid castling right ") + quoted(ch) +
                           (gating ? " is not a file of the board" : ""));
    const Square s = rank >= 0 ? v.square(file, rank) : NoSquare;
    if (s != NoSquare && s == king[c]) { // which king castles, and its gating right
      if (gating) gate(c, s);
      continue;
    }
    if (s != NoSquare && king[c] != NoSquare && is_rook(s, c) && (!gating || kingKept[c])) {
      const int right = 2 * c + (file > v.file_of(king[c]) ? 0 : 1);
      if (has_line(v, right)) {
        if (!(st.castling >> right & 1))
          set_castling_right(right, king[c], s);
        else if (!gating || castleRook_[right] != s)
          return fail(col, "castling right " + quoted(ch) + " repeated");
        if (gating) gate(c, king[c]), gate(c, s);
        continue;
      }
    }
    if (gating) {
      // A right may name an empty square (Fairy-Stockfish writes every file): a piece that
      // later arrives there without capturing may still gate when it leaves.
      (v.gateZone[c] | v.firstZone[c]).for_each([&](Square g) {
        if (v.file_of(g) == file) st.gates.set(g);
      });
      continue;
    }
    if (s == NoSquare || (!has_line(v, 2 * c) && !has_line(v, 2 * c + 1)))
      return fail(col, "invalid castling right " + quoted(ch));
    if (king[c] == NoSquare)
      return fail(col, "castling right " + quoted(ch) + " needs the " + side + kingName + " on rank " +
                           std::to_string(rank + 1));
    return fail(col, "castling right " + quoted(ch) + " needs a " + side + v.castling_rook_names() + " on " +
                         v.square_name(s));
  }

  for (Color c : {White, Black}) drop_spent_gates(c, st);

  // Castling from other squares than the start position's makes a Chess960 position.
  unusualCastling_ = false;
  for (int right = 0; right < 4; ++right)
    if (st.castling >> right & 1) {
      const CastlingOption &o = first_line(v, right);
      unusualCastling_ |= castleKing_[right / 2] != o.kingFrom || castleRook_[right] != o.rookFrom;
    }
  set_chess960(chess960Mode_);
  return true;
}

// Chess960 positions write each right as its rook's file letter, and the king's file first
// where several castling pieces share the rank; others write K, Q, k, q, or the rook's file
// where another partner stands between it and the corner (X-FEN). Gating squares that
// the castling rights already keep are left out.
std::string Position::castling_field() const {
  const Variant &v = *v_;
  std::string rights;
  for (Color c : {White, Black}) {
    SquareSet implied;
    const unsigned held = st().castling >> (2 * c) & 3;
    // Several castling kings on the rank: the one that castles is named first, in a Chess960
    // position or where another's gate is named (else the one on its start square castles).
    if (held) {
      int kings = 0;
      bool otherNamed = false;
      for (int f = 0; f < v.files; ++f)
        if (const Square s = v.square(f, v.castlingRank[c]); board_[s] == make_piece(c, v.castlingKing)) {
          ++kings;
          otherNamed |= s != castleKing_[c] && (st().gates & (v.gateZone[c] | v.firstZone[c])).test(s);
        }
      if (kings > 1 && (chess960_ || otherNamed))
        rights += piece_letter(v, c, castleKing_[c]), implied.set(castleKing_[c]);
    }
    const bool kingWritten = castleKing_[c] != NoSquare && implied.test(castleKing_[c]);
    const size_t first = rights.size();
    bool xfenHeld = false;
    for (int right = 2 * c; right < 2 * c + 2; ++right)
      if (st().castling >> right & 1) {
        // K and Q only where they read back as this rook (X-FEN): another partner may have come
        // between it and the corner.
        const bool xfen =
            !chess960_ && outermost_partner(*this, c, castleKing_[c], right % 2 == 0) == castleRook_[right];
        rights +=
            xfen ? std::string(1, first_line(v, right).fenChar) : piece_letter(v, c, castleRook_[right]);
        xfenHeld |= xfen;
        if (!chess960_) implied.set(castleKing_[c]);
        implied.set(castleRook_[right]);
      }
    // Where gates share the field, a rook's letter is a castling right only beside K, Q or the
    // king's own letter (else it is the rook's gate): write the king's letter where nothing else
    // in the field shows that the king keeps its rights.
    const bool gating = !v.gatePieces.empty() || v.hasFirstMoves;
    if (gating && held && !xfenHeld && !kingWritten && !gating_spent(c) &&
        !(chess960_ && (st().gates & (v.gateZone[c] | v.firstZone[c])).test(castleKing_[c]))) {
      rights.insert(first, piece_letter(v, c, castleKing_[c]));
      implied.set(castleKing_[c]);
    }
    // A file letter names every such square of its file: where the file has several, each
    // right is written as its square (A2). So is a gate whose bare letter would read back as
    // something else: a castling rook's without a right where the field keeps the king's square
    // (Seirawan's h8 gate beside e8's after the right is lost), or any gate of a file whose
    // castling-rank square holds such a partner or a castling king.
    const SquareSet zone = v.gateZone[c] | v.firstZone[c];
    auto castling_piece = [&](Square s, uint64_t types) {
      return v.rank_of(s) == v.castlingRank[c] && board_[s] && color_of(board_[s]) == c &&
             (types >> type_of(board_[s]) & 1);
    };
    bool kingKept = held || gating_spent(c);
    (st().gates & zone).for_each([&](Square s) {
      kingKept |= v.castlingKing >= 0 && castling_piece(s, uint64_t(1) << v.castlingKing);
    });
    (st().gates & zone).without(implied).for_each([&](Square s) {
      rights += file_letter(c, v.file_of(s));
      int onFile = 0;
      zone.for_each([&](Square z) { onFile += v.file_of(z) == v.file_of(s); });
      const char lower = char('a' + v.file_of(s));
      // A bare letter names the castling rank's square of its file first: a partner there reads
      // as a castling right, a castling king there as that king's own gate.
      const int rank = v.castlingRank[c];
      const Square named = rank >= 0 && rank < v.ranks ? v.square(v.file_of(s), rank) : NoSquare;
      const bool shadowed =
          named != NoSquare &&
          ((kingKept && castling_piece(named, v.castlingRooks)) ||
           (named != s && v.castlingKing >= 0 && castling_piece(named, uint64_t(1) << v.castlingKing)));
      if (onFile > 1 || shadowed || lower == 'k' || lower == 'q') rights += std::to_string(v.rank_of(s) + 1);
      // On the k- and q-files the square itself (K1) names a castling partner's castling right
      // (X-FEN keeps the bare letters for the wings): its gate alone is marked.
      if ((lower == 'k' || lower == 'q') && named == s && kingKept && castling_piece(s, v.castlingRooks))
        rights += '-';
    });
  }
  return rights.empty() ? "-" : rights;
}

// A king dropped on its castling square castles with the rooks standing in the corners, a rook
// dropped in a corner with the king on its square.
void Position::castle_dropped(Color us, int type, Square to, StateInfo &st) {
  const Variant &v = *v_;
  const Square king = castleKing_[us];
  if (king == NoSquare) return;
  for (int right = 2 * us; right < 2 * us + 2; ++right) {
    const Square rook = castleRook_[right];
    if (rook == NoSquare || (st.castling >> right & 1)) continue;
    const bool rookThere =
        board_[rook] && color_of(board_[rook]) == us && (v.castlingRooks >> type_of(board_[rook]) & 1);
    if ((type == v.castlingKing && to == king && rookThere) ||
        ((v.castlingRooks >> type & 1) && to == rook && board_[king] == make_piece(us, v.castlingKing)))
      st.castling |= uint16_t(1) << right;
  }
}

} // namespace chimera
