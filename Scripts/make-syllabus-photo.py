"""Writes Tests/ReadoutServerTests/Fixtures/syllabus-schedule.jpg: a course schedule page (a table
of assignments with the day each is set and the day it is due) photographed on a desk, for the
"one photo, every due date" review of issue 38.

    .venv-bench/bin/python Scripts/make-syllabus-photo.py Tests/ReadoutServerTests/Fixtures/syllabus-schedule.jpg
"""
import sys

from PIL import Image, ImageDraw, ImageFont

from desk_photo import photograph

target = sys.argv[1]
serif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
bold = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"
sheet = Image.new("RGB", (1240, 1754), (250, 249, 244))
draw = ImageDraw.Draw(sheet)
draw.text((100, 110), "HIST 210: Modern Europe, Spring 2027", font=ImageFont.truetype(bold, 42), fill=(20, 20, 20))
draw.text((100, 190), "Schedule of written work", font=ImageFont.truetype(serif, 34), fill=(30, 30, 30))
font = ImageFont.truetype(serif, 32)
head = ImageFont.truetype(bold, 32)
columns = (100, 640, 900)
rows = [
    ("Assignment", "Set", "Due"),
    ("Source analysis 1", "Feb 1", "Feb 8"),
    ("Map quiz", "Feb 10", "Feb 15"),
    ("Book review", "Feb 22", "Mar 8"),
    ("Research proposal", "Mar 15", "Mar 29"),
    ("Final essay", "Apr 5", "Apr 30"),
]
for index, row in enumerate(rows):
    y = 300 + index * 80
    for x, cell in zip(columns, row):
        draw.text((x, y), cell, font=head if index == 0 else font, fill=(25, 25, 25))
    draw.line((100, y + 58, 1140, y + 58), fill=(150, 150, 150), width=2)
draw.text((100, 820), "Office hours: Tuesdays 2-4 pm, Room 301.", font=font, fill=(25, 25, 25))
photograph(sheet, (120, 104, 88), -1.5, (260, 240), (0.7, 0.3), 7).save(target, quality=85)
