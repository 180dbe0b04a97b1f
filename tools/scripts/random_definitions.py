#!/usr/bin/env python3
"""random_definitions: random valid definitions over the whole language, each checked,
walked with every invariant checked and, where Fairy-Stockfish can express it, compared with it.

For each seed it writes a definition (random board, pieces with random Betza strings, start
position, promotions, drops, gating, castling, regions, rules, options; sometimes as a child of
a local parent file or of a shipped definition), then:
  1. `chimera check` must accept it (a start position with the side not to move in check or a
     piece that can never move is the generator's blind spot: it tries another);
  2. tests/definition_walk walks the start position and positions of random games with
     perft_checked (make/unmake, hash, legality, FEN read-back) to depth 3, within a node
     budget, for the default options and for each other option value;
  3. a child definition, or an option value, must count as the same game written flat;
  4. where fsf.py can translate it, perft divides must agree with Fairy-Stockfish's.
Prints one line per finding and a summary; exit status 1 if anything was found that
--known does not list.

  tools/scripts/random_definitions.py --count 200 --seed 1
  nice tools/scripts/random_definitions.py --minutes 60 --seed 7 --minimize --out /tmp/found
  tools/scripts/random_definitions.py --replay tests/random
"""
import argparse
import json
import re
import shutil
import signal
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from randomdefs import model  # noqa: E402
from randomdefs.generate import Generator  # noqa: E402
from randomdefs.harness import RESTARTS, Outcome, Tools, examine  # noqa: E402
from randomdefs.minimize import minimize  # noqa: E402
from randomdefs.model import Inexpressible, render_definition  # noqa: E402
from randomdefs.replay import replay  # noqa: E402
from randomdefs.variations import (configurations, from_shipped, mutate, options_for,  # noqa: E402
                                   restart)

ROOT = Path(__file__).resolve().parents[2]


def make(seed, index, attempt, fsf_share=0.4):
    """(Definition, form, Generator) for one seed; the form is chosen from the seed alone."""
    s = f'{seed}:{index}/{attempt}'
    pick = Generator(s + '/form').rng
    profile = 'fsf' if pick.random() < fsf_share else 'any'
    r = pick.random()
    form = 'flat' if r < 0.7 else 'child' if r < 0.85 else 'shipped'
    name = f'rnd{index}'
    if form == 'shipped':
        parent_name, parent, d, gen = from_shipped(s, profile)
        d.name = name
        d.parent = (parent, model.diff(parent, d))
    else:
        gen = Generator(s, profile)
        d = gen.definition(name)
        if form == 'child':
            for _ in range(5):
                try:
                    parent = mutate(gen, d)
                    parent.name = f'{name}-base'
                    d.parent = (parent, model.diff(parent, d))
                    break
                except (Inexpressible, ValueError):
                    continue
            else:
                form = 'flat'
    if pick.random() < 0.15:
        d.options = options_for(gen, d)
    return d, form, gen


def refresh(d, form, gen):
    """d with a new start position (the parent, if any, is kept)."""
    restart(gen, d)
    if form != 'flat':
        d.parent = (d.parent[0], model.diff(d.parent[0], d))


def load_known(path):
    known = []
    if path:
        for line in Path(path).read_text().splitlines():
            if line.strip() and not line.startswith('#'):
                kind, pattern, why = line.split('\t')[:3]
                known.append((kind, re.compile(pattern), why))
    return known


def is_known(known, outcome):
    for kind, pattern, why in known:
        if kind == outcome.kind and pattern.search(outcome.detail):
            return why
    return None


def _timeout(signum, frame):
    raise TimeoutError()


def run(args, tools):
    signal.signal(signal.SIGALRM, _timeout)
    known = load_known(args.known)
    work = Path(tempfile.mkdtemp(prefix='random-definitions-'))
    out = Path(args.out) if args.out else None
    stats = Counter()
    skipped = Counter()
    findings = []
    t0 = time.time()
    index = 0
    while (args.count is None or index < args.count) and (args.minutes is None or time.time() - t0 < 60 * args.minutes):
        outcome = None
        for attempt in range(4):
            signal.alarm(30)   # a generator that loops is a bug of its own: report and go on
            try:
                d, form, gen = make(args.seed, index, attempt, args.fsf_share)
            except (ValueError, Inexpressible):
                stats['generator gave up'] += 1
                continue
            except TimeoutError:
                print(f'{index}: GENERATOR BUG: seed {args.seed}, definition {index}, attempt {attempt} '
                      'takes more than 30 s', flush=True)
                stats['generator bugs'] += 1
                continue
            except Exception as e:   # noqa: BLE001 (the run goes on; the seed reproduces it)
                print(f'{index}: GENERATOR BUG: seed {args.seed}, definition {index}, attempt {attempt}: '
                      f'{type(e).__name__}: {str(e)[:200]}', flush=True)
                stats['generator bugs'] += 1
                continue
            finally:
                signal.alarm(0)
            for _ in range(8):
                outcome = examine(tools, d, work / f'd{index}', form)
                if outcome.kind != 'rejected' or not any(r in outcome.detail for r in RESTARTS):
                    break
                stats['start rejected, tried again'] += 1
                try:
                    refresh(d, form, gen)
                except (ValueError, Inexpressible):
                    break
            if outcome.kind != 'rejected':
                break
            stats['rejected: ' + re.sub(r'.*error: ', '', outcome.detail)[:40]] += 1
        index += 1
        if outcome is None or outcome.kind == 'rejected':
            continue
        stats['definitions'] += 1
        stats[f'form {form}'] += 1
        for k in ('configs', 'positions', 'nodes', 'fsf'):
            stats[k] += outcome.stats.get(k, 0)
        if outcome.stats.get('fsf_skipped'):
            skipped[outcome.stats['fsf_skipped']] += 1
        if outcome.kind == 'ok':
            if args.verbose:
                print(f'{index - 1}: ok {form} {outcome.stats}', flush=True)
            continue
        why = is_known(known, outcome)
        tag = f'known ({why})' if why else 'FINDING'
        stats['known findings' if why else 'findings'] += 1
        print(f'{index - 1}: {tag}: {outcome.kind} {outcome.config or ""}: {outcome.detail[:500]}', flush=True)
        if why:
            continue
        findings.append(outcome)
        if out:
            keep(args, tools, d, form, outcome, out / f'finding-{args.seed}-{index - 1}')
    elapsed = time.time() - t0
    shutil.rmtree(work, ignore_errors=True)
    print(f'{stats["definitions"]} definitions in {elapsed:.0f} s: {stats["configs"]} configurations, '
          f'{stats["positions"]} positions walked, {stats["nodes"]} nodes checked, '
          f'{stats["fsf"]} positions compared with Fairy-Stockfish; '
          f'{stats["findings"]} findings, {stats["known findings"]} known')
    if args.verbose:
        for k, v in sorted(stats.items()):
            print(f'  {k}: {v}')
        for k, v in skipped.most_common():
            print(f'  not compared with Fairy-Stockfish: {k}: {v}')
    return 1 if findings or stats['generator bugs'] else 0


def keep(args, tools, d, form, outcome, where):
    """Writes the failing definition (and, with --minimize, the smallest one still failing)."""
    where.mkdir(parents=True, exist_ok=True)
    examine(tools, d, where / 'as-found', form)
    (where / 'outcome.json').write_text(json.dumps(outcome.__dict__, indent=1))
    # A smaller file may fail check with the same words for another reason: not shrunk.
    if not args.minimize or outcome.kind in ('split', 'option', 'check'):
        return
    m = next(m for choice, m in configurations(d) if choice == outcome.config)
    small, got = minimize(tools, m, outcome, where / 'work', log=print if args.verbose else None)
    (where / 'minimal.variant').write_text(render_definition(small))
    (where / 'minimal.json').write_text(json.dumps(got.__dict__, indent=1))
    print(f'  minimal: {where / "minimal.variant"}: {got.kind}: {got.detail[:300]}')


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--seed', default='1', help='random seed (1); a definition depends only on it and its index')
    ap.add_argument('--count', type=int, help='definitions to try')
    ap.add_argument('--minutes', type=float, help='stop starting new definitions after this long')
    ap.add_argument('--chimera', default=str(ROOT / 'build' / 'chimera'))
    ap.add_argument('--walker', default=str(ROOT / 'build' / 'tests' / 'definition_walk'))
    ap.add_argument('--fsf-dir', default=str(Path.home() / '.cache' / 'fairy-stockfish'),
                    help='folder with fsf-8x8 and fsf-large (the comparison is skipped without them)')
    ap.add_argument('--no-fsf', action='store_true', help='skip the Fairy-Stockfish comparison')
    ap.add_argument('--budget', type=int, default=6000, help='leaves per walked position (6000)')
    ap.add_argument('--depth', type=int, default=3, help='deepest walk (3)')
    ap.add_argument('--games', type=int, default=2, help='random games per configuration (2)')
    ap.add_argument('--fsf-share', type=float, default=0.4,
                    help='share of definitions kept to what Fairy-Stockfish can express (0.4)')
    ap.add_argument('--known', help='TSV of known findings: kind, regular expression, reason')
    ap.add_argument('--out', help='folder to keep each finding in')
    ap.add_argument('--minimize', action='store_true', help='shrink each finding (with --out)')
    ap.add_argument('--replay', help='replay the regression definitions of a folder instead')
    ap.add_argument('-v', '--verbose', action='store_true')
    args = ap.parse_args()
    tools = Tools(args.chimera, args.walker, None if args.no_fsf else args.fsf_dir, budget=args.budget,
                  depth=args.depth, games=args.games)
    for exe in (args.chimera, args.walker):
        if not Path(exe).exists():
            ap.error(f'{exe} not found (build it, or give --chimera / --walker)')
    if args.replay:
        # A replay is a regression row, not a search for hangs: under the sanitizers its
        # --check perft runs ten times slower and a loaded CI machine slower still.
        tools.timeout = 900
        return replay(tools, Path(args.replay))
    if args.count is None and args.minutes is None:
        args.count = 100
    return run(args, tools)


if __name__ == '__main__':
    sys.exit(main())
