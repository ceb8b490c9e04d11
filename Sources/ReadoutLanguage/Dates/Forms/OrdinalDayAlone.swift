// "the 5th" alone, as the next 5th of a month.
extension DateGrammar {
    /// "the 5th at 3pm", "Deadline: the 15th.", "no later than the 16th, so that": an ordinal
    /// after "the" is a day when a time follows it, or when it stands alone between punctuation
    /// or after a word that leads to a deadline, which "the 2nd edition", "the 21st century" or
    /// "he came in the 3rd." never do.
    func theOrdinalDayAlone(at index: Int) -> DateMention? {
        guard let date = theOrdinalDay(at: index) else { return nil }
        let end = date.tokens.upperBound
        if isWord(end, ["at"]), sameLine(index, end + 1), time(at: end + 1) != nil { return date }
        let opensClause = token(index - 1)?.word == nil || !sameLine(index - 1, index) || isWord(index - 1, Self.deadlineLeads)
        let closesClause = token(end) == nil || !sameLine(end - 1, end) || isSymbol(end, [".", ",", ";", ")", "!", "?"])
        return opensClause && closesClause ? date : nil
    }

    /// "the 25th" alone: a day of this month, or of the next when it has passed.
    func theOrdinalDay(at index: Int) -> DateMention? {
        guard isWord(index, ["the"]), sameLine(index, index + 1), let (dayOfMonth, end) = ordinalDay(at: index + 1),
              let day = nextDayOfMonth(dayOfMonth) else { return nil }
        return DateMention(tokens: index..<end, day: day, kind: .monthDay)
    }

    /// Words after which "the 16th" is the day something must be done by.
    static let deadlineLeads: Set<String> = ["by", "before", "until", "till", "than", "due"]
}
