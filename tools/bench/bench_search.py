#!/usr/bin/env python3
"""Search speed of Chimera against the latest Fairy-Stockfish at equal depth, in one run.

Each row runs `chimera bench FILE --depth N [--fen FEN]...` and Fairy-Stockfish's
`bench VARIANT 16 1 N FENFILE depth classical` (16 MB table, one thread, the classical
evaluation its builds have; for a start position FENFILE is `default`, its start position) on
the same positions to the same depth, in turn (A B C A B C ...), --runs times, against fsf-8x8
where the board fits 8x8 and fsf-large always. Speed is nodes per second of CPU time, best of
the runs, less each engine's start-up (the median CPU time of the same command at depth 1).
The searches differ, so the node counts do too: the ratio compares the cost of a node, and the
CPU seconds to reach the depth are shown beside it. Writes a Markdown table.

  tools/bench/bench_search.py [--runs 3] [--rows PREFIX] [--out FILE] [engine options]
"""
import argparse
import sys
import tempfile
from functools import partial

import engines
from bench_perft import FITS_8X8, ROWS as PERFT_ROWS
from engines import ROOT

# Chess: the start, opening and middlegame positions with many pieces, and endgames.
CHESS = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 5",
    "rnbqkb1r/ppp2ppp/4pn2/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 2 4",
    "r1bqkb1r/pp2pppp/2np1n2/8/3NP3/2N5/PPP2PPP/R1BQKB1R w KQkq - 2 6",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "8/8/3k4/3p4/3P4/3K4/5P2/8 w - - 0 1",
]
# (label, definition = Fairy-Stockfish's variant, FENs ([] for the start position), depth):
# chess's nine positions, then the perft table's start and middlegame of every other variant.
DEPTH = {"capablanca": 12, "grand": 12, "shako": 12, "crazyhouse": 12, "seirawan": 11, "shogi": 12,
         "xiangqi": 12, "janggi": 12}
ROWS = [("chess, 9 positions", "chess", CHESS, 10)] + [
    (label, d, [fen] if fen else [], DEPTH[d]) for label, d, fen, _ in PERFT_ROWS if d != "chess"]
WORK = 5e5  # nodes a run searches, about


def chimera_bench(chimera, definition, fens, depth, _, reps):
    cmd = [chimera, "bench", str(ROOT / "definitions" / f"{definition}.variant"), "--depth", str(depth)]
    runs = [engines.run(sum((["--fen", fen] for fen in fens), cmd)) for _ in range(reps)]
    return set.union(*(engines.counts_of(text, 1, cmd) for text, _ in runs)), sum(s for _, s in runs), reps


def fsf_bench(exe, definition, fens, depth, fenfile, reps):
    """One session that runs the bench `reps` times (each starts with a cleared table)."""
    bench = f"bench {definition} 16 1 {depth} {fenfile if fens else 'default'} depth classical\n"
    text, secs = engines.run([exe], bench * reps + "quit\n")
    return engines.counts_of(text, reps, exe), secs, 1


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--rows", help="only rows whose label starts with this")
    engines.add_options(ap)
    args = ap.parse_args()
    fsf8, fsfl = engines.fairy_stockfish(args)
    peers = [("fsf-8x8", partial(fsf_bench, fsf8)), ("fsf-large", partial(fsf_bench, fsfl))]

    lines = ["| positions | depth | Chimera nodes | Chimera knps | CPU s | fsf-8x8 nodes | knps ratio | CPU s "
             "| fsf-large nodes | knps ratio | CPU s |", "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for label, definition, fens, depth in ROWS:
        if args.rows and not label.startswith(args.rows):
            continue
        with tempfile.NamedTemporaryFile("w", suffix=".fens") as f:
            f.write("".join(fen + "\n" for fen in fens))
            f.flush()
            named = [("Chimera", partial(chimera_bench, args.chimera))]
            named += [(name, bench) for name, bench in peers if name == "fsf-large" or definition in FITS_8X8]
            best = engines.best_times([(name, lambda d, reps, bench=bench: bench(definition, fens, d or depth, f.name, reps))
                                       for name, bench in named], args.runs, WORK)
        nodes, secs = best["Chimera"]
        cells = [f"{nodes} | {nodes / secs / 1e3:.0f} | {secs:.2f}"]
        for name, _ in peers:
            n, s = best.get(name, (None, None))
            cells.append(f"{n} | {(nodes / secs) / (n / s):.2f}x | {s:.2f}" if n else " | | ")
        row = f"| {label} | {depth} | " + " | ".join(cells) + " |"
        print(row, file=sys.stderr)
        lines.append(row)
    engines.emit(lines, args.out)


if __name__ == "__main__":
    main()
