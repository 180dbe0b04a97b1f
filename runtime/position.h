// A position of any compiled variant: board, hands, side to move, rights, and the stack of
// states that make/unmake walks.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "runtime/squareset.h"
#include "runtime/types.h"
#include "runtime/variant.h"

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
  SquareSet gates;            // squares whose piece has not moved yet, for gating
};

// Pieces on the board and in both hands together, which no move increases: a FEN may not
// hold more, so every hand count fits hand_ and every position reached has a FEN.
constexpr int MaxPieces = 2 * MaxSquares;

// Where and why a FEN could not be read. Column is 1-based in the FEN text.
struct FenError {
  int column = 0;
  std::string message;
};

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
  const StateInfo &st() const { return states_.back(); }
  int hand(Color c, int type) const { return hand_[c][type]; }
  int count(Color c, int type) const { return count_[c][type]; }
  const SquareSet &pieces(Color c) const { return byColor_[c]; }
  const SquareSet &royals(Color c) const { return royals_[c]; }
  // Pieces that arose by promotion (tracked where captures go to hand: they return demoted).
  bool promoted(Square s) const { return promoted_.test(s); }
  uint64_t present(Color c) const { return present_[c]; }

  void do_move(Move m);
  void undo_move(Move m);
  // Puts a piece on a square (NoPiece empties it) outside any game, for diagrams: records no
  // state, checks no rule and does not keep the hash.
  void set_square(Square s, Piece p);

  // Is square s attacked by a piece of colour `by`?
  bool attacked(Square s, Color by) const;
  // Does a confrontation (`confronts` moves) of colour `by` reach square s?
  bool confronted(Square s, Color by) const;
  // Is any royal piece of colour c attacked?
  bool royal_attacked(Color c) const;
  bool in_check() const { return royal_attacked(side_); }

  // The hash recomputed from scratch (for invariant checks).
  uint64_t compute_key() const;

private:
  bool probe(const ProbeTable &table, Square s, Color by) const;
  bool read_hand(const std::string &text, size_t begin, size_t end, int col0, FenError &err);
  // The en-passant field (runtime/en_passant.cpp).
  bool read_en_passant(const std::string &field, int column, FenError &err);
  std::string en_passant_field() const;
  SquareSet ep_passers(Square s) const;
  int hand_type(Piece captured, bool wasPromoted) const;
  void gate(Move m, StateInfo &st);

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
  SquareSet royals_[2];
  SquareSet promoted_;
  uint8_t count_[2][MaxPieceTypes];
  uint16_t hand_[2][MaxPieceTypes]; // at most MaxPieces
  uint64_t present_[2];
  Color side_ = White;
  int fullmove_ = 1;
  std::vector<StateInfo> states_;
};

} // namespace chimera
