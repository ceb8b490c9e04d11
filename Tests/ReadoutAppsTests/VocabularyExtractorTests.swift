@testable import ReadoutLanguage
import Testing

/// The vocabulary extractor over Debian's WordNet (`wordnet-base`, installed by `make deps`).
@Suite("Vocabulary extractor")
struct VocabularyExtractorTests {
    let extractor: VocabularyExtractor

    init() throws {
        extractor = try VocabularyExtractor.standard()
    }

    private func lemmas(_ text: String) -> [String] {
        extractor.words(in: text).map(\.lemma)
    }

    @Test("WordNet's morphology gives base forms: exception lists and detachment rules")
    func lemmatisation() {
        #expect(lemmas("The students studies") == ["student", "study"])
        #expect(lemmas("He ran away") == ["run", "away"])
        #expect(lemmas("a better plan") == ["good", "plan"])
        #expect(lemmas("children's boxes stopped") == ["child", "box", "stop"])
    }
}
extension VocabularyExtractorTests {
    @Test func debug() {
        print("DBG", VocabularyText.read("The students studies").tokens.map(\.text), extractor.words(in: "The students studies"), extractor.wordNet.contains("student", as: .noun), extractor.wordNet.partsOfSpeech(of: "student"), extractor.wordNet.isOnlyAName("student"), extractor.wordNet.definition(of: "student", as: .noun) ?? "nil")
    }
}
