import Foundation

/// The JSON body of every API error: `{"error": {"code": "…", "message": "…"}}`; the code is
/// stable English, the message is in the reader's language.
struct APIErrorBody: Codable, Equatable {
    struct Detail: Codable, Equatable {
        let code: String
        let message: String
    }
    let error: Detail

    init(_ error: AppError, language: Language) {
        self.error = Detail(code: error.code, message: error.message(in: language))
    }
}
