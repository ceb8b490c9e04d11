// Parts of the day ("morning", "this evening", "tomorrow night") and what they mean without a clock time.
extension DateGrammar {
    /// What a part of the day means when no clock time is written: the morning's start of
    /// classes, mid-afternoon, early evening; "night" and "tonight" are the end of the day.
    struct PartOfDay {
        var time: ClockTime?
        /// A bare hour after it is p.m. ("this evening at 7", "tomorrow afternoon at 3").
        var afternoon: Bool
    }

    static let night = PartOfDay(time: nil, afternoon: true)
    static let partsOfDay: [String: PartOfDay] = [
        "morning": PartOfDay(time: ClockTime(hour: 9, minute: 0), afternoon: false),
        "afternoon": PartOfDay(time: ClockTime(hour: 15, minute: 0), afternoon: true),
        "evening": PartOfDay(time: ClockTime(hour: 18, minute: 0), afternoon: true),
        "night": night,
    ]

    func partOfDay(at index: Int) -> PartOfDay? {
        word(index).flatMap { Self.partsOfDay[$0] }
    }

    /// "the evening of the 25th", "morning of March 6": that date at that part of the day.
    func partOfDayOfDate(at index: Int) -> DateMention? {
        guard let part = partOfDay(at: index), isWord(index + 1, ["of"]), sameLine(index, index + 2),
              let date = date(at: index + 2) ?? theOrdinalDay(at: index + 2), date.hasDay, date.kind != .timeOnly,
              date.time == nil else { return nil }
        var mention = date.at(part)
        mention.tokens = index..<date.tokens.upperBound
        return mention
    }
}

extension DateMention {
    /// This date at a part of the day, unless a clock time beside it says otherwise.
    func at(_ part: DateGrammar.PartOfDay) -> DateMention {
        var mention = self
        mention.partOfDay = part.time
        mention.impliesEvening = part.afternoon
        return mention
    }
}
