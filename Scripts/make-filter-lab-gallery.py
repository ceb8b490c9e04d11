#!/usr/bin/env python3
"""Render the Filter Lab gallery: ten photo-like images that contain text.

Everything is generated here; nothing is copied from elsewhere. Each image is a
procedural scene (paper, cardboard, painted metal, wood, chalkboard, cork...
made from numpy noise) with real public-domain text or plainly invented text
drawn in fonts from Debian packages, then "photographed": a mild perspective
warp, uneven light, a little blur, sensor noise and JPEG compression.
All randomness comes from fixed seeds, so two runs give byte-identical files
(with the same Pillow/numpy/FreeType versions).

Setup (once, from the repository root):

    apt-get install -y fonts-dejavu-core fonts-urw-base35 fonts-breip \
        fonts-humor-sans tesseract-ocr
    python3 -m venv .venv-gallery
    .venv-gallery/bin/pip install pillow==13.0.0 numpy==2.4.6

Run (from the repository root):

    .venv-gallery/bin/python Scripts/make-filter-lab-gallery.py           # render all
    .venv-gallery/bin/python Scripts/make-filter-lab-gallery.py --check   # render, then OCR
    .venv-gallery/bin/python Scripts/make-filter-lab-gallery.py --check-only
    .venv-gallery/bin/python Scripts/make-filter-lab-gallery.py --only book-page

--check runs `tesseract IMAGE -` on every image and prints a character error
rate (CER) and word recall against the text in gallery.json, both for the
original and for a simulation of the app's default Binarize filter
(CIColorThreshold, threshold 0.5 * 0.25 = 0.125, applied per channel in Core
Image's linear working space, i.e. about 99/255 in sRGB).

Writes Sources/ReadoutApps/Resources/FilterLabGallery/{*.jpg,gallery.json,SOURCES.md}.
The parts (fonts, textures, geometry, text layout, camera, scenes, texts, the OCR check) are
in Scripts/filter_lab_gallery/; this file parses the arguments and writes the files.
"""

import argparse
import json
import sys
from pathlib import Path

try:
    import numpy as np  # noqa: F401 (the parts need them)
    from PIL import Image, ImageDraw, ImageFilter, ImageFont  # noqa: F401
except ImportError:  # pragma: no cover - setup hint
    sys.exit("error: needs Pillow and numpy; see the setup commands at the top of "
             "Scripts/make-filter-lab-gallery.py (python3 -m venv .venv-gallery && "
             ".venv-gallery/bin/pip install pillow==13.0.0 numpy==2.4.6)")

sys.path.insert(0, str(Path(__file__).resolve().parent))
from filter_lab_gallery.catalogue import GALLERY, render, sources_md  # noqa: E402
from filter_lab_gallery.fonts import check_fonts  # noqa: E402
from filter_lab_gallery.ocr_check import check  # noqa: E402
from filter_lab_gallery.settings import MAX_TOTAL_BYTES, OUT  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="after rendering, OCR each image with tesseract")
    ap.add_argument("--check-only", action="store_true", help="only OCR the existing images")
    ap.add_argument("--only", nargs="*", help="render only these ids (gallery.json is still rewritten "
                                              "only when rendering all)")
    args = ap.parse_args()
    check_fonts()
    OUT.mkdir(parents=True, exist_ok=True)
    if args.check_only:
        entries = json.loads((OUT / "gallery.json").read_text("utf-8"))
        check(entries)
        return
    entries = []
    total = 0
    for item in GALLERY:
        gid, title, _, source = item
        if args.only and gid not in args.only:
            continue
        data, q, lines = render(item)
        (OUT / f"{gid}.jpg").write_bytes(data)
        total += len(data)
        print(f"{gid}.jpg  {len(data) / 1000:.0f} kB  quality {q}", flush=True)
        entries.append({"id": gid, "file": f"{gid}.jpg", "title": title,
                        "text": "\n".join(lines), "source": source})
    if not args.only:
        if total > MAX_TOTAL_BYTES:
            sys.exit(f"error: gallery is {total} bytes, over the {MAX_TOTAL_BYTES} budget")
        (OUT / "gallery.json").write_text(json.dumps(entries, indent=2, ensure_ascii=False) + "\n", "utf-8")
        (OUT / "SOURCES.md").write_text(sources_md(entries), "utf-8")
        print(f"total {total / 1000:.0f} kB in {len(entries)} images")
    if args.check:
        check(entries)


if __name__ == "__main__":
    main()
