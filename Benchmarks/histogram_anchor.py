#!/usr/bin/env python3
"""OpenCV timing anchor for the Meters histogram pipeline.

Times what the Meters app does per photo pair (its seed's `compareImage:with:`):
cvtColor RGB->HSV, calcHist over hue x saturation (50 x 60 bins, ranges [0,180) x [0,256)),
normalize NORM_MINMAX to [0, 1] -- for two images -- then compareHist with correlation,
chi-square, intersection and Bhattacharyya. Decoding is not timed: the Swift side is timed
from decoded RGBA pixels too.

Usage: histogram_anchor.py IMAGE [SECOND_IMAGE] [--runs N] [--warmup N]
Prints one JSON object per line, e.g.
  {"library": "opencv", "op": "histogram", "milliseconds": 41.2, ...}
"""
import argparse
import json
import statistics
import time

import cv2
import numpy as np

HIST_SIZE = [50, 60]
RANGES = [0, 180, 0, 256]
METHODS = [cv2.HISTCMP_CORREL, cv2.HISTCMP_CHISQR, cv2.HISTCMP_INTERSECT, cv2.HISTCMP_BHATTACHARYYA]


def load_rgb(path):
    bgr = cv2.imread(path, cv2.IMREAD_COLOR)
    if bgr is None:
        raise SystemExit(f"cannot read image {path}")
    # The Swift side starts from RGB(A) bytes, so convert once here, outside the timing.
    return np.ascontiguousarray(cv2.cvtColor(bgr, cv2.COLOR_BGR2RGB))


def histogram(rgb):
    hsv = cv2.cvtColor(rgb, cv2.COLOR_RGB2HSV)
    hist = cv2.calcHist([hsv], [0, 1], None, HIST_SIZE, RANGES)
    cv2.normalize(hist, hist, alpha=0, beta=1, norm_type=cv2.NORM_MINMAX)
    return hist


def pipeline(first, second):
    a = histogram(first)
    b = histogram(second)
    return [cv2.compareHist(a, b, method) for method in METHODS]


def median_ms(fn, runs, warmup):
    for _ in range(warmup):
        fn()
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("image")
    parser.add_argument("second", nargs="?", help="defaults to IMAGE mirrored left to right")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--warmup", type=int, default=3)
    args = parser.parse_args()

    first = load_rgb(args.image)
    second = load_rgb(args.second) if args.second else np.ascontiguousarray(first[:, ::-1])
    height, width = first.shape[:2]
    common = {"library": "opencv", "version": cv2.__version__, "threads": cv2.getNumThreads(),
              "width": width, "height": height, "runs": args.runs}

    ops = {
        # The whole per-pair pipeline: two histograms, two normalisations, four comparisons.
        "histogram": lambda: pipeline(first, second),
        # One image's share, to compare with a single `HueSaturationHistogram(image:)`.
        "histogram-single": lambda: histogram(first),
        "hsv": lambda: cv2.cvtColor(first, cv2.COLOR_RGB2HSV),
    }
    for op, fn in ops.items():
        ms = median_ms(fn, args.runs, args.warmup)
        print(json.dumps({**common, "op": op, "milliseconds": round(ms, 3)}), flush=True)


if __name__ == "__main__":
    main()
