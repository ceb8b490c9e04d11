/// WordNet's morphology ("morphy"): the base forms of an inflected word, from the exception
/// lists (`ran` → run, `better` → good, `children` → child) and the detachment rules
/// (`studies` → study, `boxes` → box, `bigger` → big… only when the result is a WordNet lemma).
struct Morphology: Sendable {
    let exceptions: [PartOfSpeech: [String: [String]]]

    /// WordNet's detachment rules (suffix, replacement) per part of speech, from `morph.c`.
    private static let rules: [PartOfSpeech: [(String, String)]] = [
        .noun: [("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"), ("ies", "y")],
        .verb: [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")],
        .adjective: [("er", ""), ("est", ""), ("er", "e"), ("est", "e")],
        .adverb: [],
    ]

    /// Every (base, part of speech) `word` can come from, `exists` saying which lemmas WordNet has:
    /// exception bases, the word itself, then rule results; doubled final consonants undone
    /// ("stopped" → stop, "bigger" → big) as morphy's callers expect.
    func baseForms(of word: String, exists: (String, PartOfSpeech) -> Bool) -> [(lemma: String, pos: PartOfSpeech)] {
        var result: [(String, PartOfSpeech)] = []
        func add(_ lemma: String, _ pos: PartOfSpeech) {
            if exists(lemma, pos), !result.contains(where: { $0.0 == lemma && $0.1 == pos }) { result.append((lemma, pos)) }
        }
        for pos in PartOfSpeech.allCases {
            for base in exceptions[pos]?[word] ?? [] { add(base, pos) }
            add(word, pos)
            for (suffix, replacement) in Self.rules[pos] ?? [] where word.hasSuffix(suffix) && word.count > suffix.count + 1 {
                let stem = String(word.dropLast(suffix.count))
                add(stem + replacement, pos)
                // "stopped", "running", "bigger": a doubled consonant before the suffix.
                if replacement.isEmpty, let last = stem.last, stem.dropLast().last == last, !"aeiou".contains(last) {
                    add(String(stem.dropLast()), pos)
                }
            }
        }
        return result
    }
}
