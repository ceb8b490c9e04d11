#!/usr/bin/env python3
"""The page finder on the real camera photos (Evaluation/camera-real): per photo with hand-marked
corners, the largest distance from a found corner to its marked one as a share of the image
diagonal (the corners matched in the order that fits best), or "missed"; per photo without marked
corners, whether a page was claimed anyway. Prints one row per photo, then per split: found within
2 % of the diagonal, found farther off, missed, and false claims.

Usage, from the repository root after building `readout`:
    Scripts/eval-page-finder.py [--readout .build/release/readout] [--split dev|report|all]
                                [--manifest DIR/manifest.tsv]
--manifest measures another set whose marks (`{"corners": …}`) lie beside its images as NAME.json,
as `make-camera-set.py --desk-shots` writes them.
"""

import argparse
import csv
import json
import math
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SET = ROOT / "Evaluation" / "camera-real"


def corner_error(found, marked, diagonal):
    """The worst corner's distance over the diagonal, for the cyclic order (either direction) that fits best."""
    best = math.inf
    for order in (marked, marked[::-1]):
        for shift in range(4):
            turned = order[shift:] + order[:shift]
            worst = max(math.dist(a, b) for a, b in zip(found, turned))
            best = min(best, worst)
    return best / diagonal


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--readout", default=str(ROOT / ".build" / "release" / "readout"))
    parser.add_argument("--split", default="all")
    parser.add_argument("--manifest")
    args = parser.parse_args()

    def marks_of(row):
        if args.manifest:
            return Path(row["image"]).with_suffix(".json")
        return SET / "marks" / f"{Path(row['ground_truth']).stem}.json"

    manifest = Path(args.manifest) if args.manifest else SET / "manifest.tsv"
    rows = [r for r in csv.DictReader(open(manifest), delimiter="\t") if args.split in ("all", r["split"])]
    rows = [r for r in rows if marks_of(r).exists()]
    files = [str(ROOT / r["image"]) for r in rows]
    out = subprocess.run([args.readout, "page", "--json", *files], capture_output=True, text=True, check=True)
    found = {}
    for line in out.stdout.splitlines():
        report = json.loads(line)
        found[report["file"]] = report
    sizes = {}
    try:
        from PIL import Image, ImageOps
        for file in files:
            sizes[file] = ImageOps.exif_transpose(Image.open(file)).size
    except ImportError:
        sys.exit("needs Pillow (.venv-bench/bin/python)")

    totals = defaultdict(lambda: defaultdict(int))
    print("photo\tsplit\tmarked\tfound\terror/diagonal\tms")
    for row, file in zip(rows, files):
        marks = json.loads(marks_of(row).read_text())
        report = found[file]
        width, height = sizes[file]
        diagonal = math.hypot(width, height)
        marked, corners = marks.get("corners"), report.get("corners")
        if marked and corners:
            error = corner_error(corners, marked, diagonal)
            outcome = "within" if error <= 0.02 else "off"
            cell = f"{error:.3f}"
        elif marked:
            outcome, cell = "missed", "-"
        else:
            outcome, cell = ("false claim" if corners else "no page, none claimed"), "-"
        totals[row["split"]][outcome] += 1
        print(f"{Path(file).name}\t{row['split']}\t{'yes' if marked else 'no'}\t{'yes' if corners else 'no'}\t{cell}\t{report['milliseconds']}")
    print()
    for split, counts in sorted(totals.items()):
        print(split + ": " + ", ".join(f"{name} {count}" for name, count in sorted(counts.items())))


if __name__ == "__main__":
    sys.exit(main())
