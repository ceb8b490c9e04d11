import Foundation

/// The JSON body of every API error: `{"error": {"code": "…", "message": "…"}}`.
struct APIErrorBody: Codable, Equatable {
    struct Detail: Codable, Equatable {
        let code: String
        let message: String
    }
    let error: Detail

    init(_ error: AppError) {
        self.error = Detail(code: error.code, message: error.message)
    }
}
