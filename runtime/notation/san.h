// Standard algebraic notation (SAN) for any compiled variant, with the definition's letters and
// Fairy-Stockfish's forms where it has one: Nf3, exd6, Nbd7, R1a3, O-O, e8=Q, P@e4, U@g1,
// +Rxb2, Bxb2=+B, Nf3/H, O-O/He1, a pass as the royal piece's own square (Ke2); Wildebeest's
// free castling names the king's square (O-O-i1), a locust its victim (Lf6xe5). A check adds
// '+', a checkmate by the variant's rules '#'. docs/language.md §16.1 has the rules.
#pragma once

#include <string>
#include <vector>

#include "runtime/moves/movegen.h"
#include "runtime/board/position.h"

namespace chimera {

// The type written without a letter: the one lettered P (not +P) that moves differently from
// how it captures, as orthodox pawns do; -1 if there is none (Shogi's and Xiangqi's pawns
// move as they capture and keep their letter, as in Fairy-Stockfish).
int san_pawn(const Variant &v);

// The SAN of a legal move; pos is left as it was.
std::string move_to_san(Position &pos, Move m);

// The moves of `moves` (legal or pseudo-legal moves of pos) that a SAN text may denote: the one
// written exactly so (check signs and !/? ignored), else those it describes leniently
// (disambiguation that is not needed or missing, no 'x', 0-0, e8Q, --, Ng1-f3). `shaped`: the
// text has the form of SAN, whether or not it matches a move.
struct SanMatch {
  std::vector<Move> moves;
  bool shaped = false;
};
SanMatch match_san(Position &pos, const MoveList &moves, const std::string &text);

// The legal move the SAN text denotes, or Move::none() if none or several.
Move parse_san(Position &pos, const std::string &text);

} // namespace chimera
