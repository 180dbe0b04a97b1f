#!/usr/bin/env bash
# chimera play: scripted games piped in, with the engine searching one ply so that the
# transcript is reproducible. Lines that depend only on the rules are matched exactly.
# usage: play_test.sh CHIMERA SOURCE_DIR
set -u
chimera=$1
defs=$2/definitions
source "$(dirname "$0")/expect.sh"

# run INPUT ARGS...: the transcript of `chimera play ARGS` fed INPUT (printf format), in $out.
run() {
  local input=$1
  shift
  out=$(printf "$input" | timeout 60 "$chimera" play "$@" --depth 1 2>&1)
  rc=$?
}

# check NAME FLAGS PATTERN: some line of the last transcript matches PATTERN as `grep FLAGS`
# reads it, and the program ended with status 0.
check() {
  if [[ $rc -eq 0 ]] && grep -q "$2" -- "$3" <<<"$out"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: $1: no line matching '$3' (grep $2, status $rc)"
    echo "$out" | tail -25 | sed 's/^/  | /'
  fi
}
has() { check "$1" -Fx "$2"; }     # a line is exactly LINE
matches() { check "$1" -E "$2"; } # a line matches the extended regex PATTERN

# lacks NAME PATTERN: no line of the last transcript matches PATTERN.
lacks() {
  if ! grep -Eq -- "$2" <<<"$out"; then passed=$((passed + 1)); else
    failed=$((failed + 1))
    echo "FAIL: $1: a line matches '$2'"
  fi
}

chess=$defs/chess.variant
start='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

# Illegal, unknown and lenient input; the end of the input ends the game.
run 'e2e5\nhello\nE2-E4\n' "$chess"
has "start banner" "Chess: you play White, Chimera plays Black. Type 'help' for the commands."
has "board drawn" "1 ♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖"
has "input echoed" "> e2e5"
has "illegal move" "Illegal move 'e2e5'. Type 'moves' for the legal moves."
has "not a move" "Unknown command or move 'hello'. Type 'help' for the commands."
matches "lenient move, engine replies" '^Chimera \(Black\) plays [a-h][1-8][a-h][1-8]  \[depth 1, score [-+][0-9]+\.[0-9]{2} for Black\]$'
has "EOF ends the game" "End of input: goodbye."

# The legal moves, listed sorted and wrapped; then undo restores the position exactly.
run 'moves\ne2e4\nundo\nfen\nundo\n' "$chess"
has "moves count" "Legal moves (20):"
has "moves first line" "  a2a3 a2a4 b1a3 b1c3 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g1f3"
has "moves second line" "  g1h3 g2g3 g2g4 h2h3 h2h4"
has "undo" "Taken back."
has "undo restores the FEN" "$start"
has "nothing more to undo" "Nothing to take back: you have not moved yet."

# An empty square or the opponent's piece, and a move that leaves the king attacked, say so.
run 'e3e4\ne7e5\n' "$chess"
has "empty square" "Illegal move 'e3e4': there is no piece on e3. Type 'moves' for the legal moves."
has "not yours" "Illegal move 'e7e5': the piece on e7 is not yours. Type 'moves' for the legal moves."
run 'e2d3\n' "$chess" --fen '4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1'
has "pinned" "Illegal move 'e2d3': it would leave your King in check. Type 'moves' for the legal moves."

# Mate in one for the player: announced, then moves are refused until undo.
run 'a1a8\ng1g2\nundo\nfen\n' "$chess" --fen '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1'
has "mate" "Game over: Black is checkmated. 1-0, you win."
has "in check" "Black to move, in check"
has "over" "The game is over (1-0). Type 'undo' to take back or 'new' to start again."
has "undo after mate" "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"

# Stalemate by the rules of chess (a draw).
run 'h1g2\n' "$chess" --fen 'k7/8/1Q6/8/8/8/8/7K w - - 0 1'
has "stalemate" "Game over: stalemate. 1/2-1/2, a draw."

# O-O (the one castling with the rook on the king's right); a promotion left unsaid.
run 'O-O\nfen\n' "$chess" --fen 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1'
matches "O-O castles" '/R4RK1 w [kq-]+ [a-h0-9-]+ [0-9]+ 2$'
run 'e7e8\n' "$chess" --fen '4k3/4P3/8/8/8/8/8/K7 w - - 0 1'
has "blocked pawn" "Illegal move 'e7e8'. Type 'moves' for the legal moves."
run 'a7a8\n' "$chess" --fen '4k3/P7/8/8/8/8/8/4K3 w - - 0 1'
has "ambiguous promotion" "Ambiguous move 'a7a8': it may be a7a8b a7a8n a7a8q a7a8r."

# SAN as PGN writes it, with the same leniency; the game as PGN in SAN.
run 'Nf6\nNd2\nNbd2\npgn\n' "$chess" --fen '4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1'
has "illegal SAN" "Illegal move 'Nf6'. Type 'moves' for the legal moves."
has "ambiguous SAN, candidates in SAN" "Ambiguous move 'Nd2': it may be Nbd2 Nfd2."
has "PGN variant" '[Variant "chess"]'
has "PGN set-up" '[SetUp "1"]'
has "PGN FEN" '[FEN "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"]'
has "PGN unfinished" '[Result "*"]'
matches "PGN moves in SAN" '^1\. Nbd2 K[d-f][78] \*$'
run 'Bd3\n' "$chess" --fen '4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1'
has "pinned, in SAN" "Illegal move 'Bd3': it would leave your King in check. Type 'moves' for the legal moves."
run 'Ra8#\npgn\n' "$chess" --fen '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1'
has "mate in SAN" "Game over: Black is checkmated. 1-0, you win."
has "PGN result" '[Result "1-0"]'
has "PGN mate" "1. Ra8# {Black is checkmated} 1-0"
run 'e4\nNf3\npgn\n' "$chess"
matches "SAN from the start" '^1\. e4 [^ ]+ 2\. Nf3 [^ ]+ \*$'
lacks "no FEN tag from the start position" '^\[FEN '
# Free castling in SAN names the king's square; O-O alone fits four moves.
run 'O-O\nO-O-i1\npgn\n' "$defs/wildebeest.variant" --fen '11/9k1/11/11/11/11/11/11/11/R4K4R w KQ - 0 1'
has "free castling ambiguous" "Ambiguous move 'O-O': it may be O-O-g1 O-O-h1 O-O-i1 O-O-j1."
matches "free castling in SAN" '^1\. O-O-i1 K[a-z][0-9]+ \*$'
# Shogi: a promotion in SAN is '=' and the promoted piece; '+' alone is a check sign.
run 'Bxh8=+B\npgn\n' "$defs/shogi.variant" --fen '4k4/7b1/9/9/9/9/9/1B7/4K4[P] w - - 0 1'
matches "shogi promotion in SAN" '^1\. Bxh8=\+B [^ ]+ \*$'

# Gunnery Chess: the Scorpion's shot e2e7 flies over the knight on e5 and removes both the
# Scorpion and the rook; nothing Black can do brings a piece back to e2 or e7.
gunnery=$defs/gunnery.variant
run 'moves\ne2e7\nfen\n' "$gunnery" --fen 'k7/4r3/8/4n3/8/4N3/4P3/4K3 w - - 0 1'
has "gunnery moves" "  e1d1 e1d2 e1f1 e1f2 e2c3 e2e5 e2e7 e2g3 e3c2 e3c4 e3d1 e3d5 e3f1 e3f5 e3g2"
matches "shot removes both" '^[^/ ]*/[^/r]*/[^/]*/[^/]*/[^/]*/[^/]*/8/4K3 w - - [0-9]+ 2$'

# Playing Black: the engine opens, the board is seen from Black's side; commands.
run 'flip\ntime 0.5\ndepth 2\nnew\nquit\nmoves\n' "$chess" --color black
matches "engine opens" '^Chimera \(White\) plays '
has "seen from Black" "  h g f e d c b a"
has "flipped back" "  a b c d e f g h"
has "time" "Chimera now thinks 0.5 s a move."
has "depth" "Chimera now searches 2 plies a move."
has "new game" "New game."
has "quit" "Goodbye."
lacks "nothing after quit" '^Legal moves'
run 'help\n' "$chess"
has "help" "  undo          take back your last move and the engine's reply"
has "help pgn" "  pgn           print the game so far as PGN"

# Chess960: --seed N starts from the arrangement `chimera start --seed N` prints, and 'new'
# plays it again; castling is typed as the king taking its rook.
run 'fen\nnew\nfen\n' "$defs/chess960.variant" --seed 2
has "chess960 seed" "brnnkrqb/pppppppp/8/8/8/8/PPPPPPPP/BRNNKRQB w FBfb - 0 1"
lacks "chess960 new keeps the start" '^rnbqkbnr/'
run 'e1b1\nfen\n' "$defs/chess960.variant" --fen "4k3/8/8/8/8/8/8/1R2K3 w B - 0 1"
matches "chess960 castling e1b1" '/2KR4 w - - 2 2$'

# Bad arguments.
expect "play help" 0 'usage: chimera play' -- "$chimera" play --help
expect "bad colour" 2 "--color must be white or black, not 'purple'" -- "$chimera" play "$chess" --color purple
expect "bad depth" 2 "--depth needs a whole number from 1 to 127, not 'x'" -- "$chimera" play "$chess" --depth x
expect "two limits" 2 'give one of --time, --depth and --nodes' -- "$chimera" play "$chess" --depth 1 --time 1
expect "bad fen" 2 'invalid FEN at column 1' -- "$chimera" play "$chess" --fen 'x w - - 0 1'
expect "missing file" 2 "cannot open 'nope.variant'" -- "$chimera" play nope.variant
expect "bad seed" 2 "--seed needs a whole number, not 'x'" -- "$chimera" play "$defs/chess960.variant" --seed x

echo "play: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
