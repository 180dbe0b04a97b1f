#!/usr/bin/env bash
# Every shipped definition plays itself once through `chimera match` (Chimera refereeing, the
# engine at depth 2): each game ends with a result by the variant's own rules or the move limit,
# and no move is illegal. The variants whose goal ends games quickly must show it: one of their
# games at least ends by the goal, a checkmate or a stalemate that decides, never by the move
# limit. Fixed depths and seeds make every game the same at every run.
# usage: selfplay_test.sh CHIMERA SOURCE_DIR
set -u
chimera=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0 played=0
# Issue 16's variants whose games end by their goal within 150 plies. Left out: cambodian,
# courier, shatranj and shoshogi, whose checkmates and bare kings take longer at these depths.
goal_variants=" racingkings kingofthehill 3check 5check atomic atomar nocheckatomic antichess giveaway
  codrus losers horde extinction kinglet threekings coregal spartan makpong karouk dobutsu jesonmor
  breakthrough clobber "
# The games a goal variant may take to show its goal: depth and seed of each (several, so that a
# change of the evaluation, which changes the games, rarely needs a new seed here).
tries=("2 7" "3 8" "3 9" "3 10" "3 11" "3 12")

# play NAME DEPTH SEED: one game into $tmp/NAME.pgn; sets `term` and `result`, or fails.
play() {
  local name=$1
  if ! "$chimera" match --engine "$chimera engine" --engine "$chimera engine" --variant "$name" --games 1 \
      --depth "$2" --random-plies 2 --seed "$3" --max-plies 150 --pgn "$tmp/$name.pgn" 2>"$tmp/$name.log"; then
    echo "FAIL: $name: match failed"; cat "$tmp/$name.log"; return 1
  fi
  result=$(sed -n 's/^\[Result "\(.*\)"\]$/\1/p' "$tmp/$name.pgn")
  term=$(sed -n 's/^\[Termination "\(.*\)"\]$/\1/p' "$tmp/$name.pgn")
  if ! grep -Eq '^(1-0|0-1|1/2-1/2)$' <<<"$result"; then echo "FAIL: $name: no result"; return 1; fi
  if ! grep -Eq "^((White|Black) is checkmated|stalemate|repetition|perpetual check|shuttling|[0-9]+-move rule|rule '.*'|goal answered|game ended by passing|adjudicated: move limit)$" <<<"$term"; then
    echo "FAIL: $name: termination '$term'"; return 1
  fi
}

# Did the game end by the variant's goal: a rule decided it, or an answered race drew it?
by_goal() { [[ $term == "goal answered"* ]] || { [[ $result != 1/2-1/2 ]] && [[ $term != adjudicated:* ]]; }; }

for f in "$2"/definitions/*.variant; do
  name=$(basename "$f" .variant)
  if ! play "$name" 2 7; then failed=$((failed + 1)); continue; fi
  played=$((played + 1))
  if [[ $goal_variants == *" $name "* ]]; then
    for try in "${tries[@]:1}"; do
      by_goal && break
      read -r depth seed <<<"$try"
      play "$name" "$depth" "$seed" || break
      term="$term (depth $depth, seed $seed)"
    done
    if ! by_goal; then echo "FAIL: $name: no game ended by the goal: '$term'"; failed=$((failed + 1)); fi
  fi
  echo "$name: $term"
done
echo "$played definitions played, $failed failed"
((failed == 0))
