"""Scenes of paper lying on a table or counter: a book page, a shop receipt, a handwritten note, a
typed recipe card."""

import numpy as np

from .camera import light_field, soft_ellipse, soft_polygon
from .fonts import font
from .geometry import homography, place, quad_in_plane, rect, sample
from .imaging import blur2d, col, fbm, fill, grid, ink, mask_from_draw, mix, noise
from .text_layout import draw_hand, draw_spaced, draw_words, wrap_words
from .texts import AUSTEN, CARROLL
from .textures import granite, paper, stone, wood


# ---------------------------------------------------------------------------
# Scenes. Each returns (scene array, light field, camera kwargs, text lines).
# ---------------------------------------------------------------------------

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
