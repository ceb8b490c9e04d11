// The ends of periods: "end of the month", "end of next week", "start of March".
extension DateGrammar {
    /// "end of (the|this|next|last) week/month/year", "end of April (2025)". The end of a school
    /// week is its Friday; a month named alone is its next occurrence.
    func endOf(at index: Int) -> (day: CalendarDay, end: Int)? {
        if word(index) == "eom" { return (reference.lastDayOfMonth, index + 1) }
        guard isWord(index + 1, ["of"]) else { return nil }
        var next = index + 2
        if isWord(next, DateWords.presentPeriod) { next += 1 }
        var step = 0
        if isWord(next, DateWords.nextPeriod) { step = 1 } else if isWord(next, DateWords.previousPeriod) { step = -1 }
        if step != 0 { next += 1 }
        // "the end of week 5": a week of the course's calendar, which the text does not date.
        if isNumberedUnit(at: next) { return nil }
        if let unit = word(next), let day = periodEnd(unit, step: step) { return (day, next + 1) }
        guard step == 0, sameLine(index, next), let (month, afterMonth) = monthName(at: next, beforeDay: false) else { return nil }
        if sameLine(next, afterMonth), let (year, afterYear) = year(at: skipping([","], from: afterMonth)),
           let first = CalendarDay(year: year, month: month, day: 1) {
            return (first.lastDayOfMonth, afterYear)
        }
        let year = month >= reference.month ? reference.year : reference.year + 1
        return CalendarDay(year: year, month: month, day: 1).map { ($0.lastDayOfMonth, afterMonth) }
    }

    /// "beginning of next month", "start of the week", "start of last year": the period's first day
    /// (a week starts on Monday). "the" looks ahead to the next start, as a due date would;
    /// "this" is the current period's, even when it has passed.
    func startOf(at index: Int) -> (day: CalendarDay, end: Int)? {
        guard isWord(index + 1, ["of"]), sameLine(index, index + 2) else { return nil }
        var next = index + 2
        var step = 0
        var ahead = true
        if isWord(next, DateWords.thisOrCurrent) { ahead = false; next += 1 } else if isWord(next, ["the"]) { next += 1 }
        if isWord(next, DateWords.nextPeriod) { step = 1 } else if isWord(next, DateWords.previousPeriod) { step = -1 }
        if step != 0 { next += 1 }
        guard !isNumberedUnit(at: next), let unit = word(next), var day = periodStart(unit, step: step) else { return nil }
        if ahead, step == 0, day < reference, let following = periodStart(unit, step: 1) { day = following }
        return (day, next + 1)
    }

    private func periodStart(_ unit: String, step: Int) -> CalendarDay? {
        switch unit {
        case "week": reference.adding(days: 1 - reference.weekday + 7 * step)
        case "month": CalendarDay(year: reference.year, month: reference.month, day: 1)?.adding(months: step)
        case "year": CalendarDay(year: reference.year + step, month: 1, day: 1)
        default: nil
        }
    }

    /// The last day of this (`step` 0), the next (1) or the last (-1) week, weekend, month or
    /// year; a school week ends on its Friday (on the weekend, that Sunday).
    func periodEnd(_ unit: String, step: Int) -> CalendarDay? {
        switch unit {
        case "week":
            let friday = reference.adding(days: (5 - reference.weekday + 7) % 7)
            let day = reference.weekday > 5 ? reference.adding(days: 7 - reference.weekday) : friday
            return day.adding(days: 7 * step)
        case "weekend":
            // "due this weekend": by its end, the Sunday.
            return reference.adding(days: 7 - reference.weekday + 7 * step)
        case "month":
            return reference.adding(months: step).lastDayOfMonth
        case "year":
            return CalendarDay(year: reference.year + step, month: 12, day: 31)
        default:
            return nil
        }
    }

    /// "week 5", "term 2": a period counted by the course's own calendar, not by the reference's.
    private func isNumberedUnit(at index: Int) -> Bool {
        // Not a month of a year: "the end of May 2025".
        word(index) != nil && token(index)?.month == nil && (1...2).contains(token(index + 1)?.digits ?? 0) && sameLine(index, index + 1)
    }
}
