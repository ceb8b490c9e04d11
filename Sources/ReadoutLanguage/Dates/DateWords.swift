/// The little words the date forms turn on, named by what they do in a date. Each list is read
/// by `isWord` (or `contains`) exactly as it was written inline before; lists that look alike
/// but differ ("next, coming, following" with or without "upcoming") differ on purpose or by
/// history, and the golden corpora file (`Tests/ReadoutLanguageTests/Golden`) shows what a
/// change to one would change.
enum DateWords {
    // MARK: Ranges: "from 3 to 5 pm", "between Monday and Friday"

    /// Words a number follows as its label, not as a day: "Lab 3 Oct 2", "Week 11 Mar 22".
    static let numberedLabels: Set<String> = [
        "lab", "labs", "part", "assignment", "assignments", "homework", "hw", "week", "wk", "quiz", "exercise", "exercises",
        "project", "lecture", "chapter", "chapters", "unit", "module", "task", "sheet", "test", "session", "tutorial",
        "practical", "workshop", "milestone", "deliverable", "phase", "section", "question", "lesson", "problem", "set",
        "ps", "pset", "item", "step", "round", "essay", "paper", "report", "draft", "exam", "midterm", "group", "team",
    ]
    /// Words after which numbers count parts of a text or a task, not hours or days: "pages 10 to
    /// 12 by Friday" is no range of hours, "see section 4.2." no 4 February.
    static let numberedThings: Set<String> = [
        "page", "pages", "p", "pp", "chapter", "chapters", "ch", "problem", "problems", "exercise", "exercises", "ex",
        "question", "questions", "q", "section", "sections", "sec", "lesson", "lessons", "unit", "units", "slide", "slides",
        "line", "lines", "part", "parts", "step", "steps", "item", "items", "number", "numbers", "no", "nos", "verse", "verses",
        "grade", "grades", "ages", "figure", "figures", "fig", "table", "tables", "equation", "equations", "eq", "version", "v",
    ]
    /// Open a range of days or times.
    static let rangeOpeners = ["from", "between"]
    /// Close a range of days: "3 to 5 May", and in German, French, Polish and Spanish "15. bis 20.
    /// Januar", "du 3 au 5 mai", "od 3 do 5 maja", "del 7 al 15 de junio".
    static let rangeClosers = ["to", "until", "till", "bis", "au", "do", "al"]
    /// Close a range of times, misspellings included: "9 thru 11", "2 untill 4"; a range of
    /// days whose start is a whole date closes with them too ("31 enero al 7 de febrero").
    static let timeRangeClosers = ["to", "until", "untill", "till", "til", "through", "thru", "bis", "au", "do", "al"]
    /// Time zones written after a time: "5:00 PM EST", "8:00 a.m. ET to 8:00 p.m. ET".
    static let timeZones = ["est", "edt", "cst", "cdt", "mst", "mdt", "pst", "pdt", "et", "pt", "gmt", "utc", "bst",
                            "cet", "cest", "ist", "aest", "aedt"]

    // MARK: What leads to a day: "due Friday", "by the 3rd"

    static let dayLeads = ["on", "by", "before", "until", "till", "due"]
    /// A clock time follows: "at 5", "@ 9", "by 10", "around 6".
    static let timeLeads = ["at", "@", "by", "around"]
    /// "at 0930", "@ 1400": the words a four-digit time may follow.
    static let atWords = ["at", "@"]
    /// An estimate before a number ("about 5") makes it no time.
    static let approximations = ["around", "about", "approximately"]
    /// Words after which a bare number continues a phrase, not a time.
    static let phraseJoiners = ["in", "and", "or", "to"]

    // MARK: Months and years

    /// Month abbreviations that are English words too ("may", "mar"), read as months only where a
    /// date frames them.
    static let monthsThatAreWords = ["may", "mar"]
    /// Tie a day or a weekday to its month or year: "the first Monday of May", "in 2024".
    /// Spanish and Portuguese "de" too: "30 de enero de 2025".
    static let periodLinks = ["of", "in", "de"]
    /// "the last Friday of May".
    static let lastOrdinals = ["last", "final"]
    /// "the beginning of next week": a period's part, whose day is not the one named after it.
    static let periodParts = ["beginning", "start", "middle", "mid"]

    // MARK: Offsets: "in 3 days", "2 weeks ago", "a week from Friday"

    /// "in the next 3 days", "over the coming week": the period's end.
    static let periodLeads = ["in", "within", "over", "during"]
    /// Qualify a count ahead: "the next 2 weeks".
    static let aheadQualifiers = ["next", "coming", "following", "upcoming"]
    /// Words an offset ahead may start with: "in 3 days", "+2 weeks", "after 5 days".
    static let offsetLeads = ["in", "within", "+", "next", "coming", "following", "upcoming", "after"]
    /// Count from a day named next: "3 days from tomorrow", "a week after Friday".
    static let countedFrom = ["from", "after"]
    /// Count from a date named next, either way: "a week before May 25".
    static let countedFromOrBefore = ["from", "after", "before"]
    /// "now" and "today" as the day counted from: "3 days from now".
    static let present = ["now", "today"]
    static let todayOrTomorrow = ["today", "tomorrow"]
    /// Close an offset ahead: "two days later".
    static let offsetsAhead = ["later", "hence", "ahead"]
    /// Close an offset back: "two days ago".
    static let offsetsBack = ["ago", "earlier", "back"]
    /// A deadline moved by an amount: "extended by one week", "postponed by two days to Thursday",
    /// "pushed back a day" (participles only: "an extension of 3 days may be granted" moves nothing).
    static let rescheduled = ["moved", "extended", "postponed", "pushed", "delayed", "deferred", "shifted", "rescheduled"]
    /// Particles between such a verb and its amount: "pushed back a week".
    static let rescheduledParticles = ["back", "out", "on"]
    /// Arrows that lead from an old date to its replacement: "28 April → 5 May".
    static let arrows: [Character] = ["→", "⇒", "➔", "⟶"]
    /// After a date, a release: "Nov. 8. Assignments become publicly available", "HW 2 released".
    /// ("online" and "open" are not: "open from 12:01 AM … until 11:59 PM" is a window to act in.)
    static let releaseWords: Set<String> = ["released", "available", "published", "posted", "opens", "out", "handout"]
    /// Close a count of weekdays back: "3 Fridays ago".
    static let weekdaysBack = ["ago", "back"]

    // MARK: Weeks, weekdays and periods: "next Friday", "the end of this month"

    /// "this", "the", "current": the period meant is the present one.
    static let presentPeriod = ["the", "this", "current"]
    static let thisOrCurrent = ["this", "current"]
    /// The period after the present one: "next month", "the following week".
    static let nextPeriod = ["next", "following", "coming"]
    /// The period before the present one: "last month".
    static let previousPeriod = ["last", "previous", "past"]
    /// "this coming Friday", "this past Monday": "this" and a qualifier.
    static let qualifiersAfterThis = ["coming", "upcoming", "past"]
    /// What may qualify a weekday: "next Friday", "this past Monday".
    static let weekdayQualifiers = ["this", "next", "coming", "last", "upcoming", "past", "previous", "following"]
    static let thisOrLast = ["this", "last"]
    /// Abbreviations that are English words too ("sun", "sat", "wed"): after "this" or "last"
    /// they are no weekday.
    static let weekdaysThatAreWords = ["sun", "sat", "wed"]
    /// Which week: "Friday of next week", "Monday this week".
    static let weekQualifiers = ["next", "this", "last", "previous"]
    static let beforeOrAfter = ["before", "after"]
    static let ofOrFrom = ["of", "from"]
    static let periods = ["week", "month", "year"]

    // MARK: Times of day

    /// The letters of "a.m." and "p.m." when they stand apart from the hour.
    static let meridiemLetters = ["a", "p"]
    static let minuteUnits = ["minutes", "min", "mins"]
    static let hourUnits = ["hrs", "hours", "hr", "h"]
    /// "ten past five", "quarter to six".
    static let pastOrAfter = ["past", "after"]
    static let minutesToOrPast = ["past", "after", "to", "til", "till"]
    static let minutesTo = ["to", "til", "till"]
    static let middayWords = ["noon", "midday"]
    /// "early morning", "late evening".
    static let earlyOrLate = ["early", "late"]
    /// A number of hours after these is a duration, not a time: "in 3 hours", "every 2 hrs".
    static let durationLeads = ["in", "within", "for", "after", "every", "over", "next", "last", "past", "than"]
    /// ... and before these: "3 hours later", "2 hours long".
    static let durationFollowers = ["from", "later", "ago", "hence", "before", "after", "left", "long", "of", "and"]
}
