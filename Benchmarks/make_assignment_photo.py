"""Writes the Homework benchmark's 12-megapixel photo: the test assignment sheet
(Tests/ReadoutServerTests/Fixtures/assignment.png) enlarged four times on a 4000×3000 grey
desk, with fine seeded noise for camera-like texture."""
import sys

import numpy as np
from PIL import Image

source, target = sys.argv[1], sys.argv[2]
sheet = Image.open(source).convert("RGB")
sheet = sheet.resize((sheet.width * 4, sheet.height * 4), Image.BICUBIC)
photo = Image.new("RGB", (4000, 3000), (150, 146, 140))
photo.paste(sheet, ((4000 - sheet.width) // 2, (3000 - sheet.height) // 2))
pixels = np.asarray(photo).astype(np.int16)
noise = np.random.default_rng(14).normal(0, 6, pixels.shape).astype(np.int16)
Image.fromarray(np.clip(pixels + noise, 0, 255).astype(np.uint8)).save(target)
