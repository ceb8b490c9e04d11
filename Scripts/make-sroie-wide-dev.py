#!/usr/bin/env python3
# A wider development set of SROIE receipts for `eval-sroie-dates.py`: every receipt of the
# public SROIE release that is in neither ../shared/data/sroie nor sroie-test (by id, and by
# company, date and total, so no receipt is on both sides), at most 330 kB as those sets are.
# Development only: the receipts stay outside the repository.
#
# Usage: make-sroie-wide-dev.py CHECKOUT OUT
#   CHECKOUT: a clone of github.com/althayr/ICDAR-2019-SROIE-dataset (`fetch` it, then
#   `git clone` the mirror), the release ../shared/data/sroie was drawn from. The mirror lacks
#   one large image (testing_data/images/336.jpg), so the clone's checkout fails: restore the
#   other files one by one (`git restore --source=HEAD -- FILE`).
#   OUT: a new folder; gets img/<id>.jpg and labels.tsv (id, source_path, date_raw, date_iso).
# With commit 5c0bf03 it keeps 313 receipts; the date is read day first as SOURCE.md says.
import csv, json, os, re, sys

checkout, out = sys.argv[1], sys.argv[2]
used_ids, used_keys = set(), set()
for split in ['sroie', 'sroie-test']:
    for row in csv.DictReader(open(f'../shared/data/{split}/labels.tsv'), delimiter='\t'):
        used_ids.add(row['id'])
        used_keys.add((row['company'], row['date_raw'], row['total']))

MONTHS = {m: i + 1 for i, m in enumerate('jan feb mar apr may jun jul aug sep oct nov dec'.split())}

def iso(raw):
    """The receipt's date as YYYY-MM-DD (day first, 2-digit years in the 2000s), or None."""
    s = raw.strip()
    if m := re.fullmatch(r'(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})', s):
        return f'{int(m[1]):04}-{int(m[2]):02}-{int(m[3]):02}'
    if m := re.fullmatch(r'(20\d{2})(\d{2})(\d{2})', s):
        return f'{m[1]}-{m[2]}-{m[3]}'
    year = lambda y: int(y) + 2000 if len(y) <= 2 else int(y)
    if m := re.fullmatch(r'(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{2,4})', s):
        return f'{year(m[3]):04}-{int(m[2]):02}-{int(m[1]):02}'
    if (m := re.fullmatch(r'(\d{1,2})[-/ ]*([A-Za-z]{3})[A-Za-z]*[-/ ,]*(\d{2,4})', s)) and m[2].lower() in MONTHS:
        return f'{year(m[3]):04}-{MONTHS[m[2].lower()]:02}-{int(m[1]):02}'
    if (m := re.fullmatch(r'([A-Za-z]{3})[A-Za-z]*\s*(\d{1,2}),?\s*(\d{4})', s)) and m[1].lower() in MONTHS:
        return f'{int(m[3]):04}-{MONTHS[m[1].lower()]:02}-{int(m[2]):02}'
    return None

os.makedirs(f'{out}/img', exist_ok=True)
kept = 0
with open(f'{out}/labels.tsv', 'w') as labels:
    labels.write('id\tsource_path\tdate_raw\tdate_iso\n')
    for split in ['testing', 'training']:
        folder = f'{checkout}/{split}_data'
        for name in sorted(os.listdir(f'{folder}/images')):
            number = name.removesuffix('.jpg')
            image, label = f'{folder}/images/{name}', f'{folder}/labels/{number}.json'
            receipt = f'{split}_{number}'
            if receipt in used_ids or not os.path.exists(label) or os.path.getsize(image) > 330_000:
                continue
            key = json.load(open(label))
            date = iso(key.get('date', ''))
            if (key.get('company'), key.get('date'), key.get('total')) in used_keys or not date:
                continue
            with open(image, 'rb') as source, open(f'{out}/img/{receipt}.jpg', 'wb') as copy:
                copy.write(source.read())
            labels.write(f'{receipt}\t{split}_data/images/{name}\t{key.get("date")}\t{date}\n')
            kept += 1
print(f'{kept} receipts in {out}')
