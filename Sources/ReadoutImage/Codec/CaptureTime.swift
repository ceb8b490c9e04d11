import Foundation

/// When the camera says a JPEG was taken: EXIF DateTimeOriginal (or IFD0's DateTime), the wall
/// clock the camera showed. Cameras rarely say their time zone (OffsetTimeOriginal, EXIF 2.31),
/// so the local time is kept as written and the reader's own zone placed on it by the caller.
public struct CaptureTime: Sendable, Equatable, Codable {
    /// "2026-11-25T08:30:00", the camera's wall clock.
    public let local: String
    /// "+01:00" when the camera wrote its offset.
    public let offset: String?

    public init(local: String, offset: String?) {
        self.local = local
        self.offset = offset
    }

    /// The capture time of JPEG bytes, or nil (not a JPEG, no EXIF, no or a malformed date).
    public init?(jpeg data: Data) {
        guard data.count > 4, data[data.startIndex] == 0xFF, data[data.startIndex + 1] == 0xD8,
              let found = JPEGStructure(data).captureTime else { return nil }
        self = found
    }

    init?(exif: TIFFStructure) {
        let main = exif.firstDirectory() ?? []
        let sub = main.first { $0.tag == 0x8769 }.flatMap { exif.value(of: $0) }.flatMap(exif.directory(at:)) ?? []
        func text(_ tag: Int, in entries: [TIFFStructure.Entry]) -> String? {
            entries.first { $0.tag == tag }.flatMap(exif.ascii(of:))
        }
        // DateTimeOriginal 0x9003 with OffsetTimeOriginal 0x9011; else DateTime 0x0132 with OffsetTime 0x9010.
        guard let written = text(0x9003, in: sub) ?? text(0x0132, in: main), let local = Self.isoLocal(written) else { return nil }
        self.local = local
        let offset = text(0x9011, in: sub) ?? text(0x9010, in: sub)
        self.offset = offset.flatMap { $0.wholeMatch(of: /[+-]\d\d:\d\d/) != nil ? $0 : nil }
    }

    /// "2026:11:25 08:30:00" → "2026-11-25T08:30:00"; nil for the blank or zero dates some cameras write.
    static func isoLocal(_ exif: String) -> String? {
        guard let match = exif.wholeMatch(of: /(\d{4}):(\d\d):(\d\d) (\d\d):(\d\d):(\d\d)/),
              let year = Int(match.1), let month = Int(match.2), let day = Int(match.3), let hour = Int(match.4),
              let minute = Int(match.5), let second = Int(match.6),
              year >= 1970, (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        return "\(match.1)-\(match.2)-\(match.3)T\(match.4):\(match.5):\(match.6)"
    }

    /// The instant, in the camera's offset when it wrote one, else in `zone`.
    public func date(in zone: TimeZone) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        if let offset {
            formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssxxx"
            return formatter.date(from: local + offset)
        }
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.date(from: local)
    }
}
