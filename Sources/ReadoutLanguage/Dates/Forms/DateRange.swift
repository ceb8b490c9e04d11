// Ranges of days, whose end is the answer: "Mar 10–12", "10 - 12 March", "17 August to 19 August".
extension DateGrammar {
    /// A date, possibly the start of a range whose end is then the answer ("Mar 10–12",
    /// "10 - 12 March", "17 August to 19 August").
    func dateOrRange(at index: Int) -> DateMention? {
        if let range = dayRangeBeforeMonth(at: index) { return range }
        guard var start = date(at: index) else { return nil }
        guard let startDay = rangeStart(of: start), start.kind != .timeOnly else { return start }
        var next = skipping([","], from: start.tokens.upperBound)
        guard sameLine(start.tokens.upperBound - 1, next),
              isRangeJoiner(next, startingAt: index) else { return start }
        next += 1
        // "from the 5th to the 16th".
        if isWord(next, ["the"]), sameLine(next, next + 1) { next += 1 }
        let endDate = date(at: next)
        if var end = endDate, var endDay = end.day {
            // "Tuesday - Friday": the Friday after that Tuesday.
            if end.kind == .weekday, endDay < startDay {
                endDay = Self.weeksOn(endDay, until: startDay)
                end.day = endDay
            }
            // "Nov 18 - Dec 19, 2015", "from 10/1 to 11/7" on 24 October: a start without a
            // year lies in its end's year, or the year before.
            let yearlessStartFits = [.monthDay, .numericNoYear].contains(start.kind) && [endDay.year, endDay.year - 1].contains {
                CalendarDay(year: $0, month: startDay.month, day: startDay.day).map { $0 <= endDay } ?? false
            }
            // "10/8/2012 - 22/8/2012": the end's 22 shows that the day comes first, so the start
            // is 10 August, not 8 October.
            let reorderedStartFits = isNumericDate(at: index)
                && (CalendarDay(year: startDay.year, month: startDay.day, day: startDay.month).map { $0 <= endDay } ?? false)
            if endDay >= startDay || yearlessStartFits || reorderedStartFits {
                end.tokens = start.tokens.lowerBound..<end.tokens.upperBound
                end.isRangeEnd = true
                end.spansWeekdays = start.kind == .weekday && end.kind == .weekday
                return end
            }
        }
        // "Mar 10–12": the end day inherits the start's month and year (when it is not a date
        // of its own).
        // "August 10-22, 2012": a year after the end day is the whole range's.
        if endDate == nil, [.fullDate, .monthDay].contains(start.kind), let (day, end) = dayNumber(at: next), day > startDay.day {
            var stop = end
            var year = startDay.year
            if let (written, afterYear) = self.year(at: skipping([","], from: end)), sameLine(end - 1, afterYear - 1) {
                stop = afterYear
                if start.kind == .monthDay { year = written; start.kind = .fullDate }
            }
            if let endDay = CalendarDay(year: year, month: startDay.month, day: day) {
                start.tokens = start.tokens.lowerBound..<stop
                start.day = endDay
                start.isRangeEnd = true
            }
        }
        return start
    }

    /// The day a range that `start` opens begins: a weekday named on that weekday is a week on
    /// alone, but "Monday - Friday" said on a Monday starts today.
    func rangeStart(of start: DateMention) -> CalendarDay? {
        start.isTodaysWeekday ? reference : start.day
    }

    /// Day and month by number at `index` (`10/8`, `10.8.2012`), whose order a setting decides.
    private func isNumericDate(at index: Int) -> Bool {
        token(index)?.number != nil && isSymbol(index + 1, ["/", ".", "-"]) && token(index + 2)?.number != nil
    }

    /// "10 - 12 March 2024", "10th to 12th of March", German "10. bis 12. März".
    private func dayRangeBeforeMonth(at index: Int) -> DateMention? {
        guard var (_, afterDay) = dayNumber(at: index) else { return nil }
        if isSymbol(afterDay, ["."]), isSymbol(afterDay + 1, ["-", "–"]) || isWord(afterDay + 1, ["bis"]) { afterDay += 1 }
        guard isSymbol(afterDay, ["-", "–", "—"]) || isWord(afterDay, DateWords.rangeClosers),
              sameLine(index, afterDay + 1),
              var end = date(at: afterDay + 1), [.fullDate, .monthDay].contains(end.kind),
              token(afterDay + 1)?.number != nil || DateVocabulary.ordinalWords[word(afterDay + 1) ?? ""] != nil
        else { return nil }
        end.tokens = index..<end.tokens.upperBound
        end.isRangeEnd = true
        return end
    }
}
