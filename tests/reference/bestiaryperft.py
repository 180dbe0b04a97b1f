#!/usr/bin/env python3
"""Independent perft for Wildebeest Chess, Basic Bestiary and Bentback Bestiary.

Written from /work/shared/RULES.md (sections "Wildebeest Chess" and "Basic Bestiary and
Bentback Bestiary") and the seed page seeds/basic-bentback-bestiary.txt -- NOT from Chimera's
code -- so that Chimera's counts on 11x10 and 13x12 boards have a second, independent
witness. Deliberately slow and plain: a mailbox board, copy-make, and legality by "make the
move, then ask whether the mover's king is attacked".

    bestiaryperft.py --variant wildebeest|basic-bestiary|bentback-bestiary --fen FEN|startpos
                     --depth N [--divide] [--selfcheck]
    bestiaryperft.py --variant V --random-fens N --plies P [--seed S] [--fen FEN]

Output has Chimera's format: with --divide one "MOVE: COUNT" line per legal move, a blank
line, then "Nodes searched: N". --selfcheck also compares, in every position visited, the
fast reverse attack test with a slow one that generates every enemy piece's captures.
--random-fens prints N positions reached by P random legal moves from the start (or FEN).

Readings of points the rules leave implicit (each one a choice a test can see):
- Wildebeest castling exists (RULES.md's rules text), so the start position here has KQkq.
- Pawn steps by rank, as RULES.md words them: from the start rank up to 3 squares, from the
  next rank up to 2, from any other rank 1; every square stepped over must be empty.
- En passant: every square a 2- or 3-square pawn advance stepped over may be taken, on the
  next move only, by an enemy pawn that captures diagonally onto it; the advanced pawn is
  removed. In a FEN the en-passant field names the passed square nearest the pawn's origin
  and the passed squares run from it up to the pawn.
- Free castling: the side has the wing's right; king and rook stand on their start squares;
  every square strictly between them is empty; the king is not in check and the squares it
  crosses and lands on are not attacked in the position before the move (and, as for every
  move, the king is not attacked after it). One-square castling is written as the king
  taking its own rook (g2l2), longer ones as the king's move (g2j2). A right is lost when a
  move starts or ends on the king's or that rook's start square.
- Promotion choices are written as the new piece's lower-case letter (e9e10b); declining an
  optional promotion is the plain move (e9e10). Only pawns promote, so a promoted piece never
  promotes again.
- A bent rider's first step goes to an empty square; its slide then turns 45 degrees
  outward (the two directions that share the first step's component) and goes at least one
  square, through empty squares, capturing only at its end. The Gorgon's two ways to reach
  the same square are one move.

Board: index = rank * files + file (a1 = 0). Pieces are FEN letters, upper case White, '.' an
empty square.
"""
import argparse
import random
import sys

from seedperft import EMPTY, color, other, own  # board letters: upper case White, '.' empty
ORTH = [(1, 0), (-1, 0), (0, 1), (0, -1)]
DIAG = [(1, 1), (1, -1), (-1, 1), (-1, -1)]

# Leap atoms (x, y) and the pieces made of them (RULES.md, "New pieces").
ATOMS = {"N": (1, 2), "C": (1, 3), "Z": (2, 3), "E": (1, 5), "G": (1, 4), "I": (3, 5)}
LEAPERS = {"N": "N", "C": "C", "W": "NC", "Z": "Z", "E": "E", "U": "ZE", "G": "G", "I": "I", "J": "GI"}
SLIDERS = {"R": ORTH, "B": DIAG, "Q": ORTH + DIAG}
# Bent riders: the first step's directions; the slide turns 45 degrees outward from it.
BENT = {"H": ORTH, "Y": DIAG, "O": ORTH + DIAG}


def symmetric(x, y):
    return sorted({(sx * a, sy * b) for a, b in ((x, y), (y, x)) for sx in (1, -1) for sy in (1, -1)})


def outward(step):
    """The two directions 45 degrees from `step` (an orthogonal or diagonal unit step)."""
    dx, dy = step
    if dx == 0 or dy == 0:  # orthogonal: the diagonals that keep its component
        return [(dx, 1), (dx, -1)] if dx else [(1, dy), (-1, dy)]
    return [(dx, 0), (0, dy)]  # diagonal: its two orthogonal components


class Variant:
    def __init__(self, name, files, ranks, start, letters, pawn_rank, home_rank, king_file,
                 rook_files, promotions):
        self.name, self.files, self.ranks, self.start = name, files, ranks, start
        self.letters = letters          # piece letters of the variant (upper case)
        self.pawn_rank = pawn_rank      # White's pawn start rank, 0-based
        self.home_rank = home_rank      # White's king rank, 0-based
        self.king_file = king_file
        self.rook_files = rook_files    # (queenside, kingside)
        self.promotions = promotions    # White's 0-based rank -> (choices, mandatory)
        self.n = files * ranks
        self._tables()

    def on(self, f, r):
        return 0 <= f < self.files and 0 <= r < self.ranks

    def sq(self, f, r):
        return r * self.files + f

    def name_of(self, s):
        return "abcdefghijklm"[s % self.files] + str(s // self.files + 1)

    def parse_square(self, text):
        return self.sq("abcdefghijklm".index(text[0]), int(text[1:]) - 1)

    def ray(self, s, d):
        f, r = s % self.files + d[0], s // self.files + d[1]
        out = []
        while self.on(f, r):
            out.append(self.sq(f, r))
            f, r = f + d[0], r + d[1]
        return out

    def step(self, s, d):
        f, r = s % self.files + d[0], s // self.files + d[1]
        return self.sq(f, r) if self.on(f, r) else None

    def _tables(self):
        n = range(self.n)
        self.king = [[t for d in ORTH + DIAG for t in [self.step(s, d)] if t is not None] for s in n]
        self.leaps = {p: [[t for a in atoms for d in symmetric(*ATOMS[a]) for t in [self.step(s, d)]
                           if t is not None] for s in n] for p, atoms in LEAPERS.items()}
        self.slides = {p: [[self.ray(s, d) for d in dirs] for s in n] for p, dirs in SLIDERS.items()}
        # bent[p][s]: (square of the first step, [rays of the slide from there]) per first step
        self.bent = {p: [[(self.step(s, d), [self.ray(self.step(s, d), o) for o in outward(d)])
                          for d in dirs if self.step(s, d) is not None] for s in n]
                     for p, dirs in BENT.items()}
        # Reverse tables for the attack test: a leaper on t attacks s when t - s is one of its
        # leaps (leaps are symmetric).
        self.leap_attackers = [[(t, frozenset(p for p, atoms in LEAPERS.items() if a in atoms))
                                for a in ATOMS for d in symmetric(*ATOMS[a]) for t in [self.step(s, d)]
                                if t is not None] for s in n]
        self.back_rays = {d: [self.ray(s, (-d[0], -d[1])) for s in n] for d in ORTH + DIAG}

    # ------------------------------------------------------------------ ranks by side
    def rel_rank(self, s, side):
        r = s // self.files
        return r if side == "w" else self.ranks - 1 - r

    def promotion(self, side, t):
        return self.promotions.get(self.rel_rank(t, side), ((), False))

    def home_squares(self, side):
        r = self.home_rank if side == "w" else self.ranks - 1 - self.home_rank
        return self.sq(self.king_file, r), [self.sq(f, r) for f in self.rook_files]


BASIC_PROMO = {9: ("bcei", False), 10: ("rnzg", False), 11: ("qwuj", True)}
BENTBACK_PROMO = {9: ("bceiy", False), 10: ("rnzgh", False), 11: ("qwujo", True)}

VARIANTS = {
    "wildebeest": dict(
        files=11, ranks=10, letters="KQRBNCWP", pawn_rank=1, home_rank=0, king_file=5, rook_files=(0, 10),
        start="rnccwkqbbnr/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/RNBBQKWCCNR w KQkq - 0 1",
        promotions={9: ("qw", True)}),
    "basic-bestiary": dict(
        files=13, ranks=12, letters="KQRBNCWZEUGIJP", pawn_rank=2, home_rank=1, king_file=6, rook_files=(1, 11),
        start="1gziij1ueezg1/1rnccwkqbbnr1/1ppppppppppp1/13/13/13/13/13/13/1PPPPPPPPPPP1/1RNBBQKWCCNR1/"
              "1GZEEU1JIIZG1 w KQkq - 0 1",
        promotions=BASIC_PROMO),
    "bentback-bestiary": dict(
        files=13, ranks=12, letters="KQRBNCWZEUGIJHYOP", pawn_rank=2, home_rank=1, king_file=6, rook_files=(1, 11),
        start="ygziijoueezgh/1rnccwkqbbnr1/1ppppppppppp1/13/13/13/13/13/13/1PPPPPPPPPPP1/1RNBBQKWCCNR1/"
              "HGZEEUOJIIZGY w KQkq - 0 1",
        promotions=BENTBACK_PROMO),
}

_cache = {}


def variant(name):
    if name not in _cache:
        _cache[name] = Variant(name, **VARIANTS[name])
    return _cache[name]


# --------------------------------------------------------------------------- attacks

def attacked(v, board, s, by):
    """Is square s attacked by side `by`? Reverse look-ups from s."""
    f, r = s % v.files, s // v.files
    pr = r - 1 if by == "w" else r + 1  # a pawn attacks diagonally forward
    for df in (-1, 1):
        if v.on(f + df, pr) and board[v.sq(f + df, pr)] == own("P", by):
            return True
    king = own("K", by)
    for t in v.king[s]:
        if board[t] == king:
            return True
    for t, kinds in v.leap_attackers[s]:
        p = board[t]
        if p != EMPTY and color(p) == by and p.upper() in kinds:
            return True
    for d in ORTH + DIAG:
        for t in v.back_rays[d][s]:
            p = board[t]
            if p == EMPTY:
                continue
            if color(p) == by and (p.upper() == "Q" or p.upper() == ("R" if d in ORTH else "B")):
                return True
            break
    # Bent riders: walk back from s along the slide direction d over empty squares; each of
    # them may be the bend q, reached by a first step e from q - e, where d is outward of e.
    bent = [p for p in "HYO" if own(p, by) in board]
    if bent:
        for d in ORTH + DIAG:
            firsts = [e for e in (ORTH if d in DIAG else DIAG) if d in outward(e)]
            kinds = "HO" if d in DIAG else "YO"
            for q in v.back_rays[d][s]:
                if board[q] != EMPTY:
                    break
                for e in firsts:
                    t = v.step(q, (-e[0], -e[1]))
                    if t is not None and board[t] != EMPTY and color(board[t]) == by and board[t].upper() in kinds:
                        return True
    return False


def targets(v, board, s):
    """Every square the piece on s (not a pawn) reaches: empty, or occupied at the end."""
    kind = board[s].upper()
    out = []
    if kind == "K":
        out = list(v.king[s])
    if kind in LEAPERS:
        out += v.leaps[kind][s]
    if kind in SLIDERS:
        for line in v.slides[kind][s]:
            for t in line:
                out.append(t)
                if board[t] != EMPTY:
                    break
    if kind in BENT:
        seen = set()
        for q, lines in v.bent[kind][s]:
            if board[q] != EMPTY:
                continue
            for line in lines:
                for t in line:
                    seen.add(t)
                    if board[t] != EMPTY:
                        break
        out += sorted(seen)
    return out


def attacked_slow(v, board, s, by):
    """The same question, by generating the captures of every piece of `by`."""
    for t in range(v.n):
        p = board[t]
        if p == EMPTY or color(p) != by:
            continue
        if p.upper() == "P":
            f, r = t % v.files, t // v.files + (1 if by == "w" else -1)
            if any(v.on(f + df, r) and v.sq(f + df, r) == s for df in (-1, 1)):
                return True
        elif s in targets(v, board, t):
            return True
    return False


# --------------------------------------------------------------------------- positions

class Pos:
    __slots__ = ("v", "board", "side", "castling", "ep", "victim")

    def __init__(self, v, board, side, castling, ep, victim):
        self.v = v
        self.board = board        # tuple of one-character strings
        self.side = side          # 'w' or 'b'
        self.castling = castling  # subset of "KQkq"
        self.ep = ep              # squares the last pawn advance passed over (tuple)
        self.victim = victim      # the pawn that made it, or -1


def parse_fen(name, fen):
    v = variant(name)
    if fen == "startpos":
        fen = v.start
    fields = fen.split()
    ranks = fields[0].split("/")
    assert len(ranks) == v.ranks, "need %d ranks" % v.ranks
    board = [EMPTY] * v.n
    for i, row in enumerate(ranks):
        r, f, num = v.ranks - 1 - i, 0, ""
        for ch in row + " ":
            if ch.isdigit():
                num += ch
                continue
            if num:
                f, num = f + int(num), ""
            if ch != " ":
                assert ch.upper() in v.letters, "unknown piece %s" % ch
                board[v.sq(f, r)] = ch
                f += 1
        assert f == v.files, "rank %d has %d files" % (r + 1, f)
    side = fields[1] if len(fields) > 1 else "w"
    castling = fields[2] if len(fields) > 2 and fields[2] != "-" else ""
    ep, victim = (), -1
    if len(fields) > 3 and fields[3] != "-":
        s, up, passed = v.parse_square(fields[3]), (v.files if side == "b" else -v.files), []
        while 0 <= s < v.n and board[s] == EMPTY:
            passed.append(s)
            s += up
        assert 0 <= s < v.n and board[s] == own("P", other(side)), "no pawn passed " + fields[3]
        ep, victim = tuple(passed), s
    return Pos(v, tuple(board), side, castling, ep, victim)


def to_fen(pos):
    v, rows = pos.v, []
    for r in range(v.ranks - 1, -1, -1):
        row, gap = "", 0
        for f in range(v.files):
            p = pos.board[v.sq(f, r)]
            if p == EMPTY:
                gap += 1
            else:
                row += (str(gap) if gap else "") + p
                gap = 0
        rows.append(row + (str(gap) if gap else ""))
    ep = v.name_of(pos.ep[0]) if pos.ep else "-"
    return "%s %s %s %s 0 1" % ("/".join(rows), pos.side, pos.castling or "-", ep)


# --------------------------------------------------------------------------- moves
# A move is (frm, to, promo, kind, extra): kind 'n' plain (capture or not), 'adv' a pawn
# advance of 2+ squares (extra: the squares passed), 'ep' en passant (extra: the victim),
# 'O' castling (frm/to: the king's squares; extra: the rook's from and to squares).

def pawn_moves(v, pos, s, out):
    board, side = pos.board, pos.side
    up = v.files if side == "w" else -v.files
    rel = v.rel_rank(s, side)
    longest = 3 if rel == v.pawn_rank else 2 if rel == v.pawn_rank + 1 else 1
    passed = []
    t = s
    for n in range(1, longest + 1):
        t += up
        if not 0 <= t < v.n or board[t] != EMPTY:
            break
        add_pawn(v, side, s, t, "adv" if n > 1 else "n", tuple(passed), out)
        passed.append(t)
    f, r = s % v.files, s // v.files + (1 if side == "w" else -1)
    for df in (-1, 1):
        if not v.on(f + df, r):
            continue
        t = v.sq(f + df, r)
        if color(board[t]) == other(side):
            add_pawn(v, side, s, t, "n", None, out)
        elif t in pos.ep:
            out.append((s, t, "", "ep", pos.victim))


def add_pawn(v, side, s, t, kind, extra, out):
    choices, mandatory = v.promotion(side, t)
    if not mandatory:
        out.append((s, t, "", kind, extra))
    for c in choices:
        out.append((s, t, c, kind, extra))


def castling_moves(v, pos, out):
    board, side = pos.board, pos.side
    ksq, (rq, rk) = v.home_squares(side)
    if board[ksq] != own("K", side) or attacked(v, board, ksq, other(side)):
        return
    for right, rsq, sign in (("Q", rq, -1), ("K", rk, 1)):
        if own(right, side) not in pos.castling or board[rsq] != own("R", side):
            continue
        if any(board[x] != EMPTY for x in range(min(ksq, rsq) + 1, max(ksq, rsq))):
            continue
        for d in range(1, 5):
            kto = ksq + sign * d
            if attacked(v, board, kto, other(side)):
                break  # the king may not cross this square either
            out.append((ksq, kto, "", "O", (rsq, kto - sign)))


def pseudo_moves(pos):
    v, board, side = pos.v, pos.board, pos.side
    out = []
    for s in range(v.n):
        p = board[s]
        if p == EMPTY or color(p) != side:
            continue
        if p.upper() == "P":
            pawn_moves(v, pos, s, out)
        else:
            out += [(s, t, "", "n", None) for t in targets(v, board, s) if color(board[t]) != side]
    castling_moves(v, pos, out)
    return out


def make(pos, m):
    v = pos.v
    frm, to, promo, kind, extra = m
    b = list(pos.board)
    piece, b[frm] = b[frm], EMPTY
    if kind == "O":
        rfrom, rto = extra
        rook, b[rfrom] = b[rfrom], EMPTY
        b[to], b[rto] = piece, rook
    else:
        b[to] = own(promo, pos.side) if promo else piece
    if kind == "ep":
        b[extra] = EMPTY
    castling = pos.castling
    for side in "wb":
        ksq, rooks = v.home_squares(side)
        for s, rights in ((ksq, "KQ"), (rooks[0], "Q"), (rooks[1], "K")):
            if s in (frm, to):
                for ch in rights:
                    castling = castling.replace(own(ch, side), "")
    ep, victim = (extra, to) if kind == "adv" else ((), -1)
    return Pos(v, tuple(b), other(pos.side), castling, ep, victim)


SELFCHECK = False


def legal_moves(pos):
    out = []
    king = own("K", pos.side)
    for m in pseudo_moves(pos):
        nxt = make(pos, m)
        k = nxt.board.index(king)
        bad = attacked(pos.v, nxt.board, k, nxt.side)
        if SELFCHECK:
            assert bad == attacked_slow(pos.v, nxt.board, k, nxt.side), to_fen(nxt)
        if not bad:
            out.append((m, nxt))
    return out


def move_text(v, m):
    frm, to, promo, kind, extra = m
    if kind == "O" and abs(to - frm) == 1:
        to = extra[0]  # one-square castling: the king takes its own rook
    return v.name_of(frm) + v.name_of(to) + promo


def perft(pos, depth):
    if depth == 0:
        return 1
    moves = legal_moves(pos)
    if depth == 1:
        return len(moves)
    return sum(perft(nxt, depth - 1) for _, nxt in moves)


def divide(pos, depth):
    return {move_text(pos.v, m): perft(nxt, depth - 1) for m, nxt in legal_moves(pos)}


def random_fens(name, count, plies, seed, start="startpos"):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        pos = parse_fen(name, start)
        for _ in range(plies):
            moves = legal_moves(pos)
            if not moves:
                break
            pos = rng.choice(moves)[1]
        else:
            out.append(to_fen(pos))
    return out


def main(argv=None):
    global SELFCHECK
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--variant", choices=sorted(VARIANTS), required=True)
    ap.add_argument("--fen", default="startpos")
    ap.add_argument("--depth", type=int, default=1)
    ap.add_argument("--divide", action="store_true")
    ap.add_argument("--selfcheck", action="store_true")
    ap.add_argument("--random-fens", type=int, default=0)
    ap.add_argument("--plies", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)
    SELFCHECK = a.selfcheck
    if a.random_fens:
        print("\n".join(random_fens(a.variant, a.random_fens, a.plies, a.seed, a.fen)))
        return 0
    pos = parse_fen(a.variant, a.fen)
    if a.depth < 1:
        print("Nodes searched: 1")
        return 0
    counts = divide(pos, a.depth)
    if a.divide:
        for m, n in counts.items():
            print("%s: %d" % (m, n))
        print()
    print("Nodes searched: %d" % sum(counts.values()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
