"""Text layout helpers: wrapping, justified lines, letter spacing and wobbly handwriting, drawn
into masks (y is the baseline)."""

from .fonts import font
from .imaging import mask_from_draw


# ---------------------------------------------------------------------------
# Text layout helpers (masks; y is the baseline)
# ---------------------------------------------------------------------------

def wrap_words(text, fnt, width, indent=0.0):
    lines, cur = [], []
    for word in text.split():
        avail = width - (indent if not lines else 0)
        if cur and fnt.getlength(" ".join(cur + [word])) > avail:
            lines.append(cur)
            cur = [word]
        else:
            cur.append(word)
    if cur:
        lines.append(cur)
    return lines


def draw_words(d, x, y, words, fnt, width, justify, fill=255):
    if not justify or len(words) < 2:
        d.text((x, y), " ".join(words), font=fnt, fill=fill, anchor="ls")
        return
    total = sum(fnt.getlength(wd) for wd in words)
    gap = (width - total) / (len(words) - 1)
    xx = x
    for wd in words:
        d.text((xx, y), wd, font=fnt, fill=fill, anchor="ls")
        xx += fnt.getlength(wd) + gap


def text_line_mask(w, h, items):
    """items: (x, y, text, font, anchor[, fill])"""
    def draw(d):
        for it in items:
            x, y, s, f, anchor = it[:5]
            fl = it[5] if len(it) > 5 else 255
            d.text((x, y), s, font=f, fill=fl, anchor=anchor)
    return mask_from_draw(w, h, draw)


def draw_spaced(d, x, y, s, fnt, tracking, anchor_center=False, fill=255):
    widths = [fnt.getlength(c) for c in s]
    total = sum(widths) + tracking * (len(s) - 1)
    xx = x - total / 2 if anchor_center else x
    for c, wd in zip(s, widths):
        d.text((xx, y), c, font=fnt, fill=fill, anchor="ls")
        xx += wd + tracking
    return total


def draw_hand(d, x, y, s, key, size, rng, jitter_y=1.6, size_var=0.05, slope=0.0,
              space_var=0.18, fill=255):
    """Character-by-character drawing with small random wobble (handwriting)."""
    xx = x
    for c in s:
        if c == " ":
            xx += font(key, size).getlength(" ") * (1 + space_var * rng.standard_normal())
            continue
        sz = size * (1 + size_var * rng.standard_normal())
        f = font(key, sz)
        yy = y + jitter_y * rng.standard_normal() + slope * (xx - x)
        d.text((xx, yy), c, font=f, fill=fill, anchor="ls")
        xx += f.getlength(c) + 0.8 * rng.standard_normal()
    return xx
