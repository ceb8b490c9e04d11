#!/usr/bin/env python3
"""Filter Lab's gallery read at Original and after each filter, as the app shows them.

For every gallery picture (its script knows every word it drew, gallery.json) and every step
(Original, Blur 25 %, Binarize 25 %, Blur 100 %), the picture is filtered with `readout filter`
and read with `readout ocr` at each level. Per reading: words shown, words read, word recall
(case-sensitive, end punctuation ignored) and junk (tokens that are not a shown word and hold
no run of two letters or digits: `{ : ;`, `|`, `_`, `y ;`).

Usage, from the repository root after building `readout`:
    Scripts/eval-filter-lab-gallery.py [--readout .build/debug/readout] [--levels fast,accurate]
"""

import argparse
import json
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from importlib import import_module  # noqa: E402

camera = import_module("eval-camera-set")
ROOT = Path(__file__).resolve().parent.parent
GALLERY = ROOT / "Sources" / "ReadoutApps" / "Resources" / "FilterLabGallery"
STEPS = [("Original", None, None), ("Blur 25%", "blur", 0.25), ("Binarize 25%", "binarize", 0.25),
         ("Blur 100%", "blur", 1.0)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--readout", default=str(ROOT / ".build" / "debug" / "readout"))
    parser.add_argument("--levels", default="fast,accurate")
    args = parser.parse_args()
    items = json.loads((GALLERY / "gallery.json").read_text())
    levels = args.levels.split(",")
    totals = defaultdict(lambda: [0, 0, 0, 0])  # (step, level) → shown, found, read, junk
    with tempfile.TemporaryDirectory() as folder:
        files = {}
        for item in items:
            for step, kind, intensity in STEPS:
                source = str(GALLERY / item["file"])
                if kind:
                    target = f"{folder}/{item['id']}-{kind}-{intensity}.png"
                    subprocess.run([args.readout, "filter", kind, "--intensity", str(intensity), source, target],
                                   check=True, capture_output=True)
                    source = target
                files[(item["id"], step)] = source
        readings = {level: camera.readout(args.readout, level, list(files.values())) for level in levels}
        print("picture\tstep\t" + "\t".join(f"{level}: read/shown\trecall\tjunk" for level in levels))
        for item in items:
            shown = len(camera.words(item["text"]))
            for step, _, _ in STEPS:
                cells = []
                for level in levels:
                    text = readings[level][files[(item["id"], step)]][0]
                    recall, junk, count = camera.recall_and_junk(text, item["text"])
                    cells.append(f"{count}/{shown}\t{recall:.2f}\t{junk}")
                    total = totals[(step, level)]
                    total[0] += shown; total[1] += round(recall * shown); total[2] += count; total[3] += junk
                print(f"{item['id']}\t{step}\t" + "\t".join(cells))
    print("\nstep\tlevel\twords shown\twords read\trecall\tjunk")
    for (step, level), (shown, found, read, junk) in totals.items():
        print(f"{step}\t{level}\t{shown}\t{read}\t{found / shown:.3f}\t{junk}")


if __name__ == "__main__":
    sys.exit(main())
