#!/usr/bin/env bash
# Sets up, builds and runs the whole default test suite: the Release build first, then the
# same tests under AddressSanitizer and UndefinedBehaviorSanitizer, with a 20-second run of
# every libFuzzer target when clang is there. Deep perft rows (ctest
# label "deep") are left out; run them with: ctest --test-dir build -L deep
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh
jobs=$(nproc)

# Headless Chromium renders a generated variant page in the test suite (ctest label browser).
if ! command -v chromium >/dev/null && command -v apt-get >/dev/null; then
  echo "setup: installing chromium for the page screenshot test"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium fonts-dejavu-core ||
    echo "setup: chromium unavailable; the page screenshot test will be skipped"
fi

echo "== Release build: tests"
ctest --test-dir build -LE deep -j "$jobs" --output-on-failure

# The sanitizer build: clang with libFuzzer where it can be had, so that the same build also
# runs every fuzz target for a short smoke time (ctest label fuzz); gcc otherwise.
fuzzer_runtime() { command -v clang++ >/dev/null && [[ -f $(clang++ -print-file-name=libclang_rt.fuzzer-x86_64.a) ]]; }
if ! fuzzer_runtime && command -v apt-get >/dev/null; then
  echo "setup: installing clang and its libFuzzer runtime for the fuzz smoke tests"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends clang >/dev/null || true
  major=$(clang++ --version 2>/dev/null | sed -n 's/.*clang version \([0-9]*\).*/\1/p' | head -1)
  [[ -n $major ]] && { DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    "libclang-rt-$major-dev" >/dev/null || true; }
fi
sanitize_env=(ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1)
if fuzzer_runtime; then
  echo "== AddressSanitizer + UBSan build (clang, with the fuzz targets): tests and fuzz smoke"
  CC=clang CXX=clang++ cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHIMERA_FUZZ=ON >/dev/null
  cmake --build build-fuzz -j "$jobs"
  env "${sanitize_env[@]}" ctest --test-dir build-fuzz -LE deep -j "$jobs" --output-on-failure
else
  echo "== AddressSanitizer + UBSan build (gcc; no libFuzzer, so no fuzz smoke): tests"
  cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHIMERA_SANITIZE=ON >/dev/null
  cmake --build build-sanitize -j "$jobs"
  env "${sanitize_env[@]}" ctest --test-dir build-sanitize -LE deep -j "$jobs" --output-on-failure
fi
