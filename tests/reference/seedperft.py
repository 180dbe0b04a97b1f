#!/usr/bin/env python3
"""Independent perft for Culverin Chess and Basilisk Chess.

Written directly from /work/shared/RULES.md (sections "Shared by Basilisk Chess and
Culverin Chess", "Basilisk", "Culverin") and the orthodox rules of chess -- NOT from
Chimera's code -- so that Chimera's counts have a second, independent witness.
It is deliberately slow and plain: a 64-square mailbox, copy-make, and legality by
"make the move, then ask whether the mover's king is attacked".

    seedperft.py --variant culverin|basilisk --fen FEN --depth N [--divide] [--relocation 2]
                 [--extra off]

FEN "startpos" is the start position: with the reserve pieces in hand, or (--extra off) without
them, which is orthodox chess. --extra only changes the start position; a FEN's hand is used
as written.

Output has Chimera's format: with --divide one "MOVE: COUNT" line per legal move, a blank
line, then "Nodes searched: N". Moves are written e2e4, e7e8q, e1g1 (castling as the king's
move), U@g1 / S@g1 (drops; the pawn relocation is implied).

Readings of points RULES.md leaves implicit:
- "Enemy pawn" in the screen rule means a pawn of the side opposing the hopping cannon.
- The Basilisk's fallback is tested on pseudo-legal hop moves (to an empty square or onto an
  enemy piece), ignoring whether they would leave the own king in check.
- Castling: the king's square and the square it crosses must not be attacked in the position
  before the move; the arrival square is tested after the move (make and test), like any move.
- Drops are written with the upper-case letter for both sides (U@g8), as Chimera does.

Board: index = rank * 8 + file (a1 = 0, h1 = 7, a8 = 56). Pieces are FEN letters, upper
case White, '.' an empty square. The reserve comes from the FEN's bracketed hand.
"""
import argparse
import sys

FILES = "abcdefgh"
EMPTY = "."
ORTH = [(1, 0), (-1, 0), (0, 1), (0, -1)]
DIAG = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
QUEEN_DIRS = ORTH + DIAG
KNIGHT_STEPS = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]


def on_board(f, r):
    return 0 <= f < 8 and 0 <= r < 8


def sqname(s):
    return FILES[s % 8] + str(s // 8 + 1)


def parse_square(text):
    return (int(text[1]) - 1) * 8 + FILES.index(text[0])


def ray(s, df, dr):
    """Squares from s (exclusive) stepping (df, dr) until the edge."""
    f, r = s % 8 + df, s // 8 + dr
    out = []
    while on_board(f, r):
        out.append(r * 8 + f)
        f, r = f + df, r + dr
    return out


def steps(s, offsets):
    f, r = s % 8, s // 8
    return [(r + dr) * 8 + f + df for df, dr in offsets if on_board(f + df, r + dr)]


ORTH_RAYS = [[ray(s, df, dr) for df, dr in ORTH] for s in range(64)]
DIAG_RAYS = [[ray(s, df, dr) for df, dr in DIAG] for s in range(64)]
QUEEN_RAYS = [ORTH_RAYS[s] + DIAG_RAYS[s] for s in range(64)]
KNIGHT_TARGETS = [steps(s, KNIGHT_STEPS) for s in range(64)]
KING_TARGETS = [steps(s, QUEEN_DIRS) for s in range(64)]


def color(p):
    """'w', 'b', or None for an empty square."""
    if p == EMPTY:
        return None
    return "w" if p.isupper() else "b"


def other(side):
    return "b" if side == "w" else "w"


def own(letter, side):
    return letter.upper() if side == "w" else letter.lower()


# --------------------------------------------------------------------------- cannons

def cannon_reach(board, s):
    """Squares the cannon (Culverin or Basilisk) on s reaches by hopping, per RULES.md.

    Along each of the eight queen lines: the first piece met is the screen. If the screen is
    an ENEMY pawn (enemy of the cannon), only the square immediately beyond it is reached.
    Otherwise every square beyond the screen is reached up to and including the first piece
    beyond it. Whatever stands on a reached square: the caller decides (empty square: a
    Basilisk may move there; enemy piece: capture; friendly piece: nothing). This list is
    also exactly the set of squares the cannon attacks (for check and castling).
    """
    me = color(board[s])
    out = []
    for line in QUEEN_RAYS[s]:
        i = 0
        while i < len(line) and board[line[i]] == EMPTY:
            i += 1
        if i == len(line):
            continue  # no screen on this line
        screen = board[line[i]]
        beyond = line[i + 1:]
        if screen.upper() == "P" and color(screen) != me:
            out.extend(beyond[:1])
        else:
            for t in beyond:
                out.append(t)
                if board[t] != EMPTY:
                    break
    return out


# --------------------------------------------------------------------------- attacks

def attacked(board, s, by):
    """Is square s attacked by side `by` in this position? (Fallback slides attack nothing.)"""
    f, r = s % 8, s // 8
    # pawns: a white pawn attacks diagonally upward, so it stands one rank below s
    pr = r - 1 if by == "w" else r + 1
    pawn = own("P", by)
    for df in (-1, 1):
        if on_board(f + df, pr) and board[pr * 8 + f + df] == pawn:
            return True
    knight, king = own("N", by), own("K", by)
    for t in KNIGHT_TARGETS[s]:
        if board[t] == knight:
            return True
    for t in KING_TARGETS[s]:
        if board[t] == king:
            return True
    rook, bishop, queen = own("R", by), own("B", by), own("Q", by)
    for rays, sliders in ((ORTH_RAYS[s], (rook, queen)), (DIAG_RAYS[s], (bishop, queen))):
        for line in rays:
            for t in line:
                if board[t] != EMPTY:
                    if board[t] in sliders:
                        return True
                    break
    for cannon in (own("U", by), own("S", by)):
        for t in range(64):
            if board[t] == cannon and s in cannon_reach(board, t):
                return True
    return False


def king_square(board, side):
    return board.index(own("K", side))


# --------------------------------------------------------------------------- positions

class Pos:
    __slots__ = ("board", "side", "castling", "ep", "hand")

    def __init__(self, board, side, castling, ep, hand):
        self.board = board        # tuple of 64 one-character strings
        self.side = side          # 'w' or 'b'
        self.castling = castling  # subset of "KQkq" ('' for none)
        self.ep = ep              # en-passant target square or -1
        self.hand = hand          # reserve letters, e.g. "Uu"


START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%s w KQkq - 0 1"


def start_fen(variant, extra=True):
    return START % (("[Uu]" if variant == "culverin" else "[Ss]") if extra else "")


def parse_fen(fen):
    fields = fen.split()
    placement = fields[0]
    hand = ""
    if "[" in placement:
        placement, rest = placement.split("[", 1)
        hand = rest.rstrip("]")
    board = [EMPTY] * 64
    ranks = placement.split("/")
    assert len(ranks) == 8, "need 8 ranks"
    for i, row in enumerate(ranks):
        r = 7 - i
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            else:
                board[r * 8 + f] = ch
                f += 1
        assert f == 8, "rank %d has %d files" % (r + 1, f)
    side = fields[1] if len(fields) > 1 else "w"
    castling = fields[2] if len(fields) > 2 and fields[2] != "-" else ""
    ep = parse_square(fields[3]) if len(fields) > 3 and fields[3] != "-" else -1
    return Pos(tuple(board), side, castling, ep, hand)


# --------------------------------------------------------------------------- moves
# A move is a tuple (frm, to, promo, kind):
#   kind 'n' normal (capture or not), 'ep' en passant, 'dbl' pawn double step,
#   'O' castling (frm/to are the king's squares), 'drop' (frm is the piece letter).

def pseudo_moves(pos, variant, relocation):
    board, side = pos.board, pos.side
    enemy = other(side)
    moves = []
    up = 8 if side == "w" else -8
    start_rank = 1 if side == "w" else 6
    last_rank = 7 if side == "w" else 0
    for s in range(64):
        p = board[s]
        if color(p) != side:
            continue
        kind = p.upper()
        f, r = s % 8, s // 8
        if kind == "P":
            t = s + up
            if board[t] == EMPTY:
                if t // 8 == last_rank:
                    for pr in "qrbn":
                        moves.append((s, t, pr, "n"))
                else:
                    moves.append((s, t, "", "n"))
                    if r == start_rank and board[t + up] == EMPTY:
                        moves.append((s, t + up, "", "dbl"))
            for df in (-1, 1):
                if not on_board(f + df, r + up // 8):
                    continue
                t = s + up + df
                if color(board[t]) == enemy:
                    if t // 8 == last_rank:
                        for pr in "qrbn":
                            moves.append((s, t, pr, "n"))
                    else:
                        moves.append((s, t, "", "n"))
                elif t == pos.ep and board[t] == EMPTY:
                    moves.append((s, t, "", "ep"))
        elif kind == "N" or kind == "K":
            for t in (KNIGHT_TARGETS if kind == "N" else KING_TARGETS)[s]:
                if color(board[t]) != side:
                    moves.append((s, t, "", "n"))
        elif kind in "RBQ":
            rays = {"R": ORTH_RAYS, "B": DIAG_RAYS, "Q": QUEEN_RAYS}[kind][s]
            for line in rays:
                for t in line:
                    if board[t] == EMPTY:
                        moves.append((s, t, "", "n"))
                    else:
                        if color(board[t]) == enemy:
                            moves.append((s, t, "", "n"))
                        break
        elif kind == "U":  # Culverin: mK + cpQ
            for t in KING_TARGETS[s]:
                if board[t] == EMPTY:
                    moves.append((s, t, "", "n"))
            for t in cannon_reach(board, s):
                if color(board[t]) == enemy:
                    moves.append((s, t, "", "n"))
        elif kind == "S":  # Basilisk: pQ, else (no hop move at all) mQ
            hops = [t for t in cannon_reach(board, s) if color(board[t]) != side]
            for t in hops:
                moves.append((s, t, "", "n"))
            if not hops:
                for line in QUEEN_RAYS[s]:
                    for t in line:
                        if board[t] != EMPTY:
                            break
                        moves.append((s, t, "", "n"))
    # castling (orthodox): rights, rook and king in place, squares between empty, the king's
    # square and the square it crosses not attacked; the arrival square is tested by make.
    home = 0 if side == "w" else 56
    king, rook = own("K", side), own("R", side)
    if board[home + 4] == king:
        if own("K", side) in pos.castling and board[home + 7] == rook \
                and board[home + 5] == EMPTY and board[home + 6] == EMPTY \
                and not attacked(board, home + 4, enemy) and not attacked(board, home + 5, enemy):
            moves.append((home + 4, home + 6, "", "O"))
        if own("Q", side) in pos.castling and board[home] == rook \
                and board[home + 1] == EMPTY and board[home + 2] == EMPTY and board[home + 3] == EMPTY \
                and not attacked(board, home + 4, enemy) and not attacked(board, home + 3, enemy):
            moves.append((home + 4, home + 2, "", "O"))
    # drop of the reserve piece: empty own first-rank square, friendly pawn directly in front
    # (second rank), the `relocation` squares in front of that pawn empty; the pawn moves there.
    letter = own("U" if variant == "culverin" else "S", side)
    if letter in pos.hand:
        for f in range(8):
            s = home + f
            pawn_sq = s + up
            if board[s] != EMPTY or board[pawn_sq] != own("P", side):
                continue
            if all(board[pawn_sq + up * k] == EMPTY for k in range(1, relocation + 1)):
                moves.append((letter, s, "", "drop"))
    return moves


CORNER_RIGHTS = {0: "Q", 7: "K", 56: "q", 63: "k", 4: "KQ", 60: "kq"}


def make(pos, move, relocation):
    frm, to, promo, kind = move
    b = list(pos.board)
    side = pos.side
    up = 8 if side == "w" else -8
    ep = -1
    hand = pos.hand
    castling = pos.castling
    if kind == "drop":
        b[to] = frm
        pawn_sq = to + up
        b[pawn_sq] = EMPTY
        b[pawn_sq + up * relocation] = own("P", side)
        hand = hand.replace(frm, "", 1)  # no en-passant right (ep stays -1)
    else:
        piece = b[frm]
        b[frm] = EMPTY
        b[to] = own(promo, side) if promo else piece
        if kind == "ep":
            b[to - up] = EMPTY
        elif kind == "dbl":
            ep = frm + up
        elif kind == "O":
            if to > frm:  # king side: rook h -> f
                b[frm + 1], b[frm + 3] = b[frm + 3], EMPTY
            else:         # queen side: rook a -> d
                b[frm - 1], b[frm - 4] = b[frm - 4], EMPTY
        for s in (frm, to):
            for right in CORNER_RIGHTS.get(s, ""):
                castling = castling.replace(right, "")
    return Pos(tuple(b), other(side), castling, ep, hand)


def legal_moves(pos, variant, relocation):
    out = []
    for m in pseudo_moves(pos, variant, relocation):
        nxt = make(pos, m, relocation)
        if not attacked(nxt.board, king_square(nxt.board, pos.side), nxt.side):
            out.append((m, nxt))
    return out


def move_text(m):
    frm, to, promo, kind = m
    if kind == "drop":
        return frm.upper() + "@" + sqname(to)
    return sqname(frm) + sqname(to) + promo


def perft(pos, depth, variant, relocation):
    if depth == 0:
        return 1
    moves = legal_moves(pos, variant, relocation)
    if depth == 1:
        return len(moves)
    return sum(perft(nxt, depth - 1, variant, relocation) for _, nxt in moves)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--variant", choices=["culverin", "basilisk"], required=True)
    ap.add_argument("--fen", required=True)
    ap.add_argument("--depth", type=int, required=True)
    ap.add_argument("--divide", action="store_true")
    ap.add_argument("--relocation", type=int, choices=[1, 2], default=1)
    ap.add_argument("--extra", choices=["on", "off"], default="on")
    a = ap.parse_args(argv)
    fen = start_fen(a.variant, a.extra == "on") if a.fen == "startpos" else a.fen
    pos = parse_fen(fen)
    if a.depth < 1:
        print("Nodes searched: 1")
        return 0
    total = 0
    for m, nxt in legal_moves(pos, a.variant, a.relocation):
        n = perft(nxt, a.depth - 1, a.variant, a.relocation)
        total += n
        if a.divide:
            print("%s: %d" % (move_text(m), n))
    if a.divide:
        print()
    print("Nodes searched: %d" % total)
    return 0


if __name__ == "__main__":
    sys.exit(main())
