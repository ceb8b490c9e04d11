#!/usr/bin/env python3
"""Render the camera evaluation set: pages photographed by a simulated phone.

Each text (public domain or invented here) is typeset as a page, then "photographed" with the
faults real photos have: the page turned up to ±12°, perspective up to 10 % of the side, a
curled page, light falling off across the page with a vignette and a hard shadow, defocus and
motion blur, sensor noise, JPEG quality 50-90, and a desk with clutter around the page. The
ground truth is the text as typeset, line by line, in reading order (left column first).

Two parts, never mixed: `dev` (texts D*, seeds 1-3) is what the photo pipeline is developed
on; `report` (texts R*, other texts, other fonts, seeds 101-103) is only measured.

Setup (once):  apt-get install -y fonts-dejavu-core fonts-urw-base35 fonts-liberation2
               make bench-deps    (the .venv-bench virtualenv: numpy, Pillow, OpenCV)
Run (from the repository root):
               .venv-bench/bin/python Scripts/make-camera-set.py
               .venv-bench/bin/python Scripts/make-camera-set.py --bench-photo OUT.jpg   (one 12-MP photo)
               .venv-bench/bin/python Scripts/make-camera-set.py --more-dev DIR 4,5,6   (more dev photos, other seeds)
               .venv-bench/bin/python Scripts/make-camera-set.py --desk-shots DIR   (12-MP sheets on a light desk, turned 15-40°)
Writes Evaluation/camera/{dev,report}/*.jpg, their .txt ground truth and manifest.tsv (which
also lists, in the dev part, the photos kept elsewhere: see `existing_photos`).
All randomness comes from fixed seeds: a re-run gives the same files with the same library
versions (numpy 2.4, Pillow 13, OpenCV 5).
The parts (fonts, texts, typesetting, the simulated photo, the photos kept elsewhere) are in
Scripts/camera_set/; this file reads the arguments and writes the set.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from camera_set.existing import existing_photos  # noqa: E402
from camera_set.paths import OUT  # noqa: E402
from camera_set.texts import DEV_SEEDS, REPORT_SEEDS, TEXTS  # noqa: E402
from camera_set.typeset import typeset  # noqa: E402
from camera_set.writing import bench_photo, desk_shots, more_dev, save_photo  # noqa: E402


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--bench-photo":
        return bench_photo(sys.argv[2])
    if len(sys.argv) == 4 and sys.argv[1] == "--more-dev":
        # Seeds 1-3 are the committed dev photos and 101-103 the report part: use others.
        seeds = [int(seed) for seed in sys.argv[3].split(",")]
        assert not set(seeds) & set(DEV_SEEDS + REPORT_SEEDS), "seeds of the committed set"
        return more_dev(sys.argv[2], seeds)
    if len(sys.argv) == 3 and sys.argv[1] == "--desk-shots":
        return desk_shots(sys.argv[2])
    manifest = ["image\tground_truth\tsplit\tkind\ttext\tseed\tjpeg_quality"]
    for image, truth, kind in existing_photos():
        stem = Path(image).stem
        (OUT / "dev").mkdir(parents=True, exist_ok=True)
        (OUT / "dev" / f"{stem}.txt").write_text(truth)
        manifest.append(f"{image}\tEvaluation/camera/dev/{stem}.txt\tdev\t{kind}\t{stem}\t-\t-")
    for name, spec in TEXTS.items():
        split = "dev" if name.startswith("D") else "report"
        page, truth = typeset(spec)
        folder = OUT / split
        folder.mkdir(parents=True, exist_ok=True)
        for seed in DEV_SEEDS if split == "dev" else REPORT_SEEDS:
            stem, quality = save_photo(name, page, truth, seed, folder)
            where = f"Evaluation/camera/{split}/{stem}"
            manifest.append(f"{where}.jpg\t{where}.txt\t{split}\tpage\t{name}\t{seed}\t{quality}")
            print(f"{split}/{stem}.jpg q{quality}")
    (OUT / "manifest.tsv").write_text("\n".join(manifest) + "\n")


if __name__ == "__main__":
    main()
