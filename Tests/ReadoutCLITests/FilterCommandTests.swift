import Foundation
import ReadoutImage
import Testing

@Suite struct FilterCommandTests {
    @Test func blurWritesAnImageOfTheSameSize() throws {
        let folder = try CommandLineRunner.temporaryDirectory()
        let output = folder.appendingPathComponent("blurred.png")
        let run = try CommandLineRunner.run(["filter", "blur", "--intensity", "0.05", "Samples/page.jpg", output.path])
        #expect(run.status == 0, "\(run.standardError)")
        let original = try Image(contentsOf: CommandLineRunner.packageRoot.appendingPathComponent("Samples/page.jpg"))
        let blurred = try Image(contentsOf: output)
        #expect(blurred.width == original.width && blurred.height == original.height)
        #expect(blurred != original)
    }

    @Test func binarizeLeavesOnlyZeroOrFullChannels() throws {
        let folder = try CommandLineRunner.temporaryDirectory()
        let output = folder.appendingPathComponent("binary.png")
        let run = try CommandLineRunner.run(["filter", "binarize", "--intensity", "0.25", "Samples/page.jpg", output.path])
        #expect(run.status == 0, "\(run.standardError)")
        let binary = try Image(contentsOf: output)
        #expect(Set(binary.pixels).isSubset(of: [0, 255]))
        #expect(Set(binary.pixels) == [0, 255])
    }

    @Test func outputFormatFollowsTheExtension() throws {
        let folder = try CommandLineRunner.temporaryDirectory()
        let jpeg = folder.appendingPathComponent("out.jpg")
        #expect(try CommandLineRunner.run(["filter", "blur", "Samples/page.jpg", jpeg.path]).status == 0)
        #expect(try ImageHeader(data: Data(contentsOf: jpeg)).format == .jpeg)

        let refused = try CommandLineRunner.run(["filter", "blur", "Samples/page.jpg", folder.appendingPathComponent("out.gif").path])
        #expect(refused.status != 0)
        #expect(refused.standardError.contains(".png"))
    }
}
