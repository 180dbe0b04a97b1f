// libFuzzer target: bytes as a FEN of a shipped variant chosen by the first byte.
#include "tests/fuzz/entries.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  chimera::fuzz::fen(data, size);
  return 0;
}
