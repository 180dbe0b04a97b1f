// libFuzzer target: bytes as a FEN line and move texts for parse_move or parse_san, played and taken back.
#include "tests/fuzz/entries.h"

// Compiles the shipped variants before fuzzing starts, outside the per-input time limit.
extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  chimera::fuzz::variant(0);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  chimera::fuzz::moves(data, size);
  return 0;
}
