import Foundation
import Testing

@Suite struct HistogramCommandTests {
    private let meter = "../shared/data/meter-photos/demo-sequence/reference.jpg"

    @Test func anImageMatchesItselfPerfectly() throws {
        let output = try CommandLineRunner.run(["histogram", "compare", meter, meter, "--json"])
        #expect(output.status == 0, "\(output.standardError)")
        let scores = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Double])
        #expect(Set(scores.keys) == ["correlation", "chiSquare", "intersection", "bhattacharyya"])
        #expect(abs((scores["correlation"] ?? 0) - 1) < 1e-9)
        #expect(abs(scores["chiSquare"] ?? 1) < 1e-9)
        #expect(abs(scores["bhattacharyya"] ?? 1) < 1e-6)
    }

    @Test func theSameMeterIsCloserThanAnotherMeter() throws {
        let sameMeter = "../shared/data/meter-photos/demo-sequence/531.82235.jpg"
        let otherMeter = "../shared/data/meter-photos/single/water-meter-system-complete-original.jpg"
        func correlation(_ other: String) throws -> Double {
            let output = try CommandLineRunner.run(["histogram", "compare", meter, other, "--json"])
            let scores = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Double])
            return try #require(scores["correlation"])
        }
        #expect(try correlation(sameMeter) > correlation(otherMeter))
    }

    @Test func plainOutputNamesEachMethod() throws {
        let output = try CommandLineRunner.run(["histogram", "compare", meter, meter])
        for name in ["correlation", "chi-square", "intersection", "bhattacharyya"] {
            #expect(output.standardOutput.contains(name))
        }
    }
}
