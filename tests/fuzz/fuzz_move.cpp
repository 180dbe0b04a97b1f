// libFuzzer target: bytes as a FEN line and move texts for parse_move, played and taken back.
#include "tests/fuzz/entries.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  chimera::fuzz::moves(data, size);
  return 0;
}
