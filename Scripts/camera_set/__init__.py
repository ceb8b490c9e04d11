"""The camera evaluation set generator, in parts; `Scripts/make-camera-set.py` runs it.

paths: where the set is written. fonts: the Debian fonts used. texts: the texts typeset and the
seeds of each part. typeset: the page and its ground truth. photo: the simulated phone photo.
existing: the photos kept elsewhere (gallery, sample page, meter photos). writing: saving a
photo with its ground truth, the bench photo, more dev photos.
"""
