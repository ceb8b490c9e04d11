import Foundation
import ReadoutImage
@testable import ReadoutRecognition
import Testing

/// The photo issue 37 found Readout losing, rendered (`Scripts/make-camera-set.py --desk-shots`,
/// dev text D1, seed 201, halved to 3 MP): a white page on a light wooden desk, turned 26°, shot
/// at an angle. The lit desk joins the sheet at every threshold, so the bright-region finder
/// takes page and desk as one and flattens the text askew (main read it at CER 0.766; the
/// `tesseract` command reads nothing). Its four edges find the sheet instead, and so do its text lines.
@Suite struct DeskShotTests {
    static let photo = Bundle.module.url(forResource: "desk-shot-light-wood", withExtension: "jpg", subdirectory: "Fixtures")!
    static let truth = Bundle.module.url(forResource: "desk-shot-light-wood", withExtension: "txt", subdirectory: "Fixtures")!
    /// Where the renderer put the page's corners (halved), clockwise from the text's top-left.
    static let corners = [Point(x: 650.3, y: 332.0), Point(x: 1322.2, y: 652.2), Point(x: 872.8, y: 1617.1), Point(x: 144.5, y: 1218.4)]

    @Test func theLinesRunAsThePageLies() throws {
        let image = try Image(contentsOf: Self.photo)
        let lines = try #require(TextLineAngle().estimate(in: image))
        // The page's top edge runs at 25.5°, its bottom edge at 28.7° (the far side is shorter).
        let top = atan2(Self.corners[1].y - Self.corners[0].y, Self.corners[1].x - Self.corners[0].x) * 180 / .pi
        #expect(lines.isClear)
        #expect(abs(lines.degrees - top) <= 2, "lines at \(lines.degrees)°, the top edge at \(top)°")
        #expect(abs(lines.residualDegrees - lines.degrees) < 1e-9, "26° is its own residual turn")
    }

    /// Found by its four edges (their colour: the desk has far less blue than the page), and
    /// by the sheet around its text when the edges are not looked for.
    @Test func findsTheSheetWithinTwoPercentOfTheDiagonal() throws {
        let image = try Image(contentsOf: Self.photo)
        let flat = try #require(PageFlattening.flatten(image))
        #expect(flat.cue == .edges)
        let found = try #require(flat.corners)
        let error = RealPhotoTests.cornerError(found, Self.corners, width: image.width, height: image.height)
        #expect(error <= 0.02, "corners off by \(error) of the diagonal: \(found)")
        let photoLines = try #require(TextLineAngle().estimate(in: image))
        let aroundText = try #require(PageFinder().find(in: image, around: photoLines))
        let aroundError = RealPhotoTests.cornerError(aroundText.corners, Self.corners, width: image.width, height: image.height)
        #expect(aroundError <= 0.02, "around its text, corners off by \(aroundError) of the diagonal: \(aroundText.corners)")
        // The flattened page's lines run level.
        let lines = try #require(TextLineAngle().estimate(in: flat.image))
        #expect(abs(lines.residualDegrees) < 2, "\(lines)")
    }

    @Test func readsThePage() async throws {
        let read = try await sharedRecognizer.recognize(try Image(contentsOf: Self.photo), options: .init(level: .accurate))
        let truth = try String(contentsOf: Self.truth, encoding: .utf8)
        // Measured 0.002.
        #expect(RealPhotoTests.cer(read.text, truth) <= 0.02, "\(read.text.prefix(300))")
    }

    /// Without a sheet to find, the photo is turned so that its lines run level: the page's text
    /// alone, cut out of the photo and turned 30°, reads as well as upright.
    @Test func levelsTextTurnedFarWithoutASheet() async throws {
        let image = try Image(contentsOf: Self.photo)
        let page = try #require(PageFlattening.flatten(image)).image
        // Only the text block, on white: no sheet edge to find.
        let text = try page.cropped(to: PixelRect(x: 0, y: 0, width: page.width, height: page.height / 2))
        let estimate = TextLineAngle.Estimate(degrees: -30, sharpness: 5, marks: 100, letterSize: 10)
        let turn = try #require(estimate.levelling(width: text.width, height: text.height))
        let turned = text.warped(width: turn.width, height: turn.height, sourceOf: turn.toPhoto)
        let flat = try #require(PageFlattening.flatten(turned))
        #expect(flat.cue == .lines)
        #expect(abs((flat.lines?.degrees ?? 0) - 30) <= 1, "\(String(describing: flat.lines))")
        let read = try await sharedRecognizer.recognize(turned, options: .init(level: .accurate))
        let truth = try String(contentsOf: Self.truth, encoding: .utf8)
        #expect(RealPhotoTests.cer(read.text, truth) <= 0.03, "\(read.text.prefix(300))")
    }
}
