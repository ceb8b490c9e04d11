"""Noise and image helpers: value noise, fBm, blurs, colour arrays, masks drawn with Pillow, ink."""

import math

import numpy as np
from PIL import Image, ImageDraw, ImageFilter


# ---------------------------------------------------------------------------
# Noise and image helpers (all float32, colours in 0..1 sRGB)
# ---------------------------------------------------------------------------

def noise(rng, h, w, cell_y, cell_x=None):
    """Smooth value noise with features of about cell px; roughly unit variance."""
    cell_x = cell_y if cell_x is None else cell_x
    cell_y = max(cell_y, 1.0)
    cell_x = max(cell_x, 1.0)
    gy = int(math.ceil(h / cell_y)) + 4
    gx = int(math.ceil(w / cell_x)) + 4
    g = rng.standard_normal((gy, gx)).astype(np.float32)
    im = Image.fromarray(g)
    im = im.resize((w, h), Image.BICUBIC, box=(1.5, 1.5, 1.5 + w / cell_x, 1.5 + h / cell_y))
    a = np.asarray(im, dtype=np.float32)
    s = float(a.std())
    return a / s if s > 1e-6 else a


def fbm(rng, h, w, cell, octaves=4, gain=0.5, aspect=1.0):
    total = np.zeros((h, w), np.float32)
    amp = 1.0
    for i in range(octaves):
        c = cell / (2 ** i)
        total += amp * noise(rng, h, w, c, c * aspect)
        amp *= gain
    return total / float(total.std())


def box_blur(a, r):
    """Box blur of a 2-D array along both axes with radius r (integer)."""
    if r < 1:
        return a
    k = 2 * r + 1
    p = np.pad(a, ((r + 1, r), (0, 0)), mode="edge")
    c = np.cumsum(p, axis=0, dtype=np.float64)
    a = ((c[k:] - c[:-k]) / k).astype(np.float32)
    p = np.pad(a, ((0, 0), (r + 1, r)), mode="edge")
    c = np.cumsum(p, axis=1, dtype=np.float64)
    return ((c[:, k:] - c[:, :-k]) / k).astype(np.float32)


def blur2d(a, sigma):
    """Approximate Gaussian blur of a 2-D float array (three box passes)."""
    if sigma <= 0.3:
        return a
    r = max(1, int(round(math.sqrt(12 * sigma * sigma / 3 + 1) / 2)))
    for _ in range(3):
        a = box_blur(a, r)
    return a


def pil_blur_rgb(img, radius):
    u8 = Image.fromarray(np.clip(img * 255 + 0.5, 0, 255).astype(np.uint8))
    u8 = u8.filter(ImageFilter.GaussianBlur(radius))
    return np.asarray(u8, dtype=np.float32) / 255.0


def grid(h, w):
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    return xs, ys


def col(*rgb):
    return np.array(rgb, np.float32)


def fill(h, w, rgb):
    return np.broadcast_to(col(*rgb), (h, w, 3)).copy()


def mix(a, b, t):
    t = t[..., None] if t.ndim == 2 else t
    return a * (1 - t) + b * t


def mask_from_draw(w, h, draw_fn):
    m = Image.new("L", (w, h), 0)
    draw_fn(ImageDraw.Draw(m))
    return np.asarray(m, dtype=np.float32) / 255.0


def ink(obj, mask, rgb, opacity=1.0):
    """Lay ink of colour rgb through mask (0..1) onto obj (H,W,3) in place."""
    a = mask * opacity
    obj[:] = obj * (1 - a[..., None]) + col(*rgb) * a[..., None]
