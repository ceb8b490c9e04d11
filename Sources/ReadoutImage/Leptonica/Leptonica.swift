import CTesseract

/// Process-wide Leptonica settings, applied once before the first call.
package enum Leptonica {
    /// Leptonica reports every failed read on stderr; Readout turns failures into typed errors
    /// instead, so the library's own messages are silenced. 16-bit PNGs are read as 8-bit.
    private static let configured: Bool = {
        _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
        l_pngSetReadStrip16To8(1)
        return true
    }()

    /// Runs `body` with Leptonica configured.
    package static func quietly<T>(_ body: () throws -> T) rethrows -> T {
        _ = configured
        return try body()
    }
}
