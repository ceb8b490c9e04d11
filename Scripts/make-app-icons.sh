#!/usr/bin/env bash
# Renders the PNG app icons the web app manifest and iOS need from the two SVG drawings, with
# Debian's headless Chromium: icon-192.png and icon-512.png (the rounded icon, transparent corners),
# icon-maskable-512.png (drawn to the edges, mark in the safe zone) and apple-touch-icon.png (180 px,
# edges too: iOS rounds it). The PNGs are committed; run this again only when a drawing changes.
set -euo pipefail
cd "$(dirname "$0")/.."
public=Sources/ReadoutServer/Resources/Public
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

render() { # render SVG SIZE OUTPUT
  cp "$1" "$work/drawing.svg"
  cat > "$work/page.html" <<HTML
<!doctype html><html><body style="margin:0;background:transparent">
<img src="drawing.svg" width="$2" height="$2" style="display:block"></body></html>
HTML
  chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --default-background-color=00000000 --window-size="$2,$2" --screenshot="$work/out.png" \
    "file://$work/page.html" >/dev/null 2>&1
  mv "$work/out.png" "$3"
  echo "$3"
}

render "$public/icon.svg" 192 "$public/icon-192.png"
render "$public/icon.svg" 512 "$public/icon-512.png"
render Scripts/app_icons/maskable.svg 512 "$public/icon-maskable-512.png"
render Scripts/app_icons/maskable.svg 180 "$public/apple-touch-icon.png"
