#include "runtime/board/invariants.h"

#include <algorithm>
#include <vector>

#include "runtime/bitboard/movegen.h"
#include "runtime/board/zobrist.h"
#include "runtime/moves/movegen.h"
#include "runtime/notation/notation.h"
#include "runtime/rules/goals.h"

namespace chimera {

namespace {

std::string hex(uint64_t k) {
  char buf[20];
  std::snprintf(buf, sizeof buf, "%016llx", (unsigned long long)k);
  return buf;
}

// The FEN must read back into the same position: same FEN, same hash.
std::string fen_round_trip(const Position &pos) {
  const std::string fen = pos.fen();
  Position copy(pos.variant());
  copy.set_chess960(pos.chess960()); // a mode of the reader, as UCI_Chess960 is
  FenError err;
  if (!copy.set_fen(fen, err))
    return "FEN does not read back (column " + std::to_string(err.column) + ": " + err.message + ")";
  if (copy.fen() != fen) return "FEN reads back as " + copy.fen();
  // The key also counts passes in a row (two end the game), which a FEN does not hold.
  if ((copy.key() ^ zobrist::passes_key(pos.st().passes)) != pos.key())
    return "FEN reads back with hash " + hex(copy.key()) + " not " + hex(pos.key());
  return {};
}

// What a move does, for a report on two moves written alike.
std::string kind_name(Move m) {
  static const char *names[] = {"a plain move or capture",
                                "a promotion",
                                "an en-passant capture",
                                "a double step",
                                "castling",
                                "a drop",
                                "a pass",
                                "a locust capture",
                                "an exploding capture"};
  return names[int(m.kind())] + std::string(m.gate() ? " with gating" : "");
}

} // namespace

std::string check_node(Position &pos) {
  const Variant &v = pos.variant();
  const std::string fen = pos.fen();
  auto broken = [&](const std::string &what, Move m = Move::none()) {
    return fen + (m.is_none() ? "" : " move " + move_to_text(v, m)) + ": " + what;
  };
  const uint64_t key = pos.key();
  if (key != pos.compute_key())
    return broken("incremental hash " + hex(key) + " != recomputed " + hex(pos.compute_key()));
  // A game that has ended by a rule (two passes) may show a position no FEN can start from.
  if (!pos.st().ended)
    if (std::string e = fen_round_trip(pos); !e.empty()) return broken(e);

  MoveList pseudo, legalMoves;
  generate_pseudo(pos, pseudo);
  generate_legal(pos, legalMoves);
  const CheckInfo ci = check_info(pos);
  const Color us = pos.side_to_move();
  std::vector<Move> expected;
  for (Move m : pseudo) {
    const bool fast = legal(pos, m, ci), slow = node_allows(pos, m, ci) && legal_slow(pos, m, ci);
    if (fast != slow)
      return broken(fast ? "the shortcut allows an illegal move" : "the shortcut rejects a legal move", m);
    if (pos.key() != key || pos.fen() != fen)
      return broken("testing legality does not restore the position", m);
    if (fast) expected.push_back(m);
  }
  // Where a goal has ended the game there are no moves at all.
  Outcome over;
  const bool goalEnded = !v.goals.empty() && goal_reached(pos, over);
  if (goalEnded) expected.clear();
  if (!std::equal(expected.begin(), expected.end(), legalMoves.begin(), legalMoves.end()))
    return broken("generate_legal differs from the pseudo-legal moves that pass legal()");
  if (v.on_bitboards()) { // the bitboard path: its piece bitboards, and its count of the last ply
    for (Square s = 0; s < v.squares(); ++s)
      if (Piece p = pos.at(s); p && p != Wall && !bitboard::has(pos.bitboard_as<bitboard::Triple>(p), s))
        return broken("the bitboard of the piece on " + v.square_name(s) + " misses it");
    // Its count knows no goals: perft asks goal_reached first (runtime/perft/perft.cpp).
    if (const int64_t n = goalEnded ? -1 : bitboard::count_legal(pos);
        n >= 0 && n != int64_t(expected.size()))
      return broken("the bitboard path counts " + std::to_string(n) + " legal moves");
  }

  std::vector<std::pair<std::string, Move>> texts;
  for (Move m : legalMoves) {
    texts.emplace_back(move_to_text(v, m), m);
    pos.do_move(m);
    // A move that ends the game by a goal (a blast that takes the enemy king) may leave its
    // own royal piece attacked.
    const bool exposed = pos.royal_attacked(us) && !(!v.goals.empty() && goal_reached(pos, over));
    const uint64_t childKey = pos.key(), childComputed = pos.compute_key();
    pos.undo_move(m);
    // A confronted player may pass even in check (the pass ends the game).
    if (exposed && !(ci.confronted && m.kind() == MoveKind::Pass))
      return broken("a legal move leaves the mover's royal piece attacked", m);
    if (childKey != childComputed)
      return broken(
          "after the move the incremental hash " + hex(childKey) + " != recomputed " + hex(childComputed), m);
    if (pos.key() != key) return broken("unmake does not restore the hash", m);
    if (pos.fen() != fen) return broken("unmake gives " + pos.fen(), m);
  }
  std::sort(texts.begin(), texts.end(), [](auto &a, auto &b) { return a.first < b.first; });
  auto same = [](auto &a, auto &b) { return a.first == b.first; };
  if (auto d = std::adjacent_find(texts.begin(), texts.end(), same); d != texts.end())
    return broken("two legal moves are both written " + d->first + " (" + kind_name(d->second) + " and " +
                  kind_name(d[1].second) + ")");
  return {};
}

uint64_t perft_checked(Position &pos, int depth, std::string &error) {
  error = check_node(pos);
  if (!error.empty() || depth <= 0) return 1;
  MoveList list;
  generate_legal(pos, list);
  uint64_t nodes = 0;
  for (Move m : list) {
    pos.do_move(m);
    nodes += perft_checked(pos, depth - 1, error);
    pos.undo_move(m);
    if (!error.empty()) break;
  }
  return nodes;
}

} // namespace chimera
