import Foundation

/// A word worth learning, found in a text.
public struct VocabularyWord: Sendable, Equatable, Codable {
    /// As first written in the text, lower-cased ("studies").
    public var word: String
    /// Its base form ("study").
    public var lemma: String
    /// The lemma's parts of speech this word can be, the most used first.
    public var partsOfSpeech: [PartOfSpeech]
    /// The first sense's definition for the first part of speech.
    public var definition: String?
    /// The sentence the word first appeared in.
    public var sentence: String
    /// How common the lemma is (1 = most common), nil when rarer than the list reaches.
    public var rank: Int?
    /// Meanings in the learner's language, when one was asked for.
    public var translations: [String]?
}

/// Picks the words worth learning out of a page: content words that WordNet knows, each with
/// its lemma, parts of speech, definition, sentence and frequency rank, in order of first
/// appearance, one per lemma.
///
/// Dropped, as the Vocamera seed drops them: forms of *be* and *have*, numbers and tokens with
/// digits, pronouns, conjunctions, prepositions, determiners and other function words,
/// one-letter words, proper names (capitalised mid-sentence and no lexicon word in lower case,
/// or only ever a name in WordNet), and anything WordNet does not know (OCR junk).
public struct VocabularyExtractor: Sendable {
    public let wordNet: WordNet
    public let ranks: WordRanks

    public init(wordNet: WordNet, ranks: WordRanks = .standard) {
        self.wordNet = wordNet
        self.ranks = ranks
    }

    /// The extractor over Debian's WordNet, loaded on first use and shared.
    public static func standard() throws -> VocabularyExtractor {
        try sharedWordNet.get()
    }

    private static let sharedWordNet: Result<VocabularyExtractor, Error> = Result { VocabularyExtractor(wordNet: try WordNet()) }

    /// The words of `text`; with `hidingCommonest` N, words whose lemma ranks 1…N are left out.
    public func words(in text: String, hidingCommonest level: Int = 0) -> [VocabularyWord] {
        let (sentences, tokens) = VocabularyText.read(text)
        var seen: Set<String> = []
        var result: [VocabularyWord] = []
        for token in tokens.flatMap(splittingUnknownCompounds) {
            guard let (word, lemma, parts) = lemma(of: token) else { continue }
            guard seen.insert(lemma).inserted else { continue }
            let rank = ranks.rank(of: lemma)
            if level > 0, let rank, rank <= level { continue }
            result.append(VocabularyWord(word: word, lemma: lemma, partsOfSpeech: parts,
                                         definition: parts.first.flatMap { wordNet.definition(of: lemma, as: $0) },
                                         sentence: sentences[token.sentence], rank: rank, translations: nil))
        }
        return result
    }

    private func baseForms(of word: String) -> [(lemma: String, pos: PartOfSpeech)] {
        wordNet.morphology.baseForms(of: word) { wordNet.contains($0, as: $1) }
    }

    /// "well-known" stays one word (WordNet has it); "quick-thinking" becomes its parts.
    private func splittingUnknownCompounds(_ token: VocabularyText.Token) -> [VocabularyText.Token] {
        guard token.text.contains("-"), baseForms(of: token.text.lowercased()).isEmpty else { return [token] }
        return token.text.split(separator: "-").enumerated().map { index, part in
            VocabularyText.Token(text: String(part), sentence: token.sentence, startsSentence: token.startsSentence && index == 0)
        }
    }

    /// The token's lower-cased word, its lemma and parts of speech, or nil when it is dropped.
    private func lemma(of token: VocabularyText.Token) -> (String, String, [PartOfSpeech])? {
        var text = token.text
        // Possessives: "children's" is "children", "students'" was trimmed already.
        if text.lowercased().hasSuffix("'s") { text = String(text.dropLast(2)) }
        let word = text.lowercased()
        guard word.count > 1, word.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "'" }),
              !FunctionWords.all.contains(word), !FunctionWords.isRomanNumeral(word) else { return nil }
        // Not an English word (OCR junk), or a name WordNet lacks ("Galil").
        let forms = baseForms(of: word)
        if forms.isEmpty { return nil }
        // The commonest base wins: "better" → good, "saw" → see, "glasses" → glass.
        let lemmas = forms.map(\.lemma).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let lemma = lemmas.min { (ranks.rank(of: $0) ?? .max) < (ranks.rank(of: $1) ?? .max) } ?? word
        if FunctionWords.all.contains(lemma) || wordNet.isOnlyAName(lemma) { return nil }
        let reachable = Set(forms.filter { $0.lemma == lemma }.map(\.pos))
        let parts = wordNet.partsOfSpeech(of: lemma).filter(reachable.contains)
        return (word, lemma, parts)
    }
}

/// Closed-class words, which the Vocamera seed drops: forms of be, have and do, modals,
/// pronouns, determiners and quantifiers, conjunctions, prepositions, negation, number words.
/// Content adverbs ("also", "very", "usually") stay: the difficulty level hides common ones.
enum FunctionWords {
    static let all: Set<String> = [
        // be, have, do
        "be", "am", "is", "are", "was", "were", "been", "being", "have", "has", "had", "having",
        "do", "does", "did", "done", "doing",
        // modals
        "can", "cannot", "could", "may", "might", "must", "shall", "should", "will", "would", "ought",
        // pronouns
        "i", "me", "my", "mine", "myself", "you", "your", "yours", "yourself", "yourselves", "he", "him", "his",
        "himself", "she", "her", "hers", "herself", "it", "its", "itself", "we", "us", "our", "ours", "ourselves",
        "they", "them", "their", "theirs", "themselves", "who", "whom", "whose", "which", "what", "that", "this",
        "these", "those", "anybody", "anyone", "anything", "everybody", "everyone", "everything", "nobody", "none",
        "nothing", "somebody", "someone", "something", "whatever", "whichever", "whoever", "whomever", "oneself",
        "thee", "thou", "thy", "ye", "there",
        // determiners and quantifiers
        "a", "an", "the", "some", "any", "no", "every", "each", "either", "neither", "another", "other", "others",
        "such", "much", "many", "more", "most", "few", "fewer", "several", "all", "both", "lot", "lots",
        // conjunctions
        "and", "or", "nor", "but", "so", "yet", "if", "because", "although", "though", "unless", "whereas",
        "whether", "while", "whilst", "since", "than", "as", "till", "until", "when", "where", "why", "how",
        "whenever", "wherever", "however",
        // prepositions
        "aboard", "about", "above", "across", "after", "against", "along", "alongside", "amid", "amidst", "among",
        "amongst", "around", "at", "before", "behind", "below", "beneath", "beside", "besides", "between",
        "beyond", "by", "concerning", "despite", "down", "during", "except", "for", "from", "in", "inside", "into",
        "like", "near", "of", "off", "on", "onto", "out", "outside", "over", "per", "regarding", "through",
        "throughout", "to", "toward", "towards", "under", "underneath", "unlike", "up", "upon", "via", "with",
        "within", "without", "unto",
        // negation
        "not", "n't",
        // number words
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty",
        "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand", "million", "billion",
        // pieces of contractions ("we'll", "they've", "I'd")
        "ll", "ve", "re", "etc",
    ]

    /// ii–xxxix, as chapters and lists number things: numbers, which WordNet also lists.
    static func isRomanNumeral(_ word: String) -> Bool {
        romanNumerals.contains(word)
    }

    private static let romanNumerals: Set<String> = {
        let units = ["", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"]
        return Set(["", "x", "xx", "xxx"].flatMap { tens in units.map { tens + $0 } }.filter { !$0.isEmpty })
    }()
}
