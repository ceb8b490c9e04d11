"""Where the camera set is written (and the repository root the paths start from)."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
OUT = ROOT / "Evaluation" / "camera"
