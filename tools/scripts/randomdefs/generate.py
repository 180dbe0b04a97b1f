"""Random valid definitions, from a seed, over the whole language of docs/language.md.

generate(seed) returns a Definition (model.py) whose start position is random but whose
every other part is valid by construction; profile 'fsf' keeps to what Fairy-Stockfish can
express (fsf.py says exactly what), so that a good share can be compared with it.
"""
import random
from types import SimpleNamespace

from . import betza, fsf, model
from .model import (Castling, Definition, Drops, Gating, MovesLine, Piece, Promotion, Rules, Walls)
from .regions import FILES, Regions
from .setup import castling_rights, place

NAMES = ('Alfil Bison Camel Dragon Eagle Falcon Giraffe Hawk Ibis Jackal Kirin Lion Mann '
         'Nightrider Ox Phoenix Quokka Raven Sage Tiger Unicorn Vizier Wolf Xiphos Yak Zebra '
         'Archer Bishop Cannon Duke Elephant Ferz Guard Horse Imp Jester Knight Lance Monk Ninja '
         'Oracle Pawn Queen Rook Soldier Tower Usurper Viper Warden Chariot Scout Squire').split()
KEYWORDS = ('king rook to rank file piece royal zone pieces from within screen none slide '
            'captured push pass option value').split()
BOARDS = [((8, 8), 30), ((6, 6), 6), ((5, 5), 5), ((7, 7), 3), ((4, 4), 3), ((9, 9), 4),
          ((9, 10), 4), ((10, 8), 5), ((10, 10), 4), ((12, 10), 2), ((11, 10), 1), ((12, 12), 1),
          ((13, 12), 1), ((16, 16), 1), ((3, 3), 2), ((8, 6), 2), ((6, 8), 2), ((5, 6), 2)]


def pick_board(rng, fsf):
    if rng.random() < 0.12 and not fsf:
        while True:   # room for two royal pieces and something else
            files, ranks = rng.randint(1, 16), rng.randint(1, 16)
            if files * ranks >= 3:
                return files, ranks
    boards = [(b, w) for b, w in BOARDS if not fsf or (b[0] <= 12 and b[1] <= 10)]
    return rng.choices([b for b, _ in boards], [w for _, w in boards])[0]


class Generator:
    def __init__(self, seed, profile='any'):
        self.rng = random.Random(seed)
        self.fsf = profile == 'fsf'
        self.seed = seed

    # -- pieces ---------------------------------------------------------------------------

    def atoms(self, files, ranks, n, allow):
        out, directions = [], 0
        for _ in range(50 * n):   # on a very small board few atoms fit, and maybe none
            if len(out) == n:
                break
            a = betza.random_atom(self.rng, files, ranks, allow, symmetric=self.fsf and self.rng.random() < 0.9)
            if a.kind in ('leap', 'rider', 'bracket') and not betza.fits(a, files, ranks):
                continue
            if a.kind == 'multi' and not betza.multi_fits(a, files, ranks):
                continue
            d = count_directions(a)
            if directions + d > 90:
                break
            directions += d
            out.append(a)
        return out

    def line(self, kind, files, ranks, regions, royal, allow=None):
        rng = self.rng
        allow = allow or (('leap', 'rider') if self.fsf else ('leap', 'rider', 'multi', 'bracket'))
        atoms = self.atoms(files, ranks, 1 if rng.random() < 0.55 else rng.randint(2, 3), allow)
        if self.fsf:
            atoms = [fsf_safe(a, rng) for a in atoms]
        atoms = [a for a in atoms if a] or [betza.Atom('leap', 'W')]
        atoms, text = join_atoms(atoms, rng)
        ln = MovesLine(kind, atoms, text)
        if kind != 'moves' or self.fsf:
            return ln
        if rng.random() < 0.08:
            ln.frm = regions.random(rng)[0]
        if rng.random() < 0.05:
            ln.within = regions.random(rng)[0]
        # `onto` keeps the targets of leaps and slides (an error on hops, lame, multi-leg and
        # bent moves, and with `pierces`, which is decided below: the two exclude each other).
        plain = all(a.kind in ('leap', 'rider') and not a.hop and not a.lame for a in atoms)
        if plain and rng.random() < 0.06:
            ln.onto = regions.random(rng)[0]
        if any(a.hop for a in atoms) and rng.random() < 0.25:
            ln.screen = rng.choice(['friend', 'enemy'])
        riders = [a for a in atoms if a.kind == 'rider' and (a.is_rider() or a.hop) and a.hop != 'g']
        if riders and not ln.onto and rng.random() < 0.15:
            ln.pierces = True
        if not royal and any(a.kind != 'multi' and a.may_capture() for a in atoms) and rng.random() < 0.06:
            ln.explodes = True
        return ln

    def piece(self, name, letter, files, ranks, regions, royal, others):
        # For Fairy-Stockfish, a piece its Betza can say (a few tries, then whatever came).
        for _ in range(8 if self.fsf else 1):
            p = self._piece(name, letter, files, ranks, regions, royal, others)
            try:
                fsf.piece_betza(p, {})
                break
            except fsf.Untranslatable:
                continue
        return p

    def _piece(self, name, letter, files, ranks, regions, royal, others):
        rng = self.rng
        p = Piece(name, letter, [], royal=royal)
        for _ in range(1 if rng.random() < 0.7 else rng.randint(2, 3)):
            p.lines.append(self.line('moves', files, ranks, regions, royal))
        if royal and rng.random() < 0.5:
            p.lines = [MovesLine('moves', [betza.Atom('leap', 'K')], 'K')]
        if not self.fsf:
            for kind, prob in (('fallback', 0.05), ('checks', 0.04), ('confronts', 0.04 if royal else 0.01)):
                if rng.random() < prob:
                    p.lines.append(self.line(kind, files, ranks, regions, royal, ('leap', 'rider')))
            if rng.random() < 0.04:
                p.confined = regions.random(rng)[0]
            if rng.random() < 0.06 and others:
                p.screens.append((rng.choice(['', 'friend', 'enemy']), rng.sample(others, min(len(others), rng.randint(1, 2))),
                                  rng.choice(['none', 'adjacent', 'slide'])))
            if rng.random() < 0.05 and others:
                p.cannot = rng.sample(others, min(len(others), rng.randint(1, 2)))
            for ln in p.lines:
                if ln.pierces and others and rng.random() < 0.4:
                    ln.stops = rng.sample(others, 1)
            # First moves and the rules of royal pieces (§6.13, §13.2, §13.4, §13.6).
            moves = [ln for ln in p.lines if ln.kind == 'moves']
            for ln in moves:
                flags = [f for f, prob in (('first', 0.05), ('not in check', 0.03)) if rng.random() < prob]
                ln.flags = tuple(rng.sample(flags, len(flags)))
            if any('first' in ln.flags for ln in moves) and rng.random() < 0.4:
                by = f' by {" ".join(rng.sample(others, 1))}' if others and rng.random() < 0.5 else ''
                p.more += (f'first lost when {rng.choice(["checked", "aimed"])}{by}',)
            if royal:
                p.when_last = rng.random() < 0.06
                if rng.random() < 0.05:
                    p.more += ('escapes only by capture',)
        if rng.random() < 0.4:
            p.value = rng.choice(['0', '1', '3', '3.5', '9.25', '1000', '0.01', '12'])
        return p

    def pieces(self, files, ranks, regions):
        rng = self.rng
        n = rng.choice([1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8]) if rng.random() < 0.92 else rng.randint(8, 24)
        letters = list('ABCDEFGHIJLMNOPQRSTUVWXYZ')
        rng.shuffle(letters)
        letters = ['K'] + letters
        names = []
        for i in range(n + 1):
            base = rng.choice(KEYWORDS) if rng.random() < 0.03 else rng.choice(NAMES)
            name = base if base not in names else f'{base}{i}'
            names.append(name)
        royal_types = 1 if rng.random() < 0.9 or self.fsf else 2
        out = []
        promoted = 0
        for i in range(n + 1):
            letter = letters[i]
            if i > royal_types and rng.random() < (0 if self.fsf else 0.12):
                letter = '+' + (rng.choice([p.letter for p in out if not p.promoted]) if rng.random() < 0.6 else letters[i])
                if any(p.letter == letter for p in out):
                    letter = letters[i]
                promoted += 1
            others = [x for x in names if x != names[i]]
            out.append(self.piece(names[i], letter, files, ranks, regions, i < royal_types, others))
        return out

    # -- the rest of the rules ----------------------------------------------------------------

    def promotions(self, d, regions):
        rng = self.rng
        movers = [p.name for p in d.pieces if not p.royal]
        choices = [p.name for p in d.pieces if not p.royal]
        if not movers or rng.random() < 0.45:
            return []
        plus = {}
        blocks = []
        for _ in range(1 if rng.random() < 0.75 or self.fsf else rng.randint(2, 3)):
            pieces = rng.sample(movers, 1 if rng.random() < 0.8 else min(2, len(movers)))
            if self.fsf or rng.random() < 0.6:
                zone = regions.ranks_region(d.ranks - rng.choice([0, 0, 0, 1, 2]), d.ranks)[0]
            else:
                zone = regions.random(rng)[0]
            pool = [c for c in choices if c not in pieces] if self.fsf else choices
            if not pool:
                continue
            to = rng.sample(pool, min(len(pool), rng.randint(1, 4)))
            kept = []
            for t in to:
                if d.piece(t).promoted:
                    if any(plus.get(p, t) != t for p in pieces):
                        continue
                    for p in pieces:
                        plus[p] = t
                kept.append(t)
            if not kept:
                continue
            b = Promotion(pieces, zone, kept)
            if rng.random() < 0.2:
                b.limits = [(t, rng.randint(1, 3)) for t in rng.sample(kept, rng.randint(1, len(kept)))]
            b.mandatory = rng.choice([None, None, True, False])
            b.leaving = not self.fsf and rng.random() < 0.15
            blocks.append(b)
        return blocks

    def drops(self, d, regions):
        rng = self.rng
        droppable = [p.name for p in d.pieces if not p.royal]
        dr = Drops(captured=rng.random() < 0.75)
        if self.fsf:
            if rng.random() < 0.3 and droppable:
                zone = regions.random(rng)[0]
                dr.zones = [(n, zone) for n in droppable]
            return dr
        for n in droppable:
            if rng.random() < 0.3:
                dr.zones.append((n, regions.random(rng)[0]))
        if droppable and rng.random() < 0.2:
            dr.one_per_file = rng.sample(droppable, 1)
        if droppable and rng.random() < 0.15:
            dr.no_mate = rng.sample(droppable, 1)
        if droppable and d.ranks > 1 and rng.random() < 0.12:
            dr.push = (rng.choice(droppable), rng.randint(1, min(3, d.ranks - 1)))
        dr.enclosing = rng.random() < 0.15
        dr.stacked = rng.random() < 0.15
        # Types kept in hand but never dropped, by both sides or one (§10.1): a type neither side
        # drops may have no zone, file limit or no-mate line.
        if droppable and rng.random() < 0.12:
            side = rng.choice(['', '', 'white', 'black'])
            name = rng.choice(droppable)
            dr.no_drop.append((side, name))
            if not side:
                dr.zones = [(n, z) for n, z in dr.zones if n != name]
                dr.one_per_file = [n for n in dr.one_per_file if n != name]
                dr.no_mate = [n for n in dr.no_mate if n != name]
        return dr

    def walls(self, regions):
        """A walls block (§10.4): a wall placed with every move, or instead of one."""
        rng = self.rng
        w = Walls(place=rng.choice([None, 'anywhere', 'reachable', 'behind', 'edge']))
        if rng.random() < 0.3:
            w.zone = regions.random(rng)[0]
        w.moving = rng.random() < 0.3
        w.instead = rng.random() < 0.25
        return w

    def castling(self, d):
        rng = self.rng
        rooks = [p for p in d.pieces if not p.royal]
        if not rooks or d.files < 2 or d.ranks < 2:   # one rank: both sides' kings and rooks share it
            return None
        with_piece = rng.choice(rooks)
        wings = rng.choice([{True, False}, {True, False}, {True}, {False}]) if d.files >= 3 else {rng.random() < 0.5}
        sides = []
        for kingside in sorted(wings, reverse=True):
            n = 1 if rng.random() < 0.85 or self.fsf else rng.randint(2, 4)
            kfiles = rng.sample(range(d.files), min(n, d.files))
            for kf in kfiles:
                rf = rng.choice([f for f in range(d.files) if f != kf])
                if self.fsf:
                    rf = kf - 1 if kingside else kf + 1
                    if not 0 <= rf < d.files:
                        return None
                sides.append((kingside, FILES[kf], FILES[rf]))
        c = Castling(with_piece.name, sides)
        return c, SimpleNamespace(sides=sides, with_letter=with_piece.letter, wings=wings)

    def rules(self, d=None):
        """Random rules; with the definition d (not for Fairy-Stockfish), also the rules of
        §13: checkmate result, duple check, goals, must capture, checks forbidden, blasts,
        perpetual check."""
        rng = self.rng
        r = Rules()
        if d is not None and not self.fsf:
            r.more = self.more_rules(d)
        if rng.random() < 0.3:
            r.stalemate = rng.choice(['draw', 'loss', 'win'])
        if rng.random() < 0.2:
            r.move_rule = rng.choice([0, 1, 10, 50, 100])
        if rng.random() < 0.2:
            r.repetition = rng.choice([0, 2, 3, 4])
            if rng.random() < 0.5:
                r.repetition_result = rng.choice(['draw', 'loss', 'win'])
        r.pass_ = not self.fsf and rng.random() < 0.06
        r.pass_stalemated = not self.fsf and rng.random() < 0.06
        return r

    def more_rules(self, d):
        rng = self.rng
        names = [p.name for p in d.pieces]
        more = []
        for text, prob in (('checkmate ' + rng.choice(['draw', 'loss', 'win']), 0.05),
                           ('check ' + rng.choice(['all', 'any']), 0.05), ('must capture', 0.05),
                           ('checks forbidden', 0.04), ('drop checks forbidden', 0.04 if d.drops else 0),
                           ('perpetual check ' + rng.choice(['draw', 'loss', 'win']), 0.04)):
            if rng.random() < prob:
                more.append(text)
        plain = [p.name for p in d.pieces if not p.royal and not p.when_last]
        if rng.random() < 0.06:
            more.append('flip ' + rng.choice(['adjacent', 'enclosed']))
        if plain and rng.random() < 0.04:
            more.append('petrify ' + ', '.join(rng.sample(plain, min(len(plain), rng.randint(1, 2)))))
        if rng.random() < 0.05:
            blast = f'blast radius {rng.choice([1, 1, 2])}'
            for word in ('except', 'immune'):
                if rng.random() < 0.3:
                    blast += f' {word} ' + ', '.join(rng.sample(names, min(len(names), rng.randint(1, 2))))
            more.append(blast + (' petrifies' if rng.random() < 0.2 else ''))
        more.sort(key=model.rule_key)
        checks = False
        goals = []
        for _ in range(0 if rng.random() < 0.8 else rng.randint(1, 3)):
            goal, checks = self.goal(d, names, checks)
            goals.append(goal)
        # A blast may take a royal piece: only a goal on the royal types ends the game then (a
        # blast without one is reported in tests/random/blast-without-a-goal.variant).
        royal = [p.name for p in d.pieces if p.royal]
        blast = any(m.startswith('blast') for m in more + ([] if not goals else list(d.rules.more)))
        if royal and blast:
            goals.append(f'loss when count {" ".join(royal)} = 0')
        return tuple(more + goals)

    def goal(self, d, names, checks):
        """A random goal (§13.3), and whether some goal now counts checks (one per side)."""
        rng = self.rng
        conds = []
        for _ in range(1 if rng.random() < 0.8 else 2):
            k = rng.random()
            some = 'pieces' if rng.random() < 0.2 else ' '.join(rng.sample(names, min(len(names), rng.randint(1, 2))))
            if rng.random() < 0.3:
                conds.append(self.connection(d, some))
                continue
            if k < 0.45 or (k > 0.85 and checks):
                who = 'opponent ' if rng.random() < 0.3 else ''
                conds.append(f'{who}count {some} {rng.choice(["=", "<", "<=", ">", ">="])} {rng.choice([0, 1, 1, 2, 3])}')
            elif k < 0.85:
                n = f'{rng.randint(1, 2)} ' if rng.random() < 0.3 else ''
                where = rng.choice([n for n, _ in d.regions] + [f'rank {rng.randint(1, d.ranks)}',
                                   f'{FILES[rng.randrange(d.files)]}{rng.randint(1, d.ranks)}'])
                conds.append(f'{n}{some} in {where}' + (' safe' if rng.random() < 0.2 else ''))
            else:
                conds.append(f'checks {rng.randint(1, 3)}')
                checks = True
        side = rng.choice(['', '', 'white ', 'black '])
        timing = rng.choice(['', '', '', ' after reply', ' unless answered'])
        return f'{side}{rng.choice(["win", "loss", "draw"])} when {" and ".join(conds)}{timing}', checks

    def connection(self, d, some):
        """A condition of the games of stones (§13.3): a row, a line or a square of pieces, a
        full board, two passes, stalemate, more or fewer pieces."""
        rng = self.rng
        k = rng.random()
        longest = max(d.files, d.ranks)
        if k < 0.35 and longest >= 2:
            n = rng.choice([2, 3, 3, 4, 5, longest])
            lines = rng.sample(['horizontally', 'vertically', 'diagonally', 'orthogonally'], rng.choice([0, 0, 1, 2]))
            return f'{min(n, longest)} {some} in a {rng.choice(["row", "row", "line"])}' + ''.join(' ' + w for w in lines)
        if k < 0.5:
            n = min(rng.choice([1, 2, 2, 3]), d.files, d.ranks)
            return f'{some} in a {n}x{n} square'
        if k < 0.65:
            return 'board full'
        if k < 0.75:
            return 'both passed'
        if k < 0.85:
            return 'stalemated'
        return f'{rng.choice(["more", "fewer"])} {some}'

    # -- a whole definition ---------------------------------------------------------------

    def definition(self, name='random'):
        rng = self.rng
        files, ranks = pick_board(rng, self.fsf)
        regions = Regions(files, ranks)
        for k in range(0 if rng.random() < 0.7 else rng.randint(1, 3)):
            rname = rng.choice(['zone', 'palace', 'camp', 'own-side', 'far_side', 'r1', 'a1'])
            if rname in regions.named:
                continue
            text, squares = regions.random(rng)
            regions.declare(rname, text, squares)
        d = Definition(name, files, ranks, [], '')
        if rng.random() < 0.3:
            d.title = rng.choice(['Random', 'A "quoted" title', 'Back\\slash', 'x'])
        d.pieces = self.pieces(files, ranks, regions)
        d.regions = list(regions.decls)
        d.promotions = self.promotions(d, regions)
        if rng.random() < 0.2:
            d.drops = self.drops(d, regions)
        gating_files = None
        if not self.fsf and rng.random() < 0.06:
            gate = rng.sample([p.name for p in d.pieces if not p.royal] or [d.pieces[0].name], 1)
            text, squares = regions.random(rng) if rng.random() < 0.3 else regions.ranks_region(1, 1)
            d.gating = Gating(gate, text)
            gating_files = {'w': {f for f, _ in squares if FILES[f] not in 'kq'},
                            'b': {f for f, _ in squares if FILES[f] not in 'kq'}}
        # A wall with every move multiplies the moves by the empty squares: small boards only,
        # or a walk takes minutes (seed 23, definition 90: 12x10, a walk of 60 s).
        if not self.fsf and files * ranks <= 64 and rng.random() < 0.1:
            d.walls = self.walls(regions)
        cast = None
        if rng.random() < 0.25:
            got = self.castling(d)
            if got:
                d.castling, cast = got
        d.rules = self.rules(d)
        self.start(d, cast, gating_files)
        return d

    def start(self, d, cast=None, gating_files=None):
        rng = self.rng
        if d.castling:   # tests/random/first-right-lost-with-castling.variant, not fixed
            for p in d.pieces:
                if p.royal or p.name == d.castling.with_piece:
                    p.more = tuple(m for m in p.more if not m.startswith('first lost'))
        royal = [p.letter for p in d.pieces if p.royal]
        others = [p.letter for p in d.pieces if not p.royal]
        only_initial = [p.letter for p in d.pieces if not p.royal and all(
            ln.kind != 'moves' or all(is_initial(a) for a in ln.atoms) for ln in p.lines)]
        hands = []
        if d.drops or d.gating:
            hands = [p.letter for p in d.pieces if not p.royal and not p.promoted]
            if d.gating and not d.drops:
                hands = [d.piece(n).letter for n in d.gating.pieces if not d.piece(n).royal and not d.piece(n).promoted]
        for _ in range(20):
            s = place(rng, d.files, d.ranks, others, royal, cast, only_initial, hands,
                      promoted_marks=bool(d.drops and d.drops.captured), fsf=self.fsf)
            if s:
                break
        else:
            raise ValueError('no start position fits')
        if d.walls and rng.random() < 0.5:   # walls already on the board, '*' in the FEN (§8)
            empty = s.empty()
            for sq in rng.sample(empty, min(len(empty), rng.randint(1, 3))):
                s.board[sq] = ('w', '*', False)
        s.brackets = bool(d.drops or d.gating) or (s.brackets and rng.random() < 0.5)
        s.rights = castling_rights(rng, s, cast, royal, gating_files, self.fsf)
        firsts = first_rights(rng, d, s)
        if firsts:
            s.rights = (s.rights if s.rights != '-' else '') + firsts
        if s.rights != '-' and s.fields < 3:
            s.fields = 3
        d.start = s.fen()
        d.setup = s
        return d


def first_rights(rng, d, s):
    """First-move rights for the castling field (§13.6): the file letters of pieces with a
    `first` moves line, where that file holds only one of them of that side (and no castling
    or gating letters could be read for them)."""
    if d.castling or d.gating:
        return ''
    letters = {p.letter for p in d.pieces if any('first' in ln.flags for ln in p.lines)}
    out = []
    for colour in 'wb':
        files = [f for (f, _), (c, l, _) in s.board.items() if c == colour and l in letters]
        for f in sorted(set(files)):
            if files.count(f) == 1 and FILES[f] not in 'kq' and rng.random() < 0.8:
                out.append(FILES[f].upper() if colour == 'w' else FILES[f])
    return ''.join(out)


def join_atoms(atoms, rng=None):
    """(atoms kept, their text): an atom is left out where it would read as the doubling or
    the range of the one before it (W then W is WW, the rook)."""
    kept, text = [], ''
    for a in atoms:
        t = a.text(rng)
        if text and (text.endswith(t[:1]) or (t.startswith('(') and text.endswith(t[:t.index(')') + 1]))):
            continue
        kept.append(a)
        text += t
    return kept, text


def is_initial(atom):
    return atom.initial or any(leg.initial for leg in atom.legs)


def count_directions(a):
    """About how many directions (vectors, paths, bends) an atom compiles to (§19 limits)."""
    if a.kind == 'bracket':
        return len(betza.bends(a)) + 8
    if a.kind == 'multi':
        return len(betza.paths(a))
    return sum(len(vs) for _, vs in betza.vectors(a))


def fsf_safe(a, rng):
    """The atom made expressible for Fairy-Stockfish (fsf.py), or None."""
    if a.letter.startswith('(') or a.initial and a.mode not in ('m',):
        a.initial = False
    a.mode = a.mode.replace('e', '') if 'e' in a.mode else a.mode
    if a.kind == 'leap':
        if a.lame and a.letter not in 'DNAZ':
            a.lame = False
        if a.letter.startswith('('):
            a.letter = rng.choice('WFDNAHCZGK')
        a.rng = None
        return a
    if a.kind == 'rider':
        if a.hop:
            a.letter, a.doubled = rng.choice('RB'), False
            a.rng = None if a.hop == 'g' or rng.random() < 0.7 else rng.randint(2, 7)
            return a
        a.letter = rng.choice('RBQWFN') if a.letter not in 'RBQWFN' or a.letter.startswith('(') else a.letter
        a.doubled = a.letter in 'WFN' and rng.random() < 0.6
        if a.letter in 'WFN' and not a.doubled:
            a.rng = rng.randint(2, 9)
        elif a.rng is not None and not 2 <= a.rng <= 9:
            a.rng = rng.choice([None, 2, 3])
        return a
    return None
