import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import ReadoutRecognition
import ReadoutServer
import ReadoutStore

/// A Readout application on a fresh database (SQLite in a temp folder unless told otherwise), with
/// fast password hashing (cost 4: the tests exercise the rules, not bcrypt's slowness).
struct TestApp {
    let built: ReadoutApplication.Built
    let store: Store
    let folder: URL
    let database: ScratchDatabase

    static func make(engine: TestEngine = .sqlite, _ adjust: (inout ServerSettings) -> Void = { _ in }) async throws -> TestApp {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readout-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = try ScratchDatabase(engine: engine, folder: folder)
        var settings = ServerSettings(database: database.location)
        settings.passwordHashCost = 4
        settings.recognitionWorkers = 2
        adjust(&settings)
        var logger = Logger(label: "readout-test")
        logger.logLevel = .warning
        let store: Store
        do {
            store = try await Store.open(settings.database, logger: logger)
        } catch {
            database.drop()
            throw error
        }
        let built: ReadoutApplication.Built
        do {
            built = try await ReadoutApplication.build(settings: settings, store: store, recognizer: SharedRecognizer.instance, logger: logger)
        } catch {
            try? await store.close()
            database.drop()
            throw error
        }
        return TestApp(built: built, store: store, folder: folder, database: database)
    }

    /// Runs `body` against the router (or, with `setup`, a live server: `.live`, `.ahc(.https)`),
    /// then closes the store, drops the database and removes the folder.
    func test(_ setup: TestingSetup = .router, _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        do {
            try await built.application.test(setup, body)
        } catch {
            try? await store.close()
            cleanUp()
            throw error
        }
        try await store.close()
        cleanUp()
    }

    private func cleanUp() {
        database.drop()
        try? FileManager.default.removeItem(at: folder)
    }
}

/// One set of Tesseract engines for all tests (each engine loads its model once).
enum SharedRecognizer {
    static let instance = TextRecognizer(engineCount: 2)
}

/// The package root, where `Samples/` lives.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Headers of an API call that changes data: JSON, and the anti-CSRF header.
func apiHeaders(cookie: String? = nil, contentType: String = "application/json") -> HTTPFields {
    var headers = HTTPFields()
    headers[.contentType] = contentType
    headers[HTTPField.Name("X-Readout")!] = "1"
    if let cookie { headers[.cookie] = cookie }
    return headers
}

func cookieHeader(_ cookie: String) -> HTTPFields {
    var headers = HTTPFields()
    headers[.cookie] = cookie
    return headers
}

extension TestResponse {
    var text: String { String(buffer: body) }

    /// `name=value` of the session cookie this response sets, ready for a Cookie header.
    var sessionCookie: String? {
        headers[values: .setCookie].first { $0.hasPrefix("readout_session=") }.flatMap { $0.split(separator: ";").first.map(String.init) }
    }

    func json() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(buffer: body)) as? [String: Any] ?? [:]
    }

    /// The value of a page form's hidden `csrfToken` field.
    var csrfToken: String? { PageTests.hiddenCSRF(in: text) }

    /// `readout_csrf=…` of the CSRF cookie this page sets, ready for a Cookie header.
    var csrfCookie: String? {
        headers[values: .setCookie].first { $0.hasPrefix("readout_csrf=") }.flatMap { $0.split(separator: ";").first.map(String.init) }
    }

    /// The `code` of an API error body.
    var errorCode: String? {
        ((try? json())?["error"] as? [String: Any])?["code"] as? String
    }
}

extension TestClientProtocol {
    /// Signs up through the API and returns the session cookie.
    func signUp(_ email: String, password: String = "correct horse battery") async throws -> String {
        let body = #"{"email":"\#(email)","password":"\#(password)"}"#
        let response = try await execute(uri: "/api/v1/accounts", method: .post, headers: apiHeaders(), body: ByteBuffer(string: body))
        guard response.status == .created, let cookie = response.sessionCookie else {
            throw TestFailure("sign-up of \(email) gave \(response.status): \(response.text)")
        }
        return cookie
    }

    /// Uploads a file as multipart (field `image`) and returns the response.
    func uploadPhoto(_ bytes: [UInt8], cookie: String?, filename: String = "photo.jpg", path: String = "/api/v1/photos",
                     extraFields: [String: String] = [:], apiHeader: Bool = true) async throws -> TestResponse {
        let boundary = "readout-test-boundary-\(UUID().uuidString)"
        var body = ByteBuffer()
        for (name, value) in extraFields {
            body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n")
        }
        body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"image\"; filename=\"\(filename)\"\r\nContent-Type: application/octet-stream\r\n\r\n")
        body.writeBytes(bytes)
        body.writeString("\r\n--\(boundary)--\r\n")
        var headers = apiHeader ? apiHeaders(cookie: cookie, contentType: "multipart/form-data; boundary=\(boundary)") : HTTPFields()
        if !apiHeader {
            headers[.contentType] = "multipart/form-data; boundary=\(boundary)"
            if let cookie { headers[.cookie] = cookie }
        }
        return try await execute(uri: path, method: .post, headers: headers, body: body)
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The sample page of printed text shipped with the repository.
func samplePageBytes() throws -> [UInt8] {
    Array(try Data(contentsOf: packageRoot.appendingPathComponent("Samples/page.jpg")))
}
