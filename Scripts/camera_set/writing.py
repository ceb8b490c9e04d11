"""Writing photos: one photo and its ground truth, the 12-MP bench photo, more dev photos."""

from pathlib import Path

import numpy as np
from PIL import Image

from .photo import photograph
from .texts import TEXTS
from .typeset import typeset


def bench_photo(path):
    """A 12-megapixel photo of a dev page (4000×3000), for timing `.accurate` in `make bench`."""
    spec = dict(TEXTS["D1-book"], pt=90, size=(3720, 4950))
    page, _ = typeset(spec)
    rgb, quality = photograph(page, np.random.default_rng(7), (3000, 4000))
    Image.fromarray(rgb).save(path, quality=max(quality, 85))


def save_photo(name, page, truth, seed, folder):
    """Photographs text `name`'s page with `seed`, saves the JPEG and its ground truth in
    `folder`; returns the file stem and the JPEG quality."""
    rng = np.random.default_rng(seed * 1000 + int(name[1]))
    size = (1200, 1600) if page.shape[1] < page.shape[0] else (1600, 1200)
    rgb, quality = photograph(page, rng, size)
    stem = f"{name}-{seed}"
    Image.fromarray(rgb).save(folder / f"{stem}.jpg", quality=quality, optimize=True)
    (folder / f"{stem}.txt").write_text(truth)
    return stem, quality


def more_dev(folder, seeds):
    """More photos of the dev texts with other seeds, in `folder` with a manifest of their own:
    a wider development sample that leaves the committed set as it is."""
    folder = Path(folder).resolve()
    folder.mkdir(parents=True, exist_ok=True)
    manifest = ["image\tground_truth\tsplit\tkind\ttext\tseed\tjpeg_quality"]
    for name, spec in TEXTS.items():
        if not name.startswith("D"):
            continue
        page, truth = typeset(spec)
        for seed in seeds:
            stem, quality = save_photo(name, page, truth, seed, folder)
            manifest.append(f"{folder}/{stem}.jpg\t{folder}/{stem}.txt\tdev-more\tpage\t{name}\t{seed}\t{quality}")
    (folder / "manifest.tsv").write_text("\n".join(manifest) + "\n")


DESK_SHOT_SEEDS = {"dev": [201, 202], "report": [301, 302]}


def desk_shots(folder):
    """12-MP photos of every text on a light wooden desk, turned 15-40° and shot at an angle
    (`desk_shot.py`): the dev texts with the dev seeds, the report texts with the report seeds,
    each with its ground truth, its page corners (JSON) and a manifest. Not committed (about
    100 MB); the same seeds give the same photos."""
    import json
    from .desk_shot import desk_shot
    folder = Path(folder).resolve()
    folder.mkdir(parents=True, exist_ok=True)
    manifest = ["image\tground_truth\tsplit\tkind\ttext\tseed\tjpeg_quality"]
    for name, spec in TEXTS.items():
        split = "dev" if name.startswith("D") else "report"
        for seed in DESK_SHOT_SEEDS[split]:
            rgb, corners, truth = desk_shot(spec, seed)
            stem = f"desk-{name}-{seed}"
            Image.fromarray(rgb).save(folder / f"{stem}.jpg", quality=88)
            (folder / f"{stem}.txt").write_text(truth)
            (folder / f"{stem}.json").write_text(json.dumps({"corners": corners.round(1).tolist()}))
            manifest.append(f"{folder}/{stem}.jpg\t{folder}/{stem}.txt\t{split}\tpage\t{name}\t{seed}\t88")
            print(f"{stem}.jpg")
    (folder / "manifest.tsv").write_text("\n".join(manifest) + "\n")
