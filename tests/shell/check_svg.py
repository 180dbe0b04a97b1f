#!/usr/bin/env python3
"""Checks the SVG and HTML that `chimera show --svg` and `chimera page` write.

  check_svg.py svg FILE [--count COLOUR=N]...   FILE is well-formed SVG; N elements are drawn
                                                 in COLOUR (fill or stroke)
  check_svg.py html FILE --svgs N [--text T]... every inline <svg> is well-formed, there are N
                                                 of them, the page fetches nothing, T occurs
"""
import argparse
import re
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"


def colour_counts(root):
    counts = {}
    for el in root.iter():
        for attr in ("fill", "stroke"):
            c = el.get(attr)
            if c and c != "none":
                counts[c] = counts.get(c, 0) + 1
    return counts


def check_counts(root, wanted, where):
    counts = colour_counts(root)
    ok = True
    for item in wanted:
        colour, n = item.split("=")
        if counts.get(colour, 0) != int(n):
            print(f"{where}: {counts.get(colour, 0)} elements in {colour}, expected {n}")
            ok = False
    return ok


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["svg", "html"])
    ap.add_argument("file")
    ap.add_argument("--count", action="append", default=[])
    ap.add_argument("--svgs", type=int)
    ap.add_argument("--text", action="append", default=[])
    a = ap.parse_args()
    text = open(a.file, encoding="utf-8").read()
    if a.mode == "svg":
        root = ET.fromstring(text.encode("utf-8"))
        if root.tag != SVG + "svg" or not root.get("width") or not root.get("viewBox"):
            print(f"{a.file}: the root is not an <svg> with a size")
            return 1
        return 0 if check_counts(root, a.count, a.file) else 1
    ok = True
    svgs = re.findall(r"<svg\b.*?</svg>", text, re.S)
    for i, s in enumerate(svgs):
        try:
            ET.fromstring(s.encode("utf-8"))
        except ET.ParseError as e:
            print(f"{a.file}: inline SVG {i + 1} is not well-formed: {e}")
            ok = False
    if a.svgs is not None and len(svgs) != a.svgs:
        print(f"{a.file}: {len(svgs)} inline SVGs, expected {a.svgs}")
        ok = False
    if re.search(r"""(src|href)\s*=\s*["'](?!#)""", text) or "@import" in text or "url(" in text:
        print(f"{a.file}: the page refers to an external resource")
        ok = False
    for t in a.text:
        if t not in text:
            print(f"{a.file}: missing text {t!r}")
            ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
