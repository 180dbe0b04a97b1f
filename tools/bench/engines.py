"""What the bench scripts share: finding the engines compared, and timing one process.

The peers are the latest Fairy-Stockfish, in the two builds that ../shared/tools/fairy-stockfish/build
makes (fsf-8x8, the fast one for boards up to 8x8, and fsf-large, every variant), and Debian's
Stockfish for chess. Each is taken from its option (--fsf-8x8, --fsf-large, --stockfish), else
from the environment (FSF_8X8, FSF_LARGE, STOCKFISH); Fairy-Stockfish otherwise from the build
script, which builds once (about 3 minutes) and then only prints the paths.
"""
import os
import statistics
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUILD = Path("tools") / "fairy-stockfish" / "build"


def add_options(ap):
    ap.add_argument("--chimera", default=str(ROOT / "build" / "chimera"))
    ap.add_argument("--fsf-8x8", dest="fsf8", default=os.environ.get("FSF_8X8"))
    ap.add_argument("--fsf-large", dest="fsfl", default=os.environ.get("FSF_LARGE"))
    ap.add_argument("--stockfish", default=os.environ.get("STOCKFISH") or shutil.which("stockfish")
                    or "/usr/games/stockfish")
    ap.add_argument("--out", help="also write the table to this file")


def fairy_stockfish(args):
    """Returns the paths (fsf-8x8, fsf-large), running the shared build script if not given."""
    if not (args.fsf8 and args.fsfl):
        shared = [Path(os.environ["CHIMERA_SHARED_DIR"])] if os.environ.get("CHIMERA_SHARED_DIR") else []
        script = next((s / BUILD for s in shared + [ROOT.parent / "shared"] if (s / BUILD).is_file()), None)
        if script is None:
            sys.exit("bench: needs the latest Fairy-Stockfish: run ../shared/tools/fairy-stockfish/build "
                     "(or set CHIMERA_SHARED_DIR to the shared folder), or give --fsf-8x8 and --fsf-large "
                     "(or FSF_8X8 and FSF_LARGE)")
        print(f"bench: Fairy-Stockfish: {script} (builds it if needed, about 3 minutes)", file=sys.stderr)
        paths = subprocess.run([str(script)], capture_output=True, text=True).stdout.split()
        if len(paths) != 2:
            sys.exit(f"bench: {script} did not build Fairy-Stockfish (its logs are beside the binaries)")
        args.fsf8, args.fsfl = args.fsf8 or paths[0], args.fsfl or paths[1]
    for path in (args.fsf8, args.fsfl):
        executable(path, "Fairy-Stockfish (--fsf-8x8, --fsf-large or FSF_8X8, FSF_LARGE)")
    return args.fsf8, args.fsfl


def executable(path, what):
    if not (path and os.access(path, os.X_OK)):
        sys.exit(f"bench: {what} not found at {path!r}")
    return path


def stockfish(args):
    return executable(args.stockfish, "Stockfish (apt-get install stockfish, or --stockfish PATH)")


def run(cmd, stdin=""):
    """Runs cmd with stdin; returns (stdout + stderr, CPU seconds of the process).

    CPU time (user + system, from wait4) rather than wall time: the machine is shared, and a
    loaded machine stretches wall time far more than CPU time."""
    with tempfile.TemporaryFile() as out:
        proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=out, stderr=subprocess.STDOUT)
        proc.stdin.write(stdin.encode())
        proc.stdin.close()
        _, status, usage = os.wait4(proc.pid, 0)
        out.seek(0)
        text = out.read().decode()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{text}")
    return text, usage.ru_utime + usage.ru_stime


def best_times(players, runs, work):
    """players: [(name, count)]; count(depth, reps) runs the player's job `reps` times (at depth 1
    when asked: the start-up probe; at the job's depth for None) and returns (the node counts it
    saw, CPU seconds, processes started). A first run of each (a warm-up, not counted) sets its
    repetitions so that a run counts about `work` nodes: a short job would be mostly start-up
    and noise. Then the players run in turn (A B C A B C ...), `runs` times. Returns
    {name: (nodes of one job, best CPU seconds of one job, start-up removed)}."""
    reps = {name: max(1, round(work / min(count(None, 1)[0]))) for name, count in players}
    base = {name: statistics.median(count(1, 1)[1] for _ in range(3)) for name, count in players}
    best = {}
    for _ in range(runs):
        for name, count in players:
            nodes, secs, procs = count(None, reps[name])
            if len(nodes) != 1:
                sys.exit(f"bench: {name} counted different nodes for the same job: {nodes}")
            secs = max(secs - procs * base[name], 1e-3) / reps[name]
            best[name] = (nodes.pop(), min(secs, best.get(name, (0, 1e9))[1]))
    return best


def counts_of(text, reps, what):
    """The counts of the `Nodes searched` lines of a session that ran a job `reps` times."""
    counts = [int(l.split(":")[1].split()[0]) for l in text.splitlines() if l.startswith("Nodes searched")]
    if len(counts) != reps:
        sys.exit(f"bench: {what} did not answer {reps} times:\n{text}")
    return set(counts)


def emit(lines, out):
    """Prints the table lines, and writes them to the file `out` if given."""
    text = "\n".join(lines) + "\n"
    if out:
        Path(out).write_text(text)
    print(text)
