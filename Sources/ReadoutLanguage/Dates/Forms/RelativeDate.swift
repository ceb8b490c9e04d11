// "today", "tomorrow", "tonight", "this/next/last week", "the day after tomorrow"…
extension DateGrammar {
    func relativeDate(at index: Int) -> DateMention? {
        guard let word = word(index) else { return nil }
        func relative(_ day: CalendarDay, through end: Int) -> DateMention {
            DateMention(tokens: index..<end, day: day, kind: .relative)
        }
        switch word {
        case "today", "tod": return word == "today" ? relative(reference, through: index + 1) : nil
        case "tonight", "tonite": return relative(reference, through: index + 1).at(Self.night)
        case _ where Self.tomorrows.contains(word): return relative(reference.adding(days: 1), through: index + 1)
        case "yesterday": return relative(reference.adding(days: -1), through: index + 1)
        case "overmorrow": return relative(reference.adding(days: 2), through: index + 1)
        case "day" where isWord(index + 1, ["after"]) && isWord(index + 2, Self.tomorrows):
            return relative(reference.adding(days: 2), through: index + 3)
        case "day" where isWord(index + 1, ["before"]) && isWord(index + 2, ["yesterday"]):
            return relative(reference.adding(days: -2), through: index + 3)
        case "day" where isWord(index + 1, DateWords.beforeOrAfter) && token(index + 2)?.number == nil:
            // "the day after next Monday", "the day before the exam on May 3": a day from the date
            // named; "the day after next" alone is two days on.
            if let date = date(at: index + 2), date.kind != .timeOnly, let day = date.day {
                return relative(day.adding(days: isWord(index + 1, ["after"]) ? 1 : -1), through: date.tokens.upperBound)
            }
            guard isWord(index + 1, ["after"]), isWord(index + 2, ["next"]) else { return nil }
            return relative(reference.adding(days: 2), through: index + 3)
        case "week", "month", "year":
            // "the week after next": two of them on. (A `where` would guard only "year".)
            guard isWord(index + 1, ["after"]), isWord(index + 2, ["next"]) else { return nil }
            let day = switch word {
            case "week": reference.adding(days: 14)
            case "month": reference.adding(months: 2)
            default: reference.adding(months: 24)
            }
            return relative(day, through: index + 3)
        case "this":
            // "due this week": by the end of it, as "end of this week" says; not "this week's
            // reading", "this week-end", "this week Monday", "the beginning of this week".
            if let word = self.word(index + 1), let end = periodEnd(word, step: 0),
               !isSymbol(index + 2, ["'", "’", "-"]), token(index + 2)?.weekday == nil,
               !(isWord(index - 1, ["of"]) && isWord(index - 2, DateWords.periodParts)) {
                return relative(end, through: index + 2)
            }
            guard let part = partOfDay(at: index + 1) else { return nil }
            return relative(reference, through: index + 2).at(part)
        case "next", "last":
            // "next week" is a week on, "last month" a month back: the same day of that unit.
            let sign = word == "next" ? 1 : -1
            switch self.word(index + 1) {
            // "last night": yesterday's night, as "tonight" is today's.
            case "night" where sign < 0: return relative(reference.adding(days: -1), through: index + 2).at(Self.night)
            case "week": return relative(reference.adding(days: 7 * sign), through: index + 2)
            case "weekend": return periodEnd("weekend", step: sign).map { relative($0, through: index + 2) }
            case "month": return relative(reference.adding(months: sign), through: index + 2)
            case "year": return relative(reference.adding(months: 12 * sign), through: index + 2)
            default: return nil
            }
        case "end", "eom":
            return endOf(at: index).map { relative($0.day, through: $0.end) }
        case "beginning", "start":
            return startOf(at: index).map { relative($0.day, through: $0.end) }
        case "eow":
            return periodEnd("week", step: 0).map { relative($0, through: index + 1) }
        case "eoy":
            return CalendarDay(year: reference.year, month: 12, day: 31).map { relative($0, through: index + 1) }
        default:
            return nil
        }
    }

    static let tomorrows: Set<String> = ["tomorrow", "tmrw", "tmr", "tomorow", "tommorow", "tommorrow"]
}
