// The perft hash table: the leaf counts of subtrees already counted, so that a position met
// again by another order of moves (a transposition) costs one probe instead of a subtree.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

#include "runtime/board/position.h"

namespace chimera {

// A second key of the position, computed from scratch with numbers independent of the Zobrist
// keys. It covers every feature that can change the tree below a position, including those the
// incremental key leaves out (which pieces arose by promotion, passes in a row, the squares an
// en-passant victim passed, hand and check counts beyond the Zobrist tables' range), so two
// positions share it only by a 2^-64 accident.
uint64_t full_key(const Position &pos);

class PerftHash {
public:
  // Throws std::bad_alloc when the memory is not there.
  explicit PerftHash(size_t megabytes);

  // An entry is found by the position's Zobrist key and must match its full key and the
  // remaining depth in all 64 bits: a wrong count needs a 2^-62 accident per probe.
  bool probe(uint64_t key, uint64_t fullKey, int depth, uint64_t &count) const;
  void store(uint64_t key, uint64_t fullKey, int depth, uint64_t count);

private:
  struct Entry {
    uint64_t check = 0, count = 0; // check 0: empty
  };
  struct alignas(64) Bucket {
    Entry e[4];
  };
  static uint64_t check(uint64_t fullKey, int depth);
  Bucket &bucket(uint64_t key) const { return buckets_[(unsigned __int128)key * size_ >> 64]; }
  // calloc'd, so that the system hands out zeroed pages as they are first touched: a big
  // table costs no time to clear.
  std::unique_ptr<void, void (*)(void *)> memory_{nullptr, std::free};
  Bucket *buckets_ = nullptr;
  size_t size_ = 0;
};

} // namespace chimera
