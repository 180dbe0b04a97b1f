#!/usr/bin/env python3
"""Compare Chimera's perft --divide with the Python reference's, move by move: seedperft.py
for Culverin and Basilisk, bestiaryperft.py for Wildebeest and the Bestiaries.

    compare_divide.py CHIMERA DEFINITIONS_DIR VARIANT "FEN" DEPTH [relocation=2] [--recurse]

Prints the moves only one side generates and the moves whose counts differ. With --recurse
it follows the first differing move down to depth 1 and prints the position there.
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bestiaryperft  # noqa: E402
import seedperft  # noqa: E402


def chimera_divide(chimera, defs, variant, fen, depth, relocation):
    cmd = [chimera, "perft", os.path.join(defs, variant + ".variant"), str(depth), "--fen", fen, "--divide"]
    if relocation != 1:
        cmd += ["--option", "relocation=%d" % relocation]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    res = {}
    for line in out.splitlines():
        if ":" in line and not line.startswith("Nodes"):
            m, n = line.split(":")
            res[m.strip()] = int(n)
    return res


def ref_divide(variant, fen, depth, relocation):
    if variant in bestiaryperft.VARIANTS:
        pos = bestiaryperft.parse_fen(variant, fen)
        moves = bestiaryperft.legal_moves(pos)
        res = {bestiaryperft.move_text(pos.v, m): bestiaryperft.perft(nxt, depth - 1) for m, nxt in moves}
        return res, {bestiaryperft.move_text(pos.v, m): nxt for m, nxt in moves}
    pos = seedperft.parse_fen(fen)
    res = {}
    for m, nxt in seedperft.legal_moves(pos, variant, relocation):
        res[seedperft.move_text(m)] = seedperft.perft(nxt, depth - 1, variant, relocation)
    return res, {seedperft.move_text(m): nxt for m, nxt in seedperft.legal_moves(pos, variant, relocation)}


def to_fen(pos):
    if isinstance(pos, bestiaryperft.Pos):
        return bestiaryperft.to_fen(pos)
    rows = []
    for r in range(7, -1, -1):
        row, gap = "", 0
        for f in range(8):
            p = pos.board[r * 8 + f]
            if p == ".":
                gap += 1
            else:
                row += (str(gap) if gap else "") + p
                gap = 0
        rows.append(row + (str(gap) if gap else ""))
    hand = "[%s]" % pos.hand
    ep = seedperft.sqname(pos.ep) if pos.ep >= 0 else "-"
    return "%s%s %s %s %s 0 1" % ("/".join(rows), hand, pos.side, pos.castling or "-", ep)


def main():
    chimera, defs, variant, fen, depth = sys.argv[1:6]
    depth = int(depth)
    relocation = 2 if "relocation=2" in sys.argv[6:] else 1
    recurse = "--recurse" in sys.argv[6:]
    while True:
        c = chimera_divide(chimera, defs, variant, fen, depth, relocation)
        r, children = ref_divide(variant, fen, depth, relocation)
        print("%s depth %d reloc %d: chimera %d, reference %d" % (fen, depth, relocation, sum(c.values()), sum(r.values())))
        bad = []
        for m in sorted(set(c) | set(r)):
            if m not in r:
                print("  only chimera: %s (%d)" % (m, c[m]))
            elif m not in c:
                print("  only reference: %s (%d)" % (m, r[m]))
            elif c[m] != r[m]:
                print("  differ: %s chimera %d reference %d" % (m, c[m], r[m]))
                bad.append(m)
        if not recurse or not bad or depth <= 1:
            return 0 if sum(c.values()) == sum(r.values()) and c == r else 1
        fen = to_fen(children[bad[0]])
        depth -= 1
        print("-> after %s" % bad[0])


if __name__ == "__main__":
    sys.exit(main())
