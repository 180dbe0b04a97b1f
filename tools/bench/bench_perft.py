#!/usr/bin/env python3
"""Perft speed of Chimera against Fairy-Stockfish, side by side in one run.

For each row, runs `chimera perft` and Fairy-Stockfish's `go perft` alternately, several times,
checks that both count the same nodes, and reports median nodes per second and the ratio.
Each engine's start-up (the median time of a depth-1 run of the same position, taken in the
same session) is subtracted, so that the figures compare move generation, not loading.
Writes a Markdown table (stdout, or --out FILE).

  tools/bench/bench_perft.py [--runs 5] [--out docs/perf-table.md] [--rows chess]
"""
import argparse
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# (label, chimera definition, fairy-stockfish variant, FEN or None for the start, depth)
ROWS = [
    ("chess start", "chess", "chess", None, 6),
    ("chess kiwipete", "chess", "chess",
     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4),
    ("chess position 4", "chess", "chess",
     "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5),
    ("capablanca start", "capablanca", "capablanca", None, 5),
    ("capablanca middlegame", "capablanca", "capablanca",
     "rn1b1k1cnr/ppppa1p2p/6bp2/4pp2p1/4Q3q1/1P2PP2PP/P1PPA1PP2/RN1B1KBCNR w KQkq - 3 9", 4),
    ("grand start", "grand", "grand", None, 4),
    ("grand middlegame", "grand", "grand",
     "4qr4/rnb1kc1bn1/p1pp1pp1pp/7a2/1p2p5/P3P2p2/2N4P2/1PPP1PPAPP/RRBQKC1BN1/10 w - - 1 9", 4),
    ("crazyhouse start", "crazyhouse", "crazyhouse", None, 5),
    ("shako middlegame", "shako", "shako",
     "4ncr1k1/1cr2P4/pp2p2pp1/P7PN/2Ep1p4/B3P1eN2/2P1n1P3/1B1P1K4/9p/5C2CR w - - 0 1", 4),
    ("crazyhouse middlegame", "crazyhouse", "crazyhouse",
     "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1", 4),
    ("crazyhouse early game", "crazyhouse", "crazyhouse",
     "rnb1kbnr/1p1pp1pp/2p5/1N3p2/p7/1PN2P2/P1PPPKPP/R1BQ1B1R[Q] w kq - 0 8", 4),
    ("seirawan start", "seirawan", "seirawan", None, 5),
    ("seirawan middlegame", "seirawan", "seirawan",
     "rebq1bnr/ppppp1pp/n4p2/3kN3/5P2/NP1P2hP/P1P1P1P1/REBQKBHR[] w KQ - 3 8", 5),
    ("xiangqi start", "xiangqi", "xiangqi", None, 5),
    ("xiangqi middlegame", "xiangqi", "xiangqi",
     "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1", 4),
    ("janggi start", "janggi", "janggi", None, 5),
    ("janggi middlegame", "janggi", "janggi",
     "rnb2abr1/3a1k3/1c3cn2/p1pp3p1/2R3p2/7P1/P1P1P1P2/1C5C1/3K5/RNB1AABN1 w - - 16 9", 4),
    ("shogi start", "shogi", "shogi", None, 5),
    ("shogi middlegame", "shogi", "shogi",
     "lnsk1gbnl/1r1g1s3/1p2ppppp/2p6/p2p5/2P6/PP1PPPPPP/LBG2S2R/1NSK2GNL[] w - - 20 11", 4),
]

# Variants no other engine plays: Chimera's speed on them as a share of its own chess speed
# (start position, depth 6), measured alternately in the same run.
# (label, definition, FEN or None, depth)
SEED_ROWS = [
    ("culverin start", "culverin", None, 5),
    ("basilisk start", "basilisk", None, 5),
    ("gunnery start", "gunnery", None, 5),
    ("gunnery middlegame", "gunnery",
     "3r1rk1/ppp2ppp/2n5/3np3/2B1P3/3Q1N2/PP1P1PPP/R1B2RK1 w - - 0 1", 5),
    ("basic-bestiary start", "basic-bestiary", None, 4),
    ("bentback-bestiary start", "bentback-bestiary", None, 4),
]


def fsf_exe():
    return shutil.which("fairy-stockfish") or "/usr/games/fairy-stockfish"


def emit(lines, out):
    """Prints the table lines, and writes them to the file `out` if given."""
    text = "\n".join(lines) + "\n"
    if out:
        Path(out).write_text(text)
    print(text)


def run_chimera(chimera, definition, fen, depth):
    cmd = [str(chimera), "perft", str(ROOT / "definitions" / f"{definition}.variant"), str(depth)]
    if fen:
        cmd += ["--fen", fen]
    t0 = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    secs = time.perf_counter() - t0
    nodes = int(out.strip().splitlines()[-1].split()[-1])
    return nodes, secs


def run_fsf(variant, fen, depth):
    pos = f"position fen {fen}" if fen else "position startpos"
    script = f"setoption name UCI_Variant value {variant}\n{pos}\ngo perft {depth}\nquit\n"
    t0 = time.perf_counter()
    out = subprocess.run([fsf_exe()], input=script, capture_output=True, text=True, check=True).stdout
    secs = time.perf_counter() - t0
    nodes = [int(l.split()[-1]) for l in out.splitlines() if l.startswith("Nodes searched")][0]
    return nodes, secs


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--chimera", default=str(ROOT / "build" / "chimera"))
    ap.add_argument("--out")
    ap.add_argument("--rows", help="only rows whose label starts with this")
    args = ap.parse_args()

    lines = ["| position | depth | nodes | Chimera Mnps | Fairy-Stockfish Mnps | ratio |",
             "|---|---:|---:|---:|---:|---:|"]
    for label, definition, variant, fen, depth in ROWS:
        if args.rows and not label.startswith(args.rows):
            continue
        ours, theirs, ratios = [], [], []
        base1 = statistics.median(run_chimera(args.chimera, definition, fen, 1)[1] for _ in range(3))
        base2 = statistics.median(run_fsf(variant, fen, 1)[1] for _ in range(3))
        for _ in range(args.runs):
            n1, s1 = run_chimera(args.chimera, definition, fen, depth)
            n2, s2 = run_fsf(variant, fen, depth)
            s1, s2 = max(s1 - base1, 1e-3), max(s2 - base2, 1e-3)
            if n1 != n2:
                sys.exit(f"{label}: node counts differ: chimera {n1}, fairy-stockfish {n2}")
            ours.append(n1 / s1 / 1e6)
            theirs.append(n2 / s2 / 1e6)
            ratios.append((n1 / s1) / (n2 / s2))
        row = (f"| {label} | {depth} | {n1} | {statistics.median(ours):.2f} | "
               f"{statistics.median(theirs):.2f} | {statistics.median(ratios):.2f}x |")
        print(row, file=sys.stderr)
        lines.append(row)
    seed = ["", "| seed variant | depth | nodes | Chimera Mnps | Chimera chess Mnps | share of chess |",
            "|---|---:|---:|---:|---:|---:|"]
    for label, definition, fen, depth in SEED_ROWS:
        if args.rows and not label.startswith(args.rows):
            continue
        ours, chess, ratios = [], [], []
        base1 = statistics.median(run_chimera(args.chimera, definition, fen, 1)[1] for _ in range(3))
        base2 = statistics.median(run_chimera(args.chimera, "chess", None, 1)[1] for _ in range(3))
        for _ in range(args.runs):
            n1, s1 = run_chimera(args.chimera, definition, fen, depth)
            n2, s2 = run_chimera(args.chimera, "chess", None, 6)
            s1, s2 = max(s1 - base1, 1e-3), max(s2 - base2, 1e-3)
            ours.append(n1 / s1 / 1e6)
            chess.append(n2 / s2 / 1e6)
            ratios.append((n1 / s1) / (n2 / s2))
        row = (f"| {label} | {depth} | {n1} | {statistics.median(ours):.2f} | "
               f"{statistics.median(chess):.2f} | {statistics.median(ratios) * 100:.0f}% |")
        print(row, file=sys.stderr)
        seed.append(row)
    if len(seed) > 3:
        lines += seed
    emit(lines, args.out)


if __name__ == "__main__":
    main()
