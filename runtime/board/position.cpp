#include "runtime/board/position.h"

#include <algorithm>
#include <cstring>

#include "runtime/bitboard/movegen.h"
#include "runtime/board/zobrist.h"
#include "runtime/moves/castling.h"
#include "runtime/moves/en_passant.h"

namespace chimera {

Position::Position(const Variant &v) : v_(&v) {
  clear();
  states_.reserve(256);
  states_.emplace_back();
}

void Position::clear() {
  std::memset(board_, 0, sizeof board_);
  std::memset(count_, 0, sizeof count_);
  std::memset(hand_, 0, sizeof hand_);
  byColor_[0] = byColor_[1] = royals_[0] = royals_[1] = promoted_ = SquareSet();
  lastRoyals_[0] = lastRoyals_[1] = walls_ = SquareSet();
  blasted_.clear();
  changes_.clear();
  present_[0] = present_[1] = 0;
  std::memset(byPiece_, 0, sizeof byPiece_);
  std::memset(byPieceHigh_, 0, sizeof byPieceHigh_);
  std::memset(byPieceTop_, 0, sizeof byPieceTop_);
  std::fill(std::begin(keep_), std::end(keep_), uint16_t(0xFFFF));
  castleKing_[0] = castleKing_[1] = NoSquare;
  std::fill(std::begin(castleRook_), std::end(castleRook_), NoSquare);
  castlePath_.assign(v_->castling.size(), CastlePath{});
  side_ = White;
  fullmove_ = 1;
}

void Position::put(Piece p, Square s) {
  Color c = color_of(p);
  int t = type_of(p);
  board_[s] = p;
  byColor_[c].set(s);
  if (s < 64)
    byPiece_[p] |= uint64_t(1) << s;
  else if (s < 128)
    byPieceHigh_[p] |= uint64_t(1) << (s - 64);
  else if (s < 192)
    byPieceTop_[p] |= uint64_t(1) << (s - 128);
  if (v_->royalTypes >> t & 1) royals_[c].set(s);
  if (v_->royalLastTypes >> t & 1) lastRoyals_[c].set(s), update_last_royal(c);
  ++count_[c][t];
  present_[c] |= uint64_t(1) << t;
}

void Position::remove(Square s) {
  Piece p = board_[s];
  Color c = color_of(p);
  int t = type_of(p);
  board_[s] = NoPiece;
  byColor_[c].reset(s);
  if (s < 64)
    byPiece_[p] &= ~(uint64_t(1) << s);
  else if (s < 128)
    byPieceHigh_[p] &= ~(uint64_t(1) << (s - 64));
  else if (s < 192)
    byPieceTop_[p] &= ~(uint64_t(1) << (s - 128));
  royals_[c].reset(s);
  if (v_->royalLastTypes >> t & 1) lastRoyals_[c].reset(s), update_last_royal(c);
  if (--count_[c][t] == 0) present_[c] &= ~(uint64_t(1) << t);
}

// `royal when last` pieces are royal while their side has exactly one of them.
void Position::update_last_royal(Color c) {
  royals_[c] = royals_[c].without(lastRoyals_[c]);
  if (lastRoyals_[c].count() == 1) royals_[c] |= lastRoyals_[c];
}

void Position::set_square(Square s, Piece p) {
  states_.back().inCheck = states_.back().canMove = -1;
  if (board_[s] == Wall)
    board_[s] = NoPiece, walls_.reset(s);
  else if (board_[s])
    remove(s);
  if (p == Wall)
    board_[s] = Wall, walls_.set(s);
  else if (p)
    put(p, s);
}

void Position::change(Square s, Piece now, StateInfo &st) {
  const Piece was = board_[s];
  changes_.push_back({uint8_t(s), was, promoted_.test(s)});
  ++st.changed;
  st.key ^= was == Wall ? zobrist::wall[s] : was ? zobrist::psq[was][s] : 0;
  st.key ^= now == Wall ? zobrist::wall[s] : now ? zobrist::psq[now][s] : 0;
  // A flipped piece keeps its promoted mark; a wall has none.
  if (now == Wall || !now) promoted_.reset(s);
  set_square(s, now);
  // Nor does a piece keep the rights of its square: a castling rook or king turned to the other
  // side (or into a wall) castles no more, and a first move is no more its own.
  if (was && was != Wall) {
    st.castling &= keep_[s];
    if (st.gates.test(s)) st.gates.reset(s), st.key ^= zobrist::psq[0][s];
  }
}

void Position::unchange(const StateInfo &st) {
  for (int i = 0; i < st.changed; ++i) {
    const Changed c = changes_.back();
    changes_.pop_back();
    set_square(c.square, c.piece);
    if (c.promoted) promoted_.set(c.square);
  }
}

int Position::hand_type(Piece captured, bool wasPromoted) const {
  int t = type_of(captured);
  if (v_->keepPromotions) return t;
  bool demote = wasPromoted || v_->types[t].promotedMark;
  return demote && v_->demotion[t] >= 0 ? v_->demotion[t] : t;
}

int Position::count_with_hand(Color c, uint64_t types) const {
  int n = 0;
  for (uint64_t b = types & ((uint64_t(1) << v_->ntypes()) - 1); b; b &= b - 1)
    n += count_[c][__builtin_ctzll(b)] + hand_[c][__builtin_ctzll(b)];
  return n;
}

// A royal piece of colour c on s that no capture can take: under a blast, one next to an enemy
// royal piece that the blast would remove (the capture would blow up the capturer's own; an
// `except` or `immune` one survives it and shields nothing), or attacked only by royal pieces
// that would blow up as the capturer.
bool Position::royal_safe(Square s, Color c) const {
  if (!v_->blast.radius) return !attacked(s, ~c);
  const int r = v_->blast.radius;
  const uint64_t survives = v_->blast.spared | v_->blast.immune;
  bool near = false;
  royals(~c).for_each([&](Square e) {
    near = near || (!(survives >> type_of(board_[e]) & 1) && std::abs(v_->file_of(e) - v_->file_of(s)) <= r &&
                    std::abs(v_->rank_of(e) - v_->rank_of(s)) <= r);
  });
  return near || !attacked(s, ~c, ~(v_->royalTypes & ~v_->blast.immune));
}

bool Position::royal_attacked(Color c) const {
  const SquareSet &r = royals_[c];
  if (v_->rules.checkAll && r.count() > 1) { // duple check: only when every royal piece is attacked
    bool all = !r.empty();
    r.for_each([&](Square s) { all = all && !royal_safe(s, c); });
    return all;
  }
  bool hit = false;
  // The bitboard path's tables answer without probing rays (with no royal type where it has
  // blasts).
  if (v_->blast.radius) // the blast's rules: a royal piece next to an enemy one is safe
    r.for_each([&](Square s) { hit = hit || !royal_safe(s, c); });
  else if (const bitboard::Tables *tb = v_->bitboards.get())
    r.for_each([&](Square s) { hit = hit || bitboard::attacked(*this, *tb, s, ~c); });
  else if (const bitboard::WideTables *wide = v_->wideBitboards.get())
    r.for_each([&](Square s) { hit = hit || bitboard::attacked(*this, *wide, s, ~c); });
  else if (const bitboard::TripleTables *triple = v_->tripleBitboards.get())
    r.for_each([&](Square s) { hit = hit || bitboard::attacked(*this, *triple, s, ~c); });
  else
    r.for_each([&](Square s) { hit = hit || !royal_safe(s, c); });
  return hit;
}

// The blast of a capture on `at`: every piece within the radius goes (the capturer among them),
// but spared types off the target square and immune types anywhere. Walls stay: no piece.
void Position::explode(Square at, StateInfo &st) {
  const Color us = side_;
  for_each_blasted(at, [&](Square s, Piece pc) {
    Blasted gone{uint8_t(s), pc, promoted_.test(s), -1};
    st.key ^= zobrist::psq[pc][s];
    remove(s);
    if (v_->capturesToHand && (color_of(pc) != us || v_->blastedToHand)) {
      const Color to = ~color_of(pc); // `blasted`: the mover's own pieces go to the opponent
      const int h = hand_type(pc, gone.promoted);
      st.key ^= zobrist::hand_key(to, h, hand_[to][h]) ^ zobrist::hand_key(to, h, hand_[to][h] + 1);
      ++hand_[to][h];
      gone.hand = int8_t(h);
    }
    promoted_.reset(s);
    st.castling &= keep_[s];
    if (st.gates.test(s)) st.gates.reset(s), st.key ^= zobrist::psq[0][s];
    blasted_.push_back(gone);
    ++st.blasted;
    // The capturer turns into a wall if its type petrifies, the others if the blast does.
    if (s == at ? (v_->petrify >> type_of(pc) & 1) : v_->blast.walls) change(s, Wall, st);
  });
}

void Position::unexplode(const StateInfo &st) {
  for (int i = 0; i < st.blasted; ++i) {
    const Blasted gone = blasted_.back();
    blasted_.pop_back();
    put(gone.piece, gone.square);
    if (gone.promoted) promoted_.set(gone.square);
    if (gone.hand >= 0) --hand_[~color_of(gone.piece)][gone.hand];
  }
}

// Check counting: a move that gives check uses up one of the mover's checks.
void Position::count_check(Color mover) {
  StateInfo &st = states_.back();
  if (!st.checks[mover] || !royal_attacked(~mover)) return;
  st.key ^= zobrist::checks_key(mover, st.checks[mover]) ^ zobrist::checks_key(mover, st.checks[mover] - 1);
  --st.checks[mover];
}

void Position::do_move(Move m) {
  using namespace zobrist;
  const StateInfo &prev = states_.back();
  StateInfo st;
  st.move = m;
  st.key = prev.key ^ side;
  st.castling = prev.castling;
  st.gates = prev.gates;
  std::memcpy(st.checks, prev.checks, sizeof st.checks);
  st.rule50 = prev.rule50 + 1;
  if (prev.epVictim != NoSquare) st.key ^= ep[prev.epVictim];
  Square epVictim = prev.epVictim;
  Color us = side_;
  Square from = m.from(), to = m.to();
  const Square wall = m.wall();
  const SquareSet promotedBefore = v_->tracksPromoted ? promoted_ : SquareSet();
  if (wall != NoSquare && v_->walls.moving) { // the walls on the board move: lift them first
    const SquareSet lifted = walls_;
    lifted.for_each([&](Square s) { change(s, NoPiece, st); });
  }

  switch (m.kind()) {
  case MoveKind::Castling: {
    const CastleSquares o = castle_squares(*v_, m);
    Piece king = board_[o.kingFrom], rook = board_[o.rookFrom];
    st.key ^= psq[king][o.kingFrom] ^ psq[rook][o.rookFrom] ^ psq[king][o.kingTo] ^ psq[rook][o.rookTo];
    remove(o.kingFrom);
    remove(o.rookFrom);
    put(king, o.kingTo);
    put(rook, o.rookTo);
    st.castling &= keep_[o.kingFrom] & keep_[o.rookFrom];
    if (v_->castlingOpposite) // the opponent's right on the same wing goes too
      st.castling &= uint16_t(~(1u << (v_->castling[m.castling()].right ^ 2)));
    break;
  }
  case MoveKind::Drop: {
    const int t = m.extra(), h = drop_source(m);
    Piece p = make_piece(us, t);
    st.key ^= psq[p][to];
    if (!(v_->unlimited >> h & 1)) // a hand that never runs out is not kept
      st.key ^= hand_key(us, h, hand_[us][h]) ^ hand_key(us, h, hand_[us][h] - 1), --hand_[us][h];
    st.dropSource = uint8_t(h);
    put(p, to);
    st.rule50 = 0; // a drop cannot be undone, as Fairy-Stockfish counts it
    if (v_->castlingDropped) castle_dropped(us, t, to, st);
    if (v_->dropPusher >= 0) { // the friendly piece in front steps forward
      const int up = us == White ? 1 : -1;
      Square a = to + up * v_->files, b = a + up * v_->dropPush * v_->files;
      Piece pusher = board_[a];
      st.key ^= psq[pusher][a] ^ psq[pusher][b];
      remove(a);
      put(pusher, b);
      if (promoted_.test(a)) promoted_.reset(a), promoted_.set(b); // a '~' piece stays one
      st.castling &= keep_[a] & keep_[b]; // a castling piece pushed off its square, as if moved
    }
    break;
  }
  case MoveKind::Pass:
    if (wall != NoSquare) break; // a wall instead of a move is no pass
    st.passes = uint8_t(prev.passes + 1);
    // Two passes in a row end the game, and so does a pass that accepts a confrontation.
    st.ended = st.passes >= 2;
    if (!v_->confrontProbes.probes.empty())
      royals_[us].for_each([&](Square s) { st.ended = st.ended || confronted(s, ~us); });
    break;
  default: {
    Piece p = board_[from];
    const bool enPassant = m.kind() == MoveKind::EnPassant || m.kind() == MoveKind::EnPassantExplosion;
    Square capSq = enPassant ? epVictim : m.kind() == MoveKind::Locust ? m.extra() : to;
    if (Piece cap = capSq != from ? board_[capSq] : NoPiece) { // a promotion in place takes nothing
      st.captured = cap;
      st.key ^= psq[cap][capSq];
      remove(capSq);
      st.rule50 = 0;
      if (v_->capturesToHand) {
        st.capturedPromoted = promoted_.test(capSq);
        promoted_.reset(capSq);
        int h = hand_type(cap, st.capturedPromoted);
        st.key ^= hand_key(us, h, hand_[us][h]) ^ hand_key(us, h, hand_[us][h] + 1);
        ++hand_[us][h];
      }
    }
    st.moved = p;
    st.key ^= psq[p][from];
    remove(from);
    st.movedPromoted = promoted_.test(from); // a '~' piece may promote again: its mark comes back
    if (explodes(m.kind())) {                // the mover is gone with its victim
      promoted_.reset(from);
    } else {
      const bool promotes = m.kind() == MoveKind::Promotion;
      Piece np = promotes ? make_piece(us, m.extra()) : p;
      put(np, to);
      if (v_->tracksPromoted) { // a '+X' type is promoted anyway; turning back is no promotion
        const bool mark = promotes ? !v_->types[m.extra()].promotedMark && !v_->types[m.extra()].revertedTo
                                   : promoted_.test(from);
        promoted_.reset(from);
        if (mark) promoted_.set(to);
      }
      st.key ^= psq[np][to];
    }
    if (const PieceType &pt = v_->types[type_of(p)];
        (m.kind() == MoveKind::Promotion && pt.promotionResets) ||
        (pt.resetsClock[us] && !pt.returns[us * v_->squares() + to].test(from)))
      st.rule50 = 0;
    st.castling &= keep_[from] & keep_[to] & keep_[capSq];
    if (st.captured && v_->blast.radius)
      explode(to, st);
    else if (st.captured && (v_->petrify >> type_of(p) & 1) && !explodes(m.kind()))
      change(to, Wall, st);                 // the capturer turns into a wall where it captured
    if (m.kind() == MoveKind::DoubleStep) { // en-passant squares only where an enemy may take
      const SquareSet takable = ep_takable(passed_squares(*v_, from, to), ~us);
      if (!takable.empty()) st.epVictim = to, st.epSquares = takable, st.key ^= ep[to];
    }
    break;
  }
  }
  if (v_->squareRights) gate(m, st);
  if (v_->reshapes) { // pieces flip, a wall goes up
    if (v_->flip != Flip::None && m.kind() != MoveKind::Pass && !explodes(m.kind()))
      flip(m.kind() == MoveKind::Castling ? v_->castling[m.castling()].kingTo : to,
           m.kind() == MoveKind::Drop, st);
    if (wall != NoSquare) change(wall, Wall, st);
    // A flip or a wall may have taken the en-passant capture away (the flipped piece was the
    // one that could take): the FEN must not name squares nobody can take on.
    if (st.epVictim != NoSquare) {
      const SquareSet takable = ep_takable(st.epSquares, ~us);
      if (takable.empty())
        st.key ^= ep[st.epVictim], st.epVictim = NoSquare;
      else
        st.epSquares = takable;
    }
  }
  if (st.castling != prev.castling) st.key ^= castling_key(st.castling) ^ castling_key(prev.castling);
  if (st.passes != prev.passes) st.key ^= passes_key(st.passes) ^ passes_key(prev.passes);
  if (v_->tracksPromoted) // the marks that came and went
    (promoted_.without(promotedBefore) | promotedBefore.without(promoted_)).for_each([&](Square s) {
      st.key ^= zobrist::promoted[s];
    });
  side_ = ~us;
  fullmove_ += us == Black;
  states_.push_back(st);
  if (v_->afterMove) {
    if (v_->checkCounting) count_check(us);
    if (v_->counting.on) count_moves(m, us);
    if (v_->hasFirstLost) lose_first_rights(m, us);
  }
}

// A first-move right ends when the piece that holds it is checked, or aimed at by the piece
// that moved (of the listed types).
void Position::lose_first_rights(Move m, Color mover) {
  StateInfo &st = states_.back();
  const Square to = m.kind() == MoveKind::Castling ? castle_squares(*v_, m).kingTo : m.to();
  // A piece blown up, or turned into a wall where it captured, aims at nothing.
  const Piece moved = m.kind() == MoveKind::Explosion || board_[to] == Wall ? NoPiece : board_[to];
  (st.gates & byColor_[~mover]).for_each([&](Square s) {
    const PieceType &t = v_->types[type_of(board_[s])];
    if (!t.firstLost) return;
    const uint64_t by = t.firstLostBy ? t.firstLostBy : ~uint64_t(0);
    bool lost;
    if (t.firstLostAimed) {
      lost = false;
      if (moved && (by >> type_of(moved) & 1))
        for (const Ray *r = v_->rays_begin(mover, type_of(moved), to),
                       *e = v_->rays_end(mover, type_of(moved), to);
             r != e && !lost; ++r)
          if (r->flags & RayCapture)
            for (int k = 0; k < r->len && !lost; ++k) lost = v_->pool[r->first + k] == s;
    } else {
      lost = attacked(s, mover, by);
    }
    if (!lost) return;
    st.gates.reset(s), st.key ^= zobrist::psq[0][s];
    // Castling is a first move of the king and the rook: the rights that use s go too.
    if (const uint16_t kept = st.castling & keep_[s]; kept != st.castling)
      st.key ^= zobrist::castling_key(st.castling) ^ zobrist::castling_key(kept), st.castling = kept;
  });
}

// Gating: a square loses its right when a piece leaves it or is captured on it; a gating move
// puts the piece from hand on the square it leaves.
void Position::gate(Move m, StateInfo &st) {
  Square a = m.from(), b = !st.captured ? m.from() : m.kind() == MoveKind::Locust ? m.extra() : m.to();
  if (m.kind() == MoveKind::Castling) a = m.from(), b = m.to(); // the king's and the rook's squares
  if (m.kind() != MoveKind::Pass) // a pass (or a wall instead of a move) names a square it leaves alone
    for (Square s : {a, b})
      if (st.gates.test(s)) st.gates.reset(s), st.key ^= zobrist::psq[0][s];
  if (m.kind() == MoveKind::Drop) drop_spent_gates(side_, st);
  if (!m.gate()) return;
  Color us = side_;
  int t = v_->gatePieces[m.gate() - 1];
  Square at = gate_square(m);
  st.key ^= zobrist::hand_key(us, t, hand_[us][t]) ^ zobrist::hand_key(us, t, hand_[us][t] - 1) ^
            zobrist::psq[make_piece(us, t)][at];
  --hand_[us][t];
  put(make_piece(us, t), at);
  drop_spent_gates(us, st); // the last piece in hand gated: the other rights mean nothing now
}

Square Position::gate_square(Move m) const {
  if (m.kind() != MoveKind::Castling) return m.from();
  return (m.extra() & Move::GateOnRook) ? m.to() : m.from(); // the rook's or the king's square
}

void Position::undo_move(Move m) {
  StateInfo st = states_.back();
  states_.pop_back();
  side_ = ~side_;
  Color us = side_;
  fullmove_ -= us == Black;
  Square from = m.from(), to = m.to();
  if (st.changed) unchange(st);
  if (st.blasted) unexplode(st);
  if (m.gate()) {
    remove(gate_square(m));
    ++hand_[us][v_->gatePieces[m.gate() - 1]];
  }

  switch (m.kind()) {
  case MoveKind::Castling: {
    const CastleSquares o = castle_squares(*v_, m);
    Piece king = board_[o.kingTo], rook = board_[o.rookTo];
    remove(o.kingTo);
    remove(o.rookTo);
    put(king, o.kingFrom);
    put(rook, o.rookFrom);
    break;
  }
  case MoveKind::Drop:
    if (v_->dropPusher >= 0) {
      const int up = us == White ? 1 : -1;
      Square a = to + up * v_->files, b = a + up * v_->dropPush * v_->files;
      Piece pusher = board_[b];
      remove(b);
      put(pusher, a);
      if (promoted_.test(b)) promoted_.reset(b), promoted_.set(a);
    }
    remove(to);
    if (!(v_->unlimited >> st.dropSource & 1)) ++hand_[us][st.dropSource];
    break;
  case MoveKind::Pass: break;
  default: {
    if (!explodes(m.kind())) remove(to);
    put(st.moved, from);
    if (v_->tracksPromoted) promoted_.reset(to);
    if (st.movedPromoted) promoted_.set(from);
    if (st.captured) {
      const bool enPassant = m.kind() == MoveKind::EnPassant || m.kind() == MoveKind::EnPassantExplosion;
      Square capSq = enPassant ? states_.back().epVictim : m.kind() == MoveKind::Locust ? m.extra() : to;
      put(st.captured, capSq);
      if (v_->capturesToHand) {
        --hand_[us][hand_type(st.captured, st.capturedPromoted)];
        if (st.capturedPromoted) promoted_.set(capSq);
      }
    }
    break;
  }
  }
}

uint64_t Position::compute_key() const {
  using namespace zobrist;
  uint64_t k = side_ == Black ? side : 0;
  for (Square s = 0; s < v_->squares(); ++s)
    if (board_[s]) k ^= board_[s] == Wall ? wall[s] : psq[board_[s]][s];
  for (int c = 0; c < 2; ++c)
    for (int t = 0; t < v_->ntypes(); ++t) k ^= hand_key(Color(c), t, hand_[c][t]);
  k ^= castling_key(st().castling);
  st().gates.for_each([&](Square s) { k ^= psq[0][s]; });
  if (st().epVictim != NoSquare) k ^= ep[st().epVictim];
  promoted_.for_each([&](Square s) { k ^= zobrist::promoted[s]; });
  k ^= passes_key(st().passes);
  for (Color c : {White, Black})
    if (v_->checkCounting) k ^= checks_key(c, st().checks[c]);
  return k;
}

} // namespace chimera
