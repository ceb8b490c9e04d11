import ReadoutImage

/// The square of a binary page where letter-like marks stand densest: a sample of its text
/// that Tesseract reads in a fraction of the page's time, to judge something about the whole
/// page (which way up it stands, which binarisation reads it better).
struct DensestWindow {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The window of `side` (or the whole page, when smaller) holding the most marks of about
    /// `letterHeight`, found on a grid of eighths of the side. `components` are the page's
    /// connected components when the caller has them already (they are found again otherwise,
    /// on the page thresholded when it is gray: Leptonica finds none on a gray page, and the
    /// window of a page read in gray fell in its top-left corner, whatever it held).
    init(in page: LeptonicaPix, letterHeight: Double, side: Int, components: [BoundingBox]? = nil) {
        guard page.width > side || page.height > side else {
            self.init(x: 0, y: 0, width: page.width, height: page.height)
            return
        }
        let cell = max(1, side / 8)
        let columns = (page.width + cell - 1) / cell, rows = (page.height + cell - 1) / cell
        var counts = [Int](repeating: 0, count: columns * rows)
        let binary = page.depth == 1 ? page : (try? PixOperations.otsu(page)) ?? page
        for mark in components ?? PixOperations.componentBoxes(binary)
        where Double(mark.height) >= 0.35 * letterHeight && Double(mark.height) <= 3 * letterHeight
            && mark.width <= 3 * mark.height {
            counts[(mark.y + mark.height / 2) / cell * columns + (mark.x + mark.width / 2) / cell] += 1
        }
        let span = (columns: min(8, columns), rows: min(8, rows))
        var best = (count: -1, column: 0, row: 0)
        for row in 0...(rows - span.rows) {
            for column in 0...(columns - span.columns) {
                var count = 0
                for r in row..<(row + span.rows) {
                    for c in column..<(column + span.columns) { count += counts[r * columns + c] }
                }
                if count > best.count { best = (count, column, row) }
            }
        }
        self.init(x: min(best.column * cell, max(0, page.width - side)), y: min(best.row * cell, max(0, page.height - side)),
                  width: min(side, page.width), height: min(side, page.height))
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The window cut out of `pix` (the page it was found on, or another rendering of it).
    func clipped(from pix: LeptonicaPix) throws -> LeptonicaPix {
        try PixOperations.clip(pix, x: x, y: y, width: width, height: height)
    }
}
