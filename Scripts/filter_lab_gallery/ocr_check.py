"""The OCR check (--check): tesseract on each image and on a simulation of the app's Binarize
filter, scored by character error rate and word recall against gallery.json."""

import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

import numpy as np
from PIL import Image

from .settings import OUT


# ---------------------------------------------------------------------------
# OCR check
# ---------------------------------------------------------------------------

QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"',
                        "\u2014": "-", "\u2013": "-", "\u00a0": " "})


def normalise(s):
    return re.sub(r"\s+", " ", s.translate(QUOTES)).strip()


def levenshtein(a, b):
    if len(a) < len(b):
        a, b = b, a
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def words(s):
    return re.findall(r"[a-z0-9]+(?:[.,'/:&-][a-z0-9]+)*", s.translate(QUOTES).lower())


def score(ref, hyp):
    r, h = normalise(ref), normalise(hyp)
    cer = levenshtein(r, h) / max(1, len(r))
    rw, hw = Counter(words(ref)), Counter(words(hyp))
    found = sum(min(n, hw[w]) for w, n in rw.items())
    return cer, found / max(1, sum(rw.values()))


def tesseract(path):
    p = subprocess.run(["tesseract", str(path), "-"], capture_output=True, text=True)
    return p.stdout


def simulate_binarize(path, dest, threshold=0.125):
    """CIColorThreshold per channel in Core Image's linear working space."""
    a = np.asarray(Image.open(path).convert("RGB"), dtype=np.float32) / 255.0
    lin = np.where(a <= 0.04045, a / 12.92, ((a + 0.055) / 1.055) ** 2.4)
    out = (lin > threshold).astype(np.uint8) * 255
    Image.fromarray(out).save(dest)


def check(entries):
    if shutil.which("tesseract") is None:
        sys.exit("error: tesseract not found; apt-get install -y tesseract-ocr")
    print(f"{'id':18} {'CER':>6} {'words':>6}   {'bin CER':>7} {'words':>6}")
    good = 0
    with tempfile.TemporaryDirectory() as tmp:
        for e in entries:
            path = OUT / e["file"]
            cer, wr = score(e["text"], tesseract(path))
            bpath = Path(tmp) / (e["id"] + ".png")
            simulate_binarize(path, bpath)
            bcer, bwr = score(e["text"], tesseract(bpath))
            good += wr >= 0.5
            print(f"{e['id']:18} {cer:6.2f} {wr:6.0%}   {bcer:7.2f} {bwr:6.0%}", flush=True)
    print(f"{good}/{len(entries)} images: tesseract finds at least half of the words")
