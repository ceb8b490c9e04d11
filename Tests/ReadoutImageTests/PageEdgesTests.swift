import Foundation
import Testing
@testable import ReadoutImage

/// The page finder's first way, the sheet as four straight edges (`PageFinder+Edges`), on
/// synthetic colour photos whose geometry is known exactly.
@Suite struct PageEdgesTests {
    let sheet = [Point(x: 0, y: 0), Point(x: 300, y: 0), Point(x: 300, y: 200), Point(x: 0, y: 200)]
    /// The sheet turned about 25° and seen at an angle.
    let photographed = [Point(x: 170, y: 60), Point(x: 520, y: 150), Point(x: 455, y: 400), Point(x: 95, y: 330)]

    /// The photo in small: a white page on a light wooden desk, close to it in gray
    /// (232 against about 209) but not in colour (the desk has far less blue). The bright
    /// region's threshold takes page and desk together; the edges find the page.
    @Test func findsAWhitePageOnALightWoodenDesk() throws {
        let toPhoto = try #require(Homography(mapping: sheet, to: photographed))
        let photo = Self.photo(sheetAt: toPhoto, paper: (232, 232, 230), desk: (235, 205, 165))
        let page = try #require(PageFinder().findByEdges(in: photo))
        for (found, truth) in zip(page.corners, photographed) {
            #expect(found.distance(to: truth) < 4, "\(found) vs \(truth)")
        }
        // Flattened, the page's first line of text runs level: its dark marks all lie in one band.
        let flat = photo.grayscale().warped(width: page.width, height: page.height, sourceOf: page.toPhoto)
        let rows = (0..<flat.height).filter { y in (0..<flat.width).contains { flat.pixels[y * flat.width + $0] < 100 } }
        let firstLine = rows.prefix { $0 - rows[0] < 20 }
        #expect(rows.count > 0 && firstLine.count <= 16, "the first line spans rows \(firstLine.first ?? -1)…\(firstLine.last ?? -1)")
    }

    /// A desk brighter than the page: no quadrilateral is brighter inside, so no page is claimed
    /// (a brick between bright mortar lines is no sheet).
    @Test func aDarkSheetOnABrightDeskIsNoPage() throws {
        let toPhoto = try #require(Homography(mapping: sheet, to: photographed))
        let photo = Self.photo(sheetAt: toPhoto, paper: (150, 70, 50), desk: (215, 212, 205))
        #expect(PageFinder().findByEdges(in: photo) == nil)
    }

    /// A strip of paper longer than the photo (a receipt), turned 4° and running out at the top
    /// and bottom: no four edges close round it, but its two long sides and the frame's ends do.
    @Test func findsAStripRunningOutOfThePictureByItsSidesAndTheFrame() throws {
        let strip = [Point(x: 0, y: 0), Point(x: 300, y: 0), Point(x: 300, y: 200), Point(x: 0, y: 200)]
        // The strip's 300 px run down the photo, from above its top to below its bottom.
        let placed = [Point(x: 420, y: -40), Point(x: 448, y: 560), Point(x: 248, y: 570), Point(x: 220, y: -30)]
        let toPhoto = try #require(Homography(mapping: strip, to: placed))
        let photo = Self.photo(sheetAt: toPhoto, paper: (236, 236, 232), desk: (90, 110, 100))
        #expect(PageFinder().findByEdges(in: photo) == nil)
        let page = try #require(PageFinder().findRunningOutOfFrame(in: photo))
        // Its sides cross the frame's top and bottom where the strip's sides do.
        let left = { (y: Double) in 220 + (248 - 220) * (y + 30) / 600 }, right = { (y: Double) in 420 + (448 - 420) * (y + 40) / 600 }
        let expected = [Point(x: right(0), y: 0), Point(x: right(480), y: 480), Point(x: left(480), y: 480), Point(x: left(0), y: 0)]
        for truth in expected {
            #expect(page.corners.contains { $0.distance(to: truth) < 5 }, "\(truth) not among \(page.corners)")
        }
    }

    /// A page whose foot runs out of the picture: its top and two sides are edges, the frame's
    /// bottom stands in for the fourth.
    @Test func findsAPageWhoseFootRunsOutOfThePicture() throws {
        let placed = [Point(x: 150, y: 90), Point(x: 470, y: 110), Point(x: 500, y: 560), Point(x: 110, y: 550)]
        let toPhoto = try #require(Homography(mapping: sheet, to: placed))
        let photo = Self.photo(sheetAt: toPhoto, paper: (236, 236, 232), desk: (90, 110, 100))
        #expect(PageFinder().findByEdges(in: photo) == nil)
        let page = try #require(PageFinder().findRunningOutOfFrame(in: photo))
        // Where the sides cross the frame's bottom (y = 480), by the lines through the placed corners.
        let left = 150 + (110 - 150) * (480 - 90) / (550 - 90.0), right = 470 + (500 - 470) * (480 - 110) / (560 - 110.0)
        let expected = [placed[0], placed[1], Point(x: right, y: 480), Point(x: left, y: 480)]
        for truth in expected {
            #expect(page.corners.contains { $0.distance(to: truth) < 5 }, "\(truth) not among \(page.corners)")
        }
    }

    /// Two of the frame's borders may stand in for a sheet's sides only when opposite.
    @Test func theFrameStandsInForOneSideOrTwoOppositeOnes() {
        let frame = PageFinder.FrameSides(lines: [], width: 640, height: 480)
        #expect(frame.allows([true, false, false, false]))
        #expect(frame.allows([false, true, false, true]))
        #expect(!frame.allows([true, true, false, false]), "a corner out of the picture")
        #expect(!frame.allows([false, false, false, false]) && !frame.allows([true, true, true, false]))
    }

    @Test func anEmptyOrTinyPhotoHasNoPage() {
        #expect(PageFinder().findByEdges(in: Image(width: 400, height: 300, format: .rgba, filledWith: 200)) == nil)
        #expect(PageFinder().findByEdges(in: Image(width: 100, height: 40, format: .rgba, filledWith: 200)) == nil)
    }

    /// Letters along both sides of a line (text running on across a fold) against letters on
    /// one side only (a page's margin, then desk).
    @Test func tellsTextRunningAcrossALineFromAMargin() {
        let line = StraightEdges.Line(degrees: 90, distance: 100, votes: 0)   // y = 100, bright below
        let (a, b) = (Point(x: 0, y: 100), Point(x: 300, y: 100))
        let below = (0..<30).map { PageFinder.TextLetter(point: Point(x: Double($0 * 10), y: 108), size: 6) }
        let above = (0..<30).map { PageFinder.TextLetter(point: Point(x: Double($0 * 10), y: 92), size: 6) }
        #expect(PageFinder.textRunsAcross(line, from: a, to: b, text: below + above))
        #expect(!PageFinder.textRunsAcross(line, from: a, to: b, text: below))
        let farAbove = above.map { PageFinder.TextLetter(point: Point(x: $0.point.x, y: 60), size: 6) }
        #expect(!PageFinder.textRunsAcross(line, from: a, to: b, text: below + farAbove), "a neighbouring page's text past a gutter")
    }

    /// The straight lines of a photo carry the side they are bright on.
    @Test func findsALinesDirectionFromDarkToBright() throws {
        var pixels = [UInt8](repeating: 40, count: 200 * 100)
        for y in 0..<100 { for x in 120..<200 { pixels[y * 200 + x] = 220 } }
        let edges = StraightEdges(Image(width: 200, height: 100, format: .gray, pixels: pixels))
        let line = try #require(edges.lines(count: 1, minimumVotes: 50).first)
        #expect(line.degrees == 0, "bright to the right: \(line)")
        #expect(abs(line.distance - 120) <= 1, "\(line)")
    }

    /// A 640×480 colour photo: a wooden desk (grain stripes and noise) and the sheet where
    /// `toPhoto` puts it, with five lines of dark dashes on it as text.
    static func photo(sheetAt toPhoto: Homography, paper: (Int, Int, Int), desk: (Int, Int, Int)) -> Image {
        let fromPhoto = toPhoto.inverted()!
        var pixels = [UInt8](repeating: 255, count: 640 * 480 * 4)
        var noise: UInt32 = 12345
        for y in 0..<480 {
            for x in 0..<640 {
                noise = noise &* 1_664_525 &+ 1_013_904_223
                let jitter = Int(noise >> 28) - 8
                let p = fromPhoto.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let grain = Int(10 * sin(Double(x + y / 3) / 7))
                var colour = (desk.0 + grain + jitter, desk.1 + grain + jitter, desk.2 + grain + jitter)
                if p.x >= 0, p.y >= 0, p.x < 300, p.y < 200 {
                    let row = (Int(p.y) - 30) % 30
                    let isText = p.y >= 30 && p.y < 170 && row < 8 && p.x >= 30 && p.x < 270 && Int(p.x) % 14 < 10
                    colour = isText ? (40, 40, 45) : (paper.0 + jitter / 2, paper.1 + jitter / 2, paper.2 + jitter / 2)
                }
                let base = (y * 640 + x) * 4
                pixels[base] = UInt8(clamping: colour.0)
                pixels[base + 1] = UInt8(clamping: colour.1)
                pixels[base + 2] = UInt8(clamping: colour.2)
            }
        }
        return Image(width: 640, height: 480, format: .rgba, pixels: pixels)
    }
}
