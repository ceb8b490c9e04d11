#!/usr/bin/env python3
"""Render the bitmap font of Math Sprint's result card (Sources/ReadoutServer/Resources/CardFont).

The server draws the 1200x630 PNG card itself, with no font engine at run time: this script
rasterises DejaVu Sans Bold (Debian fonts-dejavu-core; Bitstream Vera licence with DejaVu's
public-domain changes) once, at the sizes the card uses, into one gray atlas (white = ink) and
a JSON file of glyph boxes and advances. Run it again only to change sizes or characters.

Setup (once, from the repository root):

    apt-get install -y fonts-dejavu-core
    python3 -m venv .venv-gallery
    .venv-gallery/bin/pip install pillow==13.0.0

Run (from the repository root):

    .venv-gallery/bin/python Scripts/make-card-font.py
"""

import json
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
OUT = Path(__file__).resolve().parents[1] / "Sources/ReadoutServer/Resources/CardFont"
TEXT = "".join(chr(c) for c in range(32, 127)) + "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ·×÷−–□’…\u00a0"
# The score is the only large text: digits and separators suffice there.
SIZES = {150: "0123456789 ,.\u00a0", 56: TEXT, 34: TEXT}
ATLAS_WIDTH = 2048


def main():
    glyphs = {}
    placed = []
    x = y = row_height = 0
    for size, characters in SIZES.items():
        font = ImageFont.truetype(FONT, size)
        ascent, descent = font.getmetrics()
        entry = {"ascent": ascent, "descent": descent, "glyphs": {}}
        for ch in characters:
            left, top, right, bottom = font.getbbox(ch, anchor="ls")
            width, height = max(0, right - left), max(0, bottom - top)
            advance = round(font.getlength(ch))
            if x + width + 2 > ATLAS_WIDTH:
                x, y, row_height = 0, y + row_height + 2, 0
            entry["glyphs"][ch] = [x, y, width, height, left, top, advance]
            placed.append((font, ch, x - left, y - top))
            x += width + 2
            row_height = max(row_height, height)
        glyphs[str(size)] = entry
    atlas = Image.new("L", (ATLAS_WIDTH, y + row_height + 2), 0)
    draw = ImageDraw.Draw(atlas)
    for font, ch, ox, oy in placed:
        draw.text((ox, oy), ch, font=font, fill=255, anchor="ls")
    OUT.mkdir(parents=True, exist_ok=True)
    atlas.save(OUT / "dejavu-sans-bold.png", optimize=True)
    (OUT / "dejavu-sans-bold.json").write_text(json.dumps({"sizes": glyphs}, ensure_ascii=False, separators=(",", ":")) + "\n")
    print(f"atlas {atlas.size[0]}x{atlas.size[1]}, sizes {list(SIZES)}")


if __name__ == "__main__":
    main()
