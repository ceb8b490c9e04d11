#!/usr/bin/env bash
# Runs the browser tests: creates or updates .venv-e2e (only when requirements.txt changed),
# then pytest on Tests/Browser. Needs Debian's chromium and chromium-driver.
# READOUT_BINARY picks the server binary (default .build/debug/readout); extra arguments go to pytest.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

venv="$root/.venv-e2e"

for tool in chromium chromedriver; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "Browser tests need '$tool': install the Debian packages chromium and chromium-driver." >&2
    exit 2
  fi
done

bash "$root/Scripts/python-venv.sh" "$venv" "$root/Tests/Browser/requirements.txt"

set +e
# No __pycache__ or .pytest_cache left in the tree.
PYTHONDONTWRITEBYTECODE=1 "$venv/bin/python" -m pytest -p no:cacheprovider "$root/Tests/Browser" "$@"
status=$?
set -e
exit "$status"
