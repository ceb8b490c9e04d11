#!/usr/bin/env python3
"""Homework's "one photo, every due date" on real whole schedule and syllabus pages.

Run from the repository root after `swift build`. The pages are Evaluation/syllabus (README.md
there: where each comes from, how its items were labelled, and the dev / report split by source).
Each page's text goes to `readout dates --items` as typed, or with `--photos` printed on as many
A4 sheets as it fills, each photographed (Scripts/desk_photo.py) and read through the camera
pipeline, the page's items being those of all its sheets: a table's cells stand in columns, as
printed, with no `|` between them, and a long cell wraps within its column.

An item found counts when its due day is the day of an expected item of that page not matched yet
(and, with a time on both, the same time): recall = matched / expected, precision = matched / found.
A matched item's title *names* it when it holds the label's words (letters and digits only,
case and spaces ignored: "HW 1" is named by "Week 3 – HW1").
"""
import argparse
import collections
import csv
import importlib.util
import os
import re
import sys
import tempfile
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Scripts"))
spec = importlib.util.spec_from_file_location("eval_syllabus_items", ROOT / "Scripts" / "eval-syllabus-items.py")
eval_syllabus_items = importlib.util.module_from_spec(spec)
spec.loader.exec_module(eval_syllabus_items)

SET = ROOT / "Evaluation" / "syllabus"


def table(folder, name):
    with open(folder / name, newline="") as file:
        return list(csv.DictReader(file, delimiter="\t", quoting=csv.QUOTE_NONE))


def render(lines, stem, seed):
    """The page typeset on A4 sheets (150 dpi), as many as it fills, each photographed on a desk
    (the paths `stem`-1.jpg, -2.jpg, …): prose lines wrapped at the sheet's width, each run of
    table rows (cells split at `|`) set in columns, a row of one cell across them; a sheet ends
    between lines or rows, as a printed schedule does. A student photographs each sheet of a
    long schedule."""
    from PIL import Image, ImageDraw, ImageFont
    from desk_photo import SERIF, photograph
    font = ImageFont.truetype(SERIF, 22)
    width, height, margin, gap, leading = 1240, 1754, 80, 28, 32
    measure = ImageDraw.Draw(Image.new("RGB", (1, 1))).textlength
    blocks = []  # ("text", [lines]) or ("table", [[cells]])
    for line in lines:
        cells = re.split(r"\s*\|\s*", line.strip().strip("|").strip()) if "|" in line else None
        kind = "table" if cells else "text"
        if not blocks or blocks[-1][0] != kind:
            blocks.append((kind, []))
        blocks[-1][1].append(cells or line)
    sheets = [[]]  # each sheet's (x, y, text)
    y = 90

    def place(pieces, tall):
        """Sets `pieces` ((x, line offset, text)) `tall` lines high, on a new sheet if this one is full."""
        nonlocal y
        if y + leading * tall > height - 90 and sheets[-1]:
            sheets.append([])
            y = 90
        sheets[-1].extend((x, y + k * leading, text) for x, k, text in pieces)
        y += leading * tall

    for kind, rows in blocks:
        if kind == "text":
            for line in rows:
                for piece in textwrap.wrap(line, 88) or [""]:
                    place([(margin, 0, piece)], 1)
            continue
        # A row of one cell ("| Part II: Ranking") is a section's heading across the table, as
        # a page sets it over all the columns.
        spanning = [row for row in rows if len(row) >= 2]
        columns = max((len(row) for row in spanning), default=1)
        natural = [max((measure(row[i], font=font) for row in spanning if i < len(row)), default=0) for i in range(columns)]
        room = width - 2 * margin - gap * (columns - 1)
        spans = fitted(natural, room)
        starts = [margin + sum(spans[:i]) + gap * i for i in range(columns)]
        for row in rows:
            if len(row) == 1:
                for piece in textwrap.wrap(row[0], 88) or [""]:
                    place([(margin, 0, piece)], 1)
                y += 8
                continue
            wrapped = [wrapped_cell(cell, spans[i], font, measure) for i, cell in enumerate(row)]
            place([(starts[i], k, piece) for i, pieces in enumerate(wrapped) for k, piece in enumerate(pieces)],
                  max(len(pieces) for pieces in wrapped))
            y += 8
        y += leading // 2
    paths = []
    for number, placed in enumerate(sheets, start=1):
        sheet = Image.new("RGB", (width, height), (250, 249, 244))
        draw = ImageDraw.Draw(sheet)
        for x, top, text in placed:
            draw.text((x, top), text, font=font, fill=(25, 25, 25))
        paths.append(f"{stem}-{number}.jpg")
        photograph(sheet, (150, 132, 110), 1.0, (240, 180), (0.4, 0.3), seed + number).save(paths[-1], quality=88)
    return paths


def fitted(natural, room):
    """Column widths within `room`: a column narrower than its fair share keeps its width, the
    wider ones share what is left (a date column stays whole, a topic column wraps)."""
    spans = list(natural)
    wide = [i for i in range(len(spans))]
    while sum(spans) > room and wide:
        left = room - sum(spans[i] for i in range(len(spans)) if i not in wide)
        share = left / len(wide)
        narrow = [i for i in wide if natural[i] <= share]
        if not narrow:
            for i in wide:
                spans[i] = share
            break
        wide = [i for i in wide if i not in narrow]
    return spans


def wrapped_cell(cell, span, font, measure):
    """The cell's words in lines no wider than `span` pixels (a word wider than that on its own)."""
    pieces = [""]
    for word in cell.split():
        trial = f"{pieces[-1]} {word}".strip()
        if pieces[-1] and measure(trial, font=font) > span:
            pieces.append(word)
        else:
            pieces[-1] = trial
    return pieces


def squeezed(text):
    return re.sub(r"[^0-9a-z]", "", text.lower())


def matches(expected, items):
    """(matched count, named count): each expected item takes the first found item of its day."""
    open_items = list(items)
    matched = named = 0
    for want in expected:
        for index, item in enumerate(open_items):
            same_time = "T" not in want["expected"] or item.get("dueTime") is None or want["expected"][11:] == item["dueTime"]
            if item["dueDay"] == want["expected"][:10] and same_time:
                matched += 1
                named += squeezed(want["what"]) in squeezed(item["title"])
                del open_items[index]
                break
    return matched, named, open_items


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--part", choices=["dev", "report"], required=True)
    parser.add_argument("--misses", action="store_true", help="print each page's items got wrong (dev only)")
    parser.add_argument("--photos", action="store_true", help="read rendered photos of the pages, not their text")
    parser.add_argument("--binary", default=".build/debug/readout")
    parser.add_argument("--set", type=Path, default=SET,
                        help="a folder of pages laid out as Evaluation/syllabus (Evaluation/syllabus-second: dev only)")
    arguments = parser.parse_args()
    if arguments.misses and arguments.part == "report":
        sys.exit("The report part is measured, never studied one by one: --misses is for dev.")
    pages = [page for page in table(arguments.set, "pages.tsv") if page["part"] == arguments.part]
    expected_by_page = collections.defaultdict(list)
    for item in table(arguments.set, "items.tsv"):
        expected_by_page[item["page"]].append(item)
    totals = collections.Counter()
    with tempfile.TemporaryDirectory() as folder:
        for page in pages:
            text = (arguments.set / "pages" / f"{page['page']}.txt").read_text()
            lines = [{"text": line, "reference": page["reference"]} for line in text.splitlines()]
            if arguments.photos:
                photos = render([line["text"] for line in lines], os.path.join(folder, page["page"]), seed=len(text))
                items = [item for photo in photos for item in eval_syllabus_items.found_items(arguments.binary, lines, photo)]
            else:
                items = eval_syllabus_items.found_items(arguments.binary, lines, None)
            expected = sorted(expected_by_page[page["page"]], key=lambda item: int(item["line"]))
            matched, named, unmatched = matches(expected, items)
            totals.update(expected=len(expected), found=len(items), matched=matched, named=named)
            if arguments.misses and (matched < len(expected) or unmatched):
                print(f"- {page['page']}: {matched} of {len(expected)} expected, {len(items)} found")
                for item in unmatched:
                    print(f"    invented {item['dueDay']} {item.get('dueTime') or '':5}  {item['title'][:60]}  | {item['line'][:70]}")
                found_days = collections.Counter(item["dueDay"] for item in items)
                for want in expected:
                    if found_days[want["expected"][:10]] > 0:
                        found_days[want["expected"][:10]] -= 1
                    else:
                        print(f"    missed   {want['expected']:16}  {want['what']}  | line {want['line']}")
    recall = totals["matched"] / max(totals["expected"], 1)
    precision = totals["matched"] / max(totals["found"], 1)
    print(f"{arguments.part} ({'photos' if arguments.photos else 'text'}): {len(pages)} pages; "
          f"recall {totals['matched']}/{totals['expected']} = {recall:.3f}; "
          f"precision {totals['matched']}/{totals['found']} = {precision:.3f}; "
          f"titles naming the item {totals['named']}/{totals['matched']}")


if __name__ == "__main__":
    main()
