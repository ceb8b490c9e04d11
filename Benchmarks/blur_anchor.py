#!/usr/bin/env python3
"""Anchor timings for `make bench`: OpenCV and Pillow blur and binarize on one photo.

Prints one JSON object per line, e.g.
  {"library": "opencv", "op": "blur", "radius": 25, "milliseconds": 12.3}
The radius is the Gaussian sigma in pixels, as in CIGaussianBlur and Readout's GaussianBlur.

Usage: blur_anchor.py PHOTO [--radii 2 25 75 300] [--runs 5] [--threshold 0.5] [--budget 20]
"""
import argparse
import json
import statistics
import time

import cv2
import numpy as np
from PIL import Image, ImageFilter


def median_milliseconds(action, runs, budget_seconds):
    """Median wall time of `runs` calls after one warm-up call (which loads code and caches).

    Calls that take long (OpenCV's direct convolution needs about a minute at radius 300 on
    12 MP) are repeated only as often as `budget_seconds` allows, at least once.
    """
    start = time.perf_counter()
    action()
    warm_up = time.perf_counter() - start
    runs = max(1, min(runs, int(budget_seconds / max(warm_up, 1e-9))))
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def srgb_threshold_byte(linear):
    """The largest sRGB byte whose linear value is <= `linear`: bytes above it are "on".

    CIColorThreshold compares in linear light; cv2.threshold compares bytes, so the anchor
    thresholds at the byte where the two agree.
    """
    codes = np.arange(256) / 255.0
    decoded = np.where(codes <= 0.04045, codes / 12.92, ((codes + 0.055) / 1.055) ** 2.4)
    return int(np.count_nonzero(decoded <= linear)) - 1


def report(library, op, milliseconds, radius=None):
    row = {"library": library, "op": op}
    if radius is not None:
        row["radius"] = radius
    row["milliseconds"] = round(milliseconds, 2)
    print(json.dumps(row), flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("photo")
    parser.add_argument("--radii", type=float, nargs="+", default=[2, 25, 75, 300])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--threshold", type=float, default=0.5, help="linear-light threshold")
    parser.add_argument("--budget", type=float, default=20, help="seconds of timed runs per measurement")
    args = parser.parse_args()

    bgr = cv2.imread(args.photo, cv2.IMREAD_COLOR)
    if bgr is None:
        parser.error(f"cannot read {args.photo}")
    pillow = Image.open(args.photo).convert("RGB")
    pillow.load()

    for radius in args.radii:
        shown = int(radius) if float(radius).is_integer() else radius
        ms = median_milliseconds(
            lambda: cv2.GaussianBlur(bgr, (0, 0), sigmaX=radius, borderType=cv2.BORDER_REPLICATE),
            args.runs, args.budget)
        report("opencv", "blur", ms, shown)
        ms = median_milliseconds(lambda: pillow.filter(ImageFilter.GaussianBlur(radius)), args.runs, args.budget)
        report("pillow", "blur", ms, shown)

    # cv2.threshold works on every channel of a 3-channel image independently, like CIColorThreshold.
    cutoff = srgb_threshold_byte(args.threshold)
    ms = median_milliseconds(
        lambda: cv2.threshold(bgr, cutoff, 255, cv2.THRESH_BINARY), args.runs, args.budget)
    report("opencv", "binarize", ms)


if __name__ == "__main__":
    main()
