// Move generation from the compiled ray tables.
#pragma once

#include <algorithm>

#include "runtime/board/position.h"
#include "runtime/moves/capture.h"

namespace chimera {

// Moves a list holds without touching the heap: far more than any shipped variant needs.
// No fixed number can bound every definition (one piece that leaps to every square of a
// 16x16 board, many such pieces, sixty promotion choices, gating), so beyond it a list grows.
constexpr int MaxMoves = 8192;

struct MoveList {
  Move *moves = inline_; // contiguous: inline_ or, once grown, the heap
  int n = 0;

  MoveList() {}
  MoveList(const MoveList &) = delete;
  MoveList &operator=(const MoveList &) = delete;
  ~MoveList() {
    if (moves != inline_) delete[] moves;
  }

  void add(Move m) {
    if (n == capacity_) grow();
    moves[n++] = m;
  }
  int size() const { return n; }
  const Move *begin() const { return moves; }
  const Move *end() const { return moves + n; }
  Move operator[](int i) const { return moves[i]; }

private:
  [[gnu::noinline]] void grow() {
    Move *bigger = new Move[size_t(capacity_) * 2];
    std::copy(moves, moves + n, bigger);
    if (moves != inline_) delete[] moves;
    moves = bigger;
    capacity_ *= 2;
  }

  int capacity_ = MaxMoves;
  // Left uninitialised: a list lives on the stack of every search and perft node, and
  // filling 8192 moves each time would cost more than generating them.
  union {
    Move inline_[MaxMoves];
  };
};

// What a node knows about its royal piece before trying moves. When the side to move has one
// royal piece and is not in check, a move that neither leaves a `fromUnsafe` square nor
// lands on a `toUnsafe` one cannot expose it, and needs no make/unmake to be proven legal.
struct CheckInfo {
  bool simple = false;
  // No royal piece to expose and no rule that tests moves (a drop that may not mate, a promotion
  // that may attack nothing, a new royal piece): every pseudo-legal move is legal but for the
  // node's rules (node_allows).
  bool everyMove = false;
  // Under a blast (simple holds only where the side has no piece of royal types): a move that
  // takes nothing blows nothing up, so with one royal piece it is legal if that piece is safe
  // afterwards, and a plain capture if its blast spares the mover's royal types and takes the
  // enemy's or leaves the piece safe, both tested in place (quietTest); quietSafe: the piece
  // is safe now, so a quiet move as `simple` allows needs no test at all.
  bool quietTest = false;
  bool quietSafe = false;
  // ... and a capture too: nothing goes to hand, and the enemy has one royal piece at most, so
  // blowing it up ends the game (with several, it may end nothing: make/unmake decides).
  bool captureTest = false;
  bool confronted = false;   // the royal piece faces a confrontation: it must be broken
  bool inCheck = false;      // known only where a rule needs it (escapes only by capture)
  bool capturesOnly = false; // `must capture` and a legal capture exists: other moves are illegal
  bool mustDrop = false;     // `must drop`: the side holds such a type; other drops are illegal
  bool dropsOnly = false;    // ... and can drop one legally: other moves are illegal too
  SquareSet checkers;        // with inCheck: the pieces that give check
  SquareSet fromUnsafe;      // pinned pieces, lame-leap blocks, hopper lines
  SquareSet toUnsafe;        // hopper and grasshopper lines: a new screen can open an attack
  // Is every pseudo-legal move of the node legal?
  bool all_legal() const { return everyMove && !capturesOnly && !mustDrop; }
};
CheckInfo check_info(Position &pos);
// `must drop`: does the side to move hold a piece of such a type?
bool holds_must_drop(const Position &pos);
// The same without the rules that need moves tried (`must capture`, checkers).
CheckInfo check_info_plain(const Position &pos);

// Every move the rules allow, ignoring whether it leaves the mover's royal piece attacked.
void generate_pseudo(const Position &pos, MoveList &list);
// The same before the walls (runtime/moves/walls.h): each move once, without its wall.
void generate_unwalled(const Position &pos, MoveList &list);
// The pseudo-legal captures (of every kind) and promotions: exactly the moves of
// generate_pseudo that is_tactical accepts (runtime/moves/capture.h), in the same order, found
// without making the quiet ones.
void generate_tactical(const Position &pos, MoveList &list);
// Seirawan gating: appends, for each move of list[start, n) that leaves a square with a gating
// right, the same move bringing each gating piece in hand onto that square (castling: onto the
// king's or the rook's square). The gated move is legal exactly when the move is, where no
// piece hops (a gated piece can open a hopper's line): the bitboard path gates its legal list.
void add_gating(const Position &pos, MoveList &list, int start);
// Does this pseudo-legal move leave the mover's royal pieces safe (and castle legally)?
bool legal(Position &pos, Move m);
// The full test by make/unmake (but for node_allows, the rules of the whole node).
bool legal_slow(Position &pos, Move m, const CheckInfo &ci);
// The rules of the whole node: `must capture` and `must drop`.
inline bool node_allows(const Position &pos, Move m, const CheckInfo &ci) {
  if (ci.capturesOnly && !is_capture(pos, m)) return false;
  if (ci.mustDrop)
    return m.kind() == MoveKind::Drop ? pos.variant().mustDrop >> pos.drop_source(m) & 1 : !ci.dropsOnly;
  return true;
}
// The same, using the node's CheckInfo to skip make/unmake where it can.
inline bool legal(Position &pos, Move m, const CheckInfo &ci) {
  if (!node_allows(pos, m, ci)) return false;
  const Variant &v = pos.variant();
  const MoveKind k = m.kind();
  if (ci.simple &&
      (k == MoveKind::Normal || k == MoveKind::DoubleStep ||
       // a promotion or a drop that makes a royal piece must see whether it stands attacked,
       // and a promotion in place that may attack nothing whether it does
       ((k == MoveKind::Promotion
             ? !(v.quietPromoters >> type_of(pos.at(m.from())) & 1)
             : k == MoveKind::Drop && !(v.noMateDrop >> m.extra() & 1) && v.dropPusher < 0) &&
        !(v.mayAddRoyal && ((v.royalTypes | v.royalLastTypes) >> m.extra() & 1)))) &&
      // A piece gated onto the square left blocks lines, but may open a hopper's or a path's
      // (toUnsafe there) or add a royal piece.
      (!m.gate() || (!ci.toUnsafe.test(m.from()) &&
                     !((v.royalTypes | v.royalLastTypes) >> v.gatePieces[m.gate() - 1] & 1))) &&
      !ci.fromUnsafe.test(m.from()) && !ci.toUnsafe.test(m.to()) &&
      !pos.royals(pos.side_to_move()).test(m.from()) &&
      // A wall can open a line (a new screen, a moving wall lifted) where a royal piece stands.
      (m.wall() == NoSquare || pos.royals(pos.side_to_move()).empty()))
    return true;
  return legal_slow(pos, m, ci);
}
// The legal moves; none where the game is over by a goal (runtime/rules/goals.h).
void generate_legal(Position &pos, MoveList &list);
// Has the side to move a legal move (goals aside)?
bool has_legal_move(Position &pos);

} // namespace chimera
