"""Replays the regression definitions kept from random_definitions.py's findings.

Each .variant file of the folder holds one or more lines

    // replay: DEPTH [--fen "FEN"] [--option N=V] -> EXPECTED

run as `chimera perft FILE DEPTH --check ...` (or, with EXPECTED `error: TEXT`, as `chimera
check FILE`). EXPECTED is `nodes N` (the walk passes every check and counts N leaves),
`broken: TEXT` (an invariant breaks and the report contains TEXT: a finding not fixed yet,
kept so that its fix shows) or `error: TEXT` (check rejects the file with TEXT).
"""
import re
import shlex

LINE = re.compile(r'^// replay: (.*?) -> (nodes \d+|broken: .*|error: .*)$')


def replay(tools, folder):
    rows = failed = 0
    for path in sorted(folder.glob('*.variant')):
        for line in path.read_text().splitlines():
            m = LINE.match(line)
            if not m:
                continue
            rows += 1
            words, expected = shlex.split(m.group(1)), m.group(2)
            if expected.startswith('error: '):
                code, out, err = tools.run([tools.chimera, 'check', str(path)])
                ok = code == 1 and expected[7:] in out
                got = f'exit {code}: {out.strip()[:300]}'
            else:
                code, out, err = tools.run([tools.chimera, 'perft', str(path), words[0], '--check'] + words[1:])
                if expected.startswith('nodes '):
                    ok = code == 0 and f'Nodes searched: {expected[6:]}\n' in out
                else:
                    ok = code == 3 and expected[8:] in err
                got = f'exit {code}: {(out + err).strip()[-300:]}'
            if not ok:
                failed += 1
                print(f'FAIL {path.name}: {m.group(1)}: expected {expected}, got {got}')
            else:
                print(f'ok   {path.name}: {m.group(1)} -> {expected}')
    print(f'{rows - failed} of {rows} replays as expected')
    return 1 if failed or not rows else 0
