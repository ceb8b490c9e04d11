// Refiner: a deadline moved by an amount, to a weekday or by an arrow counts from the deadline it
// moves ("The deadline of 2 April has been extended by one week", "due Tuesday 11 March,
// postponed by two days to Thursday", "28 April → 5 May").
extension DateGrammar {
    /// Marks the dates a change on their line replaces, and adds the new date a change states
    /// only as an amount ("extended by one week" is a week after the date before it). A weekday
    /// the change moves to is the first such weekday after the moved date, not the coming one:
    /// the student reads the notice weeks before.
    func rescheduledDeadlines(_ mentions: [DateMention]) -> [DateMention] {
        var result = mentions
        var added: [DateMention] = []
        for verb in tokens.indices where isWord(verb, DateWords.rescheduled) {
            guard let moved = result.lastIndex(where: { $0.tokens.upperBound <= verb && $0.kind != .timeOnly && sameLine($0.tokens.lowerBound, verb) }),
                  let base = result[moved].day else { continue }
            var next = isWord(verb + 1, DateWords.rescheduledParticles) ? verb + 2 : verb + 1
            var amounts: [Duration]?
            let amountStart = isWord(next, ["by"]) ? next + 1 : next
            if let (found, end) = durations(at: amountStart), sameLine(verb, end - 1) {
                (amounts, next) = (found, end)
            }
            // "… postponed (by two days) to Thursday": the Thursday after the moved date.
            if isWord(next, ["to", "until", "till"]),
               let weekday = result.firstIndex(where: { $0.tokens.lowerBound == next + 1 && $0.kind == .weekday }),
               let named = result[weekday].day?.weekday {
                result[weekday].day = base.adding(days: (named - base.weekday + 6) % 7 + 1)
                result[weekday].replacesEarlier = true
                result[moved].isSuperseded = true
                continue
            }
            // "extended by one week": the amount alone names the new date. Hours count only in whole days.
            guard let amounts, !amounts.contains(where: { $0.unit == .minute || ($0.unit == .hour && $0.count % 24 != 0) }),
                  !result.contains(where: { $0.tokens.lowerBound >= next && sameLine($0.tokens.lowerBound, verb) && $0.kind != .timeOnly })
            else { continue }
            var change = offset(amounts, sign: 1, from: base, tokens: verb..<next)
            change.time = result[moved].time
            change.replacesEarlier = true
            result[moved].isSuperseded = true
            added.append(change)
        }
        markArrowedChanges(&result)
        markSupersededByWords(&result)
        return (result + added).sorted { $0.tokens.lowerBound < $1.tokens.lowerBound }
    }

    /// "Project deadline: 28 April → 5 May": the date after the arrow replaces the one before.
    private func markArrowedChanges(_ mentions: inout [DateMention]) {
        for index in mentions.indices.dropFirst() {
            let old = mentions[index - 1], new = mentions[index]
            guard old.day != nil, new.day != nil, old.kind != .timeOnly, new.kind != .timeOnly,
                  new.tokens.lowerBound == old.tokens.upperBound + 1, isSymbol(old.tokens.upperBound, DateWords.arrows),
                  sameLine(old.tokens.lowerBound, new.tokens.lowerBound) else { continue }
            mentions[index - 1].isSuperseded = true
            mentions[index].replacesEarlier = true
        }
    }

    /// "Thursday, 4 December, 17:00 (not 3 December as previously announced)", "originally due
    /// 11 March": a date its words say is a deadline no longer, when its line names another.
    /// Alone on its line ("Quiz was Monday") it is still the date the line tells of, unless the
    /// words say so outright ("was originally scheduled for Monday").
    private func markSupersededByWords(_ mentions: inout [DateMention]) {
        for index in mentions.indices where mentions[index].day != nil && mentions[index].kind != .timeOnly {
            let start = mentions[index].tokens.lowerBound
            let words = tokens[..<start].filter { $0.line == tokens[start].line }.compactMap(\.word)
            guard DueDateCues.saysSuperseded(words) else { continue }
            let othersOnLine = mentions.indices.contains { other in
                other != index && mentions[other].day != nil && mentions[other].kind != .timeOnly
                    && sameLine(mentions[other].tokens.lowerBound, start)
            }
            if othersOnLine || DueDateCues.saysSuperseded(words, strongly: true) { mentions[index].isSuperseded = true }
        }
        // "Earlier, the last date for the submission of assignments was April 27.": a line that
        // opens by saying it tells of the past supersedes its dates.
        for index in mentions.indices where mentions[index].day != nil && mentions[index].kind != .timeOnly {
            let line = tokens[mentions[index].tokens.lowerBound].line
            if let first = tokens.first(where: { $0.line == line && $0.word != nil })?.word, DueDateCues.opensWithThePast(first) {
                mentions[index].isSuperseded = true
            }
        }
    }
}
