// Times and ranges of hours: the entry point of every time form, "6-8pm", "9 to 5", "10.00-11.30", "1400-1600".
extension DateGrammar {
    func time(at index: Int) -> DateMention? {
        if var range = bareHourRange(at: index) ?? dottedTimeRange(at: index) ?? fourDigitTimeRange(at: index) {
            range.spansHours = true
            return range
        }
        guard var start = singleTime(at: index) ?? dottedTimeAfterDottedDate(at: index) else { return nil }
        if let offsetEnd = utcOffsetEnd(at: start.tokens.upperBound) {
            start.tokens = start.tokens.lowerBound..<offsetEnd
            return start
        }
        guard var range = timeRangeEnd(after: start) else { return start }
        range.spansHours = true
        return range
    }

    /// "13:00 - 16.00", "2pm to 4pm", "from 9:30 until 11", "between 3:30pm and 6 pm": a range
    /// of hours ends at its end, and the end is what a deadline means. The start may name its
    /// time zone ("from 8:00 a.m. ET to 8:00 p.m. ET").
    private func timeRangeEnd(after start: DateMention) -> DateMention? {
        var next = start.tokens.upperBound
        if isWord(next, DateWords.timeZones), sameLine(next - 1, next), start.meridiemStated || isSymbol(next - 2, [":"]) { next += 1 }
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
        guard end.meridiemStated || isWord(index - 1, DateWords.rangeOpeners) && isSymbol(afterHour + 2, [":"]) else { return nil }
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
        let opened = isWord(index - 1, DateWords.rangeOpeners)
        let before = opened ? index - 2 : index - 1
        let dateBefore = sameLine(before, index) && (token(before)?.weekday != nil || isWord(before, Self.dayWords))
        let dateAfter = sameLine(end - 1, end) && (token(end)?.weekday != nil || isWord(end, Self.dayWords) || isWord(end, ["on"]))
            && (token(before)?.word == nil || !sameLine(before, index) || opened && !isWord(before, DateWords.numberedThings))
        guard dateBefore || dateAfter || opened && !isWord(before, DateWords.numberedThings) else { return nil }
        var mention = DateMention(tokens: index..<end, time: time, kind: .timeOnly)
        mention.isRangeEnd = true
        mention.weakTime = true
        return mention
    }

    private static let dayWords = ["today", "tomorrow", "tonight", "tmrw", "tmr"]

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
        let opened = isWord(index - 1, DateWords.rangeOpeners)
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
              isSymbol(index + 1, ["-", "–", "—"]) || isWord(index + 1, DateWords.rangeClosers), sameLine(index, index + 2),
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
    func fourDigitTime(at index: Int) -> ClockTime? {
        guard let token = token(index), token.digits == 4, let value = token.number else { return nil }
        return ClockTime(hour: value / 100, minute: value % 100)
    }

    /// Past "hrs" or "hours" after a four-digit time, unless the number counts hours ("in 1500
    /// hours", "1200 hours from now").
    func hoursWord(at index: Int) -> Int? {
        guard isWord(index, DateWords.hourUnits), sameLine(index - 1, index),
              !isWord(index - 2, DateWords.durationLeads),
              !isWord(index + 1, DateWords.durationFollowers) else { return nil }
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
        isSymbol(index, ["-", "–", "—", "~"]) || isWord(index, DateWords.timeRangeClosers)
            || isWord(index, ["and"]) && isWord(start - 1, ["between"])
    }
}
