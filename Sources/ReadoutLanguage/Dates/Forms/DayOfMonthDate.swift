// A day of the month without its month: "Friday the 13th", "on the 5th", "the 5th of next month".
extension DateGrammar {
    /// "Friday the 13th", "Wednesday the 25th", "Tuesday 19th": this month's such day when it
    /// has passed on that weekday, else the next such day that falls on that weekday (within
    /// two years), else the next such day.
    func weekdayAndDayOfMonth(at index: Int) -> DateMention? {
        guard let weekday = weekdayName(at: index) else { return nil }
        let afterComma = skipping([","], from: weekday.end)
        let dayStart = isWord(afterComma, ["the"]) ? afterComma + 1 : afterComma
        // "Monday 21!": a bare number too, when the date plainly ends with it.
        guard sameLine(index, dayStart),
              let (dayOfMonth, end) = ordinalDay(at: dayStart) ?? (endsADate(dayAt: dayStart) ? dayNumber(at: dayStart) : nil),
              let first = nextDayOfMonth(dayOfMonth) else { return nil }
        // "tues the 4th" on the 17th: this month's 4th, when it was that weekday.
        if let passed = CalendarDay(year: reference.year, month: reference.month, day: dayOfMonth),
           passed < reference, passed.weekday == weekday.value {
            var mention = DateMention(tokens: index..<end, day: passed, kind: .monthDay)
            mention.weekdayAgrees = true
            return mention
        }
        var day = first
        var months = 0
        while day.weekday != weekday.value, months < 24 {
            months += 1
            guard let later = nextDayOfMonth(dayOfMonth, monthsAhead: months) else { continue }
            day = later
        }
        var mention = DateMention(tokens: index..<end, day: day.weekday == weekday.value ? day : first, kind: .monthDay)
        mention.weekdayAgrees = day.weekday == weekday.value
        return mention
    }

    /// "on the 5th", "by the 21st", "on the 17": a day of this month, or of the next when it has passed.
    /// Only after such a preposition and not before a noun, so "the 2nd edition" is no date.
    func dayOfMonthDate(at index: Int) -> DateMention? {
        let opensRange = isWord(index, DateWords.rangeOpeners)
        guard opensRange || isWord(index, DateWords.dayLeads) else { return nil }
        let hasArticle = isWord(index + 1, ["the"])
        let dayStart = hasArticle ? index + 2 : index + 1
        // "on the 5th to the 9th", "from the 5th to the 16th": another day of the month ends a range.
        let endsInDay: (Int) -> Bool = { end in
            guard self.isRangeJoiner(end, startingAt: dayStart), self.sameLine(end, end + 1) else { return false }
            let next = self.isWord(end + 1, ["the"]) ? end + 2 : end + 1
            if let (_, afterDay) = self.ordinalDay(at: next) {
                // Not "from the 2nd to the 5th chapter"; "the 9th of April" is left to the month's forms.
                return self.token(afterDay)?.word == nil || !self.sameLine(next, afterDay)
                    || self.isWord(afterDay, Self.joiningWords) && !self.isWord(afterDay, ["of"])
            }
            return hasArticle && self.endsADate(dayAt: next)
        }
        // "from" and "between" lead to a day only when another day ends the range.
        if opensRange {
            guard let (_, afterDay) = ordinalDay(at: dayStart) ?? (hasArticle ? dayNumber(at: dayStart) : nil),
                  endsInDay(afterDay) else { return nil }
        }
        if hasArticle {
            if let ofMonth = dayOfRelativeMonth(at: index + 1) ?? nthWeekdayOfMonth(at: index + 1) { return ofMonth }
            // "due the 31st of may": the month named after it.
            if var named = monthNameDate(at: dayStart) {
                named.tokens = (index + 1)..<named.tokens.upperBound
                return named
            }
        }
        // An ordinal needs no "the" ("on 24th"); a bare number does ("on the 17 from 2pm").
        // Either without "the", or bare, is a day only before no word or a joining word other
        // than "of" ("on 3rd of March" is left to the month, "by the 2 of us" is no date).
        let ordinal = ordinalDay(at: dayStart)
        let bare = ordinal == nil
        guard sameLine(index, dayStart), hasArticle || !bare, let (dayOfMonth, end) = ordinal ?? dayNumber(at: dayStart),
              token(end)?.word == nil || !sameLine(index, end) || isWord(end, Self.joiningWords) && !((bare || !hasArticle) && isWord(end, ["of"]))
                || endsInDay(end),
              !bare || !isSymbol(end, ["/", ".", "-", ":", "%"]) || !sameLine(index, end),
              let day = nextDayOfMonth(dayOfMonth) else { return nil }
        return DateMention(tokens: (index + 1)..<end, day: day, kind: .monthDay)
    }

    /// 1st–31st written as an ordinal ("5th", "fifth", "twenty-first"), not a bare number.
    func ordinalDay(at index: Int) -> (Int, Int)? {
        guard let (value, end) = dayNumber(at: index) else { return nil }
        if token(index)?.number != nil, end == index + 1 { return nil }
        return (value, end)
    }

    /// The first day numbered `dayOfMonth` on or after the reference, counting from the
    /// month `monthsAhead` months on; months too short are passed over.
    func nextDayOfMonth(_ dayOfMonth: Int, monthsAhead: Int = 0) -> CalendarDay? {
        let start = CalendarDay(year: reference.year, month: reference.month, day: 1)?.adding(months: monthsAhead)
        guard let start else { return nil }
        for offset in 0..<13 {
            let month = start.adding(months: offset)
            if let day = CalendarDay(year: month.year, month: month.month, day: dayOfMonth), day >= reference { return day }
        }
        return nil
    }
}
