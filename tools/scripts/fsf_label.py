#!/usr/bin/env python3
"""Relabels saved self-play positions with Fairy-Stockfish's scores, for `chimera tune --data`.

  tools/scripts/fsf_label.py IN.tsv OUT.tsv [--variant chess] [--depth 8] [--jobs 2]
                             [--fsf PATH] [--scale S]

IN is what `chimera tune FILE --save IN.tsv` writes (FEN, the search's score, the game's result,
tab-separated). Each position is searched by Fairy-Stockfish (classical evaluation, 16 MB, one
thread per job) to --depth, and its score replaces Chimera's; positions it scores as a mate or
beyond 2000 cp are dropped. Its centipawns are put on Chimera's scale first: the scale k of
1 / (1 + 10^(-k s / 400)) that best predicts the games' results is fitted to Fairy-Stockfish's
scores and to the saved ones, and the scores are multiplied by k_fsf / k_saved (or by --scale).
Then `chimera tune FILE --games 0 --data OUT.tsv --lambda 0` fits the evaluation to them: a
stronger engine's judgement of the same positions, where the self-play results only say what
the weaker one made of them (docs/evaluation.md, "Scores from a stronger engine";
docs/strength.md, "Fifteenth session").
"""
import argparse, multiprocessing, os, random, subprocess, sys

ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
ap.add_argument("input")
ap.add_argument("output")
ap.add_argument("--variant", default="chess", help="UCI_Variant for Fairy-Stockfish")
ap.add_argument("--depth", type=int, default=8)
ap.add_argument("--jobs", type=int, default=2)
ap.add_argument("--fsf", default=os.path.expanduser("~/.cache/fairy-stockfish/fsf-8x8"))
ap.add_argument("--scale", type=float, default=0, help="multiply the scores by this (0: fitted)")
a = ap.parse_args()


def label(job):
    """Fairy-Stockfish's scores of every position whose line number is job mod --jobs."""
    fsf = subprocess.Popen([a.fsf], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(s):
        fsf.stdin.write(s + "\n")
        fsf.stdin.flush()

    for opt in ("Use NNUE value false", "Threads value 1", "Hash value 16", f"UCI_Variant value {a.variant}"):
        send("setoption name " + opt)
    send("isready")
    while fsf.stdout.readline().strip() != "readyok":
        pass
    out = []
    for i, line in enumerate(open(a.input)):
        if i % a.jobs != job:
            continue
        fen, _, result = line.rstrip("\n").split("\t")
        send("position fen " + fen)
        send(f"go depth {a.depth}")
        score = None
        while True:
            reply = fsf.stdout.readline()
            if not reply:
                sys.exit(f"fsf_label.py: Fairy-Stockfish ended at line {i + 1}")
            if reply.startswith("bestmove"):
                break
            t = reply.split()
            if "score" in t and "lowerbound" not in t and "upperbound" not in t:
                k = t.index("score")
                score = int(t[k + 2]) if t[k + 1] == "cp" else None
        if score is not None and abs(score) <= 2000:
            out.append((i, fen, score, result))
    send("quit")
    return out


def outcome(fen, result):
    white = {"1-0": 1.0, "0-1": 0.0}.get(result, 0.5)
    return white if fen.split()[1] == "w" else 1 - white


def scale_k(rows):
    """The k that best fits the results (grid search; a sample of the rows)."""
    rows = random.Random(1).sample(rows, min(len(rows), 50000))
    err = lambda k: sum((1 / (1 + 10 ** (-k * s / 400)) - t) ** 2 for s, t in rows)
    return min((err(k / 100), k / 100) for k in range(10, 400, 2))[1]


with multiprocessing.Pool(a.jobs) as pool:
    rows = sorted(sum(pool.map(label, range(a.jobs)), []))  # back in the games' order
saved = [line.rstrip("\n").split("\t") for line in open(a.input)]
scale = a.scale
if not scale:
    kf = scale_k([(s, outcome(fen, r)) for _, fen, s, r in rows])
    ks = scale_k([(int(s), outcome(fen, r)) for fen, s, r in saved])
    scale = kf / ks
    print(f"scale k: Fairy-Stockfish {kf:.2f}, saved scores {ks:.2f}; scores x {scale:.3f}", file=sys.stderr)
with open(a.output, "w") as f:
    for _, fen, s, r in rows:
        f.write(f"{fen}\t{round(s * scale)}\t{r}\n")
print(f"{len(rows)} of {len(saved)} positions labelled at depth {a.depth}", file=sys.stderr)
