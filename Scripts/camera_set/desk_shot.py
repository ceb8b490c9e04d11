"""The most ordinary real phone photo, rendered: a white sheet lying on a light wooden desk, turned
15-40 degrees either way, shot from above at an angle (the far edge shorter), 12 megapixels, the
whole sheet in frame with desk all round it, paper and desk close in brightness.

`Scripts/camera_set/photo.py` makes the committed camera set (turned at most 12 degrees, on a
darker desk, about 2 MP); these are the photos issue 37 found Readout losing, made so that the
page finder and the reading can be developed on them without looking at held-out real photos."""

import math

import cv2
import numpy as np

from .typeset import typeset


def wooden_desk(rng, h, w):
    """Light wood: a warm tone a little darker than paper, long grain with knots of darker lines."""
    base = np.array([0.88, 0.80, 0.67], np.float32) * rng.uniform(0.95, 1.08)
    angle = rng.uniform(0, math.pi)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    along = xx * math.cos(angle) + yy * math.sin(angle)
    across = -xx * math.sin(angle) + yy * math.cos(angle)
    wobble = cv2.GaussianBlur(rng.standard_normal((h // 8, w // 8)).astype(np.float32), (0, 0), 12)
    wobble = cv2.resize(wobble, (w, h)) * 600
    grain = np.sin((across + wobble + 0.01 * along) / rng.uniform(4, 9)) * np.sin((across + 0.7 * wobble) / rng.uniform(23, 41))
    streaks = cv2.resize(rng.standard_normal((h // 6, 1)).astype(np.float32), (w, h))
    fine = cv2.resize(cv2.GaussianBlur(rng.standard_normal((h // 4, w // 4)).astype(np.float32), (0, 0), 1.5), (w, h))
    tone = 1 + 0.035 * grain + 0.02 * fine + 0.015 * streaks
    return np.clip(base[None, None, :] * tone[..., None], 0, 1)


def shoot(page, rng, out_size):
    """The photo of `page` (gray 0..1) on the desk: an 8-bit RGB array and the page's corners in
    it (top-left, top-right, bottom-right, bottom-left as the text reads)."""
    ow, oh = out_size
    h, w = page.shape
    paper = rng.uniform(0.92, 0.99) * np.array([1.0, 0.99, 0.96], np.float32)
    ink = rng.uniform(0.08, 0.2)
    page_rgb = (ink + (1 - ink) * page)[..., None] * paper[None, None, :]

    # The sheet on the desk plane: turned, at 45-55 % of the frame's short side, off centre.
    angle = math.radians(rng.uniform(15, 40) * rng.choice([-1, 1]))
    scale = rng.uniform(0.5, 0.62) * min(ow, oh) / max(w, h) * 1.35
    cx, cy = ow / 2 + rng.uniform(-0.06, 0.06) * ow, oh / 2 + rng.uniform(-0.06, 0.06) * oh
    flat = []
    for sx, sy in [(-1, -1), (1, -1), (1, 1), (-1, 1)]:
        px, py = sx * w * scale / 2, sy * h * scale / 2
        flat.append((cx + px * math.cos(angle) - py * math.sin(angle), cy + px * math.sin(angle) + py * math.cos(angle)))
    # The camera tilted towards the far (top) side of the frame: rows farther up shrink towards
    # the centre line, by 12-25 % at the top edge, and are squeezed together.
    shrink = rng.uniform(0.12, 0.25)
    top = [(ow / 2 - ow / 2 * (1 - shrink), oh * shrink * 0.5), (ow / 2 + ow / 2 * (1 - shrink), oh * shrink * 0.5),
           (ow, oh), (0, oh)]
    tilt = cv2.getPerspectiveTransform(np.float32([(0, 0), (ow, 0), (ow, oh), (0, oh)]), np.float32(top))
    corners = cv2.perspectiveTransform(np.float32(flat)[None], tilt)[0]
    # Keep the whole sheet in frame with desk round it: shift what the tilt pushed out back in.
    margin = 0.04 * min(ow, oh)
    dx = max(0, margin - corners[:, 0].min()) - max(0, corners[:, 0].max() - (ow - margin))
    dy = max(0, margin - corners[:, 1].min()) - max(0, corners[:, 1].max() - (oh - margin))
    corners += np.float32([dx, dy])

    homography = cv2.getPerspectiveTransform(np.float32([(0, 0), (w, 0), (w, h), (0, h)]), corners)
    warped = cv2.warpPerspective(page_rgb, homography, (ow, oh), flags=cv2.INTER_LINEAR)
    mask = cv2.warpPerspective(np.ones((h, w), np.float32), homography, (ow, oh))
    desk_plane = wooden_desk(rng, oh, ow)
    desk = cv2.warpPerspective(desk_plane, tilt, (ow, oh), borderMode=cv2.BORDER_REFLECT)
    image = desk * (1 - mask[..., None]) + warped * mask[..., None]

    # Room light: soft, brighter towards a window on one side, a faint vignette.
    yy, xx = np.mgrid[0:oh, 0:ow].astype(np.float32)
    direction = rng.uniform(0, 2 * math.pi)
    ramp = ((xx - ow / 2) * math.cos(direction) + (yy - oh / 2) * math.sin(direction)) / (ow / 2)
    light = 1 - rng.uniform(0.1, 0.25) * (ramp + 1) / 2
    radius = np.sqrt(((xx - ow / 2) / ow) ** 2 + ((yy - oh / 2) / oh) ** 2)
    light *= 1 - 0.15 * radius ** 2 * 2
    image = image * light[..., None]
    image = cv2.GaussianBlur(image, (0, 0), rng.uniform(0.7, 1.3))
    image = image + rng.normal(0, rng.uniform(0.008, 0.02), image.shape).astype(np.float32)
    return np.clip(image * 255 + 0.5, 0, 255).astype(np.uint8), corners


def desk_shot(spec, seed):
    """The text of `spec` typeset at phone-photo resolution and shot on the desk with `seed`:
    (RGB array, corners, ground truth)."""
    big = dict(spec, size=tuple(int(s * 2.2) for s in spec["size"]), pt=spec["pt"] * 2.2)
    text, truth = typeset(big)
    # A whole sheet, blank below its text.
    page = np.ones((big["size"][1], big["size"][0]), np.float32)
    page[:text.shape[0], :text.shape[1]] = text
    rng = np.random.default_rng(seed)
    size = (3000, 4000) if page.shape[1] < page.shape[0] else (4000, 3000)
    rgb, corners = shoot(page, rng, size)
    return rgb, corners, truth
