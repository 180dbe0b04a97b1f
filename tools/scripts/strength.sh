#!/usr/bin/env bash
# Reproduces the figures of docs/strength.md: each target is one `chimera match` whose
# command, PGN and summary (score, Elo, error bar, SPRT) land in OUT/TARGET.{cmd,pgn,log}.
#
# usage: tools/scripts/strength.sh [--games N] [--tc TC] [--concurrency N] [--out DIR]
#                                  [--baseline CHIMERA] TARGET...
# targets:
#   fsf-chess fsf-capablanca fsf-shogi fsf-army   against the latest Fairy-Stockfish (classical
#                                                 evaluation, one thread, 16 MB hash)
#   fairymax                                      against Fairy-Max in chess (XBoard)
#   tuned                                         the tuned evaluation against the generic one of
#                                                 the same binary (CHIMERA_NO_TUNED=1), 2+0.02,
#                                                 SPRT [0, 20], at most 200 games, in chess,
#                                                 Culverin, shogi, Basilisk, Gunnery and Basic
#                                                 Bestiary (the seed variants' target)
#   search                                        this search against --baseline CHIMERA (an
#                                                 older build), chess, 2+0.02, SPRT [0, 20]
#   smp                                           2 threads against 1 (chess)
#   nodes                                         this build against --baseline CHIMERA at 20 000
#                                                 nodes a move (chess, SPRT [0, 20]): the
#                                                 evaluation's worth without the clock's noise
#   acpl                                          average centipawn loss at 20 000 nodes on the
#                                                 600 positions of strength/acpl-chess.fens,
#                                                 judged by Fairy-Stockfish at depth 15
#                                                 (tools/scripts/acpl.py; and --baseline's)
#   all                                           the FSF, Fairy-Max and tuned targets
# Defaults are the targets' own: 100 games at 10+0.1 with openings from 4 random plies,
# colours swapped, one game at a time. Run it on an otherwise idle machine.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
chimera=${CHIMERA:-$root/build/chimera}
fsf8=${FSF_8X8:-$HOME/.cache/fairy-stockfish/fsf-8x8}
fsfl=${FSF_LARGE:-$HOME/.cache/fairy-stockfish/fsf-large}
fairymax=${FAIRYMAX:-/usr/games/fairymax}
games=100 tc=10+0.1 conc=1 out=strength-results baseline=""
targets=()
while (($#)); do
  case $1 in
  --games) games=$2; shift 2 ;;
  --tc) tc=$2; shift 2 ;;
  --concurrency) conc=$2; shift 2 ;;
  --out) out=$2; shift 2 ;;
  --baseline) baseline=$2; shift 2 ;;
  -h | --help) sed -n '2,28p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  all) targets+=(fsf-chess fsf-capablanca fsf-shogi fsf-army fairymax tuned); shift ;;
  -*) echo "strength.sh: unknown option $1" >&2; exit 2 ;;
  *) targets+=("$1"); shift ;;
  esac
done
((${#targets[@]})) || { echo "strength.sh: name a target (or 'all'); --help lists them" >&2; exit 2; }
mkdir -p "$out"

# Fairy-Stockfish with its classical evaluation: the options go in before the handshake.
fsf() { # BINARY [VARIANTS.INI]
  local pre="setoption name Use NNUE value false\nsetoption name Threads value 1\nsetoption name Hash value 16\n"
  [[ -n ${2:-} ]] && pre+="setoption name VariantPath value $2\n"
  echo "sh -c '{ printf \"$pre\"; cat; } | exec $1'"
}

run() { # NAME, then chimera match arguments
  local name=$1; shift
  local cmd=("$chimera" match "$@" --games "$games" --concurrency "$conc" --pgn "$out/$name.pgn")
  printf '%q ' "${cmd[@]}" >"$out/$name.cmd"; echo >>"$out/$name.cmd"
  echo "== $name: $(cat "$out/$name.cmd")"
  nice -n 10 "${cmd[@]}" 2>"$out/$name.log"
  grep -E '^(Score|Elo|SPRT)' "$out/$name.log"
}

for t in "${targets[@]}"; do
  case $t in
  fsf-chess) run "$t" --engine "$chimera engine" --engine "$(fsf "$fsf8")" --variant chess --tc "$tc" --random-plies 4 --seed 101 ;;
  fsf-capablanca) run "$t" --engine "$chimera engine" --engine "$(fsf "$fsfl")" --variant capablanca --tc "$tc" --random-plies 4 --seed 102 ;;
  fsf-shogi) run "$t" --engine "$chimera engine" --engine "$(fsf "$fsfl")" --variant shogi --tc "$tc" --random-plies 4 --seed 103 ;;
  fsf-army)
    run "$t" --engine "$chimera engine" --engine "$(fsf "$fsf8" "$here/strength/fairyarmy.ini")" \
      --variant "$here/strength/fairyarmy.variant" --tc "$tc" --random-plies 4 --seed 104 ;;
  fairymax) run "$t" --engine "$chimera engine" --engine "$fairymax" --xboard2 --variant chess --tc "$tc" --random-plies 4 --seed 105 ;;
  tuned)
    seed=61
    for v in chess culverin shogi basilisk gunnery basic-bestiary; do
      plies=4; [[ $v == chess ]] && plies=6
      games=200 run "tuned-$v" --engine "$chimera engine" --engine "env CHIMERA_NO_TUNED=1 $chimera engine" \
        --variant "$v" --tc 2+0.02 --random-plies $plies --seed $seed --sprt 0 20 --max-plies 300
      seed=$((seed == 61 ? 71 : seed + 1))
    done ;;
  search)
    [[ -n $baseline ]] || { echo "strength.sh: search needs --baseline CHIMERA" >&2; exit 2; }
    games=400 run "$t" --engine "$chimera engine" --engine "$baseline engine" --variant chess --tc 2+0.02 \
      --random-plies 6 --seed 51 --sprt 0 20 --max-plies 300 ;;
  nodes)
    [[ -n $baseline ]] || { echo "strength.sh: nodes needs --baseline CHIMERA" >&2; exit 2; }
    games=400 run "$t" --engine "$chimera engine" --engine "$baseline engine" --variant chess --nodes 20000 \
      --random-plies 6 --seed 261 --sprt 0 20 --max-plies 300 ;;
  acpl)
    for e in "$chimera" ${baseline:+"$baseline"}; do
      echo "== acpl: $e"
      nice -n 10 python3 "$here/acpl.py" --engine "$e engine" --nodes 20000 --fsf "$fsf8" | tee -a "$out/acpl.log"
    done ;;
  smp)
    run "$t" --engine "sh -c '{ printf \"setoption name Threads value 2\\n\"; cat; } | exec $chimera engine'" \
      --engine "$chimera engine" --variant chess --tc "$tc" --random-plies 4 --seed 107 ;;
  *) echo "strength.sh: unknown target '$t'" >&2; exit 2 ;;
  esac
done
