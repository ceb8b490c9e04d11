"""Writes the benchmark's 12-megapixel test photo: a real meter photo from ../shared/data,
enlarged to 4000×3000 with fine seeded noise so that it has camera-like texture at full size."""
import sys

import numpy as np
from PIL import Image

source, target = sys.argv[1], sys.argv[2]
photo = Image.open(source).convert("RGB").resize((4000, 3000), Image.BICUBIC)
pixels = np.asarray(photo).astype(np.int16)
noise = np.random.default_rng(12).normal(0, 6, pixels.shape).astype(np.int16)
Image.fromarray(np.clip(pixels + noise, 0, 255).astype(np.uint8)).save(target)
