#!/usr/bin/env bash
# Runs the API contract tests: creates or updates .venv-contract (only when requirements.txt
# changed), then pytest on Tests/Contract, which starts its own `readout serve`.
# READOUT_BINARY picks the server binary (default .build/debug/readout); extra arguments go to pytest.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
venv="$root/.venv-contract"
bash "$root/Scripts/python-venv.sh" "$venv" "$root/Tests/Contract/requirements.txt"

# No __pycache__ or .pytest_cache left in the tree.
PYTHONDONTWRITEBYTECODE=1 exec "$venv/bin/python" -m pytest -p no:cacheprovider "$root/Tests/Contract" "$@"
