/// The forms a date can take, in the order the grammar tries them. At every token each form
/// reads what it can and the longest reading wins (the first listed on a tie); then the refiners
/// run (Refiners/): a weekday written after the date confirms it, a part of the day after it is
/// taken in. Times (`time(at:)`, Forms/TimeRange.swift) compete with dates in
/// `DateGrammar.mentions()`, and `joinTimesToDates` joins them once all are found.
///
/// A new form is a file in Forms/ with a `func …(at index: Int) -> DateMention?` and one line
/// here; its cases go in the table of DueDateExtractorTests and the golden corpus file says what
/// else it changed.
extension DateGrammar {
    typealias DateForm = @Sendable (DateGrammar, Int) -> DateMention?

    static let dateForms: [DateForm] = [
        { $0.numericDate(at: $1) },
        { $0.monthNameDate(at: $1) },
        { $0.romanMonthDate(at: $1) },
        { $0.relativeDate(at: $1) },
        { $0.weekdayDate(at: $1) },
        { $0.weekdayAndDayOfMonth(at: $1) },
        { $0.dayOfMonthDate(at: $1) },
        { $0.offsetDate(at: $1) },
        { $0.weekdayAroundDate(at: $1) },
        { $0.weekdayCountDate(at: $1) },
        { $0.dayOfRelativeMonth(at: $1) },
        { $0.nthWeekdayOfMonth(at: $1) },
        { $0.partOfDayOfDate(at: $1) },
        { $0.weekdayOfNamedWeek(at: $1) },
        { $0.theOrdinalDayAlone(at: $1) },
    ]

    /// One date at `index`: a date led by its weekday when there is one ("Tuesday, March 12"),
    /// else the longest form; refined by what follows it.
    func date(at index: Int) -> DateMention? {
        if let qualified = weekdayQualifiedDate(at: index) { return withPartOfDay(qualified) }
        return Self.dateForms.compactMap { $0(self, index) }
            .max { $0.tokens.count < $1.tokens.count }
            .map(withWeekdayAfter)
            .map(withPartOfDay)
    }
}
