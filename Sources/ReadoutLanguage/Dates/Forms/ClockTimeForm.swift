// Clock times: `11:59pm`, `11:59 PM`, `23:59`, `10 o'clock`, "noon", "midnight", "end of day".
extension DateGrammar {
    /// A time with its own evidence: a colon, a.m./p.m., o'clock, "at night", `15h30`.
    /// The hour may be a word ("seven thirty p.m.") when a.m./p.m. or o'clock follows.
    func clockTime(at index: Int) -> DateMention? {
        let hourInWords = token(index)?.number == nil
        var hour: Int
        var next: Int
        if hourInWords {
            guard let (value, end) = bareHour(at: index) else { return nil }
            hour = value; next = end
        } else {
            guard let hourToken = token(index), let value = hourToken.number, hourToken.digits <= 4 else { return nil }
            hour = value; next = index + 1
        }
        var minute = 0
        var hasEvidence = false
        var isTimestamp = false
        var hourOnly = false
        var dotted = false
        if let digits = token(index)?.digits, digits > 2 {
            // "330 p.m.", "730 in the evening": hour and minutes run together, trusted only
            // with a.m./p.m. or a part of the day after them.
            guard digits <= 4, hour % 100 < 60 else { return nil }
            if digits == 4, hour / 100 <= 23, let end = hoursWord(at: next) {
                // "0900 hrs", "1300 hours": a 24-hour time as timetables and the forces write it.
                next = end
                hasEvidence = true
            } else {
                guard (1...12).contains(hour / 100), meridiem(at: next) != nil || statedPartOfDay(at: next) != nil else { return nil }
            }
            minute = hour % 100
            hour /= 100
        } else if hourInWords {
            if let (value, end) = minuteWords(at: next) { minute = value; next = end }
        } else if isSymbol(next, [":", "."]), sameLine(index, next + 1), let minuteToken = token(next + 1), minuteToken.digits == 2,
           let value = minuteToken.number, value < 60 {
            let isColon = isSymbol(next, [":"])
            // "Lecture 5: 10 October", "Exercise 4: 13.11.", "Exam 2: 14:00": a numbered label,
            // its colon and then a date or a time, not the time 5:10.
            if isColon, minuteToken.spaceBefore, startsDateOrTime(afterMinutes: next + 2) { return nil }
            minute = value
            next += 2
            hasEvidence = isColon
            // "no later than 16.00", "at 16.30 CET": a dotted time, as Europe and course handbooks
            // write it, after a word that leads a time, when it cannot be a day and month (no
            // month 00 or above 12) and no year follows; trusted only beside a date. Elsewhere
            // "10.50 EUR" or "1.25-2.50" is a price.
            // So is one an hours word follows ("16.00 hrs") or one in brackets ("9 May (12.00)"), at
            // an hour of the working day and on a five-minute mark ("tea (2.50)" is a price).
            let bracketed = isSymbol(index - 1, ["("]) && isSymbol(next, [")"]) && hour >= 7 && value % 5 == 0
            if !isColon, hour <= 23, value == 0 || value > 12,
               isWord(index - 1, Self.dottedTimeLeads) || followsHourWord(index) || hoursWord(at: next) != nil || bracketed,
               !(isSymbol(next, ["."]) && token(next + 1)?.number != nil) {
                hasEvidence = true
                dotted = true
            }
            // Seconds, as receipts print them.
            if isSymbol(next, [":"]), let seconds = token(next + 1), seconds.digits == 2 {
                next += 2
                isTimestamp = isColon
            }
            // "before 14:00 hrs on 02.02.2024", "16.00 hrs".
            if isColon || dotted, let end = hoursWord(at: next) { next = end }
        } else if isWord(next, ["h"]), token(next)?.spaceBefore == false, let minuteToken = token(next + 1),
                  minuteToken.digits == 2, minuteToken.spaceBefore == false, let value = minuteToken.number, value < 60 {
            // "15h30", as much of Europe writes times.
            minute = value
            next += 2
            hasEvidence = true
        } else if isWord(next, ["h"]), token(next)?.spaceBefore == false, hour <= 23,
                  token(next + 1)?.number == nil || token(next + 1)?.spaceBefore == true {
            // "16h": the hour alone, which may also count hours ("for 2h"), so only beside a date.
            next += 1
            hasEvidence = true
            hourOnly = true
        } else if hour <= 23, token(index)?.digits ?? 0 <= 2, followsHourWord(index) {
            // "do godz. 12": Polish names the hour before its number.
            hasEvidence = true
            hourOnly = true
        }
        var hour24 = hour
        var meridiemStated = false
        if hasEvidence || !hourInWords && next == index + 1, isWord(next, DateWords.meridiemLetters), token(next)?.spaceBefore == false,
           !isWord(next + 1, ["m"]), !(isSymbol(next + 1, ["."]) && isWord(next + 2, ["m"])) {
            // "3:15p": a single letter glued to the minutes; glued to the hour alone ("Tomorrow 3p")
            // only beside a date, since "5p" may be pence.
            guard (1...12).contains(hour) else { return nil }
            hour24 = hour % 12 + (isWord(next, ["p"]) ? 12 : 0)
            hourOnly = !hasEvidence
            next += 1
            hasEvidence = true
            meridiemStated = true
        } else if let (isPM, end) = meridiem(at: next) {
            // "23:55PM", as some course pages write it: a 24-hour time the p.m. only repeats.
            guard (1...12).contains(hour) || hasEvidence && isPM && (13...23).contains(hour) else { return nil }
            hour24 = hour > 12 ? hour : hour % 12 + (isPM ? 12 : 0)
            next = end
            hasEvidence = true
            meridiemStated = true
        } else if let end = oClock(at: next) {
            next = end
            hasEvidence = true
            if let (isPM, afterMeridiem) = meridiem(at: next) ?? statedPartOfDay(at: next) {
                if isPM, hour < 12 { hour24 = hour + 12 }
                if !isPM, hour == 12 { hour24 = 0 }
                next = afterMeridiem
                meridiemStated = true
            }
        } else if let (isPM, end) = statedPartOfDay(at: next), hour <= 12 {
            if isPM, hour < 12 { hour24 = hour + 12 }
            if !isPM, hour == 12 { hour24 = 0 }
            next = end
            hasEvidence = true
            meridiemStated = true
        }
        // "before 12:00 midnight", "12 midnight": the end of that day, as a deadline means it.
        if hourInWords == false, hour % 12 == 0, minute == 0, isWord(next, ["midnight"]) {
            hour24 = 23
            minute = 59
            next += 1
            hasEvidence = true
            meridiemStated = true
            dotted = false
        }
        guard hasEvidence else { return nil }
        // "Due 3:30": no one sets a deadline at 3:30 in the night; "03:30" is written on purpose.
        // So for "at 5 o'clock", as for "at 5".
        let guessedAfternoon = !meridiemStated && (1...6).contains(hour)
            && (token(index)?.digits == 1 && isSymbol(index + 1, [":"]) || oClock(at: index + 1) != nil)
        if guessedAfternoon { hour24 = hour + 12 }
        guard let time = ClockTime(hour: hour24, minute: minute) else { return nil }
        if isSymbol(next, ["%"]) { return nil }
        var mention = DateMention(tokens: index..<next, time: time, kind: .timeOnly)
        mention.meridiemStated = meridiemStated
        mention.afternoonGuessed = guessedAfternoon
        mention.isTimestamp = isTimestamp
        mention.weakTime = hourOnly && (!meridiemStated || isWord(next - 1, DateWords.meridiemLetters)) || dotted && !meridiemStated
        return mention
    }

    /// The number before `index` is a day or an hour of its own: a month name, an ordinal's
    /// ending or a date's separator follows it, or the colon of a time.
    private func startsDateOrTime(afterMinutes index: Int) -> Bool {
        guard let next = token(index), sameLine(index - 1, index) else { return false }
        if next.month != nil || next.isWord(["st", "nd", "rd", "th"]) && !next.spaceBefore { return true }
        return next.isSymbol([".", "/", ":"]) && !next.spaceBefore && token(index + 1)?.number != nil && !(token(index + 1)?.spaceBefore ?? true)
    }

    /// Words after which a dotted number ("16.30") is a time; German, French and Polish ones too
    /// ("bis 16.30", "avant 12.00", "o 9.15").
    static let dottedTimeLeads: Set<String> = [
        "at", "by", "before", "until", "till", "than", "from", "to", "um", "kl", "deadline", "due", "bis", "gegen", "vor",
        "à", "avant", "vers", "do", "o",
    ]

    /// The number at `index` comes after Polish "godz." or "godziny", the hour's own word.
    private func followsHourWord(_ index: Int) -> Bool {
        let word = isSymbol(index - 1, ["."]) ? index - 2 : index - 1
        return isWord(word, Self.polishHourWords) && sameLine(word, index)
    }

    private static let polishHourWords: Set<String> = ["godz", "godzina", "godziny", "godzinie"]

    /// noon, midday, midnight (the end of that day, as a deadline means it), end of (the) day,
    /// EOD, close of business.
    func namedTime(at index: Int) -> DateMention? {
        guard let word = word(index) else { return nil }
        func named(_ hour: Int, _ minute: Int, through end: Int) -> DateMention {
            DateMention(tokens: index..<end, time: ClockTime(hour: hour, minute: minute), kind: .timeOnly)
        }
        // "by end of day": no clock time; it joins a date and leaves it due whole.
        func endOfDay(through end: Int) -> DateMention {
            var mention = DateMention(tokens: index..<end, kind: .timeOnly)
            mention.namesEndOfDay = true
            return mention
        }
        switch word {
        case "noon", "midday", "mittag", "południe", "południa", "poludnie", "poludnia": return named(12, 0, through: index + 1)
        // French noon only as a time ("à midi", "avant midi"): a "midi length" dress is no time.
        case "midi" where isWord(index - 1, ["à", "a", "avant", "vers", "jusqu", "après"]): return named(12, 0, through: index + 1)
        case "mid" where isWord(index + 1, ["day"]): return named(12, 0, through: index + 2)
        case "midnight", "mitternacht", "minuit", "północ", "północy", "polnoc", "polnocy": return named(23, 59, through: index + 1)
        // "end of day" and "EOD" name no clock time: the day is due whole, as when nothing is said.
        case "eod": return endOfDay(through: index + 1)
        case "cob": return named(17, 0, through: index + 1)
        case "end" where isWord(index + 1, ["of"]):
            let next = isWord(index + 2, ["the"]) ? index + 3 : index + 2
            if isWord(next, ["day"]) { return endOfDay(through: next + 1) }
            if isWord(next, ["business"]) { return named(17, 0, through: next + 1) }
            return nil
        case "close" where isWord(index + 1, ["of"]) && isWord(index + 2, ["business"]):
            return named(17, 0, through: index + 3)
        default:
            return nil
        }
    }

    /// am, pm, a.m., p.m., a m; "noon" after 12.
    func meridiem(at index: Int) -> (isPM: Bool, end: Int)? {
        guard let word = word(index) else { return nil }
        switch word {
        case "am", "pm": return (word == "pm", index + 1)
        case "a", "p":
            let next = skipping(["."], from: index + 1)
            guard isWord(next, ["m"]) else { return nil }
            return (word == "p", isSymbol(next + 1, ["."]) ? next + 2 : next + 1)
        // "12 noon"; "December 6 noon" is the 6th at noon, not 6 p.m.
        // "10am-12nn": noon as Singapore and the Philippines abbreviate it.
        case "noon", "nn": return token(index - 1)?.number == 12 ? (true, index + 1) : nil
        default: return nil
        }
    }

    private func oClock(at index: Int) -> Int? {
        // "12 Uhr", as German-speaking pages write o'clock.
        if isWord(index, ["oclock", "uhr"]) { return index + 1 }
        guard isWord(index, ["o"]) else { return nil }
        let next = skipping(["'", "’"], from: index + 1)
        return isWord(next, ["clock"]) ? next + 1 : nil
    }

    /// "in the morning" (a.m.), "in the afternoon/evening", "at night" (p.m.).
    private func statedPartOfDay(at index: Int) -> (isPM: Bool, end: Int)? {
        if isWord(index, ["at"]), isWord(index + 1, ["night"]) { return (true, index + 2) }
        guard isWord(index, ["in"]) else { return nil }
        let partIndex = isWord(index + 1, ["the"]) ? index + 2 : index + 1
        guard let part = word(partIndex) else { return nil }
        switch part {
        case "morning": return (false, partIndex + 1)
        case "afternoon", "evening": return (true, partIndex + 1)
        default: return nil
        }
    }
}
