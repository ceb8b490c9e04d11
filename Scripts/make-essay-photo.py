"""Writes Tests/ReadoutServerTests/Fixtures/essay-due-with-time.jpg: an assignment sheet on a desk,
photographed with a hand's soft shadow over its right side, whose due line states a time
("due Friday, December 4 at 3:30 PM."). `.fast` reads that line cut after "at"; `.accurate`
reads it whole: the photo the reading vote must save at 15:30 (issue 38).

    .venv-bench/bin/python Scripts/make-essay-photo.py Tests/ReadoutServerTests/Fixtures/essay-due-with-time.jpg
"""
import sys
import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

target = sys.argv[1]
serif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
bold = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"
sheet = Image.new("RGB", (1240, 1754), (250, 249, 244))
draw = ImageDraw.Draw(sheet)
draw.text((110, 120), "English 102: Writing about Literature", font=ImageFont.truetype(bold, 44), fill=(20, 20, 20))
lines = [
    "Assignment 4: Close reading essay",
    "",
    "Choose one of the poems we read in weeks 9 and 10 and write",
    "a close reading of it in about 1,200 words. Quote the lines",
    "you discuss and explain how their form shapes their meaning.",
    "",
    "The essay is due Friday, December 4 at 3:30 PM.",
    "",
    "Submit it as a PDF on the course page. Late essays lose",
    "five points per day unless you asked for an extension.",
]
font = ImageFont.truetype(serif, 34)
for index, line in enumerate(lines):
    draw.text((110, 260 + index * 62), line, font=font, fill=(25, 25, 25))
# The sheet lies on a desk, slightly turned, photographed from above.
desk = Image.new("RGB", (1800, 2300), (168, 150, 126))
sheet = sheet.rotate(2.5, resample=Image.BICUBIC, expand=True, fillcolor=(168, 150, 126))
desk.paste(sheet, (240, 230))
photo = desk.filter(ImageFilter.GaussianBlur(1.1))
pixels = np.asarray(photo).astype(np.float32)
ys, xs = np.mgrid[0:photo.height, 0:photo.width]
light = 1.0 - 0.18 * ((xs / photo.width - 0.3) ** 2 + (ys / photo.height - 0.2) ** 2)
pixels = pixels * light[..., None] + np.random.default_rng(4).normal(0, 4, pixels.shape)
# The shadow darkens the right of the page, where the due line ends.
shade = np.clip((xs - photo.width * 0.55) / (photo.width * 0.08), 0, 1) * 0.55
pixels = pixels * (1 - shade[..., None])
photo = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
# A phone photo of a page, about one megapixel.
photo.resize((photo.width // 2, photo.height // 2), Image.LANCZOS).save(target, quality=85)
