#!/usr/bin/env python3
"""The due-date extractor on the real course-page lines of ../shared/data/due-dates-dev.

Run from the repository root after `swift build`. `--part` picks the dev or the report part
(Evaluation/due-dates/README.md: split by source, written down before measuring); `--misses`
prints what the extractor got wrong, for dev only: the report part is never studied line by line.
"""
import argparse
import collections
import csv
import json
import subprocess
import sys

SECOND_LEVEL = {"ac.uk", "edu.au", "ac.in", "ac.nz", "edu.in", "ac.at", "edu.sg", "ac.il", "co.uk", "edu.hk", "ac.za", "edu.pl", "com.pl"}


def group(source):
    """The institution or author a line comes from (see Evaluation/due-dates/README.md)."""
    if source.startswith("github:"):
        return "github:" + source[len("github:"):].split("/")[0]
    labels = source.split("/")[2].split(".")
    keep = 3 if ".".join(labels[-2:]) in SECOND_LEVEL else 2
    return ".".join(labels[-keep:])


def answers(binary, rows):
    """`readout dates --json` for every row, one run per reference day (lines go in on stdin)."""
    by_reference = collections.defaultdict(list)
    for index, row in enumerate(rows):
        by_reference[row["reference"]].append(index)
    found = [None] * len(rows)
    for reference, indices in by_reference.items():
        text = "".join(rows[i]["text"] + "\n" for i in indices)
        run = subprocess.run([binary, "dates", "--json", "--reference", reference], input=text,
                             capture_output=True, text=True, check=True)
        for i, line in zip(indices, run.stdout.splitlines()):
            found[i] = json.loads(line)
    return found


def is_exact(expected, answer):
    due = answer["due"]
    if expected == "none":
        return due is None
    if due is None:
        return False
    if "T" in expected:
        return due == expected
    all_day = next((c["allDay"] for c in answer["candidates"] if c["value"] == due), False)
    return due[:10] == expected and all_day


def rows_of_part(part, data):
    """The lines of `data` in the dev or the report part (Evaluation/due-dates/README.md)."""
    report_groups = set(open("Evaluation/due-dates/report-sources.txt").read().split())
    with open(data, newline="") as file:
        return [row for row in csv.DictReader(file, delimiter="\t", quoting=csv.QUOTE_NONE)
                if (group(row["source"]) in report_groups) == (part == "report")]


def parse_arguments(misses_help, configure=None):
    """--part, --misses (refused on report), --binary and --data, and whatever `configure` adds."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--part", choices=["dev", "report"], required=True)
    parser.add_argument("--misses", action="store_true", help=misses_help)
    parser.add_argument("--binary", default=".build/debug/readout")
    parser.add_argument("--data", default="../shared/data/due-dates-dev/lines.tsv")
    if configure:
        configure(parser)
    arguments = parser.parse_args()
    if arguments.misses and arguments.part == "report":
        sys.exit("The report part is measured, never studied one by one: --misses is for dev.")
    return arguments


def main():
    arguments = parse_arguments("print the lines got wrong (dev only)")
    rows = rows_of_part(arguments.part, arguments.data)
    found = answers(arguments.binary, rows)
    dated = [(r, a) for r, a in zip(rows, found) if r["expected"] != "none"]
    undated = [(r, a) for r, a in zip(rows, found) if r["expected"] == "none"]
    exact = sum(is_exact(r["expected"], a) for r, a in dated)
    day = sum(a["due"] is not None and a["due"][:10] == r["expected"][:10] for r, a in dated)
    null = sum(a["due"] is None for r, a in undated)
    print(f"{arguments.part}: {len(rows)} lines; exact {exact}/{len(dated)} = {exact / len(dated):.3f} "
          f"(right day {day}/{len(dated)} = {day / len(dated):.3f}); none answered null {null}/{len(undated)} = "
          f"{null / max(len(undated), 1):.3f}")
    if arguments.misses:
        for row, answer in zip(rows, found):
            if not is_exact(row["expected"], answer):
                print(f"- want {row['expected']:<16} got {answer['due'] or 'none':<16} | {row['text']}")


if __name__ == "__main__":
    main()
