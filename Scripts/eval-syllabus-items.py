#!/usr/bin/env python3
"""Homework's "one photo, every due date" on syllabus pages made of real course-page lines.

Run from the repository root after `swift build`. Each page is one source of
../shared/data/due-dates-dev (a course page's schedule, list or deadline table) with three lines or
more, in their order; its items are the lines with a due date (`none` lines are there to be left
out). The dev and report parts are those of Evaluation/due-dates (by institution). `--photos`
renders each page as a photographed sheet (Scripts/desk_photo.py) and reads it through
`readout dates --items --image`; without it the page's text goes in as typed.

An item found counts when its due day is the expected day of a line of that page not matched yet
(and, with a time on both, the same time): recall = matched / expected, precision = matched / found.
"""
import collections
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Scripts"))
spec = importlib.util.spec_from_file_location("eval_due_dates", ROOT / "Scripts" / "eval-due-dates.py")
eval_due_dates = importlib.util.module_from_spec(spec)
spec.loader.exec_module(eval_due_dates)


def pages(part, data):
    by_source = collections.OrderedDict()
    for row in eval_due_dates.rows_of_part(part, data):
        by_source.setdefault(row["source"], []).append(row)
    return [lines for lines in by_source.values() if len(lines) >= 3]


def render(lines, path):
    from PIL import Image, ImageDraw, ImageFont
    from desk_photo import photograph
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", 26)
    wrapped = [piece for line in lines for piece in (textwrap.wrap(line["text"], 72) or [""]) + [""]]
    sheet = Image.new("RGB", (1240, max(1754, 140 + 40 * len(wrapped))), (250, 249, 244))
    draw = ImageDraw.Draw(sheet)
    for index, piece in enumerate(wrapped):
        draw.text((90, 100 + index * 40), piece, font=font, fill=(25, 25, 25))
    scale = min(1.0, 1900 / sheet.height)
    sheet = sheet.resize((int(sheet.width * scale), int(sheet.height * scale)))
    photograph(sheet, (150, 132, 110), 1.0, (240, 180), (0.4, 0.3), len(lines)).save(path, quality=88)


def found_items(binary, lines, photo):
    command = [binary, "dates", "--items", "--json", "--reference", lines[0]["reference"]]
    if photo:
        command += ["--image", photo]
        run = subprocess.run(command, capture_output=True, text=True)
    else:
        run = subprocess.run(command, input="\n".join(line["text"] for line in lines), capture_output=True, text=True)
    if run.returncode != 0:
        print(f"  {lines[0]['source']}: {run.stderr.strip()}", file=sys.stderr)
        return []
    return json.loads(run.stdout)["items"]


def matched(expected_lines, items):
    open_lines = [line["expected"] for line in expected_lines]
    count = 0
    for item in items:
        for index, want in enumerate(open_lines):
            same_time = "T" not in want or item.get("dueTime") is None or want[11:] == item["dueTime"]
            if want[:10] == item["dueDay"] and same_time:
                count += 1
                del open_lines[index]
                break
    return count


def main():
    arguments = eval_due_dates.parse_arguments("print each page's items (dev only)", lambda parser: parser.add_argument(
        "--photos", action="store_true", help="read rendered photos of the pages, not their text"))
    expected_total = found_total = matched_total = 0
    all_pages = pages(arguments.part, arguments.data)
    with tempfile.TemporaryDirectory() as folder:
        for number, lines in enumerate(all_pages):
            photo = None
            if arguments.photos:
                photo = os.path.join(folder, f"{number}.jpg")
                render(lines, photo)
            items = found_items(arguments.binary, lines, photo)
            expected = [line for line in lines if line["expected"] != "none"]
            hits = matched(expected, items)
            expected_total += len(expected)
            found_total += len(items)
            matched_total += hits
            if arguments.misses and (hits < len(expected) or hits < len(items)):
                print(f"- {lines[0]['source']}: {hits} of {len(expected)} expected, {len(items)} found")
                for item in items:
                    print(f"    found {item['dueDay']} {item.get('dueTime') or '':5}  {item['title']}")
                for line in expected:
                    print(f"    want  {line['expected']:16}  {line['text'][:90]}")
    recall = matched_total / max(expected_total, 1)
    precision = matched_total / max(found_total, 1)
    print(f"{arguments.part} ({'photos' if arguments.photos else 'text'}): {len(all_pages)} pages; "
          f"recall {matched_total}/{expected_total} = {recall:.3f}; precision {matched_total}/{found_total} = {precision:.3f}")


if __name__ == "__main__":
    main()
