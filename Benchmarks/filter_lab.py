"""Filter Lab per-action latency for `make bench`: starts `readout serve` on a temporary SQLite
database, signs up, uploads a 3-megapixel photo of text, then times each user action through the
API (filter + recognition + state save, as the page does it). Prints one JSON line per action kind
with p50/p95 milliseconds, plus blur radius 300 vs radius 25."""
import json
import re
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

binary, photo, runs = sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 5
folder = tempfile.mkdtemp()
server = subprocess.Popen([binary, "serve", "--port", "0", "--database", f"{folder}/bench.sqlite", "--log-level", "error"],
                          stdout=subprocess.PIPE, text=True)
port = int(re.search(r":(\d+)/", server.stdout.readline()).group(1))
cookie = None


def call(method, path, body=None, content_type="application/json"):
    global cookie
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body, method=method)
    request.add_header("X-Readout", "1")
    if body is not None:
        request.add_header("Content-Type", content_type)
    if cookie:
        request.add_header("Cookie", cookie)
    with urllib.request.urlopen(request) as response:
        set_cookie = response.headers.get("Set-Cookie")
        if set_cookie and set_cookie.startswith("readout_session="):
            cookie = set_cookie.split(";")[0]
        return json.loads(response.read() or b"null")


def timed(action):
    started = time.perf_counter()
    call("POST", "/api/v1/filter-lab/actions", json.dumps(action).encode())
    return (time.perf_counter() - started) * 1000


try:
    call("POST", "/api/v1/accounts", json.dumps({"email": "bench@example.org", "password": "benchmark password"}).encode())
    from io import BytesIO
    from PIL import Image
    picture = Image.open(photo).convert("RGB")
    times = {name: [] for name in ("blur", "blur 25%", "blur 75%", "original", "binarize", "slider 300% blur", "slider 25% blur")}
    for run in range(runs):
        # A different upload each run (JPEG quality 90 - run), so the server's image cache cannot
        # answer from the previous run: every action really filters.
        encoded = BytesIO()
        picture.save(encoded, "JPEG", quality=90 - run)
        photo_id = call("POST", "/api/v1/photos", encoded.getvalue(), "image/jpeg")["id"]
        call("POST", "/api/v1/filter-lab/actions", json.dumps({"action": "use-photo", "photoId": photo_id}).encode())
        times["blur"].append(timed({"action": "segment", "segment": "blur"}))
        times["blur 25%"].append(timed({"action": "intensity", "amount": 0.25}))
        times["blur 75%"].append(timed({"action": "intensity", "amount": 0.75}))
        times["slider 300% blur"].append(timed({"action": "slider", "intensity": 3}))
        # Radius 25 again, now from the image cache: what dragging back to a value costs.
        times["slider 25% blur"].append(timed({"action": "slider", "intensity": 0.25}))
        times["original"].append(timed({"action": "segment", "segment": "original"}))
        times["binarize"].append(timed({"action": "segment", "segment": "binarize"}))
        timed({"action": "segment", "segment": "original"})
    for name, values in times.items():
        values.sort()
        p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
        print(json.dumps({"library": "readout", "op": "filter-lab", "action": name, "runs": len(values),
                          "p50": round(statistics.median(values), 1), "p95": round(p95, 1)}))
finally:
    server.terminate()
    server.wait()
