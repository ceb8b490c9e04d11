import Foundation

/// The English words dates are written with: month and weekday names (full, abbreviated and
/// slightly misread), number words, ordinals and time units; the month and weekday names of
/// the other European languages are in `DateVocabulary+Europe.swift`.
enum DateVocabulary {
    static let months: [String: Int] = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
        "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
        "september": 9, "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11,
        "december": 12, "dec": 12,
    ]

    /// 1 = Monday … 7 = Sunday.
    static let weekdays: [String: Int] = [
        "monday": 1, "mon": 1, "tuesday": 2, "tue": 2, "tues": 2, "wednesday": 3, "wed": 3, "weds": 3,
        "thursday": 4, "thu": 4, "thur": 4, "thurs": 4, "friday": 5, "fri": 5,
        "saturday": 6, "sat": 6, "sunday": 7, "sun": 7,
    ]

    /// The English and the European names in one table: every word of a text is looked up.
    private static let allMonths = months.merging(europeanMonths) { english, _ in english }
    private static let allWeekdays = weekdays.merging(europeanWeekdays) { english, _ in english }

    private static let fullNames: Set<String> = [
        "january", "february", "march", "april", "june", "july", "august", "september", "october",
        "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ]

    static func isCalendarName(_ word: String) -> Bool {
        allMonths[word] != nil || allWeekdays[word] != nil
    }

    static func isFullCalendarName(_ word: String) -> Bool {
        fullNames.contains(word)
    }

    /// The month a word names, allowing one misread letter in the long names ("Novernber",
    /// "Febuary") where no other English word is that close.
    static func month(_ word: String) -> Int? {
        if let month = allMonths[word] { return month }
        guard word.utf8.count >= 6, word.count >= 6 else { return nil }
        let repaired = word.contains("rn") ? word.replacingOccurrences(of: "rn", with: "m") : word
        if let month = months[repaired] { return month }
        let length = repaired.count
        return repairableMonths.first { abs($0.length - length) <= 1 && closeEnoughToCompare($0.name, repaired) && withinOneEdit($0.name, repaired) }?.value
    }

    /// The long names one misread letter is repaired to, with their lengths counted once (every
    /// long word of a text is compared with them), in a fixed order.
    private static let repairableMonths = repairable(months, from: 7)
    private static let repairableWeekdays = repairable(weekdays, from: 6)

    private static func repairable(_ names: [String: Int], from length: Int) -> [(name: String, length: Int, value: Int)] {
        names.filter { $0.key.count >= length }.map { ($0.key, $0.key.count, $0.value) }.sorted { $0.name < $1.name }
    }

    /// One edit keeps the length within one and leaves the first two or the last two letters
    /// alone: a cheap test before `withinOneEdit`, since most words are nowhere near a name.
    private static func closeEnoughToCompare(_ name: String, _ word: String) -> Bool {
        abs(name.count - word.count) <= 1 && (name.prefix(2) == word.prefix(2) || name.suffix(2) == word.suffix(2))
    }

    /// A "Date" label as receipts print it, a stray letter OCR glued on included ("Dated", "Dater").
    static func isDateLabel(_ word: String) -> Bool {
        word.hasPrefix("date") && word.count <= 6
    }

    /// The month a misread abbreviation names, for a word already framed as a month by its
    /// place ("14/dun/2017", "03-Dcc-18"): one wrong letter, or "ri"/"rn" for "n"/"m", when only
    /// one abbreviation is that close.
    static func misreadAbbreviation(_ word: String) -> Int? {
        guard (3...4).contains(word.count) else { return nil }
        let repaired = word.replacingOccurrences(of: "ri", with: "n").replacingOccurrences(of: "rn", with: "m")
        if let month = months[repaired] { return month }
        let close = Set(months.filter { $0.key.count == 3 && withinOneEdit($0.key, repaired) }.map(\.value))
        return close.count == 1 ? close.first : nil
    }

    /// The weekday a full name (or one misread letter of it) or an abbreviation names.
    static func weekday(_ word: String) -> Int? {
        if let weekday = allWeekdays[word] { return weekday }
        guard word.utf8.count >= 6, word.count >= 6, word.hasSuffix("day") || word.hasSuffix("dav") || word.hasSuffix("doy") else { return nil }
        let length = word.count
        return repairableWeekdays.first { abs($0.length - length) <= 1 && closeEnoughToCompare($0.name, word) && withinOneEdit($0.name, word) }?.value
    }

    static let numberWords: [String: Int] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
        "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
        "thirty": 30, "forty": 40, "fifty": 50,
    ]

    /// Hours said in words: "at seven p.m.", "eight tonight".
    static let hourWords: [String: Int] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    ]

    static let ordinalWords: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
        "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
        "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
        "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
    ]

    /// "1st", "2nd", …, and French "1er".
    static let ordinalSuffixes: Set<String> = ["st", "nd", "rd", "th", "er"]

    /// A span of calendar time.
    enum Unit: Sendable {
        case minute, hour, day, week, fortnight, month, year
    }

    static let units: [String: Unit] = [
        "min": .minute, "mins": .minute, "minute": .minute, "minutes": .minute,
        "h": .hour, "hr": .hour, "hrs": .hour, "hour": .hour, "hours": .hour,
        "d": .day, "day": .day, "days": .day,
        "w": .week, "wk": .week, "wks": .week, "week": .week, "weeks": .week,
        "fortnight": .fortnight, "fortnights": .fortnight,
        "mo": .month, "mon": .month, "mos": .month, "mth": .month, "mths": .month, "month": .month, "months": .month,
        "y": .year, "yr": .year, "yrs": .year, "year": .year, "years": .year,
    ]

    /// True when `a` becomes `b` by one substitution, insertion or deletion.
    static func withinOneEdit(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        if abs(x.count - y.count) > 1 { return false }
        var i = 0, j = 0, edits = 0
        while i < x.count, j < y.count {
            if x[i] == y[j] { i += 1; j += 1; continue }
            edits += 1
            if edits > 1 { return false }
            if x.count > y.count { i += 1 } else if x.count < y.count { j += 1 } else { i += 1; j += 1 }
        }
        return edits + (x.count - i) + (y.count - j) <= 1
    }
}
