import CTesseract
import Foundation
import ReadoutImage

/// One initialised Tesseract instance for one language set, with the serial queue its blocking
/// calls run on.
///
/// Tesseract's `TessBaseAPI` is not thread-safe, and loading a model takes a noticeable fraction
/// of a second, so engines are created once, lent out by `EnginePool` to one caller at a time, and
/// all their work runs on `queue`: that is what makes the unchecked `Sendable` sound, and it keeps
/// long OCR calls off Swift's cooperative thread pool.
final class TesseractEngine: @unchecked Sendable {
    /// The languages joined by `+`; the pool keys idle engines by it.
    let languageKey: String
    private let dataPath: String
    private let handle: OpaquePointer
    /// A second instance loaded with `osd.traineddata`, created on first use.
    private var orientationHandle: OpaquePointer?
    private var orientationUnavailable = false
    private let queue: DispatchQueue

    /// Loads the model; blocking, call it through `TesseractEngine.make`.
    private init(languageKey: String, dataPath: String) throws {
        guard let handle = TessBaseAPICreate() else {
            throw RecognitionError.engineFailed("Tesseract could not be started (out of memory?).")
        }
        let status = TessBaseAPIInit2(handle, dataPath, languageKey, OEM_LSTM_ONLY)
        guard status == 0 else {
            TessBaseAPIDelete(handle)
            throw RecognitionError.engineFailed(
                "Tesseract could not load '\(languageKey)' from \(dataPath); the model file may be damaged or from another Tesseract version.")
        }
        // Resolution estimates and similar chatter would otherwise go to stderr on every call.
        TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        self.handle = handle
        self.languageKey = languageKey
        self.dataPath = dataPath
        self.queue = DispatchQueue(label: "readout.tesseract.\(languageKey)", qos: .userInitiated)
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
        if let orientationHandle {
            TessBaseAPIEnd(orientationHandle)
            TessBaseAPIDelete(orientationHandle)
        }
    }

    /// Creates an engine on a background queue (model loading blocks for a while).
    static func make(languageKey: String, dataPath: String) async throws -> TesseractEngine {
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(with: Result { try TesseractEngine(languageKey: languageKey, dataPath: dataPath) })
            }
        }
    }

    /// Runs `work` on this engine's queue and returns its result to the awaiting task.
    func perform<T: Sendable>(_ work: @escaping @Sendable (TesseractEngine) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                ThreadLimit.applyToThisThread()
                continuation.resume(with: Result { try work(self) })
            }
        }
    }

    /// Reads `pix` (blocking). Every per-call setting is set again here, so nothing of a previous
    /// call (whitelist, page segmentation) leaks into this one.
    func recognize(_ pix: UnsafeMutablePointer<PIX>, segmentation: RecognitionOptions.Segmentation,
                   whitelist: String?, resolution: Int? = nil) throws -> [TesseractLine] {
        defer { TessBaseAPIClear(handle) }
        TessBaseAPISetPageSegMode(handle, segmentation.pageSegMode)
        TessBaseAPISetVariable(handle, "tessedit_char_whitelist", whitelist ?? "")
        TessBaseAPISetImage2(handle, pix)
        if let resolution { TessBaseAPISetSourceResolution(handle, Int32(resolution)) }
        guard TessBaseAPIRecognize(handle, nil) == 0 else {
            throw RecognitionError.engineFailed("Tesseract could not recognise the image.")
        }
        return TesseractResultReader.lines(of: handle)
    }

    /// Clockwise quarter turns that make the page in `pix` upright, or nil when the orientation
    /// model is missing or unsure (blocking).
    func uprightQuarterTurns(_ pix: UnsafeMutablePointer<PIX>, minimumConfidence: Float) -> Int? {
        guard let osd = orientationEngine() else { return nil }
        defer { TessBaseAPIClear(osd) }
        TessBaseAPISetPageSegMode(osd, PSM_OSD_ONLY)
        TessBaseAPISetImage2(osd, pix)
        TessBaseAPISetSourceResolution(osd, 300)
        var degrees: Int32 = 0
        var confidence: Float = 0
        var scriptConfidence: Float = 0
        guard TessBaseAPIDetectOrientationScript(osd, &degrees, &confidence, nil, &scriptConfidence) != 0,
              confidence >= minimumConfidence else { return nil }
        // Tesseract reports how the page is turned; undoing it takes the opposite rotation.
        return ((360 - Int(degrees)) % 360) / 90
    }

    private func orientationEngine() -> OpaquePointer? {
        if let orientationHandle { return orientationHandle }
        if orientationUnavailable { return nil }
        orientationUnavailable = true
        // osd.traineddata may sit in the system folder even when the text model comes from elsewhere.
        let folders = [dataPath] + TesseractData.standardFolders
        guard let folder = folders.first(where: { TesseractData.languages(in: $0).contains("osd") }),
              let osd = TessBaseAPICreate() else { return nil }
        guard TessBaseAPIInit2(osd, folder, "osd", OEM_TESSERACT_ONLY) == 0 else {
            TessBaseAPIDelete(osd)
            return nil
        }
        TessBaseAPISetVariable(osd, "debug_file", "/dev/null")
        orientationHandle = osd
        orientationUnavailable = false
        return osd
    }
}

extension RecognitionOptions.Segmentation {
    var pageSegMode: TessPageSegMode {
        switch self {
        case .automatic: PSM_AUTO
        case .singleBlock: PSM_SINGLE_BLOCK
        case .singleLine: PSM_SINGLE_LINE
        case .singleWord: PSM_SINGLE_WORD
        case .sparseText: PSM_SPARSE_TEXT
        }
    }
}

/// Tesseract spreads one page over OpenMP threads by default, which fights the pool's own
/// one-engine-per-core parallelism; and libgomp starts and wakes its team for every small
/// parallel loop. On a 384×191 book photo that made `.accurate` 663 ms where one thread takes
/// 97 ms. `OMP_THREAD_LIMIT=1` in the environment would do, but libgomp reads it when it is
/// loaded, before any Swift runs (setting it here, as Readout once did, changed nothing). The
/// ICV that turns every parallel region into a team of one is set on the thread that runs the
/// engine instead, before each call (the queue may use another thread each time).
enum ThreadLimit {
    static func applyToThisThread() {
        omp_set_max_active_levels(0)
    }
}
