import CTesseract
import Foundation
import Testing
@testable import ReadoutRecognition

/// Tesseract's word images stay uncompressed in memory (`TesseractWordImages`): the process's
/// `pixWriteMem` asked for a PNG writes a PNM, which Leptonica reads back pixel for pixel.
@Suite struct TesseractWordImagesTests {
    @Test(arguments: [1, 8, 32])
    func aWordImageAskedForAsPNGIsKeptAsPNMAndReadsBackTheSame(depth: Int32) throws {
        let pix = try #require(pixCreate(37, 11, depth))
        var original: UnsafeMutablePointer<PIX>? = pix
        defer { pixDestroy(&original) }
        for y in 0..<Int32(11) {
            for x in 0..<Int32(37) {
                let value: UInt32 = depth == 1 ? UInt32((x * y) % 3 == 0 ? 1 : 0) : UInt32((x * 7 + y * 13) % 256) << (depth == 32 ? 8 : 0)
                pixSetPixel(pix, x, y, value)
            }
        }
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        #expect(pixWriteMem(&bytes, &size, pix, Int32(IFF_PNG)) == 0)
        let data = try #require(bytes)
        defer { free(data) }
        // PNM's magic ("P4" bitmap, "P5" gray, "P6" colour), where a PNG starts with 0x89 'P'.
        #expect(data[0] == UInt8(ascii: "P") && (UInt8(ascii: "4")...UInt8(ascii: "6")).contains(data[1]),
                "a \(depth)-bit word image begins with \(data[0]), \(data[1])")
        var readBack = pixReadMem(data, size)
        defer { pixDestroy(&readBack) }
        var same: Int32 = 0
        #expect(pixEqual(pix, try #require(readBack), &same) == 0 && same == 1)
    }
}
