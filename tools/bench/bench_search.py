#!/usr/bin/env python3
"""Search speed of Chimera against Fairy-Stockfish at equal depth, side by side in one run.

Runs `chimera bench FILE --depth N --fen ...` and Fairy-Stockfish's `bench 16 1 N FENFILE depth`
(16 MB hash, one thread, the same positions, the same depth) alternately, several times, and
reports the median nodes per second of each and the median of the per-pair ratios
(Chimera / Fairy-Stockfish).

Speed is nodes per second of CPU time (user + system of the engine's process, read from
wait4), not of wall time: the machine is shared, and CPU time is what a loaded machine does
not distort. Each engine's start-up (the median CPU time of the same command at depth 1) is
subtracted. Writes a Markdown table (stdout, or --out FILE).

  tools/bench/bench_search.py [--runs 5] [--depth 10] [--out FILE]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_perft import emit, fsf_exe

ROOT = Path(__file__).resolve().parents[2]

# Chess positions: the start, opening and middlegame positions with many pieces, and
# endgames. (label, FEN)
POSITIONS = [
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
    ("italian", "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 5"),
    ("queen's gambit", "rnbqkb1r/ppp2ppp/4pn2/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 2 4"),
    ("sicilian", "r1bqkb1r/pp2pppp/2np1n2/8/3NP3/2N5/PPP2PPP/R1BQKB1R w KQkq - 2 6"),
    ("position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"),
    ("position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"),
    ("rook endgame", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
    ("pawn endgame", "8/8/3k4/3p4/3P4/3K4/5P2/8 w - - 0 1"),
]


def run(cmd):
    """Runs cmd; returns (stdout + stderr, CPU seconds of the process)."""
    with tempfile.TemporaryFile() as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        text = out.read().decode()
    if proc.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({proc.returncode}):\n{text}")
    return text, usage.ru_utime + usage.ru_stime


def nodes_of(text):
    for line in text.splitlines():
        if line.startswith("Nodes searched"):
            return int(line.split(":")[1].split()[0])
    sys.exit(f"no node count in:\n{text}")


def chimera_cmd(chimera, fens, depth):
    cmd = [str(chimera), "bench", str(ROOT / "definitions" / "chess.variant"), "--depth", str(depth)]
    for fen in fens:
        cmd += ["--fen", fen]
    return cmd


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--depth", type=int, default=10)
    ap.add_argument("--chimera", default=str(ROOT / "build" / "chimera"))
    ap.add_argument("--out")
    args = ap.parse_args()

    fens = [fen for _, fen in POSITIONS]
    with tempfile.NamedTemporaryFile("w", suffix=".fens", delete=False) as f:
        f.write("\n".join(fens) + "\n")
        fenfile = f.name
    try:
        fsf = lambda depth: [fsf_exe(), "bench", "16", "1", str(depth), fenfile, "depth"]
        ours = lambda depth: chimera_cmd(args.chimera, fens, depth)
        base1 = statistics.median(run(ours(1))[1] for _ in range(3))
        base2 = statistics.median(run(fsf(1))[1] for _ in range(3))
        rows = []
        for i in range(args.runs):
            text1, s1 = run(ours(args.depth))
            text2, s2 = run(fsf(args.depth))
            n1, n2 = nodes_of(text1), nodes_of(text2)
            nps1, nps2 = n1 / max(s1 - base1, 1e-3), n2 / max(s2 - base2, 1e-3)
            rows.append((n1, n2, nps1, nps2, nps1 / nps2))
            print(f"run {i + 1}: chimera {n1} nodes {nps1 / 1e3:.0f} knps, "
                  f"fairy-stockfish {n2} nodes {nps2 / 1e3:.0f} knps, ratio {nps1 / nps2:.2f}", file=sys.stderr)
    finally:
        os.unlink(fenfile)
    med = lambda k: statistics.median(r[k] for r in rows)
    lines = [
        "| engine | depth | nodes | knps (CPU time) |",
        "|---|---:|---:|---:|",
        f"| Chimera | {args.depth} | {rows[0][0]} | {med(2) / 1e3:.0f} |",
        f"| Fairy-Stockfish | {args.depth} | {rows[0][1]} | {med(3) / 1e3:.0f} |",
        "",
        f"Ratio of nodes per second, Chimera / Fairy-Stockfish (median of {args.runs} pairs): "
        f"**{med(4):.2f}x**",
    ]
    emit(lines, args.out)


if __name__ == "__main__":
    main()
