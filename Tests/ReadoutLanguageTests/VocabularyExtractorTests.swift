import Foundation
import ReadoutLanguage
import Testing

/// The vocabulary extractor over Debian's WordNet (`wordnet-base`) and FreeDict
/// (`dict-freedict-eng-*`), both installed by `make deps`.
@Suite("Vocabulary extractor")
struct VocabularyExtractorTests {
    let extractor: VocabularyExtractor

    init() throws {
        extractor = try VocabularyExtractor.standard()
    }

    private func lemmas(_ text: String) -> [String] {
        extractor.words(in: text).map(\.lemma)
    }

    @Test("base forms from WordNet's exception lists and detachment rules; the commonest base wins")
    func lemmatisation() {
        #expect(lemmas("The students studies") == ["student", "study"])
        #expect(lemmas("They ran away") == ["run", "away"])
        #expect(lemmas("a better plan") == ["good", "plan"])
        #expect(lemmas("boxes stopped bigger") == ["box", "stop", "big"])
        #expect(lemmas("wolves") == ["wolf"])
    }

    @Test("each dropped class: be/have/do, modals, pronouns, determiners, conjunctions, prepositions, numbers, digits, one-letter words")
    func droppedClasses() {
        #expect(lemmas("is was been have had does") == [])
        #expect(lemmas("could might should") == [])
        #expect(lemmas("they themselves someone") == [])
        #expect(lemmas("the every several") == [])
        #expect(lemmas("although whether because") == [])
        #expect(lemmas("beneath throughout despite") == [])
        #expect(lemmas("three hundred 42 B2B x") == [])
        #expect(lemmas("I saw 2 cats and a dog") == ["see", "cat", "dog"])
    }

    @Test("line-end hyphenation is joined; curly and straight apostrophes; unknown compounds split")
    func tokens() {
        #expect(lemmas("a short vocab-\nulary list") == ["short", "vocabulary", "list"])
        #expect(lemmas("the children\u{2019}s teacher didn't come") == ["child", "teacher", "come"])
        #expect(lemmas("the children's teacher") == ["child", "teacher"])
        #expect(lemmas("a well-known quick-thinking pupil") == ["well-known", "quick", "think", "pupil"])
    }

    @Test("names: unknown capitalised words and WordNet's names are dropped; common nouns that are names stay")
    func properNames() {
        #expect(lemmas("Yesterday Galil visited London with Bill.") == ["yesterday", "visit", "bill"])
        #expect(lemmas("Zvi wrote a paper") == ["write", "paper"])
    }

    @Test("OCR junk is no word")
    func junk() {
        #expect(lemmas("tbe qwrt ,;: |||| ii ll mmm house") == ["house"])
    }

    @Test("each word: lemma, parts of speech, first-sense definition, sentence, rank; one per lemma in order")
    func wordDetails() throws {
        let words = extractor.words(in: "Dogs bark. The dog barked at a cat!")
        #expect(words.map(\.lemma) == ["dog", "bark", "cat"])
        let bark = try #require(words.first { $0.lemma == "bark" })
        #expect(bark.word == "bark" && bark.sentence == "Dogs bark.")
        #expect(bark.partsOfSpeech.contains(.verb) && bark.partsOfSpeech.contains(.noun))
        #expect(words[0].definition?.contains("Canis") == true)
        #expect(words[0].rank != nil && words[0].rank! < words[1].rank!)
    }

    @Test("the level hides the N most common lemmas")
    func level() {
        let all = extractor.words(in: "The house has an ornate balustrade")
        #expect(all.map(\.lemma) == ["house", "ornate", "balustrade"])
        #expect(extractor.words(in: "The house has an ornate balustrade", hidingCommonest: 5000).map(\.lemma) == ["ornate", "balustrade"])
        #expect(all.last?.rank == nil || all.last!.rank! > 5000)
    }

    @Test("translations from FreeDict in Polish, German, French, Spanish and Russian")
    func translations() throws {
        #expect(Set(FreeDict.installedLanguages()) == ["pol", "deu", "fra", "spa", "rus"])
        #expect(try FreeDict(language: "pol").translations(of: "house").contains("dom"))
        #expect(try FreeDict(language: "deu").translations(of: "house").contains("Haus"))
        #expect(try FreeDict(language: "fra").translations(of: "house") == ["maison"])
        #expect(try FreeDict(language: "spa").translations(of: "study").contains("estudio"))
        #expect(try FreeDict(language: "rus").translations(of: "house").contains("дом"))
        #expect(try FreeDict(language: "pol").translations(of: "qwrtzy") == [])
    }

    /// Measured on the two labelled pages (see VocabularyLabelledPages for how they were labelled).
    @Test("precision and recall on hand-labelled pages")
    func labelledPages() throws {
        var extracted = 0, right = 0, labelled = 0, found = 0
        for page in VocabularyLabelledPages.pages {
            let text = try page.files.flatMap(Self.files).map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
            let lemmas = Set(extractor.words(in: text).map(\.lemma))
            let labels = page.words.map { Set($0.split(separator: "|").map(String.init)) }
            let accepted = labels.reduce(Set<String>()) { $0.union($1) }
            extracted += lemmas.count
            right += lemmas.filter(accepted.contains).count
            labelled += labels.count
            found += labels.filter { !$0.isDisjoint(with: lemmas) }.count
            print("\(page.name): wrong \(lemmas.subtracting(accepted).sorted()), missed \(labels.filter { $0.isDisjoint(with: lemmas) }.map { $0.sorted().joined(separator: "|") })")
        }
        let precision = Double(right) / Double(extracted), recall = Double(found) / Double(labelled)
        print("vocabulary precision \(right)/\(extracted) = \(precision), recall \(found)/\(labelled) = \(recall)")
        #expect(precision >= 0.9)
        #expect(recall >= 0.9)
    }

    private static func files(_ name: String) throws -> [URL] {
        let url = URL(fileURLWithPath: "../shared/data/ocr").appendingPathComponent(name)
        guard name.hasSuffix("/") else { return [url] }
        return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".gt.txt") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
