/// Dates said relative to the reference day: "tomorrow", "this evening", "end of the month",
/// "next week", "Friday", "next Friday", "Friday the 13th", "on the 5th", "in 3 days",
/// "2 weeks from now", "+2 months, 5 days".
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
        case "day" where isWord(index + 1, ["after", "before"]) && token(index + 2)?.number == nil:
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
               !(isWord(index - 1, ["of"]) && isWord(index - 2, ["beginning", "start", "middle", "mid"])) {
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

    // MARK: Parts of the day

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

    /// A date followed by a part of the day ("tomorrow morning", "Friday early afternoon",
    /// "March 3 in the evening") takes it in.
    func withPartOfDay(_ mention: DateMention) -> DateMention {
        guard mention.hasDay, mention.time == nil, mention.partOfDay == nil, !mention.impliesEvening else { return mention }
        var next = mention.tokens.upperBound
        if isWord(next, ["in"]), isWord(next + 1, ["the"]) { next += 2 }
        // "Sunday early morning", "Friday late afternoon".
        if isWord(next, ["early", "late"]), partOfDay(at: next + 1) != nil { next += 1 }
        guard sameLine(mention.tokens.upperBound - 1, next), let part = partOfDay(at: next) else { return mention }
        var extended = mention.at(part)
        extended.tokens = mention.tokens.lowerBound..<(next + 1)
        return extended
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

    /// "the 5th at 3pm", "Deadline: the 15th.": an ordinal after "the" is a day when a time
    /// follows it, or when it stands alone between punctuation, which "the 2nd edition", "the
    /// 21st century" or "he came in the 3rd." never do.
    func theOrdinalDayAlone(at index: Int) -> DateMention? {
        guard let date = theOrdinalDay(at: index) else { return nil }
        let end = date.tokens.upperBound
        if isWord(end, ["at"]), sameLine(index, end + 1), time(at: end + 1) != nil { return date }
        let opensClause = token(index - 1)?.word == nil || !sameLine(index - 1, index)
        let closesClause = token(end) == nil || !sameLine(end - 1, end) || isSymbol(end, [".", ",", ";", ")", "!", "?"])
        return opensClause && closesClause ? date : nil
    }

    /// "the 25th" alone: a day of this month, or of the next when it has passed.
    private func theOrdinalDay(at index: Int) -> DateMention? {
        guard isWord(index, ["the"]), sameLine(index, index + 1), let (dayOfMonth, end) = ordinalDay(at: index + 1),
              let day = nextDayOfMonth(dayOfMonth) else { return nil }
        return DateMention(tokens: index..<end, day: day, kind: .monthDay)
    }

    // MARK: Days of the month

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
        let opensRange = isWord(index, ["from", "between"])
        guard opensRange || isWord(index, ["on", "by", "before", "until", "till", "due"]) else { return nil }
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
    private func ordinalDay(at index: Int) -> (Int, Int)? {
        guard let (value, end) = dayNumber(at: index) else { return nil }
        if token(index)?.number != nil, end == index + 1 { return nil }
        return (value, end)
    }

    /// The first day numbered `dayOfMonth` on or after the reference, counting from the
    /// month `monthsAhead` months on; months too short are passed over.
    private func nextDayOfMonth(_ dayOfMonth: Int, monthsAhead: Int = 0) -> CalendarDay? {
        let start = CalendarDay(year: reference.year, month: reference.month, day: 1)?.adding(months: monthsAhead)
        guard let start else { return nil }
        for offset in 0..<13 {
            let month = start.adding(months: offset)
            if let day = CalendarDay(year: month.year, month: month.month, day: dayOfMonth), day >= reference { return day }
        }
        return nil
    }

    /// "end of (the|this|next|last) week/month/year", "end of April (2025)". The end of a school
    /// week is its Friday; a month named alone is its next occurrence.
    private func endOf(at index: Int) -> (day: CalendarDay, end: Int)? {
        if word(index) == "eom" { return (reference.lastDayOfMonth, index + 1) }
        guard isWord(index + 1, ["of"]) else { return nil }
        var next = index + 2
        if isWord(next, ["the", "this", "current"]) { next += 1 }
        var step = 0
        if isWord(next, ["next", "following", "coming"]) { step = 1 } else if isWord(next, ["last", "previous", "past"]) { step = -1 }
        if step != 0 { next += 1 }
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
    private func startOf(at index: Int) -> (day: CalendarDay, end: Int)? {
        guard isWord(index + 1, ["of"]), sameLine(index, index + 2) else { return nil }
        var next = index + 2
        var step = 0
        var ahead = true
        if isWord(next, ["this", "current"]) { ahead = false; next += 1 } else if isWord(next, ["the"]) { next += 1 }
        if isWord(next, ["next", "following", "coming"]) { step = 1 } else if isWord(next, ["last", "previous", "past"]) { step = -1 }
        if step != 0 { next += 1 }
        guard let unit = word(next), var day = periodStart(unit, step: step) else { return nil }
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
    private func periodEnd(_ unit: String, step: Int) -> CalendarDay? {
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

    /// "Friday", "this Friday", "coming Friday", "next Friday", "last Friday", "Friday after
    /// next", "Wednesday of next week".
    func weekdayDate(at index: Int) -> DateMention? {
        var start = index
        var qualifier = ""
        if isWord(start, ["this"]), isWord(start + 1, ["coming", "upcoming", "past"]) { start += 1 }
        if let word = word(start), ["this", "next", "coming", "last", "upcoming", "past", "previous", "following"].contains(word) {
            qualifier = switch word {
            case "past", "previous": "last"
            case "following": "next"
            default: word
            }
            start += 1
        }
        // Most tokens name no weekday: leave before weighing the words around them.
        guard token(start)?.weekday != nil else { return nil }
        // After "next" or "coming" a lower-case "mon" or "wed" can only be the weekday; after
        // "this" or "last" the ordinary words stay words ("this sun", "he last sat here").
        let ordinary = ["this", "last"].contains(qualifier) && isWord(start, ["sun", "sat", "wed"])
        // So it is after a word that leads to a day: "due sat", "by wed", "on thu".
        let leadsToDay = qualifier.isEmpty && isWord(index - 1, ["due", "by", "on", "until", "till", "before"]) && sameLine(index - 1, index)
        guard let (weekday, end) = weekdayName(at: start) ?? (qualifier.isEmpty && !leadsToDay || ordinary ? nil : lowercaseWeekday(at: start))
        else { return nil }
        let ahead = (weekday - reference.weekday + 7) % 7
        if qualifier.isEmpty, let (day, afterWeek) = weekdayOfWeek(weekday, after: end) {
            return DateMention(tokens: index..<afterWeek, day: day, kind: .weekday)
        }
        let day: CalendarDay
        switch qualifier {
        case "last":
            day = reference.adding(days: ahead == 0 ? -7 : ahead - 7)
        case "next":
            // The weekday of next week: later this week it is a week on, otherwise the coming one.
            let coming = ahead == 0 ? 7 : ahead
            day = reference.adding(days: reference.weekday + coming <= 7 ? coming + 7 : coming)
        case "coming", "upcoming":
            // "this coming Monday", said on a Monday, is a week on.
            day = reference.adding(days: ahead == 0 ? 7 : ahead)
        case "this":
            day = reference.adding(days: ahead)
        default:
            // "Due Monday" said on a Monday is a week on: today would be "today".
            day = reference.adding(days: ahead == 0 ? 7 : ahead)
        }
        var mention = DateMention(tokens: index..<end, day: day, kind: .weekday)
        mention.isTodaysWeekday = qualifier.isEmpty && ahead == 0
        return mention
    }

    /// "the Monday before May 25", "the 2nd Monday after the 20th": that weekday counted from
    /// the date named, not counting the date itself.
    func weekdayAroundDate(at index: Int) -> DateMention? {
        var next = isWord(index, ["the"]) ? index + 1 : index
        var count = 1
        if let (value, end) = weekdayOrdinal(at: next) {
            count = value
            next = end
        }
        guard let (weekday, end) = weekdayName(at: next) ?? (next > index ? lowercaseWeekday(at: next) : nil),
              isWord(end, ["before", "after"]), sameLine(index, end + 1),
              let anchor = date(at: end + 1), anchor.kind != .timeOnly, let base = anchor.day else { return nil }
        let day = Self.nthWeekday(weekday, count: count, from: base, step: isWord(end, ["before"]) ? -1 : 1)
        return DateMention(tokens: index..<anchor.tokens.upperBound, day: day, kind: .offset)
    }

    /// "next week Friday", "this week, Monday", "last week on Tuesday": that weekday in the week
    /// named (weeks start on Monday), as "Friday of next week" is.
    func weekdayOfNamedWeek(at index: Int) -> DateMention? {
        guard isWord(index, ["next", "this", "last", "previous"]), isWord(index + 1, ["week"]) else { return nil }
        var next = skipping([",", "-", "–"], from: index + 2)
        if isWord(next, ["on"]) { next += 1 }
        guard sameLine(index, next), let (weekday, end) = weekdayName(at: next) ?? lowercaseWeekday(at: next) else { return nil }
        return DateMention(tokens: index..<end, day: day(weekday, ofWeekNamedAt: index), kind: .weekday)
    }

    /// `weekday` in the week named at `index` ("next", "this", "last" or "previous" week; weeks
    /// start on Monday), even when that day has passed ("Monday of this week").
    private func day(_ weekday: Int, ofWeekNamedAt index: Int) -> CalendarDay {
        let weeks = isWord(index, ["next"]) ? 1 : isWord(index, ["this"]) ? 0 : -1
        let monday = reference.adding(days: 1 - reference.weekday)
        return monday.adding(days: 7 * weeks + weekday - 1)
    }

    /// "(of) next week", "(of) this week", "from last week", "after next" after a weekday: that weekday in the
    /// week named (weeks start on Monday), or the one a week after the coming one.
    private func weekdayOfWeek(_ weekday: Int, after end: Int) -> (CalendarDay, Int)? {
        guard sameLine(end - 1, end) else { return nil }
        if isWord(end, ["after"]), isWord(end + 1, ["next"]), !isWord(end + 2, ["week", "month", "year"]) {
            let ahead = (weekday - reference.weekday + 7) % 7
            return (reference.adding(days: (ahead == 0 ? 7 : ahead) + 7), end + 2)
        }
        if let (weeks, afterWeeks) = weeksAhead(at: end) {
            let monday = reference.adding(days: 1 - reference.weekday)
            return (monday.adding(days: 7 * weeks + weekday - 1), afterWeeks)
        }
        let which = isWord(end, ["of", "from"]) ? end + 1 : end
        guard isWord(which, ["next", "this", "last", "previous"]), isWord(which + 1, ["week"]) else { return nil }
        return (day(weekday, ofWeekNamedAt: which), which + 2)
    }

    /// "in 2 weeks", "two weeks from now" after a weekday ("Friday in 2 weeks"): the weekday in
    /// the week that many weeks on.
    private func weeksAhead(at index: Int) -> (Int, Int)? {
        let start = isWord(index, ["in"]) ? index + 1 : index
        guard let (count, afterCount, _) = amount(at: start), (1...52).contains(count), let unit = word(afterCount),
              DateVocabulary.units[unit] == .week, sameLine(index, afterCount) else { return nil }
        if start > index { return (count, afterCount + 1) }
        guard isWord(afterCount + 1, ["from"]), isWord(afterCount + 2, ["now", "today"]) else { return nil }
        return (count, afterCount + 3)
    }

    // MARK: Days counted within a month

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
        if isWord(start, ["last", "final"]) {
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
        guard isWord(nameIndex + 1, ["of", "in"]), sameLine(index, nameIndex + 2) else { return nil }
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
    private func weekdayOrdinal(at index: Int) -> (Int, Int)? {
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

    // MARK: Offsets

    /// "in 3 days", "within a week", "next 2 weeks", "+2 months, 5 days", "3 days from now",
    /// "a couple of days later", "2 weeks ago". Without a direction word a duration is no date.
    func offsetDate(at index: Int) -> DateMention? {
        let word = word(index) ?? (isSymbol(index, ["+"]) ? "+" : "")
        // "in the coming 2 weeks", "over the next 3 days": the period's end ("over" and "during"
        // only so, since "over 3 days" is a length).
        let namesPeriod = ["in", "within", "over", "during"].contains(word) && isWord(index + 1, ["the"])
            && isWord(index + 2, ["next", "coming", "following", "upcoming"])
        let leads = namesPeriod || ["in", "within", "+", "next", "coming", "following", "upcoming", "after"].contains(word)
        if leads, let (amounts, end) = durations(at: namesPeriod ? index + 3 : index + 1), sameLine(index, end - 1),
           !(["next", "coming", "following", "upcoming"].contains(word) && amounts.first?.fromArticle == true) {
            // "in 12 months from now at 6am": "from now" says nothing more, but the time follows it.
            if isWord(end, ["from"]), isWord(end + 1, ["now"]), sameLine(end - 1, end + 1) {
                return offset(amounts, sign: 1, tokens: index..<(end + 2))
            }
            // "in three weeks from tomorrow": counted from the day named.
            if isWord(end, ["from", "after"]), sameLine(end - 1, end + 1), let anchor = date(at: end + 1),
               anchor.kind != .timeOnly, let base = anchor.day {
                var mention = offset(amounts, sign: 1, from: base, tokens: index..<anchor.tokens.upperBound)
                mention.time = anchor.time
                return mention
            }
            return offset(amounts, sign: 1, tokens: index..<end)
        }
        let start = isWord(index, ["the"]) ? index + 1 : index
        guard let (amounts, end) = durations(at: start) else { return nil }
        // "a week after this Friday", "3 days before May 25": counted from the date named.
        if isWord(end, ["from", "after", "before"]), sameLine(end, end + 1), !isWord(end + 1, ["now", "today"]),
           let anchor = date(at: end + 1), anchor.kind != .timeOnly, let base = anchor.day {
            var mention = offset(amounts, sign: isWord(end, ["before"]) ? -1 : 1, from: base, tokens: index..<anchor.tokens.upperBound)
            mention.time = anchor.time
            return mention
        }
        guard start == index else { return nil }
        // "a week today", "a fortnight tomorrow", "a week on Tuesday": counted from that day.
        if sameLine(end - 1, end), let anchor = isWord(end, ["today", "tomorrow"]) ? relativeDate(at: end)
            : isWord(end, ["on"]) ? weekdayDate(at: end + 1) : nil, let base = anchor.day {
            return offset(amounts, sign: 1, from: base, tokens: index..<anchor.tokens.upperBound)
        }
        if isWord(end, ["later", "hence", "ahead"]) { return offset(amounts, sign: 1, tokens: index..<(end + 1)) }
        if isWord(end, ["from", "after"]), isWord(end + 1, ["now", "today"]) { return offset(amounts, sign: 1, tokens: index..<(end + 2)) }
        if isWord(end, ["ago", "earlier", "back"]) { return offset(amounts, sign: -1, tokens: index..<(end + 1)) }
        return nil
    }

    /// "3 Fridays from now", "two Sundays ago", "3 Mondays after May 25": the nth such weekday
    /// counted from a day, the day itself not counting.
    func weekdayCountDate(at index: Int) -> DateMention? {
        guard let (count, afterCount, _) = amount(at: index), (1...52).contains(count), let plural = word(afterCount),
              plural.hasSuffix("s"), DateVocabulary.isFullCalendarName(String(plural.dropLast())),
              let weekday = DateVocabulary.weekdays[String(plural.dropLast())], sameLine(index, afterCount + 1) else { return nil }
        let next = afterCount + 1
        var base = reference, sign = 1, end = next + 1
        if isWord(next, ["ago", "back"]) {
            sign = -1
        } else if isWord(next, ["from"]), isWord(next + 1, ["now", "today"]) {
            end = next + 2
        } else if isWord(next, ["after", "before", "from"]), sameLine(next, next + 1),
                  let anchor = date(at: next + 1), anchor.kind != .timeOnly, let day = anchor.day {
            (base, sign, end) = (day, isWord(next, ["before"]) ? -1 : 1, anchor.tokens.upperBound)
        } else if !isWord(next, ["hence"]) {
            return nil
        }
        return DateMention(tokens: index..<end, day: Self.nthWeekday(weekday, count: count, from: base, step: sign), kind: .offset)
    }

    private struct Duration {
        var count: Int
        var unit: DateVocabulary.Unit
        var fromArticle: Bool
        /// The nearer end of a range of counts ("2-3 days", "two to three weeks"); `count` is the farther.
        var nearCount: Int? = nil
    }

    private func offset(_ amounts: [Duration], sign: Int, from base: CalendarDay? = nil, tokens range: Range<Int>) -> DateMention {
        var day = base ?? writtenOn ?? reference
        var hours = 0
        for amount in amounts {
            // "in 2-3 days" ends 3 days on; "2-3 days ago" ends 2 days back.
            let count = sign < 0 ? amount.nearCount ?? amount.count : amount.count
            switch amount.unit {
            case .year: day = day.adding(months: sign * 12 * count)
            case .month: day = day.adding(months: sign * count)
            case .week: day = day.adding(days: sign * 7 * count)
            case .fortnight: day = day.adding(days: sign * 14 * count)
            case .day: day = day.adding(days: sign * count)
            case .hour: hours += count
            case .minute: break
            }
        }
        day = day.adding(days: sign * (hours / 24))
        return DateMention(tokens: range, day: day, kind: .offset)
    }

    /// One or more "amount unit" pairs joined by commas or "and".
    private func durations(at index: Int) -> ([Duration], Int)? {
        var result: [Duration] = []
        var next = index
        while var (count, afterCount, article) = amount(at: next) {
            var nearCount: Int?
            if isSymbol(afterCount, ["-", "–"]) || isWord(afterCount, ["to"]), !article, sameLine(next, afterCount + 1),
               let (farCount, afterFar, _) = amount(at: afterCount + 1), farCount > count, word(afterFar).flatMap({ DateVocabulary.units[$0] }) != nil {
                (nearCount, count, afterCount) = (count, farCount, afterFar)
            }
            guard let unitWord = word(afterCount), let unit = DateVocabulary.units[unitWord], sameLine(index, afterCount) else { break }
            // "min", "d", "y" after a digit only ("5d"), never as loose one-letter words.
            if unitWord.count == 1, token(afterCount)?.spaceBefore == true { break }
            result.append(Duration(count: count, unit: unit, fromArticle: article, nearCount: nearCount))
            next = afterCount + 1
            let joiner = skipping([","], from: next)
            if isWord(joiner, ["and"]) { next = joiner + 1 } else if joiner != next { next = joiner } else { continue }
        }
        guard !result.isEmpty else { return nil }
        // A trailing joiner belongs to the sentence, not the duration.
        while next > index, isWord(next - 1, ["and"]) || isSymbol(next - 1, [","]) { next -= 1 }
        return (result, next)
    }

    /// A count: digits, a number word, "a"/"an", "a couple of". "A few" is too vague to be a date.
    private func amount(at index: Int) -> (Int, Int, Bool)? {
        if let token = token(index), let value = token.number, token.digits <= 3, !followedByTime(index) {
            return (value, index + 1, false)
        }
        guard let word = word(index) else { return nil }
        if word == "couple", isWord(index + 1, ["of"]) { return (2, index + 2, false) }
        if word == "a", isWord(index + 1, ["couple"]) { return (2, isWord(index + 2, ["of"]) ? index + 3 : index + 2, false) }
        if let value = DateVocabulary.numberWords[word] { return (value, index + 1, word == "a" || word == "an") }
        return nil
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
