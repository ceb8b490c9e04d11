import Foundation
import ReadoutImage
import Testing
@testable import ReadoutRecognition

/// One warm pool shared by the suite, as an app would hold it.
let sharedRecognizer = TextRecognizer(engineCount: 2)

@Suite struct TextRecognizerTests {
    let uw3 = "010001.bin.png"  // "Efficient Algorithms for Finding Maximum Matching in Graphs"

    @Test func eightConcurrentCallsOnTwoEnginesMatchSerialResults() async throws {
        let names = ["010001.bin.png", "010003.bin.png", "010005.bin.png", "010006.bin.png"]
        let images = try names.map { try TestData.image(try TestData.entry($0).url) }
        let recognizer = TextRecognizer(engineCount: 2)
        var serial: [RecognizedText] = []
        for image in images { serial.append(try await recognizer.recognize(image, options: .init(level: .fast))) }
        let concurrent = try await withThrowingTaskGroup(of: (Int, RecognizedText).self) { group in
            for index in 0..<8 {
                group.addTask { (index, try await recognizer.recognize(images[index % 4], options: .init(level: .fast))) }
            }
            var results: [(Int, RecognizedText)] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(concurrent.count == 8)
        for (index, result) in concurrent { #expect(result == serial[index % 4]) }
    }

    @Test func unknownLanguageIsATypedError() async throws {
        let image = try TestData.image(try TestData.entry(uw3).url)
        let error = await #expect(throws: RecognitionError.self) {
            try await sharedRecognizer.recognize(image, options: .init(languages: ["eng", "xyz"]))
        }
        guard case .languageNotInstalled(let language, let installed)? = error else {
            Issue.record("expected languageNotInstalled, got \(String(describing: error))")
            return
        }
        #expect(language == "xyz")
        #expect(installed.contains("eng"))
        #expect(error?.description.contains("install tesseract-ocr-xyz") == true)
        #expect(TextRecognizer.installedLanguages().contains("eng"))
    }

    @Test func whitelistIsHonouredAndDoesNotLeakIntoTheNextCall() async throws {
        let image = try TestData.image(try TestData.entry(uw3).url)
        let recognizer = TextRecognizer(engineCount: 1)  // one engine, so both calls share it
        let plain = try await recognizer.recognize(image, options: .init(level: .fast))
        let limited = try await recognizer.recognize(image, options: .init(level: .fast, characterWhitelist: "EAMG"))
        let after = try await recognizer.recognize(image, options: .init(level: .fast))
        #expect(!limited.text.isEmpty)
        #expect(limited.text.allSatisfy { "EAMG".contains($0) || $0.isWhitespace })
        #expect(after == plain)
        #expect(CharacterErrorRate.normalized(plain.text) == "Efficient Algorithms for Finding Maximum Matching in Graphs")
    }

    @Test func singleLineSegmentationReadsAUW3Line() async throws {
        let entry = try TestData.entry("010005.bin.png")
        let image = try TestData.image(entry.url)
        for level in RecognitionOptions.Level.allCases {
            let result = try await sharedRecognizer.recognize(image, options: .init(level: level, segmentation: .singleLine))
            #expect(result.lines.count == 1)
            #expect(CharacterErrorRate.between(result.text, groundTruth: try TestData.groundTruth(entry)) <= 0.02)
        }
    }

    @Test func wordBoxesLandOnTheGroundTruthCharacters() async throws {
        let entry = try TestData.entry("trainingtimes.tif")
        let image = try TestData.image(entry.url)
        let characters = try TestData.characterBoxes(TestData.root.appendingPathComponent("ocr/tesseract-test/trainingtimes.box"))
        // "simple" is characters 2…7 of the box file; box files count y from the bottom.
        let simple = characters[2...7]
        let expected = BoundingBox(x: simple.map(\.left).min()!, y: image.height - simple.map(\.top).max()!,
                                   width: simple.map(\.right).max()! - simple.map(\.left).min()!,
                                   height: simple.map(\.top).max()! - simple.map(\.bottom).min()!)
        for level in RecognitionOptions.Level.allCases {
            let result = try await sharedRecognizer.recognize(image, options: .init(level: level))
            let word = try #require(result.lines.flatMap(\.words).first { $0.text == "simple" })
            #expect(abs(word.box.x - expected.x) <= 6 && abs(word.box.maxX - expected.maxX) <= 6, "\(level): \(word.box) vs \(expected)")
            #expect(abs(word.box.y - expected.y) <= 6 && abs(word.box.maxY - expected.maxY) <= 6, "\(level): \(word.box) vs \(expected)")
            #expect(word.confidence > 0.5 && word.confidence <= 1)
        }
    }

    @Test func boxesOfARotatedPageMapBackToItsOwnPixels() async throws {
        let upright = try await sharedRecognizer.recognize(try TestData.image(try TestData.entry("phototest.tif").url),
                                                           options: .init(level: .fast))
        let turnedImage = try TestData.image(try TestData.entry("phototest-rotated-180.png").url)
        let turned = try await sharedRecognizer.recognize(turnedImage, options: .init(level: .accurate))
        #expect(CharacterErrorRate.between(turned.text, groundTruth: upright.text) <= 0.02)
        for word in turned.lines.flatMap(\.words) {
            #expect(word.box.x >= 0 && word.box.y >= 0 && word.box.maxX <= turnedImage.width && word.box.maxY <= turnedImage.height)
        }
        // The first word of the page sits, turned half-way round, at the bottom right.
        let first = try #require(upright.lines.first?.words.first)
        let mapped = try #require(turned.lines.first?.words.first)
        #expect(first.text == mapped.text)
        let expected = BoundingBox(x: turnedImage.width - first.box.maxX, y: turnedImage.height - first.box.maxY,
                                   width: first.box.width, height: first.box.height)
        #expect(abs(mapped.box.x - expected.x) <= 4 && abs(mapped.box.y - expected.y) <= 4, "\(mapped.box) vs \(expected)")
        #expect(abs(mapped.box.maxX - expected.maxX) <= 4 && abs(mapped.box.maxY - expected.maxY) <= 4, "\(mapped.box) vs \(expected)")
    }

    @Test func minimumTextHeightDropsSmallText() async throws {
        // The same line twice: as scanned, and three times larger underneath.
        let line = try TestData.image(try TestData.entry(uw3).url).grayForTest()
        let page = Image.stacked([line, line.nearestNeighbourScaled(by: 3)], gap: 20)
        let all = try await sharedRecognizer.recognize(page, options: .init(level: .fast))
        let large = try await sharedRecognizer.recognize(page, options: .init(level: .fast, minimumTextHeight: 0.3))
        let words = large.lines.flatMap(\.words)
        // Every small word is gone, the large ones stay.
        #expect(all.lines.flatMap(\.words).contains { $0.box.maxY <= line.height + 20 })
        #expect(!words.isEmpty && words.allSatisfy { $0.box.maxY > 2 * line.height + 20 })
        #expect(words.allSatisfy { Double($0.box.height) >= 0.3 * Double(page.height) })
        #expect(CharacterErrorRate.between(large.text, groundTruth: "Efficient Algorithms for Finding Maximum Matching in Graphs") <= 0.05)
    }

    @Test func emptyImageGivesNoText() async throws {
        let blank = Image(width: 200, height: 100, format: .gray, filledWith: 255)
        for level in RecognitionOptions.Level.allCases {
            let result = try await sharedRecognizer.recognize(blank, options: .init(level: level))
            #expect(result.text.isEmpty && result.lines.isEmpty)
        }
    }

    /// Leptonica's Otsu refuses images under 16 pixels a side; a 1×1 upload was a 422 before.
    @Test func aTinyImageGivesNoTextRatherThanAnError() async throws {
        for (width, height) in [(1, 1), (15, 40), (40, 15)] {
            let tiny = Image(width: width, height: height, format: .gray, filledWith: 128)
            for level in RecognitionOptions.Level.allCases {
                let result = try await sharedRecognizer.recognize(tiny, options: .init(level: level))
                #expect(result.text.isEmpty, "\(width)×\(height) at \(level)")
            }
        }
    }
}

extension Image {
    func grayForTest() -> Image {
        guard format == .rgba else { return self }
        var gray = [UInt8](repeating: 0, count: width * height)
        for index in 0..<width * height {
            let r = Int(pixels[index * 4]), g = Int(pixels[index * 4 + 1]), b = Int(pixels[index * 4 + 2])
            gray[index] = UInt8((r * 299 + g * 587 + b * 114) / 1000)
        }
        return Image(width: width, height: height, format: .gray, pixels: gray)
    }

    func nearestNeighbourScaled(by factor: Int) -> Image {
        var out = [UInt8](repeating: 0, count: width * height * factor * factor)
        for y in 0..<height * factor {
            for x in 0..<width * factor { out[y * width * factor + x] = pixels[(y / factor) * width + x / factor] }
        }
        return Image(width: width * factor, height: height * factor, format: .gray, pixels: out)
    }

    /// Gray images one under another on white, left-aligned, with `gap` white rows between.
    static func stacked(_ images: [Image], gap: Int) -> Image {
        let width = images.map(\.width).max() ?? 0
        let height = images.map(\.height).reduce(0, +) + gap * (images.count + 1)
        var out = [UInt8](repeating: 255, count: width * height)
        var top = gap
        for image in images {
            for y in 0..<image.height {
                for x in 0..<image.width { out[(top + y) * width + x] = image.pixels[y * image.width + x] }
            }
            top += image.height + gap
        }
        return Image(width: width, height: height, format: .gray, pixels: out)
    }
}
