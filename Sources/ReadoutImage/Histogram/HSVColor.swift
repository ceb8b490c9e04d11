/// A colour in OpenCV's 8-bit HSV: hue in 0..<180 (degrees halved), saturation and value in 0...255.
public struct HSVColor: Sendable, Hashable {
    /// Hue in degrees divided by two, 0..<180, as OpenCV stores it in a byte.
    public var hue: UInt8
    /// Saturation, 0 (gray) … 255 (pure colour).
    public var saturation: UInt8
    /// Value: the largest of red, green and blue.
    public var value: UInt8

    /// Wraps components that are already in OpenCV's 8-bit HSV ranges.
    public init(hue: UInt8, saturation: UInt8, value: UInt8) {
        self.hue = hue
        self.saturation = saturation
        self.value = value
    }

    /// Converts an sRGB colour bit-for-bit as OpenCV's `cvtColor(_, COLOR_RGB2HSV)` does for 8-bit images.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        let r = Int32(red), g = Int32(green), b = Int32(blue)
        let v = max(max(r, g), b)
        let diff = v - min(min(r, g), b)
        let numerator = OpenCVHSV.sectorNumerator(red: r, green: g, blue: b, max: v, diff: diff)
        self.init(hue: UInt8(OpenCVHSV.hue(sectorNumerator: numerator, diff: diff)),
                  saturation: UInt8(OpenCVHSV.saturation(max: v, diff: diff)),
                  value: UInt8(v))
    }
}
