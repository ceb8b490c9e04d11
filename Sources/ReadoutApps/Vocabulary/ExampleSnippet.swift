import Foundation

/// The example a word is listed and saved with: the words around it in its sentence, not the
/// whole sentence (a novel's first sentence runs to 60 words, and the seed's list shows one line).
public enum ExampleSnippet {
    /// Words kept on each side of the match.
    public static let wordsAround = 6

    /// `sentence` cut to `wordsAround` words either side of the first occurrence of `word`
    /// (case-insensitive, as a whole word), with "…" where words were left out. The sentence as it
    /// is when it is short enough or the word is not in it (an inflected form found by its lemma).
    public static func around(_ word: String, in sentence: String, wordsAround: Int = wordsAround) -> String {
        let tokens = sentence.split(whereSeparator: \.isWhitespace)
        guard tokens.count > 2 * wordsAround + 1 else { return sentence.trimmingCharacters(in: .whitespacesAndNewlines) }
        let target = word.lowercased()
        guard let match = tokens.firstIndex(where: { token in
            token.lowercased().trimmingCharacters(in: .punctuationCharacters.union(.symbols)) == target
        }) else {
            return tokens.prefix(2 * wordsAround + 1).joined(separator: " ") + " …"
        }
        let start = max(0, match - wordsAround), end = min(tokens.count, match + wordsAround + 1)
        let snippet = tokens[start..<end].joined(separator: " ")
        return (start > 0 ? "… " : "") + snippet + (end < tokens.count ? " …" : "")
    }
}
