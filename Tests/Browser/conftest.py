"""Fixtures for Readout's browser tests.

The session starts one `readout serve` on a free port with a throwaway SQLite database
(READOUT_BINARY, default .build/debug/readout) and stops it at the end; each test opens its
own headless Chromium (Debian's chromium + chromium-driver) through `browser(...)`.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Callable, Iterator

import pytest
from selenium.webdriver.remote.webdriver import WebDriver

from https_servers import UNVERIFIED_TLS, self_signed_certificate, start_behind_caddy
from support import PHONE, ROOT, SCREENSHOTS, Server, new_chrome


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _stop(process: subprocess.Popen) -> None:
    if process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=10)


def _binary() -> Path:
    """The server binary the tests drive: READOUT_BINARY, default .build/debug/readout."""
    binary = Path(os.environ.get("READOUT_BINARY", ROOT / ".build" / "debug" / "readout"))
    return binary if binary.is_absolute() else ROOT / binary


def _serving(running: Server, workdir: Path) -> Iterator[Server]:
    """Yields a started server; then stops it and removes its folder."""
    try:
        yield running
    finally:
        _stop(running.process)
        shutil.rmtree(workdir, ignore_errors=True)


def _start(extra_args: list[str], tls: bool = False) -> tuple[Server, Path]:
    """A `readout serve` on a free port and a fresh SQLite file in its own folder, answering /healthz;
    with `tls`, over HTTPS with a self-signed certificate made for it."""
    binary = _binary()
    if not os.access(binary, os.X_OK):
        pytest.fail(f"No Readout binary at {binary}: build it (swift build) or set READOUT_BINARY.", pytrace=False)

    workdir = Path(tempfile.mkdtemp(prefix="readout-e2e-"))
    port = _free_port()
    stdout_path, stderr_path = workdir / "stdout.log", workdir / "stderr.log"
    if tls:
        extra_args = [*extra_args, *self_signed_certificate(workdir)]
    with open(stdout_path, "wb") as stdout, open(stderr_path, "wb") as stderr:
        process = subprocess.Popen(
            [str(binary), "serve", "--host", "127.0.0.1", "--port", str(port),
             "--database", str(workdir / "readout.sqlite"), *extra_args],
            cwd=workdir, stdout=stdout, stderr=stderr, env=dict(os.environ, OMP_THREAD_LIMIT="1"),
        )
    running = Server(url=f"{'https' if tls else 'http'}://127.0.0.1:{port}", process=process, stderr_path=stderr_path)

    deadline = time.monotonic() + 30
    healthy = False
    while time.monotonic() < deadline and process.poll() is None:
        try:
            with urllib.request.urlopen(f"{running.url}/healthz", timeout=2, context=UNVERIFIED_TLS) as answer:
                if answer.status == 200:
                    healthy = True
                    break
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(0.2)
    if not healthy:
        status = process.poll()
        _stop(process)
        output = running.stderr_tail() or stdout_path.read_text(errors="replace")[-4000:]
        shutil.rmtree(workdir, ignore_errors=True)
        why = f"exited with status {status}" if status is not None else "did not answer GET /healthz with 200 within 30 s"
        pytest.fail(f"readout serve {why}. Its output:\n{output}", pytrace=False)
    return running, workdir


@pytest.fixture(scope="session")
def server() -> Iterator[Server]:
    """One `readout serve` for the whole run, on a free port and a fresh SQLite file, over HTTPS
    (its built-in TLS): the suite runs as a phone uses Readout. Servers of `start_server` and
    the Swift tests cover plain HTTP, what `make run` serves."""
    yield from _serving(*_start([], tls=True))


@pytest.fixture
def tls_server() -> Iterator[Server]:
    """A `readout serve` of the test's own that serves HTTPS itself (--tls-cert/--tls-key)."""
    yield from _serving(*_start([], tls=True))


@pytest.fixture
def caddy_server() -> Iterator[Server]:
    """Readout behind Caddy (`tls internal`), started by Scripts/serve-https.sh as a user would."""
    yield from _serving(*start_behind_caddy(_binary(), _free_port))


@pytest.fixture(params=["built-in-tls", "caddy"])
def phone_server(request) -> Server:
    """For the phone journeys that run both ways HTTPS reaches Readout: the shared server (its own
    TLS), then behind Caddy as Scripts/serve-https.sh sets it up."""
    return request.getfixturevalue("server" if request.param == "built-in-tls" else "caddy_server")


@pytest.fixture
def start_server() -> Iterator[Callable[[list[str]], Server]]:
    """`start_server([flags])`: a server of the test's own, with flags the shared one lacks
    (mail, a sign-up policy); stopped when the test ends."""
    started: list[tuple[Server, Path]] = []

    def start(extra_args: list[str]) -> Server:
        started.append(_start(extra_args))
        return started[-1][0]

    yield start
    for running, workdir in started:
        _stop(running.process)
        shutil.rmtree(workdir, ignore_errors=True)


@pytest.fixture
def browser() -> Iterator[Callable[..., WebDriver]]:
    """`browser(size=PHONE, mobile=True, javascript=True, fake_camera=False)` opens a fresh Chromium with
    its own cookies; `fake_camera` gives it a camera (a test pattern) that needs no permission."""
    opened: list[WebDriver] = []

    def open_browser(size: tuple[int, int] = PHONE, mobile: bool = True, javascript: bool = True,
                     fake_camera: bool = False) -> WebDriver:
        driver = new_chrome(size, mobile, javascript, fake_camera)
        opened.append(driver)
        return driver

    yield open_browser
    for driver in opened:
        try:
            driver.quit()
        except Exception:  # a crashed browser must not hide the test's own failure
            pass


@pytest.fixture
def shoot(request) -> Callable[[WebDriver, str], Path]:
    """`shoot(driver, "name")` saves a PNG of the viewport under .build/e2e-screenshots/."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    test = re.sub(r"[^A-Za-z0-9_-]+", "-", request.node.name).strip("-")

    def save(driver: WebDriver, name: str) -> Path:
        width, height = driver.execute_script("return [window.innerWidth, window.innerHeight]")
        path = SCREENSHOTS / f"{test}--{name}-{width}x{height}.png"
        assert driver.save_screenshot(str(path)), f"could not save {path}"
        return path

    return save
