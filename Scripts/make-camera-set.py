#!/usr/bin/env python3
"""Render the camera evaluation set: pages photographed by a simulated phone.

Each text (public domain or invented here) is typeset as a page, then "photographed" with the
faults real photos have: the page turned up to ±12°, perspective up to 10 % of the side, a
curled page, light falling off across the page with a vignette and a hard shadow, defocus and
motion blur, sensor noise, JPEG quality 50-90, and a desk with clutter around the page. The
ground truth is the text as typeset, line by line, in reading order (left column first).

Two parts, never mixed: `dev` (texts D*, seeds 1-3) is what the photo pipeline is developed
on; `report` (texts R*, other texts, other fonts, seeds 101-103) is only measured.

Setup (once):  apt-get install -y fonts-dejavu-core fonts-urw-base35 fonts-liberation2
               make bench-deps    (the .venv-bench virtualenv: numpy, Pillow, OpenCV)
Run (from the repository root):
               .venv-bench/bin/python Scripts/make-camera-set.py
               .venv-bench/bin/python Scripts/make-camera-set.py --bench-photo OUT.jpg   (one 12-MP photo)
               .venv-bench/bin/python Scripts/make-camera-set.py --more-dev DIR 4,5,6   (more dev photos, other seeds)
Writes Evaluation/camera/{dev,report}/*.jpg, their .txt ground truth and manifest.tsv (which
also lists, in the dev part, the photos kept elsewhere: see `existing_photos`).
All randomness comes from fixed seeds: a re-run gives the same files with the same library
versions (numpy 2.4, Pillow 13, OpenCV 5).
"""

import json
import math
import os
import sys
from pathlib import Path

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFont

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Evaluation" / "camera"

URW = "/usr/share/fonts/opentype/urw-base35/"
LIB = "/usr/share/fonts/truetype/liberation2/"
DEJAVU = "/usr/share/fonts/truetype/dejavu/"
FONTS = {
    "c059": URW + "C059-Roman.otf", "c059-bold": URW + "C059-Bold.otf",
    "p052": URW + "P052-Roman.otf", "p052-bold": URW + "P052-Bold.otf",
    "nimbus-sans": URW + "NimbusSans-Regular.otf", "nimbus-sans-bold": URW + "NimbusSans-Bold.otf",
    "nimbus-roman": URW + "NimbusRoman-Regular.otf", "nimbus-roman-bold": URW + "NimbusRoman-Bold.otf",
    "nimbus-mono": URW + "NimbusMonoPS-Regular.otf", "bookman": URW + "URWBookman-Light.otf",
    "bookman-demi": URW + "URWBookman-Demi.otf", "gothic": URW + "URWGothic-Book.otf",
    "gothic-demi": URW + "URWGothic-Demi.otf",
    "liberation-serif": LIB + "LiberationSerif-Regular.ttf", "liberation-serif-bold": LIB + "LiberationSerif-Bold.ttf",
    "liberation-sans": LIB + "LiberationSans-Regular.ttf", "liberation-sans-bold": LIB + "LiberationSans-Bold.ttf",
    "liberation-mono": LIB + "LiberationMono-Regular.ttf",
    "dejavu-serif": DEJAVU + "DejaVuSerif.ttf", "dejavu-serif-bold": DEJAVU + "DejaVuSerif-Bold.ttf",
    "dejavu-sans": DEJAVU + "DejaVuSans.ttf", "dejavu-sans-bold": DEJAVU + "DejaVuSans-Bold.ttf",
    "dejavu-mono": DEJAVU + "DejaVuSansMono.ttf",
}

# A text: page size (px at ~150 dpi), body font and size, columns, then blocks:
# ("title", text) ("heading", text) ("para", text) ("list", [items]) ("rows", [(left, right)])
# ("center", text) ("line", text) ("gap",)
TEXTS = {
    "D1-book": dict(size=(1240, 1650), font="c059", pt=30, columns=1, blocks=[
        ("center", "A TALE OF TWO CITIES"), ("heading", "CHAPTER I. The Period"),
        ("para", "It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of "
                 "foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season of "
                 "Light, it was the season of Darkness, it was the spring of hope, it was the winter of despair, "
                 "we had everything before us, we had nothing before us, we were all going direct to Heaven, we "
                 "were all going direct the other way."),
        ("para", "There were a king with a large jaw and a queen with a plain face, on the throne of England; there "
                 "were a king with a large jaw and a queen with a fair face, on the throne of France.")]),
    "D2-columns": dict(size=(1650, 1240), font="liberation-sans", pt=24, columns=2, blocks=[
        ("title", "On the Variation of Species"),
        ("para", "When we look to the individuals of the same variety or sub-variety of our older cultivated plants "
                 "and animals, one of the first points which strikes us is, that they generally differ more from "
                 "each other than do the individuals of any one species or variety in a state of nature."),
        ("para", "When we reflect on the vast diversity of the plants and animals which have been cultivated, and "
                 "which have varied during all ages under the most different climates and treatment, I think we "
                 "are driven to conclude that this great variability is simply due to our domestic productions "
                 "having been raised under conditions of life not so uniform as, and somewhat different from, "
                 "those to which the parent species have been exposed under nature.")]),
    "D3-list": dict(size=(1240, 1650), font="nimbus-sans", pt=30, columns=1, blocks=[
        ("title", "Moving Day Checklist"),
        ("list", ["1. Book the van for Saturday at 8:00", "2. Label every box by room",
                  "3. Pack the kitchen last", "4. Read the gas and water meters",
                  "5. Return the keys to the agent", "6. Forward the post for 12 months",
                  "7. Tell the bank and the doctor", "8. Water the plants on Friday"]),
        ("para", "Questions? Call Sam on 01632 960 412 before 6 pm.")]),
    "D4-receipt": dict(size=(760, 1500), font="dejavu-mono", pt=26, columns=1, blocks=[
        ("center", "CORNER GROCERY"), ("center", "14 Mill Road, Leeds"), ("center", "Tel 01632 960 118"),
        ("gap",), ("line", "Date 03/11/2026 14:22"), ("gap",),
        ("rows", [("Bread", "1.45"), ("Milk 2L", "1.30"), ("Eggs x12", "3.10"), ("Apples", "2.25"),
                  ("Coffee", "4.99"), ("Butter", "2.05")]),
        ("gap",), ("rows", [("TOTAL", "15.14"), ("CARD", "15.14")]), ("gap",),
        ("center", "Thank you for shopping")]),
    "D5-worksheet": dict(size=(1240, 1650), font="liberation-serif", pt=30, columns=1, blocks=[
        ("title", "Biology 101 Worksheet 4"), ("line", "Name: ______________  Class: 7B"),
        ("line", "Due: Friday, March 20, 2026 at 5:00 PM"), ("gap",),
        ("list", ["1. Name the parts of a flower and say what each part does.",
                  "2. Why do leaves change colour in autumn?",
                  "3. Draw a plant cell and label the nucleus.",
                  "4. Explain how water moves from the roots to the leaves."]),
        ("para", "Hand in your answers on paper. Late work loses ten points a day.")]),
    "D6-letter": dict(size=(1240, 1650), font="p052", pt=34, columns=1, blocks=[
        ("para", "Four score and seven years ago our fathers brought forth on this continent, a new nation, "
                 "conceived in Liberty, and dedicated to the proposition that all men are created equal."),
        ("para", "Now we are engaged in a great civil war, testing whether that nation, or any nation so conceived "
                 "and so dedicated, can long endure. We are met on a great battle-field of that war.")]),
    "R1-book": dict(size=(1240, 1650), font="nimbus-roman", pt=30, columns=1, blocks=[
        ("center", "MOBY-DICK"), ("heading", "CHAPTER 1. Loomings."),
        ("para", "Call me Ishmael. Some years ago, never mind how long precisely, having little or no money in my "
                 "purse, and nothing particular to interest me on shore, I thought I would sail about a little and "
                 "see the watery part of the world. It is a way I have of driving off the spleen and regulating "
                 "the circulation."),
        ("para", "Whenever I find myself growing grim about the mouth; whenever it is a damp, drizzly November in "
                 "my soul, then, I account it high time to get to sea as soon as I can.")]),
    "R2-columns": dict(size=(1650, 1240), font="dejavu-serif", pt=22, columns=2, blocks=[
        ("title", "Where I Lived, and What I Lived For"),
        ("para", "I went to the woods because I wished to live deliberately, to front only the essential facts of "
                 "life, and see if I could not learn what it had to teach, and not, when I came to die, discover "
                 "that I had not lived. I did not wish to live what was not life, living is so dear."),
        ("para", "Our life is frittered away by detail. An honest man has hardly need to count more than his ten "
                 "fingers, or in extreme cases he may add his ten toes, and lump the rest. Simplicity, simplicity, "
                 "simplicity! I say, let your affairs be as two or three, and not a hundred or a thousand.")]),
    "R3-recipe": dict(size=(1240, 1650), font="gothic", pt=30, columns=1, blocks=[
        ("title", "Lentil Soup for Four"),
        ("list", ["1. Rinse 250 g of red lentils.", "2. Fry one onion and two carrots in oil.",
                  "3. Add the lentils and 1.2 litres of stock.", "4. Simmer for 25 minutes, stirring now and then.",
                  "5. Season with cumin, salt and lemon.", "6. Blend half and serve hot."]),
        ("para", "Keeps for three days in the fridge.")]),
    "R4-receipt": dict(size=(760, 1500), font="liberation-mono", pt=26, columns=1, blocks=[
        ("center", "HARBOUR HARDWARE"), ("center", "2 Quay Street, Hull"), ("center", "VAT 123 4567 89"),
        ("gap",), ("line", "Date 19/10/2026 09:05"), ("gap",),
        ("rows", [("Screws 4x40", "3.49"), ("Wall plugs", "1.99"), ("Sandpaper", "2.50"), ("Paint 1L", "12.00"),
                  ("Brush 50mm", "4.25")]),
        ("gap",), ("rows", [("TOTAL", "24.23"), ("CASH", "30.00"), ("CHANGE", "5.77")]), ("gap",),
        ("center", "Keep this receipt")]),
    "R5-worksheet": dict(size=(1240, 1650), font="bookman", pt=28, columns=1, blocks=[
        ("title", "History Homework: The Railways"), ("line", "Set: 2 November 2026"),
        ("line", "Due: Monday 16 November 2026, 9 am"), ("gap",),
        ("list", ["a) When did the first public railway open?",
                  "b) Give two ways railways changed farming.",
                  "c) Why did towns want a station?",
                  "d) Write half a page on a journey in 1850."]),
        ("para", "Use at least two sources and list them at the end.")]),
    "R6-notice": dict(size=(1240, 1650), font="liberation-sans", pt=32, columns=1, blocks=[
        ("title", "NOTICE TO RESIDENTS"),
        ("para", "We the People of the United States, in Order to form a more perfect Union, establish Justice, "
                 "insure domestic Tranquility, provide for the common defence, promote the general Welfare, and "
                 "secure the Blessings of Liberty to ourselves and our Posterity."),
        ("para", "The water supply will be off on Tuesday from 10:00 to 14:00 while pipes are replaced.")]),
}

DEV_SEEDS = [1, 2, 3]
REPORT_SEEDS = [101, 102, 103]


def font(key, size):
    path = FONTS[key]
    if not os.path.isfile(path):
        sys.exit(f"error: {path} is missing; apt-get install -y fonts-dejavu-core fonts-urw-base35 fonts-liberation2")
    return ImageFont.truetype(path, int(size))


def bold(key):
    return key + "-bold" if key + "-bold" in FONTS else key.replace("gothic", "gothic-demi").replace("bookman", "bookman-demi")


def wrap(draw, text, fnt, width):
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if draw.textlength(trial, font=fnt) <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    return lines + ([line] if line else [])


def typeset(spec, column_bottom=None):
    """The page as a gray image (255 paper) and its text, line by line. Two columns are
    balanced: a first pass in one long column finds where the text ends."""
    width, height = spec["size"]
    if spec["columns"] > 1 and column_bottom is None:
        return typeset(spec, column_bottom=measure_columns(spec))
    page = Image.new("L", (width, height * (4 if column_bottom == -1 else 1)), 255)
    draw = ImageDraw.Draw(page)
    body = font(spec["font"], spec["pt"])
    margin = int(width * 0.09)
    gutter = int(width * 0.05)
    columns = spec["columns"]
    column_width = (width - 2 * margin - (columns - 1) * gutter) // columns
    leading = int(spec["pt"] * 1.45)
    truth = []
    x, y = margin, int(height * 0.08)
    column = 0

    def room(lines=1):
        nonlocal x, y, column
        limit = height - margin if column_bottom is None else column_bottom
        if column_bottom != -1 and y + leading * lines > limit and column + 1 < columns:
            column += 1
            x = margin + column * (column_width + gutter)
            y = top_of_columns

    top_of_columns = y
    for block in spec["blocks"]:
        kind = block[0]
        if kind == "title":
            fnt = font(bold(spec["font"]), spec["pt"] * 1.6)
            draw.text((margin, y), block[1], font=fnt, fill=0)
            truth.append(block[1])
            y += int(spec["pt"] * 1.6 * 1.6)
            top_of_columns = y
        elif kind in ("center", "heading"):
            fnt = font(bold(spec["font"]), spec["pt"] * 1.15) if kind == "heading" else body
            y += leading // 2 if kind == "heading" else 0
            left = (width - draw.textlength(block[1], font=fnt)) / 2 if kind == "center" else x
            draw.text((left, y), block[1], font=fnt, fill=0)
            truth.append(block[1])
            y += int(leading * (1.3 if kind == "heading" else 1))
            if kind == "heading":
                top_of_columns = y
        elif kind == "gap":
            y += leading // 2
        elif kind == "line":
            room()
            draw.text((x, y), block[1], font=body, fill=0)
            truth.append(block[1])
            y += leading
        elif kind == "para":
            for line in wrap(draw, block[1], body, column_width):
                room()
                draw.text((x, y), line, font=body, fill=0)
                truth.append(line)
                y += leading
            y += leading // 2
        elif kind == "list":
            for item in block[1]:
                for index, line in enumerate(wrap(draw, item, body, column_width - spec["pt"])):
                    room()
                    draw.text((x + (spec["pt"] if index else 0), y), line, font=body, fill=0)
                    truth.append(line)
                    y += leading
            y += leading // 2
        elif kind == "rows":
            for left, right in block[1]:
                draw.text((x, y), left, font=body, fill=0)
                draw.text((x + column_width - draw.textlength(right, font=body), y), right, font=body, fill=0)
                truth.append(f"{left} {right}")
                y += leading
        if y > height - margin // 2 and column_bottom != -1:
            sys.exit(f"error: the text overflows its page ({spec['font']}, {spec['size']})")
    if column_bottom == -1:
        return y, top_of_columns
    # The sheet ends a margin below the text: people frame what they want to read, so the text,
    # not a blank half page, fills the photo.
    if columns > 1:
        y = max(y, column_bottom)
    page = page.crop((0, 0, width, min(height, int(y + margin))))
    return np.asarray(page, dtype=np.float32) / 255.0, "\n".join(truth) + "\n"


def measure_columns(spec):
    """Where the first column ends so that both hold about half of the body."""
    end, top = typeset(spec, column_bottom=-1)
    return top + (end - top) / spec["columns"] + spec["pt"]


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


# Photos that exist already, all in the dev part: the Filter Lab gallery (its script knows every
# word it drew), the sample page `make run` reads, and the real meter photos in ../shared/data,
# whose printed words (not the dial numerals) were transcribed by eye for this set.
SAMPLE_PAGE_TEXT = """It is a truth universally acknowledged, that a single man in
possession of a good fortune, must be in want of a wife.
However little known the feelings or views of such a man may be
on his first entering a neighbourhood, this truth is so well fixed
in the minds of the surrounding families, that he is considered
the rightful property of some one or other of their daughters.
"""
METER_PHOTOS = {
    "aiotedge-config-reference.jpg": "2000692952\n00016 m3\nCH-MI001-10039\nR80H/R50V\nMNK-OPV T30 1,6MPa\nCRI\n",
    "water-meter-system-complete-original.jpg": "CRI\nZR\nT30\nQ3=4\nR=80 H\n2014\nCH-MI001-10040\n00045\n14005448\n",
}


def existing_photos():
    """(image path from the repository root, ground truth, kind) of the photos kept elsewhere."""
    gallery = "Sources/ReadoutApps/Resources/FilterLabGallery"
    for item in json.loads((ROOT / gallery / "gallery.json").read_text()):
        kind = "page" if item["id"] in ("book-page", "notice-poster", "recipe-card", "shop-receipt") else "scene"
        yield f"{gallery}/{item['file']}", item["text"] + "\n", kind
    yield "Samples/page.jpg", SAMPLE_PAGE_TEXT, "page"
    for name, text in METER_PHOTOS.items():
        yield f"../shared/data/meter-photos/single/{name}", text, "scene"


def bench_photo(path):
    """A 12-megapixel photo of a dev page (4000×3000), for timing `.accurate` in `make bench`."""
    spec = dict(TEXTS["D1-book"], pt=90, size=(3720, 4950))
    page, _ = typeset(spec)
    rgb, quality = photograph(page, np.random.default_rng(7), (3000, 4000))
    Image.fromarray(rgb).save(path, quality=max(quality, 85))


def save_photo(name, page, truth, seed, folder):
    """Photographs text `name`'s page with `seed`, saves the JPEG and its ground truth in
    `folder`; returns the file stem and the JPEG quality."""
    rng = np.random.default_rng(seed * 1000 + int(name[1]))
    size = (1200, 1600) if page.shape[1] < page.shape[0] else (1600, 1200)
    rgb, quality = photograph(page, rng, size)
    stem = f"{name}-{seed}"
    Image.fromarray(rgb).save(folder / f"{stem}.jpg", quality=quality, optimize=True)
    (folder / f"{stem}.txt").write_text(truth)
    return stem, quality


def more_dev(folder, seeds):
    """More photos of the dev texts with other seeds, in `folder` with a manifest of their own:
    a wider development sample that leaves the committed set as it is."""
    folder = Path(folder).resolve()
    folder.mkdir(parents=True, exist_ok=True)
    manifest = ["image\tground_truth\tsplit\tkind\ttext\tseed\tjpeg_quality"]
    for name, spec in TEXTS.items():
        if not name.startswith("D"):
            continue
        page, truth = typeset(spec)
        for seed in seeds:
            stem, quality = save_photo(name, page, truth, seed, folder)
            manifest.append(f"{folder}/{stem}.jpg\t{folder}/{stem}.txt\tdev-more\tpage\t{name}\t{seed}\t{quality}")
    (folder / "manifest.tsv").write_text("\n".join(manifest) + "\n")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--bench-photo":
        return bench_photo(sys.argv[2])
    if len(sys.argv) == 4 and sys.argv[1] == "--more-dev":
        # Seeds 1-3 are the committed dev photos and 101-103 the report part: use others.
        seeds = [int(seed) for seed in sys.argv[3].split(",")]
        assert not set(seeds) & set(DEV_SEEDS + REPORT_SEEDS), "seeds of the committed set"
        return more_dev(sys.argv[2], seeds)
    manifest = ["image\tground_truth\tsplit\tkind\ttext\tseed\tjpeg_quality"]
    for image, truth, kind in existing_photos():
        stem = Path(image).stem
        (OUT / "dev").mkdir(parents=True, exist_ok=True)
        (OUT / "dev" / f"{stem}.txt").write_text(truth)
        manifest.append(f"{image}\tEvaluation/camera/dev/{stem}.txt\tdev\t{kind}\t{stem}\t-\t-")
    for name, spec in TEXTS.items():
        split = "dev" if name.startswith("D") else "report"
        page, truth = typeset(spec)
        folder = OUT / split
        folder.mkdir(parents=True, exist_ok=True)
        for seed in DEV_SEEDS if split == "dev" else REPORT_SEEDS:
            stem, quality = save_photo(name, page, truth, seed, folder)
            where = f"Evaluation/camera/{split}/{stem}"
            manifest.append(f"{where}.jpg\t{where}.txt\t{split}\tpage\t{name}\t{seed}\t{quality}")
            print(f"{split}/{stem}.jpg q{quality}")
    (OUT / "manifest.tsv").write_text("\n".join(manifest) + "\n")


if __name__ == "__main__":
    main()
