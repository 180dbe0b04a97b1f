#!/usr/bin/env python3
"""Start-up time: reading, checking and compiling each shipped definition, then perft 1.

For every definition, runs `chimera perft FILE 1` several times and reports the median wall
time and the median CPU time (user + system, from wait4) of the whole process, and the part
of the wall time that is the definition's: the median minus that of `chimera --version` (a
process that loads no definition: exec, dynamic linking, static initialisation). Next to it,
Fairy-Stockfish's start-up (`uci` then `quit`, its smallest useful session), alternated with
Chimera's definitions so that both see the same load. With --instructions it also counts the
instructions of one run under valgrind's callgrind, the one figure a loaded machine does not
change. Fairy-Stockfish is the latest, both builds (engines.py finds them), once per definition.
Writes a Markdown table (stdout, or --out FILE).

  tools/bench/bench_startup.py [--runs 15] [--instructions] [--out FILE] [engine options] [DEFINITION...]
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

import engines
from engines import ROOT, emit


def timed(cmd, stdin=b""):
    """Runs cmd; returns (wall seconds, CPU seconds)."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    proc.stdin.write(stdin)
    proc.stdin.close()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(cmd)} failed")
    return wall, usage.ru_utime + usage.ru_stime


def instructions(cmd):
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + cmd,
                         capture_output=True, text=True).stderr
    m = re.search(r"Collected : (\d+)", out)
    return int(m.group(1)) if m else None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--instructions", action="store_true")
    engines.add_options(ap)
    ap.add_argument("definitions", nargs="*")
    args = ap.parse_args()
    names = args.definitions or sorted(p.stem for p in (ROOT / "definitions").glob("*.variant"))
    if args.instructions and not shutil.which("valgrind"):
        sys.exit("--instructions needs valgrind")

    fsf = {build: [] for build in engines.fairy_stockfish(args)}
    bare = []
    for _ in range(args.runs):
        bare.append(timed([args.chimera, "--version"])[0])
    base = statistics.median(bare)
    lines = ["| definition | wall ms (median) | CPU ms (median) | the definition's share, ms |" +
             (" instructions (M) |" if args.instructions else ""),
             "|---|---:|---:|---:|" + ("---:|" if args.instructions else ""),
             f"| (none: `chimera --version`) | {1000 * base:.1f} | | |" + (" |" if args.instructions else "")]
    for name in names:
        cmd = [args.chimera, "perft", str(ROOT / "definitions" / f"{name}.variant"), "1"]
        walls, cpus = [], []
        for _ in range(args.runs):
            w, c = timed(cmd)
            walls.append(w), cpus.append(c)
        for build, times in fsf.items():  # alternated, so that both see the same load
            times.append(timed([build], b"uci\nquit\n"))
        row = (f"| {name} | {1000 * statistics.median(walls):.1f} | {1000 * statistics.median(cpus):.1f} | "
               f"{1000 * (statistics.median(walls) - base):.1f} |")
        if args.instructions:
            row += f" {instructions(cmd) / 1e6:.1f} |"
        lines.append(row)
    for build, times in fsf.items():
        lines.append(f"| Fairy-Stockfish {Path(build).name} (uci, quit) | {1000 * statistics.median(w for w, _ in times):.1f} | "
                     f"{1000 * statistics.median(c for _, c in times):.1f} | |" + (" |" if args.instructions else ""))
    emit(lines, args.out)


if __name__ == "__main__":
    main()
