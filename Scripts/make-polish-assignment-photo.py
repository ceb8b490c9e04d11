"""Writes Tests/ReadoutServerTests/Fixtures/polish-assignment.jpg: a Polish assignment sheet on a
desk, photographed slightly turned, whose due line names the day, the month in Polish (the
genitive "grudnia") and the hour after "godz.": "Termin oddania: piątek, 11 grudnia 2026, godz.
14:30". A Polish user's photo is read with Tesseract's Polish model first; the line must be
saved at 14:30 on 11 December.

    .venv-bench/bin/python Scripts/make-polish-assignment-photo.py Tests/ReadoutServerTests/Fixtures/polish-assignment.jpg
"""
import sys

from desk_photo import assignment_sheet, photograph

target = sys.argv[1]
lines = [
    "Zadanie 3: esej o okresie międzywojennym",
    "",
    "Napisz esej (około 1500 słów) o jednym wydarzeniu",
    "z lat 1918–1939. Podaj źródła i przypisy.",
    "",
    "Termin oddania: piątek, 11 grudnia 2026, godz. 14:30.",
    "",
    "Prace przesyłamy jako PDF na stronie kursu.",
    "Wykład 5 odbędzie się 2 grudnia w sali 104.",
]
sheet = assignment_sheet("Historia Polski XX wieku", lines)
photograph(sheet, (168, 150, 126), -2.0, (240, 230), (0.25, 0.2), 7).save(target, quality=85)
