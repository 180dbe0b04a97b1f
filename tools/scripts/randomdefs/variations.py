"""Variants of a generated definition: the same game written as a parent and a child (§14),
as a child of a shipped definition, and with options (§15) whose values change it.

mutate() makes a nearby definition (a piece replaced, added or removed, a new start, other
promotions, drops, castling or rules); diff() in model.py writes the change as items.
"""
import copy
import re

from . import model
from .generate import Generator
from .model import Definition, Inexpressible, MovesLine, Option, Piece, Promotion, Rules
from .betza import Atom
from .regions import Regions


def _regions(d):
    r = Regions(d.files, d.ranks)
    from .regions import evaluate
    for k, (name, text) in enumerate(d.regions):
        r.declare(name, text, evaluate(text, d.files, d.ranks, d.regions[:k]))
    return r


def _forget(d, name):
    """d without piece `name` and every mention of it."""
    d.pieces = [p for p in d.pieces if p.name != name]
    d.rules.more = tuple(m for m in d.rules.more if name not in re.findall(r'[\w-]+', m))
    for p in d.pieces:
        p.more = tuple(m for m in p.more if name not in re.findall(r'[\w-]+', m))
        p.cannot = [n for n in p.cannot if n != name]
        p.screens = [(s, [n for n in ns if n != name], h) for s, ns, h in p.screens]
        p.screens = [s for s in p.screens if s[1]]
        for ln in p.lines:
            ln.stops = [n for n in ln.stops if n != name]
    kept = []
    for pr in d.promotions:
        pr.pieces = [n for n in pr.pieces if n != name]
        pr.to = [n for n in pr.to if n != name]
        pr.limits = [(n, k) for n, k in pr.limits if n != name]
        if pr.pieces and pr.to:
            kept.append(pr)
    d.promotions = kept
    if d.drops:
        dr = d.drops
        dr.zones = [(n, z) for n, z in dr.zones if n != name]
        dr.one_per_file = [n for n in dr.one_per_file if n != name]
        dr.no_mate = [n for n in dr.no_mate if n != name]
        if dr.push and dr.push[0] == name:
            dr.push = None
    if d.gating:
        d.gating.pieces = [n for n in d.gating.pieces if n != name]
        if not d.gating.pieces:
            raise Inexpressible('the gating pieces would all be gone')
    if d.castling and d.castling.with_piece == name:
        d.castling = None


def _castling_info(d):
    from types import SimpleNamespace
    if not d.castling:
        return None
    c = d.castling
    return SimpleNamespace(sides=c.sides, with_letter=d.piece(c.with_piece).letter,
                           wings={k for k, _, _ in c.sides})


def restart(gen, d):
    """d with a new random start position."""
    if d.ranks < 2:
        d.castling = None   # one rank: both sides' kings and rooks would share it
    gating_files = None
    if d.gating:
        from .regions import evaluate
        sq = evaluate(d.gating.zone, d.files, d.ranks, d.regions)
        files = {f for f, _ in sq if 'abcdefghijklmnop'[f] not in 'kq'}
        gating_files = {'w': files, 'b': files}
    return gen.start(d, _castling_info(d), gating_files)


def mutate(gen, d, kinds=None):
    """A definition near d (a deep copy changed in one to three ways)."""
    rng = gen.rng
    d = copy.deepcopy(d)
    d.options = []
    regions = _regions(d)
    kinds = kinds or rng.sample(['replace', 'add', 'remove', 'start', 'promotion', 'rules', 'drops',
                                 'castling', 'region', 'title'], rng.randint(1, 3))
    for kind in kinds:
        names = [p.name for p in d.pieces]   # what a new piece's screens may name, now
        plain = [p for p in d.pieces if not p.royal]
        if kind == 'replace' and plain:
            p = rng.choice(plain)
            q = gen.piece(p.name, p.letter, d.files, d.ranks, regions, False, [n for n in names if n != p.name])
            d.pieces[d.pieces.index(p)] = q
        elif kind == 'add':
            used = {p.letter for p in d.pieces}
            free = [c for c in 'ABCDEFGHIJLMNOPQRSTUVWXYZ' if c not in used]
            if free:
                name = f'Extra{len(d.pieces)}'
                d.pieces.append(gen.piece(name, rng.choice(free), d.files, d.ranks, regions, False, names))
        elif kind == 'remove' and plain:
            _forget(d, rng.choice(plain).name)
        elif kind == 'promotion':
            d.promotions = gen.promotions(d, regions)
        elif kind == 'rules':
            r = gen.rules(d)
            r.pass_ = r.pass_ or d.rules.pass_
            d.rules = d.rules.merged(r)
        elif kind == 'drops':
            d.drops = gen.drops(d, regions)
        elif kind == 'castling':
            if d.castling and rng.random() < 0.5:
                d.castling = None
            else:
                got = gen.castling(d)
                d.castling = got[0] if got else None
        elif kind == 'region' and d.regions:
            # The new text may name only the regions declared before this one (§11).
            k = rng.randrange(len(d.regions))
            before = _regions(d)
            before.named = {n: before.named[n] for n, _ in d.regions[:k]}
            text, _ = before.random(rng)
            d.regions = [(n, text if i == k else t) for i, (n, t) in enumerate(d.regions)]
        elif kind == 'title':
            d.title = 'Changed'
    restart(gen, d)
    return d


def options_for(gen, d):
    """One or two options whose values are nearby definitions written as items; the first
    value is the default, most often empty."""
    rng = gen.rng
    opts = []
    n = 1 if rng.random() < 0.8 else 2
    for k in range(n):
        values = []
        names = rng.choice([['on', 'off'], ['1', '2', '3'], ['a', 'b'], ['rank', 'file']])
        for i, vname in enumerate(names):
            # With two options every value is a change of d alone: the defaults stay empty.
            if i == 0 and (n > 1 or rng.random() < 0.7):
                values.append((vname, []))
                continue
            for _ in range(5):
                try:
                    values.append((vname, model.diff(d, mutate(gen, d))))
                    break
                except Inexpressible:
                    continue
            else:
                values.append((vname, []))
        opts.append(Option(f'opt{k}', values))
    return opts


def configurations(d):
    """[(option choices {name: value}, merged Definition)]: the defaults, then each other
    value of each option with the others at their defaults."""
    def merged(choice):
        m = copy.deepcopy(d)
        m.options = []
        for o in d.options:
            m = model.apply(m, dict(o.values)[choice.get(o.name, o.values[0][0])])
        return m
    out = [({}, merged({}))]
    for o in d.options:
        for vname, _ in o.values[1:]:
            out.append(({o.name: vname}, merged({o.name: vname})))
    return out


# ---------------------------------------------------------------------------------------------
# shipped parents: the model of definitions/chess.variant (and crazyhouse) as it is written

def _line(text, atoms):
    return MovesLine('moves', atoms, text)


def shipped_chess():
    a = lambda kind, letter, **kw: Atom(kind, letter, **kw)   # noqa: E731
    pieces = [
        Piece('King', 'K', [_line('K', [a('leap', 'K')])], royal=True),
        Piece('Queen', 'Q', [_line('Q', [a('rider', 'Q')])], value='9.5'),
        Piece('Rook', 'R', [_line('R', [a('rider', 'R')])], value='5'),
        Piece('Bishop', 'B', [_line('B', [a('rider', 'B')])], value='3.3'),
        Piece('Knight', 'N', [_line('N', [a('leap', 'N')])], value='3.2'),
        Piece('Pawn', 'P', [_line('fmWfceFifmnD', [
            a('leap', 'W', dirs='f', mode='m'), a('leap', 'F', dirs='f', mode='ce'),
            a('leap', 'D', dirs='f', mode='m', initial=True, lame=True)])], value='1'),
    ]
    d = Definition('chess', 8, 8, pieces, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
                   title='Chess')
    d.promotions = [Promotion(['Pawn'], 'rank 8', ['Queen', 'Rook', 'Bishop', 'Knight'], mandatory=True)]
    d.castling = model.Castling('Rook', [(True, 'g', 'f'), (False, 'c', 'd')])
    d.rules = Rules('draw', 50, 3, 'draw')
    return d


def shipped(name):
    d = shipped_chess()
    if name == 'crazyhouse':
        d.name, d.title = 'crazyhouse', 'Crazyhouse'
        d.start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1'
        d.drops = model.Drops(captured=True, zones=[('Pawn', 'ranks 2 to 7')])
    from .setup import Setup
    s = Setup(8, 8)
    for r, row in ((7, 'rnbqkbnr'), (6, 'p' * 8), (1, 'P' * 8), (0, 'RNBQKBNR')):
        for f, ch in enumerate(row):
            s.board[(f, r)] = ('w' if ch.isupper() else 'b', ch.upper(), False)
    s.brackets = name == 'crazyhouse'
    s.rights = 'KQkq'
    d.setup = s
    return d


def from_shipped(seed, profile):
    """(parent name, child Definition): a random change of a shipped definition."""
    gen = Generator(seed, profile)
    parent = gen.rng.choice(['chess', 'chess', 'crazyhouse'])
    base = shipped(parent)
    for _ in range(10):
        try:
            child = mutate(gen, base)
            model.diff(base, child)
            child.name = f'{parent}-child'
            return parent, base, child, gen
        except (Inexpressible, ValueError):
            continue
    raise ValueError('no expressible change of ' + parent)
