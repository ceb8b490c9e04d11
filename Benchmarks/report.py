"""Prints `make bench`'s table from the JSON lines the benchmark steps wrote: Readout beside its
anchors, with ratios (Readout ÷ anchor: below 1 means Readout is faster) and OCR accuracy."""
import json
import os
import re
import sys

results_path, ocr_dir = sys.argv[1], sys.argv[2]
rows = [json.loads(line) for line in open(results_path) if line.strip().startswith("{")]


def find(library, op, **keys):
    for row in rows:
        if row["library"] == library and row["op"] == op and all(row.get(k) == v for k, v in keys.items()):
            return row
    return None


def normalise(text):
    return re.sub(r"\s+", " ", text).strip()


def levenshtein(a, b):
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def ground_truth(ocr_dir, files):
    """The text of a .gt.txt file; for Tesseract box files (one character a row, origin
    bottom-left) the characters joined, with a space where the gap between two exceeds a third of
    the median character height, as the Swift tests read them."""
    first = os.path.join(ocr_dir, files.split(",")[0])
    if not first.endswith(".box"):
        return open(first).read()
    boxes = [row.split(" ") for row in open(first).read().splitlines() if row.strip()]
    boxes = [(b[0], int(b[1]), int(b[2]), int(b[3]), int(b[4])) for b in boxes]
    heights = sorted(top - bottom for _, _, bottom, _, top in boxes)
    gap = heights[len(heights) // 2] / 3
    text = ""
    for index, (char, left, _, _, _) in enumerate(boxes):
        if index > 0 and left - boxes[index - 1][3] > gap:
            text += " "
        text += char
    return text


def cer(pairs):
    errors = sum(levenshtein(normalise(got), normalise(truth)) for got, truth in pairs)
    return errors / max(1, sum(len(normalise(truth)) for _, truth in pairs))


print()
print("Gaussian blur, 12-megapixel RGB photo (milliseconds; ratio = Readout ÷ anchor)")
print(f"{'radius':>7} {'Readout':>9} {'OpenCV':>9} {'Pillow':>9} {'÷OpenCV':>8} {'÷Pillow':>8} {'PSNR dB':>8}")
for radius in (2, 25, 75, 300):
    ours = find("readout", "blur", radius=radius)
    cv = find("opencv", "blur", radius=radius)
    pil = find("pillow", "blur", radius=radius)
    if not ours:
        continue
    ms = ours["milliseconds"]
    fmt = lambda row: f"{row['milliseconds']:9.1f}" if row else f"{'-':>9}"
    ratio = lambda row: f"{ms / row['milliseconds']:8.2f}" if row else f"{'-':>8}"
    psnr = ours.get("psnr")
    print(f"{radius:>7} {ms:9.1f} {fmt(cv)} {fmt(pil)} {ratio(cv)} {ratio(pil)} {psnr if psnr is not None else '-':>8}")

print()
print("Binarize and histograms vs OpenCV (milliseconds)")
for op, label in (("binarize", "binarize (threshold 0.125)"), ("histogram", "HSV 50×60 histograms of 2 photos + 4 comparisons")):
    ours, cv = find("readout", op), find("opencv", op)
    if ours and cv:
        print(f"  {label:52} Readout {ours['milliseconds']:8.1f}  OpenCV {cv['milliseconds']:8.1f}  ratio {ours['milliseconds'] / cv['milliseconds']:.2f}")

print()
print("Digit classifier, shipped model, one digit at a time on one core (target ≤ 300 µs)")
for op, label in (("digit-image", "28×28 MNIST image: preprocess + classify"), ("digit-strokes", "pen drawing (2 strokes): rasterise + classify")):
    ours = find("readout", op)
    if ours:
        print(f"  {label:52} {ours['microsecondsPerDigit']:6.0f} µs per digit  ({ours['microsecondsPerDigit'] / 300:.2f} of the target)")

prediction, card = find("readout", "math-sprint-prediction"), find("readout", "math-sprint-card")
strokes = find("readout", "digit-strokes")
if prediction:
    print(f"  Math Sprint live prediction through the API, {prediction['players']} players drawing (one request per 200 ms each):")
    ratio = f"  ({prediction['p50'] * 1000 / strokes['microsecondsPerDigit']:.0f}× the in-process classification)" if strokes else ""
    print(f"    p50 {prediction['p50']:.1f} ms, p95 {prediction['p95']:.1f} ms (target p95 ≤ 30 ms), "
          f"{prediction['requests']} requests, {prediction['errors']} errors{ratio}")
if card:
    print(f"  Math Sprint result card, first request (render + PNG + HTTP): p50 {card['p50']:.1f} ms, max {card['max']:.1f} ms "
          f"over {card['cards']} cards (target ≤ 50 ms)")

print()
print("Filter Lab, one action on a 3-megapixel photo (milliseconds; ratio = Readout ÷ anchor at p50)")
print("  Readout: one API call (filter + recognition + state saved); anchor: Pillow blur or OpenCV threshold,")
print("  then the tesseract command, no server and no cache")
print(f"  {'action':20} {'Readout p50':>11} {'p95':>8} {'anchor p50':>11} {'p95':>8} {'ratio':>6}")
for row in rows:
    if row["library"] == "readout" and row["op"] == "filter-lab":
        anchor = find("anchor", "filter-lab", action=row["action"])
        theirs = f"{anchor['p50']:11.1f} {anchor['p95']:8.1f} {row['p50'] / anchor['p50']:6.2f}" if anchor else f"{'-':>11} {'-':>8} {'-':>6}"
        print(f"  {row['action']:20} {row['p50']:11.1f} {row['p95']:8.1f} {theirs}   ({row['runs']} runs)")
# Both fresh (no cached image): the Blur segment is radius 25 on the original, the slider at 300 % radius 300.
slow, fast = find("readout", "filter-lab", action="slider 300% blur"), find("readout", "filter-lab", action="blur")
if slow and fast:
    print(f"  blur radius 300 ÷ radius 25, whole action (p50): {slow['p50'] / fast['p50']:.2f}")

print()
print("Homework due dates (ratio = Readout ÷ anchor)")
ours, theirs = find("readout", "due-date-text"), find("dateparser", "due-date-text")
if ours:
    ratio = f", dateparser.search_dates {theirs['milliseconds']:.1f} ms, ratio {ours['milliseconds'] / theirs['milliseconds']:.3f}" if theirs else ""
    print(f"  extractor on a {ours['characters']}-character page: {ours['milliseconds']:.3f} ms "
          f"({ours['milliseconds'] / 2:.2f} of the 2 ms target; {ours['candidates']} dates, due {ours['due']}){ratio}")
ours, theirs = find("readout", "due-date-photo"), find("tesseract+dateparser", "due-date-photo")
if ours:
    ratio = f"; tesseract command + dateparser p50 {theirs['p50']:.0f} ms, ratio {ours['p50'] / theirs['p50']:.2f}" if theirs else ""
    print(f"  12-megapixel photo to due date (decode, two recognitions, extraction): p50 {ours['p50']:.0f} ms, "
          f"max {ours['max']:.0f} ms over {ours['runs']} runs, due {ours['due']}{ratio}")

print()
print("Vocabulary (ratio = Readout ÷ anchor)")
ours, theirs = find("readout", "vocabulary-text"), find("nltk", "vocabulary-text")
if ours:
    ratio = f"; NLTK WordNet reader {theirs['milliseconds']:.1f} ms, ratio {ours['milliseconds'] / theirs['milliseconds']:.3f}" if theirs else ""
    print(f"  extractor on a {ours['words']}-word page: {ours['milliseconds']:.2f} ms ({ours['milliseconds'] / 20:.2f} of the 20 ms target; "
          f"{ours['found']} words){ratio}")
    load_ratio = f"; NLTK {theirs['loadMilliseconds']:.0f} ms, ratio {ours['loadMilliseconds'] / theirs['loadMilliseconds']:.2f}" if theirs else ""
    print(f"  first WordNet load: {ours['loadMilliseconds']:.0f} ms ({ours['loadMilliseconds'] / 1000:.2f} of the 1 s target){load_ratio}; "
          f"opening the German FreeDict (80 MB inflated): {ours['germanDictionaryMilliseconds']:.0f} ms")
ours, theirs = find("readout", "vocabulary-photo"), find("tesseract+nltk", "vocabulary-photo")
if ours:
    ratio = f"; tesseract command + NLTK p50 {theirs['p50']:.0f} ms ({theirs['found']} words), ratio {ours['p50'] / theirs['p50']:.2f}" if theirs else ""
    print(f"  12-megapixel page photo to candidates (decode, .accurate, extraction): p50 {ours['p50']:.0f} ms, "
          f"max {ours['max']:.0f} ms over {ours['runs']} runs, {ours['found']} words{ratio}")

print()
print("Meters (ratio = Readout ÷ anchor)")
ours, theirs = find("readout", "meter-match"), find("opencv", "meter-match")
if ours:
    ratio = f"; OpenCV compareHist ×4 (the thesis' vote) {theirs['milliseconds']:.1f} ms, ratio {ours['thesisMilliseconds'] / theirs['milliseconds']:.2f}" if theirs else ""
    print(f"  one photo against {ours['references']} reference fingerprints: ours {ours['milliseconds']:.1f} ms "
          f"({ours['milliseconds'] / 50:.2f} of the 50 ms target), the thesis' vote {ours['thesisMilliseconds']:.1f} ms{ratio}")
    print(f"  fingerprint of a {ours['pixels'] / 1e6:.0f}-megapixel photo: {ours['fingerprintMilliseconds']:.0f} ms")
ours = find("readout", "meter-align")
if ours:
    print(f"  the marked strip found in a later {ours['pixels'] / 1e6:.0f}-megapixel photo: {ours['milliseconds']:.0f} ms"
          f"{'' if ours['found'] else ' (not found!)'}")
ours = find("readout", "meter-digits")
if ours:
    print(f"  counter digits: one {ours['wheels']}-wheel reading {ours['readingMilliseconds']:.2f} ms; "
          f"{ours['microsecondsPerCropInBatches']:.0f} µs a crop in batches")

print()
print("Recognition of a small photo")
for level in ("accurate", "fast"):
    small = find("readout", "ocr-small", level=level)
    if small:
        print(f"  a 384×191 book photo ×{small['images']}, {level}: {small['images'] / small['seconds'] / small['cores']:.1f} "
              f"recognitions/s per core (process start and model load included)")

for label in ("sqlite", "postgres-2"):
    load = find("readout", "load", label=label)
    if not load:
        continue
    print()
    print(f"Load: {load['users']} users for {load['seconds']:.0f} s, {load['instances']} instance(s), {label}")
    print(f"  {load['requestsPerSecond']} requests/s, {load['recognitionsPerSecond']} recognitions/s (goodput); "
          f"statuses {load['statuses']}; queue wait {load['queueWaitSeconds']} s in all")
    print(f"  photos: {load['photosCreated']} created, {load['photosLost']} lost, {load['photosDuplicated']} duplicated")
    print(f"  memory per instance: peak {load['peakMemoryMB']} MB; after the warm-up {load['memoryAfterWarmupMB']} MB, "
          f"at the end {load['memoryAtEndMB']} MB")
    for route, stats in sorted(load["routes"].items()):
        print(f"  {route}: {stats['count']} × p50 {stats['p50']:.0f} / p95 {stats['p95']:.0f} / p99 {stats['p99']:.0f} ms")

print()
print(f"OCR on {ocr_dir} ({os.cpu_count()} cores)")
manifest = [line.rstrip("\n").split("\t") for line in open(os.path.join(ocr_dir, "manifest.tsv"))][1:]
truths = {os.path.join(ocr_dir, image): ground_truth(ocr_dir, gt) for image, gt, *_ in manifest}
order = [os.path.join(ocr_dir, image) for image, *_ in manifest]
tess = find("tesseract-cli", "ocr")
tess_rate = None
if tess:
    texts = [open(os.path.join(tess["output"], f"{i}.txt")).read() for i in range(len(order))]
    tess_rate = tess["images"] / tess["seconds"]
    print(f"  {'tesseract command, once per file':36} {tess_rate:6.2f} images/s  CER {cer(list(zip(texts, [truths[f] for f in order]))):.4f}")
for level in ("fast", "accurate"):
    ours = find("readout", "ocr", level=level)
    if not ours:
        continue
    outputs = {json.loads(line)["file"]: json.loads(line)["text"] for line in open(ours["output"])}
    rate = ours["images"] / ours["seconds"]
    ratio = f"  ×{rate / tess_rate:.2f} the command's rate" if tess_rate else ""
    print(f"  {'readout ocr --level ' + level:36} {rate:6.2f} images/s  CER {cer([(outputs.get(f, ''), truths[f]) for f in order]):.4f}{ratio}")
