#!/usr/bin/env bash
# Renders Samples/page.jpg, the page `make run` recognises: public-domain text (the opening of
# Jane Austen's "Pride and Prejudice", 1813) in DejaVu Serif (Debian fonts-dejavu-core), lit
# unevenly and slightly rotated like a phone photo. Needs ImageMagick only to remake the file.
set -euo pipefail
cd "$(dirname "$0")/.."
text="It is a truth universally acknowledged, that a single man in
possession of a good fortune, must be in want of a wife.

However little known the feelings or views of such a man may be
on his first entering a neighbourhood, this truth is so well fixed
in the minds of the surrounding families, that he is considered
the rightful property of some one or other of their daughters."
convert -size 1400x520 xc:'#f4efe4' -font DejaVu-Serif -pointsize 34 -fill '#222222' \
        -annotate +60+90 "$text" \
        \( -size 520x1400 gradient:'#ffffff'-'#9a9a9a' -rotate 90 \) -compose multiply -composite \
        -background '#d8d2c4' -rotate 2.5 -gravity center -crop 1400x560+0+0 +repage \
        -seed 3 -attenuate 0.4 +noise Gaussian -quality 85 Samples/page.jpg
