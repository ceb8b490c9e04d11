import Foundation

/// How a photo of a page is laid flat and level before it is read, every cue tried in turn:
///
/// 1. the sheet as four straight edges, each brighter on its inner side
///    (`PageFinder.findByEdges(in:text:)`), or else as a bright region on a darker desk
///    (`PageFinder.find(in:)`);
/// 2. the sheet around its text, when neither was found or the sheet flattened its lines askew
///    (the lit desk taken with the sheet): its sides are the edges just outside the text block
///    (`PageFinder.find(in:around:)`);
/// 3. no sheet: the photo turned so that its lines run level, when they run clearly and more
///    than `levelsLinesBeyond` off level (Tesseract's orientation check and the skew sweep
///    after it judge only text within a few degrees of a quarter turn).
///
/// A sheet found by its edges or as a region gives way to the other cues when its lines come
/// out askew (an outline that was not the sheet's shears the text), and is kept when neither
/// applies.
///
/// ```swift
/// if let flat = PageFlattening.flatten(photo) { read(flat.image) }
/// ```
public struct PageFlattening: Sendable {
    public enum Cue: String, Sendable, Codable {
        case edges, sheet, sheetAroundText, lines
    }

    /// Which cue decided.
    public var cue: Cue
    /// The sheet's corners in the photo (top-left, top-right, bottom-right, bottom-left); nil
    /// when the photo was only levelled.
    public var corners: [Point]?
    /// Maps a point of `image` into the photo.
    public var toPhoto: Homography
    /// The flat page, in gray.
    public var image: Image
    /// The lines' direction in the photo, when they were measured.
    public var lines: TextLineAngle.Estimate?

    /// Degrees past which lines count as turned.
    public static let levelsLinesBeyond = 8.0

    /// The photo laid flat and level, or nil when it is best read as it is. `levels` false
    /// leaves the text lines unused (the sheet found by its edges or as a region only).
    public static func flatten(_ photo: Image, levels: Bool = true) -> PageFlattening? {
        // The photo in gray, made once for whichever cue flattens it.
        var gray: Image?
        func warped(width: Int, height: Int, toPhoto: Homography) -> Image {
            if gray == nil { gray = photo.grayscale() }
            return gray!.warped(width: width, height: height, sourceOf: toPhoto)
        }
        let finder = PageFinder()
        // The letters on lines: a side of a sheet found by its edges has no text running on
        // across it (a fold does).
        let angle = TextLineAngle()
        let sample = levels ? angle.sample(of: photo) : nil
        let lines = sample.flatMap(angle.estimate(from:))
        var letters: [PageFinder.TextLetter] = []
        if let sample, let lines {
            letters = PageFinder.marksOnLines(sample.marks, degrees: lines.degrees).map {
                PageFinder.TextLetter(point: Point(x: $0.x / sample.factor, y: $0.y / sample.factor), size: $0.size / sample.factor)
            }
        }
        var sheet: PageFlattening?
        if let page = finder.findByEdges(in: photo, text: letters) {
            let flat = warped(width: page.width, height: page.height, toPhoto: page.toPhoto)
            sheet = PageFlattening(cue: .edges, corners: page.corners, toPhoto: page.toPhoto, image: flat)
            if !levels || turnedLines(in: flat) == nil { return sheet }
        } else if let page = finder.find(in: photo) {
            let flat = warped(width: page.width, height: page.height, toPhoto: page.toPhoto)
            sheet = PageFlattening(cue: .sheet, corners: page.corners, toPhoto: page.toPhoto, image: flat)
            if !levels || turnedLines(in: flat) == nil { return sheet }
        }
        // A sheet whose lines came out askew gives way only to a better cue: the lines' estimate
        // can be misled too (a striped desk beside the page), and a sheet is rarely far off.
        guard levels, let sample, let lines, lines.isClear else { return sheet }
        if let page = finder.find(in: photo, around: lines, sample: sample) {
            let flat = warped(width: page.width, height: page.height, toPhoto: page.toPhoto)
            if turnedLines(in: flat) == nil {
                return PageFlattening(cue: .sheetAroundText, corners: page.corners, toPhoto: page.toPhoto, image: flat, lines: lines)
            }
        }
        guard abs(lines.residualDegrees) >= levelsLinesBeyond,
              let level = lines.levelling(width: photo.width, height: photo.height) else { return sheet }
        let flat = warped(width: level.width, height: level.height, toPhoto: level.toPhoto)
        return PageFlattening(cue: .lines, corners: nil, toPhoto: level.toPhoto, image: flat, lines: lines)
    }

    /// The lines of `image` when they run clearly and further than `levelsLinesBeyond` off level.
    static func turnedLines(in image: Image) -> TextLineAngle.Estimate? {
        guard let lines = TextLineAngle().estimate(in: image), lines.isClear,
              abs(lines.residualDegrees) >= levelsLinesBeyond else { return nil }
        return lines
    }
}
