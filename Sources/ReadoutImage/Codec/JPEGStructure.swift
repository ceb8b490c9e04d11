import Foundation

/// The parts of a JPEG's marker structure Readout needs before decoding: the EXIF orientation
/// and whether the file reaches its end marker (libjpeg quietly pads a truncated file with gray,
/// which would hide the damage from the user).
struct JPEGStructure {
    private(set) var orientation = ExifOrientation.up
    private(set) var captureTime: CaptureTime?
    private(set) var isComplete = false

    init(_ data: Data) {
        let bytes = [UInt8](data)
        var offset = 2 // after SOI
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue } // fill byte
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let segment = offset + 4
            if marker == 0xE1, segment + length - 2 <= bytes.count, let exif = Self.exif(bytes[segment..<(segment + length - 2)]) {
                if let found = exif.firstDirectory()?.first(where: { $0.tag == 0x0112 }).flatMap({ exif.value(of: $0) }).flatMap(ExifOrientation.init(rawValue:)) {
                    orientation = found
                }
                captureTime = captureTime ?? CaptureTime(exif: exif)
            }
            if marker == 0xDA { // start of scan: entropy-coded data follows; FF is stuffed, so FFD9 can only be EOI
                isComplete = Self.containsEndMarker(bytes, after: segment + length - 2)
                return
            }
            offset = segment + length - 2
        }
    }

    private static func containsEndMarker(_ bytes: [UInt8], after start: Int) -> Bool {
        guard start < bytes.count else { return false }
        var index = bytes.count - 2
        while index >= start {
            if bytes[index] == 0xFF && bytes[index + 1] == 0xD9 { return true }
            index -= 1
        }
        return false
    }

    /// The TIFF structure inside an APP1 "Exif\0\0" segment.
    private static func exif(_ segment: ArraySlice<UInt8>) -> TIFFStructure? {
        guard segment.count > 14, segment.prefix(6).elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else { return nil }
        return TIFFStructure(Array(segment.dropFirst(6)))
    }
}
