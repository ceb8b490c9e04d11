import Foundation
import Testing
@testable import ReadoutImage

@Suite struct CaptureTimeTests {
    @Test func readsTheOriginalTimeWithItsOffset() throws {
        let time = try #require(CaptureTime(jpeg: Data(contentsOf: Fixture.url("codec/taken-offset.jpg"))))
        #expect(time == CaptureTime(local: "2026-11-25T08:30:15", offset: "+01:00"))
        // The camera's own offset wins over the zone the caller supplies.
        #expect(time.date(in: TimeZone(identifier: "America/New_York")!) == Date(timeIntervalSince1970: 1_795_591_815))
    }

    @Test func fallsBackToTheFileTimeInTheGivenZone() throws {
        let time = try #require(CaptureTime(jpeg: Data(contentsOf: Fixture.url("codec/taken-plain.jpg"))))
        #expect(time == CaptureTime(local: "2019-03-05T16:38:59", offset: nil))
        #expect(time.date(in: TimeZone(identifier: "Asia/Kuala_Lumpur")!) == Date(timeIntervalSince1970: 1_551_775_139))
    }

    @Test func noTimeWithoutExifOrOnBadBytes() throws {
        #expect(CaptureTime(jpeg: try Data(contentsOf: Fixture.url("codec/sample.jpg"))) == nil)
        #expect(CaptureTime(jpeg: try Data(contentsOf: Fixture.url("codec/sample.tiff"))) == nil)
        #expect(CaptureTime(jpeg: Data([0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF, 0x45])) == nil)
        #expect(CaptureTime.isoLocal("0000:00:00 00:00:00") == nil)
        #expect(CaptureTime.isoLocal("    :  :     :  :  ") == nil)
    }
}
