import Foundation

/// How a photo of a page is laid flat and level before it is read, every cue tried in turn:
///
/// 1. the sheet as four straight edges, each brighter on its inner side
///    (`PageFinder.findByEdges(in:text:)`), or else as a bright region on a darker desk
///    (`PageFinder.find(in:)`), or else, when text lines run clearly on it, as a sheet longer
///    than the picture whose own sides and the frame's close round it
///    (`PageFinder.findRunningOutOfFrame(in:text:)`), levelled by its lines;
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
        /// The sheet's own sides where it lies in the picture, the frame's where it runs out.
        case edgesAndFrame
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
    /// The share of the photo's letters (marks on text lines) that lie outside the sheet, more
    /// than a letter beyond its sides; nil when the letters were not measured or no sheet was
    /// found. Near 0 the sheet holds all the text there is: the photo as it came cannot read more.
    public var textOutside: Double?
    /// The lines' direction on the flattened sheet, when they were measured: near level when
    /// the sheet's outline was right.
    public var linesOnSheet: TextLineAngle.Estimate?

    /// True when the sheet is the whole page, laid level: nothing the photo as it came shows
    /// could read better. Either it holds all but `textOutsideAtMost` of the photo's letters
    /// and its lines come out within `levelWithin` of level or too unclearly to tell; or it was
    /// found by its four edges, each brighter on its inner side, and its lines come out level,
    /// however clearly, so that the letters outside are another page's (a book's facing page).
    /// A page cut short by a fold leaves its lines askew (dev 019: 8.4° off); a lit sheet found
    /// as a region can be the lit part of a page whose rest lies in shadow, so it must hold the
    /// text. (Small type among figures leaves the lines unclear but level: dev 012, whose photo
    /// as it came, at 60 megapixels, took 14 of its 25 s and read less.)
    public var holdsItsPageLevel: Bool {
        guard let textOutside else { return false }
        let holdsTheText = textOutside < Self.textOutsideAtMost
        guard holdsTheText || cue == .edges else { return false }
        guard let lines = linesOnSheet else { return holdsTheText }
        let level = abs(lines.residualDegrees) < Self.levelWithin
        return lines.isClear ? level : holdsTheText || level
    }

    /// The share of the photo's letters a sheet may leave outside and still hold its text. On
    /// the real dev photos the sheets that held the whole text left 0–5 % of the letters outside
    /// (marks of the desk's grain, a stray word); a book's facing page, or a crumpled page cut
    /// short by a fold (dev 019, the one the photo as it came reads better), left 20–45 %.
    public static let textOutsideAtMost = 0.1
    /// Degrees off level a flattened sheet's lines may run and the sheet still be right. Sheets
    /// found right left their lines within 2° (real and rendered dev photos); a rendered book
    /// page whose top edge ran out of the frame, its outline taken along a stripe of the
    /// background, left them 6° off and fanning (the lines' own cue takes over from 8°).
    public static let levelWithin = 3.0

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
        // The photo's edges, found once for a whole sheet and for one running out of the picture.
        let edges = finder.edgeSearch(in: photo, text: letters)
        if let page = edges.flatMap({ finder.sheet(in: $0, framing: false) }) {
            let flat = warped(width: page.width, height: page.height, toPhoto: page.toPhoto)
            let linesOnSheet = levels ? TextLineAngle().estimate(in: flat) : nil
            sheet = PageFlattening(cue: .edges, corners: page.corners, toPhoto: page.toPhoto, image: flat,
                                   textOutside: share(of: letters, outside: page.corners), linesOnSheet: linesOnSheet)
            if !levels || turned(linesOnSheet) == nil { return sheet }
        } else if let page = finder.find(in: photo) {
            let flat = warped(width: page.width, height: page.height, toPhoto: page.toPhoto)
            let linesOnSheet = levels ? TextLineAngle().estimate(in: flat) : nil
            sheet = PageFlattening(cue: .sheet, corners: page.corners, toPhoto: page.toPhoto, image: flat,
                                   textOutside: share(of: letters, outside: page.corners), linesOnSheet: linesOnSheet)
            if !levels || turned(linesOnSheet) == nil { return sheet }
        } else if levels, let page = edges.flatMap({ finder.sheet(in: $0, framing: true) }) {
            // Believed only when lines of text run clearly on it, and nearly level: a white wall
            // or a bright strip of the scene beside a sign is bright and straight-edged too, but
            // shows no lines. Within `levelsLinesBeyond`, not `levelWithin`: a receipt turned a
            // little in the picture runs its lines at that angle to the frame that stands in for
            // its ends, and the deskew takes out the few degrees left.
            let flat = warped(width: page.width, height: page.height, toPhoto: page.toPhoto)
            if let linesOnSheet = TextLineAngle().estimate(in: flat), linesOnSheet.isClear, turned(linesOnSheet) == nil,
               let level = linesOnSheet.levelling(width: flat.width, height: flat.height) {
                // The frame is not the sheet's end: its lines are levelled by their own angle,
                // the flat sheet turned with white beyond it (the desk beside a receipt, turned
                // in, is speckle that the binarisation keeps).
                let canvas = [Point(x: 0, y: 0), Point(x: Double(level.width), y: 0),
                              Point(x: Double(level.width), y: Double(level.height)), Point(x: 0, y: Double(level.height))]
                if let toPhoto = Homography(mapping: canvas, to: canvas.map { page.toPhoto.apply(level.toPhoto.apply($0)) }) {
                    let levelled = flat.warped(width: level.width, height: level.height, sourceOf: level.toPhoto, fill: 255)
                    return PageFlattening(cue: .edgesAndFrame, corners: page.corners, toPhoto: toPhoto, image: levelled,
                                          textOutside: share(of: letters, outside: page.corners),
                                          linesOnSheet: TextLineAngle().estimate(in: levelled))
                }
            }
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

    /// The share of `letters` lying more than their own size outside the convex outline
    /// `corners`; nil when there are too few letters to tell.
    static func share(of letters: [PageFinder.TextLetter], outside corners: [Point]) -> Double? {
        guard letters.count >= 20, corners.count >= 3 else { return nil }
        let centre = Point(x: corners.map(\.x).reduce(0, +) / Double(corners.count),
                           y: corners.map(\.y).reduce(0, +) / Double(corners.count))
        let sides = corners.indices.map { index in
            let a = corners[index], b = corners[(index + 1) % corners.count]
            return (a, PageFinder.inwardNormal(a, b, towards: centre))
        }
        // A letter lies outside when it is more than its size beyond any side.
        let outside = letters.filter { letter in
            sides.contains { a, normal in
                (letter.point.x - a.x) * normal.x + (letter.point.y - a.y) * normal.y < -letter.size
            }
        }
        return Double(outside.count) / Double(letters.count)
    }

    /// The lines of `image` when they run clearly and further than `levelsLinesBeyond` off level.
    static func turnedLines(in image: Image) -> TextLineAngle.Estimate? {
        turned(TextLineAngle().estimate(in: image))
    }

    /// `lines` when they run clearly and further than `levelsLinesBeyond` off level.
    static func turned(_ lines: TextLineAngle.Estimate?) -> TextLineAngle.Estimate? {
        guard let lines, lines.isClear,
              abs(lines.residualDegrees) >= levelsLinesBeyond else { return nil }
        return lines
    }
}
