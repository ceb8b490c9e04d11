import CTesseract
import ReadoutImage

/// Throwing, owning wrappers over the few Leptonica calls preprocessing uses.
enum PixOperations {
    static func own(_ pointer: UnsafeMutablePointer<PIX>?, _ step: String) throws -> LeptonicaPix {
        guard let pointer else {
            throw RecognitionError.engineFailed("Preprocessing failed at '\(step)' (Leptonica returned no image).")
        }
        return LeptonicaPix(owning: pointer)
    }

    /// 8-bit luminance of any `Image`.
    static func gray(_ image: Image) throws -> LeptonicaPix {
        image.makeLuminancePix()
    }

    /// 8-bit gray, or 32-bit RGB without alpha (composited over white) for colour images.
    static func opaque(_ image: Image) throws -> LeptonicaPix {
        let pix = image.makePix()
        return pix.depth == 8 ? pix : try own(pixRemoveAlpha(pix.pointer), "alpha removal")
    }

    /// Flattens uneven lighting: the background becomes a uniform 200, text stays dark.
    static func normalizeBackground(_ gray: LeptonicaPix) throws -> LeptonicaPix {
        try own(pixBackgroundNormSimple(gray.pointer, nil, nil), "background normalisation")
    }

    /// Stretches a background-normalised page so that its paper (200) is white: Tesseract
    /// thresholds gray input with one global Otsu level, and paper at 200 beside the white
    /// border added around every page put that level between the two, inking the whole page.
    static func whitenedBackground(_ normalized: LeptonicaPix) throws -> LeptonicaPix {
        try own(pixGammaTRC(nil, normalized.pointer, 1, 0, 200), "background whitening")
    }

    /// Flattens lighting with a gray closing, which erases dark marks smaller than `size` pixels
    /// and so follows shadows with sharp edges better than the tile-based normalisation.
    static func normalizeBackgroundMorphologically(_ gray: LeptonicaPix, size: Int) throws -> LeptonicaPix {
        let reduction = 2
        let kernel = max(3, (size / reduction) | 1)
        return try own(pixBackgroundNormMorph(gray.pointer, nil, Int32(reduction), Int32(kernel), 200), "background normalisation")
    }

    /// Global Otsu threshold; right after background normalisation, where one threshold fits all.
    static func otsu(_ gray: LeptonicaPix) throws -> LeptonicaPix {
        // Leptonica's Otsu refuses tiles under 16 pixels; an image that small gets the middle gray.
        guard gray.width >= 16, gray.height >= 16 else {
            return try own(pixThresholdToBinary(gray.pointer, 128), "threshold")
        }
        var binary: UnsafeMutablePointer<PIX>?
        // A tile as large as the image makes Leptonica's adaptive Otsu a global one.
        pixOtsuAdaptiveThreshold(gray.pointer, Int32(gray.width), Int32(gray.height), 0, 0, 0.1, nil, &binary)
        return try own(binary, "Otsu binarisation")
    }

    /// Sauvola's local threshold; `window` is the half-width of the neighbourhood in pixels.
    static func sauvola(_ gray: LeptonicaPix, window: Int, factor: Float) throws -> LeptonicaPix {
        // Leptonica needs the image to be larger than the window; a tiny crop gets Otsu instead.
        let window = min(window, (min(gray.width, gray.height) - 3) / 2)
        guard window >= 2 else { return try otsu(gray) }
        var binary: UnsafeMutablePointer<PIX>?
        // Tiles keep Leptonica's integral images small on big photos; each must exceed the window.
        let tiles = { (size: Int) in Int32(max(1, min(size / 1000, size / (2 * window + 3)))) }
        pixSauvolaBinarizeTiled(gray.pointer, Int32(window), factor, tiles(gray.width), tiles(gray.height), nil, &binary)
        return try own(binary, "Sauvola binarisation")
    }

    /// Clears what is not text from a binarised photo: components touching the image edge that are
    /// far larger than a letter (the table around the page, its shadowed rim), which otherwise
    /// derail Tesseract's layout analysis, and specks smaller than `speck` pixels (sensor noise).
    static func removeClutter(_ binary: LeptonicaPix, letterHeight: Int, speck: Int) throws -> LeptonicaPix {
        let inner = try own(pixRemoveBorderConnComps(binary.pointer, 8), "edge clean-up")
        let touching = try own(pixXor(nil, binary.pointer, inner.pointer), "edge clean-up")
        let limit = Int32(4 * letterHeight)
        // Letters of a tight crop touch the edge too; they are small, so they stay.
        let letters = try own(pixSelectBySize(touching.pointer, limit, limit, 8, Int32(L_SELECT_IF_BOTH),
                                              Int32(L_SELECT_IF_LT), nil), "edge clean-up")
        let kept = try own(pixOr(nil, inner.pointer, letters.pointer), "edge clean-up")
        return try own(pixSelectBySize(kept.pointer, Int32(speck), Int32(speck), 8, Int32(L_SELECT_IF_EITHER),
                                       Int32(L_SELECT_IF_GT), nil), "speck removal")
    }

    static func scale(_ pix: LeptonicaPix, by factor: Double) throws -> LeptonicaPix {
        try own(pixScale(pix.pointer, Float(factor), Float(factor)), "scaling")
    }

    /// `pix` with its edges steepened: `amount` times its difference from a box blur
    /// `halfWidth` pixels either side added back (an unsharp mask).
    static func sharpened(_ pix: LeptonicaPix, halfWidth: Int, amount: Double) throws -> LeptonicaPix {
        try own(pixUnsharpMasking(pix.pointer, Int32(halfWidth), Float(amount)), "sharpening")
    }

    /// The rectangle of `pix` at (`x`, `y`), `width` by `height` pixels.
    static func clip(_ pix: LeptonicaPix, x: Int, y: Int, width: Int, height: Int) throws -> LeptonicaPix {
        var box: UnsafeMutablePointer<BOX>? = boxCreate(Int32(x), Int32(y), Int32(width), Int32(height))
        defer { boxDestroy(&box) }
        return try own(pixClipRectangle(pix.pointer, box, nil), "clipping")
    }

    static func quarterTurns(_ pix: LeptonicaPix, _ turns: Int) throws -> LeptonicaPix {
        try own(pixRotateOrth(pix.pointer, Int32(turns)), "rotation by quarter turns")
    }

    /// Rotates clockwise about the centre, keeping the size and filling with white.
    static func rotate(_ pix: LeptonicaPix, radians: Double) throws -> LeptonicaPix {
        let type = pix.depth == 1 ? L_ROTATE_SAMPLING : L_ROTATE_AREA_MAP
        return try own(pixRotate(pix.pointer, Float(radians), Int32(type), Int32(L_BRING_IN_WHITE), 0, 0),
                       "deskew rotation")
    }

    static func addWhiteBorder(_ pix: LeptonicaPix, width: Int) throws -> LeptonicaPix {
        // White is 0 in 1-bit images and 255 in gray ones.
        let white: UInt32 = pix.depth == 1 ? 0 : 255
        return try own(pixAddBorder(pix.pointer, Int32(width), white), "border")
    }

    /// The skew of text lines in a binary image, in degrees to rotate clockwise, with Leptonica's
    /// confidence (roughly: above 3 is trustworthy). Leptonica's default sweep covers ±7°; a
    /// phone held by hand turns a page further, so when that sweep is unsure or ends at its
    /// edge, ±15° is searched too and the more confident answer kept.
    static func skew(_ binary: LeptonicaPix) -> (degrees: Double, confidence: Double) {
        var angle: Float = 0, confidence: Float = 0
        guard pixFindSkew(binary.pointer, &angle, &confidence) == 0 else { return (0, 0) }
        let narrow = (degrees: Double(angle), confidence: Double(confidence))
        if narrow.confidence >= 3, abs(narrow.degrees) < 6.5 { return narrow }
        guard pixFindSkewSweepAndSearch(binary.pointer, &angle, &confidence, 4, 2, 15, 1, 0.01) == 0,
              Double(confidence) > narrow.confidence else { return narrow }
        return (Double(angle), Double(confidence))
    }

    /// Heights of the 8-connected dark components of a binary image.
    static func componentHeights(_ binary: LeptonicaPix) -> [(width: Int, height: Int)] {
        componentBoxes(binary).map { ($0.width, $0.height) }
    }

    /// Bounding boxes of the 8-connected dark components of a binary image.
    static func componentBoxes(_ binary: LeptonicaPix) -> [BoundingBox] {
        guard let boxes = pixConnCompBB(binary.pointer, 8) else { return [] }
        defer {
            var pointer: UnsafeMutablePointer<BOXA>? = boxes
            boxaDestroy(&pointer)
        }
        let count = Int(boxaGetCount(boxes))
        var result: [BoundingBox] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
            boxaGetBoxGeometry(boxes, Int32(index), &x, &y, &width, &height)
            result.append(BoundingBox(x: Int(x), y: Int(y), width: Int(width), height: Int(height)))
        }
        return result
    }
}
