import Foundation

extension TextLineAngle {
    /// The blur, in the photo's pixels, that lifts a fine texture off its text, or nil when the
    /// photo needs none. A screen photographed close up is covered in moiré (and a printed photo
    /// in halftone dots) finer than its letters: thousands of specks outnumber the letters, the
    /// lines' profile is flat, and Leptonica's threshold breaks every letter into the pattern.
    /// Smoothed by about one pixel of the working copy, the specks melt and the letters stay;
    /// the photo needs it when only the smoothed copy shows its lines clearly, and clearly
    /// sharper than the copy as it is (real dev screens 050, 051, 052: sharpness 1.24–1.36
    /// before, 2.78–3.32 after; pages whose lines are merely faint sharpen far less).
    public func textureSmoothing(for image: Image) -> Double? {
        guard let sample = sample(of: image) else { return nil }
        let plain = estimate(from: sample)
        guard plain?.isClear != true else { return nil }
        let smoothedCopy = sample.small.blurredAsStored(sigma: Self.textureBlur)
        let smoothed = Sample(small: smoothedCopy, factor: sample.factor, marks: Self.letterMarks(in: smoothedCopy))
        guard let revealed = estimate(from: smoothed), revealed.isClear,
              revealed.sharpness >= Self.textureGain * (plain?.sharpness ?? 1) else { return nil }
        return Self.photoBlur / sample.factor
    }

    /// The working copy's blur that tells texture: about one and a half of its pixels.
    static let textureBlur = 1.5
    /// How much sharper the smoothed copy's lines must stand than the plain copy's.
    static let textureGain = 1.5
    /// The blur given to a textured photo before it is read, in working-copy pixels: less than
    /// the test's, which would blur small letters beyond reading.
    static let photoBlur = 1.0
}
