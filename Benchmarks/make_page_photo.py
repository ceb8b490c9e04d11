"""Writes Vocabulary's benchmark photo: a dense 12-megapixel page of about 420 words. Real print
rather than rendered text: the 35 scanned lines of UW-III in ../shared/data/ocr/uw3-lines (English
technical prose, 238 words) and twice the sample page (Samples/page.jpg, the opening of Pride and
Prejudice), all enlarged 1.2 times (lines about 50 px tall, more lines than a phone photo of a
book page usually holds), ink darkened to print grey at one left margin on a 3000×4000 sheet of off-white paper,
with fine seeded noise for camera-like texture. Vocabulary's browser test imports `dense_page`.

Usage: make_page_photo.py SAMPLE_PAGE UW3_LINES_FOLDER OUT.jpg"""
import sys
from pathlib import Path

import numpy as np
from PIL import Image

SCALE = 1.2


def dense_page(sample_page, lines_folder):
    """The 3000×4000 page as a Pillow image."""
    paper = np.full((4000, 3000), 236.0)
    top = 140

    def place(path, gap):
        """Prints the scan at `path` (dark text on white) at the next free height."""
        nonlocal top
        scan = Image.open(path).convert("L")
        scan = scan.resize((round(scan.width * SCALE), round(scan.height * SCALE)), Image.BICUBIC)
        ink = 1 - np.asarray(scan, dtype=np.float64) / 255
        height, width = ink.shape
        left = 560
        region = paper[top:top + height, left:left + width]
        paper[top:top + height, left:left + width] = region * (1 - ink) + 40 * ink
        top += height + gap

    place(sample_page, 40)
    for path in sorted(Path(lines_folder).glob("*.bin.png")):
        place(path, 12)
    top += 30
    place(sample_page, 0)
    photo = np.stack([paper, paper * 0.985, paper * 0.94], axis=-1)
    noise = np.random.default_rng(15).normal(0, 5, photo.shape)
    return Image.fromarray(np.clip(photo + noise, 0, 255).astype(np.uint8))


if __name__ == "__main__":
    sample_page, lines_folder, target = sys.argv[1:4]
    dense_page(sample_page, lines_folder).save(target, quality=90)
