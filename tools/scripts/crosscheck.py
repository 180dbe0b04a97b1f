#!/usr/bin/env python3
"""crosscheck: differential test of Chimera's move generation against Fairy-Stockfish.

Plays random games (random legal moves, taken from Fairy-Stockfish's perft-1 divide) from the
variant's start position and, with --fens, from further positions, and at every K-th ply
compares Chimera's `perft --divide` with Fairy-Stockfish's `go perft` at a small depth. When
they differ it descends, as /work/shared/tools/perft-diff does, into the first move whose counts
differ until it reaches the position whose move lists differ, and prints the moves only one side
generates. Prints `N positions agree` when nothing differs (exit status 0), else the
disagreements (exit status 1). For development use; not run in CI.

  tools/scripts/crosscheck.py --def definitions/chess.variant --fsf-variant chess
  tools/scripts/crosscheck.py --def definitions/janggi.variant --fsf-variant janggi \\
      --games 30 --plies 120 --depth 2 --seed 7 --every 1 --keep-going
  tools/scripts/crosscheck.py --def definitions/shogi.variant --fsf-variant shogi --fens shogi.fens
  tools/scripts/crosscheck.py --def definitions/seirawan960.variant --fsf-variant seirawan \\
      --fsf-option UCI_Chess960=true --random-starts 10 --no-startpos

One Fairy-Stockfish process per game, driven over UCI (`position fen F moves M`, `d` for the
FEN, `go perft N`); one `chimera perft` run per position compared. Chimera is given the FEN of
the position, and so is Fairy-Stockfish, so that neither sees the game's history (repetitions,
Janggi's two passes in a row); only where Fairy-Stockfish's FEN does not read back as the same
position (seirawan: it reads a gating file letter as a castling right too) does it count from
the game's moves instead. A position already compared in the run is not compared again.
Moves are compared as text: Chimera's notation must match Fairy-Stockfish's UCI notation
(e2e4, e7e8q, P@e4, e1g1, b1c3h, e2e2 for a pass, e2e4,e4d5 for a move that places a wall
on d5); --map 'a=b' translates.
A game's moves depend only on --seed and the game's number (not on --jobs).
"""
import argparse
import concurrent.futures
import random
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


class EngineError(Exception):
    pass


# --------------------------------------------------------------------------------------------
# Fairy-Stockfish: one persistent UCI session


class Fsf:
    def __init__(self, exe, variant, ini=None, options=()):
        self.proc = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.variant = variant
        self._send('uci')
        self._read_until(lambda l: l == 'uciok')
        for name, value in options:
            self._send(f'setoption name {name} value {value}')
        if ini:
            self._send(f'setoption name VariantPath value {ini}')
        self._send(f'setoption name UCI_Variant value {variant}')
        self._sync()

    def _send(self, line):
        try:
            self.proc.stdin.write(line + '\n')
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError) as e:
            raise EngineError(f'fairy-stockfish died ({e})')

    def _read_until(self, done):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise EngineError('fairy-stockfish exited unexpectedly')
            line = line.rstrip('\n')
            lines.append(line)
            if done(line):
                return lines

    def _sync(self):
        self._send('isready')
        return self._read_until(lambda l: l == 'readyok')

    @staticmethod
    def _position(fen, moves=()):
        cmd = f'position fen {fen}' if fen else 'position startpos'
        if moves:
            cmd += ' moves ' + ' '.join(moves)
        return cmd

    def divide(self, fen, depth, moves=()):
        """{move: count} of `go perft depth` from fen + moves."""
        self._send(self._position(fen, moves))
        self._send(f'go perft {depth}')
        lines = self._read_until(lambda l: l.startswith('Nodes searched'))
        div, dups, total = parse_divide(lines)
        if dups:
            raise EngineError(f'fairy-stockfish listed a move twice: {" ".join(dups)}')
        return div

    def show(self, fen=None, moves=()):
        """(FEN, in check) as Fairy-Stockfish's `d` prints them for fen + moves (fen None: its
        start position). Raises EngineError if it did not play all the moves."""
        self._send(self._position(fen, moves))
        self._send('d')
        out, check = None, False
        for line in self._sync():
            if line.startswith('Fen:'):
                # Fairy-Stockfish writes an empty castling field (two spaces) in seirawan when
                # no castling or gating right is left; write it as '-'.
                out = ' '.join(f or '-' for f in line[4:].strip().split(' '))
            elif line.startswith('Checkers:'):
                check = bool(line[9:].strip())
        if out is None:
            raise EngineError('fairy-stockfish printed no FEN')
        return out, check

    def fen(self, fen=None, moves=()):
        return self.show(fen, moves)[0]

    def close(self):
        try:
            self._send('quit')
            self.proc.wait(timeout=5)
        except Exception:
            self.proc.kill()


# --------------------------------------------------------------------------------------------
# Chimera: one `chimera perft` run per position


def parse_divide(lines):
    """(divide dict, moves listed more than once, 'Nodes searched' total or None)."""
    div, dups, total = {}, [], None
    for line in lines:
        if line.startswith('Nodes searched'):
            tail = line.partition(':')[2].strip()
            total = int(tail) if tail.isdigit() else None
            continue
        if ':' not in line or line.startswith(('info', 'Fairy', 'time')):
            continue
        move, _, count = line.partition(':')
        move, count = move.strip(), count.strip()
        if count.isdigit() and move and ' ' not in move:
            if move in div:
                dups.append(move)
            div[move] = int(count)
    return div, dups, total


class Chimera:
    def __init__(self, exe, defn, mapping):
        self.exe, self.defn, self.mapping = exe, defn, mapping

    def divide(self, fen, depth):
        """(divide, problems): problems lists duplicate moves or a total that is not the sum."""
        cmd = [self.exe, 'perft', self.defn, str(depth), '--divide']
        if fen:
            cmd += ['--fen', fen]
        try:
            res = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        except subprocess.TimeoutExpired:
            raise EngineError(f'chimera timed out on {fen}')
        if res.returncode != 0:
            raise EngineError(f'chimera failed (exit {res.returncode}) on {fen}: '
                              f'{res.stderr.strip()[:400]}')
        div, dups, total = parse_divide(res.stdout.splitlines())
        div = {self.mapping.get(k, k): v for k, v in div.items()}
        problems = []
        if dups:
            problems.append('Chimera lists moves more than once: ' + ' '.join(dups))
        if total is None:
            problems.append('Chimera printed no node total')
        elif total != sum(div.values()):
            problems.append(f'Chimera total {total} is not the sum of its divide {sum(div.values())}')
        return div, problems


# --------------------------------------------------------------------------------------------
# comparison


def compare(chimera, fsf, start, moves, fen, depth, fsf_div=None):
    """None if both engines agree on the perft divide of the position reached from start by
    moves (Chimera gets its FEN, fen), else a dict describing the first position (found by
    descending into differing counts) where they disagree."""
    path, moves = [], list(moves)
    while True:
        a, problems = chimera.divide(fen, depth)
        b = fsf_div if fsf_div is not None else fsf.divide(start, depth, moves)
        fsf_div = None
        only_a = sorted(set(a) - set(b))
        only_b = sorted(set(b) - set(a))
        diff = [m for m in sorted(a) if m in b and a[m] != b[m]]
        if only_a or only_b or problems or (diff and depth == 1) or (not diff and path):
            if diff and depth == 1:
                problems.append(f'depth-1 counts differ: {diff}')
            if not (only_a or only_b or diff or problems):
                problems.append('counts differ one level up, but not here')
            # Fairy-Stockfish's FEN may not carry everything its game does (seirawan: a file
            # letter in the castling field is read back as a castling right as well).
            c = fsf.divide(fen, depth)
            if c != b:
                problems.append('note: Fairy-Stockfish counts differently from this FEN alone than '
                                'from the moves that led here: from the FEN only '
                                f'{sorted(set(c) - set(b))}, from the moves only {sorted(set(b) - set(c))}')
            return {'fen': fen, 'path': path, 'depth': depth, 'only_chimera': only_a,
                    'only_fsf': only_b, 'problems': problems, 'moves': moves}
        if not diff:
            return None
        m = diff[0]
        path.append(f'{m} ({a[m]} vs {b[m]})')
        moves.append(m)
        fen = fsf.fen(start, moves)
        depth -= 1


# --------------------------------------------------------------------------------------------
# what the games covered: move kinds seen in the compared positions' move lists

MOVE_RE = re.compile(r'^([a-z])(\d+)([a-z])(\d+)(.*)$')
KINDS = ('capture', 'castling', 'en-passant', 'promotion', 'drop', 'gating', 'pass', 'wall', 'in-check')


def board_of(fen):
    """{square name: piece letter (with a leading + if promoted)} from a FEN's board field."""
    field = fen.split()[0].split('[')[0]
    ranks = field.split('/')
    board = {}
    for r, row in enumerate(ranks):
        rank = len(ranks) - r
        file, i, plus = 0, 0, ''
        while i < len(row):
            c = row[i]
            if c.isdigit():
                j = i
                while j < len(row) and row[j].isdigit():
                    j += 1
                file += int(row[i:j])
                i = j
                continue
            if c == '+':
                plus = '+'
            elif c.isalpha() or c == '*':  # '*': a wall
                board[f'{chr(ord("a") + file)}{rank}'] = plus + c
                file, plus = file + 1, ''
            i += 1  # '~' (promoted, crazyhouse) and anything else: skipped
    return board


def move_kinds(fen, move, with_pawn=False):
    """The kinds (see KINDS) of one move in UCI notation, judged from the position's FEN;
    with_pawn: also 'pawn' for a move of a pawn. A wall placed with the move follows a comma
    (e2e4,e4d5: the square the move ends on, then the wall's)."""
    move, comma, _ = move.partition(',')
    walls = ['wall'] if comma else []
    if '@' in move:
        return ['drop'] + walls
    return move_kinds_of(fen, move, with_pawn) + walls


def move_kinds_of(fen, move, with_pawn):
    """move_kinds of a move without a wall."""
    m = MOVE_RE.match(move)
    if not m:
        return []
    fr, to, suffix = m.group(1) + m.group(2), m.group(3) + m.group(4), m.group(5)
    if fr == to and not suffix:
        return ['pass']
    board = board_of(fen)
    piece, target = board.get(fr, ''), board.get(to, '')
    fields = fen.split()
    kinds = ['pawn'] if with_pawn and piece[-1:].upper() == 'P' else []
    own = piece[-1:].isupper()
    if piece[-1:].upper() == 'K' and (abs(ord(fr[0]) - ord(to[0])) >= 2
                                     or (target and target[-1:].isupper() == own)):
        kinds.append('castling')
    elif target:
        kinds.append('capture')
    elif piece[-1:].upper() == 'P' and len(fields) > 3 and to in re.findall(r'[a-z]\d+', fields[3]):
        # The field may list several squares (c5d6); a Berolina pawn takes straight ahead.
        kinds.append('en-passant')
    if suffix:
        if suffix == '+' or (piece[-1:].upper() == 'P' and not piece.startswith('+')):
            kinds.append('promotion')
        else:
            kinds.append('gating')
    return kinds


def play_game(args, index, start_fen, stop):
    """Plays one random game; returns (positions checked, failure dict or None, move-kind counts).
    A position already compared (in any game of this run) is not compared again."""
    rng = random.Random(f'{args.seed}:{index}')
    chimera = Chimera(args.chimera, args.defn, args.mapping)
    fsf = Fsf(args.fsf, args.fsf_variant, args.fsf_ini, args.fsf_options)
    checked, played = 0, []
    fen = start_fen
    stats = dict.fromkeys(KINDS + ('fen-not-round-trip',), 0)
    try:
        for ply in range(args.plies + 1):
            if stop.is_set():
                break
            fen, check = fsf.show(start_fen, played)
            if len(played) != ply:
                raise EngineError('lost track of the game')
            fresh = False
            if ply % args.every == 0:
                key = ' '.join(fen.split()[:-1])  # the FEN without the move number
                with args.lock:
                    fresh = key not in args.seen
                    args.seen.add(key)
            moves = None
            if fresh:
                # Chimera sees only the FEN, so Fairy-Stockfish gets the same FEN (no history),
                # unless its FEN does not describe its own position (it does not read back the
                # same), in which case it counts from the game's moves.
                if fsf.fen(fen) == fen:
                    base, hist = fen, []
                else:
                    base, hist = start_fen, list(played)
                    stats['fen-not-round-trip'] += 1
                div = fsf.divide(base, args.depth, hist)
                for move in div:
                    for kind in move_kinds(fen, move):
                        stats[kind] += 1
                stats['in-check'] += check
                failure = compare(chimera, fsf, base, hist, fen, args.depth, div)
                checked += 1
                if failure:
                    failure.update(game=index, ply=ply, start=start_fen, played=list(played),
                                   top=fen, history=bool(hist))
                    return checked, failure, stats
                if hist:
                    moves = sorted(div)
            if moves is None:  # the game's legal moves (with its history, e.g. Janggi's passes)
                moves = sorted(fsf.divide(start_fen, 1, played))
            if not moves or ply == args.plies:
                break
            if args.weights:
                weights = []
                for mv in moves:
                    w = 1.0
                    for kind in move_kinds(fen, mv, with_pawn=True):
                        w *= args.weights.get(kind, 1.0)
                    weights.append(w)
                move = rng.choices(moves, weights)[0]
            else:
                move = rng.choice(moves)
            played.append(move)
        return checked, None, stats
    except EngineError as e:
        return checked, {'game': index, 'ply': len(played), 'start': start_fen, 'played': played,
                         'top': fen, 'error': str(e)}, stats
    finally:
        fsf.close()


def report(args, f):
    out = [f'DISAGREEMENT in game {f["game"]} at ply {f["ply"]}']
    out.append(f'  start: {f["start"]}')
    if f['played']:
        out.append(f'  moves: {" ".join(f["played"])}')
    if 'error' in f:
        out.append(f'  position: {f["top"]}')
        out.append(f'  error: {f["error"]}')
        return '\n'.join(out)
    if f.get('history'):
        out.append('  (Fairy-Stockfish counted from the moves: its FEN of this position does not '
                   'read back the same)')
    if f['path']:
        out.append(f'  checked: {f["top"]}  (depth {args.depth}); descended {" ".join(f["path"])}')
    out.append(f'  position: {f["fen"]}')
    if f['only_chimera']:
        out.append(f'  moves only Chimera generates:         {" ".join(f["only_chimera"])}')
    if f['only_fsf']:
        out.append(f'  moves only Fairy-Stockfish generates: {" ".join(f["only_fsf"])}')
    for p in f['problems']:
        out.append(f'  {p}')
    out.append(f'  reproduce: /work/shared/tools/perft-diff --def {args.defn} --fsf-variant '
               f'{args.fsf_variant} --chimera {args.chimera} --fen "{f["fen"]}" --depth 1')
    return '\n'.join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--def', dest='defn', required=True, help='Chimera definition file')
    ap.add_argument('--fsf-variant', required=True, help='variant name for Fairy-Stockfish')
    ap.add_argument('--games', type=int, default=10, help='random games from each start position (10)')
    ap.add_argument('--plies', type=int, default=100, help='plies per game at most (100)')
    ap.add_argument('--depth', type=int, default=2, help='perft depth of each comparison (2)')
    ap.add_argument('--every', type=int, default=1, help='compare at every K-th ply (1)')
    ap.add_argument('--seed', type=int, default=1, help='random seed (1)')
    ap.add_argument('--fens', help='file of further start positions, one FEN a line (# comments)')
    ap.add_argument('--no-startpos', action='store_true', help='play only from the --fens positions')
    ap.add_argument('--chimera', default=str(ROOT / 'build' / 'chimera'), help='chimera executable')
    ap.add_argument('--fsf', help='fairy-stockfish executable')
    ap.add_argument('--fsf-ini', help='variants.ini for Fairy-Stockfish (absolute path)')
    ap.add_argument('--fsf-option', action='append', default=[], metavar='NAME=VALUE',
                    help='a UCI option for Fairy-Stockfish, e.g. UCI_Chess960=true (repeatable)')
    ap.add_argument('--random-starts', type=int, default=0, metavar='N',
                    help="also play from N of the definition's shuffled starts (chimera start --count N)")
    ap.add_argument('--map', action='append', default=[],
                    help="translate a Chimera move spelling: 'chimera=fsf' (repeatable)")
    ap.add_argument('--weight', action='append', default=[], metavar='KIND=W',
                    help='make random moves of a kind W times as likely (repeatable); kinds: '
                         + ', '.join(k for k in KINDS if k != 'in-check') + ', pawn (any pawn move)')
    ap.add_argument('--jobs', type=int, default=1, help='games played in parallel (1)')
    ap.add_argument('--keep-going', action='store_true',
                    help='after a disagreement, abandon that game and go on with the others')
    ap.add_argument('-v', '--verbose', action='store_true', help='one line per finished game')
    args = ap.parse_args()
    if args.depth < 1 or args.every < 1 or args.games < 0 or args.plies < 0:
        ap.error('--depth and --every must be at least 1; --games and --plies not negative')
    latest = Path.home() / '.cache' / 'fairy-stockfish'  # ../shared/tools/fairy-stockfish/build
    args.fsf = args.fsf or next((str(p) for p in (latest / 'fsf-large', latest / 'fsf-8x8') if p.exists()), None) \
        or shutil.which('fairy-stockfish') or '/usr/games/fairy-stockfish'
    args.mapping = dict(m.split('=', 1) for m in args.map)
    args.fsf_options = [tuple(o.split('=', 1)) for o in args.fsf_option if '=' in o]
    try:
        args.weights = {k: float(v) for k, v in (w.split('=', 1) for w in args.weight)}
    except ValueError:
        ap.error("--weight takes KIND=NUMBER, e.g. --weight promotion=20")
    if not Path(args.chimera).exists():
        ap.error(f'no chimera executable at {args.chimera} (build it, or give --chimera)')

    t0 = time.time()
    starts = []
    try:
        fsf = Fsf(args.fsf, args.fsf_variant, args.fsf_ini, args.fsf_options)
        fsf_start = fsf.fen()
        if not args.no_startpos:
            starts.append(fsf_start)
            # Chimera's own start position (no --fen) must give the same moves.
            a, _ = Chimera(args.chimera, args.defn, args.mapping).divide(None, 1)
            b = fsf.divide(fsf_start, 1)
            if set(a) != set(b):
                print(f'warning: the start positions differ: only Chimera {sorted(set(a) - set(b))}, '
                      f'only Fairy-Stockfish {sorted(set(b) - set(a))} (FSF start {fsf_start})')
        lines = []
        if args.random_starts:  # Chimera's shuffled starts (Chess960): chimera start --count N
            res = subprocess.run([args.chimera, 'start', args.defn, '--count', str(args.random_starts)],
                                 capture_output=True, text=True)
            if res.returncode != 0:
                sys.exit(f'crosscheck: chimera start failed: {res.stderr.strip()}')
            lines += res.stdout.splitlines()
        if args.fens:
            lines += Path(args.fens).read_text().splitlines()
        if lines:
            for line in lines:
                line = line.split('#', 1)[0].strip()
                if line:
                    starts.append(fsf.fen(line))  # normalised by Fairy-Stockfish
        fsf.close()
    except EngineError as e:
        sys.exit(f'crosscheck: {e}')

    jobs = [(i, s) for s in starts for i in [None] * args.games]
    jobs = [(n, s) for n, (_, s) in enumerate(jobs)]
    stop = threading.Event()
    lock = threading.Lock()
    args.lock, args.seen = threading.Lock(), set()
    total, failures = 0, []
    stats = dict.fromkeys(KINDS + ('fen-not-round-trip',), 0)

    def run(job):
        n, s = job
        if stop.is_set():
            return n, 0, None, {}
        checked, failure, st = play_game(args, n, s, stop)
        with lock:
            if failure and not args.keep_going:
                stop.set()
            if args.verbose:
                print(f'game {n}: {checked} positions{" FAILED" if failure else ""}', flush=True)
        return n, checked, failure, st

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        results = sorted(ex.map(run, jobs) if args.jobs > 1 else map(run, jobs), key=lambda r: r[0])
    for n, checked, failure, st in results:
        total += checked
        for k, v in st.items():
            stats[k] += v
        if failure:
            failures.append(failure)
            if not args.keep_going:
                break
    for f in failures:
        print(report(args, f))
    elapsed = time.time() - t0
    name = Path(args.defn).stem
    print(f'{name}: moves seen in the compared positions: '
          + ', '.join(f'{k} {v}' for k, v in stats.items() if k in KINDS and k != 'in-check')
          + f'; positions in check: {stats["in-check"]}'
          + (f'; compared from the game\'s moves, as Fairy-Stockfish\'s FEN did not read back the '
             f'same: {stats["fen-not-round-trip"]}' if stats['fen-not-round-trip'] else ''))
    if failures:
        agreed = total - len(failures)
        print(f'{name}: FAILED: {len(failures)} disagreement(s); {agreed} of {total} positions agree '
              f'({len(jobs)} games, depth {args.depth}, {elapsed:.1f} s)')
        return 1
    print(f'{name}: {total} positions agree ({len(jobs)} games, depth {args.depth}, {elapsed:.1f} s)')
    return 0


if __name__ == '__main__':
    sys.exit(main())
