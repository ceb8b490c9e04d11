#!/usr/bin/env bash
# `make bench`: Readout and its anchors (OpenCV, Pillow, the tesseract command) side by side in
# one run, on this machine, then one table of ratios. Needs a release build and .venv-bench.
set -euo pipefail
cd "$(dirname "$0")/.."
readout=.build/release/readout
data=../shared/data
out=bench-out
mkdir -p "$out"
results="$out/results.jsonl"
: > "$results"

photo="$out/photo-12mp.png"
[ -f "$photo" ] || python Benchmarks/make_photo.py "$data/meter-photos/single/water-meter-system-complete-original.jpg" "$photo"
second="$out/photo-12mp-b.png"
[ -f "$second" ] || python Benchmarks/make_photo.py "$data/meter-photos/single/aiotedge-config-reference.jpg" "$second"

echo "Blur, binarize and histograms on a 12-megapixel photo…" >&2
"$readout" bench filters "$photo" --radii 2,25,75,300 >> "$results"
python Benchmarks/blur_anchor.py "$photo" --radii 2 25 75 300 --threshold 0.125 >> "$results"
"$readout" bench histogram "$photo" "$second" >> "$results"
python Benchmarks/histogram_anchor.py "$photo" "$second" >> "$results"

echo "Digit classification on one core…" >&2
taskset -c 0 "$readout" bench digits --data "$data/mnist" >> "$results"

echo "Math Sprint: live predictions of 20 players through the API, result cards…" >&2
python Benchmarks/math_sprint.py "$readout" "$data/pendigits/pendigits-orig.tra" 20 20 >> "$results"

echo "Filter Lab actions on a 3-megapixel photo through the API…" >&2
filter_photo="$out/photo-3mp.jpg"
# The sample page (printed text) scaled into a 2000×1500 frame: 3 megapixels, as a phone shot of a page.
[ -f "$filter_photo" ] || python -c "
from PIL import Image
page = Image.open('Samples/page.jpg').convert('RGB').resize((2000, 771))
frame = Image.new('RGB', (2000, 1500), (214, 210, 200))
frame.paste(page, (0, 364))
frame.save('$filter_photo', quality=90)"
python Benchmarks/filter_lab.py "$readout" "$filter_photo" 9 >> "$results"
python Benchmarks/filter_lab_anchor.py "$filter_photo" 9 >> "$results"

echo "Homework: due dates in a page of text and in a 12-megapixel photo…" >&2
assignment_photo="$out/assignment-12mp.png"
[ -f "$assignment_photo" ] || python Benchmarks/make_assignment_photo.py Tests/ReadoutServerTests/Fixtures/assignment.png "$assignment_photo"
"$readout" bench dates Benchmarks/homework-page.txt --photo "$assignment_photo" >> "$results"
python Benchmarks/homework_anchor.py Benchmarks/homework-page.txt "$assignment_photo" >> "$results"

echo "Vocabulary: the lexicon load, a 500-word page of text and a 12-megapixel page photo…" >&2
vocab_page="$out/vocabulary-page.txt"
# 500 words of real printed text: the UW-III lines of a paper's first page, then phototest, then the homework page.
[ -f "$vocab_page" ] || cat "$data"/ocr/uw3-lines/*.gt.txt "$data/ocr/tesseract-test/phototest.gt.txt" Benchmarks/homework-page.txt \
  | tr -s ' \n' ' ' | cut -d' ' -f1-500 > "$vocab_page"
vocab_photo="$out/page-12mp-dense.jpg"
[ -f "$vocab_photo" ] || python Benchmarks/make_page_photo.py Samples/page.jpg "$data/ocr/uw3-lines" "$vocab_photo"
"$readout" bench vocab "$vocab_page" --photo "$vocab_photo" >> "$results"
python Benchmarks/vocabulary_anchor.py "$vocab_page" "$vocab_photo" >> "$results"

echo "Meters: fingerprints, one photo against 1,000 references, counter digits…" >&2
"$readout" bench meters "$photo" --digits "$data/meter-digits" >> "$results"
python Benchmarks/meters_anchor.py "$photo" >> "$results"

echo "OCR throughput on $data/ocr…" >&2
bash Benchmarks/ocr_throughput.sh "$data/ocr" "$out" >> "$results"

# A small photo of a book page (384×191, the size a new user tried), 40 times: recognitions per
# second per core, the cost that libgomp's thread team used to multiply by six.
small="$out/small-photos"
if [ ! -f "$small/manifest.tsv" ]; then
  mkdir -p "$small"
  python -c "
from PIL import Image
im = Image.open('Samples/page.jpg'); w, h = im.size
im.crop((0, 0, w, int(w * 191 / 384))).resize((384, 191), Image.LANCZOS).save('$small/book.png')"
  { printf 'image\tgt\tkind\n'; for i in $(seq 1 40); do cp "$small/book.png" "$small/book-$i.png"; printf 'book-%s.png\t-\tphoto\n' "$i"; done; } > "$small/manifest.tsv"
fi
bash Benchmarks/ocr_throughput.sh "$small" "$out" small >> "$results"

echo "Load: 50 users for 60 s on SQLite, then on two instances sharing PostgreSQL…" >&2
bash Benchmarks/load_run.sh "$small/book.png" >> "$results"

echo "Camera photos: the camera set beside the tesseract command, one 12-megapixel page photo…" >&2
python Scripts/eval-camera-set.py --readout "$readout" > "$out/camera-set.tsv"
camera_photo="$out/camera-page-12mp.jpg"
[ -f "$camera_photo" ] || python Scripts/make-camera-set.py --bench-photo "$camera_photo"
python Benchmarks/camera_photo.py "$readout" "$camera_photo" Evaluation/camera/dev/D1-book-1.txt > "$out/camera-photo.txt"

echo "Real camera photos: the page finder against the hand-marked corners, every photo beside the tesseract command, the large ones on one core…" >&2
python Scripts/eval-page-finder.py --readout "$readout" > "$out/page-finder.tsv"
python Scripts/eval-camera-set.py --readout "$readout" --manifest Evaluation/camera-real/manifest.tsv --levels accurate \
  --tesseract-cache "$out/tesseract-cache" > "$out/camera-real.tsv"
python Benchmarks/real_photos.py "$readout" > "$out/real-photos-time.tsv"

echo "Desk shots: 12-MP sheets on a light wooden desk, turned 15-40°, shot at an angle (rendered)…" >&2
desk="$out/desk-shots"
[ -f "$desk/manifest.tsv" ] || python Scripts/make-camera-set.py --desk-shots "$desk" > /dev/null
python Scripts/eval-page-finder.py --readout "$readout" --manifest "$desk/manifest.tsv" > "$out/desk-page-finder.tsv"
python Scripts/eval-camera-set.py --readout "$readout" --manifest "$desk/manifest.tsv" --levels accurate \
  --tesseract-cache "$out/tesseract-cache" > "$out/desk-shots.tsv"
python Benchmarks/real_photos.py "$readout" --manifest "$desk/manifest.tsv" > "$out/desk-shots-time.tsv"

python Benchmarks/report.py "$results" "$data/ocr"
echo
echo "Camera set (Evaluation/camera; dev is developed on, report only measured; per image in $out/camera-set.tsv)"
sed -n '/^split\tkind/,$p' "$out/camera-set.tsv"
cat "$out/camera-photo.txt"
echo
echo "Real camera photos (Evaluation/camera-real; dev developed on, report only measured; per photo in $out/camera-real.tsv)"
sed -n '/^split\tkind/,$p' "$out/camera-real.tsv"
tail -n 3 "$out/page-finder.tsv"
tail -n 1 "$out/real-photos-time.tsv"
echo
echo "Desk shots (rendered; dev texts developed on, report texts only measured; per photo in $out/desk-shots.tsv)"
sed -n '/^split\tkind/,$p' "$out/desk-shots.tsv"
tail -n 3 "$out/desk-page-finder.tsv"
tail -n 1 "$out/desk-shots-time.tsv"
