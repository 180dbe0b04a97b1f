#include "runtime/perft/perft_hash.h"

#include <algorithm>
#include <new>

#include "runtime/board/large_pages.h"
#include "runtime/rules/goals.h"

namespace chimera {

namespace {

// splitmix64's finaliser: a fixed pseudo-random number per feature, drawn without tables.
uint64_t mix(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// Feature numbers: each kind of feature has its own range, so no two features share a number.
enum : uint64_t {
  FeatPiece = 1ull << 40,    // piece, square, promoted
  FeatHand = 2ull << 40,     // colour, type, count
  FeatCastling = 3ull << 40, // rights
  FeatGate = 4ull << 40,     // square
  FeatEp = 5ull << 40,       // victim, passed square
  FeatChecks = 6ull << 40,   // colour, checks still to give
  FeatSide = 7ull << 40,
  FeatPasses = 8ull << 40,  // passes, ended
  FeatCastled = 9ull << 40, // the last move castled kingside or queenside, for a `castled` goal
};

} // namespace

uint64_t full_key(const Position &pos) {
  const Variant &v = pos.variant();
  const StateInfo &st = pos.st();
  uint64_t k = pos.side_to_move() == Black ? mix(FeatSide) : 0;
  pos.occupied().for_each([&](Square s) { // the walls too (§10.4)
    k ^= mix(FeatPiece | uint64_t(pos.at(s)) << 16 | uint64_t(s) << 1 | pos.promoted(s));
  });
  for (Color c : {White, Black})
    for (int t = 0; t < v.ntypes(); ++t)
      if (int n = pos.hand(c, t)) k ^= mix(FeatHand | uint64_t(c) << 32 | uint64_t(t) << 16 | uint64_t(n));
  k ^= mix(FeatCastling | st.castling);
  st.gates.for_each([&](Square s) { k ^= mix(FeatGate | uint64_t(s)); });
  if (st.epVictim != NoSquare) {
    k ^= mix(FeatEp | uint64_t(st.epVictim) << 16 | 0xFFFF);
    st.epSquares.for_each([&](Square s) { k ^= mix(FeatEp | uint64_t(st.epVictim) << 16 | uint64_t(s)); });
  }
  for (Color c : {White, Black}) k ^= mix(FeatChecks | uint64_t(c) << 16 | st.checks[c]);
  // The same squares, reached by castling or by the king's and the rook's own moves.
  if (st.move.kind() == MoveKind::Castling && castled_counts(v))
    k ^= mix(FeatCastled | uint64_t(v.castling[st.move.castling()].kingside));
  return k ^ mix(FeatPasses | uint64_t(st.passes) << 1 | st.ended);
}

PerftHash::PerftHash(size_t megabytes) : size_(std::max<size_t>(1, (megabytes << 20) / sizeof(Bucket))) {
  memory_.reset(std::calloc(size_ + 1, sizeof(Bucket)));
  if (!memory_) throw std::bad_alloc();
  advise_large_pages(memory_.get(), (size_ + 1) * sizeof(Bucket));
  const uintptr_t at =
      (reinterpret_cast<uintptr_t>(memory_.get()) + alignof(Bucket) - 1) & ~uintptr_t(alignof(Bucket) - 1);
  buckets_ = reinterpret_cast<Bucket *>(at);
}

uint64_t PerftHash::check(uint64_t fullKey, int depth) { return (fullKey ^ mix(uint64_t(depth))) | 1; }

bool PerftHash::probe(uint64_t key, uint64_t fullKey, int depth, uint64_t &count) const {
  const uint64_t c = check(fullKey, depth);
  for (const Entry &e : bucket(key).e)
    if (e.check == c) return count = e.count, true;
  return false;
}

// Replaces the entry with the smallest count: a big subtree is the costliest to count again.
void PerftHash::store(uint64_t key, uint64_t fullKey, int depth, uint64_t count) {
  const uint64_t c = check(fullKey, depth);
  Entry *victim = nullptr;
  for (Entry &e : bucket(key).e) {
    if (e.check == c) return void(e.count = count);
    if (!victim || e.count < victim->count || (!e.check && victim->check)) victim = &e;
  }
  *victim = Entry{c, count};
}

} // namespace chimera
