#!/usr/bin/env bash
# The main job on the default variant: set up, build in Release, then a timed perft of chess
# to depth 5 with divide.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh
build/chimera perft definitions/chess.variant 5 --divide
