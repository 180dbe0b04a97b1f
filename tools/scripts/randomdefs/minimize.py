"""Shrinks a failing definition while it still fails the same way: pieces, moves lines,
atoms and modifiers, the rules around them, pieces on the board, the board's last file and
rank, and the start position moved to where the failure shows.
"""
import copy

from . import variations
from .harness import examine
from .setup import parse_fen


def _candidates(d, outcome, restart=True):
    """Smaller definitions, most promising first (each a fresh copy); restart: try the start
    position where the failure shows first (once: it would creep along the game)."""
    def edit(f):
        c = copy.deepcopy(d)
        try:
            if f(c) is False:
                return None
        except (variations.Inexpressible, IndexError, ValueError, KeyError):
            return None
        c.start = c.setup.fen()
        return c

    if restart and '/' in outcome.fen and outcome.fen.split()[0] != d.start.split()[0]:
        fen = outcome.fen

        def restart(c, fen=fen):
            c.setup = parse_fen(fen, c.files, c.ranks)

        def restart_nocastle(c, fen=fen):
            restart(c)
            _without(c, 'castling')
        yield edit(restart)
        if d.castling:
            yield edit(restart_nocastle)
    royal = [p for p in d.pieces if p.royal]
    for p in d.pieces:
        if p.royal and len(royal) < 2:
            continue

        def drop(c, name=p.name, letter=p.letter):
            variations._forget(c, name)
            c.setup.board = {s: v for s, v in c.setup.board.items() if v[1] != letter}
            c.setup.hands = [h for h in c.setup.hands if h[1] != letter]
            if not c.castling and not c.gating:
                c.setup.rights = '-'
        yield edit(drop)
    for s, v in d.setup.board.items():
        if v[1] not in {p.letter for p in royal}:
            yield edit(lambda c, s=s: c.setup.board.pop(s) and None)
    if d.setup.hands:
        yield edit(lambda c: setattr(c.setup, 'hands', []))
    for i, p in enumerate(d.pieces):
        for j, ln in enumerate(p.lines):
            if len([x for x in p.lines if x.kind == 'moves']) > 1 or ln.kind != 'moves':
                yield edit(lambda c, i=i, j=j: c.pieces[i].lines.pop(j) and None)
            for k in range(len(ln.atoms)):
                if len(ln.atoms) > 1:
                    yield edit(lambda c, i=i, j=j, k=k: _set_atoms(c.pieces[i].lines[j], k, None))
                for simpler in _simpler(ln.atoms[k]):
                    yield edit(lambda c, i=i, j=j, k=k, a=simpler: _set_atoms(c.pieces[i].lines[j], k, a))
            for attr, empty in (('frm', None), ('within', None), ('onto', None), ('screen', None), ('pierces', False),
                                ('stops', []), ('explodes', False)):
                if getattr(ln, attr) != empty:
                    yield edit(lambda c, i=i, j=j, a=attr, e=empty: setattr(c.pieces[i].lines[j], a, e))
        for attr, empty in (('confined', None), ('screens', []), ('cannot', []), ('value', None)):
            if getattr(p, attr) != empty:
                yield edit(lambda c, i=i, a=attr, e=empty: setattr(c.pieces[i], a, e))
    for i in range(len(d.promotions)):
        yield edit(lambda c, i=i: c.promotions.pop(i) and None)
        for attr, empty in (('limits', []), ('mandatory', None), ('leaving', False)):
            if getattr(d.promotions[i], attr) != empty:
                yield edit(lambda c, i=i, a=attr, e=empty: setattr(c.promotions[i], a, e))
    for kind in ('castling', 'drops', 'gating', 'walls'):
        if getattr(d, kind):
            yield edit(lambda c, k=kind: _without(c, k))
    for attr in ('pass_', 'pass_stalemated'):
        if getattr(d.rules, attr):
            yield edit(lambda c, a=attr: setattr(c.rules, a, False))
    if d.walls:
        for attr, empty in (('place', None), ('zone', None), ('moving', False), ('instead', False)):
            if getattr(d.walls, attr) != empty:
                yield edit(lambda c, a=attr, e=empty: setattr(c.walls, a, e))
    if d.drops:
        for attr, empty in (('captured', False), ('zones', []), ('one_per_file', []), ('no_mate', []),
                            ('push', None), ('enclosing', False), ('stacked', False), ('no_drop', [])):
            if getattr(d.drops, attr) != empty:
                yield edit(lambda c, a=attr, e=empty: setattr(c.drops, a, e))
    if not d.rules.empty():
        yield edit(lambda c: setattr(c, 'rules', type(c.rules)(pass_=c.rules.pass_,
                                                                pass_stalemated=c.rules.pass_stalemated)))
    for k in range(len(d.regions)):
        yield edit(lambda c, k=k: c.regions.pop(k) and None)
    if d.title:
        yield edit(lambda c: setattr(c, 'title', None))
    if d.setup.clocks:
        yield edit(lambda c: setattr(c.setup, 'clocks', None))
    for axis in ('files', 'ranks'):
        yield edit(lambda c, axis=axis: _trim(c, axis))


def _without(c, kind):
    """c without its castling, drops, gating or walls block, and what its start keeps for them."""
    setattr(c, kind, None)
    if kind == 'walls':
        c.setup.board = {sq: p for sq, p in c.setup.board.items() if p[1] != '*'}
    c.setup.brackets = bool(c.drops or c.gating)
    if not (c.drops or c.gating):
        c.setup.hands = []
    if not (c.castling or c.gating):
        c.setup.rights = '-'


def _set_atoms(line, k, atom):
    if atom is None:
        line.atoms.pop(k)
    else:
        line.atoms[k] = atom
    from .generate import join_atoms
    line.atoms, line.betza = join_atoms(line.atoms)
    if not line.atoms:
        raise ValueError('no atom left')


def _simpler(a):
    out = []
    for attr, empty in (('dirs', ''), ('mode', ''), ('initial', False), ('lame', False), ('hop', ''),
                        ('rng', None), ('doubled', False), ('may_stop', False), ('second_digit', None)):
        if getattr(a, attr) != empty:
            b = copy.deepcopy(a)
            setattr(b, attr, empty)
            if b.kind == 'rider' and not b.doubled and b.rng is None and b.letter not in 'RBQ':
                continue
            out.append(b)
    for k, leg in enumerate(a.legs):
        for attr, empty in (('dirs', ''), ('mode', ''), ('initial', False)):
            if getattr(leg, attr) != empty:
                b = copy.deepcopy(a)
                setattr(b.legs[k], attr, empty)
                out.append(b)
    return out


def _trim(c, axis):
    """The board without its last file (or rank), if nothing stands there."""
    n = getattr(c, axis) - 1
    if n < 1 or any((f if axis == 'files' else r) == n for f, r in c.setup.board):
        return False
    setattr(c, axis, n)
    setattr(c.setup, axis, n)


def minimize(tools, d, outcome, workdir, budget=200, log=None):
    """(smallest definition found, its Outcome)."""
    want = outcome.signature()
    best, best_outcome, tries, restarted = d, outcome, 0, False
    changed = True
    while changed and tries < budget:
        changed = False
        for cand in _candidates(best, best_outcome, restart=not restarted):
            if cand is None:
                continue
            tries += 1
            got = examine(tools, cand, workdir / 'min')
            if got.signature() == want:
                restarted |= cand.start.split()[0] != best.start.split()[0]
                best, best_outcome, changed = cand, got, True
                if log:
                    log(f'  minimized: {len(best.pieces)} pieces, {best.files}x{best.ranks}')
                break
            if tries >= budget:
                break
    return best, best_outcome
