/// Finds the dates and times in a text and picks the due date among them.
///
/// ```swift
/// let extractor = DueDateExtractor()
/// let best = extractor.dueDate(in: "Essay due Fri, Mar 15 by 11:59pm", reference: today)
/// // best?.value == "2024-03-15T23:59"
/// ```
///
/// Dates are read in the forms people write them (numeric, with month names, relative to the
/// reference day, with times and ranges), tolerating common OCR misreadings. Each gets a
/// confidence from how it was written and the words before it ("due", "submit by" raise it;
/// "assigned", "posted", "printed" lower it).
public struct DueDateExtractor: Sendable {
    /// Numeric dates are day/month (`12/03` is 12 March) unless a part above 12 decides; dotted
    /// ones (`12.03.2024`) always are.
    public var dayFirst: Bool
    /// The order is known, not the setting's guess (the page around the text proved it), so a
    /// date that reads either way scores as sure as one that reads one way.
    public var orderSettled = false

    public init(dayFirst: Bool = false) {
        self.dayFirst = dayFirst
    }

    /// The order the numeric dates of `text` write day and month in, when one of them reads only
    /// that way and none only the other: a schedule's "| 0 | 21/08/20 |" says that its
    /// "| 1 | 02/09/20 |" is 2 September. Nil when nothing decides, or the text has both.
    public func dayOrder(in text: String, reference: CalendarDay) -> DayOrder? {
        Self.onlyOrder(of: DateGrammar(tokens: DateTokenizer.tokens(in: text), reference: reference, dayFirst: dayFirst).mentions())
    }

    /// The order every date of `mentions` that reads only one way reads in; nil when none does,
    /// or they disagree.
    private static func onlyOrder(of mentions: [DateMention]) -> DayOrder? {
        let orders = Set(mentions.compactMap(\.onlyReading))
        return orders.count == 1 ? orders.first : nil
    }

    /// This extractor with the order `text` proves, when it proves one.
    public func settlingOrder(of text: String, reference: CalendarDay) -> DueDateExtractor {
        guard let order = dayOrder(in: text, reference: reference) else { return self }
        var settled = self
        settled.dayFirst = order == .dayFirst
        settled.orderSettled = true
        return settled
    }

    /// The most likely due date, or nil when the text has none. A time with no date ("by 5pm")
    /// is that time on the reference day, as people mean it, when nothing better is written; a
    /// printed timestamp with seconds ("9:29:44 AM") alone is not.
    public func dueDate(in text: String, reference: CalendarDay) -> DueDateCandidate? {
        Self.due(among: candidates(in: text, reference: reference))
    }

    /// The first of `candidates` (best first) the extractor stands by as the due date.
    public static func due(among candidates: [DueDateCandidate]) -> DueDateCandidate? {
        candidates.first { $0.confidence >= minimumDueConfidence }
    }

    /// Below this a candidate is listed but never chosen: a timestamp alone, a date marked "assigned".
    public static let minimumDueConfidence = 0.3

    /// True when `text` names a piece of work or its deadline ("HW1 due 11:59pm", "Lab 3 report",
    /// "Hausarbeit"), not a class's topic ("Graphs", "Introduction; syllabus").
    public static func namesWork(in text: String) -> Bool {
        DueDateCues.namesWork(DateTokenizer.tokens(in: text).compactMap(\.word))
    }

    /// True when `text` says that something is due or handed in ("Editorial DUE 11 PM",
    /// "Fecha de entrega", "Abgabe Blatt 3"), not only what the work is ("Assignments").
    public static func saysHandedIn(in text: String) -> Bool {
        DueDateCues.saysHandedIn(DateTokenizer.tokens(in: text).compactMap(\.word))
    }

    /// True when `text` asks something of the student by a day: work, an act ("Sign the data
    /// agreement"), a day to act by ("Last day to drop"); a schedule's "Sep 8 | Sorting" does not.
    public static func asksForWork(in text: String) -> Bool {
        DueDateCues.asksForWork(DateTokenizer.tokens(in: text).compactMap(\.word))
    }

    /// Every date found, best first; one per day (the best-scored mention of it, with a time if
    /// any mention of that day states one).
    public func candidates(in text: String, reference: CalendarDay) -> [DueDateCandidate] {
        let tokens = Self.withoutTimeGlosses(Self.withoutStruckNumbers(DateTokenizer.tokens(in: text)))
        var dayFirst = self.dayFirst
        var mentions = DateGrammar(tokens: tokens, reference: reference, dayFirst: dayFirst).mentions()
        // "| 1 | 14/01/2020 | 21/01/2020 |": one date that can only be day first says how the
        // text writes the others ("04/02/2020" beside it is 4 February), and then their order
        // is no guess.
        var orderSettled = self.orderSettled
        if !dayFirst, mentions.contains(where: \.provesDayFirst) || Self.closerDayFirst(mentions) {
            dayFirst = true
            orderSettled = true
            mentions = DateGrammar(tokens: tokens, reference: reference, dayFirst: true).mentions()
        }
        // "1/27 | 2/1": a date that can only be month first says the same of the guessed order,
        // which then is no guess either.
        if !orderSettled, Self.onlyOrder(of: mentions) == (dayFirst ? .dayFirst : .monthFirst) { orderSettled = true }
        if mentions.contains(where: { $0.kind == .offset }), let written = Self.dayWritten(mentions, reference: reference) {
            mentions = DateGrammar(tokens: tokens, reference: reference, dayFirst: dayFirst, writtenOn: written).mentions()
        }
        if !orderSettled { mentions = mentions.map { Self.orderedAhead($0, reference: reference) } }
        let statesItsDate = mentions.contains { $0.kind == .fullDate }
        let neighbours = Self.datedNeighbours(of: mentions, tokens: tokens)
        var scored: [(candidate: DueDateCandidate, position: Int)] = []
        for (index, mention) in mentions.enumerated() {
            let day = mention.day ?? reference
            func span(_ run: Range<Int>) -> Range<String.Index> { tokens[run.lowerBound].range.lowerBound..<tokens[run.upperBound - 1].range.upperBound }
            // The words the date is read from take in its time zone; its score reads the words around it as before.
            let zoned = Self.withItsTimeZone(mention, tokens: tokens)
            let range = span(zoned.tokens)
            let judged = confidence(of: mention, after: neighbours[index].before.map { mentions[$0] },
                                    before: neighbours[index].after.map { mentions[$0] }, tokens: tokens, reference: reference,
                                    statesItsDate: statesItsDate, orderSettled: orderSettled)
            let candidate = DueDateCandidate(text: String(text[range]), range: range, day: day, time: mention.time,
                                             confidence: judged.score, pieces: zoned.apart.map { [span($0.date), span($0.time)] },
                                             isAskedFor: [.due, .by, .replaces].contains(judged.cue),
                                             writesItsDay: mention.writesItsDay,
                                             endsASpanOfDays: mention.isRangeEnd && !mention.spansHours,
                                             spansHours: mention.spansHours)
            scored.append((candidate, mention.tokens.lowerBound))
        }
        Self.preferDueColumn(&scored, mentions: mentions, datedBefore: neighbours.map(\.before), tokens: tokens)
        return Self.onePerDay(scored)
    }

    /// A line with two dates and no cue before either, five weeks apart at most: a schedule's row
    /// ("| 3 | 28/01/2020 | 04/02/2020 |", "Map quiz  Feb 10  Feb 15") lists what was set, then
    /// when it is due, so the later date is the deadline (a week's range, "Apr 5 - 11", is not a
    /// due column). Only dates written out count: "Tuesday always follows Monday" is no schedule.
    /// Three columns of dates are set, due and feedback (`middleOfSetDueFeedback`).
    /// On the due-dates-dev lines the rule scores the same with or without `|`.
    private static func preferDueColumn(_ scored: inout [(candidate: DueDateCandidate, position: Int)], mentions: [DateMention],
                                        datedBefore: [Int?], tokens: [DateToken]) {
        var rows: [Int: [Int]] = [:]
        for (index, mention) in mentions.enumerated()
        where mention.day != nil && [.fullDate, .monthDay, .numericNoYear].contains(mention.kind) && !mention.isRangeEnd {
            let start = mention.tokens.lowerBound
            let cell = ownCellStart(of: mention, after: datedBefore[index].map { mentions[$0] }, in: tokens)
            let before = tokens[cell..<start].filter { $0.line == tokens[start].line }.compactMap(\.word)
            guard DueDateCues.cue(before: before) == nil else { continue }
            rows[tokens[start].line, default: []].append(index)
        }
        for (_, indices) in rows where indices.count >= 2 {
            let days = indices.map { scored[$0].candidate.day }
            if let due = middleOfSetDueFeedback(indices, days: days, mentions: mentions, tokens: tokens) {
                guard scored[due].candidate.confidence >= minimumDueConfidence else { continue }
                scored[due].candidate = scored[due].candidate.with(confidence: min(0.99, scored[due].candidate.confidence + 0.1))
                continue
            }
            guard let latest = indices.max(by: { scored[$0].candidate.day < scored[$1].candidate.day }),
                  let earliest = indices.min(by: { scored[$0].candidate.day < scored[$1].candidate.day }),
                  scored[earliest].candidate.day < scored[latest].candidate.day,
                  // An occasion's days ("Winter exam | 7/12 - 22/12") stay below the threshold.
                  scored[latest].candidate.confidence >= minimumDueConfidence,
                  // Set and due within five weeks; further apart, the columns say other things
                  // (a thesis deadline and the examiners' one, months later).
                  scored[latest].candidate.day.daysSinceEpoch - scored[earliest].candidate.day.daysSinceEpoch <= Self.dueColumnSpan
            else { continue }
            scored[latest].candidate = scored[latest].candidate.with(confidence: min(0.99, scored[latest].candidate.confidence + 0.1))
        }
    }

    /// "| Tue Feb 17 2015 | Mon Mar 09 2015 | Mon Apr 20 2015 |", "| Wed, Sep 2 | Fri, Sep 25 |
    /// Mon Sep 28 / Wed Sep 30 |": a row's dates in three columns (dates sharing a cell are one),
    /// in order, the first two weeks apart, are set, due and feedback or demos; the middle is due.
    /// ("| 16-02-2022 | topic | 18-02-2022 | topic | Mar 11" is a week's lecture and lab, then
    /// the due date.) The index in `mentions` of the due column's date, or nil.
    private static func middleOfSetDueFeedback(_ indices: [Int], days: [CalendarDay], mentions: [DateMention],
                                               tokens: [DateToken]) -> Int? {
        let hasCells = tokens[lineRange(around: mentions[indices[0]].tokens.lowerBound, in: tokens)].contains { $0.isSymbol(["|"]) }
        var columns: [[Int]] = []
        for (position, index) in indices.enumerated() {
            let between = position == 0 ? 0..<0 : mentions[indices[position - 1]].tokens.upperBound..<mentions[index].tokens.lowerBound
            if hasCells, position > 0, !between.contains(where: { tokens[$0].isSymbol(["|"]) }) {
                columns[columns.count - 1].append(position)
            } else {
                columns.append([position])
            }
        }
        guard columns.count == 3 else { return nil }
        let firsts = columns.map { days[$0[0]] }
        let setToDue = firsts[1].daysSinceEpoch - firsts[0].daysSinceEpoch
        guard (7...Self.dueColumnSpan).contains(setToDue), firsts[1] < firsts[2],
              zip(days, days.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        return indices[columns[1][0]]
    }

    /// True when the text's numeric dates, each readable either way, lie close together only
    /// when read day first: "| 4 | 04/02/2020 | 11/02/2020 |" is 2 April and 2 November month
    /// first, a week apart day first. Dates of one line tell of one task.
    static func closerDayFirst(_ mentions: [DateMention]) -> Bool {
        // "03/03/2025" reads the same either way and still anchors the others.
        let dated = mentions.filter { $0.kind == .fullDate && $0.day != nil }
        guard dated.count >= 2, dated.contains(where: { $0.ambiguousOrder && $0.alternative != nil }) else { return false }
        let asRead = dated.compactMap(\.day).map(\.daysSinceEpoch)
        let other = dated.compactMap { $0.ambiguousOrder ? $0.alternative ?? $0.day : $0.day }.map(\.daysSinceEpoch)
        guard let readSpan = asRead.max().map({ $0 - asRead.min()! }), let otherSpan = other.max().map({ $0 - other.min()! })
        else { return false }
        return otherSpan <= dueColumnSpan && readSpan > dueColumnSpan
    }

    /// `mention` read in its other order when the order is a guess that puts it long past and
    /// the other puts it ahead: "| 1 | 02/09/20 |" read on 3 August 2020 is 2 September, not 9
    /// February half a year before, since a deadline is photographed before it passes. A day
    /// up to four weeks gone keeps the order guessed (a deadline just missed). Nor is one half a
    /// year ahead when the other reading is within three months.
    static func orderedAhead(_ mention: DateMention, reference: CalendarDay) -> DateMention {
        guard mention.ambiguousOrder, let day = mention.day, let other = mention.alternative, other >= reference else { return mention }
        // "Lab 2: due 7/11 11.59pm." read on 29 September 2021 is 7 November, five weeks on, not
        // 11 July of the next year: a term's deadline is weeks ahead, not most of a year. (Only
        // a year-less date's year was guessed; "1.5.2022" is the day its year says.)
        let farAhead = mention.kind == .numericNoYear && day > reference.adding(days: 180) && other < reference.adding(days: 90)
        return day < reference.adding(days: -28) || farAhead ? mention.inItsOtherOrder : mention
    }

    /// The most days between an assignment's set date and its due date in one schedule row.
    static let dueColumnSpan = 35

    /// The day a dated text was written: its one date with a year, on or before the reference
    /// ("Posted 3/1/2024. Due within a week." is due 8 March, whenever it is photographed).
    private static func dayWritten(_ mentions: [DateMention], reference: CalendarDay) -> CalendarDay? {
        let stated = Set(mentions.filter { $0.kind == .fullDate }.compactMap(\.day))
        guard stated.count == 1, let day = stated.first, day <= reference else { return nil }
        return day
    }

    /// The most the end of a week's span with no cue before it scores: listed, never chosen.
    static let spanConfidence = 0.29

    /// The most a date told for context scores: listed, never chosen as the due date.
    static let contextConfidence = 0.2

    /// `statesItsDate`: the text holds a date with its year, as a receipt or a letter does.
    /// `previous`, `next`: the dated mentions beside it on its line (the previous one's cell may
    /// end in its own cue).
    private func confidence(of mention: DateMention, after previous: DateMention?, before next: DateMention?, tokens: [DateToken],
                            reference: CalendarDay, statesItsDate: Bool, orderSettled: Bool) -> (score: Double, cue: DueDateCues.Cue?) {
        var score: Double = switch mention.kind {
        case .fullDate: 0.7
        case .monthDay: 0.65
        case .relative: 0.6
        case .weekday, .offset: 0.55
        case .numericNoYear: 0.45
        // A month alone ("May 2024" beside an edition or a copyright) is a due date only after
        // a cue: "due October 2024".
        case .monthYear: 0.28
        // Just above the due threshold: chosen only when no date is written.
        case .timeOnly: mention.isTimestamp ? 0.25 : 0.32
        }
        if mention.ambiguousOrder, !orderSettled { score -= 0.1 }
        if mention.weekdayAgrees == true { score += 0.05 } else if mention.weekdayAgrees == false { score -= 0.15 }
        if mention.time != nil, mention.kind != .timeOnly { score += 0.05 }
        let before = Self.wordsBefore(mention, after: previous, in: tokens)
        // A handout's "Out: Monday March 4 / In: Monday March 11"; "In March 2024, …" is no label.
        let label: DueDateCues.Cue? = switch before.words {
        case ["out"]: .context
        case ["in"] where mention.kind != .monthYear: .due
        default: nil
        }
        var cue = mention.replacesEarlier ? .replaces : label ?? DueDateCues.cue(before: before.words)
        // "due Oct 3, extension to Oct. 6 available on request": an extension offered, not given.
        if cue == .replaces, DueDateCues.offersOnRequest(Self.wordsAfter(mention, in: tokens)) { cue = .context }
        // "The deadline of 2 April has been extended by one week": the new date, counted from
        // the one it moves, is as sure as that one was written.
        if mention.replacesEarlier, mention.kind == .offset { score = 0.7 }
        switch cue {
        case .replaces: score += 0.35
        case .due: score += 0.25
        case .by: score += 0.1
        // "from Tuesday to Friday": the range's own "from", not a start date's.
        case .notDue: if !(mention.isRangeEnd && DueDateCues.opensAWindow(before.words)) { score -= 0.35 }
        case .context: if !(mention.isRangeEnd && DueDateCues.opensAWindow(before.words)) { score = min(score - 0.35, Self.contextConfidence) }
        case nil:
            if let day = mention.day, day < reference { score -= 0.1 }
            // "Returnable within 7 days", "Join our family today!": without a cue these count
            // from the day the text was written, not from the reader's today, so a text that
            // states its date ranks that date first.
            if [.relative, .weekday, .offset].contains(mention.kind) { score -= statesItsDate ? 0.2 : 0.1 }
            // "SUN-THU 1000 HRS - 2230 HRS": opening hours, not a day.
            if mention.spansWeekdays { score -= 0.1 }
        }
        // "Jalan Temenggung 19/9": a street's number, not a date.
        if mention.kind == .numericNoYear, DueDateCues.looksLikeAddress(before.line) { score = 0.05 }
        if DueDateCues.looksLikeHeader(before.line) { score -= 0.2 }
        // "Feb. 17 Family Day (University Closed)": a line about an occasion names no deadline.
        // ("Holiday -- no classes -- classes rescheduled to Thursday": an occasion moved is one still.)
        if cue != .due, cue != .replaces || DueDateCues.describesAnOccasion(before.line),
           mention.releaseFollows || DueDateCues.describesAnOccasion(before.line) || DueDateCues.describesASitting(before.line) {
            score = min(score, 0.2)
        }
        if cue == nil, DueDateCues.describesAClassMeeting(before.line) { score = min(score, 0.2) }
        // "| W1 | 1 | Wed 2018-10-03 | Introduction Course documents Clock designs |": a schedule's
        // row that gives its one day a topic and asks for no work is a class held.
        if cue == nil, previous == nil, next == nil, mention.time == nil, !mention.isRangeEnd, namesATopic(mention, in: tokens),
           DueDateCues.asksForNoWork(before.line) { score = min(score, 0.2) }
        // "Homework due Monday, August 31st: NONE.": the due word's own answer is nothing.
        if cue == .due, DueDateCues.saysNothingIsDue(before.line) { score = min(score, 0.2) }
        // "Project Presentations | 22 May - 26 May 2023": given over those days, like an exam sat
        // (presentations from 2pm to 4pm on one day stay that day's).
        if mention.isRangeEnd, !mention.spansHours, cue != .due, DueDateCues.describesPresentationsHeld(before.line) {
            score = min(score, 0.2)
        }
        // "Faculty deadline for entering grade changes: 22 March": a deadline, but the staff's.
        if DueDateCues.isStaffDeadline(before.line, fieldNames: { Self.fieldNames(onLineOf: mention, in: tokens) }) {
            score = min(score, 0.2)
        }
        // "~~2022-02-04~~ 2022-02-14", "~~Demo due by 5:00pm on Friday, 6/12/2020~~ No demo": a
        // date struck out is no longer the deadline.
        if isStruckOut(mention, in: tokens) { score = min(score - 0.5, Self.contextConfidence) }
        // "| Week 13 | Apr 5 - 11 | Quiz 5, Apr 10 |": a schedule's week labels its own span, no
        // deadline, listed and never chosen ("| Week 9 | Mar 8 - 14 | | Out: Assignment 2, Mar 13 |"
        // is due on none). "The week of Mar 18-22" names when something is.
        if mention.isRangeEnd, before.words.contains(where: Self.spanNames.contains), before.words.last != "of", cue == nil {
            score = min(score - 0.1, Self.spanConfidence)
        }
        // "(23/08/2017) The fourth year first day meeting will take place on Friday 15 September":
        // a notice's own date, in brackets before its text and its other date ("(3/4/2020) Hand
        // in assignment 1." is a schedule's day).
        if cue == nil, opensTheLineInBrackets(mention, in: tokens), previous != nil || next != nil {
            score = min(score - 0.35, Self.contextConfidence)
        }
        // "office hours every Thursday at 16:00": a weekly occasion, not one day ("due every
        // Friday" stays a deadline: the coming Friday).
        if let previous = before.words.last, ["every", "each"].contains(previous) { score -= 0.35 }
        // "handed in last Tuesday, May 6": a day gone by, told for context.
        // ("the last Monday in May" is ahead.)
        let saysLast = tokens[mention.tokens.lowerBound].word == "last" && (mention.day.map { $0 < reference } ?? false)
        if saysLast || before.words.suffix(2).contains("last") { score -= 0.35 }
        // A deadline no longer: listed, never chosen, even when the new date is not legible.
        if mention.isSuperseded { score = min(score - 0.35, Self.contextConfidence) }
        return (min(max(score, 0.01), 0.99), cue)
    }

    /// A schedule's week or the term's span: "| Week 13 | Apr 5 - 11 |", "Michaelmas Term - Sunday
    /// 11 October - Saturday 5th December 2020".
    private static let spanNames: Set<String> = ["week", "term", "semester", "trimester", "quarter"]

    /// A table row ("|" between its cells) with three words or more besides its date's.
    /// A receipt's line read with bars ("| O7-06-16 | 15:26 | …") has numbers besides its date: a
    /// topic row has one at most, its week's or its lecture's.
    private func namesATopic(_ mention: DateMention, in tokens: [DateToken]) -> Bool {
        let row = Self.lineRange(around: mention.tokens.lowerBound, in: tokens)
        // "| Geographic cluster analysis | 20% | … |": an assessment's weight, work to hand in.
        guard row.contains(where: { tokens[$0].isSymbol(["|"]) }), !row.contains(where: { tokens[$0].isSymbol(["%"]) }),
              row.filter({ tokens[$0].number != nil && !mention.tokens.contains($0) && !isLabelNumber($0, in: tokens) }).count <= 1
        else { return false }
        return row.filter { tokens[$0].month == nil && tokens[$0].weekday == nil && (tokens[$0].word?.count ?? 0) >= 3 }.count >= 3
    }

    /// "W1", "Lab3": a number run into the word before it, part of a label.
    private func isLabelNumber(_ index: Int, in tokens: [DateToken]) -> Bool {
        index > 0 && !tokens[index].spaceBefore && tokens[index - 1].word != nil && tokens[index - 1].line == tokens[index].line
    }

    /// "(23/08/2017) …": a full date alone in brackets at the start of its line.
    private func opensTheLineInBrackets(_ mention: DateMention, in tokens: [DateToken]) -> Bool {
        let start = mention.tokens.lowerBound, end = mention.tokens.upperBound
        guard mention.kind == .fullDate, start > 0, end < tokens.count, tokens[start - 1].isSymbol(["("]),
              tokens[end].isSymbol([")"]) else { return false }
        return start == 1 || tokens[start - 2].line != tokens[start].line
    }

    /// `tokens` without a number struck out and corrected right after it: "Oct ~~4~~ 11" is
    /// 11 October, "~~9:00~~ 10:00" is ten o'clock. A struck date with words or a date of its
    /// own ("~~2022-02-04~~ 2022-02-14") stays, scored down by `isStruckOut`.
    static func withoutStruckNumbers(_ tokens: [DateToken]) -> [DateToken] {
        var kept: [DateToken] = [], index = 0
        while index < tokens.count {
            if let end = struckNumberEnd(from: index, in: tokens) {
                index = end
            } else {
                kept.append(tokens[index])
                index += 1
            }
        }
        return kept
    }

    /// `tokens` without a named time in brackets after a clock time, which only glosses it:
    /// "11:59 AM (noon)" is due at 11:59, "11:59 PM (midnight)" at 23:59. After a date
    /// ("20 October, 2011 (noon)") it is the time.
    static func withoutTimeGlosses(_ tokens: [DateToken]) -> [DateToken] {
        let glossed = tokens.indices.filter { index in
            index >= 1 && index + 2 < tokens.count && tokens[index].isSymbol(["("]) && tokens[index + 1].isWord(timeGlosses)
                && tokens[index + 2].isSymbol([")"]) && tokens[index - 1].line == tokens[index].line
                && (tokens[index - 1].number != nil && index >= 2 && tokens[index - 2].isSymbol([":"])
                    || tokens[index - 1].isWord(["am", "pm"])
                    || index >= 2 && tokens[index - 1].isSymbol(["."]) && tokens[index - 2].isWord(["m"]))
        }
        guard !glossed.isEmpty else { return tokens }
        let dropped = Set(glossed.flatMap { [$0, $0 + 1, $0 + 2] })
        return tokens.indices.filter { !dropped.contains($0) }.map { tokens[$0] }
    }

    /// The named times that gloss a clock time before them (`withoutTimeGlosses`).
    private static let timeGlosses = Set(DateWords.middayWords + ["midnight"])

    /// Where "~~" + one number (with ":" or "." inside it) + "~~" starting at `start` ends, when a
    /// number follows on the same line; nil otherwise.
    private static func struckNumberEnd(from start: Int, in tokens: [DateToken]) -> Int? {
        func tilde(_ index: Int) -> Bool { index < tokens.count && tokens[index].isSymbol(["~"]) && tokens[index].line == tokens[start].line }
        guard tilde(start), tilde(start + 1), start + 2 < tokens.count, tokens[start + 2].number != nil else { return nil }
        var index = start + 3
        while index + 1 < tokens.count, tokens[index].isSymbol([":", "."]), tokens[index + 1].number != nil { index += 2 }
        guard tilde(index), tilde(index + 1) else { return nil }
        let next = index + 2
        guard next < tokens.count, tokens[next].number != nil, tokens[next].line == tokens[start].line else { return nil }
        return next
    }

    /// Inside a markdown strike-through: an open "~~" before it on its line, closed after it.
    private func isStruckOut(_ mention: DateMention, in tokens: [DateToken]) -> Bool {
        let line = Self.lineRange(around: mention.tokens.lowerBound, in: tokens)
        func tildes(_ range: Range<Int>) -> Int { tokens[range].filter { $0.isSymbol(["~"]) }.count }
        // A mention may run onto the next line; what follows it on its first line is then nothing.
        let after = min(mention.tokens.upperBound, line.upperBound)..<line.upperBound
        return tildes(line.lowerBound..<mention.tokens.lowerBound) % 4 == 2 && tildes(after) >= 2
    }

    /// The words before the mention on its line, from its own cell when the cell before ends
    /// another date's (`ownCellStart`); when it starts a line, the previous line's ("Due:" on
    /// one line, the date on the next). Also the whole line, for header checks.
    private static func wordsBefore(_ mention: DateMention, after previous: DateMention?,
                                    in tokens: [DateToken]) -> (words: [String], line: [String]) {
        let start = mention.tokens.lowerBound
        let line = lineRange(around: start, in: tokens)
        func words(_ tokens: ArraySlice<DateToken>) -> [String] { tokens.compactMap(\.word).map(DueDateCues.deadlineCompound) }
        let lineWords = words(tokens[line])
        var before = words(tokens[max(ownCellStart(of: mention, after: previous, in: tokens), line.lowerBound)..<start])
        if before.isEmpty, tokens[line.lowerBound..<start].allSatisfy({ $0.word == nil }), line.lowerBound > 0,
           tokens[line.lowerBound - 1].line == tokens[start].line - 1 {
            before = words(tokens[lineRange(around: line.lowerBound - 1, in: tokens)])
        }
        return (before, lineWords)
    }

    /// `mention` with the time zone written after its time ("Sep 06 23:59 PDT"): the zone's word
    /// is the date's, and no title's. A two-letter zone ("ET", "PT") is one only in capitals.
    private static func withItsTimeZone(_ mention: DateMention, tokens: [DateToken]) -> DateMention {
        let end = mention.tokens.upperBound
        guard mention.time != nil, end < tokens.count, tokens[end].line == tokens[end - 1].line, tokens[end].spaceBefore,
              let word = tokens[end].word, DateWords.timeZones.contains(word),
              word.count > 2 || tokens[end].capitalized else { return mention }
        var zoned = mention
        zoned.tokens = mention.tokens.lowerBound..<(end + 1)
        if let apart = mention.apart, apart.time.upperBound == end { zoned.apart = (apart.date, apart.time.lowerBound..<(end + 1)) }
        return zoned
    }

    /// The words of `mention`'s line that a colon follows: a form's field names ("Staff:",
    /// "Instructor:").
    private static func fieldNames(onLineOf mention: DateMention, in tokens: [DateToken]) -> Set<String> {
        let onLine = tokens[lineRange(around: mention.tokens.lowerBound, in: tokens)]
        return Set(zip(onLine, onLine.dropFirst()).compactMap { $1.isSymbol([":"]) ? $0.word : nil })
    }

    /// The indices of the tokens on the line of the token at `index`. Tokens come in text order,
    /// so a line's are one run around it, found without scanning the whole text (every rule
    /// that reads a mention's line runs for every date of a page).
    private static func lineRange(around index: Int, in tokens: [DateToken]) -> Range<Int> {
        let line = tokens[index].line
        var start = index, end = index + 1
        while start > 0, tokens[start - 1].line == line { start -= 1 }
        while end < tokens.count, tokens[end].line == line { end += 1 }
        return start..<end
    }

    /// The first few words after the mention on its line.
    private static func wordsAfter(_ mention: DateMention, in tokens: [DateToken]) -> [String] {
        let end = mention.tokens.upperBound, line = tokens[end - 1].line
        return Array(tokens[end...].prefix { $0.line == line }.compactMap(\.word).prefix(4))
    }

    /// Where the words that cue `mention` start: "| Fri Feb 27 2015 Electronic Hand in via
    /// TurnItIn | Fri Mar 20 2015 |" hands in on the 27th, the cell's own date, so the words after
    /// the previous date up to the one bar between them are that date's, not the next one's. A
    /// cell of its own between them ("| Oct 2 | Due | Oct 16 |") still cues the date after it.
    private static func ownCellStart(of mention: DateMention, after previous: DateMention?, in tokens: [DateToken]) -> Int {
        guard let previous else { return 0 }
        let between = previous.tokens.upperBound..<mention.tokens.lowerBound
        let bars = between.filter { tokens[$0].isSymbol(["|"]) }
        return bars.count == 1 ? bars[0] + 1 : 0
    }

    /// For each mention, the index of the dated mention right before it and right after it on
    /// its line, if any. Mentions come in text order, so one pass each way finds them all (asked
    /// of each mention in turn, the search went over every mention: quadratic on a long syllabus).
    private static func datedNeighbours(of mentions: [DateMention], tokens: [DateToken])
        -> [(before: Int?, after: Int?)] {
        let lines = mentions.map { tokens[$0.tokens.lowerBound].line }
        var neighbours = [(before: Int?, after: Int?)](repeating: (nil, nil), count: mentions.count)
        var last: (line: Int, index: Int)?
        for index in mentions.indices {
            if let last, last.line == lines[index] { neighbours[index].before = last.index }
            if mentions[index].hasDay { last = (lines[index], index) }
        }
        last = nil
        for index in mentions.indices.reversed() {
            if let last, last.line == lines[index] { neighbours[index].after = last.index }
            if mentions[index].hasDay { last = (lines[index], index) }
        }
        return neighbours
    }

    /// Keeps the best mention of each day, lends it a time another mention of that day states,
    /// and adds a little for each repetition; sorted best first, then by position.
    private static func onePerDay(_ scored: [(candidate: DueDateCandidate, position: Int)]) -> [DueDateCandidate] {
        struct Day {
            var candidate: DueDateCandidate
            var position: Int
            var count = 1
            var time: ClockTime?
        }
        var days: [CalendarDay: Day] = [:]
        for (candidate, position) in scored {
            guard var day = days[candidate.day] else {
                days[candidate.day] = Day(candidate: candidate, position: position, time: candidate.time)
                continue
            }
            day.count += 1
            if day.time == nil { day.time = candidate.time }
            if candidate.confidence > day.candidate.confidence {
                day.candidate = candidate
                day.position = position
            }
            days[candidate.day] = day
        }
        let merged: [Day] = days.values.map { day in
            let best = day.candidate
            // Repeating a day makes it surer, but never lifts a day held below the threshold
            // (an occasion's, one told for context) into a deadline.
            let confidence = best.confidence < minimumDueConfidence ? best.confidence
                : min(0.99, best.confidence + 0.05 * Double(day.count - 1))
            var result = day
            result.candidate = DueDateCandidate(text: best.text, range: best.range, day: best.day,
                                                time: best.time ?? day.time, confidence: confidence, pieces: best.pieces,
                                                isAskedFor: best.isAskedFor, writesItsDay: best.writesItsDay,
                                                endsASpanOfDays: best.endsASpanOfDays, spansHours: best.time != nil && best.spansHours)
            return result
        }
        // Of two dates as sure, the one a cue asks for: "Sep 18 | Wed | … | HW3 Due 09/27" is due
        // 27 September. (Scores are sums of tenths and twentieths: 0.65 + 0.05 and 0.45 + 0.25
        // differ in their last bit.)
        return merged.sorted { a, b in
            if abs(a.candidate.confidence - b.candidate.confidence) > 1e-9 { return a.candidate.confidence > b.candidate.confidence }
            if a.candidate.isAskedFor != b.candidate.isAskedFor { return a.candidate.isAskedFor }
            return a.position < b.position
        }.map(\.candidate)
    }
}
