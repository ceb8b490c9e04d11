"""Textures made from numpy noise: paper, wood, brick, cork, chalkboard, plaster, linen, stone,
granite, painted metal, and the scratches and screws on metal signs."""

import math

import numpy as np

from .imaging import blur2d, col, fbm, fill, grid, mask_from_draw, mix, noise


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
