"""HTTPS for the browser tests: a self-signed certificate for the built-in TLS, and Readout behind
Caddy through Scripts/serve-https.sh, each in a folder of its own."""

from __future__ import annotations

import os
import signal
import ssl
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Callable

import pytest

from support import ROOT, Server

# The test servers' certificates are made for the run; the health checks need not verify them.
UNVERIFIED_TLS = ssl.create_default_context()
UNVERIFIED_TLS.check_hostname = False
UNVERIFIED_TLS.verify_mode = ssl.CERT_NONE


def self_signed_certificate(folder: Path) -> list[str]:
    """Makes a certificate for 127.0.0.1 and localhost in `folder`; the serve flags that use it."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
         "-keyout", str(key), "-out", str(cert), "-days", "2", "-subj", "/CN=localhost",
         "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
        check=True, capture_output=True)
    return ["--tls-cert", str(cert), "--tls-key", str(key)]


def start_behind_caddy(binary: Path, free_port: Callable[[], int]) -> tuple[Server, Path]:
    """Scripts/serve-https.sh on 127.0.0.1 with free ports, a fresh database and a fresh Caddy
    authority; returns once it printed its address (Caddy answering over HTTPS)."""
    workdir = Path(tempfile.mkdtemp(prefix="readout-caddy-"))
    https_port = free_port()
    environment = dict(
        os.environ, READOUT_BINARY=str(binary), READOUT_PORT=str(free_port()), HTTPS_PORT=str(https_port),
        CA_PORT=str(free_port()), LISTEN="127.0.0.1", READOUT_DATABASE=str(workdir / "readout.sqlite"),
        READOUT_CADDY_HOME=str(workdir / "caddy"), OMP_THREAD_LIMIT="1")
    stdout_path, stderr_path = workdir / "stdout.log", workdir / "stderr.log"
    with open(stdout_path, "wb") as stdout, open(stderr_path, "wb") as stderr:
        # Its own process group, so stopping it stops Readout and Caddy too.
        process = subprocess.Popen(["bash", str(ROOT / "Scripts" / "serve-https.sh")], cwd=workdir, env=environment,
                                   stdout=stdout, stderr=stderr, start_new_session=True)
    running = Server(url=f"https://127.0.0.1:{https_port}", process=process, stderr_path=stderr_path)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and process.poll() is None:
        if "Readout is running over HTTPS" in stdout_path.read_text(errors="replace"):
            return running, workdir
        time.sleep(0.2)
    output = stdout_path.read_text(errors="replace") + running.stderr_tail()
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
    pytest.fail(f"Scripts/serve-https.sh did not start within 60 s:\n{output}", pytrace=False)
