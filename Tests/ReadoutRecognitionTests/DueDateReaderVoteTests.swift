import ReadoutLanguage
import Testing
@testable import ReadoutRecognition

/// How the readings of one photo vote on its due date.
@Suite("Due-date reader vote")
struct DueDateReaderVoteTests {
    static let reference = CalendarDay(year: 2024, month: 3, day: 4)!
    let extractor = DueDateExtractor(dayFirst: true)

    func vote(_ texts: [String]) -> DueDateReading {
        let readings = texts.map { RecognizedText(text: $0, lines: []) }
        return DueDateReader.vote(readings: readings, candidates: readings.map { extractor.candidates(in: $0.text, reference: Self.reference) })
    }

    @Test func readingsThatAgreeStrengthenTheirDate() {
        let alone = extractor.dueDate(in: "Date 10/03/2018", reference: Self.reference)
        let reading = vote(["Date 10/03/2018", "Date 10/03/2018"])
        #expect(reading.due?.value == "2018-03-10T23:59")
        #expect((reading.due?.confidence ?? 0) > (alone?.confidence ?? 1))
    }

    @Test func aBareTimeInEveryReadingIsNoDueDate() {
        let reading = vote(["Date > DAIAS 9:29:44 AM", "Date ? 21A2A4 9:29:44 AM"])
        #expect(reading.due == nil)
        #expect(reading.candidates.first?.value == "2024-03-04T09:29")
    }

    @Test func onlyLinesTesseractIsSureOfCanBeTheTitle() {
        let box = BoundingBox(x: 0, y: 0, width: 10, height: 10)
        func line(_ text: String, _ confidence: Double) -> RecognizedLine {
            RecognizedLine(text: text, confidence: confidence, box: box, words: [])
        }
        let text = RecognizedText(text: "Gleb beh tee\nEssay on Hamlet\nDue March 8",
                                  lines: [line("Gleb beh tee", 0.2), line("Essay on Hamlet", 0.9), line("Due March 8", 0.8)])
        let reading = DueDateReading(text: text, candidates: [])
        #expect(reading.confidentText == "Essay on Hamlet\nDue March 8")
    }

    @Test func aLineEveryReadingGetsRightDoesNotOutvoteAHardDate() {
        // The date is hard to read: the readings differ on it and one loses it. The policy line
        // is read the same every time, and where the date is lost it looks like the due date.
        let reading = vote(["08/01/2018 Goods returnable within 3 days", "06/01/2018 Goods returnable within 3 days",
                            "08/01/2018 Goods returnable within 3 days", "Goods returnable within 3 days"])
        #expect(reading.due?.value == "2018-01-08T23:59")
    }

    @Test(arguments: [false, true])
    func aReadingCutShortNeverBeatsTheWholeLine(cutFirst: Bool) {
        // `.fast` cut the line after "at 3" (taken as 15:00); `.accurate` read it whole. The cut
        // reading is as sure of its words, and whichever comes first, the whole line wins.
        let cut = "The essay is due Wednesday, December 4 at 3", whole = "The essay is due Wednesday, December 4 at 3:30 PM."
        let reading = vote(cutFirst ? [cut, whole] : [whole, cut])
        #expect(reading.due?.value == "2024-12-04T15:30")
        #expect(reading.text.text == whole)
    }

    @Test func aDateAloneIsRefinedByTheSameDateWithItsTime() {
        #expect(vote(["Essay due Wednesday, December 4", "Essay due Wednesday, December 4 at 3:30 PM"]).due?.value == "2024-12-04T15:30")
        // Another time of the same day read elsewhere is a disagreement, not a refinement.
        let cut = DueDateCandidate(text: "December 4 at 3", range: "x".startIndex..<"x".endIndex, day: CalendarDay(year: 2024, month: 12, day: 4)!,
                                   time: ClockTime(hour: 15)!, confidence: 0.9)
        let other = DueDateCandidate(text: "December 4 at 5:30 PM", range: "x".startIndex..<"x".endIndex, day: cut.day,
                                     time: ClockTime(hour: 17, minute: 30)!, confidence: 0.9)
        let fuller = DueDateCandidate(text: "December 4 at 3:30 PM", range: "x".startIndex..<"x".endIndex, day: cut.day,
                                      time: ClockTime(hour: 15, minute: 30)!, confidence: 0.5)
        #expect(!cut.isRefined(by: other))
        #expect(cut.isRefined(by: fuller))
        #expect(!fuller.isRefined(by: cut))
    }

    @Test func theReadingThatHoldsTheWinnerIsShown() {
        let reading = vote(["nothing here", "Dater11/03/18 21:30"])
        #expect(reading.due?.value == "2018-03-11T21:30")
        #expect(reading.text.text == "Dater11/03/18 21:30")
    }

    @Test func onlyAMissingDateOrABareTimeAsksForTheOtherLayouts() {
        let extractor = self.extractor
        func due(_ text: String) -> DueDateCandidate? { extractor.dueDate(in: text, reference: Self.reference) }
        #expect(DueDateReader.lacksADate(nil, reference: Self.reference))
        let time = DueDateCandidate(text: "20:58", range: "20:58".startIndex..<"20:58".endIndex, day: Self.reference,
                                    time: ClockTime(hour: 20, minute: 58)!, confidence: 0.4)
        #expect(DueDateReader.lacksADate(time, reference: Self.reference))
        #expect(!DueDateReader.lacksADate(due("Date:10/10/17 20:58"), reference: Self.reference))
        #expect(!DueDateReader.lacksADate(due("Due today"), reference: Self.reference), "today with no time is a date the text states")
    }

    @Test func onlyReadingsThatAllHoldTheDateSkipTheSmoothedPrint() {
        func ballot(_ texts: [String]) -> DueDateReader.Ballot {
            var ballot = DueDateReader.Ballot(extractor: extractor, reference: Self.reference)
            ballot.add(texts.map { RecognizedText(text: $0, lines: []) })
            return ballot
        }
        #expect(ballot(["Date 26-03-18", "26-03-18 12:01"]).isUnanimous)
        #expect(!ballot(["Date 26-03-18", "Date 26-03-19"]).isUnanimous, "a digit read two ways")
        #expect(!ballot(["Date 26-03-18", "nothing"]).isUnanimous)
        #expect(!ballot(["9:29:44 AM", "9:29:44 AM"]).isUnanimous, "a bare time is no date")
        #expect(!ballot([]).isUnanimous)
    }
}
