import Foundation

extension PageFinder {
    /// The frame's four borders as stand-ins for a sheet's sides, for a sheet that runs out of
    /// the picture: a receipt longer than the photo, a page whose foot is cut off. Its own
    /// sides must still be straight edges up to the frame (`bestQuadrilateral` judges them as
    /// any side), and the paper must reach the frame where a border stands in for a side.
    struct FrameSides {
        /// The borders as lines, each with the inside of the frame on its bright side: top, right,
        /// bottom, left.
        let lines: [StraightEdges.Line]
        /// The index of the first border among the lines they were added to.
        let first: Int

        init(lines edgeLines: [StraightEdges.Line], width: Int, height: Int) {
            first = edgeLines.count
            lines = [
                StraightEdges.Line(degrees: 90, distance: 0, votes: 0),
                StraightEdges.Line(degrees: 180, distance: -Double(width), votes: 0),
                StraightEdges.Line(degrees: 270, distance: -Double(height), votes: 0),
                StraightEdges.Line(degrees: 0, distance: 0, votes: 0),
            ]
        }

        /// Whether the line at `index` (among the edges' lines and these) is a border.
        func contains(_ index: Int) -> Bool { index >= first }

        /// Whether an outline whose sides (in order round it) lie on the frame as `onFrame` says
        /// may be a sheet running out of the picture: one side on the frame, or two opposite
        /// (a receipt longer than the photo). Two borders meeting at a corner leave the sheet
        /// held by two of its sides only, and the wall and the hand beyond a receipt held up
        /// closed such an outline round half of it (dev 021, whose receipt lies all in the picture).
        func allows(_ onFrame: [Bool]) -> Bool {
            switch onFrame.filter({ $0 }).count {
            case 1: true
            case 2: onFrame[0] == onFrame[2]
            default: false
            }
        }

        /// The least share of the paper's brightness that the band just inside a border standing
        /// in for a side must have: paper, as bright as the sheet's paper is counted (`paper`),
        /// rather than the desk beyond a sheet that ends short of the frame.
        static let minimumPaperBrightness = 0.75
    }

    /// The sheet whose own sides show as straight edges where it lies in the picture, and which
    /// runs out of the picture on one or two sides; nil when there is none. Tried only when no
    /// sheet was found whole (`PageFlattening`).
    public func findRunningOutOfFrame(in image: Image, text: [TextLetter] = []) -> Page? {
        edgeSearch(in: image, text: text).flatMap { sheet(in: $0, framing: true) }
    }
}
