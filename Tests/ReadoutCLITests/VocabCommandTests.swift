import Foundation
import Testing

@Suite struct VocabCommandTests {
    @Test func jsonListsTheWordsOfStandardInputInOrder() throws {
        let output = try CommandLineRunner.run(["vocab", "--json", "-"], input: "The children were studying ancient\nmanu-\nscripts. They ran home.\n")
        #expect(output.status == 0, "\(output.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let words = try #require(object["words"] as? [[String: Any]])
        #expect(words.map { $0["lemma"] as? String } == ["child", "study", "ancient", "manuscript", "run", "home"])
        #expect(words[3]["word"] as? String == "manuscripts")
        #expect(words[0]["sentence"] as? String == "The children were studying ancient manuscripts.")
        #expect(words[4]["sentence"] as? String == "They ran home.")
        #expect((words[0]["partsOfSpeech"] as? [String])?.first == "noun")
        #expect((words[0]["definition"] as? String)?.isEmpty == false)
        #expect(words[0]["rank"] is Int)
        #expect(words[0]["translations"] == nil, "translations only when asked for")
    }

    @Test func levelHidesCommonWordsAndTranslateAddsMeanings() throws {
        let output = try CommandLineRunner.run(["vocab", "--json", "--level", "3000", "--translate", "pol", "-"], input: "A big house with a balustrade.\n")
        #expect(output.status == 0, "\(output.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let words = try #require(object["words"] as? [[String: Any]])
        #expect(words.map { $0["lemma"] as? String } == ["balustrade"])
        #expect((words[0]["translations"] as? [String])?.isEmpty == false)
        #expect(words[0]["rank"] is NSNull || (words[0]["rank"] as? Int ?? 0) > 3000)
    }

    /// Tesseract's phototest page: every word labelled in VocabularyLabelledPages is read
    /// from the image too.
    @Test func readsThePageImage() throws {
        let output = try CommandLineRunner.run(["vocab", "../shared/data/ocr/tesseract-test/phototest.tif"])
        #expect(output.status == 0, "\(output.standardError)")
        let lemmas = output.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(lemmas == ["point", "text", "test", "code", "see", "work", "type", "file", "format", "quick", "brown", "dog", "jump", "lazy", "fox"])
    }

    @Test func badArgumentsAreOneClearSentence() throws {
        let none = try CommandLineRunner.run(["vocab"])
        #expect(none.status != 0 && none.standardError.contains("Name at least one image or text file"))
        let language = try CommandLineRunner.run(["vocab", "--translate", "xx", "-"], input: "house\n")
        #expect(language.status != 0 && language.standardError.contains("--translate takes one of pol, deu, fra, spa, rus"))
        let missing = try CommandLineRunner.run(["vocab", "no-such-page.jpg"])
        #expect(missing.status != 0 && missing.standardError.contains("No such file: no-such-page.jpg"))
        let corrupt = try CommandLineRunner.run(["vocab", "Package.swift"])
        #expect(corrupt.status != 0 && !corrupt.standardError.isEmpty)
    }
}
