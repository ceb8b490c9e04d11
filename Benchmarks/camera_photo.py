"""Time `readout ocr --level accurate` on one 12-megapixel phone photo of a page beside the
`tesseract` command on the same file (median of 3 runs each, one engine, warm cache), and the
CER of both against the page's text. Usage: camera_photo.py READOUT PHOTO TRUTH"""
import json
import statistics
import subprocess
import sys
import time
from importlib import import_module
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "Scripts"))
camera = import_module("eval-camera-set")
readout, photo, truth_file = sys.argv[1], sys.argv[2], sys.argv[3]
truth = Path(truth_file).read_text()

ours, text = [], ""
for _ in range(3):
    out = subprocess.run([readout, "ocr", "--json", "--level", "accurate", photo], capture_output=True, text=True, check=True)
    row = json.loads(out.stdout)
    ours.append(row["milliseconds"] / 1000)
    text = row["text"]
theirs, plain = [], ""
for _ in range(3):
    start = time.time()
    plain = subprocess.run(["tesseract", photo, "-"], capture_output=True, text=True,
                           env={"OMP_THREAD_LIMIT": "1", "PATH": "/usr/bin:/bin"}).stdout
    theirs.append(time.time() - start)
a, b = statistics.median(ours), statistics.median(theirs)
print(f"12-MP phone photo of a page ({Path(photo).name}): readout accurate {a:.2f} s, CER {camera.cer(text, truth):.3f}; "
      f"tesseract command {b:.2f} s, CER {camera.cer(plain, truth):.3f}; ratio {a / b:.2f}")
