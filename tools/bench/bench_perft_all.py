#!/usr/bin/env python3
"""Perft of every shipped definition that Fairy-Stockfish also plays, against it, in one run.

bench_perft.py times the issue's rows (start and middlegame of nine variants); this one sweeps
definitions/: each whose name is one of the latest Fairy-Stockfish's variants (its UCI_Variant
list, so the names must agree, as they do by design), from the start position, at the smallest
depth with at least --leaves leaves (default one million; at most depth 11, which only the
slow-branching stone games reach: flipello, flipersi). Chimera and
fsf-large count every row, fsf-8x8 the rows it plays; best of --runs CPU times, start-up
subtracted, as in bench_perft.py. A row whose counts disagree is kept and marked: such a row is
a finding for docs/crosscheck.md, not a speed. Writes a Markdown table: the variant, the path
Chimera's move generator takes ("bitboards" or "rays", from `chimera compile`), the counts,
Chimera's Mnps and the ratios.

  tools/bench/bench_perft_all.py [--runs 3] [--leaves N] [--only NAME,...] [--out FILE] [engine options]
"""
import argparse
import re
import subprocess
import sys
from functools import partial

import engines
from bench_perft import chimera_perft, uci_perft
from engines import ROOT

WORK = 20e6  # leaves a timed run counts, about
MAX_DEPTH = 11


def variants_of(exe):
    text, _ = engines.run([exe], "uci\nquit\n")
    line = next((l for l in text.splitlines() if "name UCI_Variant" in l), "")
    return set(re.findall(r" var (\S+)", line))


def path_of(chimera, definition):
    out = subprocess.run([chimera, "compile", definition], capture_output=True, text=True).stdout
    m = re.search(r"^move generation: (\S+)", out, re.M)
    return "rays" if not m or m.group(1) == "rays" else "bitboards"


def depth_for(chimera, definition, leaves):
    """The smallest depth with at least `leaves` leaves, and its count."""
    for depth in range(1, MAX_DEPTH + 1):
        nodes = chimera_perft(chimera, definition, None, depth, 1)[0].pop()
        if nodes >= leaves or depth == MAX_DEPTH:
            return depth, nodes
    raise AssertionError


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--leaves", type=float, default=1e6)
    ap.add_argument("--only", help="comma-separated definition names")
    engines.add_options(ap)
    args = ap.parse_args()
    fsf8, fsfl = engines.fairy_stockfish(args)
    small, large = variants_of(fsf8), variants_of(fsfl)
    names = sorted(p.stem for p in (ROOT / "definitions").glob("*.variant") if p.stem in large)
    if args.only:
        names = [n for n in names if n in args.only.split(",")]
    lines = ["| variant | Chimera's path | depth | nodes | Chimera Mnps | vs fsf-8x8 (its Mnps) | vs fsf-large (its Mnps) |",
             "|---|---|---:|---:|---:|---:|---:|"]
    for name in names:
        definition = str(ROOT / "definitions" / f"{name}.variant")
        depth, _ = depth_for(args.chimera, name, args.leaves)
        named = [("Chimera", partial(chimera_perft, args.chimera))]
        named += [(exe_name, partial(uci_perft, exe)) for exe_name, exe, plays in
                  (("fsf-8x8", fsf8, name in small), ("fsf-large", fsfl, True)) if plays]
        players = [(n, lambda d, reps, perft=perft: perft(name, None, d or depth, reps)) for n, perft in named]
        try:
            best = engines.best_times(players, args.runs, WORK)
        except SystemExit as e:  # an engine failed or miscounted its own job: say so, go on
            row = f"| {name} | | {depth} | | | {str(e).splitlines()[0][:80]} | |"
            print(row, file=sys.stderr)
            lines.append(row)
            continue
        n, ours = best["Chimera"]
        cell = lambda peer: ("" if peer not in best else
                             f"counts {best[peer][0]}" if best[peer][0] != n else
                             f"{best[peer][1] / ours:.2f}x ({n / best[peer][1] / 1e6:.1f})")
        row = (f"| {name} | {path_of(args.chimera, definition)} | {depth} | {n} | {n / ours / 1e6:.1f} | "
               f"{cell('fsf-8x8')} | {cell('fsf-large')} |")
        print(row, file=sys.stderr)
        lines.append(row)
    engines.emit(lines, args.out)


if __name__ == "__main__":
    main()
