// libFuzzer target: a command stream for the UCI loop against a shipped variant chosen by the first byte.
#include "tests/fuzz/entries.h"

// Compiles the shipped variants before fuzzing starts, outside the per-input time limit.
extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  chimera::fuzz::variant(0);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  chimera::fuzz::uci(data, size);
  return 0;
}
