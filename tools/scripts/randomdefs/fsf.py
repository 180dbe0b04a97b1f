"""Fairy-Stockfish's variants.ini for the definitions it can express exactly, or the reason it
cannot.

Only what means the same in both is translated (src/variants.ini and docs/language.md):
* pieces: single leaps of the letter atoms (lame only as nD nN nA nZ), W/F/N riders (NN, W3,
  R, B, Q and their ranges), hoppers and grasshoppers on R and B lines; any directions, each
  vector written with a two-letter direction of its own; modes m, c. Chimera's `e`, `a`,
  brackets, (x,y) leaps and move rules have no counterpart here.
* `i` moves: Fairy-Stockfish allows them (move-only) from its double-step region, one region
  for all types, Chimera from each type's own start squares; so only when every type with `i`
  moves starts on the same squares, which become the region.
* the chess pawn `fmWfceFifmnD` is Fairy-Stockfish's pawn (en passant included) when no other
  type has `i` moves and no double step can reach a promotion square;
* one royal type, once per side; one promotion block (no `+` pieces, no `leaving`); drops
  with `captured` or not, with no zones or one zone for every type; castling with one line
  per wing, the rook next to the king's square on the inside, the king moving two files or more.
"""
from . import betza
from .regions import FILES, evaluate, mirror
from .setup import parse_fen


class Untranslatable(Exception):
    pass


PAWN = [('leap', 'W', 'f', 'm', False, False), ('leap', 'F', 'f', 'ce', False, False),
        ('leap', 'D', 'f', 'm', True, True)]


def _code(base, v):
    """A direction prefix that Fairy-Stockfish reads as exactly the vector v of base."""
    a, b = base
    dx, dy = v
    if b == 0:
        return {(0, 1): 'f', (0, -1): 'b', (1, 0): 'r', (-1, 0): 'l'}[(dx // a if dx else 0, dy // a if dy else 0)]
    if a == b:
        return ('f' if dy > 0 else 'b') + ('r' if dx > 0 else 'l')
    table = {(b, a): 'rf', (-b, -a): 'lb', (a, -b): 'br', (-a, b): 'fl',
             (a, b): 'fr', (-a, -b): 'bl', (b, -a): 'rb', (-b, a): 'lf'}
    return table[(dx, dy)]


def _is_pawn(piece):
    lines = [ln for ln in piece.lines if ln.kind == 'moves']
    atoms = [a for ln in lines for a in ln.atoms]
    got = sorted((a.kind, a.letter, a.dirs, ''.join(sorted(a.mode)), a.initial, a.lame) for a in atoms)
    return got == sorted((k, l, d, ''.join(sorted(m)), i, n) for k, l, d, m, i, n in PAWN) and \
        all(a.rng is None and not a.hop and not a.doubled for a in atoms)


def piece_betza(piece, tables):
    """Fairy-Stockfish's Betza for a piece; tables collects (table, initial, mode, vector) ->
    distance, to refuse what its per-direction maps cannot hold twice."""
    out = []
    for ln in piece.lines:
        if ln.kind != 'moves':
            raise Untranslatable('fallback, checks or confronts lines')
        if ln.frm or ln.within or ln.onto or ln.screen or ln.pierces or ln.explodes or ln.flags:
            raise Untranslatable('regions or rules on a moves line')
        for a in ln.atoms:
            out.append(_atom(a, tables))
    # Fairy-Stockfish turns Black's moves by 180 degrees, Chimera mirrors them top to bottom:
    # the same only for pieces whose moves are the same to the left and to the right.
    for (table, initial, mode, (dx, dy)), dist in tables.items():
        if tables.get((table, initial, mode, (-dx, dy))) != dist:
            raise Untranslatable('moves that differ to the left and to the right')
    # It walks each line group (horizontal, vertical, diagonal, knight) with every rider kind
    # the piece has on any line of the group, then keeps the squares of all its moves: exact
    # only with one kind (slide, hop, grasshopper or lame knight) per group.
    kinds = {}
    for (table, initial, mode, (dx, dy)), dist in tables.items():
        kind = {'slide': 'slide', 'hop': 'grass' if dist == 1 else 'hop'}.get(table)
        if table == 'step' and dist == -1:
            kind = 'lame'
        if kind:
            group = 'H' if dy == 0 else 'V' if dx == 0 else 'D' if abs(dx) == abs(dy) else tuple(sorted((abs(dx), abs(dy))))
            kinds.setdefault((initial, mode, group), set()).add(kind)
    # A slide reaches a lame leap's straight target just when the leap may go there. An oblique
    # rider is no such slide: with one (mbrN7), Fairy-Stockfish's lame knight moves in that
    # mode jump their blocking square (mnfrN from d5 to f6 over a piece on e5).
    if any(len(k) > 1 and (k != {'slide', 'lame'} or isinstance(g[2], tuple)) for g, k in kinds.items()):
        raise Untranslatable('two kinds of rider on one line group')
    return ''.join(out)


def _atom(a, tables):
    if a.kind not in ('leap', 'rider') or a.letter.startswith('('):
        raise Untranslatable('multi-leg, bracket or (x,y) atoms')
    mode = ''.join(sorted(set(a.mode)))
    if 'e' in mode:
        raise Untranslatable('en passant outside the chess pawn')
    modes = {'': ('m', 'c'), 'cm': ('m', 'c'), 'm': ('m',), 'c': ('c',)}[mode]
    if a.initial and modes != ('m',):
        raise Untranslatable('an initial move that captures')
    rider = a.kind == 'rider' and (a.rng != 1)
    letters = []
    for base, vs in betza.vectors(a):
        if not rider:
            letter = {(1, 0): 'W', (1, 1): 'F', (2, 0): 'D', (2, 1): 'N', (2, 2): 'A', (3, 0): 'H',
                      (3, 1): 'C', (3, 2): 'Z', (3, 3): 'G'}[base]
            lame = a.lame and base not in ((1, 0), (1, 1))
            if lame and letter not in 'DNAZ':
                raise Untranslatable('a lame leap other than nD nN nA nZ')
            prefix, body, table, dist = 'n' if lame else '', letter, 'step', -1 if lame else 0
        else:
            if base not in ((1, 0), (1, 1), (2, 1)) or (a.hop and base == (2, 1)):
                raise Untranslatable('a rider other than W, F or N lines (hops on R and B)')
            rng = a.rng or 0
            if rng > 9 or (a.hop == 'g' and rng):
                raise Untranslatable('a range above 9, or on a grasshopper')
            name = {(1, 0): 'R', (1, 1): 'B', (2, 1): 'NN'}[base]
            if rng:
                name = {(1, 0): 'W', (1, 1): 'F', (2, 1): 'N'}[base] + str(rng)
            prefix, body = a.hop, name
            table, dist = ('hop' if a.hop else 'slide'), (1 if a.hop == 'g' else rng)
        for v in vs:
            for m in modes:
                key = (table, a.initial, m, v)
                if tables.setdefault(key, dist) != dist:
                    raise Untranslatable('one direction twice with different ranges')
                letters.append(m + ('i' if a.initial else '') + prefix + _code(base, v) + body)
    return ''.join(letters)


def _squares(sqs, ranks=None):
    return ' '.join(f'{FILES[f]}{r + 1}' for f, r in sorted(sqs)) or '-'


def translate(d, setup_fen=None):
    """(ini text, section name, binary kind '8x8' or 'large') for Definition d, else
    Untranslatable."""
    if d.files > 12 or d.ranks > 10:
        raise Untranslatable('board larger than 12x10')
    if d.gating or d.rules.pass_ or d.rules.pass_stalemated or d.walls:
        raise Untranslatable('gating, passing or walls')
    if d.rules.more or any(p.more or p.when_last for p in d.pieces):
        raise Untranslatable('rules of §13 beyond stalemate, move rule and repetition')
    royal = [p for p in d.pieces if p.royal]
    if len(royal) != 1:
        raise Untranslatable('more than one royal type')
    if len(d.pieces) > 26:
        raise Untranslatable('too many pieces')
    setup = parse_fen(d.start, d.files, d.ranks)
    board = setup.board
    if sum(1 for c, l, _ in board.values() if l == royal[0].letter) != 2:
        raise Untranslatable('not one royal piece per side')
    named = dict(d.regions)
    lines = [f'[{d.name}]', f'maxFile = {d.files}', f'maxRank = {d.ranks}', 'nMoveRule = 0']
    pawn = None
    starts = {}
    for p in d.pieces:
        if p.promoted or p.confined or p.screens or p.cannot:
            raise Untranslatable('a + piece, confined, screens or cannot capture')
        for c in 'wb':
            starts.setdefault(p.letter, {})[c] = {s for s, (col, l, _) in board.items() if col == c and l == p.letter}
    initial = {p.letter for p in d.pieces for ln in p.lines for a in ln.atoms if a.initial}
    for p in d.pieces:
        if _is_pawn(p) and pawn is None and not (initial - {p.letter}):
            pawn = p
    customs = 0
    for p in d.pieces:
        letter = p.letter.lower()
        if p is pawn:
            lines.append(f'pawn = {letter}')
            continue
        betza_text = piece_betza(p, {})
        if p.royal:
            lines.append(f'king = {letter}:{betza_text}')
        else:
            customs += 1
            lines.append(f'customPiece{customs} = {letter}:{betza_text}')
    if customs > 25:
        raise Untranslatable('more than 25 custom pieces')
    # `i` moves: one region for every type that has them.
    regions = {c: None for c in 'wb'}
    for letter in initial:
        for c in 'wb':
            if regions[c] is not None and regions[c] != starts[letter][c]:
                raise Untranslatable('types with i moves start on different squares')
            regions[c] = starts[letter][c]
    for c, key in (('w', 'White'), ('b', 'Black')):
        lines.append(f'doubleStepRegion{key} = {_squares(regions[c] or set())}')
    lines.append(f'enPassantTypes = {pawn.letter.lower() if pawn else "-"}')

    zone = {'w': set(), 'b': set()}
    if len(d.promotions) > 1:
        raise Untranslatable('several promotion blocks')
    if d.promotions:
        pr = d.promotions[0]
        if pr.leaving or any(d.piece(t).promoted for t in pr.to) or set(pr.to) & set(pr.pieces):
            raise Untranslatable('promotion leaving, to a + piece or to itself')
        sq = evaluate(pr.zone, d.files, d.ranks, named)
        zone = {'w': sq, 'b': mirror(sq, d.ranks)}
        if pawn and pawn.name not in pr.pieces:
            raise Untranslatable("Fairy-Stockfish's pawn promotes wherever there is a zone")
        if pawn:
            reach = {(f, r + 2) for f, r in starts[pawn.letter]['w']} | \
                    {(f, r - 2) for f, r in starts[pawn.letter]['b']}
            if reach & (zone['w'] | zone['b']) or any(r == 0 for _, r in zone['w']):
                raise Untranslatable('a pawn double step or first rank in the promotion zone')
        lines += [f'promotionPawnTypes = {"".join(d.piece(n).letter.lower() for n in pr.pieces)}',
                  f'promotionPieceTypes = {"".join(d.piece(n).letter.lower() for n in pr.to)}',
                  f'promotionRegionWhite = {_squares(zone["w"])}',
                  f'promotionRegionBlack = {_squares(zone["b"])}',
                  f'mandatoryPawnPromotion = {"false" if pr.mandatory is False else "true"}']
        if pr.limits:
            lines.append('promotionLimit = ' + ' '.join(f'{d.piece(n).letter.lower()}:{k}' for n, k in pr.limits))
    else:
        lines += ['promotionPawnTypes = -', 'promotionPieceTypes = -',
                  'promotionRegionWhite = -', 'promotionRegionBlack = -']

    # A captured `X~` goes to hand as the piece it promoted from: in Chimera the first promoting
    # piece whose choices name X, in Fairy-Stockfish its first promoting type.
    marked = {l for _, l, tilde in board.values() if tilde}
    if d.drops and d.drops.captured and (marked or d.promotions):
        pr = d.promotions[0] if d.promotions else None
        if not pr or len(pr.pieces) != 1 or marked - {d.piece(n).letter for n in pr.to}:
            raise Untranslatable('an X~ piece that did not promote from the promoting type')
    if d.drops:
        dr = d.drops
        if dr.one_per_file or dr.no_mate or dr.push or dr.enclosing or dr.stacked:
            raise Untranslatable('one-per-file, no-mate, push, enclosing or stacked')
        lines += ['pieceDrops = true', f'capturesToHand = {"true" if dr.captured else "false"}',
                  'firstRankPawnDrops = true', 'promotionZonePawnDrops = true']
        if dr.zones:
            texts = {z for _, z in dr.zones}
            if len(texts) != 1 or {n for n, _ in dr.zones} != {p.name for p in d.pieces if not p.royal}:
                raise Untranslatable('drop zones that differ by type')
            sq = evaluate(texts.pop(), d.files, d.ranks, named)
            lines += [f'dropRegionWhite = {_squares(sq)}', f'dropRegionBlack = {_squares(mirror(sq, d.ranks))}']
    elif setup.hands:
        raise Untranslatable('pieces in hand without drops')

    lines += _castling(d, royal[0], setup)
    lines.append(f'startFen = {setup_fen or d.start}')
    kind = '8x8' if d.files <= 8 and d.ranks <= 8 else 'large'
    return '\n'.join(lines) + '\n', d.name, kind


def _castling(d, king, setup):
    if not d.castling:
        return ['castling = false']
    c = d.castling
    wings = [k for k, _, _ in c.sides]
    if len(wings) != len(set(wings)):
        raise Untranslatable('free castling')
    # A king that may reach a castling square by its own moves (a rider or hopper, or a leap
    # along the rank) has its castling written as the king taking its rook (language.md §12);
    # Fairy-Stockfish writes the king's move, the same text as that other move.
    for line in king.lines:
        for a in line.atoms:
            if a.kind != 'leap' or a.hop or any(y == 0 and x >= 2 for x, y in a.bases()):
                raise Untranslatable('a king that slides, hops or leaps along the castling rank')
    ks = [s for s in setup.board if setup.board[s] == ('w', king.letter, False)]
    (kf, kr), = ks
    bk = [s for s in setup.board if setup.board[s] == ('b', king.letter, False)]
    if bk != [(kf, d.ranks - 1 - kr)]:
        raise Untranslatable('the kings do not mirror each other')
    out = ['castling = true', f'castlingRank = {kr + 1}', f'castlingKingFile = {FILES[kf]}',
           f'castlingKingPiece = {king.letter.lower()}',
           f'castlingRookPieces = {d.piece(c.with_piece).letter.lower()}',
           f'castlingRookKingsideFile = {FILES[d.files - 1]}', 'castlingRookQueensideFile = a']
    for kingside, kfile, rfile in c.sides:
        to, rto = FILES.index(kfile), FILES.index(rfile)
        if rto != to + (-1 if kingside else 1) or abs(to - kf) < 2 or (to > kf) != kingside:
            raise Untranslatable('castling squares Fairy-Stockfish places otherwise')
        out.append(f'castling{"Kingside" if kingside else "Queenside"}File = {kfile}')
    if set(wings) != {True, False}:
        # Fairy-Stockfish has both wings; a right for the missing one is never given.
        pass
    return out
