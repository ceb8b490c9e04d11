#!/usr/bin/env bash
# Usage: Scripts/python-venv.sh VENV REQUIREMENTS
# Makes the virtualenv VENV (Debian's python3-venv) and installs REQUIREMENTS into it, again only
# when that file changed since the last install (its hash is kept in VENV). The test runners share it.
set -euo pipefail
venv="$1"
requirements="$2"
stamp="$venv/.requirements.sha256"

if [ ! -x "$venv/bin/python" ]; then
  if ! python3 -m venv "$venv"; then
    rm -rf "$venv"
    echo "Could not create $venv: install Debian's python3-venv." >&2
    exit 2
  fi
fi
wanted="$(sha256sum "$requirements" | cut -d' ' -f1)"
if [ "$(cat "$stamp" 2>/dev/null || true)" != "$wanted" ]; then
  "$venv/bin/pip" install -q --disable-pip-version-check -r "$requirements"
  echo "$wanted" > "$stamp"
fi
