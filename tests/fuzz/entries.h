// The fuzzed entry points, shared by the libFuzzer targets (clang, tests/fuzz/fuzz_*.cpp) and
// by the replay driver that runs every kept crash input in the normal build (replay.cpp).
// Each takes arbitrary bytes, must return normally, and aborts (via check()) when an
// invariant breaks, so that both libFuzzer and ctest see the failure.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "runtime/board/variant.h"

namespace chimera::fuzz {

// Bytes -> compile_source as the file definitions/fuzz.variant (so `extends` finds the
// shipped definitions).
void definition(const uint8_t *data, size_t size);
// First byte picks a shipped variant; the rest is a FEN. A FEN that reads is walked one ply
// deep with every invariant checked.
void fen(const uint8_t *data, size_t size);
// First byte picks a shipped variant; then a FEN, a newline, and move texts separated by
// spaces, each played if parse_move accepts it. Everything is taken back at the end.
void moves(const uint8_t *data, size_t size);
// First byte picks a shipped variant to load; the rest is a command stream, one command a
// line, fed to the UCI (uci) or XBoard (xboard) loop with every search bounded to a few
// hundred nodes and the output captured. Hash, thread and file-path commands are dropped
// (they would allocate gigabytes, start hundreds of threads or read arbitrary files).
void uci(const uint8_t *data, size_t size);
void xboard(const uint8_t *data, size_t size);

// The shipped variants that the first byte of a FEN or move input picks from, in order.
const std::vector<std::string> &variant_names();
// Compiled variant number i of variant_names().
const Variant &variant(size_t i);

// Aborts with a message naming the broken invariant.
[[noreturn]] void fail(const char *what, const std::string &detail);
inline void check(bool ok, const char *what, const std::string &detail = {}) {
  if (!ok) fail(what, detail);
}

} // namespace chimera::fuzz
