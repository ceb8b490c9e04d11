import Foundation
import ReadoutApps
import ReadoutLanguage

/// The glance of a Filter Lab state: the three most frequent words of its latest recognition.
struct Glance: Codable, Equatable {
    let words: [WordFrequency.Entry]
    let revision: Int
    /// When the words were recognised (absent before the first recognition).
    let updatedAt: Date?

    init(state: FilterLabState?) {
        words = WordFrequency(text: state?.recognition?.text ?? "").top(3)
        revision = state?.revision ?? 0
        updatedAt = state?.recognizedAt
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
