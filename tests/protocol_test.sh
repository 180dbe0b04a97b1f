#!/usr/bin/env bash
# UCI and XBoard as a GUI speaks them: command scripts piped into `chimera engine`, with the
# exact lines the engine must answer. usage: protocol_test.sh CHIMERA SOURCE_DIR
set -u
chimera=$1
defs=$2/definitions
passed=0 failed=0

# expect NAME LINE SCRIPT: the engine's output for SCRIPT (printf format) holds LINE exactly.
expect() {
  local name=$1 line=$2 out
  out=$(printf "$3" | timeout 60 "$chimera" engine 2>&1)
  if grep -Fxq -- "$line" <<<"$out"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: $name: no line '$line'"
    echo "$out" | grep -v '^option' | head -20 | sed 's/^/  | /'
  fi
}

# expect_re NAME PATTERN SCRIPT: some line of the output matches the extended regex PATTERN.
expect_re() {
  local name=$1 pattern=$2 out
  out=$(printf "$3" | timeout 60 "$chimera" engine 2>&1)
  if grep -Eq -- "$pattern" <<<"$out"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: $name: no line matching '$pattern'"
    echo "$out" | grep -v '^option' | head -20 | sed 's/^/  | /'
  fi
}

# UCI
expect "uci handshake" "uciok" 'uci\n'
expect "variants combo" "option name UCI_Variant type combo default chess var basic-bestiary var basilisk var bentback-bestiary var capablanca var chess var crazyhouse var culverin var grand var gunnery var janggi var seirawan var shako var shogi var wildebeest var xiangqi" 'uci\n'
expect "definition options" "option name extra type combo default on var on var off" 'uci\n'
expect "isready" "readyok" 'isready\n'
expect "mate in one" "bestmove a1a8" 'position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo depth 3\n'
expect_re "mate score" "^info depth 3 seldepth [0-9]+ score mate 1 nodes [0-9]+ nps [0-9]+ hashfull [0-9]+ time [0-9]+ pv a1a8$" \
  'position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo depth 3\n'
expect "no legal move" "bestmove 0000" 'position fen R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1\ngo depth 2\n'
expect "illegal move" "info string error: illegal move 'e2e5' in position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" \
  'position startpos moves e2e5\n'
expect "unknown command" "info string error: unknown command 'frobnicate'" 'frobnicate\nisready\n'
expect "keeps running" "readyok" 'frobnicate\nposition fen nonsense\ngo depth x\nisready\n'
expect "bad fen" "info string error: invalid FEN at column 2: unknown piece letter 'o'" \
  'position fen nonsense\n'
expect "variant and moves" "info string fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[Uu] b KQkq e3 0 1" \
  'setoption name UCI_Variant value culverin\nposition startpos moves e2e4\nd\n'
expect "definition option" "info string fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1" \
  'setoption name UCI_Variant value culverin\nsetoption name extra value off\nposition startpos\nd\n'
expect "variant path" "info string fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Ss] w KQkq - 0 1" \
  "setoption name VariantPath value $defs/basilisk.variant\nposition startpos\nd\n"
expect "unknown variant" "info string error: unknown variant 'nosuch'" 'setoption name UCI_Variant value nosuch\n'
expect "drop notation" "info string fen 4k3/8/8/8/8/6P1/8/4K1U1[] b - - 0 1" \
  'setoption name UCI_Variant value culverin\nposition fen 4k3/8/8/8/8/8/6P1/4K3[U] w - - 0 1 moves U@g1\nd\n'

# XBoard
x='xboard\nprotover 2\n'
expect "xboard features" 'feature variants="basic-bestiary,basilisk,bentback-bestiary,capablanca,normal,crazyhouse,culverin,grand,gunnery,janggi,seirawan,shako,shogi,wildebeest,xiangqi"' "$x"
expect "xboard done" "feature done=1" "$x"
expect "setup line" "setup (PNBRQU...............Kpnbrqu...............k) 8x8+6_fairy rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Uu] w KQkq - 0 1" "${x}variant culverin\n"
expect "piece line" "piece U& mKcpQ" "${x}variant culverin\n"
expect "bestiary setup" "setup (PNBRQZE.CW...IJG....UKpnbrqze.cw...ijg....uk) 13x12+0_fairy 1gziij1ueezg1/1rnccwkqbbnr1/1ppppppppppp1/13/13/13/13/13/13/1PPPPPPPPPPP1/1RNBBQKWCCNR1/1GZEEU1JIIZG1 w KQkq - 0 1" "${x}variant basic-bestiary\n"
expect "ping" "pong 5" "${x}ping 5\n"
expect "xboard error" "Error (unknown command): frobnicate" "${x}frobnicate\n"
expect "illegal usermove" "Illegal move: e2e5" "${x}new\nusermove e2e5\n"
expect "xboard mate" "move a1a8" "${x}new\nforce\nsetboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\nsd 3\ngo\n"
expect "xboard result" "1-0 {Black is checkmated}" "${x}new\nforce\nsetboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\nsd 3\ngo\n"
expect "xboard bad level" "Error (level needs MPS BASE INC): level 40" "${x}level 40\n"
expect "xboard unknown variant" "Error (unknown variant): variant nosuch" "${x}variant nosuch\n"

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
