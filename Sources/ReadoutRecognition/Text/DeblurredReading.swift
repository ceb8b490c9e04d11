import ReadoutImage

/// A photo taken with a moving hand smears small text past what Tesseract reads (two columns of
/// body text at x-height 5 px smeared 7 px read at CER 0.65–0.83 among the more-dev camera
/// photos). When a photo's page reads with little confidence, the smear is estimated from the
/// photo (`MotionBlurEstimator`), undone (`RichardsonLucy`), and the sharpened photo read again
/// by the same pipeline. The caller keeps that reading only when it reads better: on a sharp
/// photo the estimated smear is noise.
enum DeblurredReading {
    /// Pages read with at least this mean confidence are left alone (the smeared two-column
    /// photos read at 0.42–0.46; every other page of the more-dev set at 0.82 or more).
    static let belowConfidence = 0.7
    /// Shorter smears are within what Tesseract reads through, and where sharp photos' noise
    /// estimates fall (3–3.6 px on most of the dev photos).
    static let shortestSmear = 4.5
    /// Larger photos are not deblurred: 60 Richardson–Lucy steps take about 1 s per
    /// 2 megapixels on 2 cores, and a 12-megapixel photo would double its reading time.
    static let maximumPixels = 4_000_000

    /// The photo sharpened, or nil when it is too large, too small or not smeared enough to try.
    static func sharpened(_ image: Image) -> Image? {
        guard image.pixelCount <= maximumPixels else { return nil }
        // Converted once: both steps work on gray and take a gray image as it is.
        var gray = image.grayscale()
        gray.dotsPerInch = image.dotsPerInch
        guard let smear = MotionBlurEstimator().estimate(in: gray), smear.length >= shortestSmear else { return nil }
        return RichardsonLucy(kernel: BlurKernel(motion: smear, defocus: BlurKernel.phoneDefocus)).deblur(gray)
    }
}
