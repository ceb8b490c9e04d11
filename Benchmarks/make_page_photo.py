"""Writes Vocabulary's benchmark photo: a dense 12-megapixel page. The sample page
(Samples/page.jpg, the opening of Pride and Prejudice) enlarged twice and stacked three times
on a 3000×4000 sheet of off-white paper, with fine seeded noise for camera-like texture, so
Tesseract has about three pages' worth of lines to read."""
import sys

import numpy as np
from PIL import Image

source, target = sys.argv[1], sys.argv[2]
page = Image.open(source).convert("RGB")
page = page.resize((page.width * 2, page.height * 2), Image.BICUBIC)
photo = Image.new("RGB", (3000, 4000), (236, 232, 222))
for index in range(3):
    photo.paste(page, ((3000 - page.width) // 2, 200 + index * (page.height + 100)))
pixels = np.asarray(photo).astype(np.int16)
noise = np.random.default_rng(15).normal(0, 5, pixels.shape).astype(np.int16)
Image.fromarray(np.clip(pixels + noise, 0, 255).astype(np.uint8)).save(target)
