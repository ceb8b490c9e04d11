#!/usr/bin/env python3
# Run from the repository root after `swift build`.
# `readout dates --day-first --image` on a SROIE folder: exact-date accuracy.
# Usage: eval-sroie-dates.py sroie|sroie-test [READINGS] (READINGS as `readout dates --readings`).
import csv, json, subprocess, sys, time
folder = sys.argv[1]
readings = ['--readings', sys.argv[2]] if len(sys.argv) > 2 else []
rows = list(csv.DictReader(open(f'../shared/data/{folder}/labels.tsv'), delimiter='\t'))
right = 0; start = time.time(); times = []
for r in rows:
    t0 = time.time()
    out = subprocess.run(['.build/debug/readout', 'dates', '--day-first', '--json', *readings, '--image', f'../shared/data/{folder}/img/{r["id"]}.jpg'], capture_output=True, text=True)
    times.append(time.time() - t0)
    due = json.loads(out.stdout)['due'] if out.returncode == 0 else None
    right += bool(due and due[:10] == r['date_iso'])
times.sort()
print(f"{folder}: {right}/{len(rows)} = {right/len(rows):.3f}; median {times[len(times)//2]:.2f} s per image (debug build, incl. process start)")
