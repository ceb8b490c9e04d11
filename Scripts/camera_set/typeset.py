"""Typesetting a page: word wrap, one or two balanced columns, and the ground truth line by line."""

import sys

import numpy as np
from PIL import Image, ImageDraw

from .fonts import bold, font


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
