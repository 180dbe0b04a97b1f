#!/usr/bin/env bash
# chimera match, Chimera against itself: every game ends with a result by the rules (the
# referee rejects illegal moves, which would show as a termination), and the PGN is complete.
# usage: match_test.sh CHIMERA
set -eu
chimera=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$chimera" match --engine "$chimera engine" --engine "$chimera engine" --variant culverin --games 2 \
  --depth 2 --random-plies 2 --seed 3 --max-plies 60 --pgn "$tmp/games.pgn" 2>"$tmp/summary"
fail() { echo "FAIL: $1"; cat "$tmp/games.pgn" "$tmp/summary"; exit 1; }
[[ $(grep -c '^\[Variant "culverin"\]$' "$tmp/games.pgn") -eq 2 ]] || fail "two games with a Variant tag"
[[ $(grep -c '^\[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\[Uu\] w KQkq - 0 1"\]$' "$tmp/games.pgn") -eq 2 ]] ||
  fail "the FEN tag"
[[ $(grep -Ec '^\[Result "(1-0|0-1|1/2-1/2)"\]$' "$tmp/games.pgn") -eq 2 ]] || fail "a result per game"
grep -Eq 'Termination "(White|Black) is checkmated|stalemate|repetition|50-move rule|adjudicated: move limit"' \
  "$tmp/games.pgn" || fail "a termination by the rules"
! grep -q "illegal" "$tmp/games.pgn" || fail "an illegal move"
grep -Eq '^Score of Chimera 0.1.0 vs Chimera 0.1.0: [0-9]+ - [0-9]+ - [0-9]+ \[[0-9.]+\] 2$' "$tmp/summary" ||
  fail "the summary"
grep -Eq '^Elo difference: ' "$tmp/summary" || fail "the Elo line"
# The same seed and fixed depth give the same games.
"$chimera" match --engine "$chimera engine" --engine "$chimera engine" --variant culverin --games 2 \
  --depth 2 --random-plies 2 --seed 3 --max-plies 60 --pgn "$tmp/again.pgn" 2>/dev/null
cmp -s "$tmp/games.pgn" "$tmp/again.pgn" || fail "fixed depth and seed replay the same games"
# Two games at once replay the same games (each opening is drawn before any game starts), and
# the SPRT line reports the log-likelihood ratio and its bounds.
"$chimera" match --engine "$chimera engine" --engine "$chimera engine" --variant culverin --games 2 \
  --depth 2 --random-plies 2 --seed 3 --max-plies 60 --concurrency 2 --sprt 0 10 --pgn "$tmp/conc.pgn" \
  2>"$tmp/conc.summary"
for round in 1 2; do
  diff <(awk -v r="[Round \"$round\"]" '$0 == r {on = 1} on && /^$/ {n++} on && n < 2' "$tmp/games.pgn") \
    <(awk -v r="[Round \"$round\"]" '$0 == r {on = 1} on && /^$/ {n++} on && n < 2' "$tmp/conc.pgn") >/dev/null ||
    fail "game $round played concurrently is the same game"
done
grep -Eq '^SPRT: llr -?[0-9.]+, lbound -2.94, ubound 2.94 \[0, 10\] - (no decision|H0 accepted|H1 accepted)$' \
  "$tmp/conc.summary" || fail "the SPRT line"
# XBoard engines on ten ranks (XBoard numbers them from 0) with a fractional increment.
"$chimera" match --engine "tee $tmp/in.log | $chimera engine" --xboard1 --engine "$chimera engine" --xboard2 \
  --variant xiangqi --games 1 --tc 5+0.2 --max-plies 6 --pgn "$tmp/xq.pgn" 2>/dev/null
grep -q 'Termination "adjudicated: move limit"' "$tmp/xq.pgn" || fail "six plies of xiangqi over XBoard"
grep -Eq '^level 0 0:[0-9]+ 0.2$' "$tmp/in.log" || fail "the increment in 'level'"
grep -Eq '^usermove [a-i][0-9][a-i][0-9]$' "$tmp/in.log" || fail "XBoard's ranks in usermove"
! grep -q '^usermove .*10' "$tmp/in.log" || fail "no rank 10 in XBoard's notation"
# Janggi over XBoard: a pass comes back as @@@@ and is recorded in Chimera's notation (the
# royal square twice). With this seed and depth White passes on move 8 (today's search).
"$chimera" match --engine "$chimera engine" --xboard1 --engine "$chimera engine" --xboard2 --variant janggi \
  --games 1 --depth 2 --random-plies 4 --seed 5 --max-plies 200 --pgn "$tmp/janggi.pgn" 2>/dev/null
grep -Eq '^\[Result "(1-0|0-1|1/2-1/2)"\]$' "$tmp/janggi.pgn" || fail "a Janggi game over XBoard"
! grep -q '@@@@' "$tmp/janggi.pgn" || fail "passes in Chimera's notation"
echo "match test passed"
