// One time of day: `9.30`, `5pm`, "at 4", "11 at night".
extension DateGrammar {
    /// "29.02.2020 13.12": a dotted time right after a dotted date, as Europe writes both.
    func dottedTimeAfterDottedDate(at index: Int) -> DateMention? {
        guard token(index)?.spaceBefore == true, sameLine(index - 1, index), [2, 4].contains(token(index - 1)?.digits ?? 0),
              isSymbol(index - 2, ["."]), token(index - 3)?.number != nil, isSymbol(index - 4, ["."]),
              isSymbol(index + 1, ["."]), var mention = dottedTime(at: index) else { return nil }
        // "12.03.2024 10.50 EUR" is an amount: the time ends its line, a clause or a range.
        let next = mention.tokens.upperBound
        guard !sameLine(next - 1, next) || isSymbol(next, [",", ";", ")"]) || isRangeJoiner(next, startingAt: index) else { return nil }
        mention.weakTime = true
        return mention
    }

    /// "16.00" or "16:00" with no other evidence, trusted only as the end of a range.
    func dottedTime(at index: Int) -> DateMention? {
        guard let hourToken = token(index), let hour = hourToken.number, hourToken.digits <= 2,
              isSymbol(index + 1, [":", "."]), let minuteToken = token(index + 2), minuteToken.digits == 2,
              let minute = minuteToken.number, let time = ClockTime(hour: hour, minute: minute),
              token(index + 3)?.number == nil || token(index + 3)?.spaceBefore == true,
              // "19.12.2017": a date, not 19:12; "14.00-16.00" is a range of times.
              !isSymbol(index + 3, [".", "/", "-"]) || token(index + 4)?.number == nil || token(index + 4)?.spaceBefore == true
                || isSymbol(index + 3, ["-"]) && isSymbol(index + 5, [".", ":"])
        else { return nil }
        return DateMention(tokens: index..<(index + 3), time: time, kind: .timeOnly)
    }

    func singleTime(at index: Int) -> DateMention? {
        if let named = namedTime(at: index) { return named }
        if let spoken = spokenTime(at: index) { return spoken }
        guard let token = token(index) else { return nil }
        // "at 5" next to a date ("tomorrow at 5", "tonight around 8"); "by 5" too when the hour ends
        // its sentence ("Due Friday by 5", not "by 3/15" or "divide by 2 groups").
        if token.isWord(["by"]), let (_, end) = bareHour(at: index + 1), clockTime(at: index + 1) == nil,
           sameLine(index, end), !isSymbol(end, [".", "!", ";"]) || self.token(end + 1)?.number != nil {
            return nil
        }
        if token.isWord(DateWords.timeLeads) || token.isSymbol(["@"]) {
            if let precise = spokenTime(at: index + 1) ?? clockTime(at: index + 1) {
                var mention = precise
                mention.tokens = index..<precise.tokens.upperBound
                // "at 7p", "@ 9a.": "at" is the evidence an hour with a glued letter lacks alone.
                if mention.meridiemStated { mention.weakTime = false }
                return mention
            }
            // "today at 2100", "@ 0700": a 24-hour time in four digits.
            if let time = fourDigitTime(at: index + 1), !followedByTime(index + 1),
               !isSymbol(index + 2, ["/", "-", ".", ":"]) || !sameLine(index + 1, index + 2) {
                var mention = DateMention(tokens: index..<(index + 2), time: time, kind: .timeOnly)
                mention.weakTime = true
                return mention
            }
            if let (hour, end) = bareHour(at: index + 1),
               !isSymbol(end, [".", ",", "%"]) || self.token(end + 1)?.number == nil,
               // "at 8th May" is a day.
               self.token(end)?.isWord(DateVocabulary.ordinalSuffixes) != true || self.token(end)?.spaceBefore == true,
               // "around 3 problems" counts things.
               !token.isWord(["around"]) || !countsSomething(end),
               let time = ClockTime(hour: hour == 12 ? 12 : hour + (hour <= 7 ? 12 : 0)) {
                var mention = DateMention(tokens: index..<end, time: time, kind: .timeOnly)
                mention.weakTime = true
                return mention
            }
            // "today at 15": a 24-hour hour alone, beside a date; not "at 15 Elm Street".
            if token.isWord(DateWords.atWords) || token.isSymbol(["@"]), let hourToken = self.token(index + 1), hourToken.digits == 2,
               let hour = hourToken.number, (13...23).contains(hour),
               !countsSomething(index + 2), self.token(index + 2)?.month == nil, !isSymbol(index + 2, [".", ",", "%", ":", "/", "-"]),
               let time = ClockTime(hour: hour) {
                var mention = DateMention(tokens: index..<(index + 2), time: time, kind: .timeOnly)
                mention.weakTime = true
                return mention
            }
            return nil
        }
        return clockTime(at: index) ?? hourBeforePartOfDay(at: index)
    }

    /// A plain word after a number on its line ("3 problems", not "3 tonight" or "3 on Friday").
    func countsSomething(_ index: Int) -> Bool {
        guard let next = token(index), let word = next.word, sameLine(index - 1, index) else { return false }
        return next.weekday == nil && next.month == nil && partOfDay(at: index) == nil && meridiem(at: index) == nil
            && !Self.joiningWords.contains(word) && !Self.partOfDayDateStarts.contains(word) && !DateWords.phraseJoiners.contains(word)
    }

    /// An hour 1–12 written alone, in digits or as a word ("5", "five").
    func bareHour(at index: Int) -> (Int, Int)? {
        if let token = token(index), let hour = token.number {
            return token.digits <= 2 && (1...12).contains(hour) ? (hour, index + 1) : nil
        }
        guard let word = word(index), let hour = DateVocabulary.hourWords[word] else { return nil }
        return (hour, index + 1)
    }

    /// "8 tonight", "nine tomorrow morning": a bare hour right before a date that names a part
    /// of the day, which then says a.m. or p.m. Not after a noun ("chapter 8 tonight").
    private func hourBeforePartOfDay(at index: Int) -> DateMention? {
        guard let (hour, end) = bareHour(at: index), sameLine(index, end),
              let next = word(end), Self.partOfDayDateStarts.contains(next) || token(end)?.weekday != nil,
              let date = date(at: end), date.partOfDay != nil || date.impliesEvening,
              let time = ClockTime(hour: hour, minute: 0) else { return nil }
        if let previous = word(index - 1), sameLine(index - 1, index),
           !Self.joiningWords.contains(previous), !DateWords.approximations.contains(previous) { return nil }
        var mention = DateMention(tokens: index..<end, time: time, kind: .timeOnly)
        mention.weakTime = true
        return mention
    }

    /// Words a date with a part of the day starts with ("tonight", "this evening", "tomorrow
    /// morning"; weekdays are checked apart), so most numbers skip the full date grammar.
    private static let partOfDayDateStarts: Set<String> = ["tonight", "tonite", "this", "tomorrow", "tmrw", "tmr", "today"]
}
