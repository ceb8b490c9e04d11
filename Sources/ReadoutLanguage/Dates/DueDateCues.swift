/// The words before a date that say whether it is the deadline ("due", "submit by") or clearly
/// not ("assigned", "posted", "printed").
enum DueDateCues {
    enum Cue: Equatable {
        /// "due", "deadline", "submit", "turn in", "no later than", "closes", "ends".
        case due
        /// "by", "before", "until": deadline-like but also ordinary prepositions.
        case by
        /// "printed", "issued", "date of issue": the day a document was made. Not a deadline, but
        /// on a receipt it is the date asked for, so it still answers when nothing else does.
        case notDue
        /// "assigned", "posted", "as of", "Out:", "will be returned by": a day the line tells of
        /// for context, or a promise made to the student rather than asked of them. Never the
        /// student's deadline, even when it is the only date.
        case context
        /// "moved to", "extended to", "postponed by two days to": a new deadline that replaces
        /// the one written before it.
        case replaces
    }

    /// Verbs that move a deadline; the date after their "to" (or "until") is the new one.
    private static let changeVerbs: Set<String> = [
        "moved", "move", "extended", "extension", "postponed", "changed", "change", "rescheduled", "pushed", "delayed",
        "deferred", "shifted", "revised",
    ]

    private static let due: [[String]] = [
        ["due"], ["deadline"], ["submit"], ["submitted"], ["submission"], ["submissions"], ["turn", "in"], ["turned", "in"],
        ["hand", "in"], ["handed", "in"], ["no", "later", "than"], ["closes"], ["close"], ["closing"], ["expires"],
        ["complete", "by"], ["completed", "by"], ["finish", "by"], ["return", "by"], ["upload"], ["uploaded"],
        ["ends"], ["ending"],
        // German, French and Polish: "Abgabe: 15.01.", "à rendre le 3 mars", "termin oddania: 15 stycznia".
        ["abgabe"], ["abgabetermin"], ["abgabefrist"], ["einreichung"], ["einreichen"], ["einzureichen"], ["abzugeben"],
        ["fällig"], ["frist"], ["spätestens"], ["date", "limite"], ["rendre"], ["remise"], ["rendu"], ["dépôt"],
        ["échéance"], ["au", "plus", "tard"], ["termin", "oddania"], ["oddania"], ["oddać"], ["oddanie"], ["złożenia"],
        ["złożyć"], ["przesłania"], ["przesłać"], ["najpóźniej"], ["se", "termine"],
        // Spanish, Portuguese, Italian, Dutch and Norwegian: "Entrega: 30 de enero", "prazo: 15 de março".
        ["entrega"], ["entregar"], ["fecha", "límite"], ["fecha", "limite"], ["plazo"], ["prazo"], ["scadenza"], ["consegna"],
        ["inleveren"], ["inlevering"], ["innlevering"],
    ]
    /// The phrases by their last word, which a run must end with: the cue loop looks up the
    /// few that can match instead of trying every phrase of the four languages at every word.
    private static let dueByLastWord = Dictionary(grouping: due) { $0.last ?? "" }
    private static let contextByLastWord = Dictionary(grouping: context) { $0.last ?? "" }

    private static let by: [[String]] = [
        ["by"], ["before"], ["until"], ["till"], ["on", "or", "before"],
        ["bis"], ["bis", "zum"], ["bis", "zur"], ["vor", "dem"], ["avant"], ["avant", "le"], ["jusqu", "au"], ["do"], ["do", "dnia"],
        ["hasta"], ["hasta", "el"], ["antes", "del"], ["até"], ["entro"], ["entro", "il"], ["uiterlijk"],
    ]
    private static let notDue: [[String]] = [["printed"], ["issued"], ["date", "of", "issue"]]
    private static let context: [[String]] = [
        ["assigned"], ["posted"], ["published"], ["released"], ["created"], ["updated"], ["modified"], ["handed", "out"],
        // A record's state and when it came to be: "Status: Graded 10/19" (a due word nearer
        // the date is the cue: "Status: due 10/19").
        ["status"],
        ["given"], ["opens"], ["opened"], ["starts"], ["start"], ["started"], ["starting"], ["commencing"], ["begins"],
        ["starting", "from"], ["commencing", "from"], ["begin"], ["dated"],
        // An event: "will take place on Monday", "is held on 3 May".
        ["take", "place", "on"], ["takes", "place", "on"], ["take", "place"], ["takes", "place"], ["held", "on"], ["be", "held"],
        ["last", "edited"], ["as", "of"], ["available", "from"], ["open"], ["rev"], ["last", "revised"],
        // Made available, not asked for: "Lab 5 becomes available Friday 14 March".
        ["available"],
        // Told before: "As discussed on 5 March, groups have three members."
        ["as", "discussed"], ["as", "announced"], ["as", "mentioned"],
        // German, French and Polish: handed out ("Ausgabe: 8.01."), published, made available, begun.
        ["ausgabe"], ["veröffentlicht"], ["verfügbar"], ["beginn"], ["publié"], ["publiée"], ["distribué"], ["disponible"],
        ["mis", "en", "ligne"], ["début"], ["opublikowane"], ["udostępnione"], ["rozpoczęcie"], ["początek"],
        // A letter's own date: "Komunikat Rektora z dnia 1 czerwca".
        ["z", "dnia"],
    ]
    /// The end of the term or of its classes, the campus shut: "Term ends Friday 12 December",
    /// "If the University closes on 5 November" are no deadlines, though "ends" and "closes"
    /// after a piece of work are ("the quiz window ends Sunday", "the form closes").
    private static let termEnds: [[String]] = classesEnding + [
        ["teaching", "ends"], ["term", "ending"], ["university", "closes"], ["campus", "closes"], ["college", "closes"], ["school", "closes"], ["university", "close"],
        ["campus", "close"], ["college", "close"], ["school", "close"],
    ]
    /// The term or its classes ending: an occasion on a line, a context cue before a date.
    private static let classesEnding: [[String]] = [["classes", "end"], ["lectures", "end"], ["term", "ends"], ["semester", "ends"]]
    private static let termEndVerbs: Set<String> = ["ends", "end", "ending", "closes", "close"]
    private static let startVerbs: Set<String> = ["starts", "begins", "start", "begin"]
    private static let handInsDone: Set<String> = ["submitted", "handed", "uploaded"]
    private static let handersIn: Set<String> = ["you", "we", "i", "they", "have", "had"]
    private static let handInPrepositions: Set<String> = ["by", "before", "on", "bis", "am", "do", "avant"]
    private static let handInVerbs: Set<String> = ["submit", "upload", "due", "abgabe", "frist", "rendre", "oddania", "oddać"]
    /// What the course does for the student: "notification will be sent by June 15", "grades are
    /// released on May 2". The date after them is a promise, not the student's deadline.
    private static let givenBack: Set<String> = [
        "sent", "returned", "released", "posted", "published", "announced", "notified", "graded", "marked", "given",
        "provided", "available", "emailed", "communicated", "informed", "shared", "distributed", "confirmed",
        // "The HoD will respond by Friday 17th February", "instructions will appear before 6 April",
        // "Round One offers … will issue on Thursday".
        "respond", "reply", "appear", "issue",
    ]
    /// Given-back verbs that keep their date across a few words: "published via the portal by".
    private static let publishedVerbs: Set<String> = ["published", "posted", "released", "announced", "available", "returned"]
    private static let beForms: Set<String> = ["be", "is", "are", "was", "were", "been", "will"]
    private static let obligations: Set<String> = ["must", "should", "need", "needs", "required", "have", "has"]
    /// Verbs "out" follows without meaning "handed out": "fill out the form by Friday" is due.
    private static let phrasalOut: Set<String> = [
        "fill", "filled", "filling", "find", "figure", "check", "checked", "print", "printed", "carry", "carried", "work",
        "worked", "write", "written", "type", "typed", "try", "sort", "send", "mail", "read", "hand", "handed",
        "help", "hang", "sign", "log", "reach", "opt", "drop", "point", "pick", "ask", "go", "goes", "going", "went", "gone",
        "come", "came", "eat", "ate", "stay", "stayed", "sold",
    ]
    /// What the course gives out, whose "out" is no label of a handout ("Grades out in 12 months").
    private static let givenOut: Set<String> = ["grades", "results", "marks", "scores"]
    /// Start words that are also ordinary prepositions: they mark only the date right after them
    /// ("from Monday", but not the time in "flight from SFO at 4pm"). A date something runs from
    /// is when it starts, never a deadline, even alone ("(pre)registration is possible from
    /// Monday 27.04.2020"; a window's end after it is the one to act by).
    private static let startsRightBefore: [[String]] = [
        ["from"], ["since"], ["ab"], ["ab", "dem"], ["vom"], ["seit"], ["dès"], ["dès", "le"], ["depuis"], ["à", "partir", "du"],
        ["à", "partir", "de"], ["od"], ["od", "dnia"],
    ]

    /// The cue nearest before the date among `words` (the words before it on its line, in
    /// order), or nil. A cue counts only within the last few words, so "due" at the start of a
    /// long sentence does not claim every date in it.
    static func cue(before words: [String]) -> Cue? {
        let words = withoutCausalDue(words)
        let window = Array(words.suffix(6))
        if promisesBack(Array(words.suffix(10))) || receivesBack(Array(words.suffix(10))) || isOutLabel(window) { return .context }
        if let last = window.last, ["to", "until", "till"].contains(last), window.dropLast().contains(where: changeVerbs.contains) {
            return .replaces
        }
        // "you will now have until Thursday 19th", "It is now due on Tuesday 1/25", "will now be
        // required by 5pm Thursday 30 April": the date in force, beside the one it replaces.
        if let last = window.last, last == "now" || ["by", "until", "till", "on", "due"].contains(last)
            && (window.suffix(3).contains("now") || window.suffix(4).first == "now" && window.suffix(3).first.map(beForms.contains) == true) {
            return .replaces
        }
        if window.suffix(2).contains(where: termEndVerbs.contains) {
            let beforeLast = window.dropLast()
            if termEnds.contains(where: { window.hasSuffix($0) || beforeLast.hasSuffix($0) }) { return .context }
        }
        // "You submitted on 10 March; the revised version is due 24 March": a hand-in done.
        if let verb = window.lastIndex(where: handInsDone.contains), verb > window.startIndex,
           handersIn.contains(window[verb - 1]), window.count - verb <= 5 { return .context }
        // "Submit by 17 March": the preposition after a hand-in verb asks as surely as "due".
        if let last = window.last, handInPrepositions.contains(last), window.count >= 2,
           handInVerbs.contains(window[window.count - 2]) { return .due }
        // "The soft deadline … is Nov 1st. And the hard deadline is Nov 30th."
        for end in stride(from: window.count, to: 0, by: -1) {
            let prefix = window[..<end]
            if prefix.hasSuffix(["hard", "deadline"]) || prefix.hasSuffix(["final", "deadline"]) { return .replaces }
            if prefix.hasSuffix(["soft", "deadline"]) { return .notDue }
        }
        for end in stride(from: window.count, to: 0, by: -1) {
            let prefix = window[..<end]
            guard let last = prefix.last else { continue }
            if dueByLastWord[last]?.contains(where: { prefix.hasSuffix($0) }) == true { return .due }
            if notDue.contains(where: { prefix.hasSuffix($0) }) { return .notDue }
            // "by the start of class on Thursday": the start of something, a noun, is no cue.
            let nounFollows = end < window.count && window[end] == "of"
            // "due before class starts on Thursday": when the class starts tells the deadline's hour.
            let classStarts = end >= 2 && startVerbs.contains(window[end - 1])
                && sessionWords.contains(window[end - 2])
            if !nounFollows, !classStarts, contextByLastWord[last]?.contains(where: { prefix.hasSuffix($0) }) == true { return .context }
            if end == window.count, by.contains(where: { prefix.hasSuffix($0) }) { return .by }
            if end == window.count, startsRightBefore.contains(where: { prefix.hasSuffix($0) }) { return .context }
        }
        return nil
    }

    /// "… extension to Oct. 6 available on request", "upon request", "if requested": the words
    /// after a new date offer it rather than set it.
    static func offersOnRequest(_ after: [String]) -> Bool {
        let words = after.first == "available" ? Array(after.dropFirst()) : after
        return words.starts(with: ["on", "request"]) || words.starts(with: ["upon", "request"])
            || words.starts(with: ["by", "request"]) || words.starts(with: ["if", "requested"])
    }

    /// True when the words right before a date say it is a deadline no longer: "originally due",
    /// "(previously 17 March)", "instead of 28 April", "not 3 December", "was due 12 March". A
    /// date so marked is still the answer when it is the line's only one.
    static func saysSuperseded(_ words: [String], strongly: Bool = false) -> Bool {
        var words = words.suffix(4)
        while let last = words.last, ["on", "for", "at", "the"].contains(last) { words.removeLast() }
        while let last = words.last, ["due", "scheduled", "set", "planned", "announced"].contains(last) { words.removeLast() }
        guard let last = words.last else { return false }
        return strongly ? strongSupersedingWords.contains(last) : supersedingWords.contains(last) || words.suffix(2) == ["instead", "of"]
    }

    /// True for a line's first word that sets it in the past: "Earlier, the last date was April 27".
    static func opensWithThePast(_ word: String) -> Bool { ["earlier", "previously", "originally", "formerly"].contains(word) }

    /// Words that say so even of a line's only date: "was originally scheduled for Monday".
    private static let strongSupersedingWords: Set<String> = ["originally", "previously", "formerly", "initially"]

    private static let supersedingWords: Set<String> = ["originally", "previously", "formerly", "initially", "not", "was", "were"]

    /// "… will be sent by", "are released on": a given-back verb after a form of "be" (or a "will"
    /// among the last ten words), then the preposition before the date.
    private static func promisesBack(_ window: [String]) -> Bool {
        guard window.count >= 3, let last = window.last, ["by", "on", "before"].contains(last) else { return false }
        // The verb right before the preposition, or a publishing one a few words back ("will be
        // published via Myport by"; "is given to the Supervisor by" is the student's hand-in).
        let verb = givenBack.contains(window[window.count - 2]) ? window.count - 2
            : window.dropLast().suffix(4).lastIndex(where: publishedVerbs.contains)
        guard let verb else { return false }
        // "… must be emailed by midnight (GMT) Friday": asked of the student, not promised.
        if window[..<verb].suffix(3).contains(where: obligations.contains) { return false }
        // "The HoD will consider the application and respond by Friday": "will" further back.
        return window[..<verb].suffix(2).contains(where: beForms.contains) || window[..<verb].contains("will")
    }

    /// "… and will receive an email confirmation on their courses on 30 Jan 2024": what will reach
    /// the student, said within the last ten words, before "on", "by" or "before".
    private static func receivesBack(_ words: [String]) -> Bool {
        guard let last = words.last, ["by", "on", "before"].contains(last),
              let receive = words.lastIndex(where: { $0 == "receive" || $0 == "get" }), receive > words.startIndex
        else { return false }
        return words[receive - 1] == "will"
    }

    /// A handout's or a schedule cell's "Out: Assignment 2, Mar 13", "HW 3 out Mar 13": "out"
    /// among the last three words beside a piece of work ("help out tonight", "grades out in
    /// 12 months" are no assignment's release); or a short label that ends in "out", whatever
    /// it hands out ("Instructions Out: 4/7").
    private static func isOutLabel(_ window: [String]) -> Bool {
        guard let out = window.suffix(3).lastIndex(of: "out"), out == window.startIndex || !phrasalOut.contains(window[out - 1])
        else { return false }
        // A short label ending in "out", but not what the course gives back (`givenOut`).
        if out == window.endIndex - 1, window.count <= 3, out == window.startIndex || !givenOut.contains(window[out - 1]) { return true }
        // "HW 3 out Mar 13, due Mar 20": a due word after it starts the next date's cue.
        guard !window[(out + 1)...].contains(where: { word in due.contains { $0.first == word } }) else { return false }
        let beside = window[max(window.startIndex, out - 2)..<min(window.endIndex, out + 3)]
        return beside.contains(where: deadlineWords.contains)
    }

    /// A German compound read by its last part where that part names a deadline:
    /// "Hausarbeitsabgabe" is an "abgabe", "Anmeldefrist" and "Anmeldeschluss" a "frist", and
    /// "Anmeldephase" an "anmeldung".
    static func deadlineCompound(_ word: String) -> String {
        // Compared as bytes: every word of a line passes here for each of its dates.
        let bytes = word.utf8
        guard bytes.count > 7 else { return word }
        if bytes.hasSuffix("abgabe".utf8) { return "abgabe" }
        if bytes.hasSuffix("frist".utf8) || bytes.hasSuffix("schluss".utf8) { return "frist" }
        // "Anmeldephase", "Anmeldezeitraum": registering, which is asked of the student.
        return bytes.starts(with: "anmelde".utf8) ? "anmeldung" : word
    }

    /// A line of a postal address: its street word ("Jalan", "Lorong", "Road").
    static func looksLikeAddress(_ words: [String]) -> Bool {
        words.contains { streetWords.contains($0) }
    }

    private static let streetWords: Set<String> = [
        "jalan", "jln", "lorong", "lrg", "persiaran", "taman", "tmn", "lebuh", "street", "road", "avenue", "lane",
        "boulevard", "blvd", "highway",
    ]

    /// Words that make a line about something other than a deadline, when no due word is on
    /// it: a holiday or a closure, a class that does not meet, a term starting, results or a
    /// list being published ("Feb. 17 Family Day (University Closed)", "lottery results posted").
    private static let occasionWords: Set<String> = [
        "holiday", "holidays", "break", "recess", "closed", "closure", "thanksgiving", "christmas", "easter", "celebration",
        "vacation", "vacations", "results", "notification", "notifications", "opens", "begins", "commences", "commence",
        "commencement", "starts", "congregation",
        "start", "public", "listing", "lottery", "graduation", "convocation", "orientation", "delayed",
        "consultations", "consultation",
        // Services down and classes called off: "the University has to shut down its IT services".
        "shut", "shutdown", "outage", "maintenance", "cancelled", "canceled", "grading",
        // Events beside the coursework: "Talk - Digital preservation", "Guest Lecture by …".
        "talk", "guest", "conference", "begin", "workshop", "workshops", "event", "meetings",
        // The holidays of the seven regions' academic calendars, by a name no deadline uses.
        "diwali", "deepavali", "eid", "holi", "pongal", "onam", "dussehra", "navratri", "ramadan", "hanukkah", "passover",
        "memorial", "veterans", "remembrance", "juneteenth", "anzac", "birthday", "boxing", "luther", "patrick", "patricks",
        "pentecost", "ascension", "carnival", "festival",
        // The term's own events (not registration or enrolment: their last day is a deadline).
        "welcome", "ceremony", "reopens", "resumes",
        // Someone not there: "Our TA will be away from March 2 to March 6".
        "away",
        // "The 21-day coronavirus lockdown … has been extended till 3 May".
        "lockdown", "curfew",
        // German, French and Polish holidays, term starts and ends (German compounds: `germanOccasionEndings`).
        "weihnachten", "ostern", "pfingsten", "vorlesungsbeginn", "vorlesungsende", "semesterbeginn", "semesterende",
        "vacances", "congés", "férié", "fériés", "rentrée", "toussaint", "noël", "pâques", "ferie", "święta", "wolne",
        "przerwa", "inauguracja", "rozpoczęcie", "wakacje", "wolny", "ogłoszenie",
        // Spanish, Portuguese, Italian and Dutch ones.
        "vacaciones", "festivo", "feriado", "férias", "vacanze", "vakantie", "kerstvakantie",
        // Marks made and told, decisions published, a campaign opened: "Mitteilung der Noten",
        // "Freigabe durch Expert/innen", "Date de publication des décisions".
        "noten", "notenvorschlag", "freigabe", "publication", "décisions", "résultats", "réponse", "ouverture",
        // "Announcement of Grades", "Announcement of results".
        "announcement", "announcements",
    ]
    private static let occasionPhrases: [[String]] = [
        ["no", "class"], ["no", "classes"], ["no", "lecture"], ["no", "lectures"], ["no", "formal", "class"], ["no", "tutorials"],
        ["family", "day"], ["reading", "week"], ["reading", "days"], ["reading", "day"], ["study", "week"], ["good", "friday"], ["new", "year"], ["new", "years"],
        ["labour", "day"], ["labor", "day"], ["victoria", "day"], ["canada", "day"], ["australia", "day"], ["bank", "holiday"],
        ["presidents", "day"], ["columbus", "day"], ["indigenous", "peoples"], ["half", "term"],
        ["first", "day", "of", "classes"], ["first", "day", "of", "class"],
        ["last", "day", "of", "classes"], ["last", "day", "of", "class"], ["last", "day", "of", "courses"], ["last", "day", "of", "lectures"],
        ["classes", "resume"], ["lectures", "resume"], ["independence", "day"], ["republic", "day"], ["office", "hours"],
        ["teaching", "day"], ["teaching", "commences"], ["teaching", "begins"],
        ["study", "days"], ["study", "day"], ["sports", "day"], ["dzień", "sportu"],
        ["fin", "des", "cours"], ["koniec", "semestru"],
        // A service warned of: "Blackboard will be 'at risk' between 6:00pm and 7:30pm on Friday".
        ["at", "risk"], ["should", "avoid"],
        ["review", "session"], ["revision", "session"], ["help", "session"], ["poster", "session"], ["information", "session"],
        ["portes", "ouvertes"], ["tag", "der", "offenen"], ["drzwi", "otwarte"],
    ] + classesEnding
    /// Runs that make a line a deadline's although an occasion is named on it: "Last day to drop
    /// courses", "Last day for applications to graduate at Winter Convocation".
    private static let deadlinePhrases: [[String]] = [
        ["last", "day", "to"], ["last", "day", "for"], ["last", "date", "to"], ["last", "date", "for"], ["closing", "date"],
    ]
    /// Words that make a line about a deadline wherever they stand on it.
    private static let deadlineWords: Set<String> = submissionWords.union([
        "return", "complete", "assignment", "homework", "hw", "quiz", "exam", "test", "report", "essay",
        "project", "paper", "proposal", "thesis", "dissertation", "lab", "coursework", "deliverable", "milestone",
        "problem", "exercise", "worksheet", "draft", "presentation", "portfolio",
        // An offer answered: "accept or decline the offered study place by 17 December".
        "accept", "decline",
        // German, French and Polish pieces of work.
        "hausarbeit", "hausaufgabe", "hausaufgaben", "übungsblatt", "aufgabenblatt", "aufgabe", "aufgaben", "projekt",
        "bericht", "protokoll", "ausarbeitung", "seminararbeit", "bachelorarbeit", "masterarbeit", "devoir", "devoirs",
        "projet", "rapport", "mémoire", "dossier", "sprawozdanie", "zadanie", "zadania", "raport", "esej", "referat",
        "travail", "tp", "anmeldung",
        // Spanish, Portuguese, Italian, Dutch and Norwegian ones; not "trabajo" and "trabalho",
        // work of any kind ("Tempo para implementação do trabalho final" is a class's hour).
        "tarea", "tareas", "proyecto", "informe", "ensayo", "práctica", "projeto", "relatório",
        "compito", "relazione", "progetto", "opdracht", "verslag", "huiswerk", "oppgave", "innlevering",
    ])

    /// True when `words` say that something is due or handed in: a submission's word, or
    /// Spanish "entrega" (a hand-in; "entregar", to hand in).
    static func saysHandedIn(_ words: [String]) -> Bool {
        // "Innleveringsfrist", "Hausarbeitsabgabe": a compound ending in one.
        words.contains { submissionWords.contains(deadlineCompound($0)) || handInNouns.contains($0) }
    }

    private static let handInNouns: Set<String> = ["entrega", "entregas", "entregar", "inleveren", "innlevering"]

    /// True when `words` name a piece of work or its deadline ("HW 1 due", "Essay 2", "Abgabe").
    static func namesWork(_ words: [String]) -> Bool {
        words.contains { word in
            // "Directed Research proposals", "Assignments": the work in the plural.
            deadlineWords.contains(deadlineCompound(word)) || word.count > 3 && word.hasSuffix("s") && deadlineWords.contains(String(word.dropLast()))
        } || deadlineRuns.contains(where: words.containsRun)
    }

    /// A deadline named in two words: Spanish and Portuguese "fecha límite", "data limite" (a
    /// schedule's "Fecha límite Pull Request | Fecha límite de aceptación").
    private static let deadlineRuns: [[String]] = [["fecha", "límite"], ["fecha", "limite"], ["data", "limite"]]

    /// True when `words` ask something of the student: name work or its deadline, or an act
    /// ("register", "sign", "pay", "withdraw"), or a day to act by ("by", "before", "last day to").
    /// A schedule's row that does none of this gives a class's day and its topic.
    static func asksForWork(_ words: [String]) -> Bool {
        namesWork(words)
            || words.contains { askedOfTheStudent.contains($0) && !topicsToo.contains($0) || actsByADay.contains($0) }
            || deadlinePhrases.contains(where: words.containsRun)
    }

    /// Words asked of a student beside an exam that a class's topic or reading uses too ("NLTK
    /// Book, Ch. 3", "Open problems", "Home networks").
    private static let topicsToo: Set<String> = ["book", "open", "home", "window", "choice", "form", "forms"]

    /// A dates list's own words for a day to act by: "Last Drop date", "Census Date", "Final
    /// date for dropping courses", "Lect. 4 exercises 1-2".
    private static let actsByADay: Set<String> = [
        "by", "before", "date", "drop", "dropping", "census", "exercises", "exercise", "termin", "échéance", "stichtag",
        // French and Polish: "la soumettre à l'évaluation le …", "dépôt des candidatures", "uiszczenie opłaty",
        // "składanie wniosku".
        "soumettre", "soumission", "candidature", "candidatures", "fermeture", "opłata", "opłaty", "wniosek", "wniosku",
        "składanie",
    ]

    /// True when the line is about an occasion rather than a deadline (see `occasionWords`).
    static func describesAnOccasion(_ words: [String]) -> Bool {
        let words = withoutStartOfClass(withoutCausalDue(words))
        // "| 3/06 | No Lab (Spring Break) |": a session called off, though its name is a piece of work.
        if !words.contains(where: submissionWords.contains),
           zip(words, words.dropFirst()).contains(where: { $0 == "no" && sessionWords.contains($1) }) { return true }
        if saysNothingIsDue(words) { return true }
        guard !words.indices.contains(where: { deadlineWords.contains(words[$0]) && !returnsToCampus(words, at: $0) && !namesStaff(words, at: $0) }),
              !deadlinePhrases.contains(where: words.containsRun) else { return false }
        return words.contains(where: occasionWords.contains) || occasionPhrases.contains { words.containsRun($0) }
            || words.indices.contains { returnsToCampus(words, at: $0) || endsTheTermInFrench(words, at: $0) }
            || words.contains { word in word.utf8.count >= 6 && germanOccasionEndings.contains { word.hasSuffix($0) } }
            || endsWithTheLastDayOfClasses(words)
            // "Feedback Part 1 | 20th April 2023 (in class)": feedback given, asking nothing.
            || words.first == "feedback"
    }

    /// "First-year students … will return to campus on Monday, September 26": students coming
    /// back, not work returned ("return to the lab staff by Friday" is a hand-in).
    private static func returnsToCampus(_ words: [String], at index: Int) -> Bool {
        words[index] == "return" && words.dropFirst(index + 1).first == "to"
            && words.dropFirst(index + 2).prefix(2).contains(where: campusWords.contains)
    }

    /// "Samedi 9 décembre à 13h – Fin du 1er semestre": the end of a term ("1er" reads as a
    /// number and its ending).
    private static func endsTheTermInFrench(_ words: [String], at index: Int) -> Bool {
        words[index] == "fin" && words.dropFirst(index + 1).prefix(3).contains { ["semestre", "trimestre"].contains($0) }
    }

    /// "Projekt-Experte/in": a piece of work naming someone of the staff, no work asked for.
    private static func namesStaff(_ words: [String], at index: Int) -> Bool {
        words.dropFirst(index + 1).first.map(staffWords.contains) == true
    }

    private static let campusWords: Set<String> = ["campus", "college", "university", "school", "classes", "lectures", "teaching"]

    /// The one "due" on the line says nothing is, whatever cue stands before its date: "Spring
    /// Break: no HW due.", "nothing due", and a schedule's answer after its day, "Homework due
    /// Monday, August 31st: NONE." ("due Friday; none will be accepted late" asks.)
    static func saysNothingIsDue(_ words: [String]) -> Bool {
        let words = withoutCausalDue(words)
        guard words.filter({ $0 == "due" }).count == 1 else { return false }
        if words.containsRun(["nothing", "due"]) { return true }
        if let due = words.firstIndex(of: "due"), let none = words[(due + 1)...].prefix(6).firstIndex(of: "none"),
           !words.dropFirst(none + 1).prefix(1).contains(where: wordsAfterAnAskingNone.contains) { return true }
        return words.indices.dropFirst().contains { index in
            words[index - 1] == "no" && deadlineWords.contains(words[index]) && words.dropFirst(index + 1).first == "due"
        }
    }

    private static let wordsAfterAnAskingNone: Set<String> = [
        "of", "will", "can", "may", "is", "are", "should", "must", "shall", "late", "accepted", "after",
    ]

    /// "Nov. 13 | Last Day of Classes", "Last day of lectures before mid term break": the line is
    /// that day and little else. ("Dec. 4 Last day of classes in the fall term. All term work …
    /// to" is a deadline's, its "be submitted" wrapped onto the next line of a photo.)
    private static func endsWithTheLastDayOfClasses(_ words: [String]) -> Bool {
        guard let start = words.indices.first(where: { words[$0] == "last" }),
              lastDayOfClasses.contains(where: { words.dropFirst(start).starts(with: $0) }) else { return false }
        // The four words of the phrase, and at most four after them.
        return words.count - start <= 8
    }

    private static let lastDayOfClasses: [[String]] = [
        ["last", "day", "of", "classes"], ["last", "day", "of", "class"], ["last", "day", "of", "lectures"],
    ]

    /// `words` without the start of a class or a lecture that something is due by ("February 1,
    /// 2024 (by start of class)", "before the start of the lecture"): a time of day, no occasion.
    private static func withoutStartOfClass(_ words: [String]) -> [String] {
        guard words.contains("start") || words.contains("beginning") else { return words }
        return words.indices.filter { index in
            guard ["start", "beginning"].contains(words[index]) else { return true }
            let before = words[..<index].last == "the" ? words[..<index].dropLast().last : words[..<index].last
            return !["by", "before"].contains(before)
        }.map { words[$0] }
    }

    /// German compounds of holidays and days without lectures: "Weihnachtsferien", "Feiertag",
    /// "Reformationstag (vorlesungsfrei)".
    private static let germanOccasionEndings = [
        "ferien", "feiertag", "feiertage", "vorlesungsfrei", "vorlesungszeit", "prüfungsphase", "jahreswechsel", "schließung",
    ]

    /// True when no word of the line asks for a piece of work or names a deadline.
    static func asksForNoWork(_ words: [String]) -> Bool {
        guard let first = words.first, !imperatives.contains(first) else { return false }
        return !words.contains { deadlineWords.contains($0) || askedOfTheStudent.contains($0) || workOfARow.contains($0) }
            && !deadlinePhrases.contains(where: words.containsRun)
    }

    /// What makes a schedule row ask for work besides the deadline words: a chapter's problems,
    /// a bibliography, an assessment table's grading ("| 1 | Introduction to Unix | Pass/fail |
    /// Automatic | … |"), a day to act by ("by", "before"), a message to send.
    private static let workOfARow: Set<String> = [
        "chapter", "section", "bibliography", "exercises", "problems", "assignments", "projects", "withdrawal", "withdraw",
        "payment", "checkpoint", "demo", "sign", "pass", "fail", "graded", "marks", "points", "pts", "weight", "journal",
        "response", "responses", "reflection", "critique", "by", "before", "email",
    ]

    /// "Lecture 7 (Oct 14): Dynamic programming", "Tutorial 2 runs on 8 October": a class held,
    /// when nothing is asked by its day ("sign up for the seminars until 18 April" is a deadline,
    /// and so is a lab: work handed in).
    /// A piece of work that names a session ("exercise sessions", "Lab session to get software
    /// setup", "problem solving session") is the session's name, not work asked for.
    static func describesAClassMeeting(_ words: [String]) -> Bool {
        let words = withoutCausalDue(words)
        guard words.contains(where: classMeetingWords.contains) || classMeetingPhrases.contains(where: words.containsRun)
                || zip(words, words.dropFirst()).contains(where: { countedMeetings.contains($1) && DateVocabulary.ordinalWords[$0] != nil })
                || words.indices.contains(where: { namesASession(words, at: $0) }) else { return false }
        return !words.indices.contains { deadlineWords.contains(words[$0]) && !namesASession(words, at: $0) }
    }

    /// The work at `index` names a session held ("exercise sessions", "problem solving session");
    /// a hand-in ("due before the session") never does, nor a term ("Summer Session").
    private static func namesASession(_ words: [String], at index: Int) -> Bool {
        deadlineWords.contains(words[index]) && !submissionWords.contains(words[index])
            && words.dropFirst(index + 1).prefix(2).contains { $0 == "session" || $0 == "sessions" }
    }

    private static let classMeetingPhrases: [[String]] = [["final", "class"], ["last", "class"], ["course", "introduction"]]

    /// After an ordinal, a course's meetings counted: "Monday Mar 21: Tenth Class (work on your
    /// projects)", "The first meeting will be in LH-3".
    private static let countedMeetings: Set<String> = ["class", "meeting"]

    private static let classMeetingWords: Set<String> = [
        "lecture", "lectures", "tutorial", "tutorials", "seminar", "seminars",
        // "| Tue 10.11.2020 | 4pm-7pm | EX1 online discussion (1/3 of grade) |": held, not handed in.
        "discussion", "discussions",
        "vorlesung", "vorlesungen", "übung", "cours", "séance", "wykład", "wykłady", "wykładu", "ćwiczenia", "zajęcia",
    ]

    /// "Exam 1, … Sep 27 in class", "| Wed | Nov 3 | 8:30--10:00 | Midterm Exam |", "sitting
    /// the subject exam on 30.06.2025": an exam is sat, not handed in; its day is no deadline
    /// unless the line asks for something by it (a registration, a form, a submission).
    /// An exam held in the lab ("Lab Exam 1 (during lab time)") is sat there too: the lab is no
    /// lab report asked for.
    static func describesASitting(_ words: [String]) -> Bool {
        let words = withoutCausalDue(words)
        let namesAnExam = words.indices.contains { index in
            examWords.contains(words[index]) || words[index] == "final" && namesTheFinalExam(words.dropFirst(index + 1).first)
        } || examPhrases.contains(where: words.containsRun)
        let labExam = words.indices.dropLast().contains { words[$0] == "lab" && examWords.contains(words[$0 + 1]) }
        // "Midterm Exam 1 (Closed Book)": how it is sat, no booking.
        let bookSat = words.indices.dropFirst().contains { words[$0] == "book" && ["closed", "open"].contains(words[$0 - 1]) }
        return namesAnExam && !words.contains { askedOfTheStudent.contains($0) && !(labExam && $0 == "lab") && !(bookSat && $0 == "book") }
    }

    /// India's mid- and end-semester exams: "Mid-sem: 16/9 (Saturday)", "End-sem: 15/11".
    private static let examPhrases: [[String]] = [["mid", "sem"], ["end", "sem"]]

    /// "| Presentation Dates (Term 1) | - | 22 May - 26 May 2023 |", "December 19-23: Project
    /// Presentations": presentations over several days are given then, like an exam sat.
    static func describesPresentationsHeld(_ words: [String]) -> Bool {
        words.contains { $0 == "presentation" || $0 == "presentations" } && !words.contains(where: submissionWords.contains)
    }

    /// "final" as a noun, the final exam: "There will be a final from 1:30pm", "The final is
    /// scheduled for Thursday" (not "final projects", "final versions", "final date").
    private static func namesTheFinalExam(_ next: String?) -> Bool {
        guard let next else { return true }
        return wordsAfterTheFinal.contains(next)
    }

    private static let wordsAfterTheFinal: Set<String> = [
        "is", "will", "from", "on", "at", "in", "was", "takes", "scheduled", "exam", "exams", "examination",
    ]

    /// `words` without a "due" that gives a cause ("Class cancelled on 4 March due to strike
    /// action", "drop-in hours end today due to a talk"): it asks nothing of the student, where
    /// "due to Moodle" and "due to your TA" do.
    private static func withoutCausalDue(_ words: [String]) -> [String] {
        guard words.contains("due") else { return words }
        return words.indices.filter { index in
            guard words[index] == "due" else { return true }
            let next = words.dropFirst(index + 1).prefix(3).filter { !["a", "an", "the"].contains($0) }
            return !(next.first == "to" && next.dropFirst().first.map(causes.contains) == true)
        }.map { words[$0] }
    }

    private static let causes: Set<String> = [
        "strike", "strikes", "industrial", "illness", "sickness", "weather", "snow", "storm", "flooding", "unforeseen",
        "technical", "circumstances", "holiday", "holidays", "maintenance", "covid", "pandemic", "lack", "low", "high",
        "demand", "staffing", "travel", "talk", "conflict", "conflicts", "clash", "clashes", "scheduling", "renovation",
        "foundation", "day", "exams", "examinations", "construction", "power", "public", "national", "religious",
        "unavoidable", "unexpected", "personal", "medical", "reasons", "ongoing", "heavy", "severe", "inclement", "lockdown",
        "coronavirus", "election", "elections", "festival", "convocation",
    ]

    private static let examWords: Set<String> = [
        "exam", "exams", "examination", "examinations", "midterm", "midterms", "test", "tests", "retake",
        "finals", "midsem", "endsem",
        "klausur", "klausuren", "nachklausur", "prüfung", "prüfungen", "examen", "examens", "partiel", "partiels",
        "egzamin", "egzaminy", "kolokwium", "kolokwia", "sprawdzian", "contrôle", "soutenance", "soutenances",
        "exámenes", "defensa", "defensas", "prova", "provas", "defesa", "esame", "esami", "tentamen",
    ]
    /// Words that ask something of the student besides sitting the exam.
    private static let askedOfTheStudent: Set<String> = submissionWords.union([
        "assignment", "assignments", "homework", "hw", "project", "paper", "report", "essay", "proposal", "thesis", "lab",
        "coursework", "deliverable", "portfolio", "worksheet", "register", "registration", "registrations", "enrol", "enroll",
        "enrolment", "enrollment", "sign", "apply", "application", "form", "forms", "withdraw", "withdrawal", "pay", "payment",
        "fee", "fees", "book", "booking", "choose", "choice", "request", "requests",
        // An exam taken at home or in an online window is handed in by its end ("open from … until").
        "home", "window", "open", "until",
        // The due cues' own words: "closing date for …", "the form closes".
        "closes", "close", "closing", "expires", "complete", "completed", "finish", "uploaded",
        // Registering in German, French and Polish: "Anmeldung zur Klausur bis 15.01.".
        "anmeldung", "anmelden", "inscription", "inscriptions", "zapisy", "rejestracja", "zgłoszenie", "zgłoszenia",
        // … and in Spanish, Portuguese, Dutch and Italian: "Solicitud de inscripción para defensa: 9 al 15 de
        // enero", "ricordarsi di iscriversi all'esame entro il 20/01/2026".
        "solicitud", "inscripción", "inscribirse", "matrícula", "inscrição", "inschrijving", "aanmelden", "aanmelding",
        "iscriversi", "iscrizione", "iscrizioni", "prenotarsi", "prenotazione",
        // Their work handed in: "Proyecto final", "Entrega final del TFG".
        "proyecto", "tarea", "informe", "ensayo", "entrega", "projeto", "relatório", "opdracht", "verslag",
    ])
    /// Words that ask for a hand-in wherever they stand.
    static let submissionWords: Set<String> = [
        "due", "deadline", "deadlines", "submit", "submitted", "submission", "submissions", "hand", "handed", "turn", "upload",
        "abgabe", "frist", "einreichung", "rendre", "remise", "rendu", "dépôt", "oddania", "oddać", "złożenia", "przesłania",
    ]
    /// Class sessions that a "no" before them calls off.
    private static let sessionWords: Set<String> = [
        "class", "classes", "lecture", "lectures", "lab", "labs", "tutorial", "tutorials", "seminar", "seminars", "section",
        "recitation", "school", "quiz", "meeting",
    ]

    /// "Faculty deadline for submitting grade changes", "Last day for internal examiners to enter
    /// grades", "a reminder to all academic staff that unit guides should be loaded by 9am": a
    /// deadline of the staff, named with no student beside it, is not the student's. A line that
    /// starts by telling the reader what to do ("Submit the form to the Faculty office by …") is.
    /// The staff counts as the one acting, not as whom work goes to ("return to the laboratory staff"),
    /// nor as a form's field (`fieldNames`, the words a colon follows: a receipt's "Staff: AISHAH
    /// Date: 25/03/2018" names who served).
    static func isStaffDeadline(_ words: [String], fieldNames: () -> Set<String> = { [] }) -> Bool {
        // "Grades Due for Continuing Graduate Students": the faculty hands grades in, not they.
        if gradesFallDue.contains(where: words.containsRun) { return true }
        // "Midterm Grades and Midterm Notifications due by 5 p.m.": grades a few words before "due".
        if let due = words.firstIndex(of: "due"), words[max(0, due - 4)..<due].contains("grades") { return true }
        guard let first = words.first, !imperatives.contains(first), !words.contains(where: studentWords.contains) else { return false }
        // "Submission of CIA Marks", "End Semester Grades Submission": marks handed in are the staff's.
        if words.indices.contains(where: { submitsMarks(words, at: $0) }) { return true }
        let staff = words.indices.filter { staffWords.contains(words[$0]) }
        guard !staff.isEmpty else { return false }
        let fields = fieldNames()
        return staff.contains { index in
            !fields.contains(words[index]) && (addressesStaff(words, at: index)
                || !words[max(0, index - 3)..<index].contains(where: staffAsRecipient.contains))
        }
    }

    /// A hand-in word at `index` with marks or grades two words before it or three after.
    private static func submitsMarks(_ words: [String], at index: Int) -> Bool {
        ["submission", "submitting", "entry"].contains(words[index])
            && words[max(0, index - 2)..<min(words.count, index + 4)].contains { $0 == "marks" || $0 == "grades" }
    }

    /// "This is a reminder to all academic staff that …": the staff are whom the line speaks to.
    private static func addressesStaff(_ words: [String], at index: Int) -> Bool {
        words[max(0, index - 3)..<index].containsRun(["to", "all"])
    }

    private static let gradesFallDue: [[String]] = [
        ["grades", "due"], ["grades", "are", "due"], ["marks", "due"], ["grade", "submission"], ["submission", "of", "grades"],
        // Polish: "Ostateczny termin wprowadzania ocen", "… dostarczenia protokołów do dziekanatów".
        ["wprowadzania", "ocen"], ["wystawiania", "ocen"], ["dostarczenia", "protokołów"],
    ]

    /// Words before a staff word that make the staff whom the student turns to: "return to the
    /// laboratory staff", "signed by supervisors", "Email instructor for feedback".
    private static let staffAsRecipient: Set<String> = ["to", "with", "from", "by", "email", "ask", "contact", "tell", "inform", "meet"]

    private static let staffWords: Set<String> = [
        "faculty", "examiners", "staff", "instructors", "lecturers", "teachers", "markers", "invigilators",
        // The organisers of a course: "Tutors will mark the essays by 20 May", "Supervisors will be
        // allocated by Friday", "The course coordinator will confirm groups by 30 September".
        "instructor", "tutors", "tas", "coordinator", "coordinators", "supervisors", "organisers", "organizers",
        // German, French and Polish: teachers, examiners and juries.
        "dozenten", "dozierende", "lehrende", "prüfer", "enseignant", "enseignants", "enseignantes", "professeurs",
        "correcteurs", "jury", "jurys", "prowadzący", "wykładowcy", "egzaminatorzy",
        // "| Notenvorschlag | Projekt-Expert/in | Lehrgangsleitung |".
        "experte", "expertin", "experten", "lehrgangsleitung",
        // Spanish, Portuguese and Dutch (not "tutor", English too: "Complete draft for tutor review").
        "tutores", "profesor", "profesora", "profesores", "profesorado", "tribunal", "docente", "docentes",
        "professores", "docent", "docenten", "begeleider", "begeleiders",
    ]
    private static let studentWords: Set<String> = [
        "student", "students", "you", "your", "candidates", "candidate", "participants", "applicants", "graduates", "learners",
        "étudiants", "étudiantes", "étudiant", "vous", "studierende", "studenten", "studenci", "studentów",
        "estudiante", "estudiantes", "alumno", "alumnos", "estudante", "estudantes", "alunos",
    ]
    private static let imperatives: Set<String> = [
        "submit", "hand", "upload", "return", "complete", "send", "turn", "email", "bring", "please",
    ]

    /// True when the words before a range say it is a window that opens ("open 12 Nov - 14 Nov",
    /// "Open from the 2024/08/05 to the 2024/08/16"): its end is the day to act by.
    static func opensAWindow(_ words: [String]) -> Bool {
        guard let last = words.last(where: { $0 != "the" }) else { return false }
        return windowOpeners.contains(last)
    }

    private static let windowOpeners: Set<String> = ["from", "since", "open", "opens", "opened", "available", "ab", "vom", "od", "du"]

    /// A page header or footer line: "Page 2 of 3", "printed", a URL.
    static func looksLikeHeader(_ words: [String]) -> Bool {
        guard let page = words.firstIndex(of: "page") else { return false }
        return page + 1 < words.count && words[page + 1].allSatisfy(\.isNumber)
    }
}

private extension String.UTF8View {
    func hasSuffix(_ suffix: String.UTF8View) -> Bool {
        count >= suffix.count && self.suffix(suffix.count).elementsEqual(suffix)
    }
}

// On arrays and their slices alike, compared in place: the cues run for every date of a page.
private extension RandomAccessCollection where Element == String, Index == Int {
    func hasSuffix(_ suffix: [String]) -> Bool {
        count >= suffix.count && self[(endIndex - suffix.count)...].elementsEqual(suffix)
    }

    func containsRun(_ run: [String]) -> Bool {
        guard count >= run.count, let first = run.first else { return false }
        return (startIndex...(endIndex - run.count)).contains { self[$0] == first && self[$0..<($0 + run.count)].elementsEqual(run) }
    }
}
