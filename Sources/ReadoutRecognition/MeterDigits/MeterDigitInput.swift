import ReadoutImage

/// Turns a digit crop into network input: grey, 20×32 (the crops' usual 1:1.6 shape, as
/// AI-on-the-edge's digit models use), and each crop's brightness centred and its contrast
/// scaled to unit spread, so a dim ESP32 shot and a flash-lit one look alike to the network.
public enum MeterDigitInput {
    public static let width = 20
    public static let height = 32

    public static func prepare(_ crop: Image) -> [Float] {
        let grey = crop.format == .gray ? crop : crop.grayscale()
        guard let small = try? grey.resized(width: width, height: height) else {
            return [Float](repeating: 0, count: width * height)
        }
        let values = small.pixels.map { Float($0) / 255 }
        let mean = values.reduce(0, +) / Float(values.count)
        let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Float(values.count)
        let spread = max(variance.squareRoot(), 0.02)  // a blank crop is not blown up into noise
        return values.map { ($0 - mean) / spread }
    }
}
