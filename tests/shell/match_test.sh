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
! grep -q '^\[FEN \|^\[SetUp ' "$tmp/games.pgn" || fail "no FEN tag for games from the start position"
# The moves are SAN with Culverin's letters (U@g1 or U@b8 drops the Culverin), numbered from 1.
movetext() { grep -v '^\[' "$1" | tr '\n' ' ' | sed 's/{[^}]*}//g'; }
grep -q '^1\. ' "$tmp/games.pgn" || fail "moves numbered from 1"
for token in $(movetext "$tmp/games.pgn"); do
  [[ $token =~ ^([0-9]+\.|1-0|0-1|1/2-1/2)$ ]] && continue
  [[ $token =~ ^([KQRBNU]?[a-h]?[1-8]?x?[a-h][1-8](=[QRBN])?|O-O|O-O-O|U@[a-h][18])[+#]?$ ]] || fail "SAN: $token"
done
[[ $(grep -Ec '^\[Result "(1-0|0-1|1/2-1/2)"\]$' "$tmp/games.pgn") -eq 2 ]] || fail "a result per game"
grep -Eq 'Termination "(White|Black) is checkmated|stalemate|repetition|50-move rule|adjudicated: move limit"' \
  "$tmp/games.pgn" || fail "a termination by the rules"
! grep -q "illegal" "$tmp/games.pgn" || fail "an illegal move"
# A game from a FEN with Black to move on move 5: SetUp and FEN tags, numbered from 5...
echo 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 5' >"$tmp/openings"
"$chimera" match --engine "$chimera engine" --engine "$chimera engine" --games 1 --depth 1 --max-plies 4 \
  --openings "$tmp/openings" --pgn "$tmp/fen.pgn" 2>/dev/null
grep -qx '\[Variant "chess"\]' "$tmp/fen.pgn" || fail "the Variant tag of chess"
grep -qx '\[SetUp "1"\]' "$tmp/fen.pgn" || fail "the SetUp tag"
grep -qx '\[FEN "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 5"\]' "$tmp/fen.pgn" || fail "the FEN tag"
grep -Eq '^5\.\.\. [^ ]+ 6\. [^ ]+ [^ ]+ 7\. [^ ]+ \{adjudicated: move limit\} 1/2-1/2$' "$tmp/fen.pgn" ||
  fail "moves numbered from the FEN's move: 5... then 6."
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
# Janggi over XBoard: a pass comes back as @@@@ and is recorded in SAN as Fairy-Stockfish
# writes it, the general "moving" to its own square: the same general move twice in a row by one
# side is a pass. Which seed gives a game with a pass depends on the search and the evaluation's
# parameters, so the first of a few seeds whose game has one is checked.
passes() { movetext "$1" | grep -Eq ' (K[a-i][0-9]+) [0-9]+\. [^ ]+ \1 |[0-9]+\. (K[a-i][0-9]+) [^ ]+ [0-9]+\. \2 '; }
for seed in 1 2 3 4 5 6 7 8 9 10; do
  "$chimera" match --engine "$chimera engine" --xboard1 --engine "$chimera engine" --xboard2 --variant janggi \
    --games 1 --depth 2 --random-plies 4 --seed $seed --max-plies 200 --pgn "$tmp/janggi.pgn" 2>/dev/null
  grep -Eq '^\[Result "(1-0|0-1|1/2-1/2)"\]$' "$tmp/janggi.pgn" || fail "a Janggi game over XBoard"
  ! grep -q '@@@@' "$tmp/janggi.pgn" || fail "no XBoard pass in the PGN"
  ! movetext "$tmp/janggi.pgn" | grep -Eq '[a-i][0-9]+[a-i][0-9]+' || fail "no coordinates in the PGN"
  passes "$tmp/janggi.pgn" && break
done
passes "$tmp/janggi.pgn" || fail "a pass in SAN in one of ten Janggi games"
# Chess960: each pair of games starts from its own drawn arrangement, recorded in the FEN tag.
"$chimera" match --engine "$chimera engine" --engine "$chimera engine" --variant chess960 --games 4 --depth 1 \
  --seed 3 --max-plies 6 --pgn "$tmp/960.pgn" 2>/dev/null
[[ $(grep '^\[FEN ' "$tmp/960.pgn" | uniq -c | awk '{print $1}' | paste -sd,) == 2,2 ]] ||
  fail "a drawn start per pair of games"
! grep -q 'rnbqkbnr/pppppppp' "$tmp/960.pgn" || fail "starts drawn, not the definition's"
# An engine that cannot start is an error that names it, over either protocol; one that ends
# during the match loses that game, and the match stops with an error.
for proto in "" --xboard2; do
  "$chimera" match --engine "$chimera engine" --engine "$tmp/no-such-engine" $proto --variant chess --games 2 \
    --depth 1 2>"$tmp/gone.err" && fail "a match against a missing engine succeeded"
  grep -qx "chimera: error: engine '$tmp/no-such-engine' ended (exit status 127): command not found" \
    "$tmp/gone.err" || fail "the missing engine's error ($proto)"
done
printf '#!/bin/sh\nwhile read l; do case $l in uci) echo uciok;; isready) echo readyok;; go*) exit 5;; esac; done\n' \
  >"$tmp/dies.sh"
chmod +x "$tmp/dies.sh"
set +e
"$chimera" match --engine "$chimera engine" --engine "$tmp/dies.sh" --variant chess --games 4 --depth 1 \
  --pgn "$tmp/dies.pgn" 2>"$tmp/dies.err"
rc=$?
set -e
[[ $rc == 1 ]] || fail "a match whose engine ended: exit status $rc"
grep -qx "chimera: error: the match stopped after 1 of 4 games: engine '$tmp/dies.sh' ended (exit status 5)" \
  "$tmp/dies.err" || fail "the ended engine's error"
grep -qx "\[Termination \"Black ($tmp/dies.sh): engine '$tmp/dies.sh' ended (exit status 5)\"\]" "$tmp/dies.pgn" ||
  fail "the game the ended engine lost"
echo "match test passed"
