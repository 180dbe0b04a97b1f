"""Random start positions (docs/language.md §8) for a definition's pieces: each side a royal
piece, castling kings and rooks where the castling block needs them, hands where pieces can
enter, `+X` and `X~` pieces, the optional FEN fields.

Whether the side not to move is in check depends on every piece's moves, so it is left to
`chimera check`: random_definitions.py tries another definition when it says so.
"""
from dataclasses import dataclass, field

from .regions import FILES


@dataclass
class Setup:
    files: int
    ranks: int
    board: dict = field(default_factory=dict)     # (file, rank) -> (colour 'w'/'b', letter, tilde)
    hands: list = field(default_factory=list)      # [(colour, letter)]
    brackets: bool = False                         # write [] even when the hands are empty
    side: str = 'w'
    rights: str = '-'
    clocks: tuple = None                           # (halfmove, fullmove), or None: not written
    ep: str = '-'
    fields: int = 6                                # how many FEN fields to write (1 to 6)

    def fen(self):
        rows = []
        for r in range(self.ranks - 1, -1, -1):
            row, empty = '', 0
            for f in range(self.files):
                p = self.board.get((f, r))
                if not p:
                    empty += 1
                    continue
                if empty:
                    row += str(empty)
                    empty = 0
                colour, letter, tilde = p
                plus = '+' if letter.startswith('+') else ''
                ch = letter[-1]
                row += plus + (ch if colour == 'w' else ch.lower()) + ('~' if tilde else '')
            if empty:
                row += str(empty)
            rows.append(row)
        out = '/'.join(rows)
        if self.hands or self.brackets:
            hand = ''.join((l if c == 'w' else l.lower()) for c, l in self.hands)
            out += f'[{hand}]'
        clocks = self.clocks or (0, 1)
        parts = [out, self.side, self.rights, self.ep, str(clocks[0]), str(clocks[1])]
        return ' '.join(parts[:self.fields])

    def royals(self, colour, royal_letters):
        return [s for s, (c, l, _) in self.board.items() if c == colour and l in royal_letters]

    def empty(self):
        return [(f, r) for f in range(self.files) for r in range(self.ranks) if (f, r) not in self.board]


def castle_squares(setup, castling, royal_letters):
    """For each colour: (king square, {kingside: rook square}) as §12 reads them, or None."""
    out = {}
    for colour in 'wb':
        rel = (lambda r: r) if colour == 'w' else (lambda r: setup.ranks - 1 - r)
        kings = setup.royals(colour, royal_letters)
        if not kings:
            return None
        rank = min(rel(r) for _, r in kings)
        real = rel(rank)
        kf = max(f for f, r in kings if r == real)
        rooks = {}
        for kingside, _, _ in castling.sides:
            span = range(setup.files - 1, kf, -1) if kingside else range(0, kf)
            found = [f for f in span if setup.board.get((f, real), (0, 0))[:2] == (colour, castling.with_letter)]
            if not found:
                return None
            rooks[kingside] = (found[0], real)
        out[colour] = ((kf, real), rooks)
    return out


def place(rng, files, ranks, pieces, royal_letters, castling=None, only_initial=(), hand_letters=(),
          promoted_marks=False, fsf=False):
    """A random Setup. pieces: letters of the non-royal types that may stand on the board;
    castling: a model Castling with .with_letter set; only_initial: letters that must stand
    somewhere (their moves are all `i` moves); hand_letters: types that may be held in hand."""
    s = Setup(files, ranks)
    squares = [(f, r) for f in range(files) for r in range(ranks)]
    half = max(1, ranks // 2)
    symmetric = rng.random() < 0.55 and not (files * ranks < 4)

    def free_near(colour, rank_choices):
        for _ in range(50):
            r = rng.choice(rank_choices)
            f = rng.randrange(files)
            if (f, r) not in s.board:
                return f, r
        empty = s.empty()
        return rng.choice(empty) if empty else None

    # Royal pieces first: White's low, Black's high (or mirrored).
    nroyal = 1 if rng.random() < 0.9 or fsf else 2
    back = [0] if rng.random() < 0.6 else list(range(half))
    for k in range(nroyal):
        letter = royal_letters[k % len(royal_letters)] if not fsf else royal_letters[0]
        if castling and k == 0:
            lo, hi = (1, files - 2) if len(castling.wings) == 2 else (0, files - 1)
            if lo > hi:
                return None
            if any(castling.wings) and files < 2:
                return None
            kf = rng.randint(lo, hi)
            if castling.wings == {True}:
                kf = rng.randint(0, files - 2) if files >= 2 else 0
            elif castling.wings == {False}:
                kf = rng.randint(1, files - 1) if files >= 2 else 0
            wsq = (kf, rng.choice(back))
        else:
            wsq = free_near('w', back)
        if wsq is None or wsq in s.board:
            return None
        s.board[wsq] = ('w', letter, False)
        bsq = (wsq[0], ranks - 1 - wsq[1]) if symmetric or castling else free_near('b', [ranks - 1 - r for r in back])
        if bsq is None or bsq in s.board:
            bsq = free_near('b', list(range(ranks)))
        if bsq is None:
            return None
        s.board[bsq] = ('b', letter, False)

    if castling:
        for colour in 'wb':
            kings = s.royals(colour, royal_letters[:1])   # the king: the first royal type (§12)
            rel = (lambda r: r) if colour == 'w' else (lambda r: ranks - 1 - r)
            rank = rel(min(rel(r) for _, r in kings))
            kf = max(f for f, r in kings if r == rank)
            for kingside in castling.wings:
                span = list(range(kf + 1, files)) if kingside else list(range(0, kf))
                if not span:
                    return None
                f = max(span) if kingside and rng.random() < 0.7 else min(span) if rng.random() < 0.7 else rng.choice(span)
                if (f, rank) in s.board and s.board[(f, rank)][1] in royal_letters:
                    return None
                s.board[(f, rank)] = (colour, castling.with_letter, False)

    density = rng.choice([0.05, 0.15, 0.25, 0.35, 0.5])
    budget = int(files * ranks * density)
    for letter in only_initial:
        sq = free_near('w', list(range(ranks)))
        if sq:
            s.board[sq] = ('w', letter, False)
            if symmetric and (sq[0], ranks - 1 - sq[1]) not in s.board:
                s.board[(sq[0], ranks - 1 - sq[1])] = ('b', letter, False)
    for _ in range(budget // (2 if symmetric else 1)):
        if not pieces:
            break
        letter = rng.choice(pieces)
        sq = free_near('w', list(range(ranks)))
        if not sq:
            break
        tilde = promoted_marks and not letter.startswith('+') and rng.random() < 0.1
        s.board[sq] = ('w', letter, tilde)
        mirror = (sq[0], ranks - 1 - sq[1])
        if symmetric and mirror not in s.board:
            s.board[mirror] = ('b', letter, tilde)
        elif not symmetric:
            sq2 = free_near('b', list(range(ranks)))
            if sq2:
                s.board[sq2] = ('b', rng.choice(pieces), False)

    if hand_letters:
        s.brackets = True
        for _ in range(rng.choice([0, 1, 2, 3, 6])):
            s.hands.append((rng.choice('wb'), rng.choice(hand_letters)))
        s.hands.sort(key=lambda h: h[0] != 'w')
    s.side = 'w' if rng.random() < 0.7 else 'b'
    if rng.random() < 0.12:
        # An en-passant square: empty, with a piece of the side that just moved beyond it.
        mover, up = ('b', -1) if s.side == 'w' else ('w', 1)
        spots = [(f, r - up) for (f, r), (c, _, _) in s.board.items()
                 if c == mover and 0 <= r - up < ranks and (f, r - up) not in s.board]
        if spots:
            f, r = rng.choice(spots)
            s.ep = f'{FILES[f]}{r + 1}'
    if rng.random() < 0.3:
        s.clocks = (rng.choice([0, 0, 1, 5, 40]), rng.choice([1, 1, 2, 30]))
    s.fields = 6 if rng.random() < 0.85 else rng.randint(1, 5)
    if s.ep != '-':
        s.fields = max(s.fields, 4)
    return s


def castling_rights(rng, setup, castling, royal_letters, gating_files=None, fsf=False):
    """A random castling field: K/Q/k/q or rook file letters for the castling wings, and with
    gating, file letters of gating squares (§8, §10.3)."""
    rights = []
    castled = {'w': set(), 'b': set()}   # a castling rook's file letter is its castling right
    if castling:
        where = castle_squares(setup, castling, royal_letters[:1])
        if where:
            for colour in 'wb':
                (kf, kr), rooks = where[colour]
                # Any castling partner on the king's rank makes its file letter a castling
                # right (§8), the same right as K or Q for its wing: no gating letter there.
                castled[colour] |= {f for (f, r), (c, l, _) in setup.board.items()
                                    if r == kr and c == colour and l == castling.with_letter}
                for kingside, (rf, _) in sorted(rooks.items(), reverse=True):
                    if rng.random() < 0.8:
                        ch = 'K' if kingside else 'Q'
                        # (a rook on the k- or q-file keeps K or Q: its file letter would be
                        # the wing's, and its square, `K2`, needs the king's rights shown too)
                        if not gating_files and not fsf and FILES[rf] not in 'kq' and rng.random() < 0.3:
                            ch = FILES[rf].upper()
                        rights.append(ch if colour == 'w' else ch.lower())
                        castled[colour].add(rf)
    if gating_files:
        for colour in 'wb':
            for f in sorted(gating_files[colour]):
                if f not in castled[colour] and rng.random() < 0.7:
                    ch = FILES[f]
                    rights.append(ch.upper() if colour == 'w' else ch)
    # White's rights first: a FEN need not, but Chimera writes them so.
    rights.sort(key=lambda c: c.islower())
    return ''.join(rights) or '-'


def parse_fen(fen, files, ranks):
    """A Setup from a FEN (the fields after the board may be missing)."""
    fields = fen.split() + ['w', '-', '-', '0', '1'][len(fen.split()) - 1:]
    board, hand = fields[0], None
    if '[' in board:
        board, hand = board[:-1].split('[')
    s = Setup(files, ranks)
    for i, row in enumerate(board.split('/')):
        r, f, j = ranks - 1 - i, 0, 0
        while j < len(row):
            if row[j].isdigit():
                k = j
                while j < len(row) and row[j].isdigit():
                    j += 1
                f += int(row[k:j])
                continue
            plus = row[j] == '+'
            if plus:
                j += 1
            ch = row[j]
            tilde = j + 1 < len(row) and row[j + 1] == '~'
            s.board[(f, r)] = ('w' if ch.isupper() else 'b', ('+' if plus else '') + ch.upper(), tilde)
            j += 2 if tilde else 1
            f += 1
    if hand is not None:
        s.brackets = True
        s.hands = [('w' if ch.isupper() else 'b', ch.upper()) for ch in hand]
    s.side, s.rights, s.ep = fields[1], fields[2], fields[3]
    s.clocks = (int(fields[4]), int(fields[5]))
    return s
