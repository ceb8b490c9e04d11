"""The anchor for Homework's due dates in `make bench`: dateparser's search_dates (the parser the
issue names) on the same page of text, and the tesseract command + search_dates on the same
12-megapixel photo, timed like `readout bench dates`. Prints JSON lines for report.py."""
import json
import statistics
import subprocess
import sys
import time
from datetime import datetime

from dateparser.search import search_dates

page_path, photo = sys.argv[1], sys.argv[2]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 20
photo_runs = int(sys.argv[4]) if len(sys.argv) > 4 else 3
settings = {"RELATIVE_BASE": datetime(2026, 1, 12), "PREFER_DATES_FROM": "future"}
text = open(page_path, encoding="utf-8").read()

search_dates(text, languages=["en"], settings=settings)  # warm-up: dateparser loads its tables lazily
times = []
for _ in range(runs):
    started = time.perf_counter()
    found = search_dates(text, languages=["en"], settings=settings) or []
    times.append((time.perf_counter() - started) * 1000)
print(json.dumps({"library": "dateparser", "op": "due-date-text", "characters": len(text),
                  "milliseconds": round(statistics.median(times), 2), "candidates": len(found)}))

times = []
for _ in range(photo_runs):
    started = time.perf_counter()
    recognised = subprocess.run(["tesseract", photo, "stdout"], capture_output=True, text=True, check=True).stdout
    search_dates(recognised, languages=["en"], settings=settings)
    times.append((time.perf_counter() - started) * 1000)
times.sort()
print(json.dumps({"library": "tesseract+dateparser", "op": "due-date-photo", "runs": len(times),
                  "p50": round(times[len(times) // 2], 1), "max": round(times[-1], 1)}))
