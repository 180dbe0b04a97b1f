#!/usr/bin/env python3
"""Keeps the Gunnery Chess reference (gunneryperft.py) honest.

    check_gunnery.py [--chess] [--max-nodes N] [--perft-tsv FILE] [--tsv FILE]

Always runs gunneryperft's self-test (hand-worked clause positions) first. Then:
- default: re-counts the rows of gunnery_positions.tsv and checks that every FEN there is a
  possible position;
- --chess: switches the Scorpion rules off and re-counts the "chess" rows of the shared perft
  table (../shared/reference/perft.tsv, published chessprogramming.org numbers), which
  validates the chess core (castling, en passant, promotion, check, pins) the variant sits on.
Rows whose expected count exceeds --max-nodes are skipped (default 200000, a few seconds
each). Prints one line per row and "N passed, N failed"; exits non-zero on any failure.
"""
import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gunneryperft  # noqa: E402

SHARED_PERFT = os.path.join(HERE, "..", "..", "..", "shared", "reference", "perft.tsv")


def rows(path, chess):
    """(label, fen, depth, nodes) from the gunnery table or the chess rows of the shared one."""
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            cells = line.split("\t")
            if chess:
                if cells[0] == "chess":
                    yield cells[4] if len(cells) > 4 else "chess", cells[1], int(cells[2]), int(cells[3])
            elif cells[0] != "name":
                yield cells[0], cells[1], int(cells[2]), int(cells[3])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--chess", action="store_true", help="check the chess rows with Scorpions off")
    ap.add_argument("--max-nodes", type=int, default=200000)
    ap.add_argument("--perft-tsv", default=SHARED_PERFT)
    ap.add_argument("--tsv", default=os.path.join(HERE, "gunnery_positions.tsv"))
    a = ap.parse_args()
    failed = 1 if gunneryperft.selftest() else 0
    passed = 0
    for label, fen, depth, want in rows(a.perft_tsv if a.chess else a.tsv, a.chess):
        if want > a.max_nodes:
            continue
        pos = gunneryperft.parse_fen(fen)
        reason = gunneryperft.illegal_reason(pos, gunnery=not a.chess)
        t0 = time.time()
        got = gunneryperft.perft(pos, depth, gunnery=not a.chess)
        ok = got == want and reason is None
        print("%s %s depth %d: %d (expected %d) %.1fs%s"
              % ("ok  " if ok else "FAIL", label, depth, got, want, time.time() - t0,
                 "" if reason is None else " -- impossible position: " + reason))
        if ok:
            passed += 1
        else:
            failed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
