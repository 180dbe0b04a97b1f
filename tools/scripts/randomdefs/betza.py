"""Random Betza atoms from the whole notation docs/language.md §6 supports, their text, and the
directions a single-leg atom selects (read from §6.3, for the Fairy-Stockfish translation).

An Atom is one unit of a move string: a leap or rider letter or (x,y), a multi-leg move
(legs joined by 'a') or a bent rider in brackets, with its modifiers.
"""
from dataclasses import dataclass, field
from typing import List, Optional

LEAPS = {'W': (1, 0), 'F': (1, 1), 'D': (2, 0), 'N': (2, 1), 'A': (2, 2), 'H': (3, 0),
         'C': (3, 1), 'L': (3, 1), 'Z': (3, 2), 'J': (3, 2), 'G': (3, 3)}
COMPOUND = {'K': [(1, 0), (1, 1)], 'R': [(1, 0)], 'B': [(1, 1)], 'Q': [(1, 0), (1, 1)]}
STRAIGHT = 'WFDAHG'          # single steps a multi-leg move may take (and K)
DIRS = 'fblrvs'


@dataclass
class Leg:
    dirs: str = ''
    mode: str = ''       # '', 'm', 'c' (locust), 'p' (hop); the last leg: '', 'm', 'c'
    initial: bool = False


@dataclass
class Atom:
    kind: str                    # 'leap', 'rider', 'multi', 'bracket'
    letter: str                  # 'N', 'K', '(1,3)'; for a bracket the first leg's letter
    dirs: str = ''
    mode: str = ''               # any of m c e
    initial: bool = False
    lame: bool = False
    hop: str = ''                # '', 'p', 'g'
    doubled: bool = False        # rider written twice: NN, (1,3)(1,3)
    rng: Optional[int] = None    # the range digits
    legs: List[Leg] = field(default_factory=list)   # multi-leg: every leg, first included
    second: str = ''             # bracket: the second leg's letter
    second_doubled: bool = False
    second_digit: Optional[int] = None
    may_stop: bool = False       # [A?B]

    def bases(self):
        if self.letter.startswith('('):
            x, y = map(int, self.letter[1:-1].split(','))
            return [(max(x, y), min(x, y))]
        return COMPOUND.get(self.letter) or [LEAPS[self.letter]]

    def is_rider(self):
        if self.kind != 'rider':
            return False
        return self.rng != 1

    def captures(self):
        return 'c' in self.mode or not self.mode or self.mode == 'm' and False

    def may_capture(self):
        """The move may capture at its end (modes none, c; e alone does not)."""
        m = self.legs[-1].mode if self.kind == 'multi' else self.mode
        return 'c' in m or m in ('', 'i')

    def text(self, rng=None):
        """The atom written out; rng (a random.Random) shuffles the modifiers, keeping the
        direction letters in their order (§6.3: they are read together)."""
        if self.kind == 'multi':
            return 'a'.join(_mods(leg.dirs, leg.mode + ('i' if leg.initial else ''), rng)
                            for leg in self.legs)[:-0 or None] + self.letter
        others = self.mode + ('i' if self.initial else '') + ('n' if self.lame else '') + self.hop
        head = _mods(self.dirs, others, rng)
        if self.kind == 'bracket':
            second = self.second * (2 if self.second_doubled else 1)
            if self.second_digit is not None:
                second += str(self.second_digit)
            return f'{head}[{self.letter}{"?" if self.may_stop else "-"}{second}]'
        body = self.letter * (2 if self.doubled else 1)
        if self.rng is not None:
            body += str(self.rng)
        return head + body


def _mods(dirs, others, rng):
    if rng is None or not others:
        return dirs + others
    out, d, o = [], list(dirs), list(others)
    rng.shuffle(o)
    while d or o:
        if d and (not o or rng.random() < 0.5):
            out.append(d.pop(0))
        else:
            out.append(o.pop(0))
    return ''.join(out)


# ---------------------------------------------------------------------------------------------
# what single-leg direction letters select (§6.3)

def symmetric(a, b):
    out = []
    for x, y in ((a, b), (b, a)):
        for sx in (1, -1):
            for sy in (1, -1):
                v = (x * sx, y * sy)
                if v not in out:
                    out.append(v)
    return out


def _single(d, dx, dy, oblique):
    if d == 'f':
        return dy > 0
    if d == 'b':
        return dy < 0
    if d == 'l':
        return dx < 0
    if d == 'r':
        return dx > 0
    if d == 'v':
        return abs(dy) > abs(dx) if oblique else dx == 0 or abs(dx) == abs(dy)
    return abs(dx) > abs(dy) if oblique else dy == 0 or abs(dx) == abs(dy)   # 's'


def _group(g, dx, dy):
    ax, ay = abs(dx), abs(dy)
    return {'f': dy > 0 and ay > ax, 'b': dy < 0 and ay > ax, 'l': dx < 0 and ax > ay,
            'r': dx > 0 and ax > ay, 'v': ay > ax, 's': ax > ay}[g]


def selects(dirs, dx, dy):
    """Does the direction string select the vector (dx, dy), White moving up?"""
    if not dirs:
        return True
    ax, ay = abs(dx), abs(dy)
    diag = ax == ay
    oblique = ax != 0 and ay != 0 and not diag
    i = 0
    while i < len(dirs):
        a = dirs[i]
        b = dirs[i + 1] if i + 1 < len(dirs) else ''
        if diag and b and ((a in 'fb' and b in 'lr') or (a in 'lr' and b in 'fb')):
            if _single(a, dx, dy, False) and _single(b, dx, dy, False):
                return True
            i += 2
            continue
        opposite = {a, b} in ({'f', 'b'}, {'l', 'r'})
        if oblique and b and a in 'fblr' and b in DIRS and not opposite:
            if _group(b, dx, dy) and _single(a, dx, dy, True):
                return True
            i += 2
            continue
        if _single(a, dx, dy, oblique):
            return True
        i += 1
    return False


def vectors(atom):
    """[(base, [vectors])] of a single-leg atom, one entry per base (K and Q have two)."""
    return [(b, [v for v in symmetric(*b) if selects(atom.dirs, *v)]) for b in atom.bases()]


def fits(atom, files, ranks):
    """Can a single-leg or bracket atom be made on the board (§6.1: else it is an error)?"""
    on = lambda x, y: abs(x) < files and abs(y) < ranks   # noqa: E731
    if atom.kind == 'bracket':
        return any(on(v[0] + u[0], v[1] + u[1]) for v, u in bends(atom))
    return any(on(*v) for _, vs in vectors(atom) for v in vs)


def bends(atom):
    """The (first leg, turned step) pairs of a bracket move (§6.10)."""
    first = [v for v in symmetric(*LEAPS[atom.letter]) if selects(atom.dirs, *v)]
    second = LEAPS.get(atom.second) or COMPOUND[atom.second][0]
    return [(v, u) for v in first for u in symmetric(*second)
            if v[0] * u[0] + v[1] * u[1] > 0 and v[0] * u[1] - v[1] * u[0] != 0]


# ---------------------------------------------------------------------------------------------
# random atoms

SYMMETRIC = ['', 'f', 'b', 'v', 's', 'fs', 'bs', 'ff', 'bb', 'fb', 'vs']


def random_dirs(rng, symmetric=False):
    """Direction letters; symmetric: only sets that are the same to the left and right."""
    if symmetric:
        return rng.choice(SYMMETRIC) if rng.random() < 0.6 else ''
    r = rng.random()
    if r < 0.45:
        return ''
    if r < 0.75:
        return rng.choice(DIRS)
    if r < 0.92:
        return rng.choice('fb') + rng.choice('lr') if rng.random() < 0.5 else \
            rng.choice('lr') + rng.choice('fb')
    n = rng.randint(2, 4)
    return ''.join(rng.choice(DIRS) for _ in range(n))


def random_mode(rng, ep=0.04):
    r = rng.random()
    if r < 0.55:
        return ''
    if r < 0.75:
        return 'm'
    if r < 0.93:
        return 'c'
    if r < 0.93 + ep:
        return rng.choice(['e', 'ce', 'me', 'mce', 'ec'])
    return 'mc'


def random_leap_letter(rng, files, ranks):
    r = rng.random()
    if r < 0.75:
        return rng.choice('WFDNAHCLZJGK' + 'WFNK' * 2)
    big = max(1, min(15, max(files, ranks) - 1))
    while True:
        x, y = rng.randint(0, min(big, 6) if rng.random() < 0.8 else big), rng.randint(0, 4)
        if (x, y) != (0, 0):
            return f'({x},{y})'


def random_atom(rng, files, ranks, allow=('leap', 'rider', 'multi', 'bracket'), symmetric=False):
    kinds = [k for k in ('leap', 'rider', 'multi', 'bracket') if k in allow]
    weights = {'leap': 0.45, 'rider': 0.38, 'multi': 0.1, 'bracket': 0.07}
    kind = rng.choices(kinds, [weights[k] for k in kinds])[0]
    if kind == 'multi':
        return random_multi(rng)
    if kind == 'bracket':
        return random_bracket(rng)
    a = Atom(kind, '', dirs=random_dirs(rng, symmetric), mode=random_mode(rng), initial=rng.random() < 0.06)
    if kind == 'leap':
        a.letter = random_leap_letter(rng, files, ranks)
        a.lame = rng.random() < 0.12
        if rng.random() < 0.04:
            a.rng = 1
        return a
    r = rng.random()
    if r < 0.5:
        a.letter = rng.choice('RBQ')
    elif r < 0.8:
        a.letter, a.doubled = random_leap_letter(rng, files, ranks), True
        if a.letter == 'K':
            a.letter = 'Q' if rng.random() < 0.5 else 'K'
    else:
        a.letter = random_leap_letter(rng, files, ranks)
    if rng.random() < 0.35 or (not a.doubled and a.letter not in 'RBQ'):
        a.rng = rng.choice([0, 2, 2, 3, 3, 4, 5, 7, 10, 15]) if rng.random() < 0.9 else rng.randint(0, 99)
        if a.rng == 1:
            a.rng = 2
    if rng.random() < 0.18:
        a.hop = 'p' if rng.random() < 0.7 else 'g'
    return a


def random_multi(rng):
    """A multi-leg move (§6.8, §6.9): two or three single steps, each leg before the last
    empty, hopped over or (at most once, with an 'm' last leg) captured on the way."""
    letter = rng.choice(STRAIGHT + 'WFK') if rng.random() < 0.9 else rng.choice(['(0,1)', '(2,2)', '(3,0)'])
    legs = []
    n = 2 if rng.random() < 0.8 else 3
    locust = False
    for k in range(n):
        last = k == n - 1
        leg = Leg(initial=rng.random() < 0.03)
        if k == 0:
            leg.dirs = random_dirs(rng)
        else:
            leg.dirs = rng.choice(['', '', 'f', 'fs', 's', 'l', 'r', 'fl', 'fr', 'v', 'bs', 'br', 'lf'])
        if last:
            leg.mode = 'm' if locust else rng.choice(['', '', 'm', 'c'])
        else:
            leg.mode = rng.choice(['', 'm', 'p', 'c'] if not locust else ['', 'm', 'p'])
            locust |= leg.mode == 'c'
        legs.append(leg)
    if n == 3:
        for leg in legs[1:]:
            if not leg.dirs or leg.dirs in ('fs', 's', 'v', 'bs'):
                leg.dirs = rng.choice('flr')
    return Atom('multi', letter, legs=legs)


def random_bracket(rng):
    first = rng.choice('WFDNAHCLZJG')
    while True:
        second = rng.choice('RBWFNDA' + 'RB' * 3)
        a = Atom('bracket', first, dirs=random_dirs(rng) if rng.random() < 0.3 else '',
                 mode=rng.choice(['', '', 'm', 'c']), initial=rng.random() < 0.03, second=second,
                 may_stop=rng.random() < 0.5)
        if second in LEAPS and rng.random() < 0.4:
            a.second_doubled = True
        if rng.random() < 0.2:
            a.second_digit = rng.randint(0, 9)
        if bends(a):
            return a


# ---------------------------------------------------------------------------------------------
# multi-leg paths (§6.8), for the board-fit test

KING_DIRS = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]


def _turns(dirs):
    """Turns in 45-degree steps, counter-clockwise, that a continuation leg allows."""
    if not dirs:
        return {0, 1, 2, 3, 5, 6, 7}
    out, i = set(), 0
    pairs = {('f', 'l'): [1], ('f', 'r'): [-1], ('b', 'l'): [3], ('b', 'r'): [-3]}
    while i < len(dirs):
        a, b = dirs[i], dirs[i + 1] if i + 1 < len(dirs) else ''
        key = (a, b) if (a, b) in pairs else (b, a)
        if key in pairs:
            out |= {t % 8 for t in pairs[key]}
            i += 2
            continue
        if a in 'fb' and b == 's':
            out |= {1, 7} if a == 'f' else {3, 5}
            i += 2
            continue
        out |= {t % 8 for t in {'f': [0], 'b': [4], 'l': [2], 'r': [-2], 's': [2, -2], 'v': [0, 4]}[a]}
        i += 1
    return out


def paths(atom):
    """The point lists of a multi-leg atom's paths, origin excluded."""
    out = []
    for base in atom.bases():
        scale = base[0]
        for v in symmetric(*base):
            if not selects(atom.legs[0].dirs, *v):
                continue
            d0 = KING_DIRS.index((v[0] // scale if v[0] else 0, v[1] // scale if v[1] else 0))
            open_ = [([v], d0)]
            for leg in atom.legs[1:]:
                nxt = []
                for pts, d in open_:
                    for t in _turns(leg.dirs):
                        nd = (d + t) % 8
                        x, y = pts[-1]
                        nxt.append((pts + [(x + KING_DIRS[nd][0] * scale, y + KING_DIRS[nd][1] * scale)], nd))
                open_ = nxt
            out += [pts for pts, _ in open_ if (0, 0) not in pts]
    return out


def multi_fits(atom, files, ranks):
    for pts in paths(atom):
        xs, ys = [0] + [p[0] for p in pts], [0] + [p[1] for p in pts]
        if max(xs) - min(xs) < files and max(ys) - min(ys) < ranks:
            return True
    return False
