#!/usr/bin/env python3
"""Chooses the confidence from which a counter wheel is shown as sure, and reports it.

The threshold is chosen on the six validation meters of meter-digits, read by a model that never
trained on them (step 1 of MODELS.md: `readout meter digits train … --out chosen.rdnn`): the lowest
confidence at which at least TARGET of the wheels read that sure are right (within half a step of
their label on the circular 0-10 scale). meter-digits-test, read by the shipped model, only
reports what that threshold gives on eight meters nobody tuned on.

  readout meter digits eval --data VALIDATION_DIR --model chosen.rdnn --json > validation.jsonl
  readout meter digits eval --data ../shared/data/meter-digits-test --json > test.jsonl
  Scripts/calibrate-meter-confidence.py VALIDATION_DIR/labels.tsv validation.jsonl \\
      ../shared/data/meter-digits-test/labels.tsv test.jsonl

VALIDATION_DIR holds labels.tsv cut to the validation meters' rows and a link to meter-digits'
crops.tar.gz (`--make-validation-dir DIR` writes it).
"""

import csv
import json
import os
import sys

TARGET = 0.99  # of the wheels shown as sure, right: what Meters promises (issue 34)
VALIDATION_GROUPS = {
    "collected/watermeter/Techem/V_DR", "collected/powermeter/betar/1", "collected/watermeter/Wasser_Geraete_GmbH",
    "collected/powermeter/unknown/japander", "collected/watermeter/jvi", "collected/watermeter/Unknown/abl",
}


def readings(labels_path, eval_path):
    labels = {row["id"]: float(row["label"]) for row in csv.DictReader(open(labels_path), delimiter="\t")}
    rows = []
    for line in open(eval_path):
        item = json.loads(line)
        if "id" not in item:
            continue
        distance = abs(item["value"] - labels[item["id"]]) % 10
        rows.append((item["confidence"], min(distance, 10 - distance) <= 0.5))
    return rows


def at(rows, threshold):
    sure = [right for confidence, right in rows if confidence >= threshold]
    precision = sum(sure) / len(sure) if sure else 1.0
    return precision, len(sure) / len(rows), len(sure) - sum(sure)


def make_validation_dir(folder):
    source = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "data", "meter-digits")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(source, "labels.tsv")) as full, open(os.path.join(folder, "labels.tsv"), "w") as cut:
        reader = csv.DictReader(full, delimiter="\t")
        writer = csv.DictWriter(cut, reader.fieldnames, delimiter="\t", lineterminator="\n")
        writer.writeheader()
        writer.writerows(row for row in reader if row["meter_group"] in VALIDATION_GROUPS)
    link = os.path.join(folder, "crops.tar.gz")
    if not os.path.exists(link):
        os.symlink(os.path.abspath(os.path.join(source, "crops.tar.gz")), link)


def main():
    if sys.argv[1:2] == ["--make-validation-dir"]:
        make_validation_dir(sys.argv[2])
        return
    validation = readings(sys.argv[1], sys.argv[2])
    test = readings(sys.argv[3], sys.argv[4])
    thresholds = [t / 100 for t in range(30, 100)]
    chosen = next((t for t in thresholds if at(validation, t)[0] >= TARGET), 0.99)
    for name, rows in (("validation meters (chosen on)", validation), ("meter-digits-test (reported)", test)):
        precision, coverage, wrong = at(rows, chosen)
        everything = sum(right for _, right in rows) / len(rows)
        print(f"{name}: {len(rows)} wheels, {everything:.4f} right in all; at confidence >= {chosen:.2f}: "
              f"{coverage:.4f} shown as sure, {precision:.4f} of those right ({wrong} wrong)")
    old = at(test, 0.60)
    print(f"meter-digits-test at the old 0.60: {old[1]:.4f} shown as sure, {old[0]:.4f} of those right ({old[2]} wrong)")
    print(f"chosen: {chosen:.2f}")


if __name__ == "__main__":
    main()
