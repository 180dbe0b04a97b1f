// The transposition table, shared by every search thread: buckets of four entries, one cache
// line each, so that a position competes for a slot with three others instead of taking the
// place of one. Entries are written without locks; a torn entry fails its key check (the key is
// stored xor the data).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

#include "runtime/board/large_pages.h"
#include "runtime/board/types.h"

namespace chimera {

enum Bound : uint8_t { BoundNone = 0, BoundUpper = 1, BoundLower = 2, BoundExact = 3 };

struct TTHit {
  Move move;
  int score = 0, eval = 0, depth = 0;
  Bound bound = BoundNone;
};

class TranspositionTable {
public:
  // The table is allocated by the first search, so a session that only loads variants, reads
  // FENs or counts perft never pays for it; resize() allocates at once (its failure is the
  // caller's error to report).
  TranspositionTable() = default;
  void resize(size_t megabytes);
  void clear();
  void new_search();
  bool probe(uint64_t key, TTHit &hit) const;
  // Starts loading the key's slot into the cache (a probe follows soon after a move is made).
  void prefetch(uint64_t key) const { __builtin_prefetch(&slot(key)); }
  void store(uint64_t key, Move move, int score, int eval, int depth, Bound bound);
  // Per mille of a sample of entries written in this search (UCI hashfull).
  int hashfull() const;

private:
  struct Entry {
    std::atomic<uint64_t> check{0}, data{0};
  };
  static constexpr int BucketSize = 4;
  struct alignas(64) Bucket {
    Entry entries[BucketSize];
  };
  Bucket &slot(uint64_t key) const { return table_[(unsigned __int128)key * buckets_ >> 64]; }
  LargeArray<Bucket> table_;
  size_t buckets_ = 0;
  size_t megabytes_ = 16;
  uint8_t generation_ = 0;
};

} // namespace chimera
