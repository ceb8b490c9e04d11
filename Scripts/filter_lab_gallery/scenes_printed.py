"""Scenes of printed things in colour: a label on a honey jar, a notice pinned on a cork board, a
postcard on linen."""

import math

import numpy as np

from .camera import light_field, soft_polygon
from .fonts import font
from .geometry import place, rounded_alpha, sample
from .imaging import blur2d, col, fbm, fill, grid, ink, mask_from_draw, mix, noise
from .text_layout import draw_hand, draw_spaced, draw_words, wrap_words
from .texts import DECLARATION, SONNET18
from .textures import cork, linen, paper, stone, wood


# ---------------------------------------------------------------------------
# Scenes. Each returns (scene array, light field, camera kwargs, text lines).
# ---------------------------------------------------------------------------

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
