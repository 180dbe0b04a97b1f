#!/usr/bin/env bash
# The main job on the default variant: set up, build in Release, then a timed perft of chess
# to depth 5 with divide, and a short engine-vs-engine game of Basilisk Chess printed as PGN.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh
build/chimera perft definitions/chess.variant 5 --divide
build/chimera match --engine self --engine self --variant basilisk --games 1 --movetime 100 --max-plies 120
