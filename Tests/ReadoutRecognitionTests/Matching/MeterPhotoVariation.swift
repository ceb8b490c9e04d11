import Foundation
import ReadoutImage
import ReadoutSupport

/// Another shot of the same meter, simulated: the camera turned (up to ±`maximumRotation`°) and
/// aimed a little off (a window of 75–95 % of each side, anywhere), a lamp brighter or dimmer
/// (×0.55–1.45) and warmer or colder, light falling off across the frame, and focus soft
/// (Gaussian blur up to `maximumBlur` px). Deterministic per seed.
struct MeterPhotoVariation {
    var maximumRotation = 12.0
    /// In pixels of the (320-pixel) photo.
    var maximumBlur = 2.0

    /// Where the camera looked: output pixel (x, y) → source point, a window scaled by `keep`
    /// and turned by `angle` about the centre, shifted by the offset.
    struct Aim {
        let keep: Double, angle: Double, offsetX: Double, offsetY: Double

        init(_ random: inout SeededRandomNumberGenerator, maximumRotation: Double, width: Int, height: Int) {
            keep = random.uniform(0.75, 0.95)
            angle = random.uniform(-1, 1) * maximumRotation * .pi / 180
            offsetX = random.uniform(-1, 1) * (1 - keep) / 2 * Double(width)
            offsetY = random.uniform(-1, 1) * (1 - keep) / 2 * Double(height)
        }

        /// Where a point of the source lands in the varied photo (the inverse of the sampling).
        func place(x: Double, y: Double, width: Int, height: Int) -> (x: Double, y: Double) {
            let centreX = Double(width) / 2, centreY = Double(height) / 2
            let du = x - centreX - offsetX, dv = y - centreY - offsetY
            return (centreX + (cos(angle) * du + sin(angle) * dv) / keep, centreY + (-sin(angle) * du + cos(angle) * dv) / keep)
        }
    }

    /// The aim of the shot `seed` of a photo of this size.
    func aim(seed: UInt64, width: Int, height: Int) -> Aim {
        var random = SeededRandomNumberGenerator(seed: seed)
        return Aim(&random, maximumRotation: maximumRotation, width: width, height: height)
    }

    func vary(_ photo: Image, seed: UInt64) throws -> Image {
        var random = SeededRandomNumberGenerator(seed: seed)
        let source = photo.format == .rgba ? photo : photo.rgba()
        let width = source.width, height = source.height
        let aim = Aim(&random, maximumRotation: maximumRotation, width: width, height: height)
        let (keep, angle, offsetX, offsetY) = (aim.keep, aim.angle, aim.offsetX, aim.offsetY)
        let gain = random.uniform(0.55, 1.45)
        let warmth = random.uniform(-0.15, 0.15)
        let channelGains = [gain * (1 + warmth), gain, gain * (1 - warmth)]
        let lightAngle = random.uniform(0, 2 * .pi)
        let falloff = random.uniform(0, 0.5)
        let blur = random.uniform(0, maximumBlur)

        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let centreX = Double(width) / 2, centreY = Double(height) / 2
        for y in 0..<height {
            for x in 0..<width {
                let dx = (Double(x) + 0.5 - centreX) * keep, dy = (Double(y) + 0.5 - centreY) * keep
                let u = centreX + offsetX + cos(angle) * dx - sin(angle) * dy
                let v = centreY + offsetY + sin(angle) * dx + cos(angle) * dy
                let nx = Double(x) / Double(width) - 0.5, ny = Double(y) / Double(height) - 0.5
                let light = 1 - falloff * ((nx * cos(lightAngle) + ny * sin(lightAngle)) / 0.71 * 0.5 + 0.5)
                let sx = min(max(Int(u), 0), width - 1), sy = min(max(Int(v), 0), height - 1)
                for channel in 0..<3 {
                    let value = Double(source.pixels[(sy * width + sx) * 4 + channel]) * channelGains[channel] * light
                    pixels[(y * width + x) * 4 + channel] = UInt8(min(max(value.rounded(), 0), 255))
                }
            }
        }
        return GaussianBlur(radius: blur).apply(to: Image(width: width, height: height, format: .rgba, pixels: pixels))
    }
}
