/// Lines of the due-date table (`DueDateExtractorTests`, reference Monday 4 March 2024): ranges of days and counts, which end at their end.
let dueDateLinesRanges: [(String, String?)] = [
        // Ranges: the end.
        ("Exhibit Mar 10–12", "2024-03-12T23:59"),
        ("Trip 10 - 12 March 2024", "2024-03-12T23:59"),
        ("Open from March 10 to March 14", "2024-03-14T23:59"),
        ("Available 17 August 2024 to 19 August 2024", "2024-08-19T23:59"),
        ("Week of Mar 18-22", "2024-03-22T23:59"),
        ("Project window from 3/11/2024-3/22/2024", "2024-03-22T23:59"),
        ("Exhibition 4/8-4/12", "2024-04-12T23:59"),
        ("Exchange visit 10/8/2024 - 22/8/2024", "2024-08-22T23:59"),
        ("Submitted 2024-03-30T08:15:30-05:30", "2024-03-30T08:15"),
        ("Lab Friday from 13:00 - 16.00", "2024-03-08T16:00"),
        ("Viva on 19 March between 9.30 and 10.45", "2024-03-19T10:45"),
        ("Study group Thursday at 7p.", "2024-03-07T19:00"),
        ("Presentations tomorrow 2pm to 4pm", "2024-03-05T16:00"),
        ("Lab open March 12, 9:30 until 11:45", "2024-03-12T11:45"),
        // A range's start that names its time zone.
        ("Quiz due Wednesday, March 13 from 8:00 a.m. ET to 8:00 p.m. ET", "2024-03-13T20:00"),
        ("Exam window March 13, 9:00 CET - 17:00 CET", "2024-03-13T17:00"),
        // A year after a range's end day.
        ("Field trip August 10-12, 2024", "2024-08-12T23:59"),
        // A range of counts ends at its far end.
        ("Corrections in 2-3 days", "2024-03-07T23:59"),
        ("Grades out in 12 months from now at 6am", "2025-03-04T06:00"),
        ("Quiz 4pm sharp on Tuesday", "2024-03-05T16:00"),
        ("Tutoring sat from 6-8pm", "2024-03-09T20:00"),
        ("Essay due the 5th day of April", "2024-04-05T23:59"),
        // A range's end earlier on its side of noon starts a range of days; an end without a time.
        ("Project March 24 at 3pm - 2pm March 26", "2024-03-26T14:00"),
        ("Book fair Dec 1 at 3pm - Dec 11", "2024-12-11T23:59"),
        ("The quiz is in three weeks from tomorrow.", "2024-03-26T23:59"),
        // "from" marks only the date right after it as a start.
        ("Flight from Boston at 4pm", "2024-03-04T16:00"),
        ("Problems from 1 to 5 on Monday", "2024-03-11T23:59"),
        ("Open from Monday", nil),
        // "the 15th" standing alone; a time zone between a time and its date; "ends" as a cue.
        ("Deadline: the 15th.", "2024-03-15T23:59"),
        ("He came in the 3rd.", nil),
        ("Due 5:00 PM EST Friday", "2024-03-08T17:00"),
        ("Starts Monday, ends Friday", "2024-03-08T23:59"),
        // Two days of the month as a range.
        ("Book week runs from the 5th to the 9th", "2024-03-09T23:59"),
        ("Read from the 2nd to the 5th chapter", nil),
        ("Quiz the day after next Monday", "2024-03-12T23:59"),
        ("Draft due the day before Friday", "2024-03-07T23:59"),
        ("Slides EOW", "2024-03-08T23:59"),
]
