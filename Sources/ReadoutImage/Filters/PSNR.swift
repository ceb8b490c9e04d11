import Foundation

/// Peak signal-to-noise ratio of `b` against `a` in decibels, over every byte of every
/// channel (peak 255); `+infinity` when they are identical. Above 40 dB two photos look the
/// same; it is how blur approximations are held to the exact reference.
public func psnr(_ a: Image, _ b: Image) -> Double {
    precondition(a.width == b.width && a.height == b.height && a.format == b.format,
                 "psnr compares images of the same size and format")
    guard !a.pixels.isEmpty else { return .infinity }
    var squares = 0.0
    for index in a.pixels.indices {
        let difference = Double(a.pixels[index]) - Double(b.pixels[index])
        squares += difference * difference
    }
    guard squares > 0 else { return .infinity }
    let meanSquare = squares / Double(a.pixels.count)
    return 10 * log10(255 * 255 / meanSquare)
}
