import Foundation
import ReadoutServer
import Testing

@Suite("Languages: plural rules, Accept-Language, numbers, dates, the catalogue's lookups")
struct LocalizationTests {
    @Test func polishHasThreeFormsForWholeNumbersAndOtherForFractions() {
        let polish: [Int: PluralCategory] = [1: .one, 2: .few, 3: .few, 4: .few, 5: .many, 11: .many, 12: .many, 14: .many,
                                             21: .many, 22: .few, 24: .few, 25: .many, 101: .many, 102: .few, 112: .many, 0: .many]
        for (count, category) in polish {
            #expect(Language.polish.pluralCategory(count) == category, "\(count)")
        }
        #expect(Language.polish.pluralCategory(1.5) == .other)
        #expect(Language.english.pluralCategory(1) == .one)
        #expect(Language.english.pluralCategory(0) == .other)
        #expect(Language.english.pluralCategory(2) == .other)
    }

    @Test func catalogueChoosesTheFormAndWritesTheNumberTheLanguagesWay() {
        let catalog = MessageCatalog.bundled
        #expect(catalog.text("filterLab.words", ["count": 1], in: .polish) == "1 słowo")
        #expect(catalog.text("filterLab.words", ["count": 3], in: .polish) == "3 słowa")
        #expect(catalog.text("filterLab.words", ["count": 5], in: .polish) == "5 słów")
        #expect(catalog.text("filterLab.words", ["count": 22], in: .polish) == "22 słowa")
        #expect(catalog.text("filterLab.words", ["count": 1234], in: .polish) == "1\u{00A0}234 słowa")
        #expect(catalog.text("filterLab.words", ["count": 1235], in: .polish) == "1\u{00A0}235 słów")
        #expect(catalog.text("filterLab.words", ["count": .decimal(1.5, fractionDigits: 1)], in: .polish) == "1,5 słowa")
        #expect(catalog.text("filterLab.words", ["count": 1], in: .english) == "1 word")
        #expect(catalog.text("filterLab.words", ["count": 1234], in: .english) == "1,234 words")
    }

    @Test func aMissingTranslationFallsBackToEnglishAndAMissingKeyIsMarkedOnlyInDebugBuilds() {
        let catalog = MessageCatalog(entries: [.english: ["only.english": .text("Hello {name}")], .polish: [:]])
        #expect(catalog.text("only.english", ["name": "Ada"], in: .polish) == "Hello Ada")
        #if DEBUG
        #expect(catalog.text("no.such.key", in: .polish) == "[[no.such.key]]")
        #else
        #expect(catalog.text("no.such.key", in: .polish) == "")
        #endif
    }

    @Test func acceptLanguageIsReadByWeightAndUnknownLanguagesFallBackToEnglish() {
        #expect(Language.resolve(accountSetting: nil, cookie: nil, acceptLanguage: "pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7") == .polish)
        #expect(Language.resolve(accountSetting: nil, cookie: nil, acceptLanguage: "de-DE, pl;q=0.5, en;q=0.9") == .english)
        #expect(Language.resolve(accountSetting: nil, cookie: nil, acceptLanguage: "de-DE,fr;q=0.9,pl;q=0.1") == .polish)
        #expect(Language.resolve(accountSetting: nil, cookie: nil, acceptLanguage: "xx, *;q=0.5") == .english)
        #expect(Language.resolve(accountSetting: nil, cookie: nil, acceptLanguage: "pl;q=0, en;q=0.1") == .english)
        #expect(Language.resolve(accountSetting: nil, cookie: nil, acceptLanguage: ";;;,,q=abc") == .english)
        #expect(Language.resolve(accountSetting: nil, cookie: nil, acceptLanguage: nil) == .english)
        // The account's choice, then the switch's cookie, then the header.
        #expect(Language.resolve(accountSetting: "pl", cookie: "en", acceptLanguage: "en") == .polish)
        #expect(Language.resolve(accountSetting: nil, cookie: "pl", acceptLanguage: "en") == .polish)
        #expect(Language.resolve(accountSetting: "klingon", cookie: nil, acceptLanguage: "pl") == .polish)
        #expect(Language.resolve(accountSetting: "klingon", cookie: "xx", acceptLanguage: "xx") == .english)
    }

    @Test func numbersAndUnitsAreWrittenThePolishWay() {
        #expect(Language.polish.format(1234.5, fractionDigits: 1, unit: "m³") == "1\u{00A0}234,5\u{00A0}m³")
        #expect(Language.english.format(1234.5, fractionDigits: 1, unit: "m³") == "1,234.5\u{00A0}m³")
        #expect(Language.polish.format(1_234_567) == "1\u{00A0}234\u{00A0}567")
        #expect(Language.polish.format(-0.04, fractionDigits: 1) == "0,0")
        #expect(Language.polish.format(-12.25, fractionDigits: 2) == "−12,25")
        #expect(Language.english.format(999) == "999")
        #expect(Language.polish.formatPercent(0.25) == "25%")
    }

    @Test func typedNumbersAcceptTheCommaAndThePoint() {
        let cases: [(String, Double?)] = [
            ("12,5", 12.5), ("12.5", 12.5), (" 1 234,5 ", 1234.5), ("1\u{00A0}234,5", 1234.5), ("1,234.5", 1234.5),
            ("1.234,5", 1234.5), ("1.234.567", 1_234_567), ("-3,25", -3.25), ("−3,25", -3.25), (",5", 0.5), ("7", 7),
            ("", nil), ("abc", nil), ("1,2,3.4.5", nil), ("12,5 m³", nil), ("1e9", nil),
        ]
        for (text, expected) in cases {
            #expect(TypedNumber.parse(text) == expected, "\(text)")
        }
    }

    @Test func datesAndTimesAreWrittenPerLanguage() throws {
        let date = try #require(ISO8601DateFormatter().date(from: "2026-11-23T14:05:00Z"))
        #expect(Language.polish.formatDate(date) == "23.11.2026")
        #expect(Language.polish.formatTime(date) == "14:05")
        #expect(Language.english.formatDate(date) == "Nov 23, 2026")
        #expect(Language.english.formatTime(date) == "2:05\u{00A0}PM")
        let warsaw = try #require(TimeZone(identifier: "Europe/Warsaw"))
        #expect(Language.polish.formatTime(date, timeZone: warsaw) == "15:05")
    }

    @Test func polishReadersPhotosAreReadWithPolishAndEnglishModels() throws {
        #expect(Language.polish.recognitionLanguages == ["pol", "eng"])
        #expect(Language.english.recognitionLanguages == ["eng"])
    }
}
