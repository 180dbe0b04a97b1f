#!/usr/bin/env bash
# Builds a profile-guided chimera (GCC) in build-pgo/ (or the folder given): an instrumented build
# first, then searches and perft counts of several variants with it to record where the time
# goes, then the optimised rebuild from that record. Each step's output goes to DIR/pgo.log.
# Afterwards the profiled binary must count as the plain one: a perft check ends the script.
#   tools/build-pgo.sh [DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-build-pgo}
jobs=$(nproc)
log=$dir/pgo.log
mkdir -p "$dir"
: >"$log"
step() { echo "build-pgo: $*" >&2; }

step "instrumented build in $dir"
rm -rf "$dir/pgo-profile"
cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release -DCHIMERA_PGO=generate >>"$log"
cmake --build "$dir" -j"$jobs" --target chimera >>"$log"

step "training runs"
bin=$dir/chimera
d=definitions
chess=(--fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
       --fen "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
       --fen "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1")
"$bin" bench "$d/chess.variant" --depth 11 "${chess[@]}" >>"$log" 2>&1
for v in capablanca grand shako crazyhouse seirawan shogi xiangqi janggi basilisk gunnery; do
  "$bin" bench "$d/$v.variant" --depth 9 >>"$log" 2>&1
done
for v in chess:5 crazyhouse:4 xiangqi:4 shogi:4 bentback-bestiary:3 culverin:4; do
  "$bin" perft "$d/${v%:*}.variant" "${v#*:}" >>"$log" 2>&1
done

step "optimised build from the profile"
cmake -S . -B "$dir" -DCHIMERA_PGO=use >>"$log"
cmake --build "$dir" -j"$jobs" --target chimera >>"$log"

# Kiwipete to depth 4: castling, en passant, promotions and pins.
nodes=$("$bin" perft "$d/chess.variant" 4 --fen "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" |
        sed -n 's/^Nodes searched: //p')
if [ "$nodes" != 4085603 ]; then
  echo "build-pgo: error: $bin counts $nodes at kiwipete depth 4, not 4085603" >&2
  exit 1
fi
step "done: $bin"
