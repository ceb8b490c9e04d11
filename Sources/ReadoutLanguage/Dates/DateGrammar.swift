/// Finds every date and time mention in a token stream: at each token the longest form that
/// matches wins, then times join the dates beside them and ranges keep their end.
struct DateGrammar {
    let tokens: [DateToken]
    let reference: CalendarDay
    /// Numeric dates are day/month unless a part above 12 says otherwise.
    let dayFirst: Bool
    /// The day a dated text was written, from which its "within 7 days" counts; else the reference.
    var writtenOn: CalendarDay?

    func mentions() -> [DateMention] {
        var found: [DateMention] = []
        var index = 0
        while index < tokens.count {
            if let mention = longestMention(at: index) {
                found.append(mention)
                index = mention.tokens.upperBound
            } else {
                index += 1
            }
        }
        return joinTimesToDates(found)
    }

    private func longestMention(at index: Int) -> DateMention? {
        [dateOrRange(at: index), time(at: index)].compactMap { $0 }
            .max { $0.tokens.count < $1.tokens.count }
    }

    static let unmistakableWeekdays: Set<String> = ["tue", "tues", "thu", "thur", "thurs", "fri"]

    // MARK: Token access

    func token(_ index: Int) -> DateToken? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    func word(_ index: Int) -> String? { token(index)?.word }

    func isWord(_ index: Int, _ words: Set<String>) -> Bool { token(index)?.isWord(words) ?? false }

    /// The grammar's literal word lists: a short array is searched faster than a set is built.
    func isWord(_ index: Int, _ words: [String]) -> Bool { token(index)?.isWord(words) ?? false }

    func isSymbol(_ index: Int, _ symbols: [Character]) -> Bool { token(index)?.isSymbol(symbols) ?? false }

    /// Both tokens exist and sit on the same line.
    func sameLine(_ a: Int, _ b: Int) -> Bool {
        guard let first = token(a), let second = token(b) else { return false }
        return first.line == second.line
    }

    /// Skips one optional symbol from `symbols` on the same line.
    func skipping(_ symbols: [Character], from index: Int) -> Int {
        isSymbol(index, symbols) && sameLine(index - 1, index) ? index + 1 : index
    }

    /// The first day on or after the reference with this month and day (29 February waits for
    /// a leap year); nil when the day never exists.
    func nextOccurrence(month: Int, day: Int) -> CalendarDay? {
        for year in reference.year...(reference.year + 8) {
            if let date = CalendarDay(year: year, month: month, day: day), date >= reference { return date }
        }
        return nil
    }

    /// `day` moved on by whole weeks until it is not before `start`: a weekday that ends a
    /// range ("Tuesday - Friday", "Friday 5pm to Monday 9am") comes after its start.
    static func weeksOn(_ day: CalendarDay, until start: CalendarDay) -> CalendarDay {
        day.adding(days: 7 * ((start.daysSinceEpoch - day.daysSinceEpoch + 6) / 7))
    }

    /// The `count`th `weekday` after `base` (`step` 1) or before it (`step` -1), `base` itself
    /// not counting: "the 2nd Monday after the 20th", "3 Fridays from now".
    static func nthWeekday(_ weekday: Int, count: Int, from base: CalendarDay, step: Int) -> CalendarDay {
        let first = step > 0 ? base.adding(days: (weekday - base.weekday + 6) % 7 + 1)
            : base.adding(days: -((base.weekday - weekday + 6) % 7 + 1))
        return first.adding(days: step * 7 * (count - 1))
    }

    static func expandYear(_ value: Int, digits: Int) -> Int {
        guard digits <= 2 else { return value }
        return value < 70 ? 2000 + value : 1900 + value
    }

    // MARK: Dates and ranges

    /// A date, possibly the start of a range whose end is then the answer ("Mar 10–12",
    /// "10 - 12 March", "17 August to 19 August").
    private func dateOrRange(at index: Int) -> DateMention? {
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

    /// "10 - 12 March 2024", "10th to 12th of March".
    private func dayRangeBeforeMonth(at index: Int) -> DateMention? {
        guard let (_, afterDay) = dayNumber(at: index),
              isSymbol(afterDay, ["-", "–", "—"]) || isWord(afterDay, ["to", "until", "till"]),
              sameLine(index, afterDay + 1),
              var end = date(at: afterDay + 1), [.fullDate, .monthDay].contains(end.kind),
              token(afterDay + 1)?.number != nil || DateVocabulary.ordinalWords[word(afterDay + 1) ?? ""] != nil
        else { return nil }
        end.tokens = index..<end.tokens.upperBound
        end.isRangeEnd = true
        return end
    }

    /// One date: absolute, weekday-qualified, relative or an offset, with the part of the day
    /// that follows it.
    func date(at index: Int) -> DateMention? {
        if let qualified = weekdayQualifiedDate(at: index) { return withPartOfDay(qualified) }
        return [numericDate(at: index), monthNameDate(at: index), relativeDate(at: index),
                weekdayDate(at: index), weekdayAndDayOfMonth(at: index), dayOfMonthDate(at: index), offsetDate(at: index),
                weekdayAroundDate(at: index), weekdayCountDate(at: index),
                dayOfRelativeMonth(at: index), nthWeekdayOfMonth(at: index), partOfDayOfDate(at: index), weekdayOfNamedWeek(at: index),
                theOrdinalDayAlone(at: index)]
            .compactMap { $0 }
            .max { $0.tokens.count < $1.tokens.count }
            .map(withWeekdayAfter)
            .map(withPartOfDay)
    }

    /// "Tuesday, March 12", "Tue 12/03/2024": the weekday confirms (or picks) the reading.
    private func weekdayQualifiedDate(at index: Int) -> DateMention? {
        guard let weekday = weekdayName(at: index) else { return nil }
        let next = skipping([",", "."], from: weekday.end)
        guard sameLine(index, next),
              var mention = [numericDate(at: next), monthNameDate(at: next)].compactMap({ $0 })
                .max(by: { $0.tokens.count < $1.tokens.count }) else { return nil }
        mention.tokens = index..<mention.tokens.upperBound
        return confirmed(mention, by: weekday.value)
    }

    /// "Jul 18, Fri", "12/03/2024 (Tue)": a weekday written after the date confirms it the same way.
    private func withWeekdayAfter(_ mention: DateMention) -> DateMention {
        guard [.fullDate, .monthDay, .numericNoYear].contains(mention.kind) else { return mention }
        let next = skipping([",", "("], from: mention.tokens.upperBound)
        // "Tue 3/12, Wed 3/13": a weekday that starts the next date is that date's.
        guard sameLine(mention.tokens.upperBound - 1, next), let weekday = weekdayName(at: next),
              weekdayQualifiedDate(at: next) == nil else { return mention }
        var confirmedMention = confirmed(mention, by: weekday.value)
        confirmedMention.tokens = mention.tokens.lowerBound..<(isSymbol(weekday.end, [")"]) ? weekday.end + 1 : weekday.end)
        return confirmedMention
    }

    /// The reading of a date that agrees with a weekday written beside it: the other order of
    /// an ambiguous numeric date, or another year of a year-less one.
    private func confirmed(_ dated: DateMention, by weekday: Int) -> DateMention {
        var mention = dated
        guard let day = mention.day else { return mention }
        if day.weekday != weekday, let other = mention.alternative, other.weekday == weekday {
            mention.day = other
            mention.alternative = day
        }
        if mention.kind == .monthDay, mention.day?.weekday != weekday,
           let month = mention.day?.month, let dayOfMonth = mention.day?.day {
            // A year-less date whose weekday fits another year: "Sunday, Feb 10" two days after
            // it is that Sunday; "Fri, Jul 18" in February is next year's when this year's is a
            // Thursday. The nearest such day wins, at most half a year back or two years on;
            // beyond, the weekday is more likely a slip than the year.
            let earliest = reference.adding(days: -183), latest = reference.adding(months: 24)
            let fitting = ((reference.year - 1)...(reference.year + 2)).compactMap { year in
                CalendarDay(year: year, month: month, day: dayOfMonth)
            }.filter { $0 >= earliest && $0 <= latest && $0.weekday == weekday }
            if let nearest = fitting.min(by: { abs($0.daysSinceEpoch - reference.daysSinceEpoch) < abs($1.daysSinceEpoch - reference.daysSinceEpoch) }) {
                mention.day = nearest
            }
        }
        mention.weekdayAgrees = mention.day?.weekday == weekday
        if mention.weekdayAgrees == true { mention.ambiguousOrder = false }
        return mention
    }

    /// A time with its own evidence, or a range of hours, starts at `index`, maybe after "from" or
    /// "between": "at 4:30", "8am", "from 6-8pm", "9 to 5".
    func startsATime(_ index: Int) -> Bool {
        let start = isWord(index, ["from", "between"]) && sameLine(index, index + 1) ? index + 1 : index
        guard let time = time(at: start), time.day == nil else { return false }
        return !time.weakTime || time.isRangeEnd
    }

    /// A weekday name; abbreviations count only when capitalised, followed by a full stop or
    /// by a part of the day ("wed evening"), since "sat", "wed" and "sun" are also ordinary
    /// words ("tue", "thu", "fri" are not).
    func weekdayName(at index: Int) -> (value: Int, end: Int)? {
        guard let token = token(index), let word = token.word, let weekday = token.weekday else { return nil }
        if word.count <= 4, !DateVocabulary.isFullCalendarName(word), !Self.unmistakableWeekdays.contains(word) {
            guard token.capitalized || isSymbol(index + 1, ["."]) || sameLine(index, index + 1) && (partOfDay(at: index + 1) != nil
                    // "wed at 4:30", "weds 8am": a time with its own evidence after it ("the sun at noon" stays a star).
                    || word != "sun" && startsATime(index + 1))
            else { return nil }
            return (weekday, isSymbol(index + 1, ["."]) ? index + 2 : index + 1)
        }
        return (weekday, index + 1)
    }
}
