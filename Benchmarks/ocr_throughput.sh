#!/usr/bin/env bash
# OCR throughput: `readout ocr` (one process, a pool of warm engines) against the `tesseract`
# command run once per file, as many at a time as there are cores, with the same model.
# Prints JSON lines for report.py; the recognised texts are kept in OUT for the CER. With a third
# argument (a label) only readout runs, and prints that label (the small-photo run).
# Readout runs without OMP_THREAD_LIMIT, as a server does: it must keep Tesseract to one thread
# itself (this script once set it, and so hid that Readout did not). The tesseract processes get it,
# as anyone running many at once should.
set -euo pipefail
set_dir=$1
out=$2
label=${3:-}
readout=.build/release/readout
cores=$(nproc)
unset OMP_THREAD_LIMIT
mapfile -t files < <(tail -n +2 "$set_dir/manifest.tsv" | cut -f1 | sed "s|^|$set_dir/|")
count=${#files[@]}

seconds_since() { python -c "import time,sys; print(round(time.time()-float(sys.argv[1]),3))" "$1"; }

for level in fast accurate; do
  start=$(date +%s.%N)
  "$readout" ocr --level "$level" --json "${files[@]}" > "$out/ocr-readout-$level${label:+-$label}.jsonl"
  echo "{\"library\":\"readout\",\"op\":\"ocr${label:+-$label}\",\"level\":\"$level\",\"images\":$count,\"cores\":$cores,\"seconds\":$(seconds_since "$start"),\"output\":\"$out/ocr-readout-$level${label:+-$label}.jsonl\"}"
done
[ -z "$label" ] || exit 0
export OMP_THREAD_LIMIT=1

rm -rf "$out/tesseract" && mkdir -p "$out/tesseract"
start=$(date +%s.%N)
for i in "${!files[@]}"; do printf '%s\0%s\0' "${files[$i]}" "$out/tesseract/$i.txt"; done |
  xargs -0 -n 2 -P "$cores" sh -c 'tesseract "$0" - 2>/dev/null > "$1"'
echo "{\"library\":\"tesseract-cli\",\"op\":\"ocr\",\"level\":\"plain\",\"images\":$count,\"seconds\":$(seconds_since "$start"),\"output\":\"$out/tesseract\"}"
