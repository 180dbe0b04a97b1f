#include "runtime/search/tt.h"

#include <algorithm>

namespace chimera {

// data: the move's low 32 bits | score (16) | eval (16); the move's wall (9 bits) is in the
// check word.
namespace {

constexpr uint64_t KeyBits = (uint64_t(1) << 40) - 1; // the slot index uses the key's top bits

uint64_t pack(Move m, int score, int eval) {
  return uint64_t(uint32_t(m.raw())) | uint64_t(uint16_t(int16_t(score))) << 32 |
         uint64_t(uint16_t(int16_t(eval))) << 48;
}

// The wall bits of a move in the check word: 8 in bits 16-23, the ninth in bit 5.
uint64_t wall_bits(Move m) {
  const uint64_t w = m.raw() >> 32;
  return (w & 0xFF) << 16 | (w >> 8 & 1) << 5;
}
Move unpack(uint64_t data, uint64_t check) {
  return Move::from_raw(uint64_t(uint32_t(data)) | ((check >> 16 & 0xFF) | (check >> 5 & 1) << 8) << 32);
}

} // namespace

void TranspositionTable::resize(size_t megabytes) {
  megabytes = std::clamp<size_t>(megabytes, 1, 1 << 16);
  const size_t buckets = megabytes * 1024 * 1024 / sizeof(Bucket);
  table_ = make_large_array<Bucket>(buckets); // on failure, the old table stays
  buckets_ = buckets;
  megabytes_ = megabytes;
}

void TranspositionTable::new_search() {
  if (!buckets_) resize(megabytes_);
  generation_ = uint8_t((generation_ + 1) & 31);
}

void TranspositionTable::clear() {
  for (size_t i = 0; i < buckets_; ++i)
    for (Entry &e : table_[i].entries)
      e.check.store(0, std::memory_order_relaxed), e.data.store(0, std::memory_order_relaxed);
  generation_ = 0;
}

// The check word: the key's low 40 bits, the move's wall (8), depth (8), bound (2), the wall's
// ninth bit, generation (5), xor the data.
bool TranspositionTable::probe(uint64_t key, TTHit &hit) const {
  for (const Entry &e : slot(key).entries) {
    const uint64_t data = e.data.load(std::memory_order_relaxed);
    const uint64_t check = e.check.load(std::memory_order_relaxed) ^ data;
    if ((check >> 24) != (key & KeyBits) || !(check & 0xC0)) continue;
    hit.move = unpack(data, check);
    hit.score = int16_t(data >> 32);
    hit.eval = int16_t(data >> 48);
    hit.depth = int(check >> 8 & 0xFF) - 1;
    hit.bound = Bound(check >> 6 & 3);
    return true;
  }
  return false;
}

// The entry of the same position if the bucket has one (kept unless the new result is exact or
// nearly as deep), else the one worth least: empty or of an older search first, then the
// shallowest.
void TranspositionTable::store(uint64_t key, Move move, int score, int eval, int depth, Bound bound) {
  Bucket &b = slot(key);
  Entry *victim = nullptr;
  uint64_t victimData = 0, victimCheck = 0;
  int worth = 1 << 30;
  for (Entry &e : b.entries) {
    const uint64_t data = e.data.load(std::memory_order_relaxed);
    const uint64_t check = e.check.load(std::memory_order_relaxed) ^ data;
    if ((check >> 24) == (key & KeyBits) && (check & 0xC0)) {
      if (bound != BoundExact && int(check >> 8 & 0xFF) - 1 > depth + 3 && (check & 31) == generation_)
        return;
      victim = &e, victimData = data, victimCheck = check;
      break;
    }
    const int age = (generation_ - int(check & 31)) & 31;
    const int w = !(check & 0xC0) ? -(1 << 20) : int(check >> 8 & 0xFF) - 8 * age;
    if (w < worth) worth = w, victim = &e, victimData = data, victimCheck = check;
  }
  if (move.is_none() && (victimCheck >> 24) == (key & KeyBits) && (victimCheck & 0xC0))
    move = unpack(victimData, victimCheck);
  const uint64_t data = pack(move, score, eval);
  const uint64_t check = (key & KeyBits) << 24 | wall_bits(move) |
                         uint64_t(std::clamp(depth + 1, 0, 255)) << 8 | uint64_t(bound) << 6 | generation_;
  victim->data.store(data, std::memory_order_relaxed);
  victim->check.store(check ^ data, std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const {
  const size_t n = std::min<size_t>(250, buckets_);
  if (n == 0) return 0;
  int used = 0;
  for (size_t i = 0; i < n; ++i)
    for (const Entry &e : table_[i].entries) {
      const uint64_t check = e.check.load(std::memory_order_relaxed) ^ e.data.load(std::memory_order_relaxed);
      used += (check & 0xC0) && (check & 31) == generation_;
    }
  return int(used * 1000 / (n * BucketSize));
}

} // namespace chimera
