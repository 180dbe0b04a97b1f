#!/usr/bin/env bash
# Perft split into jobs: chimera perft --split / --run-jobs / --sum, and
# tools/scripts/split_perft.sh running them through GNU parallel on local workers.
# usage: split_test.sh CHIMERA SOURCE_DIR   (exit 77: GNU parallel is not installed)
set -u
chimera=$1
src=$2
defs=$src/definitions
split=$src/tools/scripts/split_perft.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
source "$(dirname "$0")/expect.sh"

# The job file, its counting and its sum, without parallel.
"$chimera" perft "$defs/chess.variant" 4 --split 2 >"$tmp/jobs.tsv" 2>/dev/null
expect "the job file declares its jobs" 0 '^# jobs 400$' -- cat "$tmp/jobs.tsv"
expect "a job line" 0 $'^1\t1\t2\tb1a3 a7a6\trnbqkbnr/1ppppppp/p7/8/8/N7/PPPPPPPP/R1BQKBNR w KQkq - 0 2$' -- cat "$tmp/jobs.tsv"
"$chimera" perft "$defs/chess.variant" --run-jobs <"$tmp/jobs.tsv" >"$tmp/results.tsv"
expect "a result line" 0 $'^1\t1\t2\tb1a3 a7a6\tNodes searched: 380$' -- cat "$tmp/results.tsv"
expect "the sum" 0 '^Nodes searched: 197281$' -- "$chimera" perft --sum "$tmp/jobs.tsv" "$tmp/results.tsv"
expect "the sum from stdin" 0 '^Nodes searched: 197281$' -- bash -c "'$chimera' perft --sum '$tmp/jobs.tsv' <'$tmp/results.tsv'"
sed '/^17\t/d' "$tmp/results.tsv" >"$tmp/missing.tsv"
expect "a missing job names it" 1 '^chimera: error: job 17 \(moves b1a3 b8a6\) has no result$' -- \
  "$chimera" perft --sum "$tmp/jobs.tsv" "$tmp/missing.tsv"
expect "a missing job: no total" 1 '^chimera: error: no total: 1 of 400 jobs have no result$' -- \
  "$chimera" perft --sum "$tmp/jobs.tsv" "$tmp/missing.tsv"
if "$chimera" perft --sum "$tmp/jobs.tsv" "$tmp/missing.tsv" 2>/dev/null | grep -q Nodes; then
  failed=$((failed + 1)) && echo "FAIL: a total printed with a job missing"
fi
{ cat "$tmp/results.tsv"; printf '3\t1\t2\tb1a3 b7b6\tNodes searched: 7\n'; } >"$tmp/twice.tsv"
expect "two different results for a job" 1 "twice.tsv:401: job 3 has another result on line 3" -- \
  "$chimera" perft --sum "$tmp/jobs.tsv" "$tmp/twice.tsv"
{ cat "$tmp/results.tsv"; head -3 "$tmp/results.tsv"; } >"$tmp/again.tsv"
expect "the same result twice is one result" 0 '^Nodes searched: 197281$' -- \
  "$chimera" perft --sum "$tmp/jobs.tsv" "$tmp/again.tsv"
sed 's/^5\t1\t2\t[^\t]*/5\t1\t2\te2e4 e7e5/' "$tmp/results.tsv" >"$tmp/other.tsv"
expect "a result for another job" 1 "other.tsv:5: the result does not match job 5 of" -- \
  "$chimera" perft --sum "$tmp/jobs.tsv" "$tmp/other.tsv"
{ cat "$tmp/results.tsv"; echo "chimera: error: out of memory"; } >"$tmp/noise.tsv"
expect "a line that is no result" 1 "noise.tsv:401: not a job result: 'chimera: error: out of memory'" -- \
  "$chimera" perft --sum "$tmp/jobs.tsv" "$tmp/noise.tsv"
head -50 "$tmp/jobs.tsv" >"$tmp/short.tsv"
expect "a job file cut short" 2 "is cut short: it declares 400 jobs and lists 46" -- \
  "$chimera" perft --sum "$tmp/short.tsv" "$tmp/results.tsv"
expect "not a job file" 2 "is not a job file" -- "$chimera" perft --sum "$tmp/results.tsv" "$tmp/results.tsv"
expect "--sum needs files" 2 "needs a job file and a results file" -- "$chimera" perft --sum
expect "a bad job line" 2 "line 1: not a job line" -- bash -c "echo nonsense | '$chimera' perft '$defs/chess.variant' --run-jobs"
expect "a job with an illegal move" 2 "line 1: job 1: move 2 'e7e4' is not legal" -- \
  bash -c "printf '1\t1\t2\te2e4 e7e4\n' | '$chimera' perft '$defs/chess.variant' --run-jobs"

# The options.
expect "--moves" 0 '^Nodes searched: 779$' -- "$chimera" perft "$defs/chess.variant" 2 --moves "e2e4 e7e5" --moves g1f3
expect "--moves illegal" 2 "--moves: move 1 'e2e5' is not legal in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" -- \
  "$chimera" perft "$defs/chess.variant" 2 --moves e2e5
expect "--hash" 0 '^Nodes searched: 4865609$' -- "$chimera" perft "$defs/chess.variant" 5 --hash 16
expect "--hash with --divide" 0 '^e7e5: 835$' -- "$chimera" perft "$defs/chess.variant" 3 --hash 1 --divide --moves e2e4
expect "--hash 0" 2 "--hash needs a size in megabytes from 1 to 65536" -- "$chimera" perft "$defs/chess.variant" 2 --hash 0
expect "--hash too big" 2 "--hash needs a size in megabytes from 1 to 65536" -- "$chimera" perft "$defs/chess.variant" 2 --hash 65537
expect "--hash with --check" 2 "no --hash" -- "$chimera" perft "$defs/chess.variant" 2 --hash 1 --check
expect "--split 0" 2 "--split needs a ply from 1 to the depth" -- "$chimera" perft "$defs/chess.variant" 2 --split 0
expect "--split deeper than the depth" 2 "--split needs a ply from 1 to the depth" -- "$chimera" perft "$defs/chess.variant" 2 --split 3
expect "--split with --divide" 2 "no --divide" -- "$chimera" perft "$defs/chess.variant" 2 --split 1 --divide
expect "--sum not first" 2 "--sum comes first" -- "$chimera" perft "$defs/chess.variant" 2 --sum x
expect "--run-jobs with a depth" 2 "--run-jobs takes a definition file, no depth" -- "$chimera" perft "$defs/chess.variant" 2 --run-jobs
expect "a mated root: no jobs" 0 '^# jobs 0$' -- "$chimera" perft "$defs/chess.variant" 3 --split 2 --fen "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1"

command -v parallel >/dev/null || { echo "split_test: GNU parallel is not installed: $passed passed, the rest skipped"; exit 77; }

# Whole runs through GNU parallel, two local workers, totals exact.
run() { "$split" --chimera "$chimera" --jobs 2 --batch 500 "$@"; }
expect "split chess" 0 '^Nodes searched: 197281$' -- run "$defs/chess.variant" 4
expect "split chess, unhashed, at ply 3" 0 '^Nodes searched: 4085603$' -- run "$defs/chess.variant" 4 --split 3 --hash 0 \
  --fen "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
expect "split crazyhouse" 0 '^Nodes searched: 58057$' -- run "$defs/crazyhouse.variant" 3 --split 1 \
  --fen "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1"
expect "split crazyhouse hands" 0 '^Nodes searched: 88634$' -- run "$defs/crazyhouse.variant" 3 --fen "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1"
expect "split 3check" 0 '^Nodes searched: 12407$' -- run "$defs/3check.variant" 3 \
  --fen "7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1+3 1 39"
expect "split cambodian" 0 '^Nodes searched: 361719$' -- run "$defs/cambodian.variant" 4
expect "split shogi" 0 '^Nodes searched: 719731$' -- run "$defs/shogi.variant" 4
expect "split with --moves and --sshlogin :" 0 '^Nodes searched: 13160$' -- \
  "$split" --chimera "$chimera" --sshlogin 2/: --batch 500 "$defs/chess.variant" 3 --moves e2e4
expect "split with an option" 0 '^Nodes searched: 8902$' -- run "$defs/culverin.variant" 3 --option extra=off \
  --fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Uu] w KQkq - 0 1"

# A worker that fails on the batch holding job 7: the run fails and names the jobs lost.
cat >"$tmp/flaky" <<EOS
#!/usr/bin/env bash
for a in "\$@"; do
  if [[ \$a == --run-jobs ]]; then
    input=\$(cat)
    grep -q \$'^7\\t' <<<"\$input" && { echo "flaky: lost" >&2; exit 3; }
    exec '$chimera' "\$@" <<<"\$input"
  fi
done
exec '$chimera' "\$@"
EOS
chmod +x "$tmp/flaky"
expect "a failed worker fails the run" 1 'split_perft: 1 processes failed; their messages:' -- \
  "$split" --chimera "$tmp/flaky" --batch 50 --jobs 2 --workdir "$tmp/flaky.d" "$defs/chess.variant" 3
expect "and the sum names the jobs lost" 1 '^chimera: error: job 7 \(moves b1a3 d7d6\) has no result$' -- \
  "$chimera" perft --sum "$tmp/flaky.d/jobs.tsv" "$tmp/flaky.d/results.tsv"
expect "all 50 of them" 1 '^chimera: error: no total: 50 of 400 jobs have no result$' -- \
  "$chimera" perft --sum "$tmp/flaky.d/jobs.tsv" "$tmp/flaky.d/results.tsv"
expect "the script's usage" 2 'usage: split_perft.sh' -- "$split" "$defs/chess.variant"

echo "split_test: $passed passed, $failed failed"
((failed == 0))
