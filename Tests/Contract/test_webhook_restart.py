"""A webhook delivery survives a real restart of the server process.

A receiver answers 503 to the first attempt; the server is stopped (SIGTERM) while the delivery
waits for its retry, and started again on the same database: the new process sends it, once more,
with the same delivery id and a signature that still verifies.
"""

from __future__ import annotations

import hashlib
import hmac
import http.server
import json
import subprocess
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

from conftest import Server, _binary, _free_port, _wait_until_healthy, sign_up


class FailingOnce(http.server.BaseHTTPRequestHandler):
    received: list[tuple[dict[str, str], bytes]] = []

    def do_POST(self) -> None:  # noqa: N802 (the standard library's name)
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        FailingOnce.received.append(({k.lower(): v for k, v in self.headers.items()}, body))
        self.send_response(503 if len(FailingOnce.received) == 1 else 200)
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


def start(database: Path, port: int, log: Path) -> tuple[subprocess.Popen, Server]:
    with open(log, "ab") as output:
        process = subprocess.Popen([str(_binary()), "serve", "--host", "127.0.0.1", "--port", str(port), "--database", str(database)],
                                   cwd=database.parent, stdout=output, stderr=output)
    server = Server(url=f"http://127.0.0.1:{port}", workdir=database.parent, stderr_path=log)
    assert _wait_until_healthy(server.url, process), server.stderr_tail()
    return process, server


def stop(process: subprocess.Popen) -> None:
    process.terminate()
    process.wait(timeout=15)


def wait_for(count: int, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while len(FailingOnce.received) < count and time.monotonic() < deadline:
        time.sleep(0.1)
    assert len(FailingOnce.received) >= count, f"{len(FailingOnce.received)} of {count} attempts arrived"


def test_a_server_restarted_mid_retry_still_delivers_once() -> None:
    receiver = http.server.ThreadingHTTPServer(("127.0.0.1", 0), FailingOnce)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    folder = Path(tempfile.mkdtemp(prefix="readout-restart-"))
    database, port, log = folder / "readout.sqlite", _free_port(), folder / "server.log"
    process, server = start(database, port, log)
    try:
        user = sign_up(server, "restart@contract.test")
        headers = {"Content-Type": "application/json", "X-Readout": "1", "Cookie": user.session_cookie}

        def call(method: str, path: str, body: dict | None = None) -> dict:
            data = json.dumps(body).encode() if body is not None else b""
            with urllib.request.urlopen(urllib.request.Request(f"{server.url}{path}", data=data if method != "GET" else None,
                                                               method=method, headers=headers), timeout=10) as answer:
                return json.loads(answer.read() or b"{}")

        made = call("POST", "/api/v1/webhooks",
                    {"url": f"http://127.0.0.1:{receiver.server_address[1]}/hook", "events": ["meter.reading.saved"]})
        meter = call("POST", "/api/v1/meters", {"name": "Power", "kind": "electricity"})
        call("POST", f"/api/v1/meters/{meter['id']}/readings", {"value": 4321})
        wait_for(1, 10)  # the first attempt: 503
        hook = made["webhook"]["id"]
        deadline = time.monotonic() + 10
        while call("GET", f"/api/v1/webhooks/{hook}/deliveries")["deliveries"][0]["attempts"] < 1 and time.monotonic() < deadline:
            time.sleep(0.1)  # until the failure is recorded, so the retry waits for its delay rather than a lease

        stop(process)  # the retry is due 10 s after the failure, with no server running
        time.sleep(1)
        process, server = start(database, port, log)
        wait_for(2, 30)
        time.sleep(2)  # nothing more comes
        assert len(FailingOnce.received) == 2
        (first, first_body), (second, second_body) = FailingOnce.received
        assert first["readout-delivery"] == second["readout-delivery"] and first_body == second_body
        fields = dict(part.split("=", 1) for part in second["readout-signature"].split(","))
        signed = fields["t"].encode() + b"." + second_body
        assert hmac.compare_digest(hmac.new(made["secret"].encode(), signed, hashlib.sha256).hexdigest(), fields["v1"])
        assert json.loads(second_body)["data"]["reading"]["value"] == 4321
        deliveries = call("GET", f"/api/v1/webhooks/{hook}/deliveries")["deliveries"]
        assert [(d["state"], d["attempts"], d["responseStatus"]) for d in deliveries] == [("delivered", 2, 200)]
    finally:
        stop(process)
        receiver.shutdown()
