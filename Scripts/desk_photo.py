"""A rendered sheet photographed on a desk, as the test fixtures' generators make it: the sheet
turned a little and laid on a plain desk, the lens's softness, light falling off from one spot,
sensor noise, and the photo at half size (about one megapixel, as a phone's shared photo)."""
import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

SERIF = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
SERIF_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"


def assignment_sheet(title, lines):
    """An A4 assignment sheet at 150 dpi: its title in bold, then its lines ("" a blank one)."""
    sheet = Image.new("RGB", (1240, 1754), (250, 249, 244))
    draw = ImageDraw.Draw(sheet)
    draw.text((110, 120), title, font=ImageFont.truetype(SERIF_BOLD, 44), fill=(20, 20, 20))
    font = ImageFont.truetype(SERIF, 34)
    for index, line in enumerate(lines):
        draw.text((110, 260 + index * 62), line, font=font, fill=(25, 25, 25))
    return sheet


def photograph(sheet, desk_colour, angle, at, light_centre, seed, shade=None):
    """The photo of `sheet` on a 1800×2300 desk of `desk_colour`, turned `angle` degrees and laid
    at `at`; the light is brightest at `light_centre` (fractions of the frame); `shade(xs, ys, w, h)`
    may darken part of the photo (a hand's shadow), 0 for none up to 1 for black."""
    desk = Image.new("RGB", (1800, 2300), desk_colour)
    turned = sheet.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=desk_colour)
    desk.paste(turned, at)
    photo = desk.filter(ImageFilter.GaussianBlur(1.0))
    pixels = np.asarray(photo).astype(np.float32)
    ys, xs = np.mgrid[0:photo.height, 0:photo.width]
    cx, cy = light_centre
    light = 1.0 - 0.2 * ((xs / photo.width - cx) ** 2 + (ys / photo.height - cy) ** 2)
    pixels = pixels * light[..., None] + np.random.default_rng(seed).normal(0, 4, pixels.shape)
    if shade is not None:
        pixels = pixels * (1 - shade(xs, ys, photo.width, photo.height)[..., None])
    photo = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
    return photo.resize((photo.width // 2, photo.height // 2), Image.LANCZOS)
