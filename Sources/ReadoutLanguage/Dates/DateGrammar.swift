/// Finds every date and time mention in a token stream: at each token the longest form that
/// matches wins, then times join the dates beside them, ranges keep their end and a weekday
/// named alone is the date of that weekday its line writes.
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
        return releasesAfterDates(rescheduledDeadlines(weekdaysOfWrittenDates(joinTimesToDates(found))))
    }

    private func longestMention(at index: Int) -> DateMention? {
        [dateOrRange(at: index), time(at: index)].compactMap { $0 }
            .max { $0.tokens.count < $1.tokens.count }
    }

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
}
