// Dates with a month name: `12 March 2024`, `March 12th`, `12-Mar-24`, `12th of March`, `March 2024`;
// and the day, month and year readers other forms share.
extension DateGrammar {
    func monthNameDate(at index: Int) -> DateMention? {
        [dayThenMonth(at: index), monthThenDay(at: index), yearThenMonth(at: index), monthAndYear(at: index)]
            .compactMap { $0 }.max { $0.tokens.count < $1.tokens.count }
    }

    /// "2006-Jun-16", "2024/Mar/12", "2009 May 22nd": the year first, then the month's name and
    /// the day, with the same separator twice or with spaces.
    private func yearThenMonth(at index: Int) -> DateMention? {
        guard let (year, afterYear) = year(at: index), token(index)?.digits == 4, sameLine(index, afterYear) else { return nil }
        let separator = separator(after: index)
        let spaced = separator == nil || separator == ","
        guard spaced || ["-", "/", "."].contains(separator),
              let (month, afterMonth) = monthName(at: spaced ? skipping([","], from: afterYear) : afterYear + 1, beforeDay: spaced),
              self.separator(after: afterMonth - 1) == (spaced ? nil : separator),
              let (day, end) = dayNumber(at: spaced ? afterMonth : afterMonth + 1), sameLine(index, end - 1),
              let date = CalendarDay(year: year, month: month, day: day) else { return nil }
        return DateMention(tokens: index..<end, day: date, kind: .fullDate)
    }

    /// "October 2026", "feb 1979", "Jan '80": a month of a year stands for its first day, as
    /// date parsers read it; kept below dates with a day, which win when both are written.
    func monthAndYear(at index: Int) -> DateMention? {
        guard let (month, afterMonth) = monthName(at: index, beforeDay: false),
              let word = word(index), word.count >= 3,
              sameLine(index, afterMonth), let (year, end) = year(at: skipping([","], from: afterMonth)),
              let first = CalendarDay(year: year, month: month, day: 1) else { return nil }
        return DateMention(tokens: index..<end, day: first, kind: .monthYear)
    }

    /// "12 March 2024", "12th March", "12-Mar-2024", "14/JUN/17", "12th of March", "the first of May".
    private func dayThenMonth(at index: Int) -> DateMention? {
        // "$12 December 27" is a price and a date.
        // "Lab 3 Oct 2": the 3 is the lab's.
        guard !isSymbol(index - 1, ["$", "€", "£"]), !isWord(index - 1, DateWords.numberedLabels),
              let (day, afterDay) = dayNumber(at: index) else { return nil }
        var next = afterDay
        // "the 5th day of March".
        if isWord(next, ["day"]), isWord(next + 1, ["of"]), sameLine(index, next + 2) { next += 1 }
        // "30 de enero": Spanish and Portuguese join them by "de".
        let afterOf = isWord(next, ["of", "de"])
        if afterOf { next += 1 } else { next = skipping(["-", "/", ".", ","], from: next) }
        // "the 31st of may", "5 may 2016": after "of" or before a year a lower-case "may" or "mar"
        // can only be the month.
        let lowercaseMonth = (afterOf || sameLine(next, next + 1) && year(at: next + 1) != nil) && isWord(next, DateWords.monthsThatAreWords)
            ? token(next)?.month.map { ($0, next + 1) } : nil
        guard sameLine(index, next),
              let (month, afterMonth) = monthName(at: next, beforeDay: false) ?? lowercaseMonth ?? misreadMonth(at: next) else { return nil }
        // "Source analysis 1 Feb 1 Feb 8": where a day follows the month too and a word (not a
        // weekday or a preposition) stands before the number, the number ends the title and
        // the date is "Feb 1".
        if afterOf == false, let after = token(afterMonth), after.spaceBefore, after.digits <= 2, (1...31).contains(after.number ?? 0),
           !isSymbol(afterMonth + 1, [":", "."]), sameLine(next, afterMonth),
           let before = token(index - 1), let word = before.word, before.weekday == nil, !DateWords.dayLeads.contains(word),
           !["the", "of", "from", "to", "and", "or", "until", "till", "since"].contains(word) { return nil }
        var end = afterMonth
        var year: Int?
        let yearStart = yearStart(after: afterMonth, skipping: ["-", "/", ".", ","])
        if sameLine(afterMonth - 1, yearStart) {
            if let (value, afterYear) = self.year(at: yearStart) {
                year = value; end = afterYear
            } else if let short = token(yearStart), short.digits == 2, let value = short.number, !followedByTime(yearStart),
                      // "9 May, 16.00 hrs": an hour with its minutes after a dot; a year has none.
                      !(isSymbol(yearStart + 1, ["."]) && token(yearStart + 1)?.spaceBefore == false
                          && token(yearStart + 2)?.digits == 2 && token(yearStart + 2)?.spaceBefore == false),
                      // "12 Nov - 14 Nov": a spaced dash starts a range, and 14 is its day.
                      !(isSymbol(afterMonth, ["-", "–"]) && token(afterMonth)?.spaceBefore == true) {
                year = Self.expandYear(value, digits: 2); end = yearStart + 1
            }
        }
        return mention(day: day, month: month, year: year, tokens: index..<end)
    }

    /// "March 12th, 2024", "Mar. 12", "Mar 12 '24", "February the 15th".
    private func monthThenDay(at index: Int) -> DateMention? {
        guard let (month, afterMonth) = monthName(at: index, beforeDay: true) else { return nil }
        var dayStart = skipping(["-", "/", ","], from: afterMonth)
        if isWord(dayStart, ["the"]), token(dayStart + 2)?.isWord(DateVocabulary.ordinalSuffixes) == true
            || DateVocabulary.ordinalWords[word(dayStart + 1) ?? ""] != nil { dayStart += 1 }
        guard sameLine(index, dayStart), let (day, afterDay) = dayNumber(at: dayStart) else { return nil }
        var end = afterDay
        var year: Int?
        let yearStart = yearStart(after: afterDay, skipping: [",", "-", "/"])
        if sameLine(afterDay - 1, yearStart), let (value, afterYear) = self.year(at: yearStart) {
            year = value; end = afterYear
        }
        return mention(day: day, month: month, year: year, tokens: index..<end)
    }

    func mention(day: Int, month: Int, year: Int?, tokens range: Range<Int>) -> DateMention? {
        if let year {
            guard let date = CalendarDay(year: year, month: month, day: day) else { return nil }
            return DateMention(tokens: range, day: date, kind: .fullDate)
        }
        guard let date = nextOccurrence(month: month, day: day) else { return nil }
        return DateMention(tokens: range, day: date, kind: .monthDay)
    }

    /// "dun" in "14/dun/2017": a misread abbreviation, trusted only between the same two date
    /// separators with a number after.
    private func misreadMonth(at index: Int) -> (Int, Int)? {
        guard let word = word(index), let month = DateVocabulary.misreadAbbreviation(word),
              let before = separator(after: index - 2), before == separator(after: index),
              before != ".", token(index + 2)?.number != nil, sameLine(index - 1, index + 2) else { return nil }
        return (month, index + 1)
    }

    /// A month name with an optional full stop. "May" and "mar" must be capitalised (else they
    /// are verbs), unless a day number follows that ends the date: "due may 8", "may 8th",
    /// "may 8, 2024", but not "you may 2 times".
    func monthName(at index: Int, beforeDay: Bool) -> (Int, Int)? {
        guard let token = token(index), let word = token.word, let month = token.month else { return nil }
        if word == "may" || word == "mar", !token.capitalized, !(beforeDay && endsADate(dayAt: index + 1)) { return nil }
        return (month, isSymbol(index + 1, ["."]) && sameLine(index, index + 1) ? index + 2 : index + 1)
    }

    /// A day number at `index` after which the date plainly ends: the line's end, an ordinal
    /// suffix, a comma or full stop, or a year.
    func endsADate(dayAt index: Int) -> Bool {
        guard let day = token(index), day.digits <= 2, let value = day.number, (1...31).contains(value),
              sameLine(index - 1, index) else { return false }
        guard let next = token(index + 1), sameLine(index, index + 1) else { return true }
        if next.isWord(DateVocabulary.ordinalSuffixes) { return !next.spaceBefore }
        // "Friday 1.25-2.50": a decimal, not the 1st.
        if next.isSymbol(["."]), !next.spaceBefore, let after = token(index + 2), after.number != nil, !after.spaceBefore { return false }
        // "Friday 7 | Deadline to withdraw", "Monday 9 – Friday 21": a calendar's cell or range
        // ends it; "Friday 7: withdraw" too, where "Friday 7:30" and "Friday 1-2" are hours.
        if next.isSymbol(["|", "–", "—"]) || next.isSymbol([":", "-"]) && token(index + 2)?.number == nil { return true }
        // "may 28 5pm", "Monday 21 at 10:30": a time with its own evidence after it.
        return next.isSymbol([",", ".", ";", ")", "!", "?"]) || year(at: index + 1) != nil || startsATime(index + 1)
    }

    /// 1–31 as digits (with an optional "st/nd/rd/th") or as an ordinal word ("first",
    /// "twenty-first"); never the hour of a time.
    func dayNumber(at index: Int) -> (Int, Int)? {
        if let token = token(index), let value = token.number {
            guard token.digits <= 2, (1...31).contains(value), !followedByTime(index) else { return nil }
            if let suffix = self.token(index + 1), !suffix.spaceBefore, suffix.isWord(DateVocabulary.ordinalSuffixes) {
                return (value, index + 2)
            }
            return (value, index + 1)
        }
        if let tens = word(index), tens == "twenty" || tens == "thirty" {
            let next = skipping(["-"], from: index + 1)
            if let unit = DateVocabulary.ordinalWords[word(next) ?? ""], unit < 10 {
                return ((tens == "twenty" ? 20 : 30) + unit, next + 1)
            }
        }
        if let value = DateVocabulary.ordinalWords[word(index) ?? ""] { return (value, index + 1) }
        return nil
    }

    /// A four-digit year (1900–2099), with the "r." (roku) Polish writes after it, or `'24`.
    func year(at index: Int) -> (Int, Int)? {
        if let token = token(index), token.digits == 4, let value = token.number, (1900...2099).contains(value),
           !followedByTime(index) {
            let polishYearWord = isWord(index + 1, ["r"]) && isSymbol(index + 2, ["."]) && sameLine(index, index + 2)
                && self.token(index + 2)?.spaceBefore == false
            return (value, polishYearWord ? index + 3 : index + 1)
        }
        if isSymbol(index, ["'", "’"]), let short = token(index + 1), short.digits == 2, let value = short.number, !short.spaceBefore {
            return (Self.expandYear(value, digits: 2), index + 2)
        }
        return nil
    }

    /// Where a year after a date would start: past one separator from `separators`, or past
    /// "in the year" ("1st oct in the year '89"), or past "of" or "in" before a four-digit year
    /// ("July 4th of 1995", "28 June in 2020").
    func yearStart(after index: Int, skipping separators: [Character]) -> Int {
        if isWord(index, ["in"]), isWord(index + 1, ["the"]), isWord(index + 2, ["year"]), sameLine(index - 1, index + 3) {
            return index + 3
        }
        if isWord(index, DateWords.periodLinks), token(index + 1)?.digits == 4, year(at: index + 1) != nil, sameLine(index - 1, index + 1) {
            return index + 1
        }
        return skipping(separators, from: index)
    }

    /// The number at `index` is an hour: `5:30`, `5pm`, `5 o'clock`.
    func followedByTime(_ index: Int) -> Bool {
        guard let next = token(index + 1) else { return false }
        // "5:30", not "week of March 11: chapters 3-4".
        if next.isSymbol([":"]) { return token(index + 2)?.number != nil && token(index + 2)?.spaceBefore == false }
        // "19.10.2022 - 23h59 CET": 23 is the hour of a French-style time, no day of a range.
        if next.isWord(["h"]), !next.spaceBefore, let minutes = token(index + 2), minutes.digits == 2, !minutes.spaceBefore {
            return true
        }
        // "22. März, 12 Uhr": German o'clock, no year '12.
        return meridiem(at: index + 1) != nil || next.isWord(["oclock", "uhr"])
            || next.isWord(["o"]) && (isSymbol(index + 2, ["'", "’"]) || isWord(index + 2, ["clock"]))
    }
}
