"""Math Sprint under load for `make bench`: starts `readout serve` (release) on a temporary SQLite
database, signs up 20 players and has each draw like the page does: a live prediction request
every 200 ms with real pen strokes (pendigits-orig.tra), for `seconds`. Prints the p50/p95 of one
stroke-set classification through the HTTP API, then the time of the first (uncached) request
of a result card PNG for several shared games."""
import json
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

binary, pendigits = sys.argv[1], sys.argv[2]
players = int(sys.argv[3]) if len(sys.argv) > 3 else 20
seconds = float(sys.argv[4]) if len(sys.argv) > 4 else 20
folder = tempfile.mkdtemp()
server = subprocess.Popen([binary, "serve", "--port", "0", "--database", f"{folder}/bench.sqlite", "--log-level", "error"],
                          stdout=subprocess.PIPE, text=True)
port = int(re.search(r":(\d+)/", server.stdout.readline()).group(1))


def call(method, path, body=None, cookie=None):
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body, method=method)
    request.add_header("X-Readout", "1")
    if body is not None:
        request.add_header("Content-Type", "application/json")
    if cookie:
        request.add_header("Cookie", cookie)
    with urllib.request.urlopen(request) as response:
        set_cookie = response.headers.get("Set-Cookie") or ""
        data = response.read()
        return (set_cookie.split(";")[0] if set_cookie.startswith("readout_session=") else cookie), data


def drawings(limit=200):
    """Pen samples as the page sends them: strokes of [x, y] on a 500×500 canvas, y down."""
    found, strokes, stroke = [], None, None
    for line in open(pendigits):
        if line.startswith(".SEGMENT"):
            if strokes:
                found.append({"strokes": strokes, "width": 500, "height": 500})
            strokes = []
        elif line.startswith(".PEN_DOWN"):
            stroke = []
        elif line.startswith(".PEN_UP"):
            strokes.append(stroke)
            stroke = None
        elif stroke is not None and line.strip():
            x, y = line.split()
            stroke.append([float(x), 500 - float(y)])
        if len(found) >= limit:
            break
    return [json.dumps(d).encode() for d in found]


bodies = drawings()
cookies = []
for number in range(players):
    account = json.dumps({"email": f"player{number}@bench.example", "password": "correct horse battery"}).encode()
    cookie, _ = call("POST", "/api/v1/accounts", account)
    cookies.append(cookie)

latencies, errors = [], []
lock = threading.Lock()
stop_at = time.perf_counter() + seconds


def player(index):
    cookie = cookies[index]
    sample = index
    while time.perf_counter() < stop_at:
        started = time.perf_counter()
        try:
            call("POST", "/api/v1/math-sprint/predictions", bodies[sample % len(bodies)], cookie)
            elapsed = (time.perf_counter() - started) * 1000
            with lock:
                latencies.append(elapsed)
        except Exception as error:  # noqa: BLE001 - counted and reported
            with lock:
                errors.append(str(error))
        sample += players
        time.sleep(max(0, 0.2 - (time.perf_counter() - started)))


threads = [threading.Thread(target=player, args=(i,)) for i in range(players)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
latencies.sort()
print(json.dumps({"library": "readout", "op": "math-sprint-prediction", "players": players, "requests": len(latencies),
                  "errors": len(errors), "p50": round(statistics.median(latencies), 2),
                  "p95": round(latencies[int(0.95 * (len(latencies) - 1))], 2), "seconds": seconds}))

# Result cards: play Survival typing 0 until it ends (a wrong answer), share it, fetch its card once.
cards = []
for cookie in cookies[:10]:
    _, body = call("POST", "/api/v1/math-sprint/games", json.dumps({"mode": "survival"}).encode(), cookie)
    game = json.loads(body)
    while not game["finished"]:
        _, body = call("POST", f"/api/v1/math-sprint/games/{game['id']}/answers",
                       json.dumps({"question": game["question"]["index"], "digit": 0}).encode(), cookie)
        game = json.loads(body)["game"]
    _, body = call("POST", f"/api/v1/math-sprint/games/{game['id']}/share", b"", cookie)
    url = json.loads(body)["cardUrl"]
    started = time.perf_counter()
    call("GET", url)
    cards.append((time.perf_counter() - started) * 1000)
print(json.dumps({"library": "readout", "op": "math-sprint-card", "cards": len(cards),
                  "p50": round(statistics.median(cards), 2), "max": round(max(cards), 2)}))
server.terminate()
server.wait()
