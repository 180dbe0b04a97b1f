#!/usr/bin/env python3
"""Perft speed of Chimera against the latest Fairy-Stockfish and Stockfish, in one run.

For each row, runs `chimera perft` and the peers' `go perft` in turn (A B C A B C ...), --runs
times, and stops if any count differs from Chimera's. The peers: fsf-8x8 where the board fits
8x8, fsf-large always, Stockfish on chess rows (engines.py finds them). A run counts the perft
as many times as makes about 20 million leaves (a peer in one session), so that short rows are
not mostly start-up. Each figure is the best of the runs (the least disturbed on a shared
machine) in CPU time, less the engine's start-up (the median CPU time of a depth-1 run of the
same position, taken in the same session). A ratio is Chimera's nodes per second over the
peer's. Then the variants no other engine plays,
as a share of Chimera's own chess speed (chess start, depth 6, alternated with each row).

  tools/bench/bench_perft.py [--runs 3] [--rows PREFIX] [--out FILE] [engine options]
"""
import argparse
import sys
from functools import partial

import engines
from engines import ROOT

# (label, definition = Fairy-Stockfish's variant name, FEN or None for the start, depth)
ROWS = [
    ("chess start", "chess", None, 6),
    ("chess kiwipete", "chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5),
    ("capablanca start", "capablanca", None, 5),
    ("capablanca middlegame", "capablanca",
     "rn1b1k1cnr/ppppa1p2p/6bp2/4pp2p1/4Q3q1/1P2PP2PP/P1PPA1PP2/RN1B1KBCNR w KQkq - 3 9", 4),
    ("grand start", "grand", None, 4),
    ("grand middlegame", "grand",
     "4qr4/rnb1kc1bn1/p1pp1pp1pp/7a2/1p2p5/P3P2p2/2N4P2/1PPP1PPAPP/RRBQKC1BN1/10 w - - 1 9", 4),
    ("shako start", "shako", None, 4),
    ("shako middlegame", "shako",
     "4ncr1k1/1cr2P4/pp2p2pp1/P7PN/2Ep1p4/B3P1eN2/2P1n1P3/1B1P1K4/9p/5C2CR w - - 0 1", 4),
    ("crazyhouse start", "crazyhouse", None, 5),
    ("crazyhouse middlegame", "crazyhouse",
     "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1", 4),
    ("seirawan start", "seirawan", None, 5),
    ("seirawan middlegame", "seirawan", "rebq1bnr/ppppp1pp/n4p2/3kN3/5P2/NP1P2hP/P1P1P1P1/REBQKBHR[] w KQ - 3 8", 5),
    ("shogi start", "shogi", None, 5),
    ("shogi middlegame", "shogi", "lnsk1gbnl/1r1g1s3/1p2ppppp/2p6/p2p5/2P6/PP1PPPPPP/LBG2S2R/1NSK2GNL[] w - - 20 11", 4),
    ("xiangqi start", "xiangqi", None, 5),
    ("xiangqi middlegame", "xiangqi",
     "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1", 4),
    ("janggi start", "janggi", None, 4),
    ("janggi middlegame", "janggi", "rnb2abr1/3a1k3/1c3cn2/p1pp3p1/2R3p2/7P1/P1P1P1P2/1C5C1/3K5/RNB1AABN1 w - - 16 9", 4),
]
FITS_8X8 = {"chess", "crazyhouse", "seirawan"}

# Variants no other engine plays. Targets: 70% of chess for the seeds, 100% for the Bestiaries.
SEED_ROWS = [
    ("culverin start", "culverin", None, 5),
    ("basilisk start", "basilisk", None, 5),
    ("gunnery start", "gunnery", None, 5),
    ("gunnery middlegame", "gunnery", "3r1rk1/ppp2ppp/2n5/3np3/2B1P3/3Q1N2/PP1P1PPP/R1B2RK1 w - - 0 1", 5),
    ("basic-bestiary start", "basic-bestiary", None, 4),
    ("bentback-bestiary start", "bentback-bestiary", None, 4),
]
CHESS = ("chess start", "chess", None, 6)
WORK = 20e6  # leaves a run counts, about


def chimera_perft(chimera, definition, fen, depth, reps):
    cmd = [chimera, "perft", str(ROOT / "definitions" / f"{definition}.variant"), str(depth)]
    runs = [engines.run(cmd + (["--fen", fen] if fen else [])) for _ in range(reps)]
    return set.union(*(engines.counts_of(text, 1, cmd) for text, _ in runs)), sum(s for _, s in runs), reps


def uci_perft(exe, definition, fen, depth, reps, variants=True):
    """One session that counts the perft `reps` times."""
    script = f"setoption name UCI_Variant value {definition}\n" if variants else ""
    script += f"position {'fen ' + fen if fen else 'startpos'}\n" + f"go perft {depth}\n" * reps + "quit\n"
    text, secs = engines.run([exe], script)
    return engines.counts_of(text, reps, exe), secs, 1


def players(named_engines, definition, fen, depth):
    """[(name, count)] for engines.best_times: each engine's perft of the row."""
    return [(name, lambda d, reps, perft=perft: perft(definition, fen, d or depth, reps))
            for name, perft in named_engines]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--rows", help="only rows whose label starts with this")
    ap.add_argument("--check-engines", action="store_true",
                    help="only find every engine (stops with a message if one is missing)")
    engines.add_options(ap)
    args = ap.parse_args()
    fsf8, fsfl = engines.fairy_stockfish(args)
    if args.check_engines:
        engines.stockfish(args)
        return
    chimera = ("Chimera", partial(chimera_perft, args.chimera))
    peers = [("fsf-8x8", partial(uci_perft, fsf8)), ("fsf-large", partial(uci_perft, fsfl)),
             ("Stockfish", partial(uci_perft, engines.stockfish(args), variants=False))]
    wanted = lambda label: not args.rows or label.startswith(args.rows)

    lines = ["| position | depth | nodes | Chimera Mnps | vs fsf-8x8 (its Mnps) | vs fsf-large (its Mnps) | vs Stockfish (its Mnps) |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for label, definition, fen, depth in filter(lambda r: wanted(r[0]), ROWS):
        plays = {"fsf-8x8": definition in FITS_8X8, "fsf-large": True, "Stockfish": definition == "chess"}
        best = engines.best_times(players([chimera] + [p for p in peers if plays[p[0]]], definition, fen, depth),
                                  args.runs, WORK)
        if len({n for n, _ in best.values()}) != 1:
            sys.exit(f"{label}: node counts differ: {best}")
        n, ours = best["Chimera"]
        cell = lambda name: f"{best[name][1] / ours:.2f}x ({n / best[name][1] / 1e6:.1f})" if name in best else ""
        row = f"| {label} | {depth} | {n} | {n / ours / 1e6:.1f} | " + " | ".join(cell(name) for name, _ in peers) + " |"
        print(row, file=sys.stderr)
        lines.append(row)

    seed = ["", "| variant no other engine plays | depth | nodes | Chimera Mnps | Chimera chess Mnps | share of chess |",
            "|---|---:|---:|---:|---:|---:|"]
    for label, definition, fen, depth in filter(lambda r: wanted(r[0]), SEED_ROWS):
        best = engines.best_times(players([("seed", chimera[1])], definition, fen, depth)
                                  + players([("chess", chimera[1])], *CHESS[1:]), args.runs, WORK)
        nps, chess = best["seed"][0] / best["seed"][1], best["chess"][0] / best["chess"][1]
        row = f"| {label} | {depth} | {best['seed'][0]} | {nps / 1e6:.1f} | {chess / 1e6:.1f} | {100 * nps / chess:.0f}% |"
        print(row, file=sys.stderr)
        seed.append(row)
    lines = (lines if len(lines) > 2 else []) + (seed[1 if len(lines) == 2 else 0:] if len(seed) > 3 else [])
    engines.emit(lines, args.out)


if __name__ == "__main__":
    main()
