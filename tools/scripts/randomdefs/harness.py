"""Runs one generated definition through Chimera (and Fairy-Stockfish where it can): check,
the invariant walk of every option configuration, the parent/child form against the flat one,
and perft divides against Fairy-Stockfish's.

A result is an Outcome: 'ok', 'rejected' (the generator's own limits: a start position with the
side not to move in check, a piece that can never move; the caller tries again) or a finding,
whose kind names what broke and whose detail says how.
"""
import copy
import os
import random
import re
import subprocess
import sys
import zlib
from dataclasses import dataclass, field
from pathlib import Path

from . import fsf as fsfmod
from .model import render, render_definition
from .variations import configurations

# Errors `chimera check` rightly gives for what the generator cannot foresee cheaply.
REJECTIONS = ('the side not to move is in check', 'can never move on this board',
              "can never be made on this", 'directions in all, more than', 'directions, more than',
              'have just passed', 'can have been passed by', 'can never move inside the region',
              'cannot be written apart from the lines before it')
# Rejected start positions the generator cannot foresee: it tries another start position. It
# puts an en-passant square behind any piece of the side that just moved, and only the move
# tables say whether that piece has a double step through it (§8).
RESTARTS = ('side not to move is in check', 'have just passed', 'can have been passed by')


@dataclass
class Outcome:
    kind: str                 # ok, rejected, check, crash, broken, split, fsf, option
    detail: str = ''
    config: dict = field(default_factory=dict)
    fen: str = ''             # where it shows, if a position
    depth: int = 0
    stats: dict = field(default_factory=dict)

    def signature(self):
        """What a smaller definition must still show to count as the same finding."""
        if self.kind in ('broken',):
            what = self.detail.split(': ', 1)[-1]   # after "FEN[ move M]: "
            return self.kind, ' '.join(re.sub(r'[a-p]\d+|\d+|\S*/\S*', '', what).split()[:5])
        if self.kind == 'check':
            return self.kind, re.sub(r'^\S+:\d+:\d+: ', '', self.detail.splitlines()[0])[:60]
        return (self.kind,)


class Tools:
    def __init__(self, chimera, walker, fsf_dir=None, budget=6000, depth=3, games=2, plies=30,
                 fsf_depth=3, timeout=120):
        self.chimera, self.walker = chimera, walker
        self.budget, self.depth, self.games, self.plies = budget, depth, games, plies
        self.fsf_depth, self.timeout = fsf_depth, timeout
        self.fsf = {}
        for kind in ('8x8', 'large'):
            exe = Path(fsf_dir or '') / f'fsf-{kind}'
            if fsf_dir and exe.exists():
                self.fsf[kind] = str(exe)

    def run(self, cmd):
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=self.timeout)
            return r.returncode, r.stdout, r.stderr
        except subprocess.TimeoutExpired:
            return 'timeout', '', ''


def write_forms(d, workdir, form):
    """Writes d in one of its forms; returns (main file, flat file). form: 'flat', 'child'
    (with d.parent: a local parent file) or 'shipped' (d.parent names a shipped one)."""
    workdir.mkdir(parents=True, exist_ok=True)
    rng = random.Random(d.name + d.start)
    flat = workdir / f'{d.name}-flat.variant'
    flat.write_text(render_definition(d, rng))
    if form == 'flat':
        return flat, flat
    parent, items = d.parent
    if form == 'child':
        (workdir / f'{parent.name}.variant').write_text(render_definition(parent, rng))
    main = workdir / f'{d.name}.variant'
    main.write_text(render(d.name, items, parent=parent.name, options=d.options, rng=rng))
    return main, flat


def flat_of(m):
    m = copy.deepcopy(m)
    m.options = []
    return render_definition(m)


def examine(tools, d, workdir, form='flat', fsf_positions=3):
    """The Outcome of one definition."""
    main, flat = write_forms(d, workdir, form)
    stats = {'configs': 0, 'positions': 0, 'nodes': 0, 'fsf': 0, 'fsf_skipped': ''}
    code, out, err = tools.run([tools.chimera, 'check', str(main)])
    if code == 'timeout' or (code not in (0, 1)):
        return Outcome('crash', f'chimera check exited {code}: {err.strip()[:300]}', stats=stats)
    if code == 1:
        first = out.strip().splitlines()[0] if out.strip() else err.strip()
        if any(r in out for r in REJECTIONS):
            return Outcome('rejected', first, stats=stats)
        return Outcome('check', out.strip(), stats=stats)
    for choice, m in configurations(d):
        opts = [a for k, v in choice.items() for a in ('--option', f'{k}={v}')]
        stats['configs'] += 1
        seed = str(zlib.crc32((d.name + str(choice)).encode()) % 100000)
        code, out, err = tools.run([tools.walker, str(main), '--depth', str(tools.depth), '--budget',
                                    str(tools.budget), '--games', str(tools.games), '--plies',
                                    str(tools.plies), '--seed', seed] + opts)
        if code == 1 and choice:
            if any(r in out for r in REJECTIONS):
                continue                  # that option value's start position is in check
            return Outcome('option', out.strip(), config=choice, stats=stats)
        if code == 3:
            line = next(l for l in out.splitlines() if l.startswith('BROKEN'))
            _, path, depth, what, parent = line.split('\t')
            return Outcome('broken', what, config=choice, fen=parent, depth=int(depth), stats=stats)
        if code != 0:
            return Outcome('crash', f'definition_walk exited {code}: {(out + err).strip()[-400:]}',
                           config=choice, stats=stats)
        positions = [l.split('\t') for l in out.splitlines() if l.startswith('POS')]
        stats['positions'] += len(positions)
        stats['nodes'] += int(out.strip().splitlines()[-1].split('\t')[2])
        # The same game written flat must count the same from its start.
        if form != 'flat' or choice:
            cfg_flat = workdir / f'{d.name}-config.variant'
            cfg_flat.write_text(flat_of(m))
            _, fen, depth, leaves, _ = positions[0]
            code, out2, err2 = tools.run([tools.chimera, 'perft', str(cfg_flat), depth])
            got = re.search(r'Nodes searched: (\d+)', out2)
            if code != 0 or not got or got.group(1) != leaves:
                return Outcome('split', f'{main.name} {choice} counts {leaves} at depth {depth}, the same '
                               f'written flat {got.group(1) if got else (out2 + err2).strip()[:300]}',
                               config=choice, fen=fen, depth=int(depth), stats=stats)
        found = compare_fsf(tools, m, positions[:fsf_positions], workdir, stats)
        if found:
            found.config, found.stats = choice, stats
            return found
    return Outcome('ok', stats=stats)


def compare_fsf(tools, m, positions, workdir, stats):
    """None, or an Outcome('fsf') for the first position where the perft divides differ."""
    if not tools.fsf:
        stats['fsf_skipped'] = 'no Fairy-Stockfish'
        return None
    try:
        ini, section, kind = fsfmod.translate(m, positions[0][1])
    except fsfmod.Untranslatable as e:
        stats['fsf_skipped'] = str(e)
        return None
    if kind not in tools.fsf:
        return None
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    import crosscheck
    ini_file = workdir / f'{m.name}.ini'
    ini_file.write_text(ini)
    flat = workdir / f'{m.name}-fsf.variant'
    flat.write_text(flat_of(m))
    try:
        engine = crosscheck.Fsf(tools.fsf[kind], section, str(ini_file.resolve()))
    except crosscheck.EngineError as e:
        return Outcome('fsf', f'Fairy-Stockfish did not load the translation: {e}')
    chimera = crosscheck.Chimera(tools.chimera, str(flat), {})
    try:
        for _, fen, depth, leaves, _ in positions:
            depth = min(int(depth), tools.fsf_depth)
            if depth < 1:
                continue
            failure = crosscheck.compare(chimera, engine, fen, [], fen, depth)
            stats['fsf'] += 1
            if failure:
                return Outcome('fsf', describe(failure), fen=failure['fen'], depth=failure['depth'])
    except crosscheck.EngineError as e:
        return Outcome('fsf', f'error: {e}')
    finally:
        engine.close()
    return None


def describe(f):
    out = [f'position {f["fen"]} (depth {f["depth"]})']
    if f['only_chimera']:
        out.append('only Chimera: ' + ' '.join(f['only_chimera']))
    if f['only_fsf']:
        out.append('only Fairy-Stockfish: ' + ' '.join(f['only_fsf']))
    out += f['problems']
    return '; '.join(out)
