#!/usr/bin/env bash
# A human's move in XBoard: starts XBoard with Chimera under a virtual X server, types MOVE on
# the board (XBoard's move type-in, through xdotool) and checks that Chimera got it as
# `usermove MOVE` and answered with a move, with no "Illegal move" or "Error" in between.
#
# usage: xboard_typed_move.sh CHIMERA VARIANT MOVE
#   MOVE in XBoard's coordinates (ranks from 0 on boards of ten or more ranks: h2e2 in xiangqi)
# Exit status: 0 passed, 1 failed, 77 skipped (no xboard, xvfb-run or xdotool installed).
set -u
if [[ ${1:-} != --inside ]]; then
  export PATH="$PATH:/usr/games"
  if ! command -v xboard >/dev/null || ! command -v xvfb-run >/dev/null || ! command -v xdotool >/dev/null; then
    echo "skipped: needs xboard, xvfb-run and xdotool (Debian packages xboard, xvfb, xdotool)"
    exit 77
  fi
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
  timeout 120 xvfb-run -a -s "-screen 0 1280x1024x24" "$0" --inside "$(realpath "$1")" "$2" "$3" "$out"
  log=$out/xboard.debug
  if grep -q "^[0-9]* >first : usermove [0-9]* >first : $3\$" "$log" &&
    grep -Eq '^[0-9]+ <first : move [^ ]+$' "$log" && ! grep -Eq 'Illegal move|Error \(' "$log"; then
    echo "typed $3 in XBoard ($2): Chimera answered $(grep -Eo '<first : move [^ ]+$' "$log" | head -1 | cut -d' ' -f4)"
    exit 0
  fi
  echo "FAIL: $2: typed move $3 not played"
  grep -E 'usermove|<first : move|Illegal|Error' "$log" | head -5 | sed 's/^/  | /'
  exit 1
fi

# Inside the virtual X server.
chimera=$2 variant=$3 move=$4 out=$5
mkdir -p "$out/home"
HOME="$out/home" xboard -fcp "$chimera engine" -variant "$variant" -depth 2 -xponder \
  -debug -nameOfDebugFile "$out/xboard.debug" >"$out/xboard.out" 2>&1 &
xboard=$!
for _ in $(seq 50); do # wait for the board window and the engine's features
  window=$(xdotool search --onlyvisible --name XBoard 2>/dev/null | head -1)
  [[ -n $window ]] && grep -q 'feature done=1' "$out/xboard.debug" 2>/dev/null && break
  sleep 0.2
done
sleep 1
xdotool windowfocus --sync "$window" 2>/dev/null
xdotool type --delay 100 "$move"
xdotool key Return
for _ in $(seq 100); do # wait for the answer
  grep -Eq '^[0-9]+ <first : move ' "$out/xboard.debug" 2>/dev/null && break
  sleep 0.2
done
kill "$xboard"
