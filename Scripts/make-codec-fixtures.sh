#!/usr/bin/env bash
# Regenerates the committed codec test fixtures in Tests/ReadoutImageTests/Fixtures/codec.
# Needs ImageMagick and exiftool (Debian: imagemagick libimage-exiftool-perl) — only to remake
# the fixtures, never to build or test.
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/Tests/ReadoutImageTests/Fixtures/codec"
mkdir -p "$out"
cd "$out"

# The upright reference: 64×48, red top-left, green top-right, blue bottom-left, white bottom-right,
# so every mirror and turn is distinguishable.
convert -size 32x24 xc:'#ff0000' -size 32x24 xc:'#00ff00' +append \
        \( -size 32x24 xc:'#0000ff' -size 32x24 xc:'#ffffff' +append \) -append upright.png

# One file per format, from the same pixels.
convert upright.png -quality 95 sample.jpg
convert upright.png -compress lzw sample.tiff
convert upright.png -define webp:lossless=true sample.webp
convert upright.png BMP3:sample.bmp
convert upright.png sample.gif
convert upright.png -colorspace gray -depth 16 sample-gray16.png
convert upright.png -units PixelsPerInch -density 300 dpi-300.png
convert upright.png -alpha set -channel A -evaluate set 50% +channel sample-alpha.png

# Photo-like content (seeded plasma), baseline and progressive JPEG, so truncation hits real entropy data.
convert -seed 7 -size 160x120 plasma:fractal -quality 90 photo.jpg
convert photo.jpg -interlace JPEG -quality 85 photo-progressive.jpg
convert photo.jpg photo.png

# EXIF orientation N: store the pixels turned the inverse way, then tag them with N, so that
# applying the tag gives `upright.png` back.
inverse=( "" "" "-flop" "-rotate 180" "-flip" "-transpose" "-rotate 270" "-transverse" "-rotate 90" )
for n in 1 2 3 4 5 6 7 8; do
  # shellcheck disable=SC2086
  convert upright.png ${inverse[$n]} -quality 95 "orientation-$n.jpg"
  exiftool -q -overwrite_original -n -Orientation=$n "orientation-$n.jpg"
done

# Capture times: a camera's DateTimeOriginal with its offset (in the EXIF sub-IFD), and an older
# camera's IFD0 DateTime only.
cp sample.jpg taken-offset.jpg
exiftool -q -overwrite_original -DateTimeOriginal='2026:11:25 08:30:15' -OffsetTimeOriginal='+01:00' taken-offset.jpg
cp sample.jpg taken-plain.jpg
exiftool -q -overwrite_original -ModifyDate='2019:03:05 16:38:59' taken-plain.jpg

# A decompression bomb: a valid 1-bit 30000×30000 PNG (900 megapixels) of ~110 KB.
python3 - <<'PY'
import struct, zlib
width = height = 30000
row = b"\x00" + b"\x00" * ((width + 7) // 8)
compressor = zlib.compressobj(9)
data = b"".join(compressor.compress(row) for _ in range(height)) + compressor.flush()
def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)) \
      + chunk(b"IDAT", data) + chunk(b"IEND", b"")
open("bomb-30000x30000.png", "wb").write(png)
PY
ls -l "$out"
