"""Geometry: homographies, bilinear sampling, and warping an object onto the scene (with a shadow)."""

import math

import numpy as np

from .imaging import blur2d, mask_from_draw


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
