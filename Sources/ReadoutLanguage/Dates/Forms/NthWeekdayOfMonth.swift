// Days counted within a month: "the 2nd Monday of March", "the last Friday of next month", "the 15th of next month".
extension DateGrammar {
    /// "the 20th of next month", "20th day of the next month", "the 5th of this month".
    func dayOfRelativeMonth(at index: Int) -> DateMention? {
        let dayStart = isWord(index, ["the"]) ? index + 1 : index
        guard let (dayOfMonth, afterDay) = dayNumber(at: dayStart) else { return nil }
        var next = isWord(afterDay, ["day"]) ? afterDay + 1 : afterDay
        guard isWord(next, ["of"]) else { return nil }
        next += isWord(next + 1, ["the"]) ? 2 : 1
        guard sameLine(index, next + 1), let (month, end) = relativeMonth(at: next), end == next + 2,
              let day = CalendarDay(year: month.year, month: month.month, day: dayOfMonth) else { return nil }
        return DateMention(tokens: index..<end, day: day, kind: .monthDay)
    }

    /// "the first Tuesday of October", "last Friday in October 2025", "the last day of May":
    /// the next such day on or after the reference when no year is written.
    func nthWeekdayOfMonth(at index: Int) -> DateMention? {
        let start = isWord(index, ["the"]) ? index + 1 : index
        let ordinal: Int
        if isWord(start, DateWords.lastOrdinals) {
            ordinal = -1
        } else if let (value, _) = weekdayOrdinal(at: start) {
            ordinal = value
        } else {
            return nil
        }
        let nameIndex = ordinal == -1 ? start + 1 : (token(start)?.number != nil ? start + 2 : start + 1)
        let weekday: Int?
        if isWord(nameIndex, ["day"]) {
            guard ordinal == -1 else { return nil }
            weekday = nil
        } else if let name = weekdayName(at: nameIndex) ?? lowercaseWeekday(at: nameIndex) {
            weekday = name.value
        } else {
            return nil
        }
        guard isWord(nameIndex + 1, DateWords.periodLinks), sameLine(index, nameIndex + 2) else { return nil }
        let monthIndex = isWord(nameIndex + 2, ["the"]) ? nameIndex + 3 : nameIndex + 2
        let month: Int, afterMonth: Int
        var years = Array(reference.year...(reference.year + 1))
        if let (named, after) = monthName(at: monthIndex, beforeDay: false) {
            (month, afterMonth) = (named, after)
        } else if let (relative, after) = relativeMonth(at: monthIndex) {
            // "the last day of the month", "the first Monday of next month".
            (month, afterMonth) = (relative.month, after)
            years = [relative.year]
        } else {
            return nil
        }
        var end = afterMonth
        if sameLine(afterMonth - 1, afterMonth), let (year, afterYear) = year(at: skipping([","], from: afterMonth)) {
            years = [year]
            end = afterYear
        }
        for year in years {
            guard let first = CalendarDay(year: year, month: month, day: 1) else { continue }
            let last = first.lastDayOfMonth
            let day: CalendarDay
            if let weekday {
                if ordinal == -1 {
                    day = last.adding(days: -((last.weekday - weekday + 7) % 7))
                } else {
                    day = first.adding(days: (weekday - first.weekday + 7) % 7 + 7 * (ordinal - 1))
                    guard day.month == month else { continue }
                }
            } else {
                day = last
            }
            if years.count == 1 || day >= reference {
                return DateMention(tokens: index..<end, day: day, kind: years.count == 1 ? .fullDate : .monthDay)
            }
        }
        return nil
    }

    /// "first" to "fifth", "1st" to "5th" (not a bare number): which of a month's weekdays.
    func weekdayOrdinal(at index: Int) -> (Int, Int)? {
        guard let (value, end) = dayNumber(at: index), end > index + (token(index)?.number != nil ? 1 : 0),
              (1...5).contains(value) else { return nil }
        return (value, end)
    }

    /// "month", "this month", "next month", "the following month", "last month": a day of that month.
    private func relativeMonth(at index: Int) -> (CalendarDay, Int)? {
        if isWord(index, ["month"]) { return (reference, index + 1) }
        guard isWord(index + 1, ["month"]) else { return nil }
        switch word(index) {
        case "this", "current": return (reference, index + 2)
        case "next", "following", "coming": return (reference.adding(months: 1), index + 2)
        case "last", "previous", "past": return (reference.adding(months: -1), index + 2)
        default: return nil
        }
    }

    /// A lower-case weekday abbreviation where its place already says weekday ("first tue of").
    func lowercaseWeekday(at index: Int) -> (value: Int, end: Int)? {
        guard let weekday = token(index)?.weekday else { return nil }
        return (weekday, index + 1)
    }
}
