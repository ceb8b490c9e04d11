"""Time `readout ocr --level accurate` on every large real camera photo of Evaluation/camera-real
(8 megapixels or more: the phones' 12-MP shots and the 8-MP ones) beside the `tesseract`
command on the same file, each alone on one core, and the CER of both. Prints one row per photo,
then the median and worst time of each and their ratios.
Usage: real_photos.py READOUT [--split dev|report|all] [--manifest MANIFEST]
(--manifest: another set of the same columns, such as make-camera-set.py --desk-shots writes)"""
import csv
import statistics
import subprocess
import sys
import time
from importlib import import_module
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Scripts"))
camera = import_module("eval-camera-set")
readout = sys.argv[1]
split = sys.argv[sys.argv.index("--split") + 1] if "--split" in sys.argv else "all"
manifest = sys.argv[sys.argv.index("--manifest") + 1] if "--manifest" in sys.argv else "Evaluation/camera-real/manifest.tsv"

rows = [r for r in csv.DictReader(open(ROOT / manifest), delimiter="\t")
        if split in ("all", r["split"])]
sizes = {r["image"]: Image.open(ROOT / r["image"]).size for r in rows}
large = [r for r in rows if sizes[r["image"]][0] * sizes[r["image"]][1] >= 7_900_000]


def timed(command):
    start = time.time()
    out = subprocess.run(["taskset", "-c", "0", *command], capture_output=True, text=True,
                         env={"OMP_THREAD_LIMIT": "1", "PATH": "/usr/bin:/bin"})
    return out.stdout, time.time() - start


ours, theirs = [], []
print("photo\tsplit\tmegapixels\treadout s\treadout CER\ttesseract s\ttesseract CER")
for row in large:
    photo = str(ROOT / row["image"])
    truth = (ROOT / row["ground_truth"]).read_text()
    text, a = timed([readout, "ocr", "--level", "accurate", photo])
    plain, b = timed(["tesseract", photo, "-"])
    ours.append(a)
    theirs.append(b)
    width, height = sizes[row["image"]]
    print(f"{Path(photo).name}\t{row['split']}\t{width * height / 1e6:.1f}\t{a:.2f}\t{camera.cer(text, truth):.3f}"
          f"\t{b:.2f}\t{camera.cer(plain, truth):.3f}")
print(f"{len(large)} large photos, one core: readout accurate median {statistics.median(ours):.2f} s, worst {max(ours):.2f} s; "
      f"tesseract command median {statistics.median(theirs):.2f} s, worst {max(theirs):.2f} s; "
      f"ratio of medians {statistics.median(ours) / statistics.median(theirs):.2f}, of worsts {max(ours) / max(theirs):.2f}")
