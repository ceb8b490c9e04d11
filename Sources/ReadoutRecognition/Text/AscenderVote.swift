import CTesseract
import ReadoutImage

/// Which way up a page's words stand, told by their letters' shapes rather than by reading them:
/// in Latin script, ascenders (b, d, f, h, k, l, t) rise above the x-height band far more often
/// than descenders (g, j, p, q, y) drop below it, so an upright word carries more ink above its
/// band than below, and an upside-down word the reverse. Each word that leans clearly one way
/// votes; capitals, digits and bar codes fill their whole height and do not. It needs no reading
/// that makes sense, only the boxes of Tesseract's words, so it tells where a window of the page
/// read as it stands and turned reads little either way (`OrientationCheck`). On the pages of the
/// upright dev photos that read doubtfully, the words leaned 0–57 up against 1–15 down, never
/// more down but for one page's one word; upside down, dev 052 leaned 8 up and 88 down, 012 35
/// and 137, 021 37 and 59.
struct AscenderVote {
    /// Words with more ink above their band than below.
    var up = 0
    /// Words with more ink below their band than above.
    var down = 0

    /// The words of `words` (boxes on the 1-bit `binary`; no votes on any other depth) tall
    /// enough to have a band, voting.
    init(words: some Sequence<TesseractWord>, on binary: LeptonicaPix) {
        guard binary.depth == 1, let data = pixGetData(binary.pointer) else { return }
        let wordsPerRow = Int(pixGetWpl(binary.pointer))
        for word in words {
            let box = word.box
            guard box.height >= Self.minimumHeight, box.width >= box.height, box.x >= 0, box.y >= 0,
                  box.maxX <= binary.width, box.maxY <= binary.height else { continue }
            let ink = (box.y..<box.maxY).map { y in
                Self.darkPixels(in: data + y * wordsPerRow, from: box.x, to: box.maxX)
            }
            switch Self.lean(of: ink) {
            case 1: up += 1
            case -1: down += 1
            default: break
            }
        }
    }

    init(up: Int, down: Int) {
        self.up = up
        self.down = down
    }

    /// Clearly more words stand upside down than upright: half as many again, and `minimumMargin`
    /// more. Upright dev pages leaned at most as many down as up (8 and 8); a faint receipt upside
    /// down leaned 37 up and 59 down (dev 021). The page turned is read whole before it is kept,
    /// so a vote that misleads costs a reading, not the text.
    var saysUpsideDown: Bool { 2 * down >= 3 * up && down >= up + Self.minimumMargin }

    /// Fewer pixels than this tall, a word's band cannot be told from its extenders.
    static let minimumHeight = 8
    /// The fewest more words that must lean the same way: 4 against 1 is noise.
    static let minimumMargin = 8

    /// 1 when a word's ink profile (dark pixels per row) has clearly more ink above its band
    /// than below, -1 for the reverse, 0 when neither. The band is the rows holding at least 40 %
    /// of the fullest row's ink; "clearly" is a difference of 5 % of the word's ink.
    static func lean(of ink: [Int]) -> Int {
        guard let fullest = ink.max(), fullest > 0,
              let top = ink.firstIndex(where: { 5 * $0 >= 2 * fullest }),
              let bottom = ink.lastIndex(where: { 5 * $0 >= 2 * fullest }) else { return 0 }
        let above = ink[..<top].reduce(0, +), below = ink[(bottom + 1)...].reduce(0, +)
        let total = ink.reduce(0, +)
        guard 20 * abs(above - below) > total else { return 0 }
        return above > below ? 1 : -1
    }

    /// Dark pixels of a 1-bit row (Leptonica's words, first pixel in the most significant bit)
    /// in columns `from..<to`.
    private static func darkPixels(in row: UnsafeMutablePointer<UInt32>, from: Int, to: Int) -> Int {
        var count = 0
        var x = from
        while x < to {
            let word = x >> 5, first = x & 31
            let last = min(31, to - 1 - (word << 5))
            let span = UInt32(truncatingIfNeeded: (UInt64(1) << UInt64(last - first + 1)) - 1)
            let mask = span << UInt32(31 - last)
            count += (row[word] & mask).nonzeroBitCount
            x = (word + 1) << 5
        }
        return count
    }
}
