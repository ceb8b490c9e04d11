"""Writes Tests/ReadoutServerTests/Fixtures/essay-due-with-time.jpg: an assignment sheet on a desk,
photographed with a hand's soft shadow over its right side, whose due line states a time
("due Friday, December 4 at 3:30 PM."). `.fast` reads that line cut after "at"; `.accurate`
reads it whole: the photo the reading vote must save at 15:30 (issue 38).

    .venv-bench/bin/python Scripts/make-essay-photo.py Tests/ReadoutServerTests/Fixtures/essay-due-with-time.jpg
"""
import sys
import numpy as np

from desk_photo import assignment_sheet, photograph

target = sys.argv[1]
lines = [
    "Assignment 4: Close reading essay",
    "",
    "Choose one of the poems we read in weeks 9 and 10 and write",
    "a close reading of it in about 1,200 words. Quote the lines",
    "you discuss and explain how their form shapes their meaning.",
    "",
    "The essay is due Friday, December 4 at 3:30 PM.",
    "",
    "Submit it as a PDF on the course page. Late essays lose",
    "five points per day unless you asked for an extension.",
]
sheet = assignment_sheet("English 102: Writing about Literature", lines)
# The sheet lies on a desk, slightly turned; a hand's soft shadow darkens the right of the page,
# where the due line ends.
def shadow(xs, ys, width, height):
    return np.clip((xs - width * 0.55) / (width * 0.08), 0, 1) * 0.55


photograph(sheet, (168, 150, 126), 2.5, (240, 230), (0.3, 0.2), 4, shade=shadow).save(target, quality=85)
