"""A definition as data: what random_definitions.py generates, renders to Chimera's language,
shrinks, and translates for Fairy-Stockfish.

A Definition holds everything of a merged variant (after `extends` and with the default option
values). Items are what a child file or an option value writes; apply() merges them into a
Definition as docs/language.md §14 and §15 say, and diff() finds the items that turn one
Definition into another, so that one variant can also be written as a parent and a child.
"""
import copy
import re
from dataclasses import dataclass, field
from typing import List, Optional

FILES = 'abcdefghijklmnop'


class Inexpressible(Exception):
    """A change no child file can make (a child cannot take drops or passing away)."""


@dataclass
class MovesLine:
    kind: str            # 'moves', 'fallback', 'checks', 'confronts'
    atoms: list          # betza.Atom
    betza: str           # the rendered string (modifier order chosen once)
    frm: Optional[str] = None      # region text
    within: Optional[str] = None
    onto: Optional[str] = None     # leaps and slides only (§5)
    screen: Optional[str] = None   # 'friend' / 'enemy'
    pierces: bool = False
    stops: List[str] = field(default_factory=list)
    explodes: bool = False
    flags: tuple = ()              # 'first', 'not in check' (§6.13)

    def render(self):
        if self.kind != 'moves':
            return f'{self.kind} "{self.betza}";'
        out = f'moves "{self.betza}"'
        if self.frm:
            out += f' from {self.frm}'
        if self.within:
            out += f' within {self.within}'
        if self.onto:
            out += f' onto {self.onto}'
        rules = []
        if self.screen:
            rules.append(f'screen {self.screen}')
        if self.pierces:
            rules.append('pierces' + (' except ' + ', '.join(self.stops) if self.stops else ''))
        if self.explodes:
            rules.append('explodes')
        rules += self.flags
        return out + ''.join(' ' + r for r in rules) + ';'


@dataclass
class Piece:
    name: str
    letter: str          # 'P' or '+P'
    lines: List[MovesLine]
    royal: bool = False
    confined: Optional[str] = None
    screens: list = field(default_factory=list)   # (side or '', [names], how)
    cannot: List[str] = field(default_factory=list)
    value: Optional[str] = None
    when_last: bool = False        # royal only while its side's last one: `royal when last`
    more: tuple = ()               # 'escapes only by capture', 'first lost when ...' (§13)

    @property
    def promoted(self):
        return self.letter.startswith('+')

    def render(self):
        props = [ln.render() for ln in self.lines]
        if self.confined:
            props.append(f'confined {self.confined};')
        for side, names, how in self.screens:
            props.append(f'screen {side + " " if side else ""}{" ".join(names)}: {how};')
        if self.cannot:
            props.append(f'cannot capture {" ".join(self.cannot)};')
        if self.royal:
            props.append('royal when last;' if self.when_last else 'royal;')
        props += [f'{m};' for m in self.more]
        if self.value is not None:
            props.append(f'value {self.value};')
        return f'piece {self.name} {self.letter} {{ ' + ' '.join(props) + ' }'

    def names(self):
        """Other pieces this one names."""
        out = set(self.cannot)
        for _, names, _ in self.screens:
            out |= set(names)
        for ln in self.lines:
            out |= set(ln.stops)
        return out


@dataclass
class Promotion:
    pieces: List[str]
    zone: str
    to: List[str]
    limits: list = field(default_factory=list)   # (name, n)
    mandatory: Optional[bool] = None              # None: not written (mandatory)
    leaving: bool = False

    def render(self):
        out = [f'pieces {" ".join(self.pieces)};', f'zone {self.zone};', f'to {" ".join(self.to)};']
        if self.limits:
            out.append('limit ' + ' '.join(f'{n} {k}' for n, k in self.limits) + ';')
        if self.mandatory is not None:
            out.append('mandatory;' if self.mandatory else 'optional;')
        if self.leaving:
            out.append('leaving;')
        return 'promotion { ' + ' '.join(out) + ' }'

    def names(self):
        return set(self.pieces) | set(self.to)


@dataclass
class Drops:
    captured: bool = False
    zones: list = field(default_factory=list)      # (name, region)
    one_per_file: List[str] = field(default_factory=list)
    no_mate: List[str] = field(default_factory=list)
    push: Optional[tuple] = None                   # (name, n)
    enclosing: bool = False                        # only where the drop encloses enemy lines
    stacked: bool = False                          # only on the first rank or on a piece
    no_drop: list = field(default_factory=list)    # (side: '', 'white' or 'black', name)

    def render(self):
        out = ['captured;'] if self.captured else []
        out += [f'zone {n} {z};' for n, z in self.zones]
        if self.one_per_file:
            out.append(f'one-per-file {" ".join(self.one_per_file)};')
        if self.no_mate:
            out.append(f'no-mate {" ".join(self.no_mate)};')
        if self.push:
            out.append(f'push {self.push[0]} {self.push[1]};')
        out += ['enclosing;'] * self.enclosing + ['stacked;'] * self.stacked
        out += [f'{side + " " if side else ""}no-drop {n};' for side, n in self.no_drop]
        return 'drops { ' + ' '.join(out) + ' }'

    def names(self):
        out = {n for n, _ in self.zones} | set(self.one_per_file) | set(self.no_mate)
        out |= {n for _, n in self.no_drop}
        return out | ({self.push[0]} if self.push else set())


@dataclass
class Walls:
    place: Optional[str] = None   # anywhere, reachable, behind, edge; None: not written
    zone: Optional[str] = None
    moving: bool = False
    instead: bool = False         # `instead of a move`

    def render(self):
        out = [f'place {self.place};'] if self.place else []
        out += [f'zone {self.zone};'] if self.zone else []
        out += ['moving;'] * self.moving + ['instead of a move;'] * self.instead
        return 'walls { ' + ' '.join(out) + ' }'

    def names(self):
        return set()


@dataclass
class Gating:
    pieces: List[str]
    zone: str

    def render(self):
        return f'gating {{ pieces {" ".join(self.pieces)}; zone {self.zone}; }}'

    def names(self):
        return set(self.pieces)


@dataclass
class Castling:
    with_piece: str
    sides: list          # (kingside: bool, king file letter, rook file letter)

    def render(self):
        lines = [f'{"kingside " if k else "queenside"} king {kf} rook {rf};' for k, kf, rf in self.sides]
        return f'castling {{ with {self.with_piece}; ' + ' '.join(lines) + ' }'

    def names(self):
        return {self.with_piece}


@dataclass
class Rules:
    stalemate: Optional[str] = None
    move_rule: Optional[int] = None
    repetition: Optional[int] = None
    repetition_result: Optional[str] = None
    pass_: bool = False
    pass_stalemated: bool = False   # `pass when stalemated;`
    more: tuple = ()      # the other statements of §13 as written, goals included

    def empty(self):
        return self == Rules()

    def render(self):
        out = []
        if self.stalemate:
            out.append(f'stalemate {self.stalemate};')
        if self.move_rule is not None:
            out.append(f'move-rule {self.move_rule};')
        if self.repetition is not None:
            out.append(f'repetition {self.repetition}'
                       + (f' {self.repetition_result}' if self.repetition_result else '') + ';')
        if self.pass_:
            out.append('pass;')
        if self.pass_stalemated:
            out.append('pass when stalemated;')
        out += [f'{m};' for m in self.more]
        return 'rules { ' + ' '.join(out) + ' }'

    def merged(self, child):
        """The parent's rules (self) with a child's fields applied (§14)."""
        r = copy.copy(self)
        for f in ('stalemate', 'move_rule', 'repetition', 'repetition_result'):
            if getattr(child, f) is not None:
                setattr(r, f, getattr(child, f))
        r.pass_ = self.pass_ or child.pass_
        r.pass_stalemated = self.pass_stalemated or child.pass_stalemated
        # A child's statement replaces the parent's of the same kind; its goals, if any,
        # replace all of the parent's (§13.1).
        keys = {rule_key(m) for m in child.more}
        goals = [m for m in child.more if is_goal(m)] or [m for m in self.more if is_goal(m)]
        rules = [m for m in self.more if not is_goal(m) and rule_key(m) not in keys]
        r.more = tuple(sorted(rules + [m for m in child.more if not is_goal(m)], key=rule_key) + goals)
        return r


def is_goal(statement):
    return ' when ' in statement and not statement.startswith('first')


def rule_key(statement):
    """What a statement of the rules block sets: 'checkmate', 'blast', 'must capture'..."""
    if is_goal(statement):
        return 'goal'
    if statement.startswith(('flip ', 'petrify ')):   # one of each: a child's replaces the parent's
        return statement.split()[0]
    return re.sub(r' (draw|loss|win|any|all|radius.*)$', '', statement)


@dataclass
class Option:
    name: str
    values: list         # (value name, [items])


@dataclass
class Definition:
    name: str
    files: int
    ranks: int
    pieces: List[Piece]
    start: str
    title: Optional[str] = None
    regions: list = field(default_factory=list)    # (name, region text)
    promotions: List[Promotion] = field(default_factory=list)
    drops: Optional[Drops] = None
    gating: Optional[Gating] = None
    castling: Optional[Castling] = None
    walls: Optional[Walls] = None
    rules: Rules = field(default_factory=Rules)
    options: List[Option] = field(default_factory=list)

    def piece(self, name):
        return next((p for p in self.pieces if p.name == name), None)

    def items(self):
        """Everything as the items of one file, in a readable order."""
        out = [('title', self.title)] if self.title else []
        out.append(('board', (self.files, self.ranks)))
        out += [('region', r) for r in self.regions]
        out += [('piece', p) for p in self.pieces]
        out.append(('start', self.start))
        out += [('promotion', p) for p in self.promotions]
        for kind in ('drops', 'gating', 'castling', 'walls'):
            if getattr(self, kind):
                out.append((kind, getattr(self, kind)))
        if not self.rules.empty():
            out.append(('rules', self.rules))
        return out


COMMENTS = ['// a comment', '# another { "comment" }', '/* a block\n   comment */', '// piece X X { }']


def render_item(item, rng=None):
    kind, value = item
    if kind == 'board' and rng and rng.random() < 0.3:
        return f'board {value[0]}{rng.choice([" x ", "X"])}{value[1]};'
    if kind == 'title':
        return 'title "' + value.replace('\\', '\\\\').replace('"', '\\"') + '";'
    if kind == 'board':
        return f'board {value[0]}x{value[1]};'
    if kind == 'region':
        return f'region {value[0]} {value[1]};'
    if kind == 'start':
        return f'start "{value}";'
    if kind == 'remove-piece':
        return f'remove piece {value};'
    if kind in ('remove-castling', 'remove-promotion'):
        return f'remove {kind[7:]};'
    return value.render()


def render(name, items, parent=None, options=(), rng=None):
    """The text of one file: `variant NAME [extends "PARENT"] { items, options }`; rng adds
    comments between the items and spells the board size in its other ways."""
    head = f'variant {name}' + (f' extends "{parent}"' if parent else '') + ' {'
    body = []
    for i in items:
        if rng and rng.random() < 0.1:
            body.append('    ' + rng.choice(COMMENTS))
        body.append('    ' + render_item(i, rng))
    for o in options:
        body.append(f'    option {o.name} {{')
        for value, its in o.values:
            body.append(f'        {value} {{ ' + ' '.join(render_item(i) for i in its) + ' }')
        body.append('    }')
    return '\n'.join([head] + body + ['}']) + '\n'


def render_definition(d, rng=None):
    return render(d.name, d.items(), options=d.options, rng=rng)


def apply(d, items):
    """The Definition after a child's (or an option value's) items, as §14 describes: removals
    first, then each item replaces or adds; any promotion block replaces all of them."""
    d = copy.deepcopy(d)
    kinds = {k for k, _ in items}
    if 'remove-castling' in kinds:
        d.castling = None
    if 'remove-promotion' in kinds or 'promotion' in kinds:
        d.promotions = []
    for kind, value in items:
        if kind == 'remove-piece':
            d.pieces = [p for p in d.pieces if p.name != value]
    for kind, value in items:
        value = copy.deepcopy(value)
        if kind == 'title':
            d.title = value
        elif kind == 'board':
            d.files, d.ranks = value
        elif kind == 'region':
            names = [n for n, _ in d.regions]
            if value[0] in names:
                d.regions[names.index(value[0])] = value
            else:
                d.regions.append(value)
        elif kind == 'piece':
            names = [p.name for p in d.pieces]
            if value.name in names:
                d.pieces[names.index(value.name)] = value
            else:
                d.pieces.append(value)
        elif kind == 'start':
            d.start = value
        elif kind == 'promotion':
            d.promotions.append(value)
        elif kind in ('drops', 'gating', 'castling', 'walls'):
            setattr(d, kind, value)
        elif kind == 'rules':
            d.rules = d.rules.merged(value)
    return d


def diff(parent, child):
    """Items that make `child` from `parent` (apply(parent, diff(...)) == child, up to the
    order of pieces and regions), or Inexpressible."""
    items = []
    if child.title != parent.title:
        if child.title is None:
            raise Inexpressible('a title cannot be taken away')
        items.append(('title', child.title))
    if (child.files, child.ranks) != (parent.files, parent.ranks):
        items.append(('board', (child.files, child.ranks)))
    pregions = dict(parent.regions)
    for r in child.regions:
        if pregions.get(r[0]) != r[1]:
            items.append(('region', r))
    cnames = {p.name for p in child.pieces}
    for p in parent.pieces:
        if p.name not in cnames:
            items.append(('remove-piece', p.name))
    for p in child.pieces:
        if parent.piece(p.name) != p:
            items.append(('piece', p))
    if child.start != parent.start:
        items.append(('start', child.start))
    if child.promotions != parent.promotions:
        items += [('promotion', p) for p in child.promotions] or [('remove-promotion', None)]
    for kind in ('drops', 'gating', 'walls'):
        if getattr(child, kind) != getattr(parent, kind):
            if getattr(child, kind) is None:
                raise Inexpressible(f'a child cannot take {kind} away')
            items.append((kind, getattr(child, kind)))
    if child.castling != parent.castling:
        items.append(('castling', child.castling) if child.castling else ('remove-castling', None))
    if child.rules != parent.rules:
        if (parent.rules.pass_ and not child.rules.pass_) or (parent.rules.pass_stalemated and
                                                              not child.rules.pass_stalemated):
            raise Inexpressible('a child cannot take passing away')
        r = Rules(pass_=child.rules.pass_ and not parent.rules.pass_,
                  pass_stalemated=child.rules.pass_stalemated and not parent.rules.pass_stalemated)
        for f in ('stalemate', 'move_rule', 'repetition', 'repetition_result'):
            if getattr(child.rules, f) != getattr(parent.rules, f):
                if getattr(child.rules, f) is None:
                    raise Inexpressible(f'a child cannot take the rule {f} away')
                setattr(r, f, getattr(child.rules, f))
        pkeys = {rule_key(m) for m in parent.rules.more if not is_goal(m)}
        if pkeys - {rule_key(m) for m in child.rules.more}:
            raise Inexpressible('a child cannot take a rule away')
        cgoals = [m for m in child.rules.more if is_goal(m)]
        if [m for m in parent.rules.more if is_goal(m)] and not cgoals:
            raise Inexpressible('a child cannot take the goals away')
        more = [m for m in child.rules.more if not is_goal(m) and m not in parent.rules.more]
        if cgoals != [m for m in parent.rules.more if is_goal(m)]:
            more += cgoals
        r.more = tuple(more)
        if not r.empty():
            items.append(('rules', r))
    merged = apply(parent, items)
    merged.name, merged.options = child.name, []
    if merged != child_without_options(child, keep_order_of=parent):
        raise Inexpressible('the merge would order pieces or regions differently')
    return items


def child_without_options(child, keep_order_of=None):
    """child with no options, its pieces and regions in the order a merge onto keep_order_of
    gives them (the parent's first, in place, then the new ones)."""
    c = copy.deepcopy(child)
    c.options = []
    if keep_order_of is not None:
        def order(things, key, parent_things):
            pk = [key(t) for t in parent_things]
            return sorted(things, key=lambda t: (pk.index(key(t)) if key(t) in pk else len(pk)))
        c.pieces = order(c.pieces, lambda p: p.name, keep_order_of.pieces)
        c.regions = order(c.regions, lambda r: r[0], keep_order_of.regions)
    return c
