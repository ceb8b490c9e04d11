// Times in words: "half past four", "quarter to five", "ten past nine".
extension DateGrammar {
    /// "half past three", "a quarter past 3pm", "quarter to noon", "twenty after 3pm",
    /// "10 to 5": minutes counted from or to an hour.
    func spokenTime(at index: Int) -> DateMention? {
        var next = index
        let minutes: Int
        var countInWords = true
        if isWord(next, ["a"]), isWord(next + 1, ["quarter"]) {
            minutes = 15; next += 2
        } else if isWord(next, ["quarter"]) {
            minutes = 15; next += 1
        } else if isWord(next, ["half"]) {
            minutes = 30; next += 1
        } else if let word = word(next), let value = DateVocabulary.numberWords[word], (1...9).contains(value), word != "a", word != "an",
                  isWord(next + 1, DateWords.pastOrAfter) {
            // "five past 3" ("one to two weeks" is no time).
            minutes = value; next += 1
        } else if let (value, end) = minuteCount(at: next) {
            minutes = value
            countInWords = token(next)?.number == nil || isWord(end, DateWords.minuteUnits)
            next = isWord(end, DateWords.minuteUnits) ? end + 1 : end
        } else {
            return nil
        }
        guard isWord(next, DateWords.minutesToOrPast), sameLine(index, next + 1) else { return nil }
        let before = isWord(next, DateWords.minutesTo)
        if before, minutes == 30 { return nil }
        let hourStart = next + 1
        var base: (minutes: Int, end: Int, stated: Bool)
        if isWord(hourStart, DateWords.middayWords) {
            base = (12 * 60, hourStart + 1, true)
        } else if isWord(hourStart, ["midnight"]) {
            base = (24 * 60, hourStart + 1, true)
        } else if let clock = clockTime(at: hourStart), let time = clock.time, time.minute == 0 {
            base = (time.hour * 60, clock.tokens.upperBound, true)
        } else if let (hour, end) = bareHour(at: hourStart), countInWords || token(hourStart)?.number == nil || isWord(next, ["past"]) {
            // No a.m./p.m.: the hours a class day runs, like "at 5". Digits on both sides
            // ("pages 10 to 12") are a range, not a time, but "20 past 2" is a time.
            base = ((hour == 12 ? 12 : hour + (hour <= 7 ? 12 : 0)) * 60, end, false)
        } else {
            return nil
        }
        // "ten to twelve students", "two past 3 problems" count things.
        if !base.stated, countsSomething(base.end) { return nil }
        let total = (base.minutes + (before ? -minutes : minutes) + 24 * 60) % (24 * 60)
        guard let time = ClockTime(hour: total / 60, minute: total % 60) else { return nil }
        var mention = DateMention(tokens: index..<base.end, time: time, kind: .timeOnly)
        mention.meridiemStated = base.stated
        return mention
    }

    /// 1–59 minutes in digits or words ("20", "twenty", "twenty-five").
    private func minuteCount(at index: Int) -> (Int, Int)? {
        if let token = token(index), let value = token.number {
            return token.digits <= 2 && (1...59).contains(value) ? (value, index + 1) : nil
        }
        return minuteWords(at: index)
    }

    /// Minutes said in words: "thirty", "fifteen", "forty-five", "fifty nine", "o five".
    func minuteWords(at index: Int) -> (Int, Int)? {
        guard let word = word(index) else { return nil }
        if word == "o" || word == "oh", let unit = DateVocabulary.numberWords[self.word(index + 1) ?? ""], (1...9).contains(unit),
           self.word(index + 1) != "a", self.word(index + 1) != "an" {
            return (unit, index + 2)
        }
        guard let value = DateVocabulary.numberWords[word], word != "a", word != "an", (10...59).contains(value) else { return nil }
        if value % 10 == 0, value >= 20 {
            let unitIndex = skipping(["-"], from: index + 1)
            if let unitWord = self.word(unitIndex), unitWord != "a", unitWord != "an",
               let unit = DateVocabulary.numberWords[unitWord], (1...9).contains(unit) {
                return (value + unit, unitIndex + 1)
            }
        }
        return (value, index + 1)
    }
}
