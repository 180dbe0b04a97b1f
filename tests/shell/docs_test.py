#!/usr/bin/env python3
"""The docs as a user reads them (docs/design.md, "Docs are tested").

  docs_test.py examples CHIMERA SOURCE_DIR        every ```chimera block passes `chimera check`,
                                                  every ```chimera-fail block gives exactly the
                                                  diagnostics of the ```text block after it, and
                                                  every "`chimera perft ...` counts N leaves" is exact
  docs_test.py self-contained SOURCE_DIR          definitions and docs point only inside the product
  docs_test.py pages CHIMERA SOURCE_DIR           docs/variants/*.html are what `chimera page` writes now

Each prints one line per problem, naming the doc and line, and exits 1 if there is any.
"""
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

# "`chimera perft ARGS` counts N leaves": the one form a stated perft count takes.
PERFT = re.compile(r"`chimera\s+perft\s+([^`]+)`\s+counts\s+(\d+)\s+leaves")
# A count in any other form, which the test could not check.
LOOSE_COUNT = re.compile(r"\bcounts\s+[\d,]*\d\b")
FILE_COMMENT = re.compile(r"//\s*file:\s*(\S+\.variant)\s*$")
VARIANT_NAME = re.compile(r"\bvariant\s+([A-Za-z_][\w-]*)")
# Pages that record measurements (node counts of timed runs, checked against Fairy-Stockfish by
# the benchmark that wrote them) rather than state what a command prints.
MEASUREMENTS = {"docs/performance.md", "docs/perf-table.md"}

problems = []


def problem(where, message):
    problems.append(f"{where}: {message}")


def docs(root):
    """The product's Markdown pages, as paths relative to root."""
    pages = [root / "README.md"] + sorted((root / "docs").glob("*.md")) + sorted((root / "docs/variants").glob("*.md"))
    return [p.relative_to(root).as_posix() for p in pages]


def fenced_blocks(text):
    """(line of the opening fence, info string, body) of every fenced block, in order."""
    blocks, lines, i = [], text.split("\n"), 0
    while i < len(lines):
        m = re.match(r"^```(\S*)\s*$", lines[i])
        if not m:
            i += 1
            continue
        start, body = i + 1, []
        i += 1
        while i < len(lines) and not lines[i].startswith("```"):
            body.append(lines[i])
            i += 1
        blocks.append((start, m.group(1), "\n".join(body) + "\n"))
        i += 1
    return blocks


def prose(text):
    """The text outside fenced blocks (the blocks blanked, so that offsets keep their lines)."""
    out, inside = [], False
    for line in text.split("\n"):
        fence = line.startswith("```")
        out.append(line if not (inside or fence) else "")
        inside ^= fence
    return "\n".join(out)


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def run(args, cwd, env):
    p = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True)
    return p.returncode, p.stdout + p.stderr


def write_blocks(doc, text, tmp, named, checks):
    """Writes the doc's chimera blocks to files; appends (where, folder, file, expected
    diagnostics or None) to checks."""
    blocks = fenced_blocks(text)
    for k, (line, info, body) in enumerate(blocks):
        if info not in ("chimera", "chimera-fail"):
            continue
        where = f"{doc}:{line}"
        m = FILE_COMMENT.match(body.split("\n", 1)[0])
        if m:
            folder, name = named, m.group(1)
            if (folder / name).exists():
                problem(where, f"'{name}' is already a shipped definition or an earlier block")
                continue
        else:
            v = VARIANT_NAME.search(body)
            folder, name = tmp / f"block{len(checks)}", (v.group(1) if v else "example") + ".variant"
            folder.mkdir()
        (folder / name).write_text(body, encoding="utf-8")
        expected = None
        if info == "chimera-fail":
            following = blocks[k + 1] if k + 1 < len(blocks) else None
            if not following or following[1] != "text":
                problem(where, "a chimera-fail block needs its diagnostics in a ```text block right after it")
                continue
            expected = following[2]
        checks.append((where, folder, name, expected))


def stated_counts(doc, text, counts):
    """Appends (where, perft arguments, leaves) of every stated count to counts."""
    outside = prose(text)
    for m in PERFT.finditer(outside):
        counts.append((f"{doc}:{line_of(outside, m.start())}", " ".join(m.group(1).split()), int(m.group(2))))
    if doc in MEASUREMENTS:
        return
    for m in LOOSE_COUNT.finditer(PERFT.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), outside)):
        problem(f"{doc}:{line_of(outside, m.start())}",
                f"a count not written as \"`chimera perft ARGS` counts N leaves\": '{m.group(0)}'")


def check_block(chimera, env, where, folder, name, expected):
    status, out = run([chimera, "check", name], folder, env)
    if expected is None:
        if status != 0:
            problem(where, f"this example fails `chimera check`:\n{out.rstrip()}")
    elif status != 1 or out != expected:
        diff = difflib.unified_diff(expected.splitlines(), out.splitlines(), "the docs", "chimera check",
                                    lineterm="")
        problem(where, f"this example should fail with exactly the diagnostics below it (status 1, "
                f"got {status}):\n" + "\n".join(diff))


def check_count(chimera, env, root, named, where, args, n):
    argv = shlex.split(args)
    # A .variant file: a doc example by its name, else a path from the source folder.
    files = [a for a in argv if a.endswith(".variant")]
    if not files:
        problem(where, f"'chimera perft {args}' names no .variant file")
        return
    for f in files:
        argv[argv.index(f)] = str(named / f if (named / f).exists() else root / f)
    status, out = run([chimera, "perft"] + argv, named, env)
    got = re.search(r"^Nodes searched: (\d+)$", out, re.M)
    if status != 0 or not got:
        problem(where, f"'chimera perft {args}' failed (status {status}):\n{out.rstrip()}")
    elif int(got.group(1)) != n:
        problem(where, f"'chimera perft {args}' counts {got.group(1)} leaves, the docs say {n}")


def examples(chimera, root, tmp):
    # Named blocks join the shipped definitions in one folder, which `extends` searches from
    # anywhere ($CHIMERA_DEFINITIONS); every other block gets a folder of its own.
    named = tmp / "definitions"
    named.mkdir()
    for f in (root / "definitions").glob("*.variant"):
        (named / f.name).symlink_to(f)
    env = dict(os.environ, CHIMERA_DEFINITIONS=str(named))
    checks, counts = [], []
    for doc in docs(root):
        text = (root / doc).read_text(encoding="utf-8")
        write_blocks(doc, text, tmp, named, checks)
        stated_counts(doc, text, counts)
    for check in checks:
        check_block(chimera, env, *check)
    for count in counts:
        check_count(chimera, env, root, named, *count)
    print(f"{len(checks)} examples, {len(counts)} perft counts")


# Text that sends a reader outside the product: the development checkout's shared folder.
OUTSIDE = re.compile(r"\.\./shared|RULES\.md")
LINK = re.compile(r"\]\(([^)\s]+)\)")


def self_contained(root):
    shipped = sorted((root / "definitions").glob("*.variant")) + [root / "README.md"] + \
        sorted(p for p in (root / "docs").rglob("*") if p.is_file())
    for path in shipped:
        rel = path.relative_to(root).as_posix()
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for n, line in enumerate(text.split("\n"), 1):
            for m in OUTSIDE.finditer(line):
                problem(f"{rel}:{n}", f"points outside the product ('{m.group(0)}'): point at its own page instead")
            if path.suffix != ".md":
                continue
            for m in LINK.finditer(line):
                target = m.group(1).split("#", 1)[0]
                if not target or re.match(r"^[a-z]+:", target):
                    continue
                resolved = (path.parent / target).resolve()
                if root.resolve() not in resolved.parents and resolved != root.resolve():
                    problem(f"{rel}:{n}", f"link '{m.group(1)}' leads outside the product")
                elif not resolved.exists():
                    problem(f"{rel}:{n}", f"link '{m.group(1)}' leads nowhere")
    print(f"{len(shipped)} files")


def pages(chimera, root, tmp):
    status, out = run([str(root / "tools/scripts/make_pages.sh"), chimera, str(tmp)], root, None)
    if status != 0:
        problem("tools/scripts/make_pages.sh", f"failed (status {status}):\n{out.rstrip()}")
        return
    committed = {p.name for p in (root / "docs/variants").glob("*.html")}
    written = {p.name for p in tmp.glob("*.html")}
    hint = "regenerate the pages with tools/scripts/make_pages.sh (after building) and commit them"
    for name in sorted(written - committed):
        problem(f"docs/variants/{name}", f"missing: {hint}")
    for name in sorted(committed - written):
        problem(f"docs/variants/{name}", "no definition writes this page any more: delete it")
    for name in sorted(written & committed):
        if (tmp / name).read_bytes() != (root / "docs/variants" / name).read_bytes():
            problem(f"docs/variants/{name}", f"stale (chimera page writes it differently now): {hint}")
    print(f"{len(written)} pages")


def main():
    usage = __doc__.split("\n\n")[1]
    if len(sys.argv) < 3:
        sys.exit(usage)
    what, args = sys.argv[1], sys.argv[2:]
    with tempfile.TemporaryDirectory(prefix="chimera-docs-") as tmp:
        if what == "examples" and len(args) == 2:
            examples(str(Path(args[0]).resolve()), Path(args[1]).resolve(), Path(tmp))
        elif what == "self-contained" and len(args) == 1:
            self_contained(Path(args[0]).resolve())
        elif what == "pages" and len(args) == 2:
            pages(str(Path(args[0]).resolve()), Path(args[1]).resolve(), Path(tmp))
        else:
            sys.exit(usage)
    for p in problems:
        print(p)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
