import Foundation
import ReadoutApps

/// What Meters' page templates read (meters.mustache, meters-meter.mustache).
extension MetersPages {
    struct MeterRow: Sendable {
        let id: String
        let name: String
        let detail: String
        let page: String
    }

    struct HomeContent: Sendable {
        let meters: [MeterRow]
        let empty: Bool
        let kinds: [Choice]
        let nameValue: String
        /// A photo from the library to identify at once (?photo=ID, e.g. shared to Readout).
        let startPhoto: String?
        let photoProblem: String?
    }

    struct ReadingRow: Sendable {
        let id: String
        let takenAt: String
        let takenText: String
        let valueText: String
        let useText: String?
        let note: String?
        let photoUrl: String?
        let photoPage: String?
        /// The edit form: open after a refused edit, with what was typed and why.
        let editing: Bool
        let editValue: String
        let editTakenAt: String
        let editNote: String
        let editConcerns: String?
        let editError: String?
    }

    struct ReferenceRow: Sendable {
        let id: String
        let previewUrl: String
        let photoPage: String
    }

    /// A refused edit of one reading, shown in its own form.
    struct RefusedEdit {
        let reading: UUID
        let form: ReadingForm
        let error: AppError
    }

    struct MeterContent: Sendable {
        let meter: MeterRow
        let nameValue: String
        let unitValue: String
        let kinds: [Choice]
        let integerDigitsValue: Int
        let decimalDigitsValue: Int
        let periods: [ChoiceLink]
        let useChart: String?
        let readingsChart: String?
        let readings: [ReadingRow]
        let empty: Bool
        let exportCsv: String
        let valueValue: String
        let takenAtValue: String
        let noteValue: String
        let photoIdValue: String
        /// Set when the typed reading looks wrong: the form asks to confirm it.
        let concerns: String?
        let wheels: Int
        /// "x,y,width,height" in fractions of the photo, once marked.
        let strip: String?
        let hasStrip: Bool
        /// A photo the user confirmed shows this meter (from the meters page), read on arrival.
        let startPhoto: String?
        let photoProblem: String?
        let references: [ReferenceRow]
        let hasReferences: Bool
        let firstReference: ReferenceRow?
        let customFrom: String
        let customTo: String
    }
}
