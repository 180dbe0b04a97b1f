#!/usr/bin/env bash
# chimera show and page: exact terminal diagrams, SVG and HTML that parse and draw what the
# diagrams say, and clear errors for bad arguments.
# usage: show_test.sh CHIMERA SOURCE_DIR PYTHON
set -u
chimera=$1
src=$2
python=$3
defs=$src/definitions
here=$src/tests/show
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
source "$(dirname "$0")/expect.sh"

ok() { passed=$((passed + 1)); }
fail() {
  failed=$((failed + 1))
  echo "FAIL: $*"
}

# same NAME EXPECTED -- COMMAND...: COMMAND exits 0 and prints exactly the file EXPECTED.
same() {
  local name=$1 expected=$2
  shift 3
  if "$@" >"$tmp/out" 2>"$tmp/err" && diff -u "$expected" "$tmp/out" >"$tmp/diff"; then
    ok
  else
    fail "$name"
    head -40 "$tmp/diff" "$tmp/err" | sed 's/^/  | /'
  fi
}

# check NAME -- COMMAND...: the command succeeds (its output is shown if not).
check() {
  local name=$1
  shift 2
  if "$@" >"$tmp/out" 2>&1; then ok; else
    fail "$name"
    sed 's/^/  | /' "$tmp/out" | head -20
  fi
}

same "chess start position" "$here/chess-start.expected" -- "$chimera" show "$defs/chess.variant"
same "chess knight" "$here/chess-knight.expected" -- "$chimera" show "$defs/chess.variant" --piece Knight
same "shako cannon" "$here/shako-cannon.expected" -- "$chimera" show "$defs/shako.variant" --piece C
same "bent rider" "$here/bentback-gryphon.expected" -- "$chimera" show "$defs/bentback-bestiary.variant" --piece Gryphon
same "locust" "$here/locusts-locust.expected" -- "$chimera" show "$here/locusts.variant" --piece locust
same "xiangqi horse" "$here/xiangqi-horse.expected" -- "$chimera" show "$defs/xiangqi.variant" --piece n
same "confined general" "$here/xiangqi-general.expected" -- "$chimera" show "$defs/xiangqi.variant" --piece General
# The Scorpion's shot: its move rules in the heading, the exploding capture marked '!', and a
# Black Knight on the file beyond the screen that the shot flies over.
same "gunnery scorpion" "$here/gunnery-scorpion.expected" -- "$chimera" show "$defs/gunnery.variant" --piece Scorpion
# A piercing rider that explodes without a screen: '%'; the Black Knight on d3 is flown over.
same "bomber" "$here/bombers-bomber.expected" -- "$chimera" show "$here/bombers.variant" --piece Bomber
# Holes are left blank, and pieces that move like their orthodox namesakes around them still
# get their symbols (the bishop stops before b2, b8 and i9).
same "troitzky start position" "$here/troitzky-start.expected" -- "$chimera" show "$defs/troitzky.variant"
same "troitzky bishop" "$here/troitzky-bishop.expected" -- "$chimera" show "$defs/troitzky.variant" --piece Bishop
same "shogi hands and promoted pieces" "$here/shogi-fen.expected" -- "$chimera" show "$defs/shogi.variant" --fen \
  "lnsgk2nl/1r4g2/p1ppppspp/9/1p5P1/9/PPPPPPP1P/1+B3S1R1/LNSGKG1NL[Bpp] b - - 0 12"

# SVG: the cannon's 9 hop captures are orange crosses (plus one in the legend); its 24 plain
# moves green rings (plus one).
check "cannon svg written" -- "$chimera" show "$defs/shako.variant" --piece Cannon --svg "$tmp/cannon.svg"
check "cannon svg" -- "$python" "$here/../shell/check_svg.py" svg "$tmp/cannon.svg" --count '#e07b00=10' --count '#2a9d3a=25'
check "start svg written" -- "$chimera" show "$defs/crazyhouse.variant" --svg "$tmp/start.svg"
check "start svg" -- "$python" "$here/../shell/check_svg.py" svg "$tmp/start.svg" --count '#d62828=0'
# A board with holes: its 68 squares drawn one by one (34 dark, 34 light), holes not at all,
# and one outline around them instead of the board's frame.
check "holes svg written" -- "$chimera" show "$defs/troitzky.variant" --svg "$tmp/holes.svg"
check "holes svg" -- "$python" "$here/../shell/check_svg.py" svg "$tmp/holes.svg" --count '#b58863=34' --count '#f0d9b5=34' --count '#555=1'
check "locust svg written" -- "$chimera" show "$here/locusts.variant" --piece L --svg "$tmp/locust.svg"
# Victim boxes: 8 squares on the empty board, 3 among the blockers, 1 in the legend.
check "locust svg" -- "$python" "$here/../shell/check_svg.py" svg "$tmp/locust.svg" --count '#b00020=12'

# The shot is an orange burst (hop, exploding), once on the board and once in the legend.
check "scorpion svg written" -- "$chimera" show "$defs/gunnery.variant" --piece P --svg "$tmp/scorpion.svg"
check "scorpion svg" -- "$python" "$here/../shell/check_svg.py" svg "$tmp/scorpion.svg" --count '#e07b00=2' --count '#c2185b=0'

# Exploding captures without a hop are magenta bursts: 10 on the empty board, 2 beyond the
# knight, 1 in the legend.
check "bomber svg written" -- "$chimera" show "$here/bombers.variant" --piece X --svg "$tmp/bomber.svg"
check "bomber svg" -- "$python" "$here/../shell/check_svg.py" svg "$tmp/bomber.svg" --count '#c2185b=13'

# page: one start diagram, two per piece and a legend per piece; nothing fetched.
check "chess page written" -- "$chimera" page "$defs/chess.variant" -o "$tmp/pages"
check "chess page" -- "$python" "$here/../shell/check_svg.py" html "$tmp/pages/chess.html" --svgs 19 \
  --text '<title>Chess — Chimera</title>' --text 'Pawn reaching rank 8 promotes to Queen, or Rook, or Bishop, or Knight (mandatory).' \
  --text '<td class="value">3.2</td>'
check "culverin page written" -- "$chimera" page "$defs/culverin.variant" -o "$tmp/pages" --option relocation=2
check "culverin page" -- "$python" "$here/../shell/check_svg.py" html "$tmp/pages/culverin.html" \
  --text 'a drop needs a friendly Pawn directly in front of the square; it steps 2 squares forward' \
  --text 'Culverin may not jump an enemy Pawn except to the square just beyond it.'

check "gunnery page written" -- "$chimera" page "$defs/gunnery.variant" -o "$tmp/pages"
check "gunnery page" -- "$python" "$here/../shell/check_svg.py" html "$tmp/pages/gunnery.html" \
  --text '<code>moves &quot;fmWfceFifmnDmfsN&quot;, moves &quot;fcpR&quot; screen friend pierces except Scorpion explodes</code>' \
  --text 'capture only, jumping a piece; the piece explodes with its target'

expect "show help" 0 'usage: chimera show' -- "$chimera" show --help
expect "page help" 0 'usage: chimera page' -- "$chimera" page --help
expect "unknown piece" 2 "no piece called 'Dragon' in chess" -- "$chimera" show "$defs/chess.variant" --piece Dragon
expect "piece and fen" 2 'does not combine with --fen' -- "$chimera" show "$defs/chess.variant" --piece N --fen x
expect "bad fen" 2 'invalid FEN at column 1: ' -- "$chimera" show "$defs/chess.variant" --fen "x w - - 0 1"
expect "piece without name" 2 '--piece needs a value' -- "$chimera" show "$defs/chess.variant" --piece
expect "page without folder" 2 'expected an output folder: -o DIR' -- "$chimera" page "$defs/chess.variant"
expect "page missing file" 2 "cannot open 'nope.variant'" -- "$chimera" page nope.variant -o "$tmp"
expect "show unknown option" 2 "unknown option '--bogus'" -- "$chimera" show "$defs/chess.variant" --bogus
expect "unwritable svg" 2 "cannot write '$tmp/no/such/dir/x.svg'" -- "$chimera" show "$defs/chess.variant" --svg "$tmp/no/such/dir/x.svg"

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
