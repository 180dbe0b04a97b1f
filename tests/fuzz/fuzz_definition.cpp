// libFuzzer target: bytes as a definition file (parse, check, compile, one checked ply).
#include "tests/fuzz/entries.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  chimera::fuzz::definition(data, size);
  return 0;
}
