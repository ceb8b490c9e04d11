"""Fixtures for Readout's API contract tests.

The session starts one `readout serve` on a free port with a throwaway SQLite database
(READOUT_BINARY, default .build/debug/readout) and signs up two users through the API, as a
stranger's tools would; the server stops when the session ends.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import pytest

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class User:
    email: str
    session_cookie: str


@dataclass(frozen=True)
class Server:
    url: str
    workdir: Path
    stderr_path: Path

    def stderr_tail(self) -> str:
        return self.stderr_path.read_text(errors="replace")[-4000:] if self.stderr_path.exists() else ""


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _binary() -> Path:
    binary = Path(os.environ.get("READOUT_BINARY", ROOT / ".build" / "debug" / "readout"))
    return binary if binary.is_absolute() else ROOT / binary


def _wait_until_healthy(url: str, process: subprocess.Popen) -> bool:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and process.poll() is None:
        try:
            with urllib.request.urlopen(f"{url}/healthz", timeout=2) as answer:
                if answer.status == 200:
                    return True
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(0.2)
    return False


@pytest.fixture(scope="session")
def server() -> Iterator[Server]:
    binary = _binary()
    if not os.access(binary, os.X_OK):
        pytest.fail(f"No Readout binary at {binary}: build it (swift build) or set READOUT_BINARY.", pytrace=False)
    workdir = Path(tempfile.mkdtemp(prefix="readout-contract-"))
    port = _free_port()
    stderr_path = workdir / "stderr.log"
    with open(workdir / "stdout.log", "wb") as stdout, open(stderr_path, "wb") as stderr:
        process = subprocess.Popen(
            [str(binary), "serve", "--host", "127.0.0.1", "--port", str(port),
             "--database", str(workdir / "readout.sqlite")],
            cwd=workdir, stdout=stdout, stderr=stderr, env=dict(os.environ, OMP_THREAD_LIMIT="1"),
        )
    running = Server(url=f"http://127.0.0.1:{port}", workdir=workdir, stderr_path=stderr_path)
    try:
        if not _wait_until_healthy(running.url, process):
            pytest.fail(f"readout serve did not become healthy. Its output:\n{running.stderr_tail()}", pytrace=False)
        yield running
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
        # The server's log outlives the run, for a failure to be read afterwards.
        kept = ROOT / ".build" / "contract-server.log"
        kept.parent.mkdir(exist_ok=True)
        shutil.copyfile(stderr_path, kept)
        shutil.rmtree(workdir, ignore_errors=True)


def sign_up(server: Server, email: str) -> User:
    """A new account through POST /api/v1/accounts; its session cookie from the answer."""
    body = json.dumps({"email": email, "password": "contract-password-1"}).encode()
    request = urllib.request.Request(
        f"{server.url}/api/v1/accounts", data=body, method="POST",
        headers={"Content-Type": "application/json", "X-Readout": "1"},
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        cookies = [value for name, value in answer.headers.items() if name.lower() == "set-cookie"]
    session = next(c.split(";")[0] for c in cookies if c.startswith("readout_session="))
    return User(email=email, session_cookie=session)


@pytest.fixture(scope="session")
def users(server: Server) -> tuple[User, User]:
    """Two users, so that the tools can check that neither reaches the other's data."""
    return sign_up(server, "alice@contract.test"), sign_up(server, "bob@contract.test")
