// What a move captures, whatever its kind. Search and evaluation ask here only, so a new
// capture kind is one line in captured_square.
#pragma once

#include "runtime/board/position.h"

namespace chimera {

// The square of the piece the move removes from the enemy (NoSquare if none), before the move.
inline Square captured_square(const Position &pos, Move m) {
  switch (m.kind()) {
  case MoveKind::Normal: return pos.at(m.to()) ? m.to() : NoSquare;
  case MoveKind::Promotion: // a promotion in place (from == to) takes nothing
    return pos.at(m.to()) && m.to() != m.from() ? m.to() : NoSquare;
  case MoveKind::Explosion: return m.to(); // the mover is lost too
  case MoveKind::EnPassant:
  case MoveKind::EnPassantExplosion: return pos.st().epVictim;
  case MoveKind::Locust: return Square(m.extra());
  default: return NoSquare;
  }
}

inline Piece captured_piece(const Position &pos, Move m) {
  const Square s = captured_square(pos, m);
  return s == NoSquare ? NoPiece : pos.at(s);
}

inline bool is_capture(const Position &pos, Move m) { return captured_piece(pos, m) != NoPiece; }

// Captures and promotions: the moves quiescence search tries.
inline bool is_tactical(const Position &pos, Move m) {
  return m.kind() == MoveKind::Promotion || is_capture(pos, m);
}

} // namespace chimera
