"""Schemathesis against a live server, as a stranger would run it: every /api/v1 operation but
signing out and deleting the account (schemathesis.toml), every phase (examples, coverage,
fuzzing, stateful) and every check, as two users who must not reach each other's objects;
a fixed seed and a time budget keep it repeatable and short."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


HERE = Path(__file__).resolve().parent
# Seconds of generated requests; fuzzing and stateful testing repeat until the budget is spent.
TIME_BUDGET = int(os.environ.get("READOUT_CONTRACT_SECONDS", "120"))
# Every request and answer of the run (HAR) and its JUnit summary, kept for reading a failure.
REPORTS = HERE.parents[1] / ".build" / "contract-report"


def test_schemathesis_finds_no_failure(server, users, tmp_path):
    auth = tmp_path / "auth.json"
    auth.write_text(json.dumps({"auth": [
        {"name": name, "fixedHeaders": [{"name": "Cookie", "value": user.session_cookie}]}
        for name, user in zip(("alice", "bob"), users)
    ]}))
    command = [
        str(Path(sys.executable).with_name("schemathesis")), "--config-file", str(HERE / "schemathesis.toml"),
        "run", f"{server.url}/openapi.yaml", "--include-path-regex", "^/api/v1/",
        "--phases", "examples,coverage,fuzzing,stateful", "--max-time", str(TIME_BUDGET),
        "--no-color", "--output-sanitize", "false", "--report", "junit,har", "--report-dir", str(REPORTS),
    ]
    run = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True,
                         env=dict(os.environ, READOUT_CONTRACT_AUTH=str(auth)), timeout=TIME_BUDGET + 600)
    output = run.stdout + run.stderr
    summary = output[output.rfind("SUMMARY"):] if "SUMMARY" in output else output[-4000:]
    assert run.returncode == 0, f"Schemathesis failed (exit {run.returncode}):\n{output[-30000:]}\n\nServer log:\n{server.stderr_tail()}"
    # It really ran: every phase, both users, and many generated requests.
    assert "generated" in summary and "Stateful" in summary, summary
    print(summary)
