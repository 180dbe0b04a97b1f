#!/usr/bin/env bash
# Runs the libFuzzer targets of tests/fuzz, one after the other, each for a fixed time.
#   tools/scripts/fuzz.sh [--build DIR] [--seconds N] [--timeout S] [--keep-going] [--fresh] [TARGET...]
#   TARGET: definition fen move uci xboard (default: all five). --keep-going runs libFuzzer in fork mode
#   and goes on after a crash, timeout or out-of-memory (every input is still saved): for long
#   unattended runs. --timeout is the wall-clock limit per input (default 10 s); on a loaded
#   machine under nice a slow unit can exceed it without being slow itself. --fresh starts from
#   the seeds alone in a throw-away corpus (the CI smoke: its time must not grow with the corpus).
# The build must be configured with clang and -DCHIMERA_FUZZ=ON (see docs/robustness.md):
#   CXX=clang++ cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHIMERA_FUZZ=ON
#   cmake --build build-fuzz -j2
# Seeds come from definitions/, tests/bad/ and ../shared/reference/perft.tsv; the growing
# corpus stays in DIR/fuzz/corpus/TARGET between runs; a crash input is written to
# DIR/fuzz/artifacts/TARGET/ and the script exits non-zero. Keep every crash input as
# tests/fuzz/regressions/TARGET/NAME once fixed.
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)
build=$src/build-fuzz
seconds=20
timeout=10
keep=()
fresh=0
targets=()
while (($#)); do
  case $1 in
  --build) build=$(cd "$2" && pwd); shift 2 ;;
  --seconds) seconds=$2; shift 2 ;;
  --timeout) timeout=$2; shift 2 ;;
  --keep-going) keep=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1); shift ;;
  --fresh) fresh=1; shift ;;
  definition | fen | move | uci | xboard) targets+=("$1"); shift ;;
  *) echo "usage: tools/scripts/fuzz.sh [--build DIR] [--seconds N] [--timeout S] [--keep-going] [--fresh] [definition|fen|move|uci|xboard]..." >&2; exit 2 ;;
  esac
done
((${#targets[@]})) || targets=(definition fen move uci xboard)

work=$build/fuzz
seeds=$work/seeds
mkdir -p "$seeds/definition" "$seeds/uci" "$seeds/xboard"
cp "$src"/tests/fuzz/corpus/uci/* "$seeds/uci/"
cp "$src"/tests/fuzz/corpus/xboard/* "$seeds/xboard/"
cp "$src"/definitions/*.variant "$src"/tests/bad/definitions/*.variant "$src"/tests/bad/pending/*.variant \
  "$seeds/definition/"
tables=("$src/tests/bad/fens.tsv")
[[ -f $src/../shared/reference/perft.tsv ]] && tables+=("$src/../shared/reference/perft.tsv")
"$build/tests/fuzz/fuzz_driver" seeds "$seeds" "${tables[@]}" >/dev/null

declare -A max_len=([definition]=8192 [fen]=1024 [move]=2048 [uci]=4096 [xboard]=4096)
status=0
corpus=$work/corpus
if ((fresh)); then
  corpus=$(mktemp -d)
  trap 'rm -rf "$corpus"' EXIT
fi
for t in "${targets[@]}"; do
  mkdir -p "$corpus/$t" "$work/artifacts/$t"
  echo "== fuzz_$t for ${seconds}s"
  nice -n 19 "$build/fuzz_$t" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048 "${keep[@]}" \
    -max_len="${max_len[$t]}" -dict="$src/tests/fuzz/$t.dict" -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/$t/" "$corpus/$t" "$seeds/$t" $(ls -d "$src/tests/fuzz/regressions/$t" 2>/dev/null) ||
    status=$?
  ((status == 0)) || { echo "fuzz_$t failed; the input is in $work/artifacts/$t/" >&2; break; }
done
exit $status
