"""Load: simulated users against running `readout serve` instances (requests go round robin).

Each user signs up, opens Filter Lab's glance stream and keeps it open, then until the time is up:
uploads a photo (a 384×191 book photo made unique per upload), reads its text, takes three Filter
Lab actions (blur, a slider move, binarize) and lists their photos. A 503 is waited out as its
Retry-After says (that wait is the queue wait). Afterwards every user's photos are counted through
the API: an upload the server answered 201 for must be there once.

Prints one JSON line for Benchmarks/report.py: requests/s, recognitions/s (successful text reads
and Filter Lab recognitions), p50/p95/p99 per route, errors by status, queue wait, lost and
duplicated photos, and the resident memory of each instance (peak, and after the warm-up vs the end).
"""

import argparse
import http.client
import io
import json
import re
import statistics
import threading
import time
import urllib.parse
from collections import Counter, defaultdict

from PIL import Image

PASSWORD = "correct horse battery"


class Recorder:
    def __init__(self):
        self.lock = threading.Lock()
        self.latencies = defaultdict(list)
        self.statuses = Counter()
        self.queue_wait = 0.0
        self.recognitions = 0
        self.requests = 0

    def add(self, route, status, seconds):
        with self.lock:
            self.latencies[route].append(seconds)
            self.statuses[status] += 1
            self.requests += 1


def route_of(method, path):
    path = path.split("?")[0]
    return method + " " + re.sub(r"[0-9a-fA-F-]{36}", "{id}", path)


class User:
    next_base = 0
    base_lock = threading.Lock()

    def __init__(self, bases, index, recorder, deadline, photo):
        self.bases, self.index, self.recorder, self.deadline = bases, index, recorder, deadline
        self.photo = photo
        self.cookie = None
        self.email = f"load-{index}-{int(time.time() * 1000)}@example.org"
        self.created = []  # photo ids the server answered 201 for

    def base(self):
        with User.base_lock:
            User.next_base += 1
            return self.bases[User.next_base % len(self.bases)]

    def request(self, method, path, body=None, content_type="application/json", route=None):
        """Sends, waiting out 503s as Retry-After says; returns (status, headers, body)."""
        while True:
            parsed = urllib.parse.urlsplit(self.base())
            connection = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=120)
            headers = {"X-Readout": "1", "Accept": "application/json"}
            if body is not None:
                headers["Content-Type"] = content_type
            if self.cookie:
                headers["Cookie"] = self.cookie
            started = time.monotonic()
            try:
                connection.request(method, path, body=body, headers=headers)
                response = connection.getresponse()
                data = response.read()
                status = response.status
                cookie = response.getheader("Set-Cookie")
                retry_after = response.getheader("Retry-After")
            except OSError:
                status, data, cookie, retry_after = 599, b"", None, None
            finally:
                connection.close()
            self.recorder.add(route or route_of(method, path), status, time.monotonic() - started)
            if cookie and "readout_session=" in cookie:
                self.cookie = cookie.split(";")[0]
            if status == 503 and retry_after and time.monotonic() < self.deadline:
                wait = float(retry_after)
                with self.recorder.lock:
                    self.recorder.queue_wait += wait
                time.sleep(wait)
                continue
            return status, data

    def unique_photo(self, counter):
        image = self.photo.copy()
        pixels = image.load()
        pixels[0, 0] = (self.index % 256, counter % 256, (counter // 256) % 256)
        out = io.BytesIO()
        image.save(out, format="PNG")
        return out.getvalue()

    def glance(self):
        """Keeps the glance stream open until the end, reading its events."""
        parsed = urllib.parse.urlsplit(self.bases[self.index % len(self.bases)])
        try:
            connection = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=max(1, self.deadline - time.monotonic() + 5))
            connection.request("GET", "/api/v1/filter-lab/glance/events", headers={"Cookie": self.cookie, "Accept": "text/event-stream"})
            response = connection.getresponse()
            self.recorder.add("GET /api/v1/filter-lab/glance/events (opened)", response.status, 0)
            while time.monotonic() < self.deadline and response.readline():
                pass
            connection.close()
        except OSError:
            pass

    def run(self):
        status, _ = self.request("POST", "/api/v1/accounts", json.dumps({"email": self.email, "password": PASSWORD}))
        if status != 201:
            return
        threading.Thread(target=self.glance, daemon=True).start()
        counter = 0
        while time.monotonic() < self.deadline:
            counter += 1
            status, data = self.request("POST", "/api/v1/photos", self.unique_photo(counter), "image/png")
            if status == 201:
                photo = json.loads(data)["id"]
                self.created.append(photo)
                status, _ = self.request("GET", f"/api/v1/photos/{photo}/text?level=fast")
                if status == 200:
                    with self.recorder.lock:
                        self.recorder.recognitions += 1
            for action in ({"action": "segment", "segment": "blur"}, {"action": "slider", "intensity": 0.4},
                           {"action": "segment", "segment": "binarize"}):
                status, _ = self.request("POST", "/api/v1/filter-lab/actions", json.dumps(action))
                if status == 200:
                    with self.recorder.lock:
                        self.recorder.recognitions += 1
            self.request("GET", "/api/v1/photos?limit=10")

    def count_photos(self):
        """(found, duplicated) of the photos this user uploaded, through the API's pages."""
        ids, cursor = [], None
        while True:
            query = "?limit=100" + (f"&cursor={urllib.parse.quote(cursor)}" if cursor else "")
            status, data = self.request("GET", "/api/v1/photos" + query, route="count")
            if status != 200:
                return None, None
            page = json.loads(data)
            ids += [photo["id"].lower() for photo in page["photos"]]
            cursor = page["next"]
            if not cursor:
                break
        created = {photo.lower() for photo in self.created}
        return len(created & set(ids)), len(ids) - len(set(ids))


def rss_kb(pid, field):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", action="append", required=True, help="a server's URL; several go round robin")
    parser.add_argument("--pid", action="append", type=int, default=[], help="a server's process id, for its memory")
    parser.add_argument("--users", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--photo", required=True)
    parser.add_argument("--label", default="sqlite")
    arguments = parser.parse_args()

    photo = Image.open(arguments.photo).convert("RGB")
    recorder = Recorder()
    started = time.monotonic()
    deadline = started + arguments.seconds
    users = [User(arguments.base, index, recorder, deadline, photo) for index in range(arguments.users)]
    threads = [threading.Thread(target=user.run) for user in users]
    for thread in threads:
        thread.start()
    samples = []  # (seconds since start, rss kB per pid)
    while any(thread.is_alive() for thread in threads):
        samples.append((time.monotonic() - started, [rss_kb(pid, "VmRSS") for pid in arguments.pid]))
        time.sleep(2)
    elapsed = time.monotonic() - started

    counts = [user.count_photos() for user in users]
    created = sum(len(user.created) for user in users)
    found = sum(count[0] or 0 for count in counts)
    duplicated = sum(count[1] or 0 for count in counts)

    def percentile(values, fraction):
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] * 1000

    routes = {route: {"count": len(values), "p50": percentile(values, 0.5), "p95": percentile(values, 0.95),
                      "p99": percentile(values, 0.99)}
              for route, values in recorder.latencies.items() if route != "count" and values}
    warm = [rss for at, rss in samples if at >= 15]
    print(json.dumps({
        "library": "readout", "op": "load", "label": arguments.label, "users": arguments.users, "instances": len(arguments.base),
        "seconds": round(elapsed, 1), "requests": recorder.requests, "requestsPerSecond": round(recorder.requests / elapsed, 1),
        "recognitionsPerSecond": round(recorder.recognitions / elapsed, 2), "statuses": dict(recorder.statuses),
        "queueWaitSeconds": round(recorder.queue_wait, 1), "routes": routes,
        "photosCreated": created, "photosFound": found, "photosLost": created - found, "photosDuplicated": duplicated,
        "peakMemoryMB": [round((rss_kb(pid, "VmHWM") or 0) / 1024) for pid in arguments.pid],
        "memoryAfterWarmupMB": [round(rss / 1024) for rss in warm[0]] if warm and None not in warm[0] else [],
        "memoryAtEndMB": [round(rss / 1024) for rss in warm[-1]] if warm and None not in warm[-1] else [],
        "memoryTimelineMB": [[round(at), [round((rss or 0) / 1024) for rss in values]] for at, values in samples[::5]],
    }))


if __name__ == "__main__":
    main()
