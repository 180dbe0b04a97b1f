#!/usr/bin/env bash
# Every shipped definition plays itself once through `chimera match` (Chimera refereeing, the
# engine at depth 2): each game ends with a result by the variant's own rules or the move limit,
# and no move is illegal. usage: selfplay_test.sh CHIMERA SOURCE_DIR
set -u
chimera=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0 played=0
for f in "$2"/definitions/*.variant; do
  name=$(basename "$f" .variant)
  if ! "$chimera" match --engine "$chimera engine" --engine "$chimera engine" --variant "$name" --games 1 \
      --depth 2 --random-plies 2 --seed 7 --max-plies 150 --pgn "$tmp/$name.pgn" 2>"$tmp/$name.log"; then
    echo "FAIL: $name: match failed"; cat "$tmp/$name.log"; failed=$((failed + 1)); continue
  fi
  played=$((played + 1))
  grep -Eq '^\[Result "(1-0|0-1|1/2-1/2)"\]$' "$tmp/$name.pgn" || { echo "FAIL: $name: no result"; failed=$((failed + 1)); }
  term=$(sed -n 's/^\[Termination "\(.*\)"\]$/\1/p' "$tmp/$name.pgn")
  if ! grep -Eq "^((White|Black) is checkmated|stalemate|repetition|perpetual check|[0-9]+-move rule|rule '.*'|goal answered|game ended by passing|adjudicated: move limit)$" <<<"$term"; then
    echo "FAIL: $name: termination '$term'"; failed=$((failed + 1))
  fi
  echo "$name: $term"
done
echo "$played definitions played, $failed failed"
((failed == 0))
