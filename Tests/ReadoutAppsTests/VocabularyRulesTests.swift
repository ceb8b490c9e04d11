import Foundation
import ReadoutApps
import Testing

@Suite("Vocabulary rules and exports")
struct VocabularyRulesTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("an empty or too long title is refused; a good one is trimmed")
    func titles() throws {
        #expect(throws: VocabularyRuleError.emptyTitle) { try VocabularyRules.title("   \n") }
        #expect(throws: VocabularyRuleError.titleTooLong(limit: 100)) { try VocabularyRules.title(String(repeating: "a", count: 101)) }
        #expect(try VocabularyRules.title("  Chapter 3 ") == "Chapter 3")
    }

    @Test("a word needs its word; fields are trimmed and bounded; the lemma defaults to the word")
    func words() throws {
        #expect(throws: VocabularyRuleError.emptyWord) { try VocabularyRules.word(NotebookWord(word: "  ", createdAt: now)) }
        #expect(throws: VocabularyRuleError.fieldTooLong(field: "meaning", limit: 2000)) {
            try VocabularyRules.word(NotebookWord(word: "a", meaning: String(repeating: "x", count: 2001), createdAt: now))
        }
        let word = try VocabularyRules.word(NotebookWord(word: " Ubiquitous ", lemma: "", meaning: " everywhere ", createdAt: now))
        #expect(word.word == "Ubiquitous" && word.lemma == "ubiquitous" && word.meaning == "everywhere")
    }

    @Test("CSV export reads back the same words, quotes, commas and line breaks included")
    func csvRoundTrip() throws {
        let words = [
            NotebookWord(word: "house", meaning: "a building, for living in", example: "She said \"come in\".", createdAt: now),
            NotebookWord(word: "garden", meaning: "plants\nand flowers", example: "", createdAt: now),
        ]
        let csv = NotebookExport.csv(words)
        #expect(csv.hasPrefix("word,meaning,example\r\nhouse,\"a building, for living in\",\"She said \"\"come in\"\".\"\r\n"))
        let back = try NotebookExport.words(fromCSV: csv, createdAt: now)
        #expect(back.map(\.word) == ["house", "garden"])
        #expect(back.map(\.meaning) == ["a building, for living in", "plants\nand flowers"])
        #expect(back.map(\.example) == ["She said \"come in\".", ""])
    }

    @Test("CSV import: columns in any order, 'definition' as meaning, blank rows skipped, clear errors")
    func csvImport() throws {
        let words = try NotebookExport.words(fromCSV: "\u{FEFF}Example;x,Definition,Word\n\"Ex, one\",def,alpha\n,,\n,,beta\n", createdAt: now)
        #expect(words.map(\.word) == ["alpha", "beta"])
        #expect(words[0].meaning == "def")
        #expect(throws: NotebookExport.ImportError.missingWordColumn) { try NotebookExport.words(fromCSV: "term,meaning\nx,y\n", createdAt: now) }
        #expect(throws: NotebookExport.ImportError.unterminatedQuote(line: 3)) {
            try NotebookExport.words(fromCSV: "word\n\"open\nstill open", createdAt: now)
        }
    }

    @Test("Anki's tab-separated notes: one line per word, tabs and line breaks inside fields escaped")
    func anki() {
        let tsv = NotebookExport.ankiTSV([NotebookWord(word: "a<b", meaning: "one\ttwo", example: "line\nbreak", createdAt: now)])
        #expect(tsv == "#separator:tab\n#html:true\n#columns:Word\tDefinition\tExample\na&lt;b\tone two\tline<br>break\n")
    }
}
