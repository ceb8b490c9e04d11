"""The simulated phone photo: a desk with clutter, a curled page, perspective, light and shadow,
blur, noise and the JPEG quality."""

import math

import cv2
import numpy as np


def desk(rng, h, w):
    """A desk: wood-like streaks or a plain mat, with a few objects (no text)."""
    base = rng.uniform(0.25, 0.6, size=3).astype(np.float32)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    angle = rng.uniform(0, math.pi)
    streaks = np.sin((xx * math.cos(angle) + yy * math.sin(angle)) / rng.uniform(6, 30)
                     + 3 * cv2.GaussianBlur(rng.standard_normal((h, w)).astype(np.float32), (0, 0), 25) * 8)
    scene = base[None, None, :] * (0.85 + 0.12 * streaks[..., None])
    for _ in range(rng.integers(2, 5)):
        colour = tuple(float(c) for c in rng.uniform(0.05, 0.95, size=3))
        cx, cy = int(rng.uniform(0, w)), int(rng.uniform(0, h))
        if rng.random() < 0.5:
            cv2.circle(scene, (cx, cy), int(rng.uniform(40, 140)), colour, -1, cv2.LINE_AA)
        else:
            length, thickness, theta = rng.uniform(150, 500), int(rng.uniform(8, 30)), rng.uniform(0, math.pi)
            end = (int(cx + length * math.cos(theta)), int(cy + length * math.sin(theta)))
            cv2.line(scene, (cx, cy), end, colour, thickness, cv2.LINE_AA)
    return scene.astype(np.float32)


def curl(page, rng):
    """Bends the page like a sheet lifting at one side: rows sag by a smooth function of x."""
    h, w = page.shape
    amplitude = rng.uniform(0.004, 0.018) * h
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    t = xx / w
    sag = amplitude * (t ** 2 if rng.random() < 0.5 else (1 - t) ** 2) + amplitude * 0.5 * np.sin(math.pi * yy / h) * t
    return cv2.remap(page, xx, (yy - sag).astype(np.float32), cv2.INTER_LINEAR, borderValue=1.0)


def photograph(page, rng, out_size=(1600, 1200)):
    """The simulated phone photo of `page` (gray 0..1): an 8-bit RGB array."""
    ow, oh = out_size
    h, w = page.shape
    page = curl(page, rng)
    paper = rng.uniform(0.88, 0.98, size=3).astype(np.float32) * np.array([1.0, 0.985, 0.95], np.float32)
    ink = rng.uniform(0.05, 0.18)
    page_rgb = (ink + (1 - ink) * page)[..., None] * paper[None, None, :]

    # Where the page's corners land: a fitted rectangle, turned, then each corner pushed.
    fill = rng.uniform(0.72, 0.9)
    scale = fill * min(ow / w, oh / h)
    angle = math.radians(rng.uniform(-12, 12))
    cx, cy = ow / 2 + rng.uniform(-0.04, 0.04) * ow, oh / 2 + rng.uniform(-0.04, 0.04) * oh
    corners = []
    for sx, sy in [(-1, -1), (1, -1), (1, 1), (-1, 1)]:
        px, py = sx * w * scale / 2, sy * h * scale / 2
        px += rng.uniform(-0.1, 0.1) * w * scale / 2
        py += rng.uniform(-0.1, 0.1) * h * scale / 2
        corners.append((cx + px * math.cos(angle) - py * math.sin(angle), cy + px * math.sin(angle) + py * math.cos(angle)))
    homography = cv2.getPerspectiveTransform(np.float32([(0, 0), (w, 0), (w, h), (0, h)]), np.float32(corners))
    warped = cv2.warpPerspective(page_rgb, homography, (ow, oh), flags=cv2.INTER_AREA if scale < 1 else cv2.INTER_LINEAR)
    mask = cv2.warpPerspective(np.ones((h, w), np.float32), homography, (ow, oh))
    scene = desk(rng, oh, ow)
    image = scene * (1 - mask[..., None]) + warped * mask[..., None]

    # Light: a gradient from one side, a vignette, a hard shadow (a hand or a phone).
    yy, xx = np.mgrid[0:oh, 0:ow].astype(np.float32)
    direction = rng.uniform(0, 2 * math.pi)
    ramp = ((xx - ow / 2) * math.cos(direction) + (yy - oh / 2) * math.sin(direction)) / (ow / 2)
    light = 1 - rng.uniform(0.15, 0.45) * (ramp + 1) / 2
    radius = np.sqrt(((xx - ow / 2) / ow) ** 2 + ((yy - oh / 2) / oh) ** 2)
    light *= 1 - rng.uniform(0.1, 0.35) * radius ** 2 * 2
    shadow = np.zeros((oh, ow), np.float32)
    edge = int(rng.integers(0, 4))
    depth = rng.uniform(0.15, 0.35)
    polygon = {0: [(0, 0), (ow * depth, 0), (ow * depth * 0.6, oh), (0, oh)],
               1: [(ow, 0), (ow * (1 - depth), 0), (ow * (1 - depth * 0.7), oh), (ow, oh)],
               2: [(0, 0), (ow, 0), (ow, oh * depth * 0.8), (0, oh * depth)],
               3: [(0, oh), (ow, oh), (ow, oh * (1 - depth)), (0, oh * (1 - depth * 0.6))]}[edge]
    cv2.fillPoly(shadow, [np.int32(polygon)], 1.0)
    shadow = cv2.GaussianBlur(shadow, (0, 0), rng.uniform(2, 8))
    light *= 1 - rng.uniform(0.3, 0.5) * shadow
    image = image * light[..., None]

    # Optics and sensor: defocus, a little motion, noise, then JPEG.
    image = cv2.GaussianBlur(image, (0, 0), rng.uniform(0.5, 1.4))
    length = int(rng.integers(1, 5))
    if length > 1:
        kernel = np.zeros((length * 2 + 1, length * 2 + 1), np.float32)
        theta = rng.uniform(0, math.pi)
        cv2.line(kernel, (length - int(length * math.cos(theta)), length - int(length * math.sin(theta))),
                 (length + int(length * math.cos(theta)), length + int(length * math.sin(theta))), 1.0, 1)
        image = cv2.filter2D(image, -1, kernel / kernel.sum())
    image = image + rng.normal(0, rng.uniform(0.01, 0.03), image.shape).astype(np.float32)
    rgb = np.clip(image * 255 + 0.5, 0, 255).astype(np.uint8)
    quality = int(rng.integers(50, 91))
    return rgb, quality
