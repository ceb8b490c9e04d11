/// Lines of the due-date table (`DueDateExtractorTests`, reference Monday 4 March 2024): dates written with their month: numeric, dotted, with month names.
let dueDateLinesAbsoluteDates: [(String, String?)] = [
        // Absolute dates, numeric.
        ("Due 2024-03-12", "2024-03-12T23:59"),
        ("Due: 03/12/2024", "2024-03-12T23:59"),
        ("due 3/12/24", "2024-03-12T23:59"),
        // Dotted dates are day first whatever the setting, as Europe writes them.
        ("Deadline 12.03.2024", "2024-03-12T23:59"),
        ("Deadline 3.11.24", "2024-11-03T23:59"),
        ("Deadline 25.03.2024", "2024-03-25T23:59"),
        ("Submit by 3/15", "2024-03-15T23:59"),
        ("Turn in by 04/01", "2024-04-01T23:59"),
        ("Due 2024/04/02", "2024-04-02T23:59"),
        ("Due 20240410", "2024-04-10T23:59"),
        ("Due 13/03/2024", "2024-03-13T23:59"),
        // Month names.
        ("Due 12 March 2024", "2024-03-12T23:59"),
        ("Due March 12th", "2024-03-12T23:59"),
        ("Due Mar. 12", "2024-03-12T23:59"),
        ("Due Tuesday, March 12", "2024-03-12T23:59"),
        ("Due the 12th of March", "2024-03-12T23:59"),
        ("Essay due March 12, 2024", "2024-03-12T23:59"),
        ("Due Sept 3", "2024-09-03T23:59"),
        ("Due 3rd April", "2024-04-03T23:59"),
        ("Due 12-Mar-2024", "2024-03-12T23:59"),
        ("Due 14/JUN/2024", "2024-06-14T23:59"),
        ("Due Dec. 2", "2024-12-02T23:59"),
        ("Due February 29", "2028-02-29T23:59"),
        ("Due Feb 28", "2025-02-28T23:59"),
        ("Project due May 1st", "2024-05-01T23:59"),
        ("Due March first", "2025-03-01T23:59"),
        ("Due on the twenty-first of March", "2024-03-21T23:59"),
        ("Due Thu 14 March", "2024-03-14T23:59"),
        ("Due Mar 12 '24", "2024-03-12T23:59"),
        // No year within two years makes 31 December a Thursday: the weekday is a slip.
        ("Due Thursday December 31", "2024-12-31T23:59"),
        ("Exhibit open 12 Nov - 14 Nov", "2024-11-14T23:59"),
        ("Portfolio due 06/2025", "2025-06-01T23:59"),
        ("Due overmorrow", "2024-03-06T23:59"),
        ("Hand it in on 24th", "2024-03-24T23:59"),
        ("Lecture on 2nd floor", nil),
        ("Quiz was Monday of this week", "2024-03-04T23:59"),
        ("The Friday from last week", "2024-03-01T23:59"),
        // The year first with spaces; the year the `date` command prints after the time.
        ("Due 2025 May 22nd", "2025-05-22T23:59"),
        ("Log closes Wed Aug 05 12:00:00 2026", "2026-08-05T12:00"),
        // A dotted time after a dotted date, but not an amount.
        ("Abgabe 29.03.2024 13.15", "2024-03-29T13:15"),
        ("Paid 29.03.2024 10.50 EUR", "2024-03-29T23:59"),
        // A decimal after a weekday is no day of the month.
        ("Bake sale Friday 1.25-2.50", "2024-03-08T23:59"),
]
