// Offsets: "in 3 days", "2 weeks from now", "+2 months, 5 days", "3 Fridays from now".
extension DateGrammar {
    /// "in 3 days", "within a week", "next 2 weeks", "+2 months, 5 days", "3 days from now",
    /// "a couple of days later", "2 weeks ago". Without a direction word a duration is no date.
    func offsetDate(at index: Int) -> DateMention? {
        let word = word(index) ?? (isSymbol(index, ["+"]) ? "+" : "")
        // "in the coming 2 weeks", "over the next 3 days": the period's end ("over" and "during"
        // only so, since "over 3 days" is a length).
        let namesPeriod = DateWords.periodLeads.contains(word) && isWord(index + 1, ["the"])
            && isWord(index + 2, DateWords.aheadQualifiers)
        let leads = namesPeriod || DateWords.offsetLeads.contains(word)
        if leads, let (amounts, end) = durations(at: namesPeriod ? index + 3 : index + 1), sameLine(index, end - 1),
           !(DateWords.aheadQualifiers.contains(word) && amounts.first?.fromArticle == true) {
            // "in 12 months from now at 6am": "from now" says nothing more, but the time follows it.
            if isWord(end, ["from"]), isWord(end + 1, ["now"]), sameLine(end - 1, end + 1) {
                return offset(amounts, sign: 1, tokens: index..<(end + 2))
            }
            // "in three weeks from tomorrow": counted from the day named.
            if isWord(end, DateWords.countedFrom), sameLine(end - 1, end + 1), let anchor = date(at: end + 1),
               anchor.kind != .timeOnly, let base = anchor.day {
                var mention = offset(amounts, sign: 1, from: base, tokens: index..<anchor.tokens.upperBound)
                mention.time = anchor.time
                return mention
            }
            return offset(amounts, sign: 1, tokens: index..<end)
        }
        let start = isWord(index, ["the"]) ? index + 1 : index
        guard let (amounts, end) = durations(at: start) else { return nil }
        // "a week after this Friday", "3 days before May 25": counted from the date named.
        if isWord(end, DateWords.countedFromOrBefore), sameLine(end, end + 1), !isWord(end + 1, DateWords.present),
           let anchor = date(at: end + 1) ?? dateOfEvent(after: end + 1), anchor.kind != .timeOnly, let base = anchor.day {
            var mention = offset(amounts, sign: isWord(end, ["before"]) ? -1 : 1, from: base, tokens: index..<anchor.tokens.upperBound)
            mention.time = anchor.time
            return mention
        }
        guard start == index else { return nil }
        // "a week today", "a fortnight tomorrow", "a week on Tuesday": counted from that day.
        if sameLine(end - 1, end), let anchor = isWord(end, DateWords.todayOrTomorrow) ? relativeDate(at: end)
            : isWord(end, ["on"]) ? weekdayDate(at: end + 1) : nil, let base = anchor.day {
            return offset(amounts, sign: 1, from: base, tokens: index..<anchor.tokens.upperBound)
        }
        if isWord(end, DateWords.offsetsAhead) { return offset(amounts, sign: 1, tokens: index..<(end + 1)) }
        if isWord(end, DateWords.countedFrom), isWord(end + 1, DateWords.present) { return offset(amounts, sign: 1, tokens: index..<(end + 2)) }
        if isWord(end, DateWords.offsetsBack) { return offset(amounts, sign: -1, tokens: index..<(end + 1)) }
        return nil
    }

    /// "two weeks after it is released on 22 January", "48 hours before your presentation on
    /// 6 March", "a week after the exam (6 March)": the date of the event named in a few words
    /// between the offset and it.
    private func dateOfEvent(after index: Int) -> DateMention? {
        var next = index
        while next < index + 6, sameLine(index, next), let word = word(next), token(next)?.weekday == nil, token(next)?.month == nil {
            if word == "on", let anchor = date(at: next + 1), sameLine(next, next + 1) { return anchor }
            next += 1
        }
        guard next > index, isSymbol(next, ["(", ","]), sameLine(index, next + 1) else { return nil }
        return date(at: next + 1)
    }

    /// "3 Fridays from now", "two Sundays ago", "3 Mondays after May 25": the nth such weekday
    /// counted from a day, the day itself not counting.
    func weekdayCountDate(at index: Int) -> DateMention? {
        guard let (count, afterCount, _) = amount(at: index), (1...52).contains(count), let plural = word(afterCount),
              plural.hasSuffix("s"), DateVocabulary.isFullCalendarName(String(plural.dropLast())),
              let weekday = DateVocabulary.weekdays[String(plural.dropLast())], sameLine(index, afterCount + 1) else { return nil }
        let next = afterCount + 1
        var base = reference, sign = 1, end = next + 1
        if isWord(next, DateWords.weekdaysBack) {
            sign = -1
        } else if isWord(next, ["from"]), isWord(next + 1, DateWords.present) {
            end = next + 2
        } else if isWord(next, DateWords.countedFromOrBefore), sameLine(next, next + 1),
                  let anchor = date(at: next + 1), anchor.kind != .timeOnly, let day = anchor.day {
            (base, sign, end) = (day, isWord(next, ["before"]) ? -1 : 1, anchor.tokens.upperBound)
        } else if !isWord(next, ["hence"]) {
            return nil
        }
        return DateMention(tokens: index..<end, day: Self.nthWeekday(weekday, count: count, from: base, step: sign), kind: .offset)
    }

    struct Duration {
        var count: Int
        var unit: DateVocabulary.Unit
        var fromArticle: Bool
        /// The nearer end of a range of counts ("2-3 days", "two to three weeks"); `count` is the farther.
        var nearCount: Int? = nil
    }

    func offset(_ amounts: [Duration], sign: Int, from base: CalendarDay? = nil, tokens range: Range<Int>) -> DateMention {
        var day = base ?? writtenOn ?? reference
        var hours = 0
        for amount in amounts {
            // "in 2-3 days" ends 3 days on; "2-3 days ago" ends 2 days back.
            let count = sign < 0 ? amount.nearCount ?? amount.count : amount.count
            switch amount.unit {
            case .year: day = day.adding(months: sign * 12 * count)
            case .month: day = day.adding(months: sign * count)
            case .week: day = day.adding(days: sign * 7 * count)
            case .fortnight: day = day.adding(days: sign * 14 * count)
            case .day: day = day.adding(days: sign * count)
            case .hour: hours += count
            case .minute: break
            }
        }
        day = day.adding(days: sign * (hours / 24))
        return DateMention(tokens: range, day: day, kind: .offset)
    }

    /// One or more "amount unit" pairs joined by commas or "and".
    func durations(at index: Int) -> ([Duration], Int)? {
        var result: [Duration] = []
        var next = index
        while var (count, afterCount, article) = amount(at: next) {
            var nearCount: Int?
            if isSymbol(afterCount, ["-", "–"]) || isWord(afterCount, ["to"]), !article, sameLine(next, afterCount + 1),
               let (farCount, afterFar, _) = amount(at: afterCount + 1), farCount > count, word(afterFar).flatMap({ DateVocabulary.units[$0] }) != nil {
                (nearCount, count, afterCount) = (count, farCount, afterFar)
            }
            guard let unitWord = word(afterCount), let unit = DateVocabulary.units[unitWord], sameLine(index, afterCount) else { break }
            // "min", "d", "y" after a digit only ("5d"), never as loose one-letter words.
            if unitWord.count == 1, token(afterCount)?.spaceBefore == true { break }
            result.append(Duration(count: count, unit: unit, fromArticle: article, nearCount: nearCount))
            next = afterCount + 1
            let joiner = skipping([","], from: next)
            if isWord(joiner, ["and"]) { next = joiner + 1 } else if joiner != next { next = joiner } else { continue }
        }
        guard !result.isEmpty else { return nil }
        // A trailing joiner belongs to the sentence, not the duration.
        while next > index, isWord(next - 1, ["and"]) || isSymbol(next - 1, [","]) { next -= 1 }
        return (result, next)
    }

    /// A count: digits, a number word, "a"/"an", "a couple of". "A few" is too vague to be a date.
    func amount(at index: Int) -> (Int, Int, Bool)? {
        if let token = token(index), let value = token.number, token.digits <= 3, !followedByTime(index) {
            return (value, index + 1, false)
        }
        guard let word = word(index) else { return nil }
        if word == "couple", isWord(index + 1, ["of"]) { return (2, index + 2, false) }
        if word == "a", isWord(index + 1, ["couple"]) { return (2, isWord(index + 2, ["of"]) ? index + 3 : index + 2, false) }
        if let value = DateVocabulary.numberWords[word] { return (value, index + 1, word == "a" || word == "an") }
        return nil
    }
}
