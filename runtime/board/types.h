// Basic vocabulary of the runtime: colours, squares, pieces, moves.
#pragma once

#include <cstdint>

namespace chimera {

constexpr int MaxFiles = 16;
constexpr int MaxRanks = 16;
constexpr int MaxSquares = MaxFiles * MaxRanks;
constexpr int MaxPieceTypes = 60; // types per variant; a Piece code must fit in 7 bits

enum Color : uint8_t { White = 0, Black = 1 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// Squares are numbered rank-major from a1: sq = rank * files + file. Tables store them as
// bytes; code that needs "no square" uses NoSquare, which no board reaches.
using Square = int;
constexpr Square NoSquare = -1;

// A piece on the board: 0 is empty, otherwise 1 + 2 * type + colour.
using Piece = uint8_t;
constexpr Piece NoPiece = 0;
// A wall (Fairy-Stockfish's `*`): a square no piece may enter, neither side's, created during
// play. It is stored on the board so that rays and probes stop at it as at any occupied
// square; its type, 63, is in no type mask (no probe finds it attacking, and the generator
// adds WallType to the types a piece may not capture).
constexpr Piece Wall = 127;
constexpr uint64_t WallType = uint64_t(1) << 63;
constexpr Piece make_piece(Color c, int type) { return Piece(1 + 2 * type + c); }
constexpr Color color_of(Piece p) { return Color((p - 1) & 1); }
constexpr int type_of(Piece p) { return (p - 1) >> 1; }

enum class MoveKind : uint8_t {
  Normal,
  Promotion,  // extra = promoted-to type
  EnPassant,  // captures the piece that just passed the target square
  DoubleStep, // non-capturing multi-square step that leaves en-passant squares behind
  Castling,   // extra = castling option index (| Chess960 | GateOnRook); from/to: king, rook squares
  Drop,       // extra = dropped type; from == to
  Pass,       // a null move allowed by the rules; from == to == a royal square
  Locust,     // extra = the square of the enemy captured on the way; `to` is empty
  Explosion,  // a capture that removes the mover too (a Gunnery shot): `to` is left empty
  // En passant on an exploding line: the victim and the mover go, `to` is left empty.
  EnPassantExplosion,
};

// Does the move remove the mover with its victim?
constexpr bool explodes(MoveKind k) { return k == MoveKind::Explosion || k == MoveKind::EnPassantExplosion; }

// A move in 64 bits: from, to, extra (a piece type or a castling index), kind, and a gate:
// the 1-based index of a piece from hand that enters on the square the move leaves
// (Seirawan gating), 0 for none; then, in bits 32-40, the wall the move places (the square
// + 1, 0 for none). The transposition table keeps all 41 bits.
class Move {
public:
  static constexpr int GateOnRook = 0x80; // castling extra: the gate is the rook's square
  static constexpr int Chess960 = 0x40;   // castling extra: written as the king taking its rook
  static constexpr int Declined = 0x80;   // a gating move's extra: it declines a promotion (c5a3=n)
  constexpr Move() = default;
  constexpr Move(Square from, Square to, MoveKind kind = MoveKind::Normal, int extra = 0)
      : bits_(uint32_t(from) | uint32_t(to) << 8 | uint32_t(extra) << 16 | uint32_t(kind) << 24) {}
  static constexpr Move none() { return Move(); }
  static constexpr Move from_raw(uint64_t bits) { return Move(bits); }

  constexpr Square from() const { return Square(bits_ & 0xFF); }
  constexpr Square to() const { return Square(bits_ >> 8 & 0xFF); }
  constexpr int extra() const { return int(bits_ >> 16 & 0xFF); }
  constexpr MoveKind kind() const { return MoveKind(bits_ >> 24 & 0x0F); }
  constexpr int gate() const { return int(bits_ >> 28 & 0x0F); }
  constexpr int castling() const { return extra() & ~(GateOnRook | Chess960); } // the castling option
  constexpr Move with_gate(int gate) const {
    return Move((bits_ & ~uint64_t(0xF0000000u)) | uint64_t(gate) << 28);
  }
  // The square the move puts a wall on (§10.4), NoSquare if none.
  constexpr Square wall() const { return Square(int(bits_ >> 32 & 0x1FF) - 1); }
  constexpr Move with_wall(Square s) const { return Move((bits_ & 0xFFFFFFFFu) | uint64_t(s + 1) << 32); }
  constexpr Move without_wall() const { return Move(bits_ & 0xFFFFFFFFu); }
  constexpr uint64_t raw() const { return bits_; }
  constexpr bool is_none() const { return bits_ == 0xFFFFFFFFu; }
  constexpr bool operator==(Move o) const { return bits_ == o.bits_; }
  constexpr bool operator!=(Move o) const { return bits_ != o.bits_; }

private:
  constexpr explicit Move(uint64_t bits) : bits_(bits) {}
  uint64_t bits_ = 0xFFFFFFFFu;
};

} // namespace chimera
