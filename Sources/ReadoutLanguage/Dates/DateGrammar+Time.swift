/// Times of day: `11:59pm`, `11:59 PM`, `23:59`, `9.30 p.m.`, `5pm`, `10 o'clock`, `11 at night`,
/// `noon`, `midnight`, "end of day"; and how they join the dates beside them.
extension DateGrammar {
    func time(at index: Int) -> DateMention? {
        if let range = bareHourRange(at: index) ?? dottedTimeRange(at: index) ?? fourDigitTimeRange(at: index) { return range }
        guard var start = singleTime(at: index) ?? dottedTimeAfterDottedDate(at: index) else { return nil }
        if let offsetEnd = utcOffsetEnd(at: start.tokens.upperBound) {
            start.tokens = start.tokens.lowerBound..<offsetEnd
            return start
        }
        return timeRangeEnd(after: start) ?? start
    }

    /// "13:00 - 16.00", "2pm to 4pm", "from 9:30 until 11", "between 3:30pm and 6 pm": a range
    /// of hours ends at its end, and the end is what a deadline means.
    private func timeRangeEnd(after start: DateMention) -> DateMention? {
        let next = start.tokens.upperBound
        guard start.time != nil, !start.weakTime || start.meridiemStated, sameLine(next - 1, next),
              isRangeJoiner(next, startingAt: start.tokens.lowerBound), sameLine(next, next + 1),
              var end = clockTime(at: next + 1) ?? dottedTime(at: next + 1) ?? bareHourEnd(after: start, at: next + 1) else { return nil }
        // "3pm - 2pm March 3": an end before its start on the same side of noon starts a range of days.
        if let startTime = start.time, let endTime = end.time, endTime <= startTime, start.meridiemStated, end.meridiemStated,
           (startTime.hour < 12) == (endTime.hour < 12) { return nil }
        // "midnight to 2am": a range starting at midnight starts the day, not ends it.
        if let startTime = start.time, var endTime = end.time, endTime < startTime, !isWord(next - 1, ["midnight"]) {
            // "23:30 - 3:35": the p.m. guessed for the end made it no later; it is the night's.
            if end.afternoonGuessed, let night = ClockTime(hour: endTime.hour - 12, minute: endTime.minute) {
                endTime = night
                end.time = night
            }
            end.endsNextDay = true
        }
        end.tokens = start.tokens.lowerBound..<end.tokens.upperBound
        end.isRangeEnd = true
        // "9h30 - 11h": the range's start makes its end a time.
        end.weakTime = false
        return end
    }

    /// "6pm to 8", "10am - 2": a bare hour ends a range whose start said a.m. or p.m.; it is the
    /// first such hour after the start. Not "3pm to 5 students".
    private func bareHourEnd(after start: DateMention, at index: Int) -> DateMention? {
        guard start.meridiemStated, let startTime = start.time, token(index)?.number != nil, let (hour, end) = bareHour(at: index),
              !countsSomething(end), !isSymbol(end, [".", ":", "/", "-"]) || !sameLine(end - 1, end) || token(end + 1)?.number == nil,
              let endHour = [hour % 12, hour % 12 + 12].first(where: { $0 > startTime.hour }),
              let time = ClockTime(hour: endHour, minute: 0) else { return nil }
        var mention = DateMention(tokens: index..<end, time: time, kind: .timeOnly)
        mention.meridiemStated = true
        return mention
    }

    /// "9-11am", "from 3 to 6pm", "between 1 and 2:30 p.m.", "from 7 to 7:30": a bare hour whose
    /// range's end says a.m. or p.m., or has minutes after "from" or "between" ("pages 10 to
    /// 12" has neither).
    private func bareHourRange(at index: Int) -> DateMention? {
        guard let (startHour, afterHour) = bareHour(at: index), sameLine(index, afterHour),
              isRangeJoiner(afterHour, startingAt: index), sameLine(afterHour, afterHour + 1) else { return nil }
        guard var end = clockTime(at: afterHour + 1) else { return bareHoursBesideDate(startHour, at: index, endAt: afterHour + 1) }
        guard end.meridiemStated || isWord(index - 1, ["from", "between"]) && isSymbol(afterHour + 2, [":"]) else { return nil }
        end.tokens = index..<end.tokens.upperBound
        end.isRangeEnd = true
        return end
    }

    /// "Monday 9-11", "tomorrow from 3 to 5", "between 2 and 4 tomorrow", "9-5 on Tuesday": bare
    /// hours at both ends, the hours of a class day. Only beside a date (a weak time) and never
    /// after a numbered thing ("pages 10 to 12 by Friday", "problems from 1 to 5 on Monday").
    private func bareHoursBesideDate(_ startHour: Int, at index: Int, endAt endIndex: Int) -> DateMention? {
        guard let (endHour, end) = bareHour(at: endIndex),
              !isSymbol(end, [".", ":", "/", "-"]) || !sameLine(end - 1, end) || token(end + 1)?.number == nil,
              let time = Self.rangeEndClock(startHour: startHour, endHour: endHour) else { return nil }
        let opened = isWord(index - 1, ["from", "between"])
        let before = opened ? index - 2 : index - 1
        let dateBefore = sameLine(before, index) && (token(before)?.weekday != nil || isWord(before, Self.dayWords))
        let dateAfter = sameLine(end - 1, end) && (token(end)?.weekday != nil || isWord(end, Self.dayWords) || isWord(end, ["on"]))
            && (token(before)?.word == nil || !sameLine(before, index) || opened && !isWord(before, Self.numberedThings))
        guard dateBefore || dateAfter || opened && !isWord(before, Self.numberedThings) else { return nil }
        var mention = DateMention(tokens: index..<end, time: time, kind: .timeOnly)
        mention.isRangeEnd = true
        mention.weakTime = true
        return mention
    }

    private static let dayWords = ["today", "tomorrow", "tonight", "tmrw", "tmr"]
    private static let numberedThings = ["page", "pages", "p", "pp", "chapter", "chapters", "ch", "problem", "problems", "exercise",
                                         "exercises", "ex", "question", "questions", "q", "section", "sections", "lesson", "lessons",
                                         "unit", "units", "slide", "slides", "line", "lines", "part", "parts", "step", "steps",
                                         "item", "items", "number", "numbers", "no", "nos", "verse", "verses", "grade", "grades", "ages"]

    /// The end of "9-11", "3 to 5", "10 and 2" said without a.m. or p.m.: an hour 1–7 is p.m.
    /// as in "at 5", and an end not after its start has crossed noon ("9-5", "6 to 8").
    static func rangeEndClock(startHour: Int, endHour: Int) -> ClockTime? {
        func classDay(_ hour: Int) -> Int { hour == 12 ? 12 : hour + (hour <= 7 ? 12 : 0) }
        let start = classDay(startHour)
        var end = classDay(endHour)
        if end <= start, end < 12 { end += 12 }
        return end > start && end < 24 ? ClockTime(hour: end, minute: 0) : nil
    }

    /// "between 9.30 and 10.45", "from 13.00 to 16.30": dotted hours and minutes, which alone
    /// could be amounts, are times when "from" or "between" opens the range they end. Only
    /// beside a date, unless the end says a.m. or p.m. or the start has a colon ("prices between
    /// 1.25 and 2.50").
    /// Without "from", two-digit hours on the quarter hours ("3/12 14.00-16.00").
    private func dottedTimeRange(at index: Int) -> DateMention? {
        guard let start = dottedTime(at: index), let startTime = start.time else { return nil }
        let opened = isWord(index - 1, ["from", "between"])
        let next = start.tokens.upperBound
        guard sameLine(next - 1, next), isRangeJoiner(next, startingAt: index), sameLine(next, next + 1),
              var end = clockTime(at: next + 1) ?? dottedTime(at: next + 1), let endTime = end.time else { return nil }
        guard opened || [startTime, endTime].allSatisfy({ $0.minute % 15 == 0 }) && startTime < endTime
                && token(index)?.digits == 2 && token(next + 1)?.digits == 2 else { return nil }
        end.tokens = index..<end.tokens.upperBound
        end.isRangeEnd = true
        // "14:00 - 17:30" is plainly times; "14.00-16.00" might be prices.
        end.weakTime = !end.meridiemStated && !isSymbol(index + 1, [":"])
        return end
    }

    /// "0930-1045", "1300 to 1500 hrs": 24-hour times in four digits joined as a range. Without
    /// "hrs" after them they could be years or room numbers, so they count only beside a date.
    private func fourDigitTimeRange(at index: Int) -> DateMention? {
        guard let start = fourDigitTime(at: index), !isSymbol(index - 1, ["-", "/", "."]) || token(index)?.spaceBefore == true,
              isSymbol(index + 1, ["-", "–", "—"]) || isWord(index + 1, ["to", "until", "till"]), sameLine(index, index + 2),
              let end = fourDigitTime(at: index + 2), start < end,
              // Timetables run on the five minutes; room and part numbers ("1204-1206") need not.
              start.minute % 5 == 0, end.minute % 5 == 0,
              !isSymbol(index + 3, ["-", "/", "."]) || token(index + 3)?.spaceBefore == true else { return nil }
        let hoursEnd = hoursWord(at: index + 3)
        var mention = DateMention(tokens: index..<(hoursEnd ?? index + 3), time: end, kind: .timeOnly)
        mention.isRangeEnd = true
        mention.weakTime = hoursEnd == nil
        return mention
    }

    /// `0930`: hours and minutes run together, 00:00–23:59.
    private func fourDigitTime(at index: Int) -> ClockTime? {
        guard let token = token(index), token.digits == 4, let value = token.number else { return nil }
        return ClockTime(hour: value / 100, minute: value % 100)
    }

    /// Past "hrs" or "hours" after a four-digit time, unless the number counts hours ("in 1500
    /// hours", "1200 hours from now").
    private func hoursWord(at index: Int) -> Int? {
        guard isWord(index, ["hrs", "hours", "hr", "h"]), sameLine(index - 1, index),
              !isWord(index - 2, ["in", "within", "for", "after", "every", "over", "next", "last", "past", "than"]),
              !isWord(index + 1, ["from", "later", "ago", "hence", "before", "after", "left", "long", "of", "and"]) else { return nil }
        return index + 1
    }

    /// Where "-05:30" or "-0530" written onto a time with seconds ends
    /// ("2014-11-30T08:15:30-05:30"): the offset from UTC, not the end of a range. The time stays
    /// as written, the clock of the text's place. Nil when there is no offset at `index`.
    private func utcOffsetEnd(at index: Int) -> Int? {
        guard isSymbol(index, ["-", "+"]), token(index)?.spaceBefore == false, isSymbol(index - 2, [":"]),
              isSymbol(index - 4, [":"]), let hours = token(index + 1), hours.spaceBefore == false,
              let value = hours.number else { return nil }
        if hours.digits == 4, value / 100 <= 14 { return index + 2 }
        guard hours.digits == 2, value <= 14, isSymbol(index + 2, [":"]), token(index + 3)?.digits == 2 else { return nil }
        return index + 4
    }

    /// A dash, "to", "until" between a range's ends; "and" after "between".
    func isRangeJoiner(_ index: Int, startingAt start: Int) -> Bool {
        isSymbol(index, ["-", "–", "—", "~"]) || isWord(index, ["to", "until", "untill", "till", "til", "through", "thru"])
            || isWord(index, ["and"]) && isWord(start - 1, ["between"])
    }

    /// "29.02.2020 13.12": a dotted time right after a dotted date, as Europe writes both.
    private func dottedTimeAfterDottedDate(at index: Int) -> DateMention? {
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
    private func dottedTime(at index: Int) -> DateMention? {
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

    private func singleTime(at index: Int) -> DateMention? {
        if let named = namedTime(at: index) { return named }
        if let spoken = spokenTime(at: index) { return spoken }
        guard let token = token(index) else { return nil }
        // "at 5" next to a date ("tomorrow at 5", "tonight around 8"); "by 5" too when the hour ends
        // its sentence ("Due Friday by 5", not "by 3/15" or "divide by 2 groups").
        if token.isWord(["by"]), let (_, end) = bareHour(at: index + 1), clockTime(at: index + 1) == nil,
           sameLine(index, end), !isSymbol(end, [".", "!", ";"]) || self.token(end + 1)?.number != nil {
            return nil
        }
        if token.isWord(["at", "@", "by", "around"]) || token.isSymbol(["@"]) {
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
            if token.isWord(["at", "@"]) || token.isSymbol(["@"]), let hourToken = self.token(index + 1), hourToken.digits == 2,
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
    private func countsSomething(_ index: Int) -> Bool {
        guard let next = token(index), let word = next.word, sameLine(index - 1, index) else { return false }
        return next.weekday == nil && next.month == nil && partOfDay(at: index) == nil && meridiem(at: index) == nil
            && !Self.joiningWords.contains(word) && !Self.partOfDayDateStarts.contains(word) && !["in", "and", "or", "to"].contains(word)
    }

    /// An hour 1–12 written alone, in digits or as a word ("5", "five").
    private func bareHour(at index: Int) -> (Int, Int)? {
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
           !Self.joiningWords.contains(previous), !["around", "about", "approximately"].contains(previous) { return nil }
        var mention = DateMention(tokens: index..<end, time: time, kind: .timeOnly)
        mention.weakTime = true
        return mention
    }

    /// Words a date with a part of the day starts with ("tonight", "this evening", "tomorrow
    /// morning"; weekdays are checked apart), so most numbers skip the full date grammar.
    private static let partOfDayDateStarts: Set<String> = ["tonight", "tonite", "this", "tomorrow", "tmrw", "tmr", "today"]

    /// "half past three", "a quarter past 3pm", "quarter to noon", "twenty after 3pm",
    /// "10 to 5": minutes counted from or to an hour.
    private func spokenTime(at index: Int) -> DateMention? {
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
                  isWord(next + 1, ["past", "after"]) {
            // "five past 3" ("one to two weeks" is no time).
            minutes = value; next += 1
        } else if let (value, end) = minuteCount(at: next) {
            minutes = value
            countInWords = token(next)?.number == nil || isWord(end, ["minutes", "min", "mins"])
            next = isWord(end, ["minutes", "min", "mins"]) ? end + 1 : end
        } else {
            return nil
        }
        guard isWord(next, ["past", "after", "to", "til", "till"]), sameLine(index, next + 1) else { return nil }
        let before = isWord(next, ["to", "til", "till"])
        if before, minutes == 30 { return nil }
        let hourStart = next + 1
        var base: (minutes: Int, end: Int, stated: Bool)
        if isWord(hourStart, ["noon", "midday"]) {
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
    private func minuteWords(at index: Int) -> (Int, Int)? {
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

    /// A time with its own evidence: a colon, a.m./p.m., o'clock, "at night", `15h30`.
    /// The hour may be a word ("seven thirty p.m.") when a.m./p.m. or o'clock follows.
    private func clockTime(at index: Int) -> DateMention? {
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
            minute = value
            next += 2
            hasEvidence = isColon
            // Seconds, as receipts print them.
            if isSymbol(next, [":"]), let seconds = token(next + 1), seconds.digits == 2 {
                next += 2
                isTimestamp = isColon
            }
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
        }
        var hour24 = hour
        var meridiemStated = false
        if hasEvidence || !hourInWords && next == index + 1, isWord(next, ["a", "p"]), token(next)?.spaceBefore == false,
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
            guard (1...12).contains(hour) else { return nil }
            hour24 = hour % 12 + (isPM ? 12 : 0)
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
        mention.weakTime = hourOnly && (!meridiemStated || isWord(next - 1, ["a", "p"]))
        return mention
    }

    /// noon, midday, midnight (the end of that day, as a deadline means it), end of (the) day,
    /// EOD, close of business.
    private func namedTime(at index: Int) -> DateMention? {
        guard let word = word(index) else { return nil }
        func named(_ hour: Int, _ minute: Int, through end: Int) -> DateMention {
            DateMention(tokens: index..<end, time: ClockTime(hour: hour, minute: minute), kind: .timeOnly)
        }
        switch word {
        case "noon", "midday": return named(12, 0, through: index + 1)
        case "mid" where isWord(index + 1, ["day"]): return named(12, 0, through: index + 2)
        case "midnight": return named(23, 59, through: index + 1)
        case "eod": return named(23, 59, through: index + 1)
        case "cob": return named(17, 0, through: index + 1)
        case "end" where isWord(index + 1, ["of"]):
            let next = isWord(index + 2, ["the"]) ? index + 3 : index + 2
            if isWord(next, ["day"]) { return named(23, 59, through: next + 1) }
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
        case "noon": return token(index - 1)?.number == 12 ? (true, index + 1) : nil
        default: return nil
        }
    }

    private func oClock(at index: Int) -> Int? {
        if isWord(index, ["oclock"]) { return index + 1 }
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

    // MARK: Joining

    /// Words that may stand between a date and its time: "Friday at 5pm", "5pm on Friday",
    /// "March 12, 11:59 PM", "2024-03-12T23:59".
    static let joiningWords: Set<String> = ["at", "by", "before", "on", "until", "till", "the", "of", "t", "due", "from", "no", "later", "than", "for",
                                            "between", "around", "sharp",
                                            // Time zones: "5:00 PM EST Friday".
                                            "est", "edt", "cst", "cdt", "mst", "mdt", "pst", "pdt", "et", "pt", "gmt", "utc", "bst",
                                            "cet", "cest", "ist", "aest", "aedt"]

    /// Gives each date the time beside it and drops times that have no date and no evidence.
    func joinTimesToDates(_ mentions: [DateMention]) -> [DateMention] {
        var result: [DateMention] = []
        var index = 0
        while index < mentions.count {
            var current = mentions[index]
            if index + 1 < mentions.count, let joined = join(current, mentions[index + 1]) {
                current = joined
                index += 1
            }
            index += 1
            if current.weakTime { continue }
            if current.time == nil { current.time = current.partOfDay }
            if current.day == nil, current.endsNextDay { current.day = reference.adding(days: 1) }
            if let start = result.last, let range = dateTimeRange(from: start, to: current) {
                result[result.count - 1] = range
            } else {
                result.append(current)
            }
        }
        return result
    }

    /// "19.12.2017 09:30 - 19.12.2017 10:45", "Aug 5 8am to Aug 16 1pm", "Dec 1 at 3pm - Dec 11":
    /// two dates, the first with a time, the second later, joined as a range, which ends at its end.
    private func dateTimeRange(from start: DateMention, to end: DateMention) -> DateMention? {
        let joiner = start.tokens.upperBound
        guard end.tokens.lowerBound == joiner + 1, isRangeJoiner(joiner, startingAt: start.tokens.lowerBound),
              sameLine(joiner - 1, joiner), sameLine(joiner, joiner + 1),
              let startDay = rangeStart(of: start), let startTime = start.time, var endDay = end.day,
              // "dec 1 at 3pm - dec 11": an end without a time runs to that day's end.
              let endTime = end.time ?? (endDay > startDay ? ClockTime.endOfDay : nil) else { return nil }
        // "Friday 5pm to Monday 9am": the Monday after that Friday.
        if end.kind == .weekday, endDay < startDay { endDay = Self.weeksOn(endDay, until: startDay) }
        guard (startDay, startTime) < (endDay, endTime) else { return nil }
        var range = end
        range.day = endDay
        range.tokens = start.tokens.lowerBound..<end.tokens.upperBound
        range.isRangeEnd = true
        return range
    }

    private func join(_ first: DateMention, _ second: DateMention) -> DateMention? {
        let (date, time) = first.hasDay ? (first, second) : (second, first)
        guard date.hasDay, date.time == nil, !time.hasDay, let clock = time.time, adjoining(first, second) else { return nil }
        var joined = date
        joined.tokens = first.tokens.lowerBound..<second.tokens.upperBound
        joined.time = clock
        joined.isRangeEnd = date.isRangeEnd || time.isRangeEnd
        // "Friday 10pm - 2am" ends on Saturday; in "6pm - 1am tomorrow" the day is the end's.
        if time.endsNextDay, first.hasDay, let day = date.day { joined.day = day.adding(days: 1) }
        if date.kind == .monthDay, first.hasDay, let dated = yearAfterTime(of: date, time: second) {
            joined.day = dated.day
            joined.kind = .fullDate
            joined.tokens = first.tokens.lowerBound..<dated.end
            if let weekday = token(first.tokens.lowerBound)?.weekday { joined.weekdayAgrees = dated.day.weekday == weekday }
        }
        // "tonight at 8", "this afternoon at 3:20": an hour in the afternoon or evening is p.m.
        // unless the time says a.m. itself; "tomorrow at 5" already is.
        if !time.meridiemStated, date.impliesEvening, (1..<12).contains(clock.hour) {
            joined.time = ClockTime(hour: clock.hour + 12, minute: clock.minute)
        }
        // "this morning at 3", "tomorrow morning at 5:30": the morning takes back the p.m. a
        // bare hour guessed.
        if time.weakTime || time.afternoonGuessed, let part = date.partOfDay, part.hour < 12, clock.hour > 12 {
            joined.time = ClockTime(hour: clock.hour - 12, minute: clock.minute)
        }
        return joined
    }

    /// "Wed Aug 05 12:00:00 2015": the year the `date` command prints after the time, which
    /// makes a year-less date whole.
    private func yearAfterTime(of date: DateMention, time: DateMention) -> (day: CalendarDay, end: Int)? {
        let start = time.tokens.upperBound
        guard let written = date.day, sameLine(start - 1, start), let (year, end) = year(at: start),
              !isSymbol(end, ["-", "/", "."]) || token(end + 1)?.number == nil,
              let day = CalendarDay(year: year, month: written.month, day: written.day) else { return nil }
        return (day, end)
    }

    /// Nothing but joining words and punctuation between them, on one line or the next.
    private func adjoining(_ first: DateMention, _ second: DateMention) -> Bool {
        let gap = first.tokens.upperBound..<second.tokens.lowerBound
        guard gap.count <= 3, let last = token(first.tokens.upperBound - 1), let next = token(second.tokens.lowerBound),
              next.line == last.line || next.line == last.line + 1 && gap.isEmpty else { return false }
        return gap.allSatisfy { index in
            isWord(index, Self.joiningWords) || isSymbol(index, [",", "-", "–", "@", "(", ")", "."])
        }
    }
}
