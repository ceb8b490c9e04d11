// A date with its weekday first: "Tuesday, March 12", "Tue 12/03/2024"; and weekday names.
extension DateGrammar {
    static let unmistakableWeekdays: Set<String> = ["tue", "tues", "thu", "thur", "thurs", "fri"]

    /// "Tuesday, March 12", "Tue 12/03/2024", "Sunday | 01/14": the weekday confirms (or picks)
    /// the reading.
    func weekdayQualifiedDate(at index: Int) -> DateMention? {
        guard let weekday = weekdayName(at: index) ?? weekdayOnlyBeforeADate(at: index) else { return nil }
        // A schedule's Day and Date columns ("Sunday | 01/14 | …") are one date too.
        let next = skipping([",", ".", "|"], from: weekday.end)
        guard sameLine(index, next),
              var mention = [numericDate(at: next), monthNameDate(at: next)].compactMap({ $0 })
                .max(by: { $0.tokens.count < $1.tokens.count }) else { return nil }
        mention.tokens = index..<mention.tokens.upperBound
        return confirmed(mention, by: weekday.value)
    }

    /// A weekday that is as often a name, where a date follows it ("Domingo 12 de febrero").
    private func weekdayOnlyBeforeADate(at index: Int) -> (value: Int, end: Int)? {
        guard let word = word(index), let weekday = DateVocabulary.weekdaysOnlyBeforeADate[word] else { return nil }
        return (weekday, index + 1)
    }

    /// A time with its own evidence, or a range of hours, starts at `index`, maybe after "from" or
    /// "between": "at 4:30", "8am", "from 6-8pm", "9 to 5".
    func startsATime(_ index: Int) -> Bool {
        let start = isWord(index, DateWords.rangeOpeners) && sameLine(index, index + 1) ? index + 1 : index
        guard let time = time(at: start), time.day == nil else { return false }
        return !time.weakTime || time.isRangeEnd
    }

    /// A weekday name; abbreviations count only when capitalised, followed by a full stop or
    /// by a part of the day ("wed evening"), since "sat", "wed" and "sun" are also ordinary
    /// words ("tue", "thu", "fri" are not).
    func weekdayName(at index: Int) -> (value: Int, end: Int)? {
        guard let token = token(index), let word = token.word, let weekday = token.weekday else { return nil }
        if word.count <= 4, !DateVocabulary.isFullCalendarName(word), !Self.unmistakableWeekdays.contains(word) {
            guard token.capitalized || isSymbol(index + 1, ["."]) || sameLine(index, index + 1) && (partOfDay(at: index + 1) != nil
                    // "wed at 4:30", "weds 8am": a time with its own evidence after it ("the sun at noon" stays a star).
                    || word != "sun" && startsATime(index + 1))
            else { return nil }
            return (weekday, isSymbol(index + 1, ["."]) ? index + 2 : index + 1)
        }
        return (weekday, index + 1)
    }
}
