import Foundation
import ReadoutImage
@testable import ReadoutRecognition
import Testing

/// `LineDisparity` straightens a page whose text lines bow (a curled sheet, a book page) and
/// leaves a flat one alone. The pages are drawn: rows of letter-sized blocks along curves.
@Suite struct LineDisparityTests {
    static let size = (width: 1600, height: 1100)
    static let letter = (width: 14, height: 22)

    /// Where line `line` runs at `x` on a page whose lines rise by `bow` pixels in the middle
    /// (and by `tilt` more towards the right, as a page bending into a gutter does).
    static func curve(line: Int, x: Double, bow: Double, tilt: Double = 0) -> Double {
        let u = (x - Double(size.width) / 2) / (Double(size.width) / 2)
        return 80 + Double(line) * 48 - bow * (1 - u * u) + tilt * max(u, 0) * max(u, 0)
    }

    /// A binary page of 20 lines of five-letter words, the letters' centres on `curve`.
    static func page(bow: Double, tilt: Double = 0) throws -> LeptonicaPix {
        var pixels = [UInt8](repeating: 255, count: size.width * size.height)
        for line in 0..<20 {
            var x = 100
            while x + letter.width < size.width - 100 {
                for _ in 0..<5 {
                    let top = Int(curve(line: line, x: Double(x + letter.width / 2), bow: bow, tilt: tilt).rounded()) - letter.height / 2
                    for row in top..<(top + letter.height) {
                        for column in x..<(x + letter.width) { pixels[row * size.width + column] = 0 }
                    }
                    x += letter.width + 8
                }
                x += 20
            }
        }
        let image = Image(width: size.width, height: size.height, format: .gray, pixels: pixels)
        return try PixOperations.otsu(try PixOperations.gray(image))
    }

    /// The letters' centres on `page`, line by line from the top: a new line wherever the
    /// next centre down lies more than a letter's height lower.
    static func centresByLine(_ page: LeptonicaPix) -> [[(x: Double, y: Double)]] {
        let centres = PixOperations.componentBoxes(page)
            .map { (x: Double($0.x) + Double($0.width) / 2, y: Double($0.y) + Double($0.height) / 2) }
            .sorted { $0.y < $1.y }
        var lines: [[(x: Double, y: Double)]] = []
        for centre in centres {
            if let last = lines.last?.last, centre.y - last.y <= Double(letter.height) {
                lines[lines.count - 1].append(centre)
            } else {
                lines.append([centre])
            }
        }
        return lines
    }

    @Test func leavesAFlatPageAlone() throws {
        #expect(LineDisparity.measure(try Self.page(bow: 0), letterHeight: 22) == nil)
    }

    /// Lines that rise 30 px in the middle come out level to within 4 px (a fifth of a letter);
    /// bending 60 px more towards the right as well (90 px from end to end), within 8 px. A point
    /// read on the straightened page maps back onto its curve within 2 px.
    @Test(arguments: [(30.0, 0.0, 4.0), (30.0, 60.0, 8.0)])
    func straightensBowedLines(_ bow: Double, _ tilt: Double, _ within: Double) throws {
        let curled = try Self.page(bow: bow, tilt: tilt)
        let field = try #require(LineDisparity.measure(curled, letterHeight: 22))
        #expect(field.lineCount >= 18, "lines found: \(field.lineCount)")
        let straight = try field.straightened(curled)
        let lines = Self.centresByLine(straight)
        try #require(lines.count == 20, "lines on the straightened page: \(lines.count)")
        for (line, centres) in lines.enumerated() {
            let heights = centres.map(\.y)
            #expect(heights.max()! - heights.min()! <= within, "line \(line): \(heights.min()!)…\(heights.max()!)")
            for centre in centres.enumerated().filter({ $0.offset % 7 == 0 }).map(\.element) {
                let back = centre.y + field.shift(x: centre.x, y: centre.y)
                let expected = Self.curve(line: line, x: centre.x, bow: bow, tilt: tilt)
                #expect(abs(back - expected) <= 2, "line \(line) at x \(centre.x): \(back) for \(expected)")
            }
        }
    }

    /// The straightening's row lookup rounds as `Int(value.rounded())` does (half away from
    /// zero), refusing what would round below row 0.
    @Test func picksTheNearestRowAsRoundingDoes() {
        var values = stride(from: -3.0, through: 40, by: 1.0 / 16).map { $0 }
        values += [-0.5, -0.49999999999999994, -0.0, 0.49999999999999994, 0.5, 2.5, 1e-300]
        for value in values {
            let rounded = Int(value.rounded())
            #expect(LineDisparity.nearestRow(value) == (rounded >= 0 ? rounded : nil), "\(value)")
        }
        #expect(LineDisparity.nearestRow(.nan) == nil)
    }
}
