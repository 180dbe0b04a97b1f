#!/usr/bin/env python3
"""Renders a variant page in headless Chromium and checks the screenshot: the PNG has the
window's size, is not blank, and shows the board's square colours and the move marks.

usage: browser_test.py CHIMERA DEFINITION WORKDIR
Exits 77 (skipped) when /usr/bin/chromium (or $CHIMERA_CHROMIUM) is not installed.
"""
import os
import struct
import subprocess
import sys
import zlib

CHROMIUM = os.environ.get("CHIMERA_CHROMIUM", "/usr/bin/chromium")
WIDTH, HEIGHT = 1000, 2000
DARK, LIGHT, BOTH = (0xB5, 0x88, 0x63), (0xF0, 0xD9, 0xB5), (0x1F, 0x6F, 0xD1)


def read_png(path):
    """Returns (width, height, rows of (r, g, b) tuples) of an 8-bit RGB or RGBA PNG."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    pos, idat, width = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in (2, 6) or interlace:
                raise ValueError(f"unsupported PNG: depth {depth}, colour type {colour}")
            bpp = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, bpp)])
        prev = line
    return width, height, rows


def main():
    chimera, definition, work = sys.argv[1:4]
    if not os.path.exists(CHROMIUM):
        print(f"skipped: {CHROMIUM} is not installed (apt-get install chromium)")
        return 77
    os.makedirs(work, exist_ok=True)
    out = subprocess.run([chimera, "page", definition, "-o", work], capture_output=True, text=True)
    if out.returncode != 0:
        print("chimera page failed:", out.stdout, out.stderr)
        return 1
    page = out.stdout.strip().removeprefix("wrote ")
    png = os.path.join(work, "page.png")
    if os.path.exists(png):
        os.remove(png)
    cmd = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
           f"--window-size={WIDTH},{HEIGHT}", f"--screenshot={png}", "file://" + os.path.abspath(page)]
    subprocess.run(cmd, capture_output=True, timeout=120)
    if not os.path.exists(png):
        print("chromium wrote no screenshot:", " ".join(cmd))
        return 1
    width, height, rows = read_png(png)
    counts = {}
    for row in rows:
        for px in row:
            counts[px] = counts.get(px, 0) + 1
    problems = []
    if (width, height) != (WIDTH, HEIGHT):
        problems.append(f"screenshot is {width}x{height}, expected {WIDTH}x{HEIGHT}")
    if len(counts) < 50:
        problems.append(f"only {len(counts)} colours: the page looks blank")
    # The start position shows 32 dark squares of 36x36 pixels, partly covered by pieces.
    for name, colour, least in (("dark squares", DARK, 20000), ("light squares", LIGHT, 20000),
                                ("move-or-capture marks", BOTH, 500)):
        if counts.get(colour, 0) < least:
            problems.append(f"{counts.get(colour, 0)} pixels of the {name} colour, expected {least} or more")
    for p in problems:
        print(p)
    print(f"{png}: {width}x{height}, {len(counts)} colours, dark {counts.get(DARK, 0)}, "
          f"light {counts.get(LIGHT, 0)}, marks {counts.get(BOTH, 0)}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
