import ReadoutLanguage
import Testing

@Suite("Word frequency for the glance")
struct WordFrequencyTests {
    @Test func countsCaseFoldedWordsWithoutStopWordsNumbersOrSingleLetters() {
        let text = "The Truth is a truth; TRUTH matters. A man, a plan — 42 men in 2024! I am. Don't don't"
        let frequency = WordFrequency(text: text)
        let expected: [WordFrequency.Entry] = [.init(word: "truth", count: 3), .init(word: "man", count: 1), .init(word: "matters", count: 1)]
        #expect(frequency.top(3) == expected)
        let words = Set(frequency.entries.map(\.word))
        let excluded: Set<String> = ["the", "a", "i", "42", "2024", "don't", "is", "am"]
        #expect(words.isDisjoint(with: excluded))
    }

    @Test func keepsInnerApostrophesAndHyphens() {
        let words = WordFrequency(text: "well-known well-known Bennet's estate").entries.map(\.word)
        #expect(words.contains("well-known"))
        #expect(words.contains("bennet's"))
    }

    @Test func emptyTextHasNoWords() {
        #expect(WordFrequency(text: "").top(3).isEmpty)
        #expect(WordFrequency(text: "1 2 3 a b c").top(3).isEmpty)
    }
}
