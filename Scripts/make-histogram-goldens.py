#!/usr/bin/env python3
"""Renders the histogram test fixtures and records OpenCV's answers for them.

Run from the package root with the bench venv (opencv-python-headless, numpy, pillow):
    .venv-bench/bin/python Scripts/make-histogram-goldens.py           # goldens from committed images
    .venv-bench/bin/python Scripts/make-histogram-goldens.py --render  # re-render the images first

Writes Tests/ReadoutImageTests/Fixtures/histogram/golden.json with, per image, OpenCV's
50 x 60 hue x saturation histogram (raw counts, hue-major rows) and, for every ordered pair of
images, the five compareHist results after NORM_MINMAX normalisation -- the Meters app's
pipeline. Images are read as RGB (alpha dropped, gray expanded to R = G = B) and converted
with COLOR_RGB2HSV, which is what the Swift side does from RGBA pixels.
"""
import argparse
import json
import pathlib

import cv2
import numpy as np
from PIL import Image

FIXTURES = pathlib.Path(__file__).resolve().parent.parent / "Tests/ReadoutImageTests/Fixtures/histogram"
HUE_BINS, SATURATION_BINS = 50, 60
METHODS = {
    "correlation": cv2.HISTCMP_CORREL,
    "chiSquare": cv2.HISTCMP_CHISQR,
    "chiSquareAlternative": cv2.HISTCMP_CHISQR_ALT,
    "intersection": cv2.HISTCMP_INTERSECT,
    "bhattacharyya": cv2.HISTCMP_BHATTACHARYYA,
}


def render_gradient():
    """Every hue left to right, saturation rising top to bottom, value falling on the right third."""
    height, width = 120, 180
    y, x = np.mgrid[0:height, 0:width]
    hsv = np.stack([x % 180, (y * 255) // (height - 1), np.where(x > 120, 255 - (x - 120) * 3, 255)], axis=2)
    return cv2.cvtColor(hsv.astype(np.uint8), cv2.COLOR_HSV2RGB)


def render_meter():
    """A synthetic utility meter: housing, white dial with ticks, red needle, digit drum."""
    image = np.zeros((150, 200, 3), np.uint8)
    image[:] = (58, 64, 72)
    cv2.rectangle(image, (10, 10), (190, 140), (30, 90, 160), -1)
    cv2.circle(image, (70, 75), 48, (245, 245, 240), -1)
    for angle in range(0, 360, 30):
        t = np.deg2rad(angle)
        p1 = (int(70 + 40 * np.cos(t)), int(75 + 40 * np.sin(t)))
        p2 = (int(70 + 46 * np.cos(t)), int(75 + 46 * np.sin(t)))
        cv2.line(image, p1, p2, (20, 20, 20), 2, cv2.LINE_AA)
    cv2.line(image, (70, 75), (100, 45), (220, 30, 25), 3, cv2.LINE_AA)
    cv2.circle(image, (70, 75), 5, (40, 40, 40), -1, cv2.LINE_AA)
    cv2.rectangle(image, (125, 55), (182, 95), (15, 15, 15), -1)
    cv2.putText(image, "0427", (127, 85), cv2.FONT_HERSHEY_SIMPLEX, 0.6, (250, 250, 250), 1, cv2.LINE_AA)
    cv2.rectangle(image, (168, 58), (181, 92), (200, 40, 40), -1)
    return image


def render_noise(rng):
    """Uniform noise: every bin gets something, which exercises the float sums."""
    return rng.integers(0, 256, size=(90, 120, 3), dtype=np.uint8)


def render_mostly_gray(rng):
    """A nearly neutral scene with faint tints and one small green label."""
    y, x = np.mgrid[0:120, 0:160]
    base = (90 + x // 2 + rng.integers(-3, 4, size=(120, 160))).clip(0, 255)
    image = np.stack([base, base + (y % 7 == 0), base + 2 * (x % 11 == 0)], axis=2).clip(0, 255).astype(np.uint8)
    image[90:105, 20:50] = (40, 160, 60)
    return image


def render_edges(rng):
    """Primaries, secondaries and colours whose hue or saturation sits on, or next to, a bin edge."""
    levels = np.arange(256, dtype=np.uint8)
    r, g, b = (a.ravel() for a in np.meshgrid(levels, levels, levels, indexing="ij"))
    cube = np.stack([r, g, b], axis=1)
    hsv = cv2.cvtColor(cube.reshape(-1, 1, 3), cv2.COLOR_RGB2HSV).reshape(-1, 3).astype(int)
    h, s = hsv[:, 0], hsv[:, 1]
    near = lambda values, edges: np.isin(values, sorted({e + d for e in edges for d in (-1, 0, 1)}))
    hue_edges = [e for e in range(181) if (e * HUE_BINS) % 180 == 0] + [179]
    saturation_edges = [e for e in range(257) if (e * SATURATION_BINS) % 256 == 0] + [255]
    candidates = cube[near(h, hue_edges) | near(s, saturation_edges)]
    picked = candidates[rng.choice(len(candidates), size=100 * 150 - 64, replace=False)]
    pure = np.array([[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 0], [0, 255, 255], [255, 0, 255],
                     [255, 0, 1], [255, 1, 0], [1, 0, 255], [0, 0, 0], [255, 255, 255], [128, 128, 128]], np.uint8)
    pure = np.repeat(pure, 6, axis=0)[:64]
    pixels = np.concatenate([pure, picked]).astype(np.uint8)
    return pixels.reshape(100, 150, 3)


def render_gray_levels():
    """A gray-only PNG (one channel): every pixel has hue 0 and saturation 0."""
    return np.tile(np.arange(0, 256, 2, dtype=np.uint8), (64, 1))


def render_all():
    rng = np.random.default_rng(20240601)
    images = {
        "gradient.png": (render_gradient(), "RGB"),
        "meter.png": (render_meter(), "RGB"),
        "noise.png": (render_noise(rng), "RGB"),
        "mostly-gray.png": (render_mostly_gray(rng), "RGB"),
        "edges.png": (render_edges(rng), "RGB"),
        "gray-levels.png": (render_gray_levels(), "L"),
    }
    FIXTURES.mkdir(parents=True, exist_ok=True)
    for name, (pixels, mode) in images.items():
        Image.fromarray(pixels, mode).save(FIXTURES / name, optimize=True)


def histogram(rgb):
    hsv = cv2.cvtColor(rgb, cv2.COLOR_RGB2HSV)
    return cv2.calcHist([hsv], [0, 1], None, [HUE_BINS, SATURATION_BINS], [0, 180, 0, 256])


def all_colours():
    """OpenCV's view of the whole RGB cube (a 4096 x 4096 image holding every colour once):
    the hue and saturation marginals of its 180 x 256 one-value-per-bin histogram and a
    checksum of that joint histogram -- so the Swift conversion is checked on all 2^24 colours
    without committing an image or a 46,080-bin table."""
    levels = np.arange(256, dtype=np.uint8)
    r, g, b = (a.ravel() for a in np.meshgrid(levels, levels, levels, indexing="ij"))
    cube = np.ascontiguousarray(np.stack([r, g, b], axis=1).reshape(4096, 4096, 3))
    hsv = cv2.cvtColor(cube, cv2.COLOR_RGB2HSV)
    joint = cv2.calcHist([hsv], [0, 1], None, [180, 256], [0, 180, 0, 256]).astype(np.int64)
    checksum = 0
    for index, count in enumerate(joint.ravel().tolist()):
        checksum = (checksum + count * ((index * 2654435761) % 2**32)) % 2**64
    return {
        "hue": joint.sum(axis=1).tolist(),
        "saturation": joint.sum(axis=0).tolist(),
        "jointChecksum": checksum,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--render", action="store_true", help="re-render the fixture images first")
    args = parser.parse_args()
    if args.render:
        render_all()

    names = sorted(p.name for p in FIXTURES.glob("*.png"))
    raw, normalized = {}, {}
    for name in names:
        rgb = np.ascontiguousarray(np.asarray(Image.open(FIXTURES / name).convert("RGB")))
        hist = histogram(rgb)
        raw[name] = hist
        normalized[name] = cv2.normalize(hist, None, alpha=0, beta=1, norm_type=cv2.NORM_MINMAX)

    pairs = []
    for first in names:
        for second in names:
            results = {method: cv2.compareHist(normalized[first], normalized[second], code)
                       for method, code in METHODS.items()}
            pairs.append({"first": first, "second": second, **results})

    cube = all_colours()
    # One histogram row per line keeps the file small and diffs readable.
    lines = ["{", f'  "opencv": "{cv2.__version__}",', f'  "hueBins": {HUE_BINS},',
             f'  "saturationBins": {SATURATION_BINS},', '  "histograms": {']
    for index, name in enumerate(names):
        rows = [json.dumps([int(v) for v in row]) for row in raw[name]]
        closing = "]" + ("," if index < len(names) - 1 else "")
        lines.append(f'    "{name}": [\n      ' + ",\n      ".join(rows) + f"\n    {closing}")
    lines.append("  },")
    lines.append('  "allColours": {')
    lines.append(f'    "hue": {json.dumps(cube["hue"])},')
    lines.append(f'    "saturation": {json.dumps(cube["saturation"])},')
    lines.append(f'    "jointChecksum": {cube["jointChecksum"]}')
    lines.append("  },")
    lines.append('  "comparisons": [')
    lines.append(",\n".join("    " + json.dumps(pair) for pair in pairs))
    lines.append("  ]")
    lines.append("}")
    (FIXTURES / "golden.json").write_text("\n".join(lines) + "\n")
    print(f"wrote {FIXTURES / 'golden.json'}: {len(names)} images, {len(pairs)} pairs")


if __name__ == "__main__":
    main()
