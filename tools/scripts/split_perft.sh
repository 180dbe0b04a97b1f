#!/usr/bin/env bash
# A deep perft as independent jobs: `chimera perft --split` writes the distinct positions at a
# ply, GNU parallel hands them in batches to `chimera perft --run-jobs` processes (here, or on
# --sshlogin hosts), and `chimera perft --sum` adds up their results, refusing a total with a
# job missing.
set -euo pipefail

usage() {
  cat <<'EOF'
usage: split_perft.sh FILE DEPTH [options] [perft options: --fen FEN --moves MOVES --option NAME=VALUE ...]

Prints "Nodes searched: N", the count of 'chimera perft FILE DEPTH', or exits 1 naming every
job that failed or did not report.

options:
  --split PLY        split at this ply (default 2)
  --batch N          jobs per chimera process, which share its hash table (default: two
                     batches per worker: 2 x --jobs (or this machine's cores) x the hosts)
  --hash MB          each process's perft hash table (default 64; 0: none)
  --jobs N           processes at once on each host (default: its number of cores)
  --sshlogin LOGIN   run processes on this host too (repeatable; passed to GNU parallel, e.g.
                     '4/user@host', ':' for this machine). A remote host needs chimera and
                     FILE at the same absolute paths as here.
  --chimera PATH     the chimera program (default: build/chimera of this checkout)
  --workdir DIR      keep the job file, results, job log and errors in DIR
EOF
}

root=$(cd "$(dirname "$0")/../.." && pwd)
chimera=$root/build/chimera
split=2 batch="" hash=64 jobs="" workdir=""
logins=() args=()
while (($#)); do
  case $1 in
  --split | --batch | --hash | --jobs | --sshlogin | --chimera | --workdir)
    (($# >= 2)) || { echo "split_perft: $1 needs a value" >&2; exit 2; }
    case $1 in
    --split) split=$2 ;;
    --batch) batch=$2 ;;
    --hash) hash=$2 ;;
    --jobs) jobs=$2 ;;
    --sshlogin) logins+=(--sshlogin "$2") ;;
    --chimera) chimera=$2 ;;
    --workdir) workdir=$2 ;;
    esac
    shift 2 ;;
  -h | --help) usage; exit 0 ;;
  *) args+=("$1"); shift ;;
  esac
done
((${#args[@]} >= 2)) || { usage >&2; exit 2; }
file=${args[0]} depth=${args[1]}
perft=("${args[@]:2}")
command -v parallel >/dev/null || { echo "split_perft: GNU parallel is not installed" >&2; exit 2; }
[[ -f $file ]] || { echo "split_perft: cannot open '$file'" >&2; exit 2; }
# Absolute paths, so that remote hosts find the same files.
file=$(realpath "$file")
chimera=$(realpath "$chimera")

if [[ -n $workdir ]]; then
  mkdir -p "$workdir"
else
  workdir=$(mktemp -d)
  trap 'rm -rf "$workdir"' EXIT
fi

start=$(date +%s.%N)
"$chimera" perft "$file" "$depth" --split "$split" "${perft[@]}" >"$workdir/jobs.tsv"
count=$(grep -c -v '^#' "$workdir/jobs.tsv" || true)
# Each process has its own hash table, and a transposition between two batches is counted
# twice: as few batches as keep the workers busy, two per worker by default.
if [[ -z $batch ]]; then
  hosts=$((${#logins[@]} / 2))
  batches=$((2 * ${jobs:-$(nproc)} * (hosts > 0 ? hosts : 1)))
  batch=$(((count + batches - 1) / batches))
  ((batch > 0)) || batch=1
fi

# Each process reads a batch of job lines on stdin and prints one result line per job.
worker=$(printf '%q ' "$chimera" perft "$file" --run-jobs "${perft[@]}")
((hash > 0)) && worker+=" --hash $hash"
failed=0
if ((count)); then
  grep -v '^#' "$workdir/jobs.tsv" |
    parallel --will-cite --pipe -N "$batch" ${jobs:+-j "$jobs"} "${logins[@]}" --joblog "$workdir/joblog" \
      "$worker" >"$workdir/results.tsv" 2>"$workdir/errors" || failed=$?
else
  : >"$workdir/results.tsv"
fi
if ((failed)); then
  echo "split_perft: $failed processes failed; their messages:" >&2
  head -20 "$workdir/errors" >&2
fi
status=0
"$chimera" perft --sum "$workdir/jobs.tsv" "$workdir/results.tsv" || status=$?
end=$(date +%s.%N)
echo "$count jobs in batches of $batch, $(awk "BEGIN { printf \"%.2f\", $end - $start }") s" >&2
((status == 0 && failed == 0)) || exit 1
