#!/usr/bin/env python3
"""Average centipawn loss of a UCI engine's moves, judged by Fairy-Stockfish.

  tools/scripts/acpl.py --engine "build/chimera engine" --nodes 20000 \
      [--fens tools/scripts/strength/acpl-chess.fens] [--depth 15] [--fsf PATH] [--cache FILE]

For every FEN, Fairy-Stockfish (classical evaluation) searches to --depth and gives its best
move and score; the engine then moves under --nodes or --movetime, and a move other than the
judge's is scored by a search restricted to it (searchmoves). Loss = best score - move's score,
clipped to 0..500; positions the judge scores beyond 400 cp are skipped (the game is decided).
A matched fixed-node measure of move quality that needs no games: two engines compared on the
same positions differ by the quality of their evaluation and search alone. The judge's results
are cached in --cache (JSON), so a second engine on the same positions costs only its own moves.
"""
import argparse, fcntl, json, os, shlex, statistics, subprocess, sys

ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
ap.add_argument("--engine", required=True, help="the engine's command line (UCI)")
ap.add_argument("--nodes", type=int, default=0)
ap.add_argument("--movetime", type=int, default=0, help="milliseconds, when --nodes is not given")
ap.add_argument("--fens", default=os.path.join(os.path.dirname(__file__), "strength", "acpl-chess.fens"))
ap.add_argument("--variant", default="chess", help="UCI_Variant for the judge")
ap.add_argument("--depth", type=int, default=15, help="the judge's depth")
ap.add_argument("--limit", type=int, default=100000, help="first N FENs only")
ap.add_argument("--fsf", default=os.path.expanduser("~/.cache/fairy-stockfish/fsf-8x8"))
ap.add_argument("--cache", default=os.path.expanduser("~/.cache/chimera-acpl.json"))
ap.add_argument("--verbose", action="store_true", help="one line per position")
a = ap.parse_args()
if not a.nodes and not a.movetime:
    sys.exit("acpl.py: give --nodes or --movetime")


class Uci:
    def __init__(self, cmd, setup=()):
        self.p = subprocess.Popen(shlex.split(cmd), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        for line in setup:
            self.send(line)
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, token):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine exited")
            if line.startswith(token):
                return line

    def go(self, fen, limit, searchmoves=None):
        self.send("position fen " + fen)
        self.send("go " + limit + (" searchmoves " + searchmoves if searchmoves else ""))
        score = None
        while True:
            w = self.p.stdout.readline().split()
            if not w:
                continue
            if w[0] == "info" and "score" in w and "lowerbound" not in w and "upperbound" not in w:
                k = w.index("score")
                v = int(w[k + 2])
                score = v if w[k + 1] == "cp" else (30000 - abs(v)) * (1 if v > 0 else -1)
            if w[0] == "bestmove":
                return w[1], score


cache = json.load(open(a.cache)) if os.path.exists(a.cache) else {}
judge = None


def judged(fen, move=None):
    global judge
    key = f"{a.variant}|{a.depth}|{fen}|{move or ''}"
    if key not in cache:
        if judge is None:
            judge = Uci(a.fsf, ["setoption name Use NNUE value false", "setoption name Hash value 64",
                                f"setoption name UCI_Variant value {a.variant}"])
        judge.send("ucinewgame")
        cache[key] = list(judge.go(fen, f"depth {a.depth}", move))
    return cache[key]


def save():
    with open(a.cache + ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if os.path.exists(a.cache):
            cache.update({k: v for k, v in json.load(open(a.cache)).items() if k not in cache})
        tmp = a.cache + ".tmp"
        json.dump(cache, open(tmp, "w"))
        os.replace(tmp, a.cache)


fens = [l.strip() for l in open(a.fens) if l.strip() and not l.startswith("#")][:a.limit]
engine = Uci(a.engine)
limit = f"nodes {a.nodes}" if a.nodes else f"movetime {a.movetime}"
losses = []
for i, fen in enumerate(fens):
    best, best_score = judged(fen)
    if best_score is None or abs(best_score) > 400:
        continue
    engine.send("ucinewgame")
    move, _ = engine.go(fen, limit)
    loss = 0 if move == best else max(0, min(500, best_score - judged(fen, move)[1]))
    losses.append(loss)
    if a.verbose:
        print(i, fen, move, best, loss, flush=True)
    if i % 50 == 49:
        save()
save()
n = len(losses)
print(f"positions {n} acpl {statistics.mean(losses):.1f} +- {1.96 * statistics.stdev(losses) / n ** 0.5:.1f} "
      f"best-move {sum(1 for x in losses if x == 0) / n:.3f} "
      f"losses>100 {sum(1 for x in losses if x > 100)} >300 {sum(1 for x in losses if x > 300)}")
