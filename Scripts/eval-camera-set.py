#!/usr/bin/env python3
"""Text recognition on the camera set (Evaluation/camera/manifest.tsv), beside the `tesseract` command.

Per image and reader: CER (edit distance / ground-truth characters, whitespace collapsed), word
recall (ground-truth words read, case-sensitive, punctuation at the ends ignored) and junk
(words read that match no ground-truth word and hold no letter or digit run of 2+, e.g.
`{ : ;`, `|`, `_`). Prints one row per image, then the mean per split and reader.

Usage, from the repository root after building `readout`:
    Scripts/eval-camera-set.py [--readout .build/release/readout] [--split dev|report|all]
                               [--levels accurate,fast] [--no-tesseract] [--only NAME]
"""

import argparse
import csv
import json
import re
import subprocess
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SET = ROOT / "Evaluation" / "camera"


# Typographic quotes, dashes and ellipses are written as printed in the real photos' transcriptions;
# readers differ in which form they answer, which is not what is measured here.
TYPOGRAPHY = str.maketrans({"‘": "'", "’": "'", "“": '"', "”": '"', "–": "-", "—": "-", "…": "..."})


def normalized(text):
    return " ".join(text.translate(TYPOGRAPHY).split())


def edit_distance(a, b):
    if len(a) < len(b):
        a, b = b, a
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j - 1] + (ca != cb), previous[j] + 1, current[j - 1] + 1))
        previous = current
    return previous[-1]


def cer(read, truth):
    truth, read = normalized(truth), normalized(read)
    return edit_distance(read, truth) / max(1, len(truth)) if truth else float(bool(read))


def words(text):
    return [w.strip(".,;:!?\"'()“”‘’") for w in text.split() if w.strip(".,;:!?\"'()“”‘’")]


def recall_and_junk(read, truth):
    expected = Counter(words(truth))
    got = Counter(words(read))
    found = sum(min(count, got[word]) for word, count in expected.items())
    junk = sum(count for word, count in got.items()
               if word not in expected and not re.search(r"[A-Za-z0-9]{2,}", word))
    return found / max(1, sum(expected.values())), junk, sum(got.values())


def readout(binary, level, files):
    out = subprocess.run([binary, "ocr", "--json", "--level", level, *files],
                         capture_output=True, text=True, check=True)
    results = {}
    for line in out.stdout.splitlines():
        row = json.loads(line)
        words = [w for line in row["lines"] for w in line["words"]]
        weight = sum(len(w["text"]) for w in words)
        confidence = sum(w["confidence"] * len(w["text"]) for w in words) / weight if weight else 0
        results[row["file"]] = (row["text"], row["milliseconds"] / 1000, confidence)
    return results


def tesseract(file):
    start = time.time()
    out = subprocess.run(["tesseract", file, "-"], capture_output=True, text=True,
                         env={"OMP_THREAD_LIMIT": "1", "PATH": "/usr/bin:/bin"})
    return out.stdout, time.time() - start, 0


def cached_tesseract(file, cache):
    """The `tesseract` command's reading of `file`, kept in `cache` (a folder) when one is named:
    the command's answer never changes, and it takes minutes over a set of 12-megapixel photos."""
    if not cache:
        return tesseract(file)
    stored = Path(cache) / (Path(file).name + ".json")
    if stored.exists():
        return tuple(json.loads(stored.read_text()))
    result = tesseract(file)
    stored.parent.mkdir(parents=True, exist_ok=True)
    stored.write_text(json.dumps(result))
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--readout", default=str(ROOT / ".build" / "debug" / "readout"))
    parser.add_argument("--split", default="all")
    parser.add_argument("--levels", default="accurate,fast")
    parser.add_argument("--no-tesseract", action="store_true")
    parser.add_argument("--only")
    parser.add_argument("--manifest", help="another manifest of the same columns (make-camera-set.py --more-dev)")
    parser.add_argument("--tesseract-cache", help="a folder keeping the tesseract command's readings between runs")
    parser.add_argument("--save-texts", help="a folder to write each reader's text per image into")
    parser.add_argument("--data-set", help="measure ../shared/data/SET (ocr, ocr-test) instead of the camera set")
    args = parser.parse_args()

    rows = list(csv.DictReader(open(args.manifest or SET / "manifest.tsv"), delimiter="\t"))
    if args.data_set:
        # A set of ../shared/data (ocr, ocr-test): pages and lines with text ground truth.
        folder = ROOT.parent / "shared" / "data" / args.data_set
        rows = [dict(image=str(folder / r["image"]), ground_truth=str(folder / r["ground_truth"]), split=args.data_set,
                     kind=r["kind"].split(" ")[0])
                for r in csv.DictReader(open(folder / "manifest.tsv"), delimiter="\t") if r["ground_truth"].endswith(".txt")]
    rows = [r for r in rows if args.split in ("all", r["split"]) and (not args.only or args.only in r["image"])]
    files = [str(ROOT / r["image"]) for r in rows]
    readers = {f"readout-{level}": readout(args.readout, level, files) for level in args.levels.split(",")}
    if not args.no_tesseract:
        readers["tesseract-cli"] = {f: cached_tesseract(f, args.tesseract_cache) for f in files}
    if args.save_texts:
        # Each reader's text per image, to study a reading or score it again without reading again.
        for name, results in readers.items():
            folder = Path(args.save_texts) / name
            folder.mkdir(parents=True, exist_ok=True)
            for file, (text, seconds, _) in results.items():
                (folder / (Path(file).stem + ".txt")).write_text(text)

    totals = defaultdict(lambda: defaultdict(list))
    names = list(readers)
    print("image\tsplit\tkind\t" + "\t".join(f"{n} CER\trecall\tjunk/words\ts\tconfidence" for n in names))
    for row, file in zip(rows, files):
        truth = (ROOT / row["ground_truth"]).read_text()
        cells = []
        for name in names:
            text, seconds, confidence = readers[name][file]
            error = cer(text, truth)
            recall, junk, count = recall_and_junk(text, truth)
            for key, value in (("cer", error), ("recall", recall), ("junk", junk), ("seconds", seconds)):
                totals[(row["split"], row["kind"], name)][key].append(value)
            cells.append(f"{error:.3f}\t{recall:.2f}\t{junk}/{count}\t{seconds:.2f}\t{confidence:.2f}")
        print(f"{Path(row['image']).name}\t{row['split']}\t{row['kind']}\t" + "\t".join(cells))
    print()
    print("split\tkind\treader\timages\tmean CER\tmean recall\tjunk words\tmean s")
    for (split, kind, name), values in sorted(totals.items()):
        n = len(values["cer"])
        print(f"{split}\t{kind}\t{name}\t{n}\t{sum(values['cer']) / n:.4f}\t{sum(values['recall']) / n:.3f}"
              f"\t{sum(values['junk'])}\t{sum(values['seconds']) / n:.2f}")


if __name__ == "__main__":
    sys.exit(main())
