#include "runtime/notation/notation.h"

#include <cctype>
#include <cstdlib>

#include "runtime/moves/castling.h"
#include "runtime/moves/movegen.h"

namespace chimera {

// A wall placed with the move (§10.4) follows it: the square written last, then the wall's
// (Fairy-Stockfish's e2e4,e4e5). Where a wall may be placed instead of a move, a move without
// one names a1 as its wall (a2a3,a3a1): Fairy-Stockfish's move keeps a wall field, empty there,
// and prints it as its first square. A pass places no wall and is written without the field.
static std::string with_wall(const Variant &v, Move m, std::string s, Square last) {
  if (m.wall() != NoSquare)
    s += "," + v.square_name(last) + v.square_name(m.wall());
  else if (v.walls.instead && m.kind() != MoveKind::Pass)
    s += "," + v.square_name(last) + v.square_name(v.square(0, 0));
  return s;
}

std::string move_to_text(const Variant &v, Move m) {
  if (m.is_none()) return "0000";
  if (m.kind() == MoveKind::Drop) {
    const PieceType &t = v.types[m.extra()];
    return with_wall(v, m, std::string(t.promotedMark ? "+" : "") + t.letter + "@" + v.square_name(m.to()),
                     m.to());
  }
  std::string s = v.square_name(m.from()) + v.square_name(m.to());
  Square last = m.to();
  if (m.kind() == MoveKind::Castling) {
    const CastleSquares o = castle_squares(v, m);
    const CastlingOption &line = v.castling[m.castling()];
    // Free castling (several lines on the wing) names the king's landing square too where the
    // two-square forms would name every line alike: gating on the rook's square (h1e1g1h: the
    // gate goes to the square written first) and Chess960 positions (e1g1h1), whose king
    // taking its rook is the same text for each line of the wing.
    const bool free = free_castling(v, line);
    const CastlingOption::Written w = line.written;
    if ((m.extra() & Move::GateOnRook) && free)
      s = v.square_name(o.rookFrom) + v.square_name(o.kingFrom) + v.square_name(last = o.kingTo);
    else if ((m.extra() & Move::Chess960) && free)
      s = v.square_name(o.kingFrom) + v.square_name(o.kingTo) + v.square_name(last = o.rookFrom);
    // Castling that gates on the rook's square is written rook square, king square (h1e1h);
    // in Chess960 positions as the king taking its own rook (e1h1), as Chess960 UCI does;
    // else as its line says (compiler/lower.cpp, castling_notation).
    else if ((m.extra() & Move::GateOnRook) ||
             (!(m.extra() & Move::Chess960) && w == CastlingOption::RookTakesKing))
      s = v.square_name(o.rookFrom) + v.square_name(last = o.kingFrom);
    else if (!(m.extra() & Move::Chess960) && w == CastlingOption::KingMove)
      s = v.square_name(o.kingFrom) + v.square_name(last = o.kingTo);
  }
  if (m.kind() == MoveKind::Promotion) {
    const PieceType &t = v.types[m.extra()];
    if (t.promotedMark)
      s += '+';
    else if (t.revertedTo) // a promoted piece turning back (`reverts`)
      s += '-';
    else
      s += char(std::tolower((unsigned char)t.letter));
  }
  if (m.kind() == MoveKind::Locust) s += "x" + v.square_name(m.extra()); // d4f4xe4
  if (m.gate() && m.kind() != MoveKind::Castling && (m.extra() & Move::Declined)) s += '=';
  if (m.gate()) s += char(std::tolower((unsigned char)v.types[v.gatePieces[m.gate() - 1]].letter));
  return with_wall(v, m, s, last);
}

std::string move_short_text(const Variant &v, Move m) {
  if (!v.walls.instead || m.wall() != NoSquare || m.kind() == MoveKind::Pass || m.is_none()) return "";
  const std::string written = move_to_text(v, m);
  return written.substr(0, written.rfind(','));
}

bool move_written(const Variant &v, Move m, const std::string &text) {
  return move_to_text(v, m) == text || (!text.empty() && move_short_text(v, m) == text);
}

Move parse_move(Position &pos, const std::string &text) {
  MoveList list;
  generate_legal(pos, list);
  for (Move m : list)
    if (move_written(pos.variant(), m, text)) return m;
  return Move::none();
}

} // namespace chimera
