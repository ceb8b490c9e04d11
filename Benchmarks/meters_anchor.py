#!/usr/bin/env python3
"""OpenCV anchor for identifying a meter among many references: the thesis' method as OpenCV
runs it, one photo's 50 x 60 hue x saturation histogram (NORM_MINMAX) compared four ways
(correlation, chi-square, intersection, Bhattacharyya) with each of N stored reference
histograms (the photo's own with every bin jittered, as `readout bench meters` makes them).
The histograms are computed ahead, as Readout stores reference fingerprints.

Usage: meters_anchor.py IMAGE [--references N] [--runs N]
Prints {"library": "opencv", "op": "meter-match", "references": N, "milliseconds": …}.
"""
import argparse
import json
import statistics
import time

import cv2
import numpy as np

METHODS = [cv2.HISTCMP_CORREL, cv2.HISTCMP_CHISQR, cv2.HISTCMP_INTERSECT, cv2.HISTCMP_BHATTACHARYYA]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("image")
    parser.add_argument("--references", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    bgr = cv2.imread(args.image, cv2.IMREAD_COLOR)
    if bgr is None:
        raise SystemExit(f"cannot read image {args.image}")
    hsv = cv2.cvtColor(cv2.cvtColor(bgr, cv2.COLOR_BGR2RGB), cv2.COLOR_RGB2HSV)
    photo = cv2.calcHist([hsv], [0, 1], None, [50, 60], [0, 180, 0, 256])
    cv2.normalize(photo, photo, alpha=0, beta=1, norm_type=cv2.NORM_MINMAX)
    random = np.random.default_rng(11)
    stored = [(photo * random.uniform(0.7, 1.3, photo.shape)).astype(np.float32) for _ in range(args.references)]

    def identify():
        votes = {}
        for method in METHODS:
            scores = [cv2.compareHist(reference, photo, method) for reference in stored]
            best = int(np.argmax(scores) if method in (cv2.HISTCMP_CORREL, cv2.HISTCMP_INTERSECT) else np.argmin(scores))
            votes[best // 10] = votes.get(best // 10, 0) + 1
        return max(votes, key=votes.get)

    identify()
    samples = []
    for _ in range(args.runs):
        start = time.perf_counter()
        identify()
        samples.append((time.perf_counter() - start) * 1000)
    print(json.dumps({"library": "opencv", "op": "meter-match", "references": args.references,
                      "milliseconds": round(statistics.median(samples), 2)}))


if __name__ == "__main__":
    main()
