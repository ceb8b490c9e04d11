import Foundation

// Month and weekday names in the other languages of the course pages Readout reads: German,
// French and Polish (Polish in the cases a date puts them in: "15 stycznia", "do piątku",
// "w środę"), Spanish, Portuguese, Italian, Dutch and the Nordic languages. Looked up as written and without their diacritics, since Tesseract's English
// model often drops them ("pazdziernika", "fevrier"), but never repaired by one edit as the
// English names are: a short foreign name is one letter from too many words.
extension DateVocabulary {
    static let europeanMonths: [String: Int] = withPlainSpellings([
        // German, with Austria's "Jänner" and the abbreviations not already English.
        "januar": 1, "jänner": 1, "februar": 2, "märz": 3, "maerz": 3, "mär": 3, "mrz": 3, "mai": 5, "juni": 6,
        "juli": 7, "oktober": 10, "okt": 10, "dezember": 12, "dez": 12,
        // French.
        "janvier": 1, "janv": 1, "février": 2, "févr": 2, "mars": 3, "avril": 4, "avr": 4, "juin": 6, "juillet": 7,
        "juil": 7, "août": 8, "septembre": 9, "octobre": 10, "novembre": 11, "décembre": 12, "déc": 12,
        // Polish: the name, and the genitive a day number takes ("15 stycznia 2025").
        "styczeń": 1, "stycznia": 1, "luty": 2, "lutego": 2, "marzec": 3, "marca": 3, "kwiecień": 4, "kwietnia": 4,
        "maj": 5, "maja": 5, "czerwiec": 6, "czerwca": 6, "lipiec": 7, "lipca": 7, "sierpień": 8, "sierpnia": 8,
        "wrzesień": 9, "września": 9, "październik": 10, "października": 10, "listopad": 11, "listopada": 11,
        "grudzień": 12, "grudnia": 12,
        // Spanish, Portuguese and Italian ("30 de enero", "15 de março", "3 marzo"); not the
        // abbreviations that are English words ("ago", "set", "out").
        "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "abr": 4, "mayo": 5, "junio": 6, "julio": 7, "agosto": 8,
        "septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12, "dic": 12,
        "janeiro": 1, "fevereiro": 2, "fev": 2, "março": 3, "maio": 5, "junho": 6, "julho": 7, "setembro": 9,
        "outubro": 10, "novembro": 11, "dezembro": 12,
        "gennaio": 1, "febbraio": 2, "aprile": 4, "maggio": 5, "giugno": 6, "luglio": 7, "settembre": 9,
        "ottobre": 10, "dicembre": 12,
        // Dutch and the Nordic languages, where they differ from the names above.
        "januari": 1, "februari": 2, "maart": 3, "mrt": 3, "mei": 5, "augustus": 8, "augusti": 8, "desember": 12,
    ])

    /// 1 = Monday … 7 = Sunday. No two-letter abbreviations: German "Do" and "So" are English words.
    static let europeanWeekdays: [String: Int] = withPlainSpellings([
        "montag": 1, "dienstag": 2, "mittwoch": 3, "donnerstag": 4, "freitag": 5, "samstag": 6, "sonnabend": 6, "sonntag": 7,
        "lundi": 1, "mardi": 2, "mercredi": 3, "jeudi": 4, "vendredi": 5, "samedi": 6, "dimanche": 7,
        // Polish: the name, the accusative ("w środę", "na sobotę") and the genitive ("do piątku").
        "poniedziałek": 1, "poniedziałku": 1, "wtorek": 2, "wtorku": 2, "środa": 3, "środę": 3, "środy": 3,
        "czwartek": 4, "czwartku": 4, "piątek": 5, "piątku": 5, "sobota": 6, "sobotę": 6, "soboty": 6,
        "niedziela": 7, "niedzielę": 7, "niedzieli": 7,
        // Spanish and Italian (not Portuguese, whose "segunda" and "quinta" are ordinals too; not
        // "domingo", a name as often: "Santo Domingo"; see `weekdaysOnlyBeforeADate`).
        "lunes": 1, "martes": 2, "miércoles": 3, "jueves": 4, "viernes": 5, "sábado": 6,
        "lunedì": 1, "martedì": 2, "mercoledì": 3, "giovedì": 4, "venerdì": 5, "sabato": 6, "domenica": 7,
        // Dutch, Norwegian and Danish, Swedish.
        "maandag": 1, "dinsdag": 2, "woensdag": 3, "donderdag": 4, "vrijdag": 5, "zaterdag": 6, "zondag": 7,
        "mandag": 1, "tirsdag": 2, "onsdag": 3, "torsdag": 4, "fredag": 5, "lørdag": 6, "søndag": 7,
        "måndag": 1, "tisdag": 2, "lördag": 6, "söndag": 7,
    ])

    /// Weekdays that are as often names ("Santo Domingo"): a weekday only where a date follows
    /// ("Domingo 12 de febrero", `weekdayQualifiedDate`).
    static let weekdaysOnlyBeforeADate: [String: Int] = ["domingo": 7]

    /// Each name also without its diacritics ("février" → "fevrier", "października" →
    /// "pazdziernika"; Polish "ł" is a letter of its own, so it is mapped by hand).
    private static func withPlainSpellings(_ names: [String: Int]) -> [String: Int] {
        var all = names
        for (name, value) in names {
            let plain = name.replacingOccurrences(of: "ł", with: "l").folding(options: .diacriticInsensitive, locale: nil)
            if all[plain] == nil { all[plain] = value }
        }
        return all
    }
}
