#!/bin/bash
# chimera import, as a user meets it.
#   import_test.sh CHIMERA SOURCE_DIR             sample sections and bad input
#   import_test.sh CHIMERA SOURCE_DIR archive SHARED_DIR WORK_DIR
#                                                 every section of Fairy-Stockfish's own
#                                                 src/variants.ini, unpacked into WORK_DIR from
#                                                 the archive in SHARED_DIR (tests/shell/fsf_source.sh;
#                                                 skipped, status 77, without it)
# Sample: tests/import/expected/SECTION.variant is the exact output of
# `chimera import tests/import/sample.ini SECTION` (run in SOURCE_DIR), and passes `chimera check`.
# tests/import/perft.tsv: perft counts of imported sample sections (Fairy-Stockfish's).
# Bad input: tests/bad/ini/NAME.expected is the exact output (both streams) of
# `chimera import tests/bad/ini/NAME.ini -o DIR` and its exit status.
# Archive: the import's messages equal tests/import/archive.expected (which sections fail and
# why, and how many import), and every imported file passes `chimera check`.
set -u
chimera=$1
src=$2
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$src" || exit 1

if [ "${3:-}" = archive ]; then
  tree=$(tests/shell/fsf_source.sh "$4" "$5") || exit $?
  ini=$tree/src/variants.ini
  cp "$ini" "$tmp/variants.ini"
  (cd "$tmp" && "$chimera" import variants.ini -o out) > "$tmp/messages" 2>&1
  if ! diff -u tests/import/archive.expected "$tmp/messages"; then
    echo "FAIL: the archive's import messages changed (tests/import/archive.expected)"
    fail=1
  fi
  checked=0
  for f in "$tmp"/out/*.variant; do
    if ! out=$("$chimera" check "$f" 2>&1); then
      echo "FAIL: $(basename "$f") does not pass check:"
      echo "$out"
      fail=1
    fi
    checked=$((checked + 1))
  done
  echo "$checked imported sections pass check"
  exit $fail
fi

for expected in tests/import/expected/*.variant; do
  section=$(basename "$expected" .variant)
  if ! "$chimera" import tests/import/sample.ini "$section" 2>/dev/null | diff -u "$expected" -; then
    echo "FAIL: import of [$section] differs from $expected"
    fail=1
  fi
  cp "$expected" "$tmp/"
  if ! out=$("$chimera" check "$tmp/$section.variant" 2>&1); then
    echo "FAIL: $expected does not pass check: $out"
    fail=1
  fi
done
# start-position perft of imported sections, as Fairy-Stockfish counts it
while IFS=$'\t' read -r section depth nodes fen; do
  case $section in '#'*|'') continue ;; esac
  "$chimera" import tests/import/sample.ini "$section" > "$tmp/$section.variant" 2>/dev/null
  got=$("$chimera" perft "$tmp/$section.variant" "$depth" ${fen:+--fen "$fen"} 2>&1 | sed -n 's/^Nodes searched: //p')
  [ "$got" = "$nodes" ] || { echo "FAIL: perft $depth of [$section] is '$got', Fairy-Stockfish counts $nodes"; fail=1; }
done < tests/import/perft.tsv
for ini in tests/bad/ini/*.ini; do
  expected=${ini%.ini}.expected
  actual=$({ "$chimera" import "$ini" -o "$tmp/bad"; echo "exit status $?"; } 2>&1 | sed "s|$tmp/bad|DIR|")
  if ! diff -u "$expected" <(echo "$actual"); then
    echo "FAIL: $ini"
    fail=1
  fi
done
# the command line
expect_status() {
  local want=$1
  shift
  "$@" > "$tmp/out" 2>&1
  local got=$?
  if [ $got != "$want" ]; then
    echo "FAIL: '$*' exits $got, not $want:"
    cat "$tmp/out"
    fail=1
  fi
}
expect_status 2 "$chimera" import
expect_status 2 "$chimera" import tests/import/sample.ini
expect_status 1 "$chimera" import tests/import/sample.ini nosuchsection
expect_status 1 "$chimera" import tests/import/nosuchfile.ini semipawns
expect_status 0 "$chimera" import --help
expect_status 0 "$chimera" import tests/import/sample.ini -o "$tmp/all"
want=$(grep -c '^\[' tests/import/sample.ini)
[ "$(ls "$tmp/all" | wc -l)" = "$want" ] || { echo "FAIL: -o wrote $(ls "$tmp/all" | wc -l) files, not $want"; fail=1; }
"$chimera" import tests/import/sample.ini semipawns --flat > "$tmp/flat.variant"
grep -q extends "$tmp/flat.variant" && { echo "FAIL: --flat still extends"; fail=1; }
expect_status 0 "$chimera" check "$tmp/flat.variant"
[ $fail = 0 ] && echo "import: all good"
exit $fail
