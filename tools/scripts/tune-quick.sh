#!/usr/bin/env bash
# A short learned evaluation for definitions that have none (docs/strength.md, "Short fits"):
# each starts from the parameters of the nearest definition it extends that has a file (those
# of its lines that load: the pieces they name may be gone), else from the generic ones;
# MINUTES of self-play are saved, then fitted with the last fifth of the positions held out
# (chimera tune --holdout), and the result is written next to the definition, its header saying
# how it was made, also where the fit did not lower the held-out error and the start is kept.
# With --missing, the definitions without a file, each after the ones it extends.
#
# usage: tools/scripts/tune-quick.sh [--minutes M] [--nodes N] [--seed S] [--work DIR]
#                                    (--missing | DEFINITION...)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
chimera=${CHIMERA:-$root/build/chimera}
minutes=1 nodes=2000 seed=3001 work=${TMPDIR:-/tmp}/tune-quick
defs=()
while (($#)); do
  case $1 in
  --minutes) minutes=$2; shift 2 ;;
  --nodes) nodes=$2; shift 2 ;;
  --seed) seed=$2; shift 2 ;;
  --work) work=$2; shift 2 ;;
  --missing) missing=1; shift ;;
  -*) echo "tune-quick: unknown option '$1'" >&2; exit 2 ;;
  *) defs+=("$1"); shift ;;
  esac
done
mkdir -p "$work"

# The definition's parent (the file it extends), if any.
parent_of() { { grep -o 'extends "[^"]*"' "$1" || true; } | head -1 | sed 's/extends "\(.*\)"/\1/'; }
if [[ -n ${missing:-} ]]; then
  # Parents first: a definition then starts from its parent's new file.
  declare -A placed=()
  place() {
    local f=$1 p
    [[ -n ${placed[$f]:-} ]] && return
    placed[$f]=1
    p=$(parent_of "$f")
    [[ -n $p && -f $(dirname "$f")/$p.variant ]] && place "$(dirname "$f")/$p.variant"
    [[ -f ${f%.variant}.eval ]] || defs+=("$f")
  }
  for f in "$root"/definitions/*.variant; do place "$f"; done
fi

# The nearest definition this one extends (maybe through others) that has a parameter file.
ancestor_eval() {
  local f=$1 parent
  while parent=$(parent_of "$f") && [[ -n $parent ]]; do
    f=$(dirname "$f")/$parent.variant
    [[ -f $f ]] || return 1
    if [[ -f ${f%.variant}.eval ]]; then echo "${f%.variant}.eval"; return 0; fi
  done
  return 1
}
# The held-out error after and before a fit, from its log.
held_after() { sed -n 's/^held out: .* error \([0-9.]*\) (was.*/\1/p' "$1"; }
held_before() { sed -n 's/^held out: .* (was \([0-9.]*\)).*/\1/p' "$1"; }

for def in "${defs[@]}"; do
  name=$(basename "$def" .variant) out=${def%.variant}.eval w=$work/$name
  [[ -f $out ]] && { echo "$name: has $out already, skipped"; continue; }
  # The start: the parameters of the nearest ancestor with a file, where they load for this
  # definition (the same pieces), else the generic ones.
  start=() what="the generic parameters" from=""
  if anc=$(ancestor_eval "$def"); then
    variant=$(grep -o '^variant [A-Za-z0-9_-]*' "$def" | head -1 | cut -d' ' -f2)
    sed "s/^variant .*/variant $variant/" "$anc" >"$w.start.eval"
    # Drop the lines that do not load (a piece the definition does not have), one at a time.
    for _ in $(seq 200); do
      bad=$(CHIMERA_EVAL=$w.start.eval "$chimera" bench "$def" --depth 1 2>&1 >/dev/null |
        sed -n "s|^$w.start.eval:\([0-9]*\): error: no parameter .*|\1|p" | head -1) || true
      [[ -n $bad ]] || break
      sed -i "${bad}d" "$w.start.eval"
    done
    if CHIMERA_EVAL=$w.start.eval "$chimera" bench "$def" --depth 1 >/dev/null 2>&1; then
      start=(env "CHIMERA_EVAL=$w.start.eval") from=$(basename "$anc") what="the parameters of $from"
      grep -q . <(diff <(sed "s/^variant .*/variant $variant/" "$anc") "$w.start.eval") &&
        what="the parameters of $from that $name has"
    fi
  fi
  [[ -n $from ]] || start=(env CHIMERA_NO_TUNED=1)
  # Self-play with the start, saved; then the fit with the last fifth held out.
  # A game whose every move captures (Clobber) has no quiet position to learn from.
  if ! "${start[@]}" "$chimera" tune "$def" --games 100000 --minutes "$minutes" --nodes "$nodes" --seed "$seed" \
    --save "$w.data" --epochs 0 --out "$w.unused" 2>"$w.gen.log" >/dev/null; then
    echo "$name: no file: $(grep -E 'games, [0-9]+ positions|error' "$w.gen.log" | tr '\n' ' ')"
    continue
  fi
  line=$(grep -E '^[0-9]+ games, [0-9]+ positions in' "$w.gen.log" | tail -1)
  games=${line%% games*} positions=$(echo "$line" | sed 's/.* games, \([0-9]*\) positions.*/\1/')
  if ! "${start[@]}" "$chimera" tune "$def" --games 0 --data "$w.data" --out "$w.fit.eval" 2>"$w.fit.log" >/dev/null; then
    echo "$name: no file: $(grep error "$w.fit.log" | tr '\n' ' ')"
    continue
  fi
  before=$(held_before "$w.fit.log") after=$(held_after "$w.fit.log")
  if ! awk -v a="$after" -v b="$before" 'BEGIN { exit !(a < b) }'; then
    how="$what, which the fit did not improve on the held-out positions (error $before)"
  else
    how="fitted from $what with the last fifth held out (error $before -> $after)"
  fi
  sed "2s/.*/# tools\/scripts\/tune-quick.sh: $positions quiet positions of $games self-play games at $nodes nodes per move (8 random plies, $minutes minutes, seed $seed); $how; not measured in play (docs\/strength.md, \"Short fits\")/" \
    "$w.fit.eval" >"$out"
  echo "$name: $games games, $positions positions; $how: $out"
done
