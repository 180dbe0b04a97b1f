#!/usr/bin/env bash
# UCI and XBoard as a GUI speaks them: command scripts piped into `chimera engine`, with the
# exact lines the engine must answer. usage: protocol_test.sh CHIMERA SOURCE_DIR
set -u
chimera=$1
defs=$2/definitions
passed=0 failed=0
args=() # arguments of `chimera engine` (a definition FILE)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# expect NAME LINE SCRIPT: the engine's output for SCRIPT (printf format) holds LINE exactly.
expect() {
  local name=$1 line=$2 out
  out=$(printf "$3" | timeout 60 "$chimera" engine "${args[@]}" 2>&1)
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
  out=$(printf "$3" | timeout 60 "$chimera" engine "${args[@]}" 2>&1)
  if grep -Eq -- "$pattern" <<<"$out"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: $name: no line matching '$pattern'"
    echo "$out" | grep -v '^option' | head -20 | sed 's/^/  | /'
  fi
}

# expect_without NAME LINE ABSENT INPUT: like expect, and no line matches the basic regex ABSENT.
expect_without() {
  local name=$1 line=$2 absent=$3 out
  out=$(printf "$4" | timeout 60 "$chimera" engine "${args[@]}" 2>&1)
  if grep -Fxq -- "$line" <<<"$out" && ! grep -q -- "$absent" <<<"$out"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: $name: no line '$line', or a line matching '$absent'"
    echo "$out" | grep -v '^option' | head -20 | sed 's/^/  | /'
  fi
}

# UCI
expect "uci handshake" "uciok" 'uci\n'
names=$(cd "$defs" && ls *.variant | sed 's/\.variant$//' | LC_ALL=C sort)
expect "variants combo" "option name UCI_Variant type combo default chess$(printf ' var %s' $names)" 'uci\n'
expect "definition options" "option name extra type combo default on var on var off" 'uci\n'
expect "isready" "readyok" 'isready\n'
expect "mate in one" "bestmove a1a8" 'position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo depth 3\n'
expect_re "mate score" "^info depth 3 seldepth [0-9]+ score mate 1 nodes [0-9]+ nps [0-9]+ hashfull [0-9]+ time [0-9]+ pv a1a8$" \
  'position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo depth 3\n'
expect "no legal move" "bestmove 0000" 'position fen R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1\ngo depth 2\n'
# A game that is over says its result before bestmove, as Fairy-Stockfish does: mate 0 for a
# decided game (by checkmate or by a goal of the variant), cp 0 for a draw.
expect "checkmated: score" "info depth 0 score mate 0" 'position fen R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1\ngo depth 2\n'
expect "stalemate: score" "info depth 0 score cp 0" 'position fen k7/2Q5/1K6/8/8/8/8/8 b - - 0 1\ngo depth 2\n'
expect "goal reached: score" "info depth 0 score mate 0" \
  'setoption name UCI_Variant value kingofthehill\nposition fen 8/8/8/8/3K4/8/8/k7 b - - 0 1\ngo depth 3\n'
expect "goal reached: no move" "bestmove 0000" \
  'setoption name UCI_Variant value kingofthehill\nposition fen 8/8/8/8/3K4/8/8/k7 b - - 0 1\ngo depth 3\n'
expect "goal by checks: score" "info depth 0 score mate 0" \
  'setoption name UCI_Variant value 3check\nposition fen 4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1 moves a1a8\ngo depth 2\n'
expect "answered goal: score" "info depth 0 score cp 0" \
  'setoption name UCI_Variant value racingkings\nposition fen 8/1K4k1/8/8/8/8/8/8 w - - 0 1 moves b7a8 g7g8\ngo depth 2\n'
expect_without "game not over: no depth 0" "bestmove d3d4" '^info depth 0' \
  'setoption name UCI_Variant value kingofthehill\nposition fen 8/8/8/8/8/3K4/8/k7 w - - 0 1\ngo depth 3\n'
expect "illegal move" "info string error: illegal move 'e2e5' in position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" \
  'position startpos moves e2e5\n'
expect "unknown command" "info string error: unknown command 'frobnicate'" 'frobnicate\nisready\n'
expect "keeps running" "readyok" 'frobnicate\nposition fen nonsense\ngo depth x\nisready\n'
expect "bad fen" "info string error: invalid FEN at column 2: unknown piece letter 'o'" \
  'position fen nonsense\n'
expect "variant and moves" "info string fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[Uu] b KQkq - 0 1" \
  'setoption name UCI_Variant value culverin\nposition startpos moves e2e4\nd\n'
expect "definition option" "info string fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" \
  'setoption name UCI_Variant value culverin\nsetoption name extra value off\nposition startpos\nd\n'
expect "variant path" "info string fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Ss] w KQkq - 0 1" \
  "setoption name VariantPath value $defs/basilisk.variant\nposition startpos\nd\n"
expect "unknown variant" "info string error: unknown variant 'nosuch'" 'setoption name UCI_Variant value nosuch\n'
# A wall instead of a move (Atlantis): a move without a wall in Fairy-Stockfish's spelling
# (its empty wall field as a1) and without the field.
printf 'variant atlantis extends "chess" { walls { place edge; instead of a move; } }\n' >"$tmp/atlantis.variant"
expect "move without a wall, as Fairy-Stockfish writes it" \
  "info string fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2" \
  "setoption name VariantPath value $tmp/atlantis.variant\nposition startpos moves e2e4,e4a1 e7e5\nd\n"
expect "drop notation" "info string fen 4k3/8/8/8/8/6P1/8/4K1U1[] b - - 0 1" \
  'setoption name UCI_Variant value culverin\nposition fen 4k3/8/8/8/8/8/6P1/4K3[U] w - - 0 1 moves U@g1\nd\n'
expect_re "stop before the search starts" "^bestmove [a-h][1-8][a-h][1-8]$" 'position startpos\ngo infinite\nstop\n'
expect_re "input ends in a search" "^bestmove [a-h][1-8][a-h][1-8]$" 'position startpos\ngo infinite\n'
expect "stop without search" "readyok" 'stop\nstop\nisready\n'
# Searches the start position: any of its legal moves (which one depends on the evaluation).
expect_re "go before position" '^bestmove ([a-h]2[a-h][34]|[bg]1[a-h]3)$' 'go depth 1\n'
expect "position trailing word" "info string error: position: expected 'moves', not 'foo'" 'position startpos foo\n'
expect "position without argument" "info string error: position needs 'startpos' or 'fen FEN'" 'position\n'
expect "position fen empty" "info string error: invalid FEN at column 1: empty FEN" 'position fen\n'
expect "position fen no king" "info string error: invalid FEN at column 1: White has no royal piece" \
  'position fen 8/8/8/8/8/8/8/8 w - - 0 1\n'
expect "hash too large" "info string error: option 'Hash' needs a number from 1 to 65536" \
  'setoption name Hash value 99999999\n'
expect "hash not a number" "info string error: option 'Hash' needs a number from 1 to 65536" 'setoption name Hash value x\n'
expect "setoption without name" "info string error: setoption needs 'name NAME [value VALUE]'" 'setoption\n'
expect "unknown option" "info string error: unknown option 'Nope'" 'setoption name Nope value 3\nisready\n'
expect "go bad number" "info string error: go depth needs a non-negative number" 'go depth x\n'
expect_re "go with an unknown word still searches" "^bestmove [a-h][1-8][a-h][1-8]$" 'go frob depth 1\n'
expect "unknown go word reported" "info string error: unknown go parameter 'frob'" 'go frob depth 1\n'
expect "searchmoves skipped" "info string error: searchmoves is not supported: every move is searched" \
  'go searchmoves e2e4 d2d4 depth 1\n'
expect_re "searchmoves then depth" "^bestmove [a-h][1-8][a-h][1-8]$" 'go searchmoves e2e4 d2d4 depth 1\n'
expect "go mate" "bestmove a1a8" 'position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo mate 1\n'
expect_re "overstepped clock" "^bestmove [a-h][1-8][a-h][1-8]$" 'go wtime -100 btime 1000\n'
expect "go depth without number" "info string error: go depth needs a non-negative number" 'go depth\n'
expect "CR LF lines" "info string fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" \
  'uci\r\nposition startpos moves e2e4\r\nd\r\n'
long="e2e4 e7e5$(printf ' g1f3 g8f6 f3g1 f6g8%.0s' {1..1000})"
expect "very long line" "info string fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 4000 2002" \
  "position startpos moves $long\nd\n"

# Chess960: UCI_Chess960 writes castling as the king taking its rook and rights as file letters;
# a definition with a shuffle draws the start of each game at ucinewgame (the n-th from seed n).
expect "UCI_Chess960 option" "option name UCI_Chess960 type check default false" 'uci\n'
expect "UCI_Chess960 castling" "info string fen r3k2r/8/8/8/8/8/8/R4RK1 b ha - 1 1" \
  'setoption name UCI_Chess960 value true\nposition fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1h1\nd\n'
expect "UCI_Chess960 rights" "info string fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1" \
  'setoption name UCI_Chess960 value true\nposition startpos\nd\n'
expect "UCI_Chess960 bad value" "info string error: option 'UCI_Chess960' needs true or false" \
  'setoption name UCI_Chess960 value yes\n'
expect "chess960: ucinewgame draws a start" "info string fen brnnkrqb/pppppppp/8/8/8/8/PPPPPPPP/BRNNKRQB w FBfb - 0 1" \
  'setoption name UCI_Variant value chess960\nucinewgame\nucinewgame\nposition startpos\nd\n'
expect "chess960: castling where only the rook moves" "bestmove g1h1" \
  'setoption name UCI_Variant value chess960\nposition fen 4rkr1/4p1p1/8/8/8/8/8/6KR w H - 0 1\ngo depth 2\n'
expect "chess960: without ucinewgame, the definition's start" "info string fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1" \
  'setoption name UCI_Variant value chess960\nposition startpos\nd\n'

# A definition with several errors: every one is a protocol line, the notes too.
printf 'variant multi extends "chess" {\n  piece Lance L { moves "fRx"; }\n  piece Ghost g { moves "hW"; }\n  remove piece Knight;\n}\n' \
  >"$tmp/multi.variant"
raw='^[^ ]*\.variant:\|^note:' # a diagnostic line that is no protocol line
expect_without "VariantPath: first error" "info string error: $tmp/multi.variant:2:28: error: in 'fRx': unsupported modifier 'x'" \
  "$raw" "setoption name VariantPath value $tmp/multi.variant\nisready\n"
expect_without "VariantPath: further errors" "info string $tmp/multi.variant:3:15: error: piece letter must be upper case: write 'G' (Black's pieces use the lower case)" \
  "$raw" "setoption name VariantPath value $tmp/multi.variant\nisready\n"
expect_without "VariantPath: notes" "info string note: in '$tmp/multi.variant:1:23', which extends 'chess'" \
  "$raw" "setoption name VariantPath value $tmp/multi.variant\nisready\n"
expect "VariantPath: still chess" "info string fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" \
  "setoption name VariantPath value $tmp/multi.variant\nposition startpos\nd\n"
# `chimera engine FILE` with a FILE that does not load: told once the protocol is known, and
# chess is played (the engine used to crash on the first position).
args=("$tmp/multi.variant")
expect_without "engine FILE: errors as info strings" "info string $tmp/multi.variant:3:26: error: in 'hW': 'h' (chiral halves) is not supported; name the directions, like fr or rf" \
  "$raw" 'uci\nisready\n'
expect "engine FILE: plays chess" "info string fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" \
  'uci\nposition startpos moves e2e4\nd\n'
expect_without "engine FILE: xboard comments" "# $tmp/multi.variant:3:15: error: piece letter must be upper case: write 'G' (Black's pieces use the lower case)" \
  "$raw" 'xboard\nprotover 2\nping 1\n'
expect "engine FILE: xboard tells the user" "tellusererror $tmp/multi.variant:2:28: error: in 'fRx': unsupported modifier 'x'" \
  'xboard\nprotover 2\nping 1\n'
args=()
# A shipped definition that does not load (here a folder of definitions made for the test).
mkdir -p "$tmp/defs"
cp "$defs/chess.variant" "$tmp/defs/"
cp "$tmp/multi.variant" "$tmp/defs/multi.variant"
CHIMERA_DEFINITIONS="$tmp/defs" expect_without "xboard variant that does not load" \
  "Error (the definition does not load): variant multi" "$raw" 'xboard\nprotover 2\nvariant multi\nping 2\n'
CHIMERA_DEFINITIONS="$tmp/defs" expect "xboard variant errors as comments" \
  "# $tmp/defs/multi.variant:3:26: error: in 'hW': 'h' (chiral halves) is not supported; name the directions, like fr or rf" \
  'xboard\nprotover 2\nvariant multi\nping 2\n'

# XBoard
x='xboard\nprotover 2\n'
expect "xboard features" \
  "feature variants=\"$(sed 's/^chess$/normal/;s/^chess960$/fischerandom/;s/^capablanca960$/caparandom/' <<<"$names" | paste -sd,)\"" "$x"
expect "xboard done" "feature done=1" "$x"
expect "setup line" "setup (PNBRQU...............Kpnbrqu...............k) 8x8+6_fairy rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Uu] w KQkq - 0 1" "${x}variant culverin\n"
expect "piece line" "piece U& mKcpQ" "${x}variant culverin\n"
expect "bestiary setup" "setup (PNBRQZE.CW...IJG....UKpnbrqze.cw...ijg....uk) 13x12+0_fairy 1gziij1ueezg1/1rnccwkqbbnr1/1ppppppppppp1/13/13/13/13/13/13/1PPPPPPPPPPP1/1RNBBQKWCCNR1/1GZEEU1JIIZG1 w KQkq - 0 1" "${x}variant basic-bestiary\n"
expect "ping" "pong 5" "${x}ping 5\n"
expect "xboard error" "Error (unknown command): frobnicate" "${x}frobnicate\n"
expect "illegal usermove" "Illegal move: e2e5" "${x}new\nusermove e2e5\n"
expect "xboard mate" "move a1a8" "${x}new\nforce\nsetboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\nsd 3\ngo\n"
expect "xboard result" "1-0 {Black is checkmated}" "${x}new\nforce\nsetboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\nsd 3\ngo\n"
# Games ended by a goal of the variant: the engine's winning move, then the result named by
# the rule (a goal reached, a check count, a king blown up, the mover's own last piece taken,
# an answered race and an unanswered one).
expect "xboard goal: the winning move" "move d3d4" "${x}variant kingofthehill\nforce\nsetboard 8/8/8/8/8/3K4/8/k7 w - - 0 1\nsd 2\ngo\n"
expect "xboard goal: reach" "1-0 {rule 'win when King in hill'}" \
  "${x}variant kingofthehill\nforce\nsetboard 8/8/8/8/8/3K4/8/k7 w - - 0 1\nsd 2\ngo\n"
expect "xboard goal: checks" "1-0 {rule 'win when checks 3'}" \
  "${x}variant 3check\nforce\nsetboard 4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1\nsd 2\ngo\n"
expect "xboard goal: king blown up" "1-0 {rule 'loss when count King = 0'}" \
  "${x}variant atomic\nforce\nsetboard 4k3/4p3/8/8/8/8/8/4RK2 w - - 0 1\nsd 2\ngo\n"
expect "xboard goal: extinction, the mover loses" "0-1 {rule 'win when count pieces = 0'}" \
  "${x}variant antichess\nforce\nsetboard 8/8/8/8/8/8/1p6/K7 w - - 0 1\nsd 2\ngo\n"
expect "xboard goal: extinction of White's pawns" "0-1 {rule 'loss when count pieces = 0'}" \
  "${x}variant horde\nforce\nsetboard 4k3/8/8/8/8/8/8/3rP3 b - - 0 1\nsd 2\ngo\n"
expect "xboard goal: answered" "1/2-1/2 {goal answered}" \
  "${x}variant racingkings\nforce\nsetboard 8/1K4k1/8/8/8/8/8/8 w - - 0 1\nusermove b7a8\nusermove g7g8\nping 1\n"
expect "xboard goal: not answered" "1-0 {rule 'white win when King in rank 8 unless answered'}" \
  "${x}variant racingkings\nforce\nsetboard 8/1K4k1/8/8/8/8/8/8 w - - 0 1\nusermove b7a8\nusermove g7f7\nping 1\n"
expect_without "xboard goal: answer pending" "pong 1" '^1-0\|^0-1\|^1/2' \
  "${x}variant racingkings\nforce\nsetboard 8/1K4k1/8/8/8/8/8/8 w - - 0 1\nusermove b7a8\nping 1\n"
# A goal's draw decided by points (Fairy-Stockfish's adjudicateFullBoard with blackdrawodds).
printf 'variant fill {\n  board 2x2;\n  piece Stone P { immobile; }\n  start "2/2[PPpp] w - - 0 1";\n  drops { }\n  rules {\n    move-rule 0;\n    draw when board full decided by points;\n    draws decided by points { black 1; }\n  }\n}\n' >"$tmp/fill.variant"
args=("$tmp/fill.variant")
expect "xboard goal: decided by points" "0-1 {rule 'draw when board full decided by points', points 0 to 1}" \
  "${x}force\nsetboard Pp/Pp[] w - - 0 1\ngo\n"
args=()
expect "xboard bad level" "Error (level needs MPS BASE INC): level 40" "${x}level 40\n"
expect "xboard unknown variant" "Error (unknown variant): variant nosuch" "${x}variant nosuch\n"
expect "xboard variant without name" "Error (unknown variant): variant" "${x}variant\n"
expect "usermove without move" "Error (missing argument): usermove" "${x}usermove\n"
expect "usermove not a move" "Illegal move: zz" "${x}force\nusermove zz\n"
expect "usermove ambiguous" "Illegal move: e2" "${x}force\nusermove e2\n"
expect "setboard bad fen" "Error (invalid FEN at column 1: unknown piece letter 'g'): setboard garbage" "${x}setboard garbage\n"
expect "setboard empty" "Error (invalid FEN at column 1: empty FEN): setboard" "${x}setboard\n"
expect "memory too large" "Error (bad number): memory 999999999" "${x}memory 999999999\nping 1\n"
expect "keeps running after memory" "pong 1" "${x}memory 999999999\nping 1\n"
expect "sd bad number" "Error (bad number): sd x" "${x}sd x\n"
expect "st negative" "Error (bad number): st -1" "${x}st -1\n"
expect "cores zero" "Error (bad number): cores 0" "${x}cores 0\n"
expect "undo at start" "Error (command not legal now): undo" "${x}new\nforce\nundo\n"
expect "remove at start" "Error (command not legal now): remove" "${x}new\nforce\nusermove e2e4\nremove\n"
expect "xboard CR LF" "pong 3" "xboard\r\nprotover 2\r\nnew\r\nforce\r\nusermove e2e4\r\nping 3\r\n"
expect_re "xboard input ends in a search" "^move [a-h][1-8][a-h][1-8]$" "${x}new\nlevel 0 0:30 0\ngo\n"
# Known variants are left to XBoard's own rules: no setup line moving its pieces to other slots.
expect_without "known variant sends no setup/piece lines" "pong 4" '^setup\|^piece' "${x}variant shogi\nping 4\n"
# XBoard's FENs: `[-]` for empty holdings, no castling and en-passant fields in shogi.
expect "xboard shogi fen" "Illegal move: c3c4" \
  "${x}variant shogi\nforce\nsetboard lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] b 0 1\nusermove c3c4\n"
expect "xboard shogi fen loads" "pong 5" \
  "${x}variant shogi\nforce\nsetboard lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] b 0 1\nusermove c7c6\nping 5\n"
# Ten ranks and more: XBoard counts ranks from 0 (Chimera's h3 is XBoard's h2).
expect "xboard xiangqi ranks" "move a3a4" "${x}variant xiangqi\nforce\nsetboard 5k3/9/9/9/9/4r4/P8/9/r8/3K5 w - - 0 1\nsd 1\ngo\n"
expect "xboard xiangqi illegal" "Illegal move: h3e3" "${x}variant xiangqi\nforce\nusermove h3e3\n"
expect "xboard xiangqi usermove" "pong 6" "${x}variant xiangqi\nforce\nusermove h2e2\nping 6\n"
# A move with a wall and a promotion: XBoard writes the wall before the promotion letter, as
# Fairy-Stockfish does (b7b8,b8g7q; UCI b7b8q,b8g7); both spellings are read. (Where the duck
# goes is the search's choice.)
expect_re "xboard wall before the promotion letter" '^move b7b8,b8[a-h][1-8]q$' "${x}variant duck\nsetboard 7k/1P6/8/8/8/8/8/K7 w - - 0 1\nsd 3\ngo\n"
expect_without "xboard reads b7b8,b8g7q" "pong 4" 'Illegal' "${x}variant duck\nforce\nsetboard 7k/1P6/8/8/8/8/8/K7 w - - 0 1\nusermove b7b8,b8g7q\nping 4\n"
expect_without "xboard reads b7b8q,b8g7" "pong 5" 'Illegal' "${x}variant duck\nforce\nsetboard 7k/1P6/8/8/8/8/8/K7 w - - 0 1\nusermove b7b8q,b8g7\nping 5\n"
# Janggi's pass is XBoard's null move @@@@ (Chimera's e2e2 would be a move from e1 to e1).
expect_without "janggi pass as @@@@" "pong 7" 'Illegal' "${x}variant janggi\nforce\nusermove @@@@\nusermove a6a5\nping 7\n"
expect "move after setboard out of force mode" "move a8a1" "${x}new\nsd 3\nsetboard r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1\n"
expect "gunnery piece line" "piece P& fmWfceFifmnDmfsNfctpR" "${x}variant gunnery\n"
# XBoard adds a promotion letter to a Gunnery shot onto the last rank.
expect_without "promotion letter on a shot" "pong 8" 'Illegal' \
  "${x}variant gunnery\nforce\nsetboard 4k2r/8/8/8/7N/8/7P/4K3 w - - 0 1\nusermove h2h8q\nping 8\n"
expect "promotion letter elsewhere" "Illegal move: e1d1q" "${x}variant gunnery\nforce\nsetboard 4k3/8/8/8/8/8/8/4K3 w - - 0 1\nusermove e1d1q\n"
# A search ended by force (or result, new) plays no move: it would land in the wrong game.
expect_without "no move after force" "pong 9" '^move' "${x}new\nlevel 0 5 0\ngo\nforce\nping 9\n"
expect_re "unknown command during a search" "^move [a-h][1-8][a-h][1-8]$" "${x}new\nlevel 0 0:30 0\ngo\nhint\n"
expect_re "move now" "^move [a-h][1-8][a-h][1-8]$" "${x}new\nlevel 0 5 0\ngo\n?\nping 10\n"
# `new` is standard chess again: a Culverin in hand is no piece of chess.
expect "new returns to chess" \
  "Error (invalid FEN at column 23: unknown piece letter 'U' in hand): setboard 4k3/8/8/8/8/8/6P1/4K3[U] w - - 0 1" \
  "${x}new\nvariant culverin\nnew\nforce\nsetboard 4k3/8/8/8/8/8/6P1/4K3[U] w - - 0 1\n"
expect_without "a clock past zero is no error" "pong 11" '^Error' "${x}time -50\notim -3\nping 11\n"
# XBoard writes a declined shogi promotion as d6d2=.
expect_without "declined promotion e6e7=" "pong 12" 'Illegal\|Error' \
  "${x}variant shogi\nforce\nsetboard 4k4/9/9/4S4/9/9/9/9/4K4[-] w 0 1\nusermove e6e7=\nping 12\n"
expect "bestiary piece line" "piece P& fmWfmW3fmW2fceF" "${x}variant basic-bestiary\n"
# XBoard's fischerandom is chess960: XBoard draws the start (no setup line), castling is the
# king taking its rook (g1h1: only the rook moves), and XBoard's O-O is read too.
expect_without "fischerandom sends no setup line" "pong 13" '^setup' "${x}variant fischerandom\nping 13\n"
expect "fischerandom castling" "move g1h1" \
  "${x}variant fischerandom\nforce\nsetboard 4rkr1/4p1p1/8/8/8/8/8/6KR w H - 0 1\nsd 2\ngo\n"
expect "fischerandom O-O" "1-0 {Black is checkmated}" \
  "${x}variant fischerandom\nforce\nsetboard 4rkr1/4p1p1/8/8/8/8/8/6KR w H - 0 1\nusermove O-O\nping 14\n"
expect "fischerandom O-O-O not legal" "Illegal move: O-O-O" \
  "${x}variant fischerandom\nforce\nsetboard 4rkr1/4p1p1/8/8/8/8/8/6KR w H - 0 1\nusermove O-O-O\n"
expect_without "caparandom is capablanca960" "pong 15" 'Illegal\|Error' "${x}variant caparandom\nforce\nusermove c1d3\nping 15\n"

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
