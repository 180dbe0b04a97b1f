#!/usr/bin/env bash
# The command line as a user meets it: outputs and exit statuses.
# usage: cli_test.sh CHIMERA SOURCE_DIR
set -u
chimera=$1
src=$2
defs=$src/definitions
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
source "$(dirname "$0")/expect.sh"

expect "check ok" 0 '^ok: chess$' -- "$chimera" check "$defs/chess.variant"
expect "help" 0 'usage: chimera' -- "$chimera" --help
expect "perft help" 0 'usage: chimera perft' -- "$chimera" perft --help
expect "check help" 0 'usage: chimera check' -- "$chimera" check --help
expect "compile help" 0 'usage: chimera compile' -- "$chimera" compile --help
expect "no arguments: the protocol loop" 0 '^uciok$' -- bash -c "echo uci | '$chimera'"
expect "unknown command" 2 "unknown command 'frobnicate'" -- "$chimera" frobnicate
expect "perft depth 3" 0 '^Nodes searched: 8902$' -- "$chimera" perft "$defs/chess.variant" 3
expect "perft divide" 0 '^e2e4: 600$' -- "$chimera" perft "$defs/chess.variant" 3 --divide
expect "perft divide count" 0 '^Nodes searched: 8902$' -- "$chimera" perft "$defs/chess.variant" 3 --divide
expect "perft fen" 0 '^Nodes searched: 2039$' -- "$chimera" perft "$defs/chess.variant" 2 --fen \
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
expect "perft promotion notation" 0 '^d7c8q: ' -- "$chimera" perft "$defs/chess.variant" 1 --divide --fen \
  "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
expect "perft castling notation" 0 '^e1g1: 1$' -- "$chimera" perft "$defs/chess.variant" 1 --divide --fen \
  "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
expect "perft chess960 castling notation" 0 '^d1h1: 1$' -- "$chimera" perft "$defs/chess.variant" 1 --divide --fen \
  "3k3r/8/8/8/8/8/8/R2K3R w KQk - 0 1"
expect "start: the start FEN" 0 '^rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1$' -- "$chimera" start "$defs/chess.variant"
expect "start: a shuffled start" 0 '^brnnkrqb/pppppppp/8/8/8/8/PPPPPPPP/BRNNKRQB w FBfb - 0 1$' -- \
  "$chimera" start "$defs/chess960.variant" --seed 2
expect "start: count" 0 '^rnbbknrq/pppppppp/8/8/8/8/PPPPPPPP/RNBBKNRQ w GAga - 0 1$' -- \
  "$chimera" start "$defs/chess960.variant" --count 3
expect "start: bad seed" 2 "--seed needs a whole number" -- "$chimera" start "$defs/chess960.variant" --seed x
expect "start help" 0 'usage: chimera start' -- "$chimera" start --help
expect "perft timing on stderr" 0 'nodes/s' -- "$chimera" perft "$defs/chess.variant" 2
expect "missing file" 2 "cannot open 'nope.variant': no such file" -- "$chimera" perft nope.variant 3
expect "missing file (check)" 2 "cannot open 'nope.variant'" -- "$chimera" check nope.variant
expect "depth not a number" 2 "depth must be a whole number from 0 to 30, not 'x'" -- "$chimera" perft "$defs/chess.variant" x
expect "depth too deep" 2 "depth must be a whole number" -- "$chimera" perft "$defs/chess.variant" 99
expect "negative depth" 2 "depth must be a whole number|unknown option" -- "$chimera" perft "$defs/chess.variant" -1
expect "malformed fen" 2 "invalid FEN at column 7: unknown piece letter 'x'" -- "$chimera" perft "$defs/chess.variant" 1 --fen "rnbqkbx/8/8/8/8/8/8/4K3 w - - 0 1"
expect "fen without value" 2 "--fen needs a FEN" -- "$chimera" perft "$defs/chess.variant" 1 --fen
expect "unknown option" 2 "unknown option '--bogus'" -- "$chimera" perft "$defs/chess.variant" 1 --bogus
expect "missing depth" 2 "expected a definition file and a depth" -- "$chimera" perft "$defs/chess.variant"
expect "check without file" 2 "expected one definition file" -- "$chimera" check
expect "directory as file" 1 "is a directory" -- "$chimera" check "$defs"
printf 'variant v {\n  board 8x8\n}\n' >"$tmp/bad.variant"
expect "bad definition status 1" 1 "bad.variant:2:12: error: missing ';'" -- "$chimera" check "$tmp/bad.variant"
expect "bad definition in perft" 1 "error: missing ';'" -- "$chimera" perft "$tmp/bad.variant" 2
printf '\xff\xfe' >"$tmp/binary.variant"
expect "binary file" 1 "binary.variant:1:1: error: invalid UTF-8" -- "$chimera" check "$tmp/binary.variant"
expect "compile prints tables" 0 'rays for White from d4' -- "$chimera" compile "$defs/chess.variant"

# extends: a file never extends itself; an error in an inherited item names the child.
# A wall instead of a move (Atlantis): a move without a wall is written as Fairy-Stockfish
# writes it (its empty wall field as a1) and read so or without the field.
printf 'variant atlantis extends "chess" { walls { place edge; instead of a move; } }\n' >"$tmp/atlantis.variant"
expect "no wall: Fairy-Stockfish's spelling" 0 '^e2e4,e4a1: 28$' -- "$chimera" perft "$tmp/atlantis.variant" 2 --divide
expect "no wall: read as written" 0 '^Nodes searched: 37$' -- \
  "$chimera" perft "$tmp/atlantis.variant" 1 --moves "e2e4,e4a1 e7e5"
expect "no wall: read without the field" 0 '^Nodes searched: 37$' -- \
  "$chimera" perft "$tmp/atlantis.variant" 1 --moves "e2e4 e7e5,e5a1"
printf 'variant myshogi extends "shogi" {\n  title "Mine";\n}\n' >"$tmp/shogi.variant"
expect "a file does not extend itself" 0 '^ok: myshogi$' -- "$chimera" check "$tmp/shogi.variant"
printf 'variant mine extends "chess" {\n  remove piece Knight;\n}\n' >"$tmp/mine.variant"
expect "error in the parent, note on the child" 1 "^note: in '$tmp/mine.variant:1:22', which extends 'chess'\$" \
  -- "$chimera" check "$tmp/mine.variant"
expect "the note in perft too" 1 "^note: in '$tmp/mine.variant:1:22', which extends 'chess'\$" \
  -- "$chimera" perft "$tmp/mine.variant" 1
# Names may start with digits (Fairy-Stockfish's 3check); 8x8 is still a board size.
printf 'variant 3check extends "chess" {\n  title "Three-check";\n}\n' >"$tmp/3check.variant"
expect "variant name starting with a digit" 0 '^ok: 3check$' -- "$chimera" check "$tmp/3check.variant"
printf 'variant 4x5chess extends "3check" {\n  piece 2nd-rook T { moves "R"; }\n}\n' >"$tmp/child.variant"
expect "extends a name starting with a digit" 0 '^ok: 4x5chess$' -- "$chimera" check "$tmp/child.variant"
# The vote's "no" is chess, whatever the FEN puts in the hands.
expect "extra=off ignores a FEN's hands" 0 '^Nodes searched: 8902$' -- "$chimera" perft "$defs/culverin.variant" 3 \
  --option extra=off --fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Uu] w KQkq - 0 1"
expect "extra=off relocation=2 ignores them too" 0 '^Nodes searched: 8902$' -- "$chimera" perft \
  "$defs/basilisk.variant" 3 --option extra=off --option relocation=2 \
  --fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Ss] w KQkq - 0 1"

# Limits (docs/robustness.md): file size, perft depth, the invariant-checking perft.
head -c $((1024 * 1024 + 1)) /dev/zero | tr '\0' ' ' >"$tmp/huge.variant"
expect "file too large" 1 "huge.variant: error: file is larger than 1024 KiB" -- "$chimera" check "$tmp/huge.variant"
expect "depth 31" 2 "depth must be a whole number from 0 to 30, not '31'" -- "$chimera" perft "$defs/chess.variant" 31
expect "perft --check" 0 '^Nodes searched: 8902$' -- "$chimera" perft "$defs/chess.variant" 3 --check
expect "perft --check crazyhouse" 0 '^Nodes searched: ' -- "$chimera" perft "$defs/crazyhouse.variant" 2 --check \
  --fen "r1b1k2r/ppp2ppp/2n5/3np3/2B5/5N2/PPPP1PPP/RNB1K2R[QPbq] b KQkq - 0 1"

# Hostile arguments: whatever they are, the exit status is 0, 1 or 2 with a message, never a
# crash (3 is an internal error, above 128 a signal).
long=$(head -c 100000 /dev/zero | tr '\0' 'x')
chess=$defs/chess.variant
hostile=(
  "check" "compile" "perft" "check ''" "perft '' ''" "perft $chess ''" "perft $chess 00"
  "perft $chess 030" "perft $chess 3x" "perft $chess ' 3'" "perft $chess 99999999999999999999"
  "perft $chess -- 1" "perft $chess 1 --fen ''" "perft $chess 1 --fen '$long'"
  "perft $chess 1 --fen 'k7/8/8/8/8/8/8/K7[$long] w - - 0 1'" "perft $chess 1 --option" "perft $chess 1 --option ="
  "perft $chess 1 --option =x" "perft $chess 1 --option x=" "perft $chess 1 --divide --divide"
  "perft $chess 1 --fen 8/8/8/8/8/8/8/8 --fen" "check $long" "check /dev/null" "check /dev/zero" "check /"
  "perft $chess 0 --divide" "perft $chess 1 --check --divide" "check $chess $chess" "$long"
  "perft $chess 1 --fen '\xff\xfe'" "compile $tmp/huge.variant" "perft $chess 1 --option extra=on"
)
for args in "${hostile[@]}"; do
  out=$(eval "\"$chimera\" $args" 2>&1 </dev/null)
  rc=$?
  if ((rc <= 2)) && ! grep -q "internal error\|Sanitizer\|runtime error" <<<"$out"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: hostile arguments '${args:0:80}' (status $rc)"
    echo "$out" | head -5 | sed 's/^/  | /'
  fi
done

# bench on given positions: a mated side has nothing to search.
mated="R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1"
expect "bench fen" 0 '^Nodes searched: 0$' -- "$chimera" bench "$defs/chess.variant" --fen "$mated" --fen "$mated"
expect "bench fen needs a file" 2 '^chimera: error: --fen needs a definition FILE$' -- "$chimera" bench --fen "$mated"
expect "bench bad fen" 2 "unknown piece letter 'x'" -- "$chimera" bench "$defs/chess.variant" --fen x

# bench --evals: the evaluation over the positions of random games; the same sum with the
# bitboard tables as on the rays alone (CHIMERA_RAYS_ONLY), where the tables serve the
# evaluation only (Janggi) and where they serve the moves too (Capablanca).
expect "bench evals" 0 '^chess +1800 positions, evaluations sum -?[0-9]+$' -- "$chimera" bench \
  "$defs/chess.variant" --evals
expect "bench evals time" 0 '^[0-9.]+ ns per evaluation$' -- "$chimera" bench "$defs/chess.variant" --evals
expect "bench evals mated" 0 '^chess +0 positions, evaluations sum 0$' -- "$chimera" bench \
  "$defs/chess.variant" --evals --fen "$mated"
for v in janggi capablanca; do
  tables=$("$chimera" bench "$defs/$v.variant" --evals 2>/dev/null)
  rays=$(CHIMERA_RAYS_ONLY=1 "$chimera" bench "$defs/$v.variant" --evals 2>/dev/null)
  if [[ $tables == *"positions, evaluations sum"* && $tables == "$rays" ]]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: bench --evals of $v: '$tables' with the tables, '$rays' on the rays"
  fi
done

# tune: a few self-play games give a parameter file next to the definition, which loads with
# it; a broken file stops the definition from loading, naming its line.
cp "$defs/culverin.variant" "$tmp/culverin.variant"
expect "tune" 0 "^wrote $tmp/culverin.eval$" -- "$chimera" tune "$tmp/culverin.variant" --games 2 --nodes 300 \
  --epochs 20 --save "$tmp/culverin.data"
expect "tune file" 0 '^chimera-eval 1$' -- head -1 "$tmp/culverin.eval"
expect "tune data" 0 "^wrote $tmp/again.eval$" -- "$chimera" tune "$tmp/culverin.variant" --games 0 \
  --data "$tmp/culverin.data" --epochs 20 --out "$tmp/again.eval"
expect "tuned bench" 0 '^Nodes searched: [1-9]' -- "$chimera" bench "$tmp/culverin.variant" --depth 3
echo "material Dragon 1 2" >>"$tmp/culverin.eval"
expect "bad tuned file" 1 "culverin.eval:[0-9]*: error: no parameter 'material Dragon' in culverin" -- \
  "$chimera" bench "$tmp/culverin.variant" --depth 3
# CHIMERA_EVAL=FILE replaces the definition's parameter file; a file it cannot read is an error.
expect "CHIMERA_EVAL" 0 '^Nodes searched: [1-9]' -- env CHIMERA_EVAL="$tmp/again.eval" "$chimera" bench \
  "$tmp/culverin.variant" --depth 3
expect "CHIMERA_EVAL missing" 1 "^CHIMERA_EVAL: cannot read '$tmp/none.eval'$" -- env CHIMERA_EVAL="$tmp/none.eval" \
  "$chimera" bench "$defs/chess.variant" --depth 2
expect "tune help" 0 'usage: chimera tune' -- "$chimera" tune --help
expect "tune needs a file" 2 'expected a definition file' -- "$chimera" tune
expect "tune bad games" 2 '\-\-games needs a number' -- "$chimera" tune "$defs/chess.variant" --games x
expect "tune bad holdout" 2 '\-\-holdout needs a fraction from 0 to 0.5' -- "$chimera" tune "$defs/chess.variant" \
  --holdout 0.7
# The held-out positions are named in the file's header.
expect "tune held out" 0 '^# held out of the fit: the last [0-9]+ positions, error' -- grep '^# held out' "$tmp/again.eval"

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
