// A position of any compiled variant: board, hands, side to move, rights, and the stack of
// states that make/unmake walks.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "runtime/board/squareset.h"
#include "runtime/board/types.h"
#include "runtime/board/variant.h"

namespace chimera {

// What do_move cannot recompute when the move is taken back.
struct StateInfo {
  uint64_t key = 0;
  uint16_t castling = 0;
  int rule50 = 0;
  Piece captured = NoPiece;
  Piece moved = NoPiece; // the mover before any promotion
  bool capturedPromoted = false;
  bool movedPromoted = false; // the mover had arisen by promotion (a '~' piece)
  uint8_t passes = 0;         // passes in a row up to this position
  bool ended = false;         // the game is over by a rule (two passes, a pass that accepts a confrontation)
  Square epVictim = NoSquare; // the piece that may be taken en passant, if any
  SquareSet epSquares;        // the squares it passed; valid only with an epVictim
  SquareSet gates;            // squares whose piece has not moved yet: gating and first-move rights
  uint8_t checks[2] = {0, 0}; // check counting: the checks each side still has to give
  uint16_t blasted = 0;       // pieces this move's blast removed (the last entries of blasted_)
  uint16_t changed = 0;       // squares this move changed besides its own (walls placed, lifted or
                              // petrified, flipped pieces): the last entries of changes_
  uint8_t dropSource = 0;     // a drop: the type it took from hand (a promoted drop's base)
  Move move;                  // the move that led here (none at a FEN's position)
  int countLimit = 0, countPly = 0; // counting rules (runtime/rules/counting.cpp), in plies; 0: no count
  // Whether the side to move is in check, once asked (-1: not yet): the search asks after the
  // move and again at the node, and a probe of every royal piece is not cheap.
  mutable int8_t inCheck = -1;
  // Whether the side to move has a legal move, once known (-1: not yet): a goal of `stalemated`
  // asks at every node, where perft and the search generate the moves anyway.
  mutable int8_t canMove = -1;
};

// Pieces on the board and in both hands together, which no move increases: a FEN may not
// hold more, so every hand count fits hand_ and every position reached has a FEN.
constexpr int MaxPieces = 2 * MaxSquares;

// Where and why a FEN could not be read. Column is 1-based in the FEN text.
struct FenError {
  int column = 0;
  std::string message;
};
// A FEN character as a message quotes it: 'x', or 0x07 where it does not print.
std::string quoted(char ch);

class Position {
public:
  explicit Position(const Variant &v);

  // Reads a FEN. On failure the position is left unchanged and err says why. Without
  // readCastling only the pieces are read: the castling and en-passant fields and the check
  // test are skipped (the compiler reads the start position before its castling squares and
  // tables exist).
  bool set_fen(const std::string &fen, FenError &err, bool readCastling = true);
  std::string fen() const;

  const Variant &variant() const { return *v_; }
  Piece at(Square s) const { return board_[s]; }
  Color side_to_move() const { return side_; }
  uint64_t key() const { return st().key; }
  int rule50() const { return st().rule50; }
  uint16_t castling_rights() const { return st().castling; }
  // Where a castling right's king and rook start (NoSquare: unknown), read from the FEN's
  // castling rights: the same in every position of a game.
  Square castling_king(Color c) const { return castleKing_[c]; }
  Square castling_rook(int right) const { return castleRook_[right]; }
  // Castling line i (Variant::castling) of those start squares: the squares its king and rook
  // cross or land on but their own, which must be empty, and whether all of them are on the
  // board. Found when the rights are read, so that the generators test a set, not a walk.
  struct CastlePath {
    SquareSet squares;
    bool onBoard = false;
  };
  const CastlePath &castling_path(size_t i) const { return castlePath_[i]; }
  // A Chess960 position: castling is written as the king taking its rook, castling rights as
  // the rooks' file letters. So are the variant's (`shuffle` moves the castling pieces), the
  // positions whose castling squares are not the start position's, and every position while
  // the mode is on (UCI_Chess960); set the mode before set_fen.
  bool chess960() const { return chess960_; }
  void set_chess960(bool on) {
    chess960Mode_ = on;
    chess960_ = on || v_->chess960 || unusualCastling_;
  }
  const StateInfo &st() const { return states_.back(); }
  // The state `back` plies ago (0: this one), back <= moves_played().
  const StateInfo &st(int back) const { return states_[states_.size() - 1 - size_t(back)]; }
  // The moves played since the FEN was read, which undo_move may take back.
  int moves_played() const { return int(states_.size()) - 1; }
  int hand(Color c, int type) const { return hand_[c][type]; }
  int count(Color c, int type) const { return count_[c][type]; }
  const SquareSet &pieces(Color c) const { return byColor_[c]; }
  // The royal pieces: those of `royal` types, and a `royal when last` piece while it is its
  // side's only one.
  const SquareSet &royals(Color c) const { return royals_[c]; }
  // Pieces that arose by promotion (tracked where captures go to hand: they return demoted).
  bool promoted(Square s) const { return promoted_.test(s); }
  uint64_t present(Color c) const { return present_[c]; }
  // The squares below 64 that hold piece p, one bit each: the bitboard path's (runtime/
  // bitboard/), kept here because a bit per put and remove costs less than building them per node.
  uint64_t bitboard(Piece p) const { return byPiece_[p]; }
  // The squares below 128 that hold p, for the wide bitboards (boards of 65 to 128 squares).
  unsigned __int128 wide_bitboard(Piece p) const {
    return (unsigned __int128)byPieceHigh_[p] << 64 | byPiece_[p];
  }
  // As a set of type BB (uint64_t, unsigned __int128, or bitboard::Triple for squares below 192).
  template <class BB> BB bitboard_as(Piece p) const {
    if constexpr (sizeof(BB) == 8)
      return byPiece_[p];
    else if constexpr (sizeof(BB) == 16)
      return wide_bitboard(p);
    else
      return BB(byPiece_[p], byPieceHigh_[p], byPieceTop_[p]);
  }
  // The walls (§10.4): squares no piece may enter, stored on the board as `Wall`.
  const SquareSet &walls() const { return walls_; }
  // The squares that hold a piece or a wall.
  SquareSet occupied() const { return byColor_[White] | byColor_[Black] | walls_; }

  // The piece that makes m: on its from square, or (a drop) the side to move's piece of the
  // dropped type.
  Piece mover(Move m) const {
    return m.kind() == MoveKind::Drop ? make_piece(side_, m.extra()) : at(m.from());
  }
  // The type in hand a drop takes: the dropped type, or (dropped as a promoted piece) its base.
  int drop_source(Move m) const {
    const int t = m.extra();
    return hand_[side_][t] || v_->dropBase[t] < 0 ? t : v_->dropBase[t];
  }

  void do_move(Move m);
  void undo_move(Move m);
  // Puts a piece on a square (NoPiece empties it) outside any game, for diagrams: records no
  // state, checks no rule and does not keep the hash.
  void set_square(Square s, Piece p);

  // Is square s attacked by a piece of colour `by` (of one of `types`)?
  bool attacked(Square s, Color by, uint64_t types = ~uint64_t(0)) const;
  // The squares of the pieces of colour `by` that attack s.
  SquareSet attackers(Square s, Color by) const;
  // Does a confrontation (`confronts` moves) of colour `by` reach square s?
  bool confronted(Square s, Color by) const;
  // Is colour c in check: any of its royal pieces attacked (all of them under `check all`)? A
  // royal piece next to an enemy royal one (within a blast's radius) cannot be taken.
  bool royal_attacked(Color c) const;
  // Would a royal piece of colour c on s be safe from capture (not attacked, or shielded by a blast
  // that would take the capturer's own royal piece)?
  bool royal_safe(Square s, Color c) const;
  // Would the royal piece of colour c on `royal` be safe (royal_safe) after the piece on `from`
  // went to `to` (taking what stands there), nothing else changing? A plain move's legality
  // test, and under a blast (Blast) a quiet move's, without making the move.
  template <bool Blast = false> bool safe_after_move(Square from, Square to, Square royal, Color c);
  // Under a blast, is the plain capture from -> to of the side to move legal, its one royal piece
  // standing on `royal`: does it keep every piece of royal types of its own (and blow up one of
  // the enemy's, or leave its royal piece royal_safe)? The blasted pieces are lifted in place,
  // without do_move. Not for captures that put pieces in hand (the counts then change twice).
  bool safe_after_blast(Square from, Square to, Square royal);
  // Do the moves of the side to move check the enemy (as in_check answers once one is made)? For
  // each of the n moves whose out[i] is -1: 1 or 0 where the move changes its two squares and
  // nothing else (a plain move or capture, a double step, a promotion, a gating move, a drop
  // without a pusher), else -1 is left. The squares are changed in place, without do_move; a move
  // that changes no square the enemy royal pieces' attack probes read gives no check.
  void resolve_checks(const Move *moves, int n, int8_t *out);
  // Calls f(square, piece) for every piece a blast on `at` removes, as the board stands: those
  // within the radius but walls, immune types and, off `at`, spared types.
  template <class F> void for_each_blasted(Square at, F &&f) const {
    const Blast &b = v_->blast;
    const int f0 = v_->file_of(at), r0 = v_->rank_of(at);
    for (int r = std::max(0, r0 - b.radius); r <= std::min(v_->ranks - 1, r0 + b.radius); ++r)
      for (int fl = std::max(0, f0 - b.radius); fl <= std::min(v_->files - 1, f0 + b.radius); ++fl) {
        const Square s = v_->square(fl, r);
        const Piece pc = board_[s];
        if (pc && pc != Wall && !(b.immune >> type_of(pc) & 1) && (s == at || !(b.spared >> type_of(pc) & 1)))
          f(s, pc);
      }
  }
  // Pieces (board and hand) of colour c of the given types.
  int count_with_hand(Color c, uint64_t types) const;
  bool in_check() const {
    int8_t &known = states_.back().inCheck;
    if (known < 0) known = royal_attacked(side_);
    return known;
  }

  // The hash recomputed from scratch (for invariant checks).
  uint64_t compute_key() const;

private:
  template <class Hit>
  bool probe(const ProbeTable &table, Square s, Color by, uint64_t types, Hit &&hit) const;
  bool read_hand(const std::string &text, size_t begin, size_t end, int col0, FenError &err);
  // The castling field (runtime/moves/castling.cpp): rights, the squares they name, gating rights.
  bool read_castling(const std::string &field, int column, FenError &err);
  std::string castling_field() const;
  void set_castling_right(int right, Square king, Square rook);
  void find_castling_paths(Color c);
  void castle_dropped(Color us, int type, Square to, StateInfo &st);
  // Gating with nothing left in hand to gate, and no captures to refill it: the side's gating
  // rights mean nothing and are dropped, and its FEN letters are castling rights alone
  // (Fairy-Stockfish then writes only the rooks' files: Hha).
  bool gating_spent(Color c) const;
  void drop_spent_gates(Color c, StateInfo &st);
  // The en-passant field (runtime/moves/en_passant.cpp).
  bool read_en_passant(const std::string &field, int column, FenError &err);
  std::string en_passant_field() const;
  SquareSet ep_passers(Square s) const;
  // The squares of `squares` on which a piece of colour `by` may take en passant: one of its
  // en-passant captures reaches there (blocks, pins and checks aside), as Fairy-Stockfish
  // decides which squares a double step leaves for en passant.
  SquareSet ep_takable(const SquareSet &squares, Color by) const;
  void explode(Square at, StateInfo &st);
  void unexplode(const StateInfo &st);
  void count_check(Color mover);
  void count_moves(Move m, Color mover); // runtime/rules/counting.cpp
  void update_last_royal(Color c);
  void lose_first_rights(Move m, Color mover);
  int hand_type(Piece captured, bool wasPromoted) const;
  void gate(Move m, StateInfo &st);
  // Changes beyond the move's own squares, recorded so that undo_move restores them: a square
  // gets `now` (a piece, a Wall or NoPiece) whatever it held.
  void change(Square s, Piece now, StateInfo &st);
  void unchange(const StateInfo &st);
  void place_wall(Move m, StateInfo &st);
  void flip(Square to, bool drop, StateInfo &st);

public:
  // Where a gating move puts its piece.
  Square gate_square(Move m) const;

private:
  void put(Piece p, Square s);
  void remove(Square s);
  void clear();

  const Variant *v_;
  Piece board_[MaxSquares];
  SquareSet byColor_[2];
  SquareSet royals_[2];     // the royal pieces now (royal types, and a last royal-when-last one)
  SquareSet lastRoyals_[2]; // every piece of `royal when last` types
  SquareSet promoted_;
  struct Blasted {
    uint8_t square;
    Piece piece;
    bool promoted;
    int8_t hand; // the type it went to in its owner's opponent's hand, -1 if none
  };
  std::vector<Blasted> blasted_;
  struct Changed {
    uint8_t square;
    Piece piece; // what it held before
    bool promoted;
  };
  std::vector<Changed> changes_;
  SquareSet walls_;
  uint8_t count_[2][MaxPieceTypes];
  uint16_t hand_[2][MaxPieceTypes]; // at most MaxPieces
  uint64_t present_[2];
  // squares 0-63, 64-127, 128-191
  uint64_t byPiece_[2 * MaxPieceTypes + 2], byPieceHigh_[2 * MaxPieceTypes + 2],
      byPieceTop_[2 * MaxPieceTypes + 2];
  Square castleKing_[2] = {NoSquare, NoSquare};
  Square castleRook_[4] = {NoSquare, NoSquare, NoSquare, NoSquare};
  std::vector<CastlePath> castlePath_; // per castling line
  uint16_t keep_[MaxSquares];          // the castling rights kept when a piece leaves or enters a square
  bool chess960_ = false, chess960Mode_ = false, unusualCastling_ = false;
  Color side_ = White;
  int fullmove_ = 1;
  std::vector<StateInfo> states_;
};

} // namespace chimera
