// Refiner: a date whose following words tell of a release ("Nov. 8. Assignments for module 1
// become publicly available", "Mar 3 | HW 2 released") is that release's day.
extension DateGrammar {
    /// Marks each dated mention whose words after it, up to the next mention on its line, name a
    /// release and ask for nothing: a schedule's "date: what happens" when what happens is that
    /// work comes out. "Feb. 16: lab 2 instructions now online. Due: noon, Thursday, Feb. 22" keeps
    /// its due date, which has its own cue.
    func releasesAfterDates(_ mentions: [DateMention]) -> [DateMention] {
        var result = mentions
        for (index, mention) in mentions.enumerated() where mention.day != nil && mention.kind != .timeOnly {
            let end = mention.tokens.upperBound
            guard let line = token(end - 1)?.line else { continue }
            let next = index + 1 < mentions.count ? mentions[index + 1].tokens.lowerBound : tokens.count
            let after = tokens[end..<max(end, next)].filter { $0.line == line }.compactMap(\.word)
            // "8 November: Will send you a message about peer review": a promise after the date.
            let promises = zip(after, after.dropFirst()).contains { $0 == "will" && Self.promisedVerbs.contains($1) }
            if after.contains(where: DateWords.releaseWords.contains) || promises, !after.contains(where: Self.askingWords.contains),
               !Self.postsToAForum(after) {
                result[index].releaseFollows = true
            }
        }
        return result
    }

    /// "Project proposal, posted in the Canvas Discussion": the student posts it where the class
    /// discusses, which is a hand-in, not work put out ("HW 2 posted on Canvas").
    private static func postsToAForum(_ words: [String]) -> Bool {
        guard let posted = words.firstIndex(where: { $0 == "posted" || $0 == "post" }) else { return false }
        return words.dropFirst(posted + 1).prefix(5).contains(where: forumWords.contains)
    }

    private static let forumWords: Set<String> = ["discussion", "discussions", "forum", "forums", "thread", "board"]

    /// After a date, words that ask for something by it: a release beside them is no release's day.
    private static let askingWords = DueDateCues.submissionWords.union(["closes", "close", "until", "by"])
    /// What "will" promises after a date: "will send", "will be released", "will post".
    /// ("will be" alone is not: "Distribution of the papers will be organized afterwards".)
    private static let promisedVerbs: Set<String> = ["send", "email", "post", "publish", "release", "announce", "return"]
}
