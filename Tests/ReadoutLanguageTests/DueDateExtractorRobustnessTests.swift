import ReadoutLanguage
import Testing

/// The date grammar looks ahead and behind by token index everywhere; a rule that reaches past
/// the last token crashes the server on a user's text (a `case "day", …, "month" where …` once
/// guarded only its last word, and "this month" read beyond the end). Random runs of the words
/// and marks the grammar reacts to, cut off anywhere, must never crash and must give candidates
/// whose spans lie in the text.
@Suite("Due-date extractor on random word runs")
struct DueDateExtractorRobustnessTests {
    static let vocabulary = [
        "the", "next", "last", "this", "coming", "upcoming", "past", "final", "first", "2nd", "5th", "of",
        "day", "week", "month", "year", "days", "weeks", "hours", "minutes", "fortnight", "after", "before",
        "from", "to", "til", "until", "through", "between", "and", "at", "on", "in", "by", "due", "end", "eom", "eoy",
        "a", "an", "two", "couple", "3", "12", "31", "2024", "1300", "'", "'24", "-", "–", "/", ".", ":", ",", "+", "@",
        "Monday", "mon", "sat", "sun", "wed", "Fri", "noon", "midnight", "morning", "evening", "night", "tonight",
        "tomorrow", "today", "ago", "now", "later", "March", "may", "Dec", "dun", "Jan.", "pm", "am", "p", "m",
        "o'clock", "9:30", "11:59pm", "19.12.2024", "10-05-17", "3/12", "20180326", "Date", "Dater11/03/18",
    ]

    /// A small deterministic generator (SplitMix64), so a failure names a run that can be replayed.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func randomRunsNeverCrashAndSpansStayInTheText() {
        var random = SplitMix64(state: 2026)
        let reference = CalendarDay(year: 2024, month: 3, day: 4)!
        let extractors = [DueDateExtractor(), DueDateExtractor(dayFirst: true)]
        for run in 0..<20_000 {
            let count = Int.random(in: 1...8, using: &random)
            let words = (0..<count).map { _ in Self.vocabulary.randomElement(using: &random)! }
            // Sometimes glued together ("at8th", "9:30-19.12"), sometimes over two lines.
            let separator = ["", " ", " ", " ", "\n"].randomElement(using: &random)!
            let text = words.joined(separator: separator)
            for candidate in extractors[run % 2].candidates(in: text, reference: reference) {
                #expect(text[candidate.range] == candidate.text, "run \(run): \(text.debugDescription)")
                #expect(CalendarDay(year: candidate.day.year, month: candidate.day.month, day: candidate.day.day) != nil)
            }
        }
    }
}
