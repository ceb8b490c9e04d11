#!/usr/bin/env python3
# Run from the repository root after `swift build`.
# `readout dates --day-first --image` on a SROIE folder: exact-date accuracy. On the development
# folder each miss is printed too; on sroie-test (report only) just the total.
# Usage: eval-sroie-dates.py sroie|sroie-test|FOLDER [READINGS] [--readout .build/release/readout]
# (READINGS as `readout dates --readings`; FOLDER: a wider development set made by
# Scripts/make-sroie-wide-dev.py).
import argparse, csv, json, os, subprocess, time
parser = argparse.ArgumentParser()
parser.add_argument('folder')
parser.add_argument('readings', nargs='?')
parser.add_argument('--readout', default='.build/debug/readout')
args = parser.parse_args()
readings = ['--readings', args.readings] if args.readings else []
folder = args.folder if os.path.isdir(args.folder) else f'../shared/data/{args.folder}'
rows = list(csv.DictReader(open(f'{folder}/labels.tsv'), delimiter='\t'))
right = 0; times = []
for r in rows:
    t0 = time.time()
    out = subprocess.run([args.readout, 'dates', '--day-first', '--json', *readings, '--image', f'{folder}/img/{r["id"]}.jpg'], capture_output=True, text=True)
    times.append(time.time() - t0)
    due = json.loads(out.stdout)['due'] if out.returncode == 0 else None
    ok = bool(due and due[:10] == r['date_iso'])
    right += ok
    if not ok and not args.folder.rstrip('/').endswith('-test'):
        print(f"{r['id']}: expected {r['date_iso']} got {due}", flush=True)
times.sort()
print(f"{args.folder}: {right}/{len(rows)} = {right/len(rows):.3f}; median {times[len(times)//2]:.2f} s per image ({args.readout}, process start included)")
