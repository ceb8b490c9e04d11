import ReadoutImage

/// Turns a drawing (a picture or pen strokes) into a digit the way MNIST was made.
///
/// MNIST's recipe (LeCun et al.): the ink's bounding box is scaled to fit a 20×20 box keeping
/// its aspect ratio, anti-aliased, then placed in a 28×28 field so that its centre of mass sits
/// at the centre. Here the scaling is area averaging (ReadoutImage's `resized`) and the shift
/// is a whole number of pixels, as in the original, so the output is the scaled box itself,
/// never resampled again. "The centre" is pixel index (14, 14): over the 60,000 training
/// digits the mean centre of mass by pixel index is (14.0, 14.0) and its fractional part is
/// spread evenly, which is what whole-pixel shifts towards index 14 give. So the output's
/// centre of mass (`PreparedDigit.centreOfMass`) is within half a pixel of (14, 14).
///
/// ```swift
/// let digit = DigitPreprocessor().prepare(drawing)   // nil: nothing that looks like a digit
/// ```
public struct DigitPreprocessor: Sendable {
    /// Side of the output field (MNIST: 28).
    public var fieldSide = 28
    /// Side of the box the ink's longer side is scaled to (MNIST: 20).
    public var boxSide = 20
    /// Pen width for strokes, in output pixels: MNIST's strokes are about 2–3 px wide. With
    /// 2.5 the 7,494 pendigits training digits have MNIST's mean intensity (0.132 against 0.131)
    /// and median share of pixels at half ink or more (13.5 % against 12.9 %).
    public var strokeWidth = 2.5
    /// Samples per output pixel along each axis when drawing strokes (anti-aliasing): 4 gives 17
    /// levels of edge gray; more costs time and changed nothing measurable on pendigits.
    public var strokeSupersampling = 4
    /// Ink (0…1) that counts when finding the ink's bounding box; fainter pixels around the
    /// box are dropped as noise.
    public var inkThreshold: Float = 0.1
    /// A picture needs at least this share of its pixels at half ink or more to hold a digit;
    /// less is a speck.
    public var minimumInkShare = 0.0004
    /// Islands of ink holding less than this share of a picture's ink are specks and removed
    /// before the bounding box is found; 0 keeps everything.
    public var speckShare = 0.02
    /// Strokes whose points span less than this share of the canvas's longer side are a tap,
    /// not a digit.
    public var minimumStrokeExtent = 0.02

    public init() {}

    /// A picture of a single digit, dark on light or light on dark (the border tells which;
    /// RGBA with a transparent border reads ink from alpha). Nil when there is no ink.
    public func prepare(_ image: Image) -> PreparedDigit? {
        guard var ink = InkExtraction.ink(from: image) else { return nil }
        if speckShare > 0 {
            ink = SpeckRemoval.removingSpecks(from: ink, threshold: thresholdByte, minimumShare: speckShare)
        }
        let strong = ink.pixels.reduce(0) { $0 + ($1 >= 128 ? 1 : 0) }
        let share = minimumInkShare.isFinite ? max(0, min(1, minimumInkShare)) : 0
        guard strong >= max(1, Int((share * Double(ink.pixelCount)).rounded(.up))) else { return nil }
        return centred(ink)
    }

    /// Pen strokes in canvas coordinates. The pen width is set relative to the ink's size, so
    /// that after scaling it is `strokeWidth` output pixels. Nil for no strokes or a mere tap.
    public func prepare(_ drawing: PenDrawing) -> PreparedDigit? {
        // Points from a touch screen can be NaN or infinite after a glitch; they carry no ink.
        var drawing = drawing
        drawing.strokes = drawing.strokes.map { $0.filter { $0.x.isFinite && $0.y.isFinite } }
        guard let bounds = drawing.pointBounds else { return nil }
        let width = bounds.maxX - bounds.minX, height = bounds.maxY - bounds.minY
        let extent = max(width, height)
        let canvas = max(drawing.canvasWidth, drawing.canvasHeight)
        guard extent > 0, extent.isFinite, !(extent < minimumStrokeExtent * canvas) else { return nil }

        // The ink's box is the points' box plus the pen radius all round; its longer side
        // becomes `boxSide`, and the pen `strokeWidth` of those pixels.
        let box = Double(geometry.box)
        let pen = max(0.25, min(strokeWidth.isFinite ? strokeWidth : 2.5, box - 1))
        let radius = 0.5 * pen * extent / (box - pen)
        let scale = box * Double(max(1, min(32, strokeSupersampling))) / (extent + 2 * radius)
        let rasterizer = StrokeRasterizer(scale: scale, originX: bounds.minX - radius,
                                          originY: bounds.minY - radius, radius: radius)
        let ink = rasterizer.draw(drawing, width: max(1, Int(((width + 2 * radius) * scale).rounded(.up))),
                                  height: max(1, Int(((height + 2 * radius) * scale).rounded(.up))))
        return centred(ink)
    }

    /// Field and box sides as set, made usable: at least 1, the box no larger than the field.
    private var geometry: (field: Int, box: Int) {
        let field = max(1, fieldSide)
        return (field, max(1, min(boxSide, field)))
    }

    private var thresholdByte: UInt8 { UInt8(max(1, min(255, (inkThreshold * 255).rounded()))) }

    /// The MNIST steps on an ink map (255 = ink): crop to the ink, fit into the box, centre by mass.
    func centred(_ ink: Image) -> PreparedDigit? {
        let (fieldSide, boxSide) = geometry
        let threshold = thresholdByte
        var minX = ink.width, minY = ink.height, maxX = -1, maxY = -1
        for y in 0..<ink.height {
            for x in 0..<ink.width where ink.pixels[y * ink.width + x] >= threshold {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        let cropWidth = maxX - minX + 1, cropHeight = maxY - minY + 1
        var cropped = [UInt8](repeating: 0, count: cropWidth * cropHeight)
        for y in 0..<cropHeight {
            let from = (minY + y) * ink.width + minX
            cropped[y * cropWidth..<(y + 1) * cropWidth] = ink.pixels[from..<from + cropWidth]
        }

        let scale = Double(boxSide) / Double(max(cropWidth, cropHeight))
        let boxWidth = max(1, min(boxSide, Int((Double(cropWidth) * scale).rounded())))
        let boxHeight = max(1, min(boxSide, Int((Double(cropHeight) * scale).rounded())))
        guard let box = try? Image(width: cropWidth, height: cropHeight, format: .gray, pixels: cropped)
            .resized(width: boxWidth, height: boxHeight) else { return nil }

        var mass = 0.0, sx = 0.0, sy = 0.0
        for y in 0..<boxHeight {
            for x in 0..<boxWidth {
                let v = Double(box.pixels[y * boxWidth + x])
                mass += v; sx += v * Double(x); sy += v * Double(y)
            }
        }
        guard mass > 0 else { return nil }
        // Whole-pixel shift putting the centre of mass nearest pixel (14, 14); clamped so a
        // lopsided digit is never cut off at the edge.
        let half = Double(fieldSide / 2)
        let left = max(0, min(fieldSide - boxWidth, Int((half - sx / mass).rounded())))
        let top = max(0, min(fieldSide - boxHeight, Int((half - sy / mass).rounded())))

        var field = [Float](repeating: 0, count: fieldSide * fieldSide)
        for y in 0..<boxHeight {
            for x in 0..<boxWidth {
                field[(top + y) * fieldSide + left + x] = Float(box.pixels[y * boxWidth + x]) / 255
            }
        }
        return PreparedDigit(width: fieldSide, height: fieldSide, pixels: field)
    }
}
