/// Which of a page's dark components stand in a row as letters do: beside a neighbour about as
/// tall, on the same baseline or under the same top line, a letter's width or less away.
///
/// A printed figure's noise (a book page's pepper-noise illustration, dev photo 012) gives a few
/// thousand specks against a thousand letters, and the median of every mark's height is then a
/// speck's: the page was scaled up 2.2 times, to 43 megapixels, for letters already at the
/// size Tesseract reads best. Of those specks, 1 in 20 has such a neighbour; of the letters, 9
/// in 10.
enum LetterRows {
    /// The boxes in `boxes` that have a neighbour in their row (each row read left to right
    /// along x; transpose the boxes first for a page whose lines run down).
    static func standingInRows(_ boxes: [BoundingBox]) -> [BoundingBox] {
        let byLeft = boxes.sorted { $0.x < $1.x }
        var inRow = [Bool](repeating: false, count: byLeft.count)
        for (index, box) in byLeft.enumerated() {
            let right = box.x + box.width
            let height = Double(box.height)
            let reach = Double(right) + 0.8 * height
            var next = index + 1
            while next < byLeft.count, Double(byLeft[next].x) <= reach {
                if Self.standBeside(box, byLeft[next]) {
                    inRow[index] = true
                    inRow[next] = true
                    break
                }
                next += 1
            }
        }
        return zip(byLeft, inRow).filter(\.1).map(\.0)
    }

    /// `right` begins after `left` ends (touching allowed), about as tall, its bottom or its top
    /// level with `left`'s within a seventh of `left`'s height.
    private static func standBeside(_ left: BoundingBox, _ right: BoundingBox) -> Bool {
        let height = Double(left.height)
        guard Double(right.x) >= Double(left.x + left.width) - 0.1 * height else { return false }
        let ratio = Double(right.height) / height
        guard ratio >= 0.75, ratio <= 1.34 else { return false }
        let tolerance = max(1, 0.15 * height)
        return Double(abs((right.y + right.height) - (left.y + left.height))) <= tolerance
            || Double(abs(right.y - left.y)) <= tolerance
    }
}
