// Dates whose month is a Roman numeral, as Polish (and some German) pages write them:
// `15 XII 2026`, `15.XII.2026`, `15-XII-26`.
extension DateGrammar {
    /// A day, the month in capital Roman numerals and a year; without the year ("Part 3 I", "5 V")
    /// a numeral is as likely a part's number, so none is read.
    func romanMonthDate(at index: Int) -> DateMention? {
        guard token(index)?.number != nil, let (day, afterDay) = dayNumber(at: index) else { return nil }
        let separator = isSymbol(afterDay, ["-", "/", "."]) ? token(afterDay)?.kind : nil
        let monthAt = separator == nil ? afterDay : afterDay + 1
        guard let numeral = token(monthAt), numeral.spaceBefore == (separator == nil), let word = numeral.word,
              let month = Self.romanMonths[word], sameLine(index, monthAt),
              // Written in capitals: "15 xii" is no date.
              numeral.capitalized else { return nil }
        let yearAt: Int
        if let separator {
            guard token(monthAt + 1)?.kind == separator else { return nil }
            yearAt = monthAt + 2
        } else {
            yearAt = monthAt + 1
        }
        guard sameLine(monthAt, yearAt), let short = token(yearAt), short.digits == 4 || short.digits == 2 && separator != nil,
              let value = short.number, !followedByTime(yearAt) else { return nil }
        let year = short.digits == 4 ? value : Self.expandYear(value, digits: 2)
        guard (1900...2099).contains(year) else { return nil }
        return mention(day: day, month: month, year: year, tokens: index..<(yearAt + 1))
    }

    private static let romanMonths: [String: Int] = [
        "i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "x": 10, "xi": 11, "xii": 12,
    ]
}
