#!/usr/bin/env python3
"""Independent perft for Gunnery Chess (with Scorpions).

What it is
----------
A second, independent way of counting Gunnery Chess positions, written only from the
"Gunnery Chess (with Scorpions)" section of /work/shared/RULES.md (and the seed page
../shared/seeds/gunnery-chess-scorpions.txt) plus the orthodox rules of chess -- NOT from
Chimera's code or definition -- so that the engine's counts have a second witness. It is
deliberately slow and plain: a 64-square mailbox, copy-make, and legality by "make the move,
then ask whether the mover's king can be captured".

    gunneryperft.py --fen FEN|startpos --depth N [--divide] [--chess]
    gunneryperft.py --selftest

--chess switches the Scorpion rules off (pawns are orthodox pawns: no side knight moves, no
shot); it exists to validate the chess core against the published chess perft numbers
(check_gunnery.py --chess). --selftest checks the hand-worked clause positions below
(CLAUSES), one per clause of the shot, and exits non-zero on any disagreement.

Output has Chimera's format: with --divide one "MOVE: COUNT" line per legal move, a blank
line, then "Nodes searched: N". Moves are written e2e4, e7e8q (also b7d8q for a side knight
move that promotes), e1g1 (castling as the king's move), and a shot as the shooter's square
and its target's square, e2e7 (nothing lands there; both pieces are removed).

Rules as implemented (P/p in a FEN is a Scorpion)
-------------------------------------------------
- Scorpion: every pawn move (step, double step from the second rank, diagonal capture, en
  passant given and taken, promotion to q r b n on the last rank) plus the two non-capturing
  moves two files sideways and one rank forward (to an empty square only; promote on the
  last rank). Only the diagonal captures attack anything.
- Shot, forward along the Scorpion's own file: the first piece ahead (after zero or more empty
  squares) must be friendly -- the screen. Beyond it the flight passes empty squares and enemy
  non-Scorpions, any of which it may hit; an enemy Scorpion may be hit but ends the flight; a
  second friendly piece ends it and cannot be hit. The shooter is removed with its target.
  A shot never promotes and never gives an en-passant right.
- Check: a king is in check if an enemy move (shot included) could capture it. So a shot is
  blocked by a piece of the king's side standing between shooter and screen, or by a Scorpion
  of the king's side between screen and king, but not by another piece of the king's side there.

Readings of points RULES.md leaves implicit
-------------------------------------------
- Castling: the king's square and the square it crosses must not be attacked in the position
  before the move; the arrival square is tested after the move. A square counts as attacked by
  a shot when a piece of the castling side standing there could be hit, i.e. the flight reaches
  it (an empty transit square on the flight line therefore forbids castling, as it would for
  a rook's line).
- "Moving the screen away" (RULES.md's list of answers to a shot check) is never open to the
  defender: the screen belongs to the shooter. What the defender does have: a piece of his
  standing between shooter and screen, or a Scorpion of his in the flight line, is pinned to
  that file (clauses "piece-pinned-between-shooter-and-screen", "scorpion-pinned-to-file").
  Conversely, putting a piece in front of one's own Scorpion may give a discovered shot check
  (from the start: 1.e2g3 g7e6 is check, e7 shooting over e6 down the opened e-file).
- A shot hitting a rook on its corner square removes that rook's castling right (the rook is
  gone); any move from or to a corner / king square clears the matching rights, as in chess.

Board: index = rank * 8 + file (a1 = 0, h1 = 7, a8 = 56). Pieces are FEN letters, upper case
White, '.' an empty square.
"""
import argparse
import os
import random
import sys

# Pure board geometry (square names, rays, leaper targets, colour helpers) is shared with
# the Culverin/Basilisk reference; every rule below is this file's own.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from seedperft import (  # noqa: E402
    CORNER_RIGHTS, DIAG_RAYS, EMPTY, FILES, KING_TARGETS, KNIGHT_TARGETS, ORTH_RAYS, QUEEN_RAYS,
    Pos as SeedPos, color, other, own, ray, sqname)
from compare_divide import to_fen  # noqa: E402

START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
UP_RAY = [ray(s, 0, 1) for s in range(64)]
DOWN_RAY = [ray(s, 0, -1) for s in range(64)]


def parse_square(text):
    if len(text) != 2 or text[0] not in FILES or text[1] not in "12345678":
        raise ValueError("bad square '%s'" % text)
    return (int(text[1]) - 1) * 8 + FILES.index(text[0])


# --------------------------------------------------------------------------- the shot

def shot_targets(board, s):
    """Squares the Scorpion on s may shoot at (each holds an enemy piece)."""
    me = color(board[s])
    line = UP_RAY[s] if me == "w" else DOWN_RAY[s]
    i = 0
    while i < len(line) and board[line[i]] == EMPTY:
        i += 1
    if i == len(line) or color(board[line[i]]) != me:
        return []  # no piece ahead, or the first piece ahead is an enemy: no screen
    out = []
    for t in line[i + 1:]:
        p = board[t]
        if p == EMPTY:
            continue
        if color(p) == me:
            break  # a second friendly piece ends the flight and cannot be hit
        out.append(t)
        if p.upper() == "P":
            break  # an enemy Scorpion may be hit but ends the flight
    return out


def shot_attacks(board, s, by):
    """Could a Scorpion of `by` shoot at a piece of the other side standing on s?

    Walk from s toward `by`'s home: the flight reaches s over empty squares and pieces of
    the other side that are not Scorpions; the first piece of `by` met is the screen, and the
    next piece behind it (only empty squares between) must be a Scorpion of `by`.
    """
    victim = other(by)
    line = DOWN_RAY[s] if by == "w" else UP_RAY[s]
    i, n = 0, len(line)
    while i < n:
        p = board[line[i]]
        if p != EMPTY and (color(p) != victim or p.upper() == "P"):
            break
        i += 1
    if i == n or color(board[line[i]]) != by:
        return False  # nothing, or a Scorpion of the victim's side blocks the flight
    i += 1
    while i < n and board[line[i]] == EMPTY:
        i += 1
    return i < n and board[line[i]] == own("P", by)


# --------------------------------------------------------------------------- attacks

def attacked(board, s, by, gunnery):
    """Is square s attacked by side `by`? (Side knight moves attack nothing.)"""
    f, r = s % 8, s // 8
    pr = r - 1 if by == "w" else r + 1  # a white pawn attacking s stands one rank below it
    pawn = own("P", by)
    if 0 <= pr < 8:
        if f > 0 and board[pr * 8 + f - 1] == pawn:
            return True
        if f < 7 and board[pr * 8 + f + 1] == pawn:
            return True
    knight, king = own("N", by), own("K", by)
    for t in KNIGHT_TARGETS[s]:
        if board[t] == knight:
            return True
    for t in KING_TARGETS[s]:
        if board[t] == king:
            return True
    rook, bishop, queen = own("R", by), own("B", by), own("Q", by)
    for rays, a, b in ((ORTH_RAYS[s], rook, queen), (DIAG_RAYS[s], bishop, queen)):
        for line in rays:
            for t in line:
                p = board[t]
                if p != EMPTY:
                    if p == a or p == b:
                        return True
                    break
    return gunnery and shot_attacks(board, s, by)


# --------------------------------------------------------------------------- positions

def Pos(board, side, castling, ep):
    """board: list of 64 letters; side 'w'/'b'; castling subset of "KQkq"; ep square or -1.
    (seedperft's position record, with an always empty hand.)"""
    return SeedPos(board, side, castling, ep, "")


def parse_fen(fen):
    if fen == "startpos":
        fen = START_FEN
    fields = fen.split()
    if not fields:
        raise ValueError("empty FEN")
    ranks = fields[0].split("/")
    if len(ranks) != 8:
        raise ValueError("FEN '%s': need 8 ranks, got %d" % (fen, len(ranks)))
    board = [EMPTY] * 64
    for i, row in enumerate(ranks):
        r, f = 7 - i, 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            elif ch in "KQRBNPkqrbnp" and f < 8:
                board[r * 8 + f] = ch
                f += 1
            else:
                raise ValueError("FEN '%s': bad character '%s' on rank %d" % (fen, ch, r + 1))
        if f != 8:
            raise ValueError("FEN '%s': rank %d has %d files" % (fen, r + 1, f))
    for k in "Kk":
        if board.count(k) != 1:
            raise ValueError("FEN '%s': need exactly one '%s'" % (fen, k))
    side = fields[1] if len(fields) > 1 else "w"
    if side not in ("w", "b"):
        raise ValueError("FEN '%s': side to move must be w or b" % fen)
    castling = fields[2] if len(fields) > 2 and fields[2] != "-" else ""
    ep = parse_square(fields[3]) if len(fields) > 3 and fields[3] != "-" else -1
    return Pos(board, side, castling, ep)


def illegal_reason(pos, gunnery=True):
    """Why a position cannot occur (the side not to move in check, ...), or None."""
    board = pos.board
    waiting = other(pos.side)
    if attacked(board, board.index(own("K", waiting)), pos.side, gunnery):
        return "the side not to move (%s) is in check" % waiting
    for s in range(64):
        if board[s] in "Pp" and s // 8 in (0, 7):
            return "a Scorpion on %s" % sqname(s)
    if pos.ep >= 0:
        pusher = own("P", waiting)
        behind = pos.ep - 8 if waiting == "w" else pos.ep + 8
        ahead = pos.ep + 8 if waiting == "w" else pos.ep - 8
        if board[pos.ep] != EMPTY or board[behind] != EMPTY or board[ahead] != pusher:
            return "en-passant square %s without a Scorpion that just double-stepped" % sqname(pos.ep)
    for right, king_sq, rook_sq in (("K", 4, 7), ("Q", 4, 0), ("k", 60, 63), ("q", 60, 56)):
        side = "w" if right.isupper() else "b"
        if right in pos.castling and (board[king_sq] != own("K", side) or board[rook_sq] != own("R", side)):
            return "castling right %s without king and rook at home" % right
    return None


# --------------------------------------------------------------------------- moves
# A move is a tuple (frm, to, promo, kind): kind 'n' normal (capture or not), 'dbl' double
# step, 'ep' en passant, 'O' castling (king's squares), 'shot' (to = the target's square).

def add_pawn_move(moves, s, t, last_rank):
    if t // 8 == last_rank:
        for pr in "qrbn":
            moves.append((s, t, pr, "n"))
    else:
        moves.append((s, t, "", "n"))


def pseudo_moves(pos, gunnery):
    board, side = pos.board, pos.side
    enemy = other(side)
    moves = []
    up = 1 if side == "w" else -1
    start_rank, last_rank = (1, 7) if side == "w" else (6, 0)
    for s in range(64):
        p = board[s]
        if p == EMPTY or color(p) != side:
            continue
        kind = p.upper()
        f, r = s % 8, s // 8
        if kind == "P":
            t = s + 8 * up
            if board[t] == EMPTY:
                add_pawn_move(moves, s, t, last_rank)
                if r == start_rank and board[t + 8 * up] == EMPTY:
                    moves.append((s, t + 8 * up, "", "dbl"))
            for df in (-1, 1):
                if 0 <= f + df < 8:
                    t = s + 8 * up + df
                    if color(board[t]) == enemy:
                        add_pawn_move(moves, s, t, last_rank)
                    elif t == pos.ep:
                        moves.append((s, t, "", "ep"))
            if gunnery:
                for df in (-2, 2):  # mfsN: two files sideways, one rank forward, no capture
                    if 0 <= f + df < 8:
                        t = s + 8 * up + df
                        if board[t] == EMPTY:
                            add_pawn_move(moves, s, t, last_rank)
                for t in shot_targets(board, s):
                    moves.append((s, t, "", "shot"))
        elif kind == "N" or kind == "K":
            for t in (KNIGHT_TARGETS if kind == "N" else KING_TARGETS)[s]:
                if color(board[t]) != side:
                    moves.append((s, t, "", "n"))
        else:
            rays = {"R": ORTH_RAYS, "B": DIAG_RAYS, "Q": QUEEN_RAYS}[kind][s]
            for line in rays:
                for t in line:
                    q = board[t]
                    if q == EMPTY:
                        moves.append((s, t, "", "n"))
                    else:
                        if color(q) == enemy:
                            moves.append((s, t, "", "n"))
                        break
    # castling: rights, king and rook at home, squares between empty, the king's square and
    # the square it crosses not attacked; the arrival square is tested by make-and-test.
    home = 0 if side == "w" else 56
    king, rook = own("K", side), own("R", side)
    if board[home + 4] == king and pos.castling:
        if own("K", side) in pos.castling and board[home + 7] == rook \
                and board[home + 5] == EMPTY and board[home + 6] == EMPTY \
                and not attacked(board, home + 4, enemy, gunnery) \
                and not attacked(board, home + 5, enemy, gunnery):
            moves.append((home + 4, home + 6, "", "O"))
        if own("Q", side) in pos.castling and board[home] == rook \
                and board[home + 1] == EMPTY and board[home + 2] == EMPTY \
                and board[home + 3] == EMPTY \
                and not attacked(board, home + 4, enemy, gunnery) \
                and not attacked(board, home + 3, enemy, gunnery):
            moves.append((home + 4, home + 2, "", "O"))
    return moves


def make(pos, move):
    frm, to, promo, kind = move
    b = pos.board[:]
    side = pos.side
    ep = -1
    piece = b[frm]
    b[frm] = EMPTY
    if kind == "shot":
        b[to] = EMPTY  # explosion: the shooter and its target are both removed
    else:
        b[to] = own(promo, side) if promo else piece
        if kind == "ep":
            b[to - 8 if side == "w" else to + 8] = EMPTY
        elif kind == "dbl":
            ep = (frm + to) // 2
        elif kind == "O":
            if to > frm:  # king side: rook h -> f
                b[frm + 1], b[frm + 3] = b[frm + 3], EMPTY
            else:         # queen side: rook a -> d
                b[frm - 1], b[frm - 4] = b[frm - 4], EMPTY
    castling = pos.castling
    if castling:
        for s in (frm, to):
            for right in CORNER_RIGHTS.get(s, ""):
                castling = castling.replace(right, "")
    return Pos(b, other(side), castling, ep)


def legal_moves(pos, gunnery=True):
    out = []
    for m in pseudo_moves(pos, gunnery):
        nxt = make(pos, m)
        if not attacked(nxt.board, nxt.board.index(own("K", pos.side)), nxt.side, gunnery):
            out.append((m, nxt))
    return out


def move_text(m):
    frm, to, promo, _ = m
    return sqname(frm) + sqname(to) + promo


def perft(pos, depth, gunnery=True):
    if depth == 0:
        return 1
    moves = legal_moves(pos, gunnery)
    if depth == 1:
        return len(moves)
    return sum(perft(nxt, depth - 1, gunnery) for _, nxt in moves)


def divide(pos, depth, gunnery=True):
    """[(move text, count)] for every legal move (depth >= 1)."""
    return [(move_text(m), perft(nxt, depth - 1, gunnery)) for m, nxt in legal_moves(pos, gunnery)]


# --------------------------------------------------------------------------- self-test
# Clause positions: (name, FEN, every legal move at depth 1, worked out by hand). The comment
# above each gives the hand count; the whole move list is compared, not just the shots.

CLAUSES = [
    # The screen is friendly: Scorpion e2 shoots over its own knight e4 at the rook e7.
    # Ka1: a2 b1 b2. Scorpion e2: e3 (double step blocked by e4), side moves c3 g3, no
    # captures, shot e2e7. Knight e4: c3 c5 d2 d6 f2 f6 g3 g5 (not pinned: no king on e).
    ("screen-friendly",
     "7k/4r3/8/8/4N3/8/4P3/K7 w - - 0 1",
     "a1a2 a1b1 a1b2 e2e3 e2c3 e2g3 e2e7 "
     "e4c3 e4c5 e4d2 e4d6 e4f2 e4f6 e4g3 e4g5"),
    # The first piece ahead is an enemy (knight e3): no shot at all, although the own rook e5
    # stands behind it. Ka1: a2 b1 b2 (knight e3 hits c2 c4 d1 d5 f1 f5 g2 g4). Scorpion e2:
    # side moves c3 g3 only. Rook e5: e4 e3x e6 e7x, a5 b5 c5 d5 f5 g5 h5.
    ("screen-first-piece-enemy",
     "7k/4r3/8/4R3/8/4n3/4P3/K7 w - - 0 1",
     "a1a2 a1b1 a1b2 e2c3 e2g3 "
     "e5e4 e5e3 e5e6 e5e7 e5a5 e5b5 e5c5 e5d5 e5f5 e5g5 e5h5"),
    # Flight over an enemy knight: Scorpion d2, screen bishop d3, black knight d5, black rook
    # d7. Shots d2d5 and d2d7 (over the knight); never the empty d4 d6 d8. Scorpion d2: no
    # step (d3 occupied), side moves b3 f3. Bishop d3: c2 b1 e2 f1 c4 b5 a6 e4 f5 g6 h7.
    # Ka1: a2 b1 b2.
    ("flight-over-knight",
     "7k/3r4/8/3n4/8/3B4/3P4/K7 w - - 0 1",
     "a1a2 a1b1 a1b2 d2b3 d2f3 d2d5 d2d7 "
     "d3c2 d3b1 d3e2 d3f1 d3c4 d3b5 d3a6 d3e4 d3f5 d3g6 d3h7"),
    # An enemy Scorpion may be hit but ends the flight: Scorpion c2, screen knight c3, black
    # Scorpion c5, black rook c7: shot c2c5 only, not c2c7. Scorpion c2: side moves a3 e3.
    # Knight c3: a2 a4 b1 b5 d1 d5 e2 e4 (the black Scorpion c5 attacks b4 d4 only).
    ("stopped-by-enemy-scorpion",
     "7k/2r5/8/2p5/8/2N5/2P5/K7 w - - 0 1",
     "a1a2 a1b1 a1b2 c2a3 c2e3 c2c5 "
     "c3a2 c3a4 c3b1 c3b5 c3d1 c3d5 c3e2 c3e4"),
    # A second friendly piece ends the flight and cannot be hit: Scorpion f2, screen knight
    # f3, black bishop f4, own rook f5, black rook f7: shot f2f4 only. Scorpion f2: side
    # moves d3 h3. Knight f3: d2 d4 e1 e5 g1 g5 h2 h4. Rook f5: f4x f6 f7x, a5 b5 c5 d5 e5
    # g5 h5. Ka1: a2 b1 b2.
    ("second-friendly-blocks",
     "7k/5r2/8/5R2/5b2/5N2/5P2/K7 w - - 0 1",
     "a1a2 a1b1 a1b2 f2d3 f2h3 f2f4 "
     "f3d2 f3d4 f3e1 f3e5 f3g1 f3g5 f3h2 f3h4 "
     "f5f4 f5f6 f5f7 f5a5 f5b5 f5c5 f5d5 f5e5 f5g5 f5h5"),
    # The explosion leaves the target square empty: the shot e2e5 at the knight e5 would open
    # the rank a5-h5 to the own king, so it is illegal (a pawn-like capture landing on e5
    # would have been legal). Scorpion e2: side moves c3 g3. Knight e3: c2 c4 d1 d5 f1 f5 g2
    # g4. Kh5: g5 h4 h6 (g4 g6 are attacked by the knight e5).
    ("explosion-empties-target",
     "7k/8/8/r3n2K/8/4N3/4P3/8 w - - 0 1",
     "e2c3 e2g3 e3c2 e3c4 e3d1 e3d5 e3f1 e3f5 e3g2 e3g4 h5g5 h5h4 h5h6"),
    # Shot check: the white Scorpion e2 shoots over its knight e3, past the black bishop e6
    # (an enemy non-Scorpion does not block), at Ke8. Black: capture the screen a3e3; the
    # knight g5-e4 lands on the line but does not block; no black piece reaches e2; the black
    # Scorpion d7 cannot reach the e-file (d6 d5 b6 f6). King: d8 f8 f7; e7 is on the line.
    ("shot-check-evasions",
     "4k3/3p4/4b3/6n1/8/r3N3/4P3/7K b - - 0 1",
     "a3e3 e8d8 e8f8 e8f7"),
    # Shot check on Ke1 from the black Scorpion e7 over its knight e6, past the white bishop
    # e3. White: capture the shooter h7e7, capture the screen d4e6, interpose an own Scorpion
    # by a side move g3e4 (d4e2 puts a knight on the line: no block; the bishop moving off
    # changes nothing). King: d1 d2 f1 f2; e2 is on the line.
    ("shot-check-evasions-2",
     "k7/4p2R/4n3/8/3N4/4B1P1/8/4K3 w - - 0 1",
     "h7e7 d4e6 g3e4 e1d1 e1d2 e1f1 e1f2"),
    # Shot check on Kd8 from the white Scorpion d2 over its bishop d4. Black: a3d3 puts a
    # black piece between shooter and screen (the first piece ahead of d2 is then an enemy:
    # no shot); f5d4 captures the screen (f5d6 lands between screen and king: a knight does
    # not block). King: c8 c7 e8 e7; d7 is on the line.
    ("shot-check-interpose-behind-screen",
     "3k4/8/8/5n2/3B4/r7/3P4/7K b - - 0 1",
     "a3d3 f5d4 d8c8 d8c7 d8e8 d8e7"),
    # Shot check on Ke1 from the black Scorpion e5 over its own Scorpion e4. White: d3e4
    # captures the screen (the white Scorpion on e4 is then the first piece ahead of e5: no
    # screen). d3 d4/b4/f4 and h2 h3/h4/f3 do not reach the e-file. King: d1 d2 f1 f2.
    ("shot-check-capture-screen",
     "k7/8/8/4p3/4p3/3P4/7P/4K3 w - - 0 1",
     "d3e4 e1d1 e1d2 e1f1 e1f2"),
    # An own Scorpion between the screen and the king is pinned to the file: e4e5 keeps
    # blocking (legal), the side moves e4c5 e4g5 would expose Ke1 (illegal); the white e4
    # has no shot (first piece ahead, e6, is black). King: d1 d2 e2 f1 f2 (e2 is shielded).
    ("scorpion-pinned-to-file",
     "k7/4p3/4n3/8/4P3/8/8/4K3 w - - 0 1",
     "e4e5 e1d1 e1d2 e1e2 e1f1 e1f2"),
    # An own piece between shooter e7 and its would-be screen e5 (black bishop) is pinned: the
    # knight e6 cannot move at all (every knight move leaves the file and makes e5 the screen).
    # Scorpion a2: a3 a4 c3. King: d1 d2 e2 f1 f2.
    ("piece-pinned-between-shooter-and-screen",
     "k7/4p3/4N3/4b3/8/8/P7/4K3 w - - 0 1",
     "a2a3 a2a4 a2c3 e1d1 e1d2 e1e2 e1f1 e1f2"),
    # The 8th rank: the shot b6b8 over the own knight b7 hits the rook and does not promote;
    # the Scorpion g7 promotes by the step g8 and by the side move e8 (q r b n each); the
    # Scorpion b6 side move d7 does not promote. Knight b7: a5 c5 d6 d8. Ka1: a2 b1 b2.
    ("eighth-rank",
     "1r6/1N4P1/1P6/7k/8/8/8/K7 w - - 0 1",
     "a1a2 a1b1 a1b2 b6d7 b6b8 b7a5 b7c5 b7d6 b7d8 "
     "g7g8q g7g8r g7g8b g7g8n g7e8q g7e8r g7e8b g7e8n"),
    # Reading (see the top): castling may not cross a square the flight reaches. The black
    # Scorpion f7 with screen f6 reaches f1 (and f2): e1g1 is illegal, and so are Kf1, Kf2.
    # King: d1 d2 e2. Rook h1: g1 f1 h2 h3 h4 h5 h6 h7 h8.
    ("castling-across-shot",
     "k7/5p2/5n2/8/8/8/8/4K2R w K - 0 1",
     "e1d1 e1d2 e1e2 h1g1 h1f1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8"),
    # En passant by and against Scorpions: black has just played d7d5; the white Scorpion e5
    # takes e5d6 en passant, steps e6, side moves c6 g6. No screen ahead of e5 (e6 e7 e8
    # empty). Ka1: a2 b1 b2. (The black Scorpion d5 attacks c4 e4.)
    ("en-passant",
     "7k/8/8/3pP3/8/8/8/K7 w - d6 0 1",
     "e5d6 e5e6 e5c6 e5g6 a1a2 a1b1 a1b2"),
]

# After the shot d2d7 in "flight-over-knight" both the shooter and the rook are gone and
# nothing else changed (explosion).
# Rich positions whose colour-mirrored twins must count the same (black's direction, rights,
# en passant all flipped).
MIRRORED = [
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1r3k1/pp2pppp/4b3/2PpP3/8/5N2/PP3PPP/R3K2R w KQ d6 0 1",
    "r3k2r/BP4P1/P3p3/8/2Q5/4p3/1p2nPPP/R3R2K w kq - 0 1",
    "r3k2r/pp1q1p1p/4n1p1/5pb1/4B3/2n5/PP2PPPP/R4RK1 b kq - 0 1",
]

EXPLOSION = ("7k/3r4/8/3n4/8/3B4/3P4/K7 w - - 0 1", "d2d7", "7k/8/8/3n4/8/3B4/8/K7 b - - 0 1")


def board_fen(pos):
    return to_fen(pos).replace("[]", "")


def mirror(pos):
    """The same position with colours swapped and the board turned over (ranks reversed)."""
    board = [EMPTY] * 64
    for s in range(64):
        p = pos.board[s]
        board[(7 - s // 8) * 8 + s % 8] = p.swapcase()
    castling = "".join(sorted(pos.castling.swapcase(), key="KQkq".index))
    ep = (7 - pos.ep // 8) * 8 + pos.ep % 8 if pos.ep >= 0 else -1
    return Pos(board, other(pos.side), castling, ep)


def consistency_walk(pos, plies, rng):
    """Along a random game: attacked() on a king must agree with "some pseudo-legal move of
    the other side lands on the king's square" (attacked() walks the shot line backward from
    the king, shot_targets() forward from the shooter). Returns the first disagreement."""
    for _ in range(plies):
        for side in ("w", "b"):
            k = pos.board.index(own("K", side))
            probe = Pos(pos.board, other(side), "", -1)
            hits = any(m[1] == k for m in pseudo_moves(probe, True))
            if hits != attacked(pos.board, k, other(side), True):
                return board_fen(pos)
        moves = legal_moves(pos)
        if not moves:
            return None
        pos = rng.choice(moves)[1]
    return None


def selftest():
    failures = 0
    for name, fen, expected in CLAUSES:
        reason = illegal_reason(parse_fen(fen))
        if reason:
            failures += 1
            print("FAIL %s: impossible position: %s" % (name, reason))
        got = {move_text(m) for m, _ in legal_moves(parse_fen(fen))}
        want = set(expected.split())
        if got == want:
            print("ok   %s (%d moves)" % (name, len(got)))
        else:
            failures += 1
            print("FAIL %s: missing %s, extra %s"
                  % (name, " ".join(sorted(want - got)) or "-", " ".join(sorted(got - want)) or "-"))
    for fen in MIRRORED:
        pos = parse_fen(fen)
        a, b = perft(pos, 3), perft(mirror(pos), 3)
        if a == b:
            print("ok   mirror %s (%d at depth 3)" % (fen, a))
        else:
            failures += 1
            print("FAIL mirror %s: %d, colour-mirrored %d" % (fen, a, b))
    rng = random.Random(5)
    bad = None
    for fen in MIRRORED:
        for _ in range(40):
            bad = bad or consistency_walk(parse_fen(fen), 60, rng)
    if bad:
        failures += 1
        print("FAIL attack test and shot generation disagree in %s" % bad)
    else:
        print("ok   attack test agrees with move generation on random games")
    fen, move, after = EXPLOSION
    got = [board_fen(nxt) for m, nxt in legal_moves(parse_fen(fen)) if move_text(m) == move]
    if got == [after]:
        print("ok   explosion (%s leaves %s)" % (move, after))
    else:
        failures += 1
        print("FAIL explosion: %s gives %s, expected %s" % (move, got, after))
    print("%d clause positions failed" % failures if failures else "all clause positions agree")
    return 1 if failures else 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--fen", default="startpos")
    ap.add_argument("--depth", type=int)
    ap.add_argument("--divide", action="store_true")
    ap.add_argument("--chess", action="store_true", help="orthodox pawns: no side moves, no shot")
    ap.add_argument("--selftest", action="store_true")
    a = ap.parse_args(argv)
    if a.selftest:
        return selftest()
    if a.depth is None:
        ap.error("--depth is required (or --selftest)")
    try:
        pos = parse_fen(a.fen)
    except ValueError as e:
        print("error: %s" % e, file=sys.stderr)
        return 2
    gunnery = not a.chess
    reason = illegal_reason(pos, gunnery)
    if reason:
        print("warning: impossible position: %s" % reason, file=sys.stderr)
    if a.depth < 1:
        print("Nodes searched: 1")
        return 0
    total = 0
    for text, n in divide(pos, a.depth, gunnery):
        total += n
        if a.divide:
            print("%s: %d" % (text, n))
    if a.divide:
        print()
    print("Nodes searched: %d" % total)
    return 0


if __name__ == "__main__":
    sys.exit(main())
