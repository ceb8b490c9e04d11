// Refiner: a date followed by a part of the day takes it in ("tomorrow morning", "March 3 in the evening").
extension DateGrammar {
    /// A date followed by a part of the day ("tomorrow morning", "Friday early afternoon",
    /// "March 3 in the evening") takes it in.
    func withPartOfDay(_ mention: DateMention) -> DateMention {
        guard mention.hasDay, mention.time == nil, mention.partOfDay == nil, !mention.impliesEvening else { return mention }
        var next = mention.tokens.upperBound
        if isWord(next, ["in"]), isWord(next + 1, ["the"]) { next += 2 }
        // "Sunday early morning", "Friday late afternoon".
        if isWord(next, DateWords.earlyOrLate), partOfDay(at: next + 1) != nil { next += 1 }
        guard sameLine(mention.tokens.upperBound - 1, next), let part = partOfDay(at: next) else { return mention }
        var extended = mention.at(part)
        extended.tokens = mention.tokens.lowerBound..<(next + 1)
        return extended
    }
}
