#!/usr/bin/env python3
"""Re-counts rows of seed_perft.tsv or bestiary_perft.tsv with the Python reference
(seedperft.py, or bestiaryperft.py for Wildebeest and the Bestiaries), so that the reference
itself stays exercised. Prints one line per row and "N passed, N failed".

    check_seed_tsv.py [--tsv FILE] [--max-depth N] [--max-nodes N]

Columns of the TSV: variant, options ("-" or NAME=VALUE[,NAME=VALUE...]), FEN or "startpos",
depth, nodes, note.
"""
import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bestiaryperft  # noqa: E402
import seedperft  # noqa: E402


def reference_perft(variant, opts, fen, depth):
    if variant in bestiaryperft.VARIANTS:
        return bestiaryperft.perft(bestiaryperft.parse_fen(variant, fen), depth)
    options = dict(kv.split("=", 1) for kv in opts.split(",")) if opts != "-" else {}
    relocation = int(options.get("relocation", "1"))
    if fen == "startpos":
        fen = seedperft.start_fen(variant, options.get("extra", "on") == "on")
    return seedperft.perft(seedperft.parse_fen(fen), depth, variant, relocation)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tsv", default=os.path.join(HERE, "seed_perft.tsv"))
    ap.add_argument("--max-depth", type=int, default=2)
    ap.add_argument("--max-nodes", type=int, default=10 ** 18)
    a = ap.parse_args()
    passed = failed = 0
    with open(a.tsv) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            cells = line.split("\t")
            variant, opts, fen, depth, want = cells[0], cells[1], cells[2], int(cells[3]), int(cells[4])
            if depth > a.max_depth or want > a.max_nodes:
                continue
            t0 = time.time()
            got = reference_perft(variant, opts, fen, depth)
            ok = got == want
            print("%s %s [%s] %s depth %d: %d (expected %d) %.2fs"
                  % ("ok  " if ok else "FAIL", variant, opts, fen, depth, got, want, time.time() - t0))
            if ok:
                passed += 1
            else:
                failed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
