/// A date (and maybe a time) found in a text, as a possible due date.
public struct DueDateCandidate: Sendable, Equatable {
    /// The words it was read from, as they appear in the text.
    public let text: String
    /// Where those words are in the text.
    public let range: Range<String.Index>
    public let day: CalendarDay
    /// The time the text states; nil means the end of the day.
    public let time: ClockTime?
    /// 0–1: how sure the extractor is that this is the due date.
    public let confidence: Double

    public init(text: String, range: Range<String.Index>, day: CalendarDay, time: ClockTime?, confidence: Double) {
        self.text = text
        self.range = range
        self.day = day
        self.time = time
        self.confidence = confidence
    }

    /// The same candidate with another confidence.
    public func with(confidence: Double) -> DueDateCandidate {
        DueDateCandidate(text: text, range: range, day: day, time: time, confidence: confidence)
    }

    /// The deadline: the stated time, or 23:59 when none is stated.
    public var dueTime: ClockTime { time ?? .endOfDay }

    /// `YYYY-MM-DDTHH:MM`.
    public var value: String { "\(day.iso)T\(dueTime)" }

    /// True when no time was written and the end of the day is assumed.
    public var isAllDay: Bool { time == nil }
}
