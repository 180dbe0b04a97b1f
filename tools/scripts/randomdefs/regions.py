"""Random regions (docs/language.md §11) and the squares they name.

A region is text (`rank 8, a1, file h`) together with its squares as (file, rank) pairs,
0-based and seen from the owning side, so White's; Black's are mirrored top to bottom.
"""
FILES = 'abcdefghijklmnop'


def square_name(f, r):
    return f'{FILES[f]}{r + 1}'


class Regions:
    """The named regions of a definition under construction, in declaration order."""

    def __init__(self, files, ranks):
        self.files, self.ranks = files, ranks
        self.named = {}     # name -> set of squares
        self.decls = []     # (name, text)

    def all(self):
        return {(f, r) for f in range(self.files) for r in range(self.ranks)}

    def declare(self, name, text, squares):
        self.named[name] = squares
        self.decls.append((name, text))

    def term(self, rng):
        """One random term: (text, squares)."""
        F, R = self.files, self.ranks
        k = rng.random()
        if k < 0.3:
            a = rng.randrange(R)
            if rng.random() < 0.5:
                return f'rank {a + 1}', {(f, a) for f in range(F)}
            b = rng.randrange(a, R)
            word = rng.choice(['ranks', 'rank']) if a != b or rng.random() < 0.5 else 'rank'
            if word == 'rank' and a == b:
                return f'rank {a + 1}', {(f, a) for f in range(F)}
            return f'{word} {a + 1} to {b + 1}', {(f, r) for f in range(F) for r in range(a, b + 1)}
        if k < 0.5:
            a = rng.randrange(F)
            if rng.random() < 0.5:
                return f'file {FILES[a]}', {(a, r) for r in range(R)}
            b = rng.randrange(a, F)
            word = rng.choice(['files', 'file'])
            return f'{word} {FILES[a]} to {FILES[b]}', {(f, r) for f in range(a, b + 1) for r in range(R)}
        if k < 0.7:
            f, r = rng.randrange(F), rng.randrange(R)
            if square_name(f, r) in self.named:      # a region of that name would win
                return self.term(rng)
            return square_name(f, r), {(f, r)}
        if k < 0.88 or not self.named:
            f1, r1, f2, r2 = rng.randrange(F), rng.randrange(R), rng.randrange(F), rng.randrange(R)
            if square_name(f1, r1) in self.named or square_name(f2, r2) in self.named:
                return self.term(rng)
            return (f'{square_name(f1, r1)} to {square_name(f2, r2)}',
                    {(f, r) for f in range(min(f1, f2), max(f1, f2) + 1)
                     for r in range(min(r1, r2), max(r1, r2) + 1)})
        name = rng.choice(list(self.named))
        return name, set(self.named[name])

    def random(self, rng, terms=None):
        """A random region: (text, squares)."""
        n = terms or (1 if rng.random() < 0.7 else rng.randint(2, 3))
        texts, squares = [], set()
        for _ in range(n):
            t, s = self.term(rng)
            texts.append(t)
            squares |= s
        return ', '.join(texts), squares

    def ranks_region(self, first, last):
        """`ranks FIRST to LAST` (1-based), clipped to the board."""
        first, last = max(1, first), min(self.ranks, last)
        if first >= last:
            return f'rank {last}', {(f, last - 1) for f in range(self.files)}
        return f'ranks {first} to {last}', {(f, r) for f in range(self.files) for r in range(first - 1, last)}


def mirror(squares, ranks):
    """A region's squares for Black, as board squares."""
    return {(f, ranks - 1 - r) for f, r in squares}


def evaluate(text, files, ranks, named):
    """The squares (White's view) of region text; named: the regions declared before it,
    [(name, text)] in order (or a dict in that order). A name wins over a square's spelling,
    and each region's own text sees only the regions before it (§11)."""
    named = list(named.items()) if isinstance(named, dict) else list(named)
    names = [n for n, _ in named]
    out = set()
    for term in [t.strip() for t in text.split(',')]:
        words = term.split()
        if words[0] in ('rank', 'ranks'):
            a = int(words[1])
            b = int(words[3]) if len(words) > 2 else a
            out |= {(f, r) for f in range(files) for r in range(a - 1, b)}
        elif words[0] in ('file', 'files'):
            a = FILES.index(words[1])
            b = FILES.index(words[3]) if len(words) > 2 else a
            out |= {(f, r) for f in range(a, b + 1) for r in range(ranks)}
        elif len(words) == 3:
            (f1, r1), (f2, r2) = _square(words[0]), _square(words[2])
            out |= {(f, r) for f in range(min(f1, f2), max(f1, f2) + 1)
                    for r in range(min(r1, r2), max(r1, r2) + 1)}
        elif words[0] in names:
            k = names.index(words[0])
            out |= evaluate(named[k][1], files, ranks, named[:k])
        else:
            out.add(_square(words[0]))
    return out


def _square(name):
    return FILES.index(name[0]), int(name[1:]) - 1
