// Square sets of one machine word for boards of at most 64 squares, of two (Wide) for boards
// of at most 128 and of three (Triple) for at most 192: the bitboard path (docs/design.md §
// "Bitboards") is written once for all three, as templates on the set's type. Squares are numbered as
// everywhere in the runtime: rank * files + file, so a board narrower than 8 files packs its ranks without
// gaps and no shift is a board step.
#pragma once

#include <cstdint>
#include <type_traits>
#ifdef __AVX__
#include <immintrin.h>
#endif

#include "runtime/board/types.h"

namespace chimera::bitboard {

using Bitboard = uint64_t;
using Wide = unsigned __int128;

// Three words, for boards of 129 to 192 squares (13x12, 14x13): no native integer is that
// wide. They are held as a vector of four lanes, the last always empty, so that one vector
// instruction does what three word operations would: AND and OR of these sets are most of the
// work on such boards. Shifts are not among the operations: the path only ever sets single
// bits (bit<Triple>).
struct Triple {
  using Lanes = uint64_t __attribute__((vector_size(32)));
  union {
    Lanes v;
    uint64_t w[4];
  };
  Triple() = default; // left undefined by default, as an integer is: the path keeps arrays of sets
  constexpr Triple(uint64_t low) : v{low, 0, 0, 0} {}
  constexpr Triple(uint64_t a, uint64_t b, uint64_t c) : v{a, b, c, 0} {}
  constexpr Triple(Lanes l) : v(l) {}
  explicit operator bool() const {
#ifdef __AVX__
    const __m256i x = __m256i(v);
    return !_mm256_testz_si256(x, x);
#else
    return w[0] | w[1] | w[2];
#endif
  }
  friend Triple operator&(Triple a, Triple b) { return Triple(a.v & b.v); }
  friend Triple operator|(Triple a, Triple b) { return Triple(a.v | b.v); }
  friend Triple operator^(Triple a, Triple b) { return Triple(a.v ^ b.v); }
  friend Triple operator~(Triple a) {
    return Triple(a.v ^ Lanes{~uint64_t(0), ~uint64_t(0), ~uint64_t(0), 0});
  }
  friend bool operator==(Triple a, Triple b) { return !(a ^ b); }
  friend bool operator!=(Triple a, Triple b) { return !(a == b); }
  Triple &operator&=(Triple b) { return v &= b.v, *this; }
  Triple &operator|=(Triple b) { return v |= b.v, *this; }
  Triple &operator^=(Triple b) { return v ^= b.v, *this; }
};

// The most squares a set of type BB holds.
template <class BB> constexpr int Capacity = std::is_same_v<BB, Triple> ? 192 : int(sizeof(BB) * 8);

// Triple's single-square sets, looked up: building one takes three selects.
struct TripleBits {
  Triple at[192];
  constexpr TripleBits() : at{} {
    for (int s = 0; s < 192; ++s) {
      const uint64_t b = uint64_t(1) << (s & 63);
      at[s] = Triple(s < 64 ? b : 0, s >> 6 == 1 ? b : 0, s >= 128 ? b : 0);
    }
  }
};
inline constexpr TripleBits tripleBits{};

template <class BB = Bitboard> constexpr BB bit(Square s) {
  if constexpr (std::is_same_v<BB, Triple>)
    return tripleBits.at[s];
  else
    return BB(1) << s;
}
// Whether s is in b: one word's bit.
inline bool has(Bitboard b, Square s) { return b >> s & 1; }
inline bool has(Wide b, Square s) { return uint64_t(b >> (s & 64)) >> (s & 63) & 1; }
inline Square lsb(Bitboard b) { return Square(__builtin_ctzll(b)); }
inline Square msb(Bitboard b) { return Square(63 ^ __builtin_clzll(b)); }
inline int popcount(Bitboard b) { return __builtin_popcountll(b); }
inline bool more_than_one(Bitboard b) { return b & (b - 1); }
inline Square pop_lsb(Bitboard &b) {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}

inline Square lsb(Wide b) {
  const uint64_t lo = uint64_t(b);
  return lo ? Square(__builtin_ctzll(lo)) : Square(64 + __builtin_ctzll(uint64_t(b >> 64)));
}
inline Square msb(Wide b) {
  const uint64_t hi = uint64_t(b >> 64);
  return hi ? Square(127 ^ __builtin_clzll(hi)) : Square(63 ^ __builtin_clzll(uint64_t(b)));
}
inline int popcount(Wide b) {
  return __builtin_popcountll(uint64_t(b)) + __builtin_popcountll(uint64_t(b >> 64));
}
inline bool more_than_one(Wide b) { return b & (b - 1); }
inline Square pop_lsb(Wide &b) {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}

inline bool has(const Triple &b, Square s) { return b.w[s >> 6] >> (s & 63) & 1; }
inline Square lsb(const Triple &b) {
  return b.w[0]   ? Square(__builtin_ctzll(b.w[0]))
         : b.w[1] ? Square(64 + __builtin_ctzll(b.w[1]))
                  : Square(128 + __builtin_ctzll(b.w[2]));
}
inline Square msb(const Triple &b) {
  return b.w[2]   ? Square(191 ^ __builtin_clzll(b.w[2]))
         : b.w[1] ? Square(127 ^ __builtin_clzll(b.w[1]))
                  : Square(63 ^ __builtin_clzll(b.w[0]));
}
inline int popcount(const Triple &b) {
  return __builtin_popcountll(b.w[0]) + __builtin_popcountll(b.w[1]) + __builtin_popcountll(b.w[2]);
}
inline bool more_than_one(const Triple &b) {
  return ((b.w[0] != 0) + (b.w[1] != 0) + (b.w[2] != 0) > 1) ||
         ((b.w[0] & (b.w[0] - 1)) | (b.w[1] & (b.w[1] - 1)) | (b.w[2] & (b.w[2] - 1)));
}
inline Square pop_lsb(Triple &b) {
  if (b.w[0]) {
    const Square s = Square(__builtin_ctzll(b.w[0]));
    b.w[0] &= b.w[0] - 1;
    return s;
  }
  if (b.w[1]) {
    const Square s = Square(64 + __builtin_ctzll(b.w[1]));
    b.w[1] &= b.w[1] - 1;
    return s;
  }
  const Square s = Square(128 + __builtin_ctzll(b.w[2]));
  b.w[2] &= b.w[2] - 1;
  return s;
}

} // namespace chimera::bitboard
