import Foundation

extension TextLineAngle {
    /// Which way a level page's lines run in the image: across it (upright or upside down) or
    /// down it (sideways).
    public enum Run: String, Sendable, Codable {
        case across, down
    }

    /// Which way the lines of a level page run, told by where each letter's nearest neighbour
    /// lies (O'Gorman's "docstrum"): within a line letters stand closer together than the lines
    /// do, so most nearest neighbours sit beside each other along the line. The profile that
    /// `estimate` sharpens cannot tell: a receipt's monospaced letters line up in columns down
    /// the page as sharply as in its rows (real dev 027, upright, scores its lines at 89°).
    /// Nil when too few letters have a neighbour near enough, or neither way holds twice as many.
    public func run(in image: Image) -> Run? {
        guard let sample = sample(of: image) else { return nil }
        return Self.run(of: sample.marks)
    }

    /// The fewest letters with a near neighbour along either way that count as evidence.
    static let minimumRunEvidence = 30

    static func run(of marks: [Mark]) -> Run? {
        guard marks.count >= Self.minimumRunEvidence else { return nil }
        let size = marks.map(\.size).sorted()[marks.count / 2]
        // Marks of about a letter's size; a neighbour counts within two letters of it.
        let letters = marks.filter { $0.size >= 0.5 * size && $0.size <= 2 * size }
        let reach = 2 * size
        let cell = max(1, reach)
        var grid: [Int: [Int]] = [:]
        func key(_ column: Int, _ row: Int) -> Int { row * 1_000_003 + column }
        for (index, mark) in letters.enumerated() {
            grid[key(Int(mark.x / cell), Int(mark.y / cell)), default: []].append(index)
        }
        var (across, down) = (0, 0)
        for (index, mark) in letters.enumerated() {
            let (column, row) = (Int(mark.x / cell), Int(mark.y / cell))
            var nearest: (distance: Double, dx: Double, dy: Double)?
            for r in (row - 1)...(row + 1) {
                for c in (column - 1)...(column + 1) {
                    for other in grid[key(c, r)] ?? [] where other != index {
                        let (dx, dy) = (letters[other].x - mark.x, letters[other].y - mark.y)
                        let distance = (dx * dx + dy * dy).squareRoot()
                        if distance <= reach, distance < nearest?.distance ?? .infinity { nearest = (distance, dx, dy) }
                    }
                }
            }
            guard let nearest else { continue }
            // Within 30° of the image's rows or of its columns; between, the pair says nothing.
            let (x, y) = (abs(nearest.dx), abs(nearest.dy))
            if y <= 0.577 * x { across += 1 } else if x <= 0.577 * y { down += 1 }
        }
        if across >= 2 * down, across >= Self.minimumRunEvidence { return .across }
        if down >= 2 * across, down >= Self.minimumRunEvidence { return .down }
        return nil
    }
}
