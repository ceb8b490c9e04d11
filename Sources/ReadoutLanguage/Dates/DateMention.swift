/// A date, a time or both, found in a run of tokens, before the due-date cues are weighed.
struct DateMention: Sendable {
    /// How the date was written, which says how sure the reading is.
    enum Kind: Sendable {
        /// Day, month and year.
        case fullDate
        /// Day and month name, year inferred.
        case monthDay
        /// "October 2026": a month of a year, its first day.
        case monthYear
        /// `3/12`: day and month by number, order and year inferred.
        case numericNoYear
        /// "Friday", "next Friday".
        case weekday
        /// "today", "tomorrow", "end of the month".
        case relative
        /// "in 3 days", "2 weeks from now".
        case offset
        /// A time with no date of its own.
        case timeOnly
    }

    var tokens: Range<Int>
    /// Where a time said further along its line joined the date ("Sep 16 | Graphs | HW1 due
    /// 11:59pm"), the date's tokens and the time's; nil when `tokens` is one run of them.
    var apart: (date: Range<Int>, time: Range<Int>)?
    var day: CalendarDay?
    var time: ClockTime?
    var kind: Kind
    /// Numeric day and month that could be read either way; the order setting decided.
    var ambiguousOrder = false
    /// A numeric date read month first could not be ("14/01/2020"): the text writes the day first.
    var provesDayFirst = false
    /// Day and month could only be read one way, whatever the setting: day first ("21/08/20")
    /// or month first ("08/21/20"); nil when either way reads (or neither).
    var onlyReading: DayOrder?
    /// The other reading of an ambiguous numeric date.
    var alternative: CalendarDay?
    /// "tonight", "this evening": a bare hour after it is p.m.
    var impliesEvening = false
    /// "tomorrow morning": the time when no clock time is written beside it.
    var partOfDay: ClockTime?
    /// "end of day", "EOD": a time mention that states no clock time (`time` is nil).
    var namesEndOfDay = false
    /// "at 5": a time only when it sits next to a date.
    var weakTime = false
    /// The time said a.m. or p.m. itself, so "tonight" does not move it.
    var meridiemStated = false
    /// "5:30" read as p.m. because no one means the night; a morning beside it says a.m.
    var afternoonGuessed = false
    /// The time has seconds (`09:29:44`): a printed timestamp, not a deadline someone wrote.
    var isTimestamp = false
    /// The end of a range ("Mar 10–12").
    var isRangeEnd = false
    /// Its time ends a range of hours ("Friday, 2pm to 4pm"), not its day a range of days.
    var spansHours = false
    /// A range of hours that runs past midnight ("11pm to 1am"): its end is on the next day.
    var endsNextDay = false
    /// A range from one weekday to another ("Mon-Fri"), as opening hours are written.
    var spansWeekdays = false
    /// A bare weekday named on that weekday, read as a week on ("Due Monday" on a Monday); a
    /// range it starts ("Monday - Friday") starts today.
    var isTodaysWeekday = false
    /// A weekday was written beside the date and agrees (true) or not (false).
    var weekdayAgrees: Bool?
    /// The new deadline a change gives ("extended by one week", "28 April → 5 May"): it
    /// replaces the date written before it.
    var replacesEarlier = false
    /// A deadline a later date on its line replaces: no longer the one to act by.
    var isSuperseded = false
    /// The words after it, up to the next date, tell of a release: "Week 45, Monday, November 8.
    /// Assignments for module 1 become publicly available."
    var releaseFollows = false

    var hasDay: Bool { day != nil }

    /// A day of the month is written, not only a weekday, a relative day or a time.
    var writesItsDay: Bool { [.fullDate, .monthDay, .monthYear, .numericNoYear].contains(kind) }

    /// An ambiguous numeric date read the other way round, the reading it had kept as its
    /// alternative (unchanged when it has none).
    var inItsOtherOrder: DateMention {
        guard let other = alternative else { return self }
        var swapped = self
        swapped.alternative = day
        swapped.day = other
        return swapped
    }
}

/// The order a numeric date writes its day and month in.
public enum DayOrder: Sendable, Hashable {
    case dayFirst, monthFirst
}
