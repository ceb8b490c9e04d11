#!/usr/bin/env python3
# Run from the repository root after `swift build`.
# Report only: the chrono-en-test suite through `readout dates --json` (never tuned on).
import csv, json, subprocess
def run(text, ref):
    out = subprocess.run(['.build/debug/readout', 'dates', '--json', '--reference', ref, '--', text], capture_output=True, text=True)
    return json.loads(out.stdout)
rows = list(csv.DictReader(open('../shared/data/chrono-en-test/cases.tsv'), delimiter='\t', quoting=csv.QUOTE_NONE))
right = 0
for r in rows:
    due = run(r['text'], r['reference'])['due']
    exp = r['expected']
    ok = due is not None and (due == exp if 'T' in exp else due[:10] == exp)
    right += ok
nod = list(csv.DictReader(open('../shared/data/chrono-en-test/nodate.tsv'), delimiter='\t', quoting=csv.QUOTE_NONE))
none = sum(run(r['text'], r['reference'])['due'] is None for r in nod)
print(f"cases: {right}/{len(rows)} = {right/len(rows):.3f}; no-date: {none}/{len(nod)} = {none/len(nod):.3f}")
