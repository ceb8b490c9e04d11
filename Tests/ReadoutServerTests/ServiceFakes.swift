import Foundation
import ReadoutImage
import ReadoutRecognition
@testable import ReadoutServer

/// What the services' tests build services from besides their fakes: a decoder with the server's
/// limits and a recognition service whose Tesseract engine starts only if a test recognises.
enum ServiceTestParts {
    static let decoder = PhotoDecoder(limits: ImageLimits())
    /// Tests run side by side: the gate queues their recognitions rather than answer "busy".
    static let recognition = TextRecognitionService(recognizer: TextRecognizer(engineCount: 1),
                                                    gate: RecognitionGate(workers: 1, queueLimit: 16, metrics: nil))

    /// The error `body` throws as an `AppError`, or nil when it throws none.
    static func appError(_ body: () async throws -> Void) async -> AppError? {
        do {
            try await body()
            return nil
        } catch let error as AppError {
            return error
        } catch {
            return nil
        }
    }
}
