"""Scenes of signs and boards: a street sign on a brick wall, a chalk menu board on plaster, a
warning plaque on a fence."""

import numpy as np

from .camera import light_field, soft_polygon
from .fonts import font
from .geometry import place, rounded_alpha
from .imaging import blur2d, col, fbm, fill, grid, ink, mask_from_draw, mix, noise
from .text_layout import draw_hand
from .textures import brick_wall, chalkboard, painted_metal, plaster, scratches, screw, wood


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
