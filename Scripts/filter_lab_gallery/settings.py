"""Where the gallery is written, the size budget of its JPEGs and their quality."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
OUT = ROOT / "Sources" / "ReadoutApps" / "Resources" / "FilterLabGallery"
MAX_FILE_BYTES = 300_000      # each JPEG (the budget is 350 KB each, 3 MB in all)
MAX_TOTAL_BYTES = 3_000_000
JPEG_QUALITY = 85
