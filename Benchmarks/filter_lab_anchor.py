"""The anchor for Filter Lab's per-action latency in `make bench`: the same actions on the same
3-megapixel photo done with off-the-shelf parts and no server: Pillow's Gaussian blur (a box
approximation whose cost does not grow with the radius, like Readout's) or OpenCV's threshold,
then the `tesseract` command on the result (TSV: words, boxes and confidences, as Readout
returns). Prints one JSON line per action with p50/p95 milliseconds, labelled as filter_lab.py's.

Additive presses filter the picture shown; the slider and the segments filter the original.
The anchor keeps no cache, so "slider 25% blur" is a full blur here (Readout answers it from its
image cache)."""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

import cv2
import numpy as np
from PIL import Image, ImageFilter

from blur_anchor import srgb_threshold_byte

photo, runs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 5
folder = tempfile.mkdtemp()
original = Image.open(photo).convert("RGB")
original.load()
# CIColorThreshold at 0.5 × 0.25 compares linear light; the byte where sRGB agrees with it.
cutoff = srgb_threshold_byte(0.125)


def recognise(image):
    """The tesseract command on `image`, as a fresh process does it (PPM: no encode cost to speak of)."""
    path = os.path.join(folder, "shown.ppm")
    image.save(path)
    subprocess.run(["tesseract", path, "stdout", "tsv"], check=True, capture_output=True,
                   env={**os.environ, "OMP_THREAD_LIMIT": "1"})


def blur(image, intensity):
    return image.filter(ImageFilter.GaussianBlur(100 * intensity))


def binarize(image, intensity):
    assert intensity == 0.25
    pixels = cv2.threshold(np.asarray(image), cutoff, 255, cv2.THRESH_BINARY)[1]
    return Image.fromarray(pixels)


def timed(make):
    """Milliseconds to make the picture and recognise it; returns (picture, milliseconds)."""
    started = time.perf_counter()
    picture = make()
    recognise(picture)
    return picture, (time.perf_counter() - started) * 1000


times = {name: [] for name in ("blur", "blur 25%", "blur 75%", "original", "binarize", "slider 300% blur", "slider 25% blur")}
recognise(original)  # warm the page cache and the model file
for _ in range(runs):
    shown, ms = timed(lambda: blur(original, 0.25))
    times["blur"].append(ms)
    shown, ms = timed(lambda: blur(shown, 0.25))
    times["blur 25%"].append(ms)
    shown, ms = timed(lambda: blur(shown, 0.75))
    times["blur 75%"].append(ms)
    times["slider 300% blur"].append(timed(lambda: blur(original, 3))[1])
    times["slider 25% blur"].append(timed(lambda: blur(original, 0.25))[1])
    times["original"].append(timed(lambda: original)[1])
    times["binarize"].append(timed(lambda: binarize(original, 0.25))[1])

for name, values in times.items():
    values.sort()
    p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
    print(json.dumps({"library": "anchor", "op": "filter-lab", "action": name, "runs": len(values),
                      "p50": round(statistics.median(values), 1), "p95": round(p95, 1)}))
