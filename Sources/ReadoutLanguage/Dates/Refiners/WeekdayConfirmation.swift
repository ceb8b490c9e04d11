// Refiner: a weekday written beside a date confirms or picks its reading ("Jul 18, Fri", "12/03/2024 (Tue)").
extension DateGrammar {
    /// "Jul 18, Fri", "12/03/2024 (Tue)", "05-06-2025 | Thursday", "15 Aug (Week 2 Mon)": a weekday
    /// written after the date confirms it the same way.
    func withWeekdayAfter(_ mention: DateMention) -> DateMention {
        guard [.fullDate, .monthDay, .numericNoYear].contains(mention.kind) else { return mention }
        var next = skipping([",", "(", "|"], from: mention.tokens.upperBound)
        // A term's week before the weekday, in the brackets: "(Week 2 Mon)", "(Recess Tue)".
        if isSymbol(next - 1, ["("]), weekdayName(at: next) == nil {
            let label = isWord(next, ["week"]) && token(next + 1)?.number != nil ? next + 2 : next + 1
            if sameLine(next, label), let labelled = weekdayName(at: label), isSymbol(labelled.end, [")"]) { next = label }
        }
        // "Tue 3/12, Wed 3/13": a weekday that starts the next date is that date's.
        guard sameLine(mention.tokens.upperBound - 1, next), let weekday = weekdayName(at: next),
              weekdayQualifiedDate(at: next) == nil else { return mention }
        var confirmedMention = confirmed(mention, by: weekday.value)
        confirmedMention.tokens = mention.tokens.lowerBound..<(isSymbol(weekday.end, [")"]) ? weekday.end + 1 : weekday.end)
        return confirmedMention
    }

    /// The reading of a date that agrees with a weekday written beside it: the other order of
    /// an ambiguous numeric date, or another year of a year-less one.
    func confirmed(_ dated: DateMention, by weekday: Int) -> DateMention {
        var mention = dated
        guard let day = mention.day else { return mention }
        if day.weekday != weekday, let other = mention.alternative, other.weekday == weekday {
            mention = mention.inItsOtherOrder
        }
        if mention.kind == .monthDay, mention.day?.weekday != weekday,
           let month = mention.day?.month, let dayOfMonth = mention.day?.day {
            // A year-less date whose weekday fits another year: "Sunday, Feb 10" two days after
            // it is that Sunday; "Fri, Jul 18" in February is next year's when this year's is a
            // Thursday. The nearest such day wins, at most half a year back or a year on;
            // beyond, the weekday is more likely a slip than the year.
            let earliest = reference.adding(days: -183), latest = reference.adding(months: 12)
            let fitting = ((reference.year - 1)...(reference.year + 1)).compactMap { year in
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
}
