// Memory for large tables read at random (the search's transposition table and histories, the
// perft hash) on 2 MB pages where the system gives them. Their reads land anywhere in megabytes,
// so on 4 KB pages nearly every probe misses the TLB, and a page walk costs most under
// virtualisation.
#pragma once

#include <cstddef>
#include <memory>
#include <new>
#include <type_traits>

namespace chimera {

// Memory of at least `bytes`, aligned to 2 MB when it is that large, else to a cache line (64
// bytes: no type placed there may need more); throws std::bad_alloc when there is none.
void *large_alloc(size_t bytes);
void large_free(void *p);
// Asks for large pages under memory already allocated (calloc'd, not yet touched).
void advise_large_pages(void *p, size_t bytes);

struct LargeFree {
  void operator()(void *p) const { large_free(p); }
};

// n default-initialised T in large pages (T's destructor is never run).
template <class T> using LargeArray = std::unique_ptr<T[], LargeFree>;
template <class T> LargeArray<T> make_large_array(size_t n) {
  static_assert(std::is_trivially_destructible_v<T> && alignof(T) <= 64);
  T *p = static_cast<T *>(large_alloc(n * sizeof(T)));
  for (size_t i = 0; i < n; ++i) new (p + i) T;
  return LargeArray<T>(p);
}

// One default-initialised T in large pages.
template <class T> using Large = std::unique_ptr<T, LargeFree>;
template <class T> Large<T> make_large() {
  static_assert(std::is_trivially_destructible_v<T> && alignof(T) <= 64);
  return Large<T>(new (large_alloc(sizeof(T))) T);
}

} // namespace chimera
