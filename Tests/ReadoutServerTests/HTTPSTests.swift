import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import ReadoutServer

/// HTTPS both ways: served by Readout itself from PEM files, and behind a reverse proxy it was
/// told to trust; HSTS and `Secure` cookies over HTTPS only; forwarded headers believed only from
/// a trusted proxy.
@Suite("HTTPS: built-in TLS, trusted proxies, HSTS and Secure cookies")
struct HTTPSTests {
    @Test func builtInTLSServesPagesWithHSTSAndSecureCookies() async throws {
        let files = try SelfSignedCertificate.make()
        defer { files.remove() }
        let app = try await TestApp.make { $0.tls = files.tls }
        try await app.test(.ahc(.https)) { client in
            let page = try await client.execute(uri: "/sign-in", method: .get)
            #expect(page.status == .ok)
            #expect(page.headers[.strictTransportSecurity] == "max-age=31536000")
            let cookies = page.headers[values: .setCookie]
            #expect(!cookies.isEmpty)
            #expect(cookies.allSatisfy { $0.contains("; Secure") }, "\(cookies)")
        }
    }

    @Test func plainHTTPHasNoHSTSAndNoSecureCookies() async throws {
        try await TestApp.make().test { client in
            let page = try await client.execute(uri: "/sign-in", method: .get)
            #expect(page.headers[.strictTransportSecurity] == nil)
            #expect(page.headers[values: .setCookie].allSatisfy { !$0.contains("Secure") })
        }
    }

    @Test func unreadableOrMismatchedFilesStopTheStartWithAClearMessage() throws {
        let files = try SelfSignedCertificate.make()
        let other = try SelfSignedCertificate.make()
        defer { files.remove(); other.remove() }
        #expect(throws: TLSFilesError.self) { try TLSFiles(certificatePath: "/nonexistent/cert.pem", keyPath: files.key).configuration() }
        do {
            _ = try TLSFiles(certificatePath: files.certificate, keyPath: other.key).configuration()
            Issue.record("a key of another certificate was accepted")
        } catch {
            #expect(error.description.contains("does not fit"), "\(error.description)")
        }
        do {
            _ = try TLSFiles(certificatePath: files.key, keyPath: files.key).configuration()
            Issue.record("a key file was accepted as a certificate")
        } catch {
            #expect(error.description.contains("cannot be read as PEM") || error.description.contains("holds no certificate"), "\(error.description)")
        }
        #expect(throws: Never.self) { try TLSFiles(certificatePath: files.certificate, keyPath: files.key).configuration() }
    }

    @Test func aTrustedProxySaysHTTPSAndWhoTheClientIs() async throws {
        let app = try await TestApp.make { $0.trustedProxies = ["127.0.0.1", "::1"] }
        try await app.test(.live) { client in
            var headers = HTTPFields()
            headers[.xForwardedProto] = "https"
            headers[.xForwardedFor] = "192.0.2.7"
            let page = try await client.execute(uri: "/sign-in", method: .get, headers: headers)
            #expect(page.headers[.strictTransportSecurity] != nil)
            #expect(page.headers[values: .setCookie].allSatisfy { $0.contains("; Secure") })
            let plain = try await client.execute(uri: "/sign-in", method: .get)
            #expect(plain.headers[.strictTransportSecurity] == nil)
        }
    }

    @Test func forwardedHeadersFromAnyoneElseAreIgnored() async throws {
        let app = try await TestApp.make()
        try await app.test(.live) { client in
            var headers = HTTPFields()
            headers[.xForwardedProto] = "https"
            let page = try await client.execute(uri: "/sign-in", method: .get, headers: headers)
            #expect(page.headers[.strictTransportSecurity] == nil)
            #expect(page.headers[values: .setCookie].allSatisfy { !$0.contains("Secure") })
        }
    }

    @Test func theClientIsTheNearestAddressThatIsNotOurProxy() {
        let trusted: Set<String> = ["10.0.0.2"]
        #expect(ForwardedClientMiddleware.client(forwardedFor: "192.0.2.7", trusted: trusted) == "192.0.2.7")
        // A visitor can write anything on the left; only the hop our proxy added counts.
        #expect(ForwardedClientMiddleware.client(forwardedFor: "203.0.113.9, 192.0.2.7", trusted: trusted) == "192.0.2.7")
        #expect(ForwardedClientMiddleware.client(forwardedFor: "192.0.2.7, 10.0.0.2", trusted: trusted) == "192.0.2.7")
        #expect(ForwardedClientMiddleware.client(forwardedFor: "", trusted: trusted) == nil)
    }

    @Test func secureIsAddedOnceToEveryCookie() {
        var headers = HTTPFields()
        headers.append(HTTPField(name: .setCookie, value: "a=1; Path=/; HttpOnly"))
        headers.append(HTTPField(name: .setCookie, value: "b=2; Path=/; Secure"))
        headers[.contentType] = "text/html"
        let secured = SecurityHeadersMiddleware.securingCookies(headers)
        #expect(secured[values: .setCookie] == ["a=1; Path=/; HttpOnly; Secure", "b=2; Path=/; Secure"])
        #expect(secured[.contentType] == "text/html")
    }
}

/// A throwaway self-signed certificate for localhost, made with Debian's openssl.
struct SelfSignedCertificate {
    let folder: URL
    var certificate: String { folder.appendingPathComponent("cert.pem").path }
    var key: String { folder.appendingPathComponent("key.pem").path }
    var tls: TLSFiles { TLSFiles(certificatePath: certificate, keyPath: key) }

    static func make() throws -> SelfSignedCertificate {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readout-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let made = SelfSignedCertificate(folder: folder)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                             "-keyout", made.key, "-out", made.certificate, "-days", "2", "-subj", "/CN=localhost",
                             "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TestFailure("openssl could not make a certificate") }
        return made
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
