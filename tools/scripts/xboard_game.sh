#!/usr/bin/env bash
# Plays one game of VARIANT in XBoard (under a virtual X server), Chimera against Chimera, and
# checks it: a PGN with a result, the game ended by a rule (not by a forfeit, a flag or an
# illegal move), and no "Illegal move", "Error" or forfeit in XBoard's debug log.
#
# usage: xboard_game.sh CHIMERA VARIANT [OUTDIR] [XBOARD_OPTION...]
#   CHIMERA  the chimera executable; VARIANT  a name from `feature variants` (normal for chess)
#   OUTDIR   keeps game.pgn, xboard.debug and xboard.out there (default: a temporary folder)
# Environment: DEPTH (search depth, default 3), XBOARD (default: xboard on PATH or /usr/games).
# Exit status: 0 passed, 1 failed, 77 skipped (no xboard or xvfb-run installed).
set -u
chimera=$(realpath "$1")
variant=$2
out=${3:-}
shift $(($# < 3 ? $# : 3))
export PATH="$PATH:/usr/games" # Debian installs xboard, polyglot and the engines there
xboard=${XBOARD:-$(command -v xboard)}
if [[ ! -x $xboard ]] || ! command -v xvfb-run >/dev/null; then
  echo "skipped: needs xboard and xvfb-run (Debian packages xboard, xvfb)"
  exit 77
fi
if [[ -z $out ]]; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out/home"
rm -f "$out/game.pgn" "$out/xboard.debug"

# A private HOME: XBoard saves its settings there on exit. Fixed depth and a long clock, so that
# a loaded machine cannot lose the game on time.
HOME="$out/home" timeout 600 xvfb-run -a -s "-screen 0 1280x1024x24" "$xboard" \
  -fcp "$chimera engine" -scp "$chimera engine" -variant "$variant" -matchGames 1 \
  -tc 10 -inc 5 -depth "${DEPTH:-3}" -xponder -xexit -autoCallFlag true \
  -saveGameFile "$out/game.pgn" -debug -nameOfDebugFile "$out/xboard.debug" "$@" \
  >"$out/xboard.out" 2>&1
status=$?

fail() {
  echo "FAIL: $variant: $1 (XBoard exit status $status; files in $out)"
  grep -v 'ALSA\|aplay' "$out/xboard.out" | head -5 | sed 's/^/  | /'
  trap - EXIT
  exit 1
}
[[ -s $out/game.pgn ]] || fail "no PGN saved"
result=$(sed -n 's/^\[Result "\(.*\)"\]$/\1/p' "$out/game.pgn")
[[ $result =~ ^(1-0|0-1|1/2-1/2)$ ]] || fail "no result in the PGN ('$result')"
# The reason is the last GameEnds() of the debug log: from an engine's RESULT line or XBoard's
# own rules.
reason=$(grep -o 'GameEnds([0-9]*, [^,]*' "$out/xboard.debug" | tail -1 | sed 's/^GameEnds([0-9]*, //')
[[ ${reason,,} =~ checkmate|mates|stalemate|repetition|rule|material ]] || fail "ended by '$reason'"
if grep -En 'Illegal move|Error \(|[Ff]orfeit|invalid move' "$out/xboard.debug" | head -3 | sed 's/^/  | /' | grep .; then
  fail "errors in the debug log"
fi
moves=$(grep -Eo '[0-9]+\. ' "$out/game.pgn" | tail -1)
echo "xboard game of $variant: $result {$reason} after ${moves%. } moves"
