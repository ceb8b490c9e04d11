"""The fonts the gallery draws with (Debian packages, licences), their check and a cached loader."""

import os
import sys

from PIL import ImageFont


# ---------------------------------------------------------------------------
# Fonts: (file, Debian package, licence)
# ---------------------------------------------------------------------------
URW = "/usr/share/fonts/opentype/urw-base35/"
FONTS = {
    "c059":          (URW + "C059-Roman.otf", "fonts-urw-base35"),
    "c059-bold":     (URW + "C059-Bold.otf", "fonts-urw-base35"),
    "c059-italic":   (URW + "C059-Italic.otf", "fonts-urw-base35"),
    "p052":          (URW + "P052-Roman.otf", "fonts-urw-base35"),
    "p052-italic":   (URW + "P052-Italic.otf", "fonts-urw-base35"),
    "bookman-demi":  (URW + "URWBookman-Demi.otf", "fonts-urw-base35"),
    "nimbus-sans":   (URW + "NimbusSans-Regular.otf", "fonts-urw-base35"),
    "nimbus-sans-bold": (URW + "NimbusSans-Bold.otf", "fonts-urw-base35"),
    "nimbus-roman":  (URW + "NimbusRoman-Regular.otf", "fonts-urw-base35"),
    "nimbus-mono":   (URW + "NimbusMonoPS-Regular.otf", "fonts-urw-base35"),
    "z003":          (URW + "Z003-MediumItalic.otf", "fonts-urw-base35"),
    "dejavu-mono-bold": ("/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf", "fonts-dejavu-core"),
    "breip":         ("/usr/share/fonts/truetype/breip/Breip.ttf", "fonts-breip"),
    "humor-sans":    ("/usr/share/fonts/truetype/humor-sans/Humor-Sans.ttf", "fonts-humor-sans"),
}
FONT_PACKAGES = {
    "fonts-urw-base35": ("URW base35 fonts C059, P052, URW Bookman, Nimbus Sans, "
                         "Nimbus Roman, Nimbus Mono PS and Z003",
                         "AGPL-3 with a font exception"),
    "fonts-dejavu-core": ("DejaVu Sans Mono", "Bitstream Vera licence"),
    "fonts-breip": ("Breip", "SIL OFL 1.0"),
    "fonts-humor-sans": ("Humor Sans", "SIL OFL 1.1"),
}


def check_fonts():
    missing = {}
    for key, (path, pkg) in FONTS.items():
        if not os.path.isfile(path):
            missing.setdefault(pkg, []).append(path)
    if missing:
        lines = [f"  {pkg}: missing {', '.join(paths)}" for pkg, paths in sorted(missing.items())]
        sys.exit("error: font files are missing; install the Debian package(s):\n"
                 + "\n".join(lines)
                 + f"\n  -> apt-get install -y {' '.join(sorted(missing))}")


_font_cache = {}


def font(key, size):
    size = int(round(size))
    k = (key, size)
    if k not in _font_cache:
        path, pkg = FONTS[key]
        if not os.path.isfile(path):
            sys.exit(f"error: font file {path} is missing; apt-get install -y {pkg}")
        _font_cache[k] = ImageFont.truetype(path, size, layout_engine=ImageFont.Layout.BASIC)
    return _font_cache[k]
