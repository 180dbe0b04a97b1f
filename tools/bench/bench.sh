#!/usr/bin/env bash
# Builds Release (tools/setup.sh) and runs every speed comparison with Fairy-Stockfish in one
# go, writing each table to docs/bench/: perft (bench_perft.py), search (bench_search.py) and
# start-up (bench_startup.py). docs/performance.md explains the tables and what they led to.
#   tools/bench/bench.sh [--runs N] [--rows PREFIX]
#   --runs: pairs per row (default 3); --rows: only the perft rows whose label starts so.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=3
rows=()
while (($#)); do
  case $1 in
  --runs) runs=$2; shift 2 ;;
  --rows) rows=(--rows "$2"); shift 2 ;;
  *) echo "usage: tools/bench/bench.sh [--runs N] [--rows PREFIX]" >&2; exit 2 ;;
  esac
done
command -v fairy-stockfish >/dev/null || [[ -x /usr/games/fairy-stockfish ]] ||
  { echo "bench: needs fairy-stockfish (apt-get install fairy-stockfish)" >&2; exit 2; }
tools/setup.sh
mkdir -p docs/bench
python3 tools/bench/bench_startup.py --runs $((runs * 5)) --out docs/bench/startup.md
python3 tools/bench/bench_search.py --runs "$runs" --out docs/bench/search.md
python3 tools/bench/bench_perft.py --runs "$runs" "${rows[@]}" --out docs/bench/perft.md
