// Move ordering: the hash move, then captures and promotions by victim value and capture
// history (those losing their exchange after the quiet moves), then killers and the counter
// move, then quiet moves by their histories (from-to, and after the last two moves).
#pragma once

#include <cstdint>

#include "runtime/eval/eval.h"
#include "runtime/moves/movegen.h"
#include "runtime/search/correction.h"

namespace chimera {

// A move's context for the continuation histories: the piece that made the move one or two
// plies before, and where it went (NoContext at the root or after a null move).
constexpr uint32_t NoContext = ~0u;
inline uint32_t context(Piece p, Square to) { return uint32_t(p) << 8 | to; }

// What the search learns about moves: statistics that decay as they saturate (bonus b moves
// an entry h by b - h |b| / 16384).
struct Histories {
  static constexpr int ContBits = 20, CaptureBits = 18;
  int16_t butterfly[2][MaxSquares][MaxSquares]; // side, from, to
  // Plies back - 1, then one block of [piece][to] per context (hashed into the blocks there
  // are), so that the quiet moves of one node read one small block.
  int16_t cont[2][1 << ContBits];
  int squares = MaxSquares, block = 1 << ContBits, blocks = 1;
  int16_t capture[1 << CaptureBits]; // hash of (piece, to, victim type)
  Move counter[128][MaxSquares];     // the reply that refuted (piece, to)
  Correction correction;             // of the static evaluation (runtime/search/correction.h)

  void clear();
  // Sizes the continuation blocks for a variant's board and piece types.
  void shape(int squares, int types);
  uint32_t cont_index(uint32_t ctx, Piece p, Square to) const {
    const uint32_t b = uint32_t((uint64_t(ctx) * 0x9E3779B97F4A7C15ull) >> 32) % uint32_t(blocks);
    return b * uint32_t(block) + uint32_t(p) * uint32_t(squares) + to;
  }
  static uint32_t capture_index(Piece p, Square to, int victim) {
    return uint32_t(((uint64_t(p) << 16 | uint64_t(to) << 8 | uint64_t(victim)) * 0x9E3779B97F4A7C15ull) >>
                    (64 - CaptureBits));
  }
  // Where the blocks of a node's two contexts start (-1: none), found once per node: the hash
  // into the blocks takes a division.
  struct Slots {
    int32_t base[2];
  };
  Slots slots(const uint32_t ctx[2]) const {
    Slots s;
    for (int i = 0; i < 2; ++i) s.base[i] = ctx[i] == NoContext ? -1 : int32_t(cont_index(ctx[i], 0, 0));
    return s;
  }
  // The quiet move's score: from-to history and both continuation histories.
  int quiet(Color c, Piece p, Move m, const Slots &at) const;
  void update_quiet(Color c, Piece p, Move m, const Slots &at, int bonus);
  void update_capture(Piece p, Square to, int victim, int bonus);
};

void update_stat(int16_t &h, int bonus);

// One node's moves with their ordering scores; a search keeps one per ply (they are large).
struct ScoredMoves {
  MoveList list;
  int score[MaxMoves];
  bool doubtful[MaxMoves]; // a capture of a cheaper piece: its exchange is checked when picked
  int next = 0;
  int scored = 0; // the moves before it have their scores; from it on, Pending ones
  // Only the tactical moves are listed yet: the quiet ones come when they would be picked, the
  // killers and the counter move kept for them.
  bool quietsLater = false;
  Move killer[2], counterMove;
  bool legalOnly = false; // the list holds legal moves only (the bitboard path): no legal() needed
  // The quiet moves (not killers nor the counter move) are scored by their histories only when
  // pick() reaches them: a cut-off before them saves the look-ups. Until then they hold
  // Pending, above every history score and below the killers.
  static constexpr int Pending = 1 << 22;
  const Histories *hist = nullptr;
  Histories::Slots slots{};

  // Fills the list with the pseudo-legal moves (only captures and promotions if tacticalOnly);
  // on the bitboard path, with every legal move, in the same order as the others would be.
  // Staged (out of check, the hash move none or tactical), the quiet moves are added only when
  // pick() reaches them: the same moves come in the same order.
  void generate(Position &pos, const Evaluator &ev, Move hashMove, const Move killers[2], Move counter,
                const uint32_t ctx[2], const Histories &h, bool tacticalOnly, bool staged = true);
  // The best-scored move not yet returned, or Move::none(). A doubtful capture that loses
  // its exchange is moved after the quiet moves first (its SEE is computed only when it would
  // be tried, so a cut-off before it saves the work).
  Move pick(Position &pos, const Evaluator &ev);
  // Drops the moves not yet returned that are quiet and give no check (bitboard::gives_check):
  // once one quiet move is pruned as late or futile, the search prunes all of these. Returns
  // gives_check's answer for the move returned last.
  int drop_quiets(Position &pos);
  void add_quiets(Position &pos);
  // Was the move pick() returned last a capture that loses its exchange?
  bool losing() const { return score[next - 1] < LosingCapture / 2; }
  static constexpr int LosingCapture = -(1 << 23);
};

} // namespace chimera
