"""Light and camera: light fields, soft shadows, the simulated phone photo and the JPEG encoding."""

import io
import math

import numpy as np
from PIL import Image, ImageFilter

from .geometry import sample
from .imaging import blur2d, col, grid, mask_from_draw
from .settings import JPEG_QUALITY, MAX_FILE_BYTES


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
