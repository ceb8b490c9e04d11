import Foundation
import ReadoutApps
import ReadoutRecognition
import Testing

@Suite("Filter Lab rules: the seed's screen as a state machine")
struct FilterLabRulesTests {
    let gallery = FilterLabSource(kind: .gallery, id: "street-sign", title: "Street sign")

    @Test func theDefaultStateShowsTheOriginalWithIntensityControlsDisabled() {
        let state = FilterLabState(showing: gallery)
        #expect(state.segment == .original)
        #expect(state.operations.isEmpty)
        #expect(!state.intensityControlsEnabled)
        #expect(state.steps.map(\.label) == ["Original"])
    }

    @Test func choosingASegmentAppliesItsFilterAtAQuarterToTheOriginal() throws {
        let blurred = try FilterLabRules.apply(.segment(.blur), to: FilterLabState(showing: gallery))
        #expect(blurred.operations == [FilterOperation(filter: .blur, intensity: 0.25)])
        #expect(blurred.intensityControlsEnabled)
        // Switching segment replaces the filter rather than stacking on it.
        let binarized = try FilterLabRules.apply(.segment(.binarize), to: blurred)
        #expect(binarized.operations == [FilterOperation(filter: .binarize, intensity: 0.25)])
        #expect(binarized.steps.map(\.label) == ["Original", "Blur 25%", "Binarize 25%"])
    }

    @Test func intensityButtonsAreAdditive() throws {
        var state = try FilterLabRules.apply(.segment(.blur), to: FilterLabState(showing: gallery))
        state = try FilterLabRules.apply(.intensity(0.25), to: state)
        state = try FilterLabRules.apply(.intensity(0.75), to: state)
        #expect(state.operations.map(\.intensity) == [0.25, 0.25, 0.75])
        #expect(state.steps.map(\.label) == ["Original", "Blur 25%", "Blur 25%", "Blur 75%"])
        #expect(state.revision == 3)
    }

    @Test func theSliderIsNotAdditive() throws {
        var state = try FilterLabRules.apply(.segment(.blur), to: FilterLabState(showing: gallery))
        state = try FilterLabRules.apply(.intensity(0.75), to: state)
        state = try FilterLabRules.apply(.slider(3), to: state)
        #expect(state.operations == [FilterOperation(filter: .blur, intensity: 3)])
        #expect(state.sliderIntensity == 3)
        state = try FilterLabRules.apply(.slider(1.5), to: state)
        #expect(state.operations == [FilterOperation(filter: .blur, intensity: 1.5)])
        #expect(state.steps.last?.label == "Blur 150% (slider)")
        // A button press after the slider builds on the slider's image.
        state = try FilterLabRules.apply(.intensity(0.25), to: state)
        #expect(state.operations.map(\.intensity) == [1.5, 0.25])
        #expect(state.sliderIntensity == nil)
    }

    @Test func originalRevertsEverything() throws {
        var state = try FilterLabRules.apply(.segment(.binarize), to: FilterLabState(showing: gallery))
        state = try FilterLabRules.apply(.intensity(0.75), to: state)
        state = try FilterLabRules.apply(.segment(.original), to: state)
        #expect(state.operations.isEmpty)
        #expect(state.segment == .original)
        #expect(!state.intensityControlsEnabled)
        #expect(state.recognition == nil, "the reverted image is recognised again")
    }

    @Test func disabledControlsAndOutOfRangeValuesAreRefused() throws {
        let original = FilterLabState(showing: gallery)
        #expect(throws: FilterLabError.self) { try FilterLabRules.apply(.intensity(0.25), to: original) }
        #expect(throws: FilterLabError.self) { try FilterLabRules.apply(.slider(1), to: original) }
        let blurred = try FilterLabRules.apply(.segment(.blur), to: original)
        #expect(throws: FilterLabError.self) { try FilterLabRules.apply(.slider(3.5), to: blurred) }
        #expect(throws: FilterLabError.self) { try FilterLabRules.apply(.intensity(-1), to: blurred) }
        #expect(throws: FilterLabError.self) { try FilterLabRules.apply(.slider(.nan), to: blurred) }
    }

    @Test func anotherImageStartsOverAtTheOriginal() throws {
        var state = try FilterLabRules.apply(.segment(.blur), to: FilterLabState(showing: gallery))
        state = state.recorded(nothingRead, wordCount: 3, meanConfidence: 0.5)
        let other = FilterLabSource(kind: .photo, id: "x", title: "Your photo")
        let next = try FilterLabRules.apply(.show(other), to: state)
        #expect(next.source == other)
        #expect(next.segment == .original)
        #expect(next.steps.map(\.label) == ["Original"])
        #expect(next.revision == state.revision + 1)
    }

    @Test func theStackOfAdditiveFiltersIsBounded() throws {
        var state = try FilterLabRules.apply(.segment(.blur), to: FilterLabState(showing: gallery))
        while state.operations.count < FilterLabRules.maxStackedFilters {
            #expect(state.canStackFilter)
            state = try FilterLabRules.apply(.intensity(0.75), to: state)
        }
        #expect(!state.canStackFilter)
        #expect(state.intensityControlsEnabled, "the slider still works")
        do {
            _ = try FilterLabRules.apply(.intensity(0.25), to: state)
            Issue.record("a 17th filter was stacked")
        } catch {
            #expect(error.code == .stackFull)
        }
        // The slider starts again from the original, so the buttons have room again.
        state = try FilterLabRules.apply(.slider(0.5), to: state)
        #expect(state.operations.count == 1 && state.canStackFilter)
    }

    @Test func theHistoryKeepsTheFirstStepAndTheNewest() throws {
        // Original, Blur 25%, then the slider at 1 %, 2 %, … 50 %: 52 steps.
        var state = try FilterLabRules.apply(.segment(.blur), to: FilterLabState(showing: gallery))
        let last = FilterLabRules.maxSteps + 10
        for percent in 1...last {
            state = try FilterLabRules.apply(.slider(Double(percent) / 100), to: state)
        }
        #expect(state.steps.count == FilterLabRules.maxSteps)
        #expect(state.steps.first?.label == "Original", "the original stays: the page counts words against it")
        #expect(state.steps.last?.label == "Blur \(last)% (slider)")
        let firstKept = last - (FilterLabRules.maxSteps - 2)
        #expect(state.steps[1].label == "Blur \(firstKept)% (slider)", "the oldest filter steps went first")
    }

    @Test func recordingFillsTheLatestStep() throws {
        let state = try FilterLabRules.apply(.segment(.blur), to: FilterLabState(showing: gallery))
            .recorded(.init(text: RecognizedText(text: "x", lines: []), milliseconds: 1), wordCount: 12, meanConfidence: 0.8)
        #expect(state.steps.last == FilterLabStep(label: "Blur 25%", wordCount: 12, meanConfidence: 0.8))
        #expect(state.steps.first?.wordCount == nil)
    }

    @Test func recordingStampsTheTimeAndTheNextActionClearsIt() throws {
        let moment = Date(timeIntervalSince1970: 1_800_000_000)
        let recognised = FilterLabState(showing: gallery).recorded(nothingRead, wordCount: 0, meanConfidence: nil, at: moment)
        #expect(recognised.recognizedAt == moment)
        let next = try FilterLabRules.apply(.segment(.blur), to: recognised)
        #expect(next.recognizedAt == nil && next.recognition == nil)
    }

    @Test func statesSavedBeforeTheRecognitionTimeExistedStillDecode() throws {
        let saved = try JSONEncoder().encode(FilterLabState(showing: gallery))
        var object = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
        object["recognizedAt"] = nil
        let old = try JSONSerialization.data(withJSONObject: object)
        #expect(try JSONDecoder().decode(FilterLabState.self, from: old) == FilterLabState(showing: gallery))
    }

    @Test func statesThatKeptTheRecognitionAsTextStillDecode() throws {
        let word = RecognizedWord(text: "Stop", confidence: 0.93, box: BoundingBox(x: 1, y: 2, width: 30, height: 12))
        let report = RecognitionReport(text: RecognizedText(text: "Stop", lines: [
            RecognizedLine(text: "Stop", confidence: 0.93, box: word.box, words: [word]),
        ]), milliseconds: 812.5)
        let state = FilterLabState(showing: gallery).recorded(report, wordCount: 1, meanConfidence: 0.93)
        var object = try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(state)) as? [String: Any])
        object["recognition"] = nil
        // As the hand-written recognition JSON looked until December 2026.
        object["recognitionJSON"] = #"{"text":"Stop","lines":[{"text":"Stop","confidence":0.93,"box":{"x":1,"y":2,"width":30,"height":12},"words":[{"text":"Stop","confidence":0.93,"box":{"x":1,"y":2,"width":30,"height":12}}]}],"milliseconds":812.5}"#
        let old = try JSONSerialization.data(withJSONObject: object)
        #expect(try JSONDecoder().decode(FilterLabState.self, from: old) == state)
        object["recognitionJSON"] = "{not json"
        let unreadable = try JSONDecoder().decode(FilterLabState.self, from: try JSONSerialization.data(withJSONObject: object))
        #expect(unreadable.recognition == nil, "recognised again at the next step")
    }
}

/// A recognition that read nothing.
private let nothingRead = RecognitionReport(text: RecognizedText(text: "", lines: []), milliseconds: 0)
