#include "runtime/board/large_pages.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace chimera {

namespace {
constexpr size_t LargePage = size_t(2) << 20, CacheLine = 64;
}

void *large_alloc(size_t bytes) {
  const size_t align = bytes >= LargePage ? LargePage : CacheLine;
  const size_t size = (std::max<size_t>(bytes, 1) + align - 1) / align * align;
  void *p = std::aligned_alloc(align, size);
  if (!p) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  // Asked before the first touch, so that the first writes fault the large pages in.
  if (align == LargePage) madvise(p, size, MADV_HUGEPAGE);
#endif
  return p;
}

void large_free(void *p) { std::free(p); }

void advise_large_pages([[maybe_unused]] void *p, [[maybe_unused]] size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  const uintptr_t begin = (reinterpret_cast<uintptr_t>(p) + LargePage - 1) & ~(LargePage - 1),
                  end = (reinterpret_cast<uintptr_t>(p) + bytes) & ~(LargePage - 1);
  if (begin < end) madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
#endif
}

} // namespace chimera
