import Foundation
import ReadoutApps
import ReadoutRecognition

/// The JSON of a Filter Lab state as the page and the API see it, its labels and titles in the
/// reader's language, and the recognition of the image shown (null before the first).
struct FilterLabStateBody: Encodable {
    struct Controls: Encodable {
        let intensityButtonsEnabled: Bool
        let sliderEnabled: Bool
    }

    struct ImageInfo: Encodable {
        let url: String
        let width: Int
        let height: Int
    }

    struct Timings: Encodable {
        let filter: Double?
        let recognition: Double?
    }

    let revision: Int
    let sequence: Int?
    let source: FilterLabSource
    let segment: FilterSegment
    let sliderIntensity: Double?
    let controls: Controls
    let steps: [FilterLabStep]
    let image: ImageInfo
    let milliseconds: Timings
    let recognition: Nullable<RecognitionReport>

    init(state: FilterLabState, imageSize: (width: Int, height: Int), sequence: Int?, localizer: Localizer,
         filterMilliseconds: Double?, recognitionMilliseconds: Double?) {
        revision = state.revision
        self.sequence = sequence
        source = FilterLabWording.source(state.source, localizer)
        segment = state.segment
        sliderIntensity = state.sliderIntensity
        controls = Controls(intensityButtonsEnabled: state.canStackFilter, sliderEnabled: state.intensityControlsEnabled)
        steps = state.steps.map { FilterLabWording.step($0, localizer) }
        image = ImageInfo(url: "/api/v1/filter-lab/image?revision=\(state.revision)", width: imageSize.width, height: imageSize.height)
        milliseconds = Timings(filter: filterMilliseconds.map(Self.rounded), recognition: recognitionMilliseconds.map(Self.rounded))
        recognition = Nullable(state.recognition)
    }

    private static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}

extension FilterLabService {
    /// The state as the page embeds it and the API answers it: `FilterLabStateBody` with the
    /// image's size, the request's sequence and the outcome's timings.
    func stateBody(_ state: FilterLabState, owner: UUID, sequence: Int?, outcome: Outcome?,
                   localizer: Localizer) async throws -> FilterLabStateBody {
        let size = try await imageSize(of: state, owner: owner)
        return FilterLabStateBody(state: state, imageSize: size, sequence: sequence, localizer: localizer,
                                  filterMilliseconds: outcome?.filterMilliseconds,
                                  recognitionMilliseconds: outcome?.recognitionMilliseconds)
    }
}
