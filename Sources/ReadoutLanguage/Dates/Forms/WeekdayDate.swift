// Weekdays: "Friday", "next Friday", "Friday after next", "the Monday after the 20th", "Wednesday of next week".
extension DateGrammar {
    /// "Friday", "this Friday", "coming Friday", "next Friday", "last Friday", "Friday after
    /// next", "Wednesday of next week".
    func weekdayDate(at index: Int) -> DateMention? {
        var start = index
        var qualifier = ""
        if isWord(start, ["this"]), isWord(start + 1, DateWords.qualifiersAfterThis) { start += 1 }
        if let word = word(start), DateWords.weekdayQualifiers.contains(word) {
            qualifier = switch word {
            case "past", "previous": "last"
            case "following": "next"
            default: word
            }
            start += 1
        }
        // Most tokens name no weekday: leave before weighing the words around them.
        guard token(start)?.weekday != nil else { return nil }
        // "Mardi Gras" is a carnival, not a Tuesday.
        if isWord(start, ["mardi"]), isWord(start + 1, ["gras"]) { return nil }
        // After "next" or "coming" a lower-case "mon" or "wed" can only be the weekday; after
        // "this" or "last" the ordinary words stay words ("this sun", "he last sat here").
        let ordinary = DateWords.thisOrLast.contains(qualifier) && isWord(start, DateWords.weekdaysThatAreWords)
        // So it is after a word that leads to a day: "due sat", "by wed", "on thu".
        let leadsToDay = qualifier.isEmpty && isWord(index - 1, DateWords.dayLeads) && sameLine(index - 1, index)
        guard let (weekday, end) = weekdayName(at: start) ?? (qualifier.isEmpty && !leadsToDay || ordinary ? nil : lowercaseWeekday(at: start))
        else { return nil }
        // "classes follow Friday schedule": the weekday names a timetable, not a day.
        if isWord(end, ["schedule", "timetable"]) { return nil }
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
              isWord(end, DateWords.beforeOrAfter), sameLine(index, end + 1),
              let anchor = date(at: end + 1), anchor.kind != .timeOnly, let base = anchor.day else { return nil }
        let day = Self.nthWeekday(weekday, count: count, from: base, step: isWord(end, ["before"]) ? -1 : 1)
        return DateMention(tokens: index..<anchor.tokens.upperBound, day: day, kind: .offset)
    }

    /// "next week Friday", "this week, Monday", "last week on Tuesday": that weekday in the week
    /// named (weeks start on Monday), as "Friday of next week" is.
    func weekdayOfNamedWeek(at index: Int) -> DateMention? {
        guard isWord(index, DateWords.weekQualifiers), isWord(index + 1, ["week"]) else { return nil }
        var next = skipping([",", "-", "–"], from: index + 2)
        if isWord(next, ["on"]) { next += 1 }
        guard sameLine(index, next), let (weekday, end) = weekdayName(at: next) ?? lowercaseWeekday(at: next) else { return nil }
        return DateMention(tokens: index..<end, day: day(weekday, ofWeekNamedAt: index), kind: .weekday)
    }

    /// `weekday` in the week named at `index` ("next", "this", "last" or "previous" week; weeks
    /// start on Monday), even when that day has passed ("Monday of this week").
    func day(_ weekday: Int, ofWeekNamedAt index: Int) -> CalendarDay {
        let weeks = isWord(index, ["next"]) ? 1 : isWord(index, ["this"]) ? 0 : -1
        let monday = reference.adding(days: 1 - reference.weekday)
        return monday.adding(days: 7 * weeks + weekday - 1)
    }

    /// "(of) next week", "(of) this week", "from last week", "after next" after a weekday: that weekday in the
    /// week named (weeks start on Monday), or the one a week after the coming one.
    private func weekdayOfWeek(_ weekday: Int, after end: Int) -> (CalendarDay, Int)? {
        guard sameLine(end - 1, end) else { return nil }
        if isWord(end, ["after"]), isWord(end + 1, ["next"]), !isWord(end + 2, DateWords.periods) {
            let ahead = (weekday - reference.weekday + 7) % 7
            return (reference.adding(days: (ahead == 0 ? 7 : ahead) + 7), end + 2)
        }
        if let (weeks, afterWeeks) = weeksAhead(at: end) {
            let monday = reference.adding(days: 1 - reference.weekday)
            return (monday.adding(days: 7 * weeks + weekday - 1), afterWeeks)
        }
        let which = isWord(end, DateWords.ofOrFrom) ? end + 1 : end
        guard isWord(which, DateWords.weekQualifiers), isWord(which + 1, ["week"]) else { return nil }
        return (day(weekday, ofWeekNamedAt: which), which + 2)
    }

    /// "in 2 weeks", "two weeks from now" after a weekday ("Friday in 2 weeks"): the weekday in
    /// the week that many weeks on.
    private func weeksAhead(at index: Int) -> (Int, Int)? {
        let start = isWord(index, ["in"]) ? index + 1 : index
        guard let (count, afterCount, _) = amount(at: start), (1...52).contains(count), let unit = word(afterCount),
              DateVocabulary.units[unit] == .week, sameLine(index, afterCount) else { return nil }
        if start > index { return (count, afterCount + 1) }
        guard isWord(afterCount + 1, ["from"]), isWord(afterCount + 2, DateWords.present) else { return nil }
        return (count, afterCount + 3)
    }
}
