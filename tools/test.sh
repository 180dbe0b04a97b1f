#!/usr/bin/env bash
# Sets up, builds and runs the whole default test suite: the Release build first, then the
# same tests under AddressSanitizer and UndefinedBehaviorSanitizer. Deep perft rows (ctest
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

echo "== AddressSanitizer + UBSan build: tests"
cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHIMERA_SANITIZE=ON >/dev/null
cmake --build build-sanitize -j "$jobs"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build-sanitize -LE deep -j "$jobs" --output-on-failure
