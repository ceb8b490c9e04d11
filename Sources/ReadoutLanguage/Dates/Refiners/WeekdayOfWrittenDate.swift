// Refiner: a weekday named alone on a line that writes a date of that weekday is that date
// ("submit by noon on Monday of Week 9 (27 November)").
extension DateGrammar {
    /// "submit by noon on Monday of Week 9 (27 November)": a weekday named alone, on a line that
    /// also writes a date falling on that weekday, means that date (keeping the time said with
    /// the weekday), not the coming Monday. The nearest such date on the line wins.
    func weekdaysOfWrittenDates(_ mentions: [DateMention]) -> [DateMention] {
        var result = mentions
        for (index, mention) in mentions.enumerated() where mention.kind == .weekday {
            // The weekday may follow its time ("noon on Monday").
            guard let named = mention.day?.weekday,
                  let weekdayToken = mention.tokens.lazy.compactMap({ token($0) }).first(where: { $0.weekday != nil })
            else { continue }
            let written = mentions.indices.filter { other in
                [.fullDate, .monthDay, .numericNoYear].contains(mentions[other].kind) && mentions[other].day?.weekday == named
                    && token(mentions[other].tokens.lowerBound)?.line == weekdayToken.line
            }
            guard let nearest = written.min(by: { abs($0 - index) < abs($1 - index) }) else { continue }
            result[index].day = mentions[nearest].day
        }
        return result
    }
}
