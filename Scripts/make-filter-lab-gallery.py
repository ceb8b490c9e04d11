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
"""

import argparse
import io
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zlib
from collections import Counter
from pathlib import Path

try:
    import numpy as np
    from PIL import Image, ImageDraw, ImageFilter, ImageFont
except ImportError:  # pragma: no cover - setup hint
    sys.exit("error: needs Pillow and numpy; see the setup commands at the top of "
             "Scripts/make-filter-lab-gallery.py (python3 -m venv .venv-gallery && "
             ".venv-gallery/bin/pip install pillow==13.0.0 numpy==2.4.6)")

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Sources" / "ReadoutApps" / "Resources" / "FilterLabGallery"
MAX_FILE_BYTES = 300_000      # each JPEG (the budget is 350 KB each, 3 MB in all)
MAX_TOTAL_BYTES = 3_000_000
JPEG_QUALITY = 85

# ---------------------------------------------------------------------------
# Fonts: (file, Debian package, licence)
# ---------------------------------------------------------------------------
URW = "/usr/share/fonts/opentype/urw-base35/"
FONTS = {
    "c059":          (URW + "C059-Roman.otf", "fonts-urw-base35"),
    "c059-bold":     (URW + "C059-Bold.otf", "fonts-urw-base35"),
    "c059-italic":   (URW + "C059-Italic.otf", "fonts-urw-base35"),
    "p052":          (URW + "P052-Roman.otf", "fonts-urw-base35"),
    "p052-italic":   (URW + "P052-Italic.otf", "fonts-urw-base35"),
    "bookman-demi":  (URW + "URWBookman-Demi.otf", "fonts-urw-base35"),
    "nimbus-sans":   (URW + "NimbusSans-Regular.otf", "fonts-urw-base35"),
    "nimbus-sans-bold": (URW + "NimbusSans-Bold.otf", "fonts-urw-base35"),
    "nimbus-roman":  (URW + "NimbusRoman-Regular.otf", "fonts-urw-base35"),
    "nimbus-mono":   (URW + "NimbusMonoPS-Regular.otf", "fonts-urw-base35"),
    "z003":          (URW + "Z003-MediumItalic.otf", "fonts-urw-base35"),
    "dejavu-mono-bold": ("/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf", "fonts-dejavu-core"),
    "breip":         ("/usr/share/fonts/truetype/breip/Breip.ttf", "fonts-breip"),
    "humor-sans":    ("/usr/share/fonts/truetype/humor-sans/Humor-Sans.ttf", "fonts-humor-sans"),
}
FONT_PACKAGES = {
    "fonts-urw-base35": ("URW base35 fonts C059, P052, URW Bookman, Nimbus Sans, "
                         "Nimbus Roman, Nimbus Mono PS and Z003",
                         "AGPL-3 with a font exception"),
    "fonts-dejavu-core": ("DejaVu Sans Mono", "Bitstream Vera licence"),
    "fonts-breip": ("Breip", "SIL OFL 1.0"),
    "fonts-humor-sans": ("Humor Sans", "SIL OFL 1.1"),
}


def check_fonts():
    missing = {}
    for key, (path, pkg) in FONTS.items():
        if not os.path.isfile(path):
            missing.setdefault(pkg, []).append(path)
    if missing:
        lines = [f"  {pkg}: missing {', '.join(paths)}" for pkg, paths in sorted(missing.items())]
        sys.exit("error: font files are missing; install the Debian package(s):\n"
                 + "\n".join(lines)
                 + f"\n  -> apt-get install -y {' '.join(sorted(missing))}")


_font_cache = {}


def font(key, size):
    size = int(round(size))
    k = (key, size)
    if k not in _font_cache:
        path, pkg = FONTS[key]
        if not os.path.isfile(path):
            sys.exit(f"error: font file {path} is missing; apt-get install -y {pkg}")
        _font_cache[k] = ImageFont.truetype(path, size, layout_engine=ImageFont.Layout.BASIC)
    return _font_cache[k]


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


# ---------------------------------------------------------------------------
# Geometry: homographies and bilinear sampling
# ---------------------------------------------------------------------------

def homography(src, dst):
    A, b = [], []
    for (x, y), (u, v) in zip(src, dst):
        A.append([x, y, 1, 0, 0, 0, -u * x, -u * y]); b.append(u)
        A.append([0, 0, 0, x, y, 1, -v * x, -v * y]); b.append(v)
    h = np.linalg.solve(np.array(A, np.float64), np.array(b, np.float64))
    return np.append(h, 1.0).reshape(3, 3)


def apply_h(H, xs, ys):
    xs = xs.astype(np.float64)
    ys = ys.astype(np.float64)
    d = H[2, 0] * xs + H[2, 1] * ys + H[2, 2]
    u = (H[0, 0] * xs + H[0, 1] * ys + H[0, 2]) / d
    v = (H[1, 0] * xs + H[1, 1] * ys + H[1, 2]) / d
    return u.astype(np.float32), v.astype(np.float32)


def sample(img, u, v):
    """Bilinear sample of img (H,W[,C]) at continuous pixel coords (u, v) where
    pixel i covers [i, i+1). Outside the image the result is 0."""
    squeeze = img.ndim == 2
    if squeeze:
        img = img[..., None]
    h, w = img.shape[:2]
    p = np.zeros((h + 2, w + 2, img.shape[2]), np.float32)
    p[1:-1, 1:-1] = img
    x = u - 0.5 + 1
    y = v - 0.5 + 1
    x0 = np.floor(x)
    y0 = np.floor(y)
    fx = (x - x0)[..., None]
    fy = (y - y0)[..., None]
    x0 = np.clip(x0, 0, w + 1).astype(np.intp)
    y0 = np.clip(y0, 0, h + 1).astype(np.intp)
    x1 = np.clip(x0 + 1, 0, w + 1)
    y1 = np.clip(y0 + 1, 0, h + 1)
    out = ((p[y0, x0] * (1 - fx) + p[y0, x1] * fx) * (1 - fy)
           + (p[y1, x0] * (1 - fx) + p[y1, x1] * fx) * fy)
    far = (x < -1) | (x > w + 1) | (y < -1) | (y > h + 1)
    out[far] = 0
    return out[..., 0] if squeeze else out


def rect(w, h):
    return [(0, 0), (w, 0), (w, h), (0, h)]


def warp_layer(scene_h, scene_w, obj, alpha, quad, distort=None):
    """Project an object (rgb, alpha) onto the scene quad (TL, TR, BR, BL).
    distort(u, v) -> (u, v, shade) may bend the object (u, v in object px).
    Returns premultiplied rgb, alpha and shade for the whole scene."""
    oh, ow = alpha.shape
    Hinv = homography(quad, rect(ow, oh))
    qx = [p[0] for p in quad]
    qy = [p[1] for p in quad]
    x0 = max(0, int(math.floor(min(qx))) - 2)
    x1 = min(scene_w, int(math.ceil(max(qx))) + 2)
    y0 = max(0, int(math.floor(min(qy))) - 2)
    y1 = min(scene_h, int(math.ceil(max(qy))) + 2)
    rgb_pm = np.zeros((scene_h, scene_w, 3), np.float32)
    a_out = np.zeros((scene_h, scene_w), np.float32)
    shade_out = np.ones((scene_h, scene_w), np.float32)
    if x1 <= x0 or y1 <= y0:
        return rgb_pm, a_out, shade_out
    ys, xs = np.mgrid[y0:y1, x0:x1].astype(np.float32)
    u, v = apply_h(Hinv, xs + 0.5, ys + 0.5)
    shade = None
    if distort is not None:
        u, v, shade = distort(u, v)
    premult = np.concatenate([obj * alpha[..., None], alpha[..., None]], axis=2)
    s = sample(premult, u, v)
    rgb_pm[y0:y1, x0:x1] = s[..., :3]
    a_out[y0:y1, x0:x1] = s[..., 3]
    if shade is not None:
        shade_out[y0:y1, x0:x1] = shade
    return rgb_pm, a_out, shade_out


def place(scene, obj, alpha, quad, shadow=None, distort=None):
    """Composite an object onto scene (in place) with an optional drop shadow
    shadow = (dx, dy, blur_sigma, strength)."""
    h, w = scene.shape[:2]
    rgb_pm, a, shade = warp_layer(h, w, obj, alpha, quad, distort)
    if shadow:
        dx, dy, sig, strength = shadow
        sa = np.zeros_like(a)
        sx, sy = int(dx), int(dy)
        sa[max(0, sy):h + min(0, sy), max(0, sx):w + min(0, sx)] = \
            a[max(0, -sy):h - max(0, sy), max(0, -sx):w - max(0, sx)]
        sa = blur2d(sa, sig)
        scene *= (1 - strength * sa)[..., None]
    scene[:] = scene * (1 - a[..., None]) + rgb_pm * shade[..., None]
    return a


def quad_in_plane(Hp, x0, y0, x1, y1):
    xs = np.array([x0, x1, x1, x0], np.float32)
    ys = np.array([y0, y0, y1, y1], np.float32)
    u, v = apply_h(Hp, xs, ys)
    return [(float(a), float(b)) for a, b in zip(u, v)]


def rounded_alpha(w, h, radius):
    return mask_from_draw(w, h, lambda d: d.rounded_rectangle((0, 0, w - 1, h - 1), radius, fill=255))


# ---------------------------------------------------------------------------
# Textures
# ---------------------------------------------------------------------------

def paper(rng, h, w, base, mottle=0.018, fibre=0.012, grain=0.010, age=0.0):
    t = fill(h, w, base)
    m = fbm(rng, h, w, 180, 4)
    f1 = noise(rng, h, w, 1.6, 14)
    f2 = noise(rng, h, w, 14, 1.6)
    g = rng.standard_normal((h, w)).astype(np.float32)
    lum = 1 + mottle * m + fibre * (f1 + f2) * 0.7 + grain * g
    t *= lum[..., None]
    if age > 0:
        xs, ys = grid(h, w)
        d = np.minimum(np.minimum(xs, w - 1 - xs), np.minimum(ys, h - 1 - ys))
        edge = np.exp(-d / 45.0) * (0.6 + 0.4 * np.clip(fbm(rng, h, w, 60, 3) * 0.5 + 0.5, 0, 1))
        t = mix(t, t * col(0.86, 0.76, 0.58), np.clip(edge * age, 0, 1))
    return t


def wood(rng, h, w, light, dark, ring=34.0, plank=0, vertical=False, seam_rgb=None):
    if vertical:
        return np.ascontiguousarray(wood(rng, w, h, light, dark, ring, plank, False, seam_rgb).transpose(1, 0, 2))
    xs, ys = grid(h, w)
    warp = noise(rng, h, w, 220, 700) * 14 + noise(rng, h, w, 40, 160) * 3
    t = (ys + warp) / ring
    if plank:
        idx = (ys // plank).astype(np.int32)
        offs = rng.random(int(h // plank) + 2).astype(np.float32) * 10
        t = t + offs[idx]
    rings = 0.5 + 0.5 * np.sin(2 * np.pi * t)
    rings = rings ** 3
    streak = noise(rng, h, w, 1.3, 90)
    fine = noise(rng, h, w, 2.0, 25)
    k = np.clip(0.45 * rings + 0.12 * streak + 0.08 * fine + 0.25, 0, 1)
    out = mix(fill(h, w, light), fill(h, w, dark), k)
    out *= (1 + 0.06 * fbm(rng, h, w, 300, 3))[..., None]
    if plank:
        idx = (ys // plank).astype(np.int32)
        tone = (1 + 0.10 * rng.standard_normal(int(h // plank) + 2)).astype(np.float32)
        out *= tone[idx][..., None]
        pos = ys - idx * plank
        seam = np.clip(1 - np.minimum(pos, plank - pos) / 3.0, 0, 1)
        sc = col(*(seam_rgb or (0.08, 0.06, 0.05)))
        out = mix(out, np.broadcast_to(sc, out.shape), seam * 0.85)
    return out


def brick_wall(rng, h, w, bw=230, bh=72, mortar=13):
    xs, ys = grid(h, w)
    ph = bh + mortar
    pw = bw + mortar
    row = (ys // ph).astype(np.int32)
    offset = (row % 2) * (pw / 2)
    colm = ((xs + offset) // pw).astype(np.int32)
    nr, nc = int(h // ph) + 2, int(w // pw) + 3
    tones = rng.standard_normal((nr, nc, 3)).astype(np.float32)
    bright = rng.standard_normal((nr, nc)).astype(np.float32)
    base = col(0.58, 0.30, 0.22)
    brick = base * (1 + 0.05 * tones[row, colm]) * (1 + 0.10 * bright[row, colm])[..., None]
    brick = brick * (1 + 0.07 * fbm(rng, h, w, 40, 3) + 0.05 * rng.standard_normal((h, w)).astype(np.float32))[..., None]
    soot = np.clip(fbm(rng, h, w, 400, 3), -1, 2) * 0.08
    brick = brick * (1 - soot)[..., None]
    my = ys - row * ph
    mx = (xs + offset) - colm * pw
    in_m = (my < mortar) | (mx < mortar)
    mort = fill(h, w, (0.62, 0.60, 0.55)) * (1 + 0.08 * fbm(rng, h, w, 6, 2))[..., None]
    # recessed mortar: darker just under a brick's bottom edge
    shade = np.where(in_m & (my < mortar), 0.75 + 0.25 * (my / mortar), 1.0)
    m = in_m.astype(np.float32)
    m = blur2d(m, 0.8)
    out = mix(brick, mort * shade[..., None], m)
    return out


def cork(rng, h, w):
    t = fill(h, w, (0.70, 0.52, 0.33))
    n1 = noise(rng, h, w, 2.5)
    n2 = noise(rng, h, w, 5)
    t *= (1 + 0.10 * n1 + 0.08 * n2 + 0.05 * fbm(rng, h, w, 120, 3))[..., None]
    pores = np.clip((noise(rng, h, w, 3.0) - 1.7) * 1.5, 0, 1)
    t = mix(t, fill(h, w, (0.30, 0.18, 0.10)), pores)
    light = np.clip((noise(rng, h, w, 3.5) - 1.9) * 1.5, 0, 1)
    t = mix(t, fill(h, w, (0.86, 0.72, 0.52)), light * 0.7)
    return t


def chalkboard(rng, h, w):
    t = fill(h, w, (0.12, 0.155, 0.14))
    smudge = np.clip(fbm(rng, h, w, 260, 4) * 0.5 + 0.2, 0, 1.5)
    swipe = np.clip(noise(rng, h, w, 60, 420) * 0.5, 0, 1)
    t = mix(t, fill(h, w, (0.40, 0.43, 0.41)), np.clip(0.10 * smudge + 0.07 * swipe, 0, 0.35))
    t *= (1 + 0.04 * rng.standard_normal((h, w)).astype(np.float32))[..., None]
    return t


def plaster(rng, h, w, base):
    b = fbm(rng, h, w, 30, 4)
    gy, gx = np.gradient(blur2d(b, 1.5))
    t = fill(h, w, base) * (1 + 0.28 * (gx - gy) + 0.03 * fbm(rng, h, w, 300, 3))[..., None]
    return t


def linen(rng, h, w, base):
    xs, ys = grid(h, w)
    jx = noise(rng, h, w, 200, 2) * 1.5
    jy = noise(rng, h, w, 2, 200) * 1.5
    weave = 0.05 * np.sin(2 * np.pi * (xs + jy) / 5.0) + 0.05 * np.sin(2 * np.pi * (ys + jx) / 5.0)
    slub = 0.06 * noise(rng, h, w, 2.5, 60) + 0.06 * noise(rng, h, w, 60, 2.5)
    t = fill(h, w, base) * (1 + weave + slub + 0.05 * fbm(rng, h, w, 250, 3))[..., None]
    return t


def stone(rng, h, w):
    xs, ys = grid(h, w)
    t = fill(h, w, (0.86, 0.85, 0.83)) * (1 + 0.03 * fbm(rng, h, w, 200, 4))[..., None]
    phase = (xs * 0.8 + ys * 0.45) / 520.0 + 0.55 * fbm(rng, h, w, 600, 5)
    vein = np.exp(-np.abs(np.sin(phase * np.pi)) * 22) * np.clip(0.6 + 0.5 * fbm(rng, h, w, 300, 3), 0, 1)
    t = mix(t, fill(h, w, (0.55, 0.55, 0.57)), vein * 0.40)
    cloud = np.clip(fbm(rng, h, w, 250, 4) * 0.5, -1, 1)
    t = mix(t, fill(h, w, (0.74, 0.74, 0.75)), np.clip(cloud, 0, 1) * 0.25)
    specks = np.clip((noise(rng, h, w, 2.0) - 2.0) * 2, 0, 1)
    t = mix(t, fill(h, w, (0.45, 0.44, 0.44)), specks * 0.5)
    return t


def granite(rng, h, w):
    t = fill(h, w, (0.20, 0.20, 0.22)) * (1 + 0.08 * fbm(rng, h, w, 150, 3))[..., None]
    n = noise(rng, h, w, 2.6)
    t = mix(t, fill(h, w, (0.55, 0.53, 0.52)), np.clip((n - 1.5) * 1.2, 0, 1))
    n = noise(rng, h, w, 3.4)
    t = mix(t, fill(h, w, (0.05, 0.05, 0.06)), np.clip((n - 1.2) * 1.2, 0, 1))
    n = noise(rng, h, w, 4.0)
    t = mix(t, fill(h, w, (0.40, 0.30, 0.28)), np.clip((n - 1.8) * 1.2, 0, 1))
    return t


def painted_metal(rng, h, w, base, grime=0.15):
    t = fill(h, w, base)
    t *= (1 + 0.025 * fbm(rng, h, w, 220, 4) + 0.012 * rng.standard_normal((h, w)).astype(np.float32))[..., None]
    streak = np.clip(noise(rng, h, w, 260, 7) * 0.6 + fbm(rng, h, w, 200, 2) * 0.3, 0, 2)
    t = mix(t, t * col(0.62, 0.55, 0.45), np.clip(streak * grime, 0, 0.6))
    return t


def scratches(rng, w, h, n, length=(20, 160)):
    def draw(d):
        for _ in range(n):
            x, y = rng.random() * w, rng.random() * h
            a = rng.random() * math.pi
            L = length[0] + rng.random() * (length[1] - length[0])
            d.line((x, y, x + math.cos(a) * L, y + math.sin(a) * L),
                   fill=int(60 + rng.random() * 160), width=1 + int(rng.random() * 2))
    return mask_from_draw(w, h, draw)


def screw(obj, x, y, r, rng, rust=True):
    h, w = obj.shape[:2]
    xs, ys = grid(h, w)
    d = np.hypot(xs - x, ys - y)
    if rust:
        rr = r * 4
        rm = np.clip(1 - d / rr, 0, 1) ** 1.5 * np.clip(0.6 + 0.5 * noise(rng, h, w, 8), 0, 1.3)
        drip = np.clip(1 - np.abs(xs - x) / (r * 0.9), 0, 1) * np.clip(1 - (ys - y) / (r * 14), 0, 1) * (ys > y)
        rm = np.clip(rm + drip * 0.45 * np.clip(0.5 + noise(rng, h, w, 6, 30) * 0.5, 0, 1), 0, 1)
        obj[:] = mix(obj, obj * col(0.55, 0.30, 0.15), rm * 0.8)
    head = np.clip(r - d + 0.5, 0, 1)
    shade = np.clip(0.55 + 0.45 * ((x - xs) - (y - ys)) / r * 0.5, 0.25, 1)
    metal = np.stack([shade * 0.62, shade * 0.60, shade * 0.56], -1)
    obj[:] = mix(obj, metal, head)
    slot = head * (np.abs((xs - x) - (ys - y) * 0.3) < r * 0.12)
    obj[:] = mix(obj, fill(h, w, (0.1, 0.1, 0.1)), slot.astype(np.float32) * 0.8)


# ---------------------------------------------------------------------------
# Text layout helpers (masks; y is the baseline)
# ---------------------------------------------------------------------------

def wrap_words(text, fnt, width, indent=0.0):
    lines, cur = [], []
    for word in text.split():
        avail = width - (indent if not lines else 0)
        if cur and fnt.getlength(" ".join(cur + [word])) > avail:
            lines.append(cur)
            cur = [word]
        else:
            cur.append(word)
    if cur:
        lines.append(cur)
    return lines


def draw_words(d, x, y, words, fnt, width, justify, fill=255):
    if not justify or len(words) < 2:
        d.text((x, y), " ".join(words), font=fnt, fill=fill, anchor="ls")
        return
    total = sum(fnt.getlength(wd) for wd in words)
    gap = (width - total) / (len(words) - 1)
    xx = x
    for wd in words:
        d.text((xx, y), wd, font=fnt, fill=fill, anchor="ls")
        xx += fnt.getlength(wd) + gap


def text_line_mask(w, h, items):
    """items: (x, y, text, font, anchor[, fill])"""
    def draw(d):
        for it in items:
            x, y, s, f, anchor = it[:5]
            fl = it[5] if len(it) > 5 else 255
            d.text((x, y), s, font=f, fill=fl, anchor=anchor)
    return mask_from_draw(w, h, draw)


def draw_spaced(d, x, y, s, fnt, tracking, anchor_center=False, fill=255):
    widths = [fnt.getlength(c) for c in s]
    total = sum(widths) + tracking * (len(s) - 1)
    xx = x - total / 2 if anchor_center else x
    for c, wd in zip(s, widths):
        d.text((xx, y), c, font=fnt, fill=fill, anchor="ls")
        xx += wd + tracking
    return total


def draw_hand(d, x, y, s, key, size, rng, jitter_y=1.6, size_var=0.05, slope=0.0,
              space_var=0.18, fill=255):
    """Character-by-character drawing with small random wobble (handwriting)."""
    xx = x
    for c in s:
        if c == " ":
            xx += font(key, size).getlength(" ") * (1 + space_var * rng.standard_normal())
            continue
        sz = size * (1 + size_var * rng.standard_normal())
        f = font(key, sz)
        yy = y + jitter_y * rng.standard_normal() + slope * (xx - x)
        d.text((xx, yy), c, font=f, fill=fill, anchor="ls")
        xx += f.getlength(c) + 0.8 * rng.standard_normal()
    return xx


# ---------------------------------------------------------------------------
# Light and camera
# ---------------------------------------------------------------------------

def light_field(h, w, angle=0.0, amount=0.0, vignette=0.0, center=None):
    xs, ys = grid(h, w)
    cx, cy = (w / 2, h / 2) if center is None else center
    a = math.radians(angle)
    g = 1 + amount * ((xs - w / 2) * math.cos(a) + (ys - h / 2) * math.sin(a)) / (0.5 * math.hypot(w, h))
    r2 = ((xs - cx) ** 2 + (ys - cy) ** 2) / (0.25 * (w * w + h * h))
    return g * (1 - vignette * r2)


def soft_polygon(h, w, pts, sigma):
    m = mask_from_draw(w, h, lambda d: d.polygon(pts, fill=255))
    return blur2d(m, sigma)


def soft_ellipse(h, w, box, sigma):
    m = mask_from_draw(w, h, lambda d: d.ellipse(box, fill=255))
    return blur2d(m, sigma)


def camera(img, rng, light=None, blur=0.8, noise_sd=0.010, wb=(1.0, 1.0, 1.0),
           ca=0.0006, contrast=1.0):
    """Turn a linear-ish scene into a 'photo': light, white balance, chromatic
    aberration, sensor noise, lens blur. Returns a PIL RGB image."""
    h, w = img.shape[:2]
    if light is not None:
        img = img * light[..., None]
    img = img * col(*wb)
    if contrast != 1.0:
        img = 0.5 + (img - 0.5) * contrast
    img = np.clip(img, 0, 1)
    if ca:
        xs, ys = grid(h, w)
        cx, cy = w / 2, h / 2
        chans = []
        for c, k in ((0, 1 + ca), (1, 1.0), (2, 1 - ca)):
            if k == 1.0:
                chans.append(img[..., c])
            else:
                u = np.clip(cx + (xs + 0.5 - cx) / k, 0.5, w - 0.5)
                v = np.clip(cy + (ys + 0.5 - cy) / k, 0.5, h - 0.5)
                chans.append(sample(img[..., c], u, v))
        img = np.stack(chans, -1)
    lum = img.mean(axis=2)
    sd = noise_sd * (0.45 + 0.55 * np.sqrt(np.clip(lum, 0, 1)))
    n = rng.standard_normal((h, w)).astype(np.float32)[..., None] * 0.8 \
        + rng.standard_normal((h, w, 3)).astype(np.float32) * 0.45
    img = img + n * sd[..., None]
    return Image.fromarray(np.clip(img * 255 + 0.5, 0, 255).astype(np.uint8)).filter(
        ImageFilter.GaussianBlur(blur))


def encode_jpeg(im):
    q = JPEG_QUALITY
    while True:
        buf = io.BytesIO()
        im.save(buf, "JPEG", quality=q, optimize=True, progressive=False, subsampling=2)
        data = buf.getvalue()
        if len(data) <= MAX_FILE_BYTES or q <= 60:
            return data, q
        q -= 2


# ---------------------------------------------------------------------------
# Texts
# ---------------------------------------------------------------------------

AUSTEN = [
    "It is a truth universally acknowledged, that a single man in possession of a "
    "good fortune, must be in want of a wife.",
    "However little known the feelings or views of such a man may be on his first "
    "entering a neighbourhood, this truth is so well fixed in the minds of the "
    "surrounding families, that he is considered the rightful property of some one "
    "or other of their daughters.",
    "\u201cMy dear Mr. Bennet,\u201d said his lady to him one day, \u201chave you heard "
    "that Netherfield Park is let at last?\u201d",
    "Mr. Bennet replied that he had not.",
    "\u201cBut it is,\u201d returned she; \u201cfor Mrs. Long has just been here, and she "
    "told me all about it.\u201d",
    "Mr. Bennet made no answer.",
    "\u201cDo you not want to know who has taken it?\u201d cried his wife impatiently.",
]

DECLARATION = (
    "We hold these truths to be self-evident, that all men are created equal, that "
    "they are endowed by their Creator with certain unalienable Rights, that among "
    "these are Life, Liberty and the pursuit of Happiness. That to secure these rights, "
    "Governments are instituted among Men, deriving their just powers from the consent "
    "of the governed."
)

CARROLL = [
    "Twinkle, twinkle, little bat!",
    "How I wonder what you're at!",
    "Up above the world you fly,",
    "Like a tea-tray in the sky.",
]

SONNET18 = [
    "Shall I compare thee to a summer's day?",
    "Thou art more lovely and more temperate:",
    "Rough winds do shake the darling buds of May,",
    "And summer's lease hath all too short a date;",
]


# ---------------------------------------------------------------------------
# Scenes. Each returns (scene array, light field, camera kwargs, text lines).
# ---------------------------------------------------------------------------

def scene_street_sign(rng):
    W, H = 1600, 1200
    # the wall plane, in wall pixels
    WW, WH = 2300, 1500
    wall = brick_wall(rng, WH, WW)
    # the sign, flat on the wall
    sw, sh = 1500, 560
    sign = painted_metal(rng, sh, sw, (0.93, 0.93, 0.90), grime=0.08)
    alpha = rounded_alpha(sw, sh, 26)
    border = mask_from_draw(sw, sh, lambda d: d.rounded_rectangle((22, 22, sw - 23, sh - 23), 18, outline=255, width=14))
    ink(sign, border, (0.06, 0.06, 0.07))
    lines = ["ORCHARD LANE", "LEADING TO MARKET SQUARE"]
    size = 190
    while font("nimbus-sans-bold", size).getlength(lines[0]) > sw - 200:
        size -= 2
    big = font("nimbus-sans-bold", size)
    small = font("nimbus-sans-bold", 66)
    tm = mask_from_draw(sw, sh, lambda d: (
        d.text((sw / 2, 272), lines[0], font=big, fill=255, anchor="ms"),
        d.text((sw / 2, 450), lines[1], font=small, fill=255, anchor="ms")))
    chips = np.clip((noise(rng, sh, sw, 5) - 2.6) * 3, 0, 1)
    ink(sign, tm, (0.05, 0.05, 0.06), opacity=np.clip(0.97 - 0.6 * chips, 0, 1))
    chip2 = np.clip((noise(rng, sh, sw, 7) - 3.0) * 3, 0, 1) * alpha
    ink(sign, chip2, (0.22, 0.20, 0.18))
    sc = scratches(rng, sw, sh, 40)
    ink(sign, sc, (0.55, 0.55, 0.52), 0.35)
    for (x, y) in ((60, 60), (sw - 60, 60), (60, sh - 60), (sw - 60, sh - 60)):
        screw(sign, x, y, 13, rng)
    # edge highlight/shade: enamelled plate is slightly domed
    xs, ys = grid(sh, sw)
    sign *= (1.0 + 0.05 * (1 - ys / sh) - 0.04 * (ys / sh) ** 4)[..., None]
    sx, sy = 400, 420
    place(wall, sign, alpha, [(sx, sy), (sx + sw, sy), (sx + sw, sy + sh), (sx, sy + sh)],
          shadow=(10, 14, 6, 0.45))
    # photograph the wall plane from below-left
    quad = [(-250, -140), (1830, -290), (1900, 1390), (-230, 1290)]
    scene = fill(H, W, (0.3, 0.3, 0.3))
    place(scene, wall, np.ones((WH, WW), np.float32), quad)
    light = light_field(H, W, angle=200, amount=0.25, vignette=0.30)
    # shadow of a building edge falling across the lower right
    sh_m = soft_polygon(H, W, [(1050, 1200), (1600, 520), (1600, 1200)], 28)
    light = light * (1 - 0.42 * sh_m)
    return scene, light, dict(blur=0.9, noise_sd=0.016, wb=(1.06, 1.0, 0.90)), lines


def scene_book_page(rng):
    W, H = 1200, 1600
    pw, ph = 1080, 1480
    page = paper(rng, ph, pw, (0.93, 0.89, 0.79), age=0.6)
    body = font("c059", 40)
    left, right = 150, 80
    width = pw - left - right
    out_lines = []
    # running head and chapter heading
    head = font("c059", 27)
    cap = font("c059-bold", 46)

    def draw(d):
        draw_spaced(d, pw / 2 + 30, 92, "PRIDE AND PREJUDICE", head, 4, anchor_center=True)
        d.text((pw - right, 92), "1", font=head, fill=255, anchor="rs")
        d.text((pw / 2 + 30, 215), "CHAPTER I.", font=cap, fill=255, anchor="ms")
        y = 305
        lh = 56
        for para in AUSTEN:
            wl = wrap_words(para, body, width, indent=44)
            for i, words in enumerate(wl):
                x = left + (44 if i == 0 else 0)
                wdt = width - (44 if i == 0 else 0)
                draw_words(d, x, y, words, body, wdt, justify=(i < len(wl) - 1))
                out_lines.append(" ".join(words))
                y += lh
    tm = mask_from_draw(pw, ph, draw)
    ink(page, blur2d(tm, 0.5), (0.10, 0.09, 0.08), 0.95)
    lines = ["PRIDE AND PREJUDICE 1", "CHAPTER I."] + out_lines
    # the book: cover, page block, page, on a table
    scene = wood(rng, H, W, (0.50, 0.33, 0.20), (0.30, 0.18, 0.10), ring=40, plank=330)
    plane_quad = [(70, 55), (1180, 105), (1150, 1575), (55, 1540)]
    Hp = homography(rect(pw, ph), plane_quad)
    cover = fill(ph + 80, pw + 90, (0.35, 0.08, 0.07)) * (1 + 0.05 * fbm(rng, ph + 80, pw + 90, 4, 2))[..., None]
    place(scene, cover, np.ones(cover.shape[:2], np.float32), quad_in_plane(Hp, -60, -40, pw + 30, ph + 40),
          shadow=(14, 18, 12, 0.5))
    xs, ys = grid(ph + 20, 30)
    block = fill(ph + 20, 30, (0.88, 0.84, 0.74)) * (1 - 0.25 * (np.sin(xs * 2.1) ** 2) * 0.5)[..., None]
    place(scene, block, np.ones(block.shape[:2], np.float32), quad_in_plane(Hp, pw - 6, -6, pw + 24, ph + 14))
    gut = 230

    def curl(u, v):
        t = np.clip(1 - u / gut, 0, 1)
        v2 = v + 40 * t ** 2 * (v - ph / 2) / (ph / 2)
        u2 = u - 30 * t ** 2
        shade = 1 - 0.80 * t ** 2.0
        return u2, v2, shade.astype(np.float32)
    place(scene, page, np.ones((ph, pw), np.float32), quad_in_plane(Hp, 0, 0, pw, ph),
          shadow=(6, 6, 4, 0.3), distort=curl)
    light = light_field(H, W, angle=135, amount=0.22, vignette=0.28)
    return scene, light, dict(blur=0.9, noise_sd=0.014, wb=(1.04, 1.0, 0.92)), lines


def scene_product_label(rng):
    W, H = 1600, 1200
    xs, ys = grid(H, W)
    # blurred kitchen behind
    bg = fill(H, W, (0.30, 0.23, 0.17)) * (0.8 + 0.4 * (1 - ys / H))[..., None]
    bokeh = np.zeros((H, W, 3), np.float32)
    for _ in range(26):
        cx, cy, r = rng.random() * W, rng.random() * H * 0.7, 30 + rng.random() * 80
        c = col(0.9, 0.75, 0.5) * (0.4 + 0.6 * rng.random())
        m = mask_from_draw(W, H, lambda d: d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=255))
        bokeh += m[..., None] * c * 0.35
    bg = bg + np.stack([blur2d(bokeh[..., i], 6) for i in range(3)], -1)
    bg = np.stack([blur2d(bg[..., i], 3) for i in range(3)], -1)
    # counter top at the bottom
    counter = ys > 960
    bg[counter] = (stone(rng, H, W)[counter] * 0.8)
    scene = bg
    # jar geometry
    cx, R = 800.0, 520.0
    top, bottom = 250.0, 1120.0
    ell = 46.0  # front is this much lower than the sides (camera slightly above)
    dx = (xs + 0.5 - cx) / R
    inside = np.abs(dx) < 1
    theta = np.arcsin(np.clip(dx, -1, 1))
    cth = np.cos(theta)
    yoff = ell * cth
    lam = np.clip(0.40 + 0.75 * np.cos(theta + 0.55), 0.25, 1.1)
    # honey in glass
    honey = fill(H, W, (0.78, 0.45, 0.07)) * (0.55 + 0.6 * cth)[..., None]
    honey *= (1 + 0.04 * fbm(rng, H, W, 80, 3))[..., None]
    jar_m = inside & (ys >= top + yoff) & (ys < bottom + yoff)
    jar_m[inside & (ys >= bottom + yoff)] = False
    scene[jar_m] = honey[jar_m]
    # lid
    lid_top = 130.0
    lid_m = inside & (ys >= lid_top + ell * cth) & (ys < top + yoff)
    ridges = 0.85 + 0.15 * np.sin(theta * 90) ** 2
    lid = np.stack([0.78 * lam * ridges, 0.62 * lam * ridges, 0.26 * lam * ridges], -1)
    scene[lid_m] = lid[lid_m]
    cap_m = inside & (ys >= lid_top - ell * cth) & (ys < lid_top + ell * cth)
    capc = (col(0.86, 0.72, 0.34) * (0.85 + 0.2 * (1 - (xs - cx + 200) ** 2 / (2 * R * R)))[..., None])
    scene[cap_m] = capc[cap_m]
    # contact shadow on the counter
    cs = np.exp(-((ys - (bottom + ell)) / 30.0) ** 2) * np.clip(1.15 - np.abs(dx) ** 4, 0, 1) * (ys > bottom)
    scene *= (1 - 0.5 * cs)[..., None]
    # label on the jar, in label px: arc length along the circumference
    lw, lh = 1500, 700
    lab = paper(rng, lh, lw, (0.82, 0.68, 0.48), mottle=0.03, fibre=0.03, grain=0.015)
    specks = np.clip((noise(rng, lh, lw, 2.2) - 2.2) * 2, 0, 1)
    ink(lab, specks, (0.45, 0.32, 0.2), 0.6)
    brown = (0.22, 0.12, 0.05)
    lines = ["HILLSIDE APIARY", "Wildflower", "HONEY", "Raw & Unfiltered",
             "Net Wt 12 oz (340 g)", "Ingredients: 100% pure honey."]
    mid = lw / 2

    def draw(d):
        d.rounded_rectangle((mid - 430, 30, mid + 430, lh - 30), 30, outline=255, width=6)
        d.rounded_rectangle((mid - 412, 48, mid + 412, lh - 48), 22, outline=255, width=2)
        draw_spaced(d, mid, 130, lines[0], font("nimbus-sans-bold", 44), 6, anchor_center=True)
        d.text((mid, 235), lines[1], font=font("z003", 92), fill=255, anchor="ms")
        d.text((mid, 365), lines[2], font=font("bookman-demi", 138), fill=255, anchor="ms")
        d.text((mid, 450), lines[3], font=font("c059-italic", 50), fill=255, anchor="ms")
        d.text((mid, 540), lines[4], font=font("nimbus-sans", 42), fill=255, anchor="ms")
        d.text((mid, 610), lines[5], font=font("nimbus-sans", 38), fill=255, anchor="ms")
    tm = mask_from_draw(lw, lh, draw)
    wear = np.clip(1.0 - 0.12 * np.clip(fbm(rng, lh, lw, 30, 3) - 0.5, 0, 3), 0.5, 1)
    ink(lab, blur2d(tm, 0.6), brown, wear)
    ltop = 430.0
    u = mid + R * theta
    v = (ys + 0.5) - (ltop + yoff)
    s = sample(np.concatenate([lab, np.ones((lh, lw, 1), np.float32)], 2), u, v)
    a = s[..., 3] * inside
    scene = scene * (1 - a[..., None]) + s[..., :3] * (lam * 0.95)[..., None] * a[..., None]
    # glass highlights (weaker over the paper label)
    hl = np.exp(-((theta + 0.62) / 0.05) ** 2) * 0.55 + np.exp(-((theta - 0.9) / 0.03) ** 2) * 0.25
    hl = hl * (jar_m | lid_m) * (1 - 0.75 * a)
    scene = scene + hl[..., None] * col(1, 0.97, 0.9)
    # jar shadow on the counter
    light = light_field(H, W, angle=160, amount=0.15, vignette=0.35)
    return scene, light, dict(blur=0.8, noise_sd=0.018, wb=(1.02, 1.0, 0.95)), lines


def scene_shop_receipt(rng):
    W, H = 1200, 1600
    scene = granite(rng, H, W)
    rw, rh = 780, 1330
    rec = paper(rng, rh, rw, (0.95, 0.95, 0.93), mottle=0.012, fibre=0.006, grain=0.006)
    # torn top edge / zigzag bottom: alpha
    alpha = np.ones((rh, rw), np.float32)
    xs, ys = grid(rh, rw)
    tear = 10 + 6 * noise(rng, 1, rw, 1, 6)[0]
    alpha[ys < tear[None, :]] = 0
    zig = rh - 12 - 10 * np.abs(((xs[0] / 24) % 2) - 1)
    alpha[ys > zig[None, :]] = 0
    alpha = blur2d(alpha, 0.7)
    items = [("Whole Milk 2L", "1.45"), ("Sourdough Loaf", "3.20"), ("Free Range Eggs x6", "2.75"),
             ("Mature Cheddar 400g", "4.10"), ("Gala Apples 1kg", "2.30"), ("Coffee Beans 250g", "5.95"),
             ("Dark Chocolate", "1.85")]
    rule = "-" * 26
    lines = (["THE CORNER GROCER", "14 Market Street", "Tel: 01632 960 481", "VAT No. 123 4567 89", rule]
             + [f"{a:<20}{b:>6}" for a, b in items]
             + [rule, f"{'TOTAL':<20}{'21.60':>6}", f"{'CARD PAYMENT':<20}{'21.60':>6}",
                f"{'CHANGE':<20}{'0.00':>6}", rule, "14/03/2024 10:42 #0087",
                "THANK YOU - COME AGAIN"])
    centred = {0, 1, 2, 3, len(lines) - 2, len(lines) - 1}
    f = font("dejavu-mono-bold", 40)
    lh = 57

    adv = f.getlength("0")

    def draw(d):
        # fixed pitch, except that a decimal point between digits takes a
        # narrow cell as on many receipt printers (a full-width cell splits
        # "1.45" into two columns for tesseract)
        y = 110
        for i, s in enumerate(lines):
            if s == rule:   # a printed rule, not text
                d.line((rw / 2 - 13 * adv, y - 14, rw / 2 + 13 * adv, y - 14), fill=255, width=3)
                y += lh + 12
                continue
            cells = [adv * (0.6 if c == "." and 0 < j < len(s) - 1 and s[j - 1].isdigit()
                            and s[j + 1].isdigit() else 1.0) for j, c in enumerate(s)]
            x = rw / 2 - (sum(cells) if i in centred else 26 * adv) / 2
            for c, cw in zip(s, cells):
                if c != " ":
                    d.text((x + (cw - adv) / 2, y), c, font=f, fill=255, anchor="ls")
                x += cw
            y += lh + (12 if s == rule else 0)
    tm = mask_from_draw(rw, rh, draw)
    lines = [s for s in lines if s != rule]
    # thermal print: greyish, faded in patches, one weak print-head column
    fade = np.clip(0.90 + 0.14 * fbm(rng, rh, rw, 160, 3), 0.66, 1.0)
    fade *= np.where(np.abs(xs - 505) < 4, 0.65, 1.0)
    fade *= (1 + 0.06 * noise(rng, rh, rw, 2, 400))
    ink(rec, blur2d(tm, 0.6), (0.13, 0.13, 0.17), np.clip(fade, 0, 1))
    # crumpled paper: shading from a height field, and a little displacement
    hgt = fbm(rng, rh, rw, 220, 3) * 1.2 + noise(rng, rh, rw, 420, 160) * 3.0
    gy, gx = np.gradient(hgt)
    rec *= np.clip(1 + 1.8 * (gx * 0.6 - gy * 0.8), 0.75, 1.12)[..., None]
    d1 = noise(rng, rh, rw, 300) * 4
    d2 = noise(rng, rh, rw, 300) * 4

    def crumple(u, v):
        return u + sample(d1, u, v), v + sample(d2, u, v), None
    quad = [(230, 150), (1010, 120), (1060, 1480), (190, 1500)]
    place(scene, rec, alpha, quad, shadow=(10, 12, 8, 0.55), distort=crumple)
    light = light_field(H, W, angle=-60, amount=0.25, vignette=0.35)
    return scene, light, dict(blur=0.9, noise_sd=0.016, wb=(0.97, 1.0, 1.04)), lines


def scene_handwritten_note(rng):
    W, H = 1600, 1200
    scene = wood(rng, H, W, (0.80, 0.66, 0.48), (0.64, 0.48, 0.32), ring=30, plank=400)
    nw, nh = 1320, 980
    note = paper(rng, nh, nw, (0.97, 0.97, 0.94), mottle=0.01, fibre=0.01, grain=0.008)
    rule = 92
    top = 150
    rules = mask_from_draw(nw, nh, lambda d: [d.line((0, y, nw, y), fill=255, width=2)
                                             for y in range(top, nh - 20, rule)])
    ink(note, rules, (0.45, 0.62, 0.85), 0.7)
    margin = mask_from_draw(nw, nh, lambda d: d.line((150, 0, 150, nh), fill=255, width=3))
    ink(note, margin, (0.90, 0.35, 0.38), 0.7)
    alpha = np.ones((nh, nw), np.float32)
    # spiral holes on the top edge
    holes = mask_from_draw(nw, nh, lambda d: [d.ellipse((x - 11, 30, x + 11, 52), fill=255)
                                             for x in range(60, nw - 40, 52)])
    alpha = np.clip(alpha - blur2d(holes, 0.6), 0, 1)
    lines = CARROLL + ["L. Carroll, 1865"]
    baselines = [top + rule * i - 14 for i in range(1, 6)]

    def draw(d):
        for i, s in enumerate(CARROLL):
            draw_hand(d, 200 + 12 * rng.standard_normal(), baselines[i], s, "breip", 76, rng,
                      jitter_y=0.6, size_var=0.02, space_var=0.08,
                      slope=-0.004 + 0.002 * rng.standard_normal())
        draw_hand(d, 720, baselines[4] + 20, lines[4], "breip", 64, rng, jitter_y=0.9, size_var=0.025, slope=-0.004)
    tm = mask_from_draw(nw, nh, draw)
    press = np.clip(0.85 + 0.15 * noise(rng, nh, nw, 40), 0.6, 1.0)
    ink(note, np.clip(blur2d(tm, 1.0) * 1.6, 0, 1), (0.06, 0.09, 0.38), press)  # felt-tip line
    quad = [(130, 140), (1480, 60), (1530, 1090), (160, 1160)]
    place(scene, note, alpha, quad, shadow=(14, 16, 10, 0.45))
    # a desk lamp at the top left; the photographer's shadow at the lower right
    light = light_field(H, W, angle=35, amount=0.30, vignette=0.25, center=(500, 350))
    sh = soft_polygon(H, W, [(900, 1200), (1100, 800), (1300, 680), (1600, 650), (1600, 1200)], 70)
    light = light * (1 - 0.25 * sh)
    return scene, light, dict(blur=0.9, noise_sd=0.020, wb=(1.05, 1.0, 0.88)), lines


def scene_notice_poster(rng):
    W, H = 1200, 1600
    scene = cork(rng, H, W)
    # wooden frame of the board along the left and top edges
    frame_l = wood(rng, H, 70, (0.55, 0.38, 0.22), (0.38, 0.24, 0.12), vertical=True)
    scene[:, :70] = frame_l
    scene[:, 64:70] *= 0.6
    # another (blank, pink) sheet peeking in at the right
    other = paper(rng, 700, 500, (0.95, 0.78, 0.80))
    place(scene, other, np.ones((700, 500), np.float32), [(1010, 1050), (1480, 1010), (1520, 1700), (1050, 1740)],
          shadow=(8, 10, 6, 0.4))
    pw, ph = 1000, 1380
    post = paper(rng, ph, pw, (0.98, 0.93, 0.62), mottle=0.02, fibre=0.012)
    red = (0.62, 0.08, 0.06)
    black = (0.08, 0.07, 0.06)
    body = font("p052", 44)
    wl = wrap_words(DECLARATION, body, pw - 160)
    body_lines = [" ".join(w) for w in wl]
    lines = ["PUBLIC READING", "The Declaration of Independence",
             "Town Hall, Thursday 4 July, 7 pm"] + body_lines + ["All welcome - admission free"]

    def draw_red(d):
        d.text((pw / 2, 170), lines[0], font=font("bookman-demi", 92), fill=255, anchor="ms")
        d.text((pw / 2, 1290), lines[-1], font=font("nimbus-sans-bold", 46), fill=255, anchor="ms")
        d.line((120, 420, pw - 120, 420), fill=255, width=4)

    def draw_black(d):
        d.text((pw / 2, 270), lines[1], font=font("p052-italic", 56), fill=255, anchor="ms")
        d.text((pw / 2, 350), lines[2], font=font("nimbus-sans", 44), fill=255, anchor="ms")
        y = 520
        for i, words in enumerate(wl):
            draw_words(d, 80, y, words, body, pw - 160, justify=(i < len(wl) - 1))
            y += 66
    ink(post, blur2d(mask_from_draw(pw, ph, draw_red), 0.5), red, 0.95)
    ink(post, blur2d(mask_from_draw(pw, ph, draw_black), 0.5), black, 0.95)
    # gentle waviness of the pinned sheet
    hgt = noise(rng, ph, pw, 500, 350) * 6
    gy, gx = np.gradient(hgt)
    post *= np.clip(1 + 0.6 * (gx - gy), 0.85, 1.1)[..., None]
    quad = [(150, 130), (1120, 160), (1105, 1500), (140, 1480)]
    place(scene, post, np.ones((ph, pw), np.float32), quad, shadow=(9, 12, 7, 0.45))
    # push pins
    for (x, y, c) in ((175, 160, (0.8, 0.1, 0.1)), (1090, 190, (0.1, 0.3, 0.8)),
                      (1080, 1465, (0.9, 0.75, 0.1)), (165, 1450, (0.1, 0.6, 0.3))):
        xs, ys = grid(H, W)
        d = np.hypot(xs - x, ys - y)
        shadow = np.clip(1 - np.hypot(xs - x - 10, ys - y - 12) / 26, 0, 1)
        scene *= (1 - 0.5 * shadow)[..., None]
        head = np.clip(20 - d, 0, 1)
        sh = np.clip(1.15 - np.hypot(xs - x + 7, ys - y + 7) / 26, 0.3, 1.2)
        pin = col(*c) * sh[..., None] + np.clip(1 - np.hypot(xs - x + 7, ys - y + 7) / 6, 0, 1)[..., None] * 0.6
        scene = mix(scene, pin, head)
    # uneven light on purpose: a spotlight from the upper left, and the lower
    # part of the board in the shadow of a shelf. Tesseract still reads the
    # lit part; Binarize (threshold 0.125, linear) turns the shade black.
    light = light_field(H, W, angle=60, amount=0.45, vignette=0.35, center=(450, 350))
    shelf = soft_polygon(H, W, [(0, 1600), (0, 1330), (600, 1180), (1200, 1040), (1200, 1600)], 45)
    light = light * (1 - 0.58 * shelf)
    return scene, light, dict(blur=0.8, noise_sd=0.016, wb=(1.0, 1.0, 0.96)), lines


def scene_menu_board(rng):
    W, H = 1600, 1200
    scene = plaster(rng, H, W, (0.83, 0.78, 0.68))
    bw, bh = 1500, 1100
    board = chalkboard(rng, bh, bw)
    fr = 46
    frame = wood(rng, bh, bw, (0.55, 0.37, 0.21), (0.35, 0.22, 0.12), ring=20)
    xs, ys = grid(bh, bw)
    in_frame = (xs < fr) | (xs >= bw - fr) | (ys < fr) | (ys >= bh - fr)
    board[in_frame] = frame[in_frame]
    inner_edge = ((xs >= fr) & (xs < fr + 6)) | ((ys >= fr) & (ys < fr + 6))
    board[inner_edge] *= 0.5
    items = [("TOMATO SOUP", "4.50"), ("CHEESE TOASTIE", "5.00"), ("JACKET POTATO", "6.25"),
             ("CARROT CAKE", "3.25"), ("FLAT WHITE", "2.80"), ("POT OF TEA", "2.20"),
             ("FRESH LEMONADE", "2.50")]
    lines = ["TODAY'S SPECIALS"] + [f"{a} {b}" for a, b in items]

    def draw_head(d):
        draw_hand(d, 330, 215, lines[0], "humor-sans", 104, rng, jitter_y=2.5, size_var=0.04)
        d.line((320, 245, 1180, 238), fill=255, width=5)

    def draw_items(d):
        y = 345
        for a, b in items:
            draw_hand(d, 170, y, a, "humor-sans", 74, rng, jitter_y=2.0, size_var=0.04, slope=-0.004)
            draw_hand(d, 1090, y - 4, b, "humor-sans", 74, rng, jitter_y=2.0, size_var=0.04)
            y += 100
    grain = np.clip(0.72 + 0.35 * noise(rng, bh, bw, 1.3) + 0.2 * noise(rng, bh, bw, 6), 0, 1)
    head = blur2d(mask_from_draw(bw, bh, draw_head), 0.9)
    ink(board, head, (0.97, 0.86, 0.45), grain * 0.95)
    itm = blur2d(mask_from_draw(bw, bh, draw_items), 0.9)
    ink(board, itm, (0.93, 0.93, 0.90), grain * 0.9)
    # chalk dust halo
    dust = blur2d(np.maximum(head, itm), 6)
    ink(board, dust * (1 - in_frame), (0.6, 0.62, 0.6), 0.10)
    quad = [(70, 80), (1540, 40), (1555, 1150), (60, 1120)]
    place(scene, board, np.ones((bh, bw), np.float32), quad, shadow=(16, 20, 12, 0.5))
    light = light_field(H, W, angle=20, amount=0.30, vignette=0.30, center=(600, 400))
    return scene, light, dict(blur=1.0, noise_sd=0.020, wb=(1.06, 1.0, 0.90)), lines


def scene_postcard(rng):
    W, H = 1600, 1200
    scene = linen(rng, H, W, (0.52, 0.58, 0.66))
    cw, ch = 1500, 1000
    card = paper(rng, ch, cw, (0.95, 0.93, 0.86), mottle=0.02, age=0.5)
    alpha = rounded_alpha(cw, ch, 10)
    div = 930
    msg_font = font("z003", 50)
    addr = ["Miss Elizabeth Bennet", "Longbourn House", "Meryton", "Hertfordshire"]
    lines = ["POST CARD"] + SONNET18 + ["W. S."] + addr

    def draw_print(d):
        draw_spaced(d, cw / 2, 95, "POST CARD", font("nimbus-roman", 58), 14, anchor_center=True)
        d.line((div, 150, div, ch - 70), fill=255, width=3)
        for i in range(4):
            y = 520 + i * 105
            d.line((div + 40, y, cw - 60, y), fill=255, width=2)
        d.rectangle((cw - 220, 150, cw - 60, 340), outline=255, width=2)

    def draw_hand_text(d):
        y = 300
        for s in SONNET18:
            draw_hand(d, 70, y, s, "z003", 50, rng, jitter_y=1.2, size_var=0.03, slope=-0.004)
            y += 112
        draw_hand(d, 600, y + 10, "W. S.", "z003", 58, rng)
        for i, s in enumerate(addr):
            draw_hand(d, div + 60 + (i * 30 if i < 3 else 150), 510 + i * 105, s, "z003", 52, rng,
                      jitter_y=1.2, size_var=0.03)
    ink(card, blur2d(mask_from_draw(cw, ch, draw_print), 0.5), (0.30, 0.25, 0.22), 0.9)
    ink(card, blur2d(mask_from_draw(cw, ch, draw_hand_text), 0.6), (0.08, 0.10, 0.30), 0.92)
    # stamp (a little engraved-looking picture) and a postmark
    sx0, sy0, sx1, sy1 = cw - 212, 158, cw - 68, 332
    xs, ys = grid(ch, cw)
    inside = (xs >= sx0) & (xs < sx1) & (ys >= sy0) & (ys < sy1)
    stamp = fill(ch, cw, (0.25, 0.45, 0.30)) * (1 + 0.15 * np.sin((xs + ys) * 0.8))[..., None]
    oval = (((xs - (sx0 + sx1) / 2) / 50) ** 2 + ((ys - (sy0 + sy1) / 2) / 65) ** 2) < 1
    stamp[oval] = col(0.85, 0.88, 0.80) * (1 - 0.35 * (((xs[oval] - (sx0 + sx1) / 2 + 12) / 40) ** 2 + ((ys[oval] - (sy0 + sy1) / 2 + 10) / 30) ** 2 < 1))[..., None]
    card[inside] = stamp[inside]
    perf = np.zeros((ch, cw), bool)
    for x in np.arange(sx0, sx1 + 1, 12):
        perf |= (np.hypot(xs - x, ys - sy0) < 4) | (np.hypot(xs - x, ys - sy1) < 4)
    for y in np.arange(sy0, sy1 + 1, 12):
        perf |= (np.hypot(xs - sx0, ys - y) < 4) | (np.hypot(xs - sx1, ys - y) < 4)
    card[perf & inside] = col(0.95, 0.93, 0.86)

    def draw_pm(d):
        cx, cy = cw - 300, 260
        d.ellipse((cx - 85, cy - 85, cx + 85, cy + 85), outline=255, width=4)
        d.ellipse((cx - 60, cy - 60, cx + 60, cy + 60), outline=255, width=3)
        for k in range(5):
            yy = cy - 50 + k * 25
            pts = [(cx + 90 + t * 8, yy + 7 * math.sin(t * 0.7)) for t in range(0, 28)]
            d.line(pts, fill=255, width=4)
    pm = blur2d(mask_from_draw(cw, ch, draw_pm), 0.8)
    ink(card, pm, (0.15, 0.12, 0.15), np.clip(0.55 + 0.3 * noise(rng, ch, cw, 12), 0.1, 0.9))
    quad = [(90, 150), (1520, 70), (1560, 1060), (120, 1150)]
    place(scene, card, alpha, quad, shadow=(12, 14, 8, 0.45))
    light = light_field(H, W, angle=-30, amount=0.28, vignette=0.32)
    return scene, light, dict(blur=0.85, noise_sd=0.016, wb=(1.03, 1.0, 0.94)), lines


def scene_recipe_card(rng):
    W, H = 1600, 1200
    scene = stone(rng, H, W)
    cw, ch = 1460, 900
    card = paper(rng, ch, cw, (0.975, 0.97, 0.95), mottle=0.012, fibre=0.01)
    rule0, step = 230, 84
    lines = [
        "OAT & HONEY BISCUITS",
        "1 cup rolled oats    1/2 cup sugar",
        "1 cup plain flour    1/2 cup butter",
        "2 tbsp honey         1 tsp baking soda",
        "Melt butter and honey, stir in the soda.",
        "Mix with the dry things, roll into balls.",
        "Bake at 180 C for 12 to 15 minutes.",
        "Makes about 20.",
    ]
    rl = mask_from_draw(cw, ch, lambda d: [d.line((0, y, cw, y), fill=255, width=2)
                                           for y in range(rule0 + step, ch - 20, step)])
    ink(card, rl, (0.55, 0.70, 0.88), 0.8)
    ink(card, mask_from_draw(cw, ch, lambda d: d.line((0, rule0 - 70, cw, rule0 - 70), fill=255, width=3)),
        (0.88, 0.30, 0.32), 0.8)
    f = font("nimbus-mono", 46)
    adv = f.getlength("M")
    per_char = []

    def draw(d):
        for i, s in enumerate(lines):
            y = rule0 - 88 if i == 0 else rule0 + step * i - 8
            x0 = 90 if i else (cw - adv * len(s)) / 2
            for j, c in enumerate(s):
                if c == " ":
                    continue
                fl = int(255 * np.clip(0.72 + 0.25 * rng.random(), 0, 1))
                dy = 1.3 * rng.standard_normal() + (0.8 if c in "aeo" else 0)
                d.text((x0 + j * adv + 0.6 * rng.standard_normal(), y + dy), c, font=f, fill=fl, anchor="ls")
    tm = mask_from_draw(cw, ch, draw)
    # typewriter ink spreads a little into the fibres
    tm = np.clip(blur2d(tm, 0.8) * 1.45, 0, 1) * np.clip(0.8 + 0.25 * noise(rng, ch, cw, 2), 0.4, 1)
    ink(card, tm, (0.12, 0.12, 0.16), 0.95)
    # coffee ring
    xs, ys = grid(ch, cw)
    d = np.hypot(xs - 1230, ys - 690)
    ring = np.exp(-((d - 120) / 5.0) ** 2) * 0.8 + np.clip(1 - d / 120, 0, 1) * 0.18
    ring *= np.clip(0.7 + 0.4 * noise(rng, ch, cw, 25), 0, 1)
    card = mix(card, card * col(0.72, 0.55, 0.38), ring)
    quad = [(80, 190), (1500, 120), (1540, 1040), (110, 1110)]
    place(scene, card, np.ones((ch, cw), np.float32), quad, shadow=(10, 14, 8, 0.35))
    light = light_field(H, W, angle=70, amount=0.25, vignette=0.25)
    # soft shadow of a mug at the upper right
    light *= 1 - 0.35 * soft_ellipse(H, W, (1250, -200, 1800, 330), 50)
    return scene, light, dict(blur=0.85, noise_sd=0.014, wb=(1.0, 1.0, 1.02)), lines


def scene_warning_plaque(rng):
    W, H = 1600, 1200
    FW, FH = 2300, 1700
    fence = wood(rng, FH, FW, (0.55, 0.50, 0.43), (0.36, 0.31, 0.26), ring=26, plank=190,
                 vertical=True, seam_rgb=(0.06, 0.05, 0.04))
    sw, sh = 1300, 860
    sign = painted_metal(rng, sh, sw, (0.97, 0.78, 0.10), grime=0.18)
    alpha = rounded_alpha(sw, sh, 34)
    band = mask_from_draw(sw, sh, lambda d: d.rounded_rectangle((34, 34, sw - 35, 250), 20, fill=255))
    ink(sign, band, (0.07, 0.07, 0.07))
    border = mask_from_draw(sw, sh, lambda d: d.rounded_rectangle((24, 24, sw - 25, sh - 25), 26, outline=255, width=12))
    ink(sign, border, (0.07, 0.07, 0.07))
    lines = ["WARNING", "DEEP WATER", "NO SWIMMING", "Children must be supervised", "at all times"]
    head = mask_from_draw(sw, sh, lambda d: d.text((sw / 2, 205), lines[0], font=font("nimbus-sans-bold", 170),
                                                   fill=255, anchor="ms"))
    ink(sign, head, (0.97, 0.80, 0.12))
    body = mask_from_draw(sw, sh, lambda d: (
        d.text((sw / 2, 400), lines[1], font=font("nimbus-sans-bold", 130), fill=255, anchor="ms"),
        d.text((sw / 2, 550), lines[2], font=font("nimbus-sans-bold", 130), fill=255, anchor="ms"),
        d.text((sw / 2, 675), lines[3], font=font("nimbus-sans", 72), fill=255, anchor="ms"),
        d.text((sw / 2, 765), lines[4], font=font("nimbus-sans", 72), fill=255, anchor="ms")))
    ink(sign, body, (0.07, 0.07, 0.07), 0.96)
    # sun-faded paint and chips
    faded = np.clip(fbm(rng, sh, sw, 140, 4) * 0.5, 0, 1)
    sign = mix(sign, sign * 0.55 + col(0.45, 0.42, 0.35), faded * 0.35)
    chips = np.clip((noise(rng, sh, sw, 6) - 2.4) * 3, 0, 1)
    ink(sign, chips, (0.45, 0.40, 0.35), 0.9)
    ink(sign, scratches(rng, sw, sh, 60), (0.85, 0.82, 0.7), 0.4)
    for (x, y) in ((60, 440), (sw - 60, 440)):
        screw(sign, x, y, 15, rng)
    px, py = 520, 420
    place(fence, sign, alpha, [(px, py), (px + sw, py), (px + sw, py + sh), (px, py + sh)], shadow=(12, 16, 8, 0.5))
    quad = [(-520, -260), (1880, -80), (1840, 1330), (-560, 1520)]
    scene = fill(H, W, (0.3, 0.3, 0.3))
    place(scene, fence, np.ones((FH, FW), np.float32), quad)
    # dappled shade from leaves
    d = fbm(rng, H, W, 140, 4)
    dapple = blur2d(np.clip((d - 0.1) * 2.0, 0, 1), 20)
    light = light_field(H, W, angle=-20, amount=0.2, vignette=0.3) * (1 - 0.33 * dapple)
    return scene, light, dict(blur=0.9, noise_sd=0.018, wb=(1.02, 1.0, 0.93)), lines


# id, title, builder, source of the text
GALLERY = [
    ("street-sign", "Street sign", scene_street_sign,
     "Invented street name (no real place intended)."),
    ("book-page", "Book page", scene_book_page,
     "Jane Austen, Pride and Prejudice (1813), opening of Chapter 1. Public domain."),
    ("product-label", "Product label", scene_product_label,
     "Invented label text for an imaginary honey producer."),
    ("shop-receipt", "Shop receipt", scene_shop_receipt,
     "Invented receipt (imaginary shop; 01632 is a UK drama/fiction number range)."),
    ("handwritten-note", "Handwritten note", scene_handwritten_note,
     "Lewis Carroll, Alice's Adventures in Wonderland (1865), chapter VII, the Hatter's song. Public domain."),
    ("notice-poster", "Notice on a board", scene_notice_poster,
     "Body: US Declaration of Independence (1776), opening of the second paragraph. Public domain. "
     "Event heading and footer invented."),
    ("menu-board", "Menu board", scene_menu_board,
     "Invented cafe menu and prices."),
    ("postcard", "Postcard", scene_postcard,
     "William Shakespeare, Sonnet 18 (1609), lines 1-4. Public domain. Addressee is a character "
     "from Pride and Prejudice; signature and address invented."),
    ("recipe-card", "Recipe card", scene_recipe_card,
     "Invented recipe."),
    ("warning-plaque", "Warning sign", scene_warning_plaque,
     "Invented safety sign wording."),
]


def render(item):
    gid, title, builder, source = item
    seed = zlib.crc32(gid.encode("utf-8"))
    rng = np.random.default_rng(seed)
    scene, light, cam, lines = builder(rng)
    im = camera(scene, rng, light=light, **cam)
    data, q = encode_jpeg(im)
    return data, q, lines


# ---------------------------------------------------------------------------
# OCR check
# ---------------------------------------------------------------------------

QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"',
                        "\u2014": "-", "\u2013": "-", "\u00a0": " "})


def normalise(s):
    return re.sub(r"\s+", " ", s.translate(QUOTES)).strip()


def levenshtein(a, b):
    if len(a) < len(b):
        a, b = b, a
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def words(s):
    return re.findall(r"[a-z0-9]+(?:[.,'/:&-][a-z0-9]+)*", s.translate(QUOTES).lower())


def score(ref, hyp):
    r, h = normalise(ref), normalise(hyp)
    cer = levenshtein(r, h) / max(1, len(r))
    rw, hw = Counter(words(ref)), Counter(words(hyp))
    found = sum(min(n, hw[w]) for w, n in rw.items())
    return cer, found / max(1, sum(rw.values()))


def tesseract(path):
    p = subprocess.run(["tesseract", str(path), "-"], capture_output=True, text=True)
    return p.stdout


def simulate_binarize(path, dest, threshold=0.125):
    """CIColorThreshold per channel in Core Image's linear working space."""
    a = np.asarray(Image.open(path).convert("RGB"), dtype=np.float32) / 255.0
    lin = np.where(a <= 0.04045, a / 12.92, ((a + 0.055) / 1.055) ** 2.4)
    out = (lin > threshold).astype(np.uint8) * 255
    Image.fromarray(out).save(dest)


def check(entries):
    if shutil.which("tesseract") is None:
        sys.exit("error: tesseract not found; apt-get install -y tesseract-ocr")
    print(f"{'id':18} {'CER':>6} {'words':>6}   {'bin CER':>7} {'words':>6}")
    good = 0
    with tempfile.TemporaryDirectory() as tmp:
        for e in entries:
            path = OUT / e["file"]
            cer, wr = score(e["text"], tesseract(path))
            bpath = Path(tmp) / (e["id"] + ".png")
            simulate_binarize(path, bpath)
            bcer, bwr = score(e["text"], tesseract(bpath))
            good += wr >= 0.5
            print(f"{e['id']:18} {cer:6.2f} {wr:6.0%}   {bcer:7.2f} {bwr:6.0%}", flush=True)
    print(f"{good}/{len(entries)} images: tesseract finds at least half of the words")


# ---------------------------------------------------------------------------

def sources_md(entries):
    pk = []
    for pkg, (faces, lic) in FONT_PACKAGES.items():
        pk.append(f"{faces} (Debian package `{pkg}`, {lic})")
    txt = "; ".join(f"{e['file']}: {e['source'].rstrip('.')}" for e in entries)
    return (
        "# Filter Lab gallery\n\n"
        "These images are generated, not photographed: "
        "`Scripts/make-filter-lab-gallery.py` draws each scene (paper, cardboard, painted metal, "
        "wood, cork, chalkboard, stone and cloth textures made from numpy noise), renders the text, "
        "then imitates a phone photo with a mild perspective warp, uneven light, blur, sensor noise "
        "and JPEG compression, from fixed seeds so a re-run gives the same bytes. "
        "Fonts (rasterised into the pictures only; no font file is shipped): "
        + "; ".join(pk) + ". "
        "Text sources: " + txt + ". "
        "All quoted literary and historical texts are in the public domain; all other wording is "
        "invented for this gallery. The images, gallery.json and this file are released by the "
        "Readout project under CC0 1.0 (public domain dedication).\n"
    )


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
