import Foundation
import ReadoutApps
import Testing

@Suite("Vocabulary rules and exports")
struct VocabularyRulesTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("an example is the words around the match, with … where words were left out")
    func exampleSnippets() {
        let alice = "Alice was beginning to get very tired of sitting by her sister on the bank, and of having nothing to do: "
            + "once or twice she had peeped into the book her sister was reading, but it had no pictures or conversations in it."
        #expect(ExampleSnippet.around("peeped", in: alice) == "… do: once or twice she had peeped into the book her sister was …")
        #expect(ExampleSnippet.around("Alice", in: alice) == "Alice was beginning to get very tired …")
        #expect(ExampleSnippet.around("it", in: alice).hasSuffix(" …"), "the first whole word, not 'it' inside 'sitting'")
        #expect(ExampleSnippet.around("rabbit", in: "The White Rabbit ran by.") == "The White Rabbit ran by.", "short sentences stay whole")
        let daisies = "she was considering whether the pleasure of making a daisy-chain would be worth the trouble of getting up and picking the daisies"
        #expect(ExampleSnippet.around("daisies", in: daisies) == "… of getting up and picking the daisies")
        #expect(ExampleSnippet.around("absent", in: alice) == "Alice was beginning to get very tired of sitting by her sister on …",
                "a word not in the sentence keeps its opening")
    }

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
