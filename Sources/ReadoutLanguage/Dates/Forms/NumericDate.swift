// Numeric dates: `2024-03-12`, `12/03/24`, `09 06 2018`, `20180326`; the order of day and month by
// the numbers, the setting or a label.
extension DateGrammar {
    private static let dateSeparators: [Character] = ["-", "/", ".", "–"]

    func numericDate(at index: Int) -> DateMention? {
        guard let first = token(index), let a = first.number, startsCleanly(index) else { return nil }
        if first.digits == 8, let compact = compactDate(a, at: index) ?? labelledCompactDate(a, at: index) { return compact }
        if let (b, afterB) = numericPart(after: index + 1, maxDigits: 2),
           let (c, afterC) = numericPart(after: afterB, maxDigits: 4),
           separator(after: index) == separator(after: afterB - 1) {
            let bDigits = token(afterB - 1)?.digits ?? 0, cDigits = token(afterC - 1)?.digits ?? 0
            // "15.01. 23:59": a German day and month, then its time (23 is no year).
            guard endsCleanly(afterC) else { return dottedDayAndMonth(a, at: index) }
            if first.digits == 4 {
                guard cDigits <= 2, let year = yearOfADate(a), let day = CalendarDay(year: year, month: b, day: c) else { return nil }
                return DateMention(tokens: index..<afterC, day: day, kind: .fullDate)
            }
            guard first.digits <= 2, bDigits <= 2, cDigits == 2 || cDigits == 4 else { return nil }
            // "11.14.00": a receipt's time printed with dots. Dotted dates are written day first
            // ("19.12.17"), so one whose middle part cannot be a month is no date.
            if separator(after: index) == ".", first.digits == 2, bDigits == 2, cDigits == 2, a <= 23, b > 12, b <= 59, c <= 59 {
                return nil
            }
            guard let year = cDigits == 4 ? yearOfADate(c) : Self.expandYear(c, digits: 2) else { return nil }
            return ordered(a, b, year: year, tokens: index..<afterC,
                           dayFirst: dayFirst || separator(after: index) == ".")
        }
        // "09 06 2018": a receipt's date with its separators lost.
        if first.digits == 2, let second = token(index + 1), second.digits == 2, second.spaceBefore,
           let third = token(index + 2), third.digits == 4, third.spaceBefore, sameLine(index, index + 2),
           (1990...2099).contains(third.number ?? 0), endsCleanly(index + 3), let b = second.number, let c = third.number {
            return ordered(a, b, year: c, tokens: index..<(index + 3))
        }
        // "06/2005": a month of a year, its first day (as `monthAndYear` reads "June 2005").
        if first.digits <= 2, (1...12).contains(a), isSymbol(index + 1, ["/"]), let second = token(index + 2), second.digits == 4,
           !second.spaceBefore, !tokens[index + 1].spaceBefore, let year = second.number, (1900...2099).contains(year),
           endsCleanly(index + 3), !isSymbol(index + 3, ["/"]), let day = CalendarDay(year: year, month: a, day: 1) {
            return DateMention(tokens: index..<(index + 3), day: day, kind: .monthYear)
        }
        // "3/12": month and day, no year.
        if first.digits <= 2, isSymbol(index + 1, ["/"]), let second = token(index + 2), second.digits >= 1, second.digits <= 2,
           !second.spaceBefore, !tokens[index + 1].spaceBefore, endsCleanly(index + 3), !isSymbol(index + 3, ["/"]),
           let b = second.number, !isFraction(a, b, before: index + 3) {
            let readings = [dayFirst ? (b, a) : (a, b), dayFirst ? (a, b) : (b, a)]
                .compactMap { nextOccurrence(month: $0.0, day: $0.1) }
            guard let day = readings.first else { return nil }
            var mention = DateMention(tokens: index..<(index + 3), day: day, kind: .numericNoYear)
            if readings.count == 2, a != b { mention.ambiguousOrder = true; mention.alternative = readings[1] }
            // "released 29/01, deadline 12/02": a day above 12 first says the text writes the day
            // first, as a full date's does ("24/7", round the clock, says nothing).
            if readings.count == 1, !(a == 24 && b == 7) {
                // In a leap year, so that 2/29 reads month first.
                let monthFirstFails = CalendarDay(year: 2024, month: a, day: b) == nil
                mention.onlyReading = monthFirstFails ? .dayFirst : .monthFirst
                mention.provesDayFirst = !dayFirst && monthFirstFails
            }
            return mention
        }
        return dottedDayAndMonth(a, at: index)
    }

    /// "26.10.", "5.12.": day and month with a dot after each, no year, as German-speaking course
    /// pages write a date ("Abgabe bis 26.10. um 23:59"). The closing dot is what tells it from a
    /// decimal ("3.5 pages"); a section's number ("see section 4.2.") is not one either.
    private func dottedDayAndMonth(_ day: Int, at index: Int) -> DateMention? {
        guard !isWord(index - 1, DateWords.numberedThings), let first = token(index), first.digits <= 2,
              isSymbol(index + 1, ["."]), !tokens[index + 1].spaceBefore,
              let second = token(index + 2), second.digits <= 2, !second.spaceBefore, let month = second.number,
              isSymbol(index + 3, ["."]), !tokens[index + 3].spaceBefore, sameLine(index, index + 3),
              // "1.2.3" is a version or a section, "26.10.2023" a full date read above.
              !(token(index + 4).map { !$0.spaceBefore && $0.number != nil } ?? false),
              let date = nextOccurrence(month: month, day: day) else { return nil }
        return DateMention(tokens: index..<(index + 4), day: date, kind: .numericNoYear)
    }

    /// "1/2 cup", "3/4 inch": a proper fraction with a common denominator before a plain word
    /// (not a weekday, a month or a word that leads to a time, as in "Quiz 1/4 Thursday"). After
    /// a weekday it is a date: "by Fri 1/16 so we can link your IDs".
    private func isFraction(_ numerator: Int, _ denominator: Int, before index: Int) -> Bool {
        let start = index - 3, dayBefore = token(isSymbol(start - 1, [","]) ? start - 2 : start - 1)
        // A schedule's one-letter days count too: "| R 12/14 | T 1/16 Dean's Date |".
        let weekdayBefore = dayBefore?.weekday != nil || dayBefore?.word.map(Self.scheduleDayLetters.contains) == true
        guard numerator < denominator, [2, 3, 4, 8, 16].contains(denominator), !weekdayBefore,
              let next = token(index), sameLine(index - 1, index), let word = next.word else { return false }
        return next.weekday == nil && next.month == nil && !Self.joiningWords.contains(word) && meridiem(at: index) == nil
    }

    /// The letters US course schedules write weekdays with (R is Thursday).
    static let scheduleDayLetters: Set<String> = ["m", "t", "w", "r", "f", "th", "tu"]

    /// A numeric date's four-digit year, repaired when it can be (`plausibleYear`); nil when it
    /// is still no year a date on a page means, from 1900 to twenty years on ("7117/11/20":
    /// a table's row number run into its date).
    func yearOfADate(_ written: Int) -> Int? {
        let year = plausibleYear(written)
        return (1900...(reference.year + 20)).contains(year) ? year : nil
    }

    /// A four-digit year of a numeric date, repaired when OCR misread one digit into a year
    /// decades after the reference ("21/03/2078", "01/01/2917" on receipts of 2017 and 2018):
    /// the nearest year to the reference, at most forty years back, that one usual confusion
    /// (1 read as 7, 0 as 6, 8 or 9…) gives. Years up to twenty years on are kept as written.
    func plausibleYear(_ year: Int) -> Int {
        guard year > reference.year + 20 || year < 1900 else { return year }
        let window = (reference.year - 40)...(reference.year + 5)
        var digits = Array(String(year))
        var repairs: [Int] = []
        for position in digits.indices.dropFirst() {
            let written = digits[position]
            for meant in Self.ocrDigitConfusions[written] ?? [] {
                digits[position] = meant
                if let value = Int(String(digits)), window.contains(value) { repairs.append(value) }
            }
            digits[position] = written
        }
        return repairs.min { abs($0 - reference.year) < abs($1 - reference.year) } ?? year
    }

    /// Digits Tesseract reads in place of others on receipts' print: the digit seen, the digits meant.
    static let ocrDigitConfusions: [Character: [Character]] = [
        "7": ["1"], "9": ["0", "1"], "6": ["0", "5"], "8": ["0", "3", "6"], "4": ["1"], "3": ["8"], "5": ["6"], "0": ["6", "8", "9"],
    ]

    /// Day and month in the order the setting says, unless one of them is above 12. Dates
    /// written with dots ("12.03.2024") are day first whatever the setting: the dotted date is
    /// the European form, which puts the day first.
    private func ordered(_ a: Int, _ b: Int, year: Int, tokens range: Range<Int>, dayFirst: Bool? = nil) -> DateMention? {
        let dayFirst = dayFirst ?? self.dayFirst
        let monthFirst = CalendarDay(year: year, month: a, day: b)
        let dayFirstReading = CalendarDay(year: year, month: b, day: a)
        let preferred = dayFirst ? dayFirstReading : monthFirst
        let other = dayFirst ? monthFirst : dayFirstReading
        guard let day = preferred ?? other else { return nil }
        var mention = DateMention(tokens: range, day: day, kind: .fullDate)
        if preferred != nil, let other, other != preferred { mention.ambiguousOrder = true; mention.alternative = other }
        mention.provesDayFirst = !dayFirst && monthFirst == nil
        if (monthFirst == nil) != (dayFirstReading == nil) { mention.onlyReading = monthFirst == nil ? .dayFirst : .monthFirst }
        return mention
    }

    /// `20180326`, only for plausible years, since long numbers are usually something else.
    private func compactDate(_ value: Int, at index: Int) -> DateMention? {
        let year = value / 10000, month = value / 100 % 100, day = value % 100
        guard (1990...2099).contains(year), endsCleanly(index + 1),
              let date = CalendarDay(year: year, month: month, day: day) else { return nil }
        return DateMention(tokens: index..<(index + 1), day: date, kind: .fullDate)
    }

    /// `11022017` right after "Date": a receipt's day and month run together (in the order the
    /// setting says). Only after the label, since receipts are full of eight-digit numbers.
    private func labelledCompactDate(_ value: Int, at index: Int) -> DateMention? {
        let label = isSymbol(index - 1, [":", "."]) ? index - 2 : index - 1
        guard let word = word(label), DateVocabulary.isDateLabel(word), sameLine(label, index), endsCleanly(index + 1)
        else { return nil }
        let year = value % 10000, first = value / 1_000_000, second = value / 10000 % 100
        guard (1990...2099).contains(year) else { return nil }
        return ordered(first, second, year: year, tokens: index..<(index + 1))
    }

    /// A separator (one or two of `- / .`, as OCR sometimes doubles them) then a number.
    private func numericPart(after index: Int, maxDigits: Int) -> (Int, Int)? {
        var next = index
        var separators = 0
        while separators < 2, isSymbol(next, Self.dateSeparators), sameLine(index - 1, next) {
            next += 1
            separators += 1
        }
        guard separators > 0, let part = token(next), let value = part.number, part.digits <= maxDigits,
              sameLine(index - 1, next) else { return nil }
        return (value, next + 1)
    }

    /// The kind of separator after the token at `index` ("-" and "–" are one kind), so that
    /// "6/13.49" (a quantity and a price) is not read as a date.
    func separator(after index: Int) -> Character? {
        guard case .symbol(let symbol) = token(index + 1)?.kind else { return nil }
        return symbol == "–" ? "-" : symbol
    }

    /// Not the middle of a longer number or code: "v2.1.24", "192.168.1.1", "A12/3".
    private func startsCleanly(_ index: Int) -> Bool {
        guard let current = token(index), !current.spaceBefore, let previous = token(index - 1) else { return true }
        // "Dater11/03/18": a "Date" label that OCR glued to its date.
        if let word = previous.word, DateVocabulary.isDateLabel(word) { return true }
        if previous.number != nil || previous.word != nil { return false }
        if previous.isSymbol([".", "/", ":"]), let before = token(index - 2), before.number != nil, !previous.spaceBefore { return false }
        return true
    }

    private func endsCleanly(_ index: Int) -> Bool {
        guard let next = token(index), !next.spaceBefore else { return true }
        if next.number != nil { return false }
        // "12/06/2016-13:30:10": a receipt's date joined to its time.
        if next.isSymbol(["-"]), token(index + 1)?.number != nil, isSymbol(index + 2, [":"]) { return true }
        // "10/1/2018-10/7/2018", "5/1-5/7": a range of slashed dates, the dash between them.
        if next.isSymbol(["-"]), token(index + 1)?.number != nil, isSymbol(index + 2, ["/"]) { return true }
        if next.isSymbol([".", "/", ":", "-"]), let after = token(index + 1), after.number != nil, !after.spaceBefore { return false }
        return true
    }
}
