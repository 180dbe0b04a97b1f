#!/usr/bin/env bash
# Builds Release (tools/setup.sh) and runs every speed comparison in one go, writing each table
# to docs/bench/: start-up (bench_startup.py), search (bench_search.py), perft (bench_perft.py)
# and the perft of every shipped definition Fairy-Stockfish also plays (bench_perft_all.py),
# against the latest Fairy-Stockfish (fsf-8x8 and fsf-large, from ../shared/tools/fairy-stockfish/build
# unless given) and Debian's Stockfish on chess. docs/performance.md explains the tables.
#   tools/bench/bench.sh [--runs N] [--rows PREFIX] [--chimera PATH] [--fsf-8x8 PATH --fsf-large PATH] [--stockfish PATH]
#   --runs: runs of each engine per row (default 3, the best counts); --rows: only the rows
#   whose label starts so; --chimera: another build of Chimera (default build/chimera, e.g.
#   build-pgo/chimera from tools/build-pgo.sh). The paths can also come from FSF_8X8, FSF_LARGE
#   and STOCKFISH.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=3 rows=() engines=()
while (($#)); do
  case $1 in
  --runs) runs=$2; shift 2 ;;
  --rows) rows=(--rows "$2"); shift 2 ;;
  --chimera | --fsf-8x8 | --fsf-large | --stockfish) engines+=("$1" "$2"); shift 2 ;;
  *) echo "usage: tools/bench/bench.sh [--runs N] [--rows PREFIX] [--chimera PATH] [--fsf-8x8 PATH --fsf-large PATH] [--stockfish PATH]" >&2
     exit 2 ;;
  esac
done
tools/setup.sh
# Every engine is found before the first table, so that a missing one stops the run at once.
python3 tools/bench/bench_perft.py --check-engines "${engines[@]}"
mkdir -p docs/bench
echo "bench: $(date -u '+%F %H:%M UTC'), load:$(uptime | sed 's/.*load average//')" >&2
python3 tools/bench/bench_startup.py --runs $((runs * 5)) "${engines[@]}" --out docs/bench/startup.md
python3 tools/bench/bench_search.py --runs "$runs" "${rows[@]}" "${engines[@]}" --out docs/bench/search.md
python3 tools/bench/bench_perft.py --runs "$runs" "${rows[@]}" "${engines[@]}" --out docs/bench/perft.md
if ((${#rows[@]} == 0)); then # about 10 minutes; --rows names rows of the tables above
  python3 tools/bench/bench_perft_all.py --runs "$runs" "${engines[@]}" --out docs/bench/perft-all.md
fi
echo "bench: done $(date -u '+%F %H:%M UTC'), load:$(uptime | sed 's/.*load average//')" >&2
