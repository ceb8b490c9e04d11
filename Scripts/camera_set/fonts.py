"""The fonts pages are typeset in (Debian packages), a loader and the bold face of each."""

import os
import sys

from PIL import ImageFont


URW = "/usr/share/fonts/opentype/urw-base35/"
LIB = "/usr/share/fonts/truetype/liberation2/"
DEJAVU = "/usr/share/fonts/truetype/dejavu/"
FONTS = {
    "c059": URW + "C059-Roman.otf", "c059-bold": URW + "C059-Bold.otf",
    "p052": URW + "P052-Roman.otf", "p052-bold": URW + "P052-Bold.otf",
    "nimbus-sans": URW + "NimbusSans-Regular.otf", "nimbus-sans-bold": URW + "NimbusSans-Bold.otf",
    "nimbus-roman": URW + "NimbusRoman-Regular.otf", "nimbus-roman-bold": URW + "NimbusRoman-Bold.otf",
    "nimbus-mono": URW + "NimbusMonoPS-Regular.otf", "bookman": URW + "URWBookman-Light.otf",
    "bookman-demi": URW + "URWBookman-Demi.otf", "gothic": URW + "URWGothic-Book.otf",
    "gothic-demi": URW + "URWGothic-Demi.otf",
    "liberation-serif": LIB + "LiberationSerif-Regular.ttf", "liberation-serif-bold": LIB + "LiberationSerif-Bold.ttf",
    "liberation-sans": LIB + "LiberationSans-Regular.ttf", "liberation-sans-bold": LIB + "LiberationSans-Bold.ttf",
    "liberation-mono": LIB + "LiberationMono-Regular.ttf",
    "dejavu-serif": DEJAVU + "DejaVuSerif.ttf", "dejavu-serif-bold": DEJAVU + "DejaVuSerif-Bold.ttf",
    "dejavu-sans": DEJAVU + "DejaVuSans.ttf", "dejavu-sans-bold": DEJAVU + "DejaVuSans-Bold.ttf",
    "dejavu-mono": DEJAVU + "DejaVuSansMono.ttf",
}


def font(key, size):
    path = FONTS[key]
    if not os.path.isfile(path):
        sys.exit(f"error: {path} is missing; apt-get install -y fonts-dejavu-core fonts-urw-base35 fonts-liberation2")
    return ImageFont.truetype(path, int(size))


def bold(key):
    return key + "-bold" if key + "-bold" in FONTS else key.replace("gothic", "gothic-demi").replace("bookman", "bookman-demi")
