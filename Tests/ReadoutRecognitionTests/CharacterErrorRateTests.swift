import Testing
import ReadoutRecognition

@Suite struct CharacterErrorRateTests {
    @Test func countsEditsAgainstNormalisedGroundTruth() {
        #expect(CharacterErrorRate.between("Hello world", groundTruth: "Hello world") == 0)
        #expect(CharacterErrorRate.between("  Hello \n\n world\t", groundTruth: "Hello world") == 0)
        #expect(abs(CharacterErrorRate.between("Helo world", groundTruth: "Hello world") - 1.0 / 11) < 1e-9)
        #expect(CharacterErrorRate.between("", groundTruth: "abcd") == 1)
        #expect(CharacterErrorRate.between("", groundTruth: " ") == 0)
        #expect(CharacterErrorRate.editDistance(Array("kitten"), Array("sitting")) == 3)
    }
}
