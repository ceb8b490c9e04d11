import ReadoutSupport

/// One arithmetic question: `left operation right = result`, with one digit of the result hidden.
public struct MathSprintQuestion: Sendable, Codable, Equatable {
    public enum Operation: String, Sendable, Codable, CaseIterable {
        case addition = "+"
        case subtraction = "−"
        case multiplication = "×"
        case division = "÷"
    }

    public var operation: Operation
    public var left: Int
    public var right: Int
    public var result: Int
    /// Which digit of the result is hidden, counted from the left (0: the first).
    public var concealedIndex: Int

    public init(operation: Operation, left: Int, right: Int, result: Int, concealedIndex: Int) {
        self.operation = operation
        self.left = left
        self.right = right
        self.result = result
        self.concealedIndex = concealedIndex
    }

    /// The result's decimal digits, most significant first.
    public var resultDigits: [Int] { String(result).compactMap(\.wholeNumberValue) }
    /// The number of digits of the result: the question's difficulty.
    public var difficulty: Int { resultDigits.count }
    /// The digit the player must draw.
    public var concealedDigit: Int { resultDigits[concealedIndex] }

    /// "12 × 4 = 4□", the question as the page shows it.
    public var displayed: String {
        let digits = resultDigits.enumerated().map { $0.offset == concealedIndex ? "□" : String($0.element) }.joined()
        return "\(left) \(operation.rawValue) \(right) = \(digits)"
    }
}

/// Makes questions from a game's seed: question `index` of a game depends only on the seed, the
/// index and the difficulty, so a game can be replayed exactly and a server restart changes nothing.
public enum MathSprintQuestionGenerator {
    public static func question(seed: UInt64, index: Int, difficulty: Int) -> MathSprintQuestion {
        let digits = max(1, min(MathSprintMode.maximumDifficulty, difficulty))
        var generator = SeededRandomNumberGenerator(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        let lowest = digits == 1 ? 0 : power(10, digits - 1)
        let highest = power(10, digits) - 1
        let operation = MathSprintQuestion.Operation.allCases.randomElement(using: &generator)!
        var question: MathSprintQuestion
        switch operation {
        case .addition:
            let result = Int.random(in: lowest...highest, using: &generator)
            let left = Int.random(in: 0...result, using: &generator)
            question = MathSprintQuestion(operation: .addition, left: left, right: result - left, result: result, concealedIndex: 0)
        case .subtraction:
            let result = Int.random(in: lowest...highest, using: &generator)
            let right = Int.random(in: 0...highest, using: &generator)
            question = MathSprintQuestion(operation: .subtraction, left: result + right, right: right, result: result, concealedIndex: 0)
        case .multiplication:
            // A small factor keeps it mental arithmetic; the other is chosen so the product has
            // the wanted number of digits (some exists for every factor up to 9).
            let small = Int.random(in: (digits == 1 ? 1 : 2)...9, using: &generator)
            let other = Int.random(in: ceilingDivision(lowest, small)...(highest / small), using: &generator)
            let (left, right) = Bool.random(using: &generator) ? (small, other) : (other, small)
            question = MathSprintQuestion(operation: .multiplication, left: left, right: right, result: small * other, concealedIndex: 0)
        case .division:
            let divisor = Int.random(in: (digits == 1 ? 1 : 2)...9, using: &generator)
            let result = Int.random(in: lowest...highest, using: &generator)
            question = MathSprintQuestion(operation: .division, left: result * divisor, right: divisor, result: result, concealedIndex: 0)
        }
        question.concealedIndex = Int.random(in: 0..<question.difficulty, using: &generator)
        return question
    }

    private static func power(_ base: Int, _ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { value, _ in value * base }
    }

    private static func ceilingDivision(_ value: Int, _ divisor: Int) -> Int {
        (value + divisor - 1) / divisor
    }
}
