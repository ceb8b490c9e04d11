import ReadoutLanguage
import Testing

/// The due-date extractor on lines written the way assignments, syllabi and messages write
/// dates. Reference: Monday 4 March 2024. Expected `YYYY-MM-DDTHH:MM` (23:59 = end of day), or
/// nil for no due date.
@Suite("Due-date extractor")
struct DueDateExtractorTests {
    static let reference = CalendarDay(year: 2024, month: 3, day: 4)!

    static let table = dueDateLines
}

/// The table: line → expected due value.
private let dueDateLines = dueDateLinesAbsoluteDates + dueDateLinesRelativeDates + dueDateLinesTimes + dueDateLinesRanges + dueDateLinesCorpora + dueDateLinesCuesAndNoise
    + dueDateLinesSeveralDates + dueDateLinesEurope + dueDateLinesCalendars

extension DueDateExtractorTests {

    @Test("a table of real-looking lines", arguments: dueDateLines)
    func table(line: String, expected: String?) {
        let due = DueDateExtractor().dueDate(in: line, reference: Self.reference)
        #expect(due?.value == expected, "\(line) → \(String(describing: due?.value)), candidates: \(DueDateExtractor().candidates(in: line, reference: Self.reference).map { "\($0.text)=\($0.value)@\($0.confidence)" })")
    }

    @Test("a no-break space parts a date's words as a space does; a symbol between them does not")
    func noBreakSpace() {
        // The tokenizer tells ASCII by its byte and the rest by Unicode's properties: U+00A0 is
        // whitespace, U+00A7 (§) a symbol.
        #expect(DueDateExtractor().dueDate(in: "Essay due 12\u{00A0}March", reference: Self.reference)?.value == "2024-03-12T23:59")
        #expect(DueDateExtractor().dueDate(in: "Essay due 12\u{00A7}March", reference: Self.reference) == nil)
    }

    @Test("a time zone written after the time is the date's words, so no title keeps it; \"et al.\" is none")
    func timeZoneIsTheDatesWord() {
        let extractor = DueDateExtractor()
        #expect(extractor.candidates(in: "Due Date: Sep 06 23:59 PDT", reference: Self.reference).first?.text == "Sep 06 23:59 PDT")
        #expect(extractor.candidates(in: "Due Friday 5:00 PM ET.", reference: Self.reference).first?.text == "Friday 5:00 PM ET")
        #expect(extractor.candidates(in: "Read Smith 5pm et al.", reference: Self.reference).first?.text == "5pm")
    }

    @Test("the table is at least 100 lines")
    func tableSize() {
        #expect(Self.table.count >= 100)
    }

    @Test("\"end of day\" and \"EOD\" state no clock time: the day is due whole")
    func endOfDayIsAWholeDay() throws {
        for line in ["Due March 12 by end of day", "Report: 12 March, EOD", "Submit by end of the day on Tuesday 12 March"] {
            let due = try #require(DueDateExtractor().dueDate(in: line, reference: Self.reference), "\(line)")
            #expect(due.value == "2024-03-12T23:59" && due.isAllDay, "\(line) → \(due.value), all day \(due.isAllDay)")
        }
        // A time written beside it still counts.
        #expect(DueDateExtractor().dueDate(in: "Due 12 March by 5pm", reference: Self.reference)?.isAllDay == false)
    }

    @Test("day-first reads 03/04/2024 as 3 April; a part above 12 decides either way")
    func dayFirst() {
        let dayFirst = DueDateExtractor(dayFirst: true)
        #expect(dayFirst.dueDate(in: "Due 03/04/2024", reference: Self.reference)?.day == CalendarDay(year: 2024, month: 4, day: 3))
        #expect(dayFirst.dueDate(in: "Due 03/24/2024", reference: Self.reference)?.day == CalendarDay(year: 2024, month: 3, day: 24))
        #expect(DueDateExtractor().dueDate(in: "Due 24/03/2024", reference: Self.reference)?.day == CalendarDay(year: 2024, month: 3, day: 24))
        #expect(dayFirst.dueDate(in: "26-03-18 10:23AM", reference: Self.reference)?.value == "2018-03-26T10:23")
    }

    @Test("a text's day order: one date that reads only one way decides, both ways decide nothing")
    func dayOrder() {
        let extractor = DueDateExtractor()
        #expect(extractor.dayOrder(in: "| 0 | 21/08/20 |\n| 1 | 02/09/20 |", reference: Self.reference) == .dayFirst)
        #expect(DueDateExtractor(dayFirst: true).dayOrder(in: "Quiz 09/21/24", reference: Self.reference) == .monthFirst)
        #expect(extractor.dayOrder(in: "Report 17.03.2024", reference: Self.reference) == .dayFirst)
        #expect(extractor.dayOrder(in: "Quiz 21/09/24, test 10/25/24", reference: Self.reference) == nil)
        #expect(extractor.dayOrder(in: "Lab 02/09/20, March 5", reference: Self.reference) == nil)
        // Settled by its page, "02/09/20" is 2 September and as sure as a date read one way.
        let settled = extractor.settlingOrder(of: "| 0 | 21/08/20 |\n| 1 | 02/09/20 |", reference: Self.reference)
        let guessed = DueDateExtractor(dayFirst: true)
        #expect(settled.dueDate(in: "| 1 | 02/09/20 |", reference: Self.reference)?.value == "2020-09-02T23:59")
        #expect(settled.candidates(in: "| 1 | 02/09/20 |", reference: Self.reference).first!.confidence
                > guessed.candidates(in: "| 1 | 02/09/20 |", reference: Self.reference).first!.confidence)
    }

    @Test("a guessed day order that puts a date long gone gives way to the order that puts it ahead")
    func orderAhead() {
        let extractor = DueDateExtractor()
        // Month first, 4 January, two months gone; day first, 1 April, ahead.
        #expect(extractor.dueDate(in: "Due 01/04/24", reference: Self.reference)?.value == "2024-04-01T23:59")
        // 9 February, 24 days gone, is a deadline just missed; 2 January and 1 February are both gone.
        #expect(extractor.dueDate(in: "Due 02/09/24", reference: Self.reference)?.value == "2024-02-09T23:59")
        #expect(extractor.dueDate(in: "Due 01/02/24", reference: Self.reference)?.value == "2024-01-02T23:59")
        // An order the page proved is no guess.
        let monthFirst = extractor.settlingOrder(of: "Quiz 01/13/24", reference: Self.reference)
        #expect(monthFirst.dueDate(in: "Due 01/04/24", reference: Self.reference)?.value == "2024-01-04T23:59")
    }

    @Test("receipts: a Date label OCR glued to its date, day and month run together after the label, a date joined to its time")
    func receiptLines() {
        let dayFirst = DueDateExtractor(dayFirst: true)
        #expect(dayFirst.dueDate(in: "Inv No 51978 Dater11/03/18 21:30", reference: Self.reference)?.value == "2018-03-11T21:30")
        #expect(dayFirst.dueDate(in: "RECEIPT # CS00827492 DATE: 11022017", reference: Self.reference)?.value == "2017-02-11T23:59")
        #expect(DueDateExtractor().dueDate(in: "DATE: 02112017", reference: Self.reference)?.value == "2017-02-11T23:59")
        // Eight digits without the label are an invoice or phone number.
        #expect(dayFirst.dueDate(in: "TEL 11022017", reference: Self.reference) == nil)
        #expect(dayFirst.dueDate(in: "DATE: 45022017", reference: Self.reference) == nil)
        #expect(dayFirst.dueDate(in: ": 12/06/2016-13:30:10-28-NORBAIZURA", reference: Self.reference)?.value == "2016-06-12T13:30")
        #expect(dayFirst.dueDate(in: "CB : 7982923159323 14/dun/2017 08:34:22", reference: Self.reference)?.value == "2017-06-14T08:34")
        // "Jan" and "Jun" are both one letter from "jyn": no guess.
        #expect(dayFirst.dueDate(in: "14/jxn/2017", reference: Self.reference) == nil)
    }

    @Test("receipts: a year misread decades on, a dotted time, a street's number, the reader's today")
    func receiptNoise() {
        let dayFirst = DueDateExtractor(dayFirst: true)
        // One digit of the year misread: the nearest year one usual confusion gives.
        #expect(dayFirst.dueDate(in: "Date: 21/03/2078", reference: Self.reference)?.value == "2018-03-21T23:59")
        #expect(dayFirst.dueDate(in: "01-01-2917 21:14:17", reference: Self.reference)?.value == "2017-01-01T21:14")
        #expect(dayFirst.dueDate(in: "2097-05-04", reference: Self.reference)?.value == "2017-05-04T23:59")
        // Twenty years on is still a year someone may write.
        #expect(dayFirst.dueDate(in: "Due 01/06/2044", reference: Self.reference)?.value == "2044-06-01T23:59")
        // "11.14.00" cannot be a day-first dotted date: a time; "19.12.17" is a date.
        #expect(dayFirst.dueDate(in: "11.14.00 Date 08/02/2018", reference: Self.reference)?.value == "2018-02-08T23:59")
        #expect(DueDateExtractor().dueDate(in: "19.12.17", reference: Self.reference)?.value == "2017-12-19T23:59")
        // A street's number in an address is no date; the printed date is.
        #expect(dayFirst.dueDate(in: "No.2, Jalan Temenggung 19/9,\nDate 14-05-2018 17:12:34", reference: Self.reference)?.value
            == "2018-05-14T17:12")
        #expect(dayFirst.dueDate(in: "No.2, Jalan Temenggung 19/9", reference: Self.reference) == nil)
        // A text that states its date: "today" and "within 7 days" without a cue are the reader's, not the due date.
        #expect(dayFirst.dueDate(in: "10/04/2018 18:31\nBE A PART OF OUR FAMILY TODAY!", reference: Self.reference)?.value
            == "2018-04-10T18:31")
        #expect(dayFirst.dueDate(in: "04/03/18 Goods sold are returnable within 7 days", reference: Self.reference)?.value
            == "2018-03-04T23:59")
        // Opening hours are no due date when a date is written.
        #expect(dayFirst.dueDate(in: "SUN-THU 1000 HRS - 2230 HRS\n06/03/2018 20:01", reference: Self.reference)?.value
            == "2018-03-06T20:01")
        // With a cue, or alone, they still are; a dated text's offset counts from its date.
        #expect(dayFirst.dueDate(in: "Printed 01/03/2024. Due within 7 days", reference: Self.reference)?.value == "2024-03-08T23:59")
        #expect(dayFirst.dueDate(in: "Come back today", reference: Self.reference)?.value == "2024-03-04T23:59")
    }

    @Test("a weekday picks the reading of an ambiguous numeric date")
    func weekdayDecides() {
        // 5 March 2024 is a Tuesday, 3 May a Friday.
        #expect(DueDateExtractor().dueDate(in: "Due Friday 3/5/2024", reference: Self.reference)?.day == CalendarDay(year: 2024, month: 5, day: 3))
        #expect(DueDateExtractor(dayFirst: true).dueDate(in: "Due Tue 3/5/2024", reference: Self.reference)?.day == CalendarDay(year: 2024, month: 3, day: 5))
    }

    @Test("candidates carry their source words, range, value and confidence, best first")
    func candidates() {
        let text = "Assigned March 1. Essay due Fri, Mar 15 by 11:59pm."
        let found = DueDateExtractor().candidates(in: text, reference: Self.reference)
        #expect(found.map(\.value) == ["2024-03-15T23:59", "2025-03-01T23:59"])
        #expect(found[0].text == "Fri, Mar 15 by 11:59pm")
        #expect(String(text[found[0].range]) == found[0].text)
        #expect(found[0].isAllDay == false && found[0].confidence > found[1].confidence)
    }

    @Test("a missing year is the next occurrence on or after the reference; a missing time is the end of day")
    func defaults() {
        let extractor = DueDateExtractor()
        #expect(extractor.dueDate(in: "Due March 4", reference: Self.reference)?.value == "2024-03-04T23:59")
        #expect(extractor.dueDate(in: "Due March 3", reference: Self.reference)?.value == "2025-03-03T23:59")
        #expect(extractor.dueDate(in: "Due March 4", reference: Self.reference)?.isAllDay == true)
    }
}
