import Foundation

/// A date (and maybe a time) found in a text, as a possible due date.
public struct DueDateCandidate: Sendable, Equatable {
    /// The words it was read from, as they appear in the text.
    public let text: String
    /// Where those words are in the text.
    public let range: Range<String.Index>
    /// The runs of `range` that are the date's own words: the whole range, or the date's and
    /// its time's when other words stand between them ("Sep 16 | Graphs | HW1 due 11:59pm").
    public let pieces: [Range<String.Index>]
    /// A cue before it asks for the date: "due", "by", "until", "bis", "moved to".
    public let isAskedFor: Bool
    /// The text writes its day ("Oct 16", "16/10", "16 October 2026"); false for a weekday, a
    /// relative day or a time alone ("Due Friday 5:00PM", a schedule's column header).
    public let writesItsDay: Bool
    /// It ends a span of days the text writes ("February 7-February 11", "Mar 10–12"), not a
    /// span of hours.
    public let endsASpanOfDays: Bool
    /// Its time ends a range of hours ("from 3:30pm to 5:30pm", "2-4pm"): a sitting's hours.
    public let spansHours: Bool
    public let day: CalendarDay
    /// The time the text states; nil means the end of the day.
    public let time: ClockTime?
    /// 0–1: how sure the extractor is that this is the due date.
    public let confidence: Double

    public init(text: String, range: Range<String.Index>, day: CalendarDay, time: ClockTime?, confidence: Double,
                pieces: [Range<String.Index>]? = nil, isAskedFor: Bool = false, writesItsDay: Bool = true,
                endsASpanOfDays: Bool = false, spansHours: Bool = false) {
        self.text = text
        self.range = range
        self.pieces = pieces ?? [range]
        self.isAskedFor = isAskedFor
        self.writesItsDay = writesItsDay
        self.endsASpanOfDays = endsASpanOfDays
        self.spansHours = spansHours
        self.day = day
        self.time = time
        self.confidence = confidence
    }

    /// The same candidate with another confidence.
    public func with(confidence: Double) -> DueDateCandidate {
        DueDateCandidate(text: text, range: range, day: day, time: time, confidence: confidence, pieces: pieces, isAskedFor: isAskedFor,
                         writesItsDay: writesItsDay, endsASpanOfDays: endsASpanOfDays, spansHours: spansHours)
    }

    /// The same words read as another day ("Monday" below a week's heading is that week's Monday).
    public func with(day: CalendarDay) -> DueDateCandidate {
        DueDateCandidate(text: text, range: range, day: day, time: time, confidence: confidence, pieces: pieces, isAskedFor: isAskedFor,
                         writesItsDay: writesItsDay, endsASpanOfDays: endsASpanOfDays, spansHours: spansHours)
    }

    /// The deadline: the stated time, or 23:59 when none is stated.
    public var dueTime: ClockTime { time ?? .endOfDay }

    /// `YYYY-MM-DDTHH:MM`.
    public var value: String { "\(day.iso)T\(dueTime)" }

    /// True when no time was written and the end of the day is assumed.
    public var isAllDay: Bool { time == nil }
}

extension DueDateCandidate {
    /// True when `other` reads the same words as this candidate and further, stating its day
    /// more precisely: the same day, this candidate's words (letters and digits, ignoring case
    /// and spacing) a prefix of `other`'s, and a time that only adds what this one lacks. A
    /// reading cut short ("Friday, December 4 at 3", taken as 15:00) is refined by the whole
    /// line ("Friday, December 4 at 3:30 PM"); "December 4" by "December 4, 5 p.m.".
    public func isRefined(by other: DueDateCandidate) -> Bool {
        guard other.day == day, other.time != time else { return false }
        let words = Self.folded(text), otherWords = Self.folded(other.text)
        guard otherWords.count > words.count, otherWords.hasPrefix(words) else { return false }
        guard let time else { return other.time != nil }
        // The cut reading guessed the half of the day and had no minutes; the fuller one states them.
        guard let otherTime = other.time else { return false }
        return otherTime.hour % 12 == time.hour % 12 && time.minute == 0
    }

    /// Letters and digits only, lower-cased: how OCR readings of the same words compare.
    private static func folded(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }
}
