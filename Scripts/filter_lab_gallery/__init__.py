"""The Filter Lab gallery generator, in parts; `Scripts/make-filter-lab-gallery.py` runs it.

settings: where the gallery is written, its size budget. fonts: the Debian fonts used.
imaging: noise and array helpers. geometry: homographies, warping, compositing.
textures: paper, wood, brick, cork... text_layout: drawing text into masks.
camera: light and the simulated phone camera, JPEG. texts: the quoted texts.
scenes_signs, scenes_desk, scenes_printed: the ten scenes. catalogue: the gallery's list,
rendering one item, SOURCES.md. ocr_check: the tesseract check (--check).
"""
