/// Splits text into `DateToken`s, repairing the OCR confusions that break dates: `0ct` is
/// October, `1l:59` is 11:59, `O5 Mar` is 05 Mar, `Mar ch 3` is March 3, and `Ist November` is
/// 1st November.
enum DateTokenizer {
    static func tokens(in text: String) -> [DateToken] {
        var tokens: [DateToken] = []
        var line = 0
        var spaceBefore = true
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let kind = CharacterKind(character)
            if kind == .newline {
                line += 1
                spaceBefore = true
                index = text.index(after: index)
            } else if kind == .space {
                spaceBefore = true
                index = text.index(after: index)
            } else if kind == .letterOrDigit {
                var end = text.index(after: index)
                while end < text.endIndex, CharacterKind(text[end]) == .letterOrDigit { end = text.index(after: end) }
                tokens += runTokens(text, index..<end, line: line, spaceBefore: spaceBefore)
                spaceBefore = false
                index = end
            } else {
                tokens.append(DateToken(kind: .symbol(character), range: index..<text.index(after: index),
                                        line: line, spaceBefore: spaceBefore))
                spaceBefore = false
                index = text.index(after: index)
            }
        }
        let named = joinSplitNames(tokens, in: text).map { token in
            guard let word = token.word else { return token }
            var named = token
            named.month = DateVocabulary.month(word)
            named.weekday = DateVocabulary.weekday(word)
            return named
        }
        return readingOrdinalLookAlikes(named, in: text)
    }

    /// What the tokenizer tells characters apart by. Unicode's properties cost a table lookup per
    /// character, a third of the extractor's time on a page; a page is mostly ASCII, told by its
    /// byte with the same answers.
    private enum CharacterKind {
        case newline, space, letterOrDigit, symbol

        init(_ character: Character) {
            if let ascii = character.asciiValue {
                switch ascii {
                // Line feed, vertical tab, form feed, carriage return (and "\r\n", one Character).
                case 0x0A...0x0D: self = .newline
                case 0x09, 0x20: self = .space
                case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: self = .letterOrDigit
                default: self = .symbol
                }
            } else if character.isNewline {
                self = .newline
            } else if character.isWhitespace {
                self = .space
            } else {
                self = character.isLetter || character.isNumber ? .letterOrDigit : .symbol
            }
        }
    }

    /// "Ist November", "Nov lst", "llth March": an ordinal day whose digits Tesseract read as
    /// letters (`1` as `I` or `l`) is a number and its suffix when a month name stands right
    /// beside it on its line; elsewhere the word is left alone, and so is German "ist".
    private static func readingOrdinalLookAlikes(_ tokens: [DateToken], in text: String) -> [DateToken] {
        var result: [DateToken] = []
        for (index, token) in tokens.enumerated() {
            guard let word = token.word, word.count >= 3, word.count <= 4,
                  text[token.range].dropLast(2).allSatisfy({ $0 == "I" || $0 == "l" }),
                  String(word.suffix(2)) == (word.count == 3 ? "st" : "th"),
                  [index - 1, index + 1].contains(where: { tokens.indices.contains($0) && tokens[$0].line == token.line && tokens[$0].month != nil })
            else {
                result.append(token)
                continue
            }
            let digits = word.count - 2
            let split = text.index(token.range.lowerBound, offsetBy: digits)
            var number = token
            number.kind = .number(digits == 1 ? 1 : 11, digits: digits)
            number.range = token.range.lowerBound..<split
            number.capitalized = false
            var suffix = token
            suffix.kind = .word(String(word.suffix(2)))
            suffix.range = split..<token.range.upperBound
            suffix.spaceBefore = false
            suffix.capitalized = false
            result += [number, suffix]
        }
        return result
    }

    /// A run of letters and digits: a name misread with digits, a number misread with letters,
    /// or a number followed by letters ("12th", "5pm", "3mo").
    private static func runTokens(_ text: String, _ range: Range<String.Index>, line: Int, spaceBefore: Bool) -> [DateToken] {
        let run = text[range]
        let capitalized = run.first?.isUppercase ?? false
        func token(_ kind: DateToken.Kind, _ range: Range<String.Index>, space: Bool) -> DateToken {
            DateToken(kind: kind, range: range, line: line, spaceBefore: space, capitalized: capitalized)
        }
        let hasDigit = run.contains(where: \.isNumber)
        let hasLetter = run.contains(where: \.isLetter)
        if !hasDigit {
            return [token(.word(run.lowercased()), range, space: spaceBefore)]
        }
        if hasLetter {
            let asLetters = String(run.lowercased().map { digitLookAlikes[$0] ?? $0 })
            if run.count >= 3, DateVocabulary.isCalendarName(asLetters) {
                return [token(.word(asLetters), range, space: spaceBefore)]
            }
            let asDigits = run.map { $0.isNumber ? $0 : letterLookAlikes[$0] }
            if asDigits.allSatisfy({ $0 != nil }), run.count <= 8,
               run.filter(\.isNumber).count >= run.count - 1 || run.count >= 4 && run.filter(\.isNumber).count * 2 > run.count,
               let value = Int(String(asDigits.compactMap { $0 })) {
                return [token(.number(value, digits: run.count), range, space: spaceBefore)]
            }
        } else if run.count <= 9, let value = Int(run) {
            return [token(.number(value, digits: run.count), range, space: spaceBefore)]
        }
        // Split into digit runs and letter runs.
        var result: [DateToken] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let digit = text[start].isNumber
            var end = text.index(after: start)
            while end < range.upperBound, text[end].isNumber == digit { end = text.index(after: end) }
            let piece = text[start..<end]
            let kind: DateToken.Kind = digit
                ? .number(piece.count <= 9 ? Int(piece) ?? 0 : -1, digits: piece.count)
                : .word(piece.lowercased())
            result.append(DateToken(kind: kind, range: start..<end, line: line, spaceBefore: start == range.lowerBound && spaceBefore,
                                    capitalized: text[start].isUppercase))
            start = end
        }
        return result
    }

    /// Digits Tesseract puts where letters belong, inside a month or weekday name.
    private static let digitLookAlikes: [Character: Character] = ["0": "o", "1": "l", "5": "s", "8": "b", "6": "g"]
    /// Letters Tesseract puts where digits belong, inside a number.
    private static let letterLookAlikes: [Character: Character] = [
        "O": "0", "o": "0", "D": "0", "Q": "0", "l": "1", "I": "1", "i": "1", "L": "1", "|": "1",
        "S": "5", "s": "5", "B": "8", "Z": "2", "z": "2",
    ]

    /// "Mar ch 3", "Sep tember": two words on one line that together make a full month or
    /// weekday name become one word.
    private static func joinSplitNames(_ tokens: [DateToken], in text: String) -> [DateToken] {
        var result: [DateToken] = []
        var index = 0
        while index < tokens.count {
            if index + 1 < tokens.count, let first = tokens[index].word, let second = tokens[index + 1].word,
               tokens[index + 1].line == tokens[index].line,
               DateVocabulary.isFullCalendarName(first + second) {
                var joined = tokens[index]
                joined.kind = .word(first + second)
                joined.range = tokens[index].range.lowerBound..<tokens[index + 1].range.upperBound
                result.append(joined)
                index += 2
            } else {
                result.append(tokens[index])
                index += 1
            }
        }
        return result
    }
}
