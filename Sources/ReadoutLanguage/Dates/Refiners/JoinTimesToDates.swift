// Refiner: times join the dates beside them ("Friday at 5pm", "5pm on Friday", "March 3, 9am-11am").
extension DateGrammar {
    /// Words that may stand between a date and its time: "Friday at 5pm", "5pm on Friday",
    /// "March 12, 11:59 PM", "2024-03-12T23:59".
    static let joiningWords = Set(["at", "by", "before", "on", "until", "till", "the", "of", "t", "due", "from", "no", "later",
                                   "than", "for", "between", "around", "sharp"]
                                  // Time zones: "5:00 PM EST Friday".
                                  + DateWords.timeZones
                                  // German, French and Polish: "15.01. um 23:59", "le 3 mars à 18h", "15 stycznia
                                  // 2025 r. do godz. 12:00" ("r." is the year's "roku"); Norwegian, Danish and
                                  // Swedish: "27.02.2023 kl 08.00" ("klokken", "klockan").
                                  + ["um", "am", "bis", "vor", "gegen", "à", "avant", "le", "jusqu", "vers", "o", "do", "godz",
                                     "godzina", "godziny", "godzinie", "r", "kl", "klokken", "klockan"])

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
            if let start = result.last, let restated = weekdayRestated(start, by: current) {
                result[result.count - 1] = restated
            } else if let start = result.last, let range = dateTimeRange(from: start, to: current) {
                result[result.count - 1] = range
            } else {
                result.append(current)
            }
        }
        return joiningLoneTimes(result)
    }

    /// "5 Wednesday 28 March CSE5301 Neurofuzzy computing (…) Assignment 1 12 noon assignment box":
    /// a handbook row names the course between its date and its time. When a line holds one
    /// date without a time and, after it in the same sentence, one time that says a.m., p.m. or
    /// noon itself, that time is the date's. A semicolon does not end the sentence here:
    /// "Wednesday, March 9, 2022; assessment window from 8:00 a.m. to 8:00 p.m." is due at 8 p.m.
    /// A time in brackets is an aside: "by 4:00 pm (Summer 12 noon)" is due at 4 p.m.; brackets
    /// that hold nothing but the time give it: "Wed Feb 1: CS 341 Assignment 2 (5 pm)".
    private func joiningLoneTimes(_ mentions: [DateMention]) -> [DateMention] {
        var result = mentions
        for line in Set(mentions.compactMap { token($0.tokens.lowerBound)?.line }) {
            let onLine = result.indices.filter { token(result[$0].tokens.lowerBound)?.line == line }
            let dates = onLine.filter { result[$0].hasDay }
            let times = onLine.filter { !result[$0].hasDay && (!inBrackets(result[$0].tokens.lowerBound) || isBracketed(result[$0])) }
            guard dates.count == 1, times.count == 1, let date = dates.first, let time = times.first, date < time,
                  result[date].time == nil, result[time].meridiemStated, !result[time].isTimestamp,
                  !endsASentence(between: result[date].tokens.upperBound, and: result[time].tokens.lowerBound, marks: [".", "?", "!"]),
                  let clock = result[time].time else { continue }
            result[date].time = clock
            result[date].spansHours = result[time].spansHours
            result[date].apart = (result[date].tokens, result[time].tokens)
            result[date].tokens = result[date].tokens.lowerBound..<result[time].tokens.upperBound
            result.remove(at: time)
        }
        return result
    }

    /// The mention alone in round brackets: "(9 am)".
    private func isBracketed(_ mention: DateMention) -> Bool {
        isSymbol(mention.tokens.lowerBound - 1, ["("]) && isSymbol(mention.tokens.upperBound, [")"])
    }

    /// Inside round brackets opened earlier on its line.
    private func inBrackets(_ index: Int) -> Bool {
        let before = tokens[..<index].filter { $0.line == tokens[index].line }
        return before.filter { $0.isSymbol(["("]) }.count > before.filter { $0.isSymbol([")"]) }.count
    }

    /// A full stop, semicolon, question or exclamation mark among the tokens from `start` up to
    /// `end`, other than the dots of "a.m." and "p.m." or of a number.
    private func endsASentence(between start: Int, and end: Int, marks: [Character] = [".", ";", "?", "!"]) -> Bool {
        (start..<end).contains { index in
            guard isSymbol(index, marks) else { return false }
            let before = token(index - 1), after = token(index + 1)
            return !(before?.number != nil && after?.number != nil) && !isWord(index - 1, ["a", "p", "m"])
        }
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

    /// "(Wednesday noon - 8th November)": a weekday with its time, then after a dash the date
    /// that weekday falls on, is that one day at that time, not a range up to its end.
    private func weekdayRestated(_ start: DateMention, by end: DateMention) -> DateMention? {
        let joiner = start.tokens.upperBound
        guard start.kind == .weekday, let time = start.time, end.kind != .weekday, end.time == nil,
              let day = end.day, day.weekday == token(start.tokens.lowerBound)?.weekday,
              end.tokens.lowerBound == joiner + 1, isSymbol(joiner, ["-", "–", "—"]),
              sameLine(joiner - 1, joiner), sameLine(joiner, joiner + 1) else { return nil }
        var restated = end
        restated.time = time
        restated.spansHours = start.spansHours
        restated.weekdayAgrees = true
        restated.tokens = start.tokens.lowerBound..<end.tokens.upperBound
        return restated
    }

    private func join(_ first: DateMention, _ second: DateMention) -> DateMention? {
        let (date, time) = first.hasDay ? (first, second) : (second, first)
        guard date.hasDay, date.time == nil, !time.hasDay, time.time != nil || time.namesEndOfDay, adjoining(first, second)
        else { return nil }
        // "| 09/04 | 1p |": in the next cell, an hour that needs a date beside it to be a time
        // ("1p", "at 5") is some other count; a clock time ("| 20:00 |") is the date's.
        if time.weakTime, (first.tokens.upperBound..<second.tokens.lowerBound).contains(where: { isSymbol($0, ["|"]) }) { return nil }
        var joined = date
        joined.tokens = first.tokens.lowerBound..<second.tokens.upperBound
        // "Monday, December 2, end of day": the day, due whole.
        guard let clock = time.time else { return joined }
        joined.time = clock
        joined.isRangeEnd = date.isRangeEnd || time.isRangeEnd
        joined.spansHours = time.spansHours
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
        var gap = Array(first.tokens.upperBound..<second.tokens.lowerBound)
        guard let last = token(first.tokens.upperBound - 1), let next = token(second.tokens.lowerBound),
              next.line == last.line || next.line == last.line + 1 && gap.isEmpty else { return false }
        // "Thursday 6th October (Week 2) by 3:00pm": a short aside in brackets stands between.
        if let open = gap.firstIndex(where: { isSymbol($0, ["("]) }),
           let close = gap[open...].firstIndex(where: { isSymbol($0, [")"]) }), close - open <= 4 {
            gap.removeSubrange(open...close)
        }
        guard gap.count <= 3 else { return false }
        // "| 26.03.2023 | 20:00 |": a table's next cell holds the time. "12 Jan 2024 (Friday);
        // 1430hrs": a semicolon may part a date from the time after it (not a time from the date).
        let marks: [Character] = first.hasDay ? [",", "-", "–", "@", "(", ")", ".", "|", ";"] : [",", "-", "–", "@", "(", ")", ".", "|"]
        return gap.allSatisfy { index in isWord(index, Self.joiningWords) || isSymbol(index, marks) }
    }
}
