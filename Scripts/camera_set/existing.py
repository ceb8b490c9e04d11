"""The photos kept elsewhere that join the dev part, with their ground truth."""

import json

from .paths import ROOT


# Photos that exist already, all in the dev part: the Filter Lab gallery (its script knows every
# word it drew), the sample page `make run` reads, and the real meter photos in ../shared/data,
# whose printed words (not the dial numerals) were transcribed by eye for this set.
SAMPLE_PAGE_TEXT = """It is a truth universally acknowledged, that a single man in
possession of a good fortune, must be in want of a wife.
However little known the feelings or views of such a man may be
on his first entering a neighbourhood, this truth is so well fixed
in the minds of the surrounding families, that he is considered
the rightful property of some one or other of their daughters.
"""
METER_PHOTOS = {
    "aiotedge-config-reference.jpg": "2000692952\n00016 m3\nCH-MI001-10039\nR80H/R50V\nMNK-OPV T30 1,6MPa\nCRI\n",
    "water-meter-system-complete-original.jpg": "CRI\nZR\nT30\nQ3=4\nR=80 H\n2014\nCH-MI001-10040\n00045\n14005448\n",
}


def existing_photos():
    """(image path from the repository root, ground truth, kind) of the photos kept elsewhere."""
    gallery = "Sources/ReadoutApps/Resources/FilterLabGallery"
    for item in json.loads((ROOT / gallery / "gallery.json").read_text()):
        kind = "page" if item["id"] in ("book-page", "notice-poster", "recipe-card", "shop-receipt") else "scene"
        yield f"{gallery}/{item['file']}", item["text"] + "\n", kind
    yield "Samples/page.jpg", SAMPLE_PAGE_TEXT, "page"
    for name, text in METER_PHOTOS.items():
        yield f"../shared/data/meter-photos/single/{name}", text, "scene"
