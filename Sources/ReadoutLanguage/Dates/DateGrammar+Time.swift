/// Times of day: `11:59pm`, `11:59 PM`, `23:59`, `9.30 p.m.`, `5pm`, `10 o'clock`, `11 at night`,
/// `noon`, `midnight`, "end of day"; and how they join the dates beside them.
extension DateGrammar {
    func time(at index: Int) -> DateMention? {
        guard let start = singleTime(at: index) else { return nil }
        return timeRangeEnd(after: start) ?? start
    }

    /// "13:00 - 16.00", "2pm to 4pm", "from 9:30 until 11": a range of hours ends at its end,
    /// and the end is what a deadline means.
    private func timeRangeEnd(after start: DateMention) -> DateMention? {
        let next = start.tokens.upperBound
        guard start.time != nil, !start.weakTime, sameLine(next - 1, next),
              isSymbol(next, ["-", "–", "—"]) || isWord(next, ["to", "until", "till"]), sameLine(next, next + 1),
              var end = clockTime(at: next + 1) ?? dottedTime(at: next + 1) else { return nil }
        end.tokens = start.tokens.lowerBound..<end.tokens.upperBound
        return end
    }

    /// "16.00" or "16:00" with no other evidence, trusted only as the end of a range.
    private func dottedTime(at index: Int) -> DateMention? {
        guard let hourToken = token(index), let hour = hourToken.number, hourToken.digits <= 2,
              isSymbol(index + 1, [":", "."]), let minuteToken = token(index + 2), minuteToken.digits == 2,
              let minute = minuteToken.number, let time = ClockTime(hour: hour, minute: minute),
              token(index + 3)?.number == nil || token(index + 3)?.spaceBefore == true else { return nil }
        return DateMention(tokens: index..<(index + 3), time: time, kind: .timeOnly)
    }

    private func singleTime(at index: Int) -> DateMention? {
        if let named = namedTime(at: index) { return named }
        guard let token = token(index) else { return nil }
        // "at 5" next to a date ("tomorrow at 5", "tonight at 8").
        if token.isWord(["at", "@"]) || token.isSymbol(["@"]) {
            if let precise = clockTime(at: index + 1) {
                var mention = precise
                mention.tokens = index..<precise.tokens.upperBound
                return mention
            }
            if let hourToken = self.token(index + 1), let hour = hourToken.number, hourToken.digits <= 2, (1...12).contains(hour),
               !isSymbol(index + 2, [".", ",", "%"]) || self.token(index + 3)?.number == nil,
               let time = ClockTime(hour: hour == 12 ? 12 : hour + (hour <= 7 ? 12 : 0)) {
                var mention = DateMention(tokens: index..<(index + 2), time: time, kind: .timeOnly)
                mention.weakTime = true
                return mention
            }
            return nil
        }
        return clockTime(at: index)
    }

    /// A time with its own evidence: a colon, a.m./p.m., o'clock, "at night".
    private func clockTime(at index: Int) -> DateMention? {
        guard let hourToken = token(index), let hour = hourToken.number, hourToken.digits <= 2 else { return nil }
        var minute = 0
        var next = index + 1
        var hasEvidence = false
        if isSymbol(next, [":", "."]), sameLine(index, next + 1), let minuteToken = token(next + 1), minuteToken.digits == 2,
           let value = minuteToken.number, value < 60 {
            let isColon = isSymbol(next, [":"])
            minute = value
            next += 2
            hasEvidence = isColon
            // Seconds, as receipts print them.
            if isSymbol(next, [":"]), let seconds = token(next + 1), seconds.digits == 2 { next += 2 }
        }
        var hour24 = hour
        if let (isPM, end) = meridiem(at: next) {
            guard (1...12).contains(hour) else { return nil }
            hour24 = hour % 12 + (isPM ? 12 : 0)
            next = end
            hasEvidence = true
        } else if let end = oClock(at: next) {
            next = end
            hasEvidence = true
            if let (isPM, afterPart) = partOfDay(at: next) {
                if isPM, hour < 12 { hour24 = hour + 12 }
                next = afterPart
            }
        } else if let (isPM, end) = partOfDay(at: next), hour <= 12 {
            if isPM, hour < 12 { hour24 = hour + 12 }
            if !isPM, hour == 12 { hour24 = 0 }
            next = end
            hasEvidence = true
        }
        guard hasEvidence, let time = ClockTime(hour: hour24, minute: minute) else { return nil }
        if isSymbol(next, ["%"]) { return nil }
        return DateMention(tokens: index..<next, time: time, kind: .timeOnly)
    }

    /// noon, midday, midnight (the end of that day, as a deadline means it), end of (the) day,
    /// EOD, close of business.
    private func namedTime(at index: Int) -> DateMention? {
        guard let word = word(index) else { return nil }
        func named(_ hour: Int, _ minute: Int, through end: Int) -> DateMention {
            DateMention(tokens: index..<end, time: ClockTime(hour: hour, minute: minute), kind: .timeOnly)
        }
        switch word {
        case "noon", "midday": return named(12, 0, through: index + 1)
        case "midnight": return named(23, 59, through: index + 1)
        case "eod": return named(23, 59, through: index + 1)
        case "cob": return named(17, 0, through: index + 1)
        case "end" where isWord(index + 1, ["of"]):
            let next = isWord(index + 2, ["the"]) ? index + 3 : index + 2
            if isWord(next, ["day"]) { return named(23, 59, through: next + 1) }
            if isWord(next, ["business"]) { return named(17, 0, through: next + 1) }
            return nil
        case "close" where isWord(index + 1, ["of"]) && isWord(index + 2, ["business"]):
            return named(17, 0, through: index + 3)
        default:
            return nil
        }
    }

    /// am, pm, a.m., p.m., a m; "noon" after 12.
    func meridiem(at index: Int) -> (isPM: Bool, end: Int)? {
        guard let word = word(index) else { return nil }
        switch word {
        case "am", "pm": return (word == "pm", index + 1)
        case "a", "p":
            let next = skipping(["."], from: index + 1)
            guard isWord(next, ["m"]) else { return nil }
            return (word == "p", isSymbol(next + 1, ["."]) ? next + 2 : next + 1)
        case "noon": return (true, index + 1)
        default: return nil
        }
    }

    private func oClock(at index: Int) -> Int? {
        if isWord(index, ["oclock"]) { return index + 1 }
        guard isWord(index, ["o"]) else { return nil }
        let next = skipping(["'", "’"], from: index + 1)
        return isWord(next, ["clock"]) ? next + 1 : nil
    }

    /// "in the morning" (a.m.), "in the afternoon/evening", "at night" (p.m.).
    private func partOfDay(at index: Int) -> (isPM: Bool, end: Int)? {
        if isWord(index, ["at"]), isWord(index + 1, ["night"]) { return (true, index + 2) }
        guard isWord(index, ["in"]), isWord(index + 1, ["the"]), let part = word(index + 2) else { return nil }
        switch part {
        case "morning": return (false, index + 3)
        case "afternoon", "evening": return (true, index + 3)
        default: return nil
        }
    }

    // MARK: Joining

    /// Words that may stand between a date and its time: "Friday at 5pm", "5pm on Friday",
    /// "March 12, 11:59 PM", "2024-03-12T23:59".
    static let joiningWords: Set<String> = ["at", "by", "before", "on", "until", "till", "the", "of", "t", "due", "from", "no", "later", "than"]

    /// Gives each date the time beside it and drops times that have no date and no evidence.
    func joinTimesToDates(_ mentions: [DateMention]) -> [DateMention] {
        var result: [DateMention] = []
        var index = 0
        while index < mentions.count {
            var current = mentions[index]
            if index + 1 < mentions.count, let joined = join(current, mentions[index + 1]) {
                current = joined
                index += 1
            }
            index += 1
            if current.weakTime { continue }
            if current.time == nil { current.time = current.partOfDay }
            result.append(current)
        }
        return result
    }

    private func join(_ first: DateMention, _ second: DateMention) -> DateMention? {
        let (date, time) = first.hasDay ? (first, second) : (second, first)
        guard date.hasDay, date.time == nil, !time.hasDay, let clock = time.time, adjoining(first, second) else { return nil }
        var joined = date
        joined.tokens = first.tokens.lowerBound..<second.tokens.upperBound
        joined.time = clock
        // "tonight at 8": a bare hour in the evening is p.m.; "tomorrow at 5" already is.
        if time.weakTime, date.impliesEvening, clock.hour < 12 { joined.time = ClockTime(hour: clock.hour + 12, minute: clock.minute) }
        return joined
    }

    /// Nothing but joining words and punctuation between them, on one line or the next.
    private func adjoining(_ first: DateMention, _ second: DateMention) -> Bool {
        let gap = first.tokens.upperBound..<second.tokens.lowerBound
        guard gap.count <= 3, let last = token(first.tokens.upperBound - 1), let next = token(second.tokens.lowerBound),
              next.line == last.line || next.line == last.line + 1 && gap.isEmpty else { return false }
        return gap.allSatisfy { index in
            isWord(index, Self.joiningWords) || isSymbol(index, [",", "-", "–", "@", "(", ")", "."])
        }
    }
}
