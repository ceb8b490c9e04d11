import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import ReadoutImage
import ReadoutStore
import Testing
import ZIPFoundation
@testable import ReadoutServer

/// Day-two account control on both engines: a new password signs the other sessions out, "sign
/// out everywhere", the export ZIP holds what was made (and nothing of anyone else's), and a
/// deleted account leaves no row that names it in any table the schema has.
@Suite("Account control: password, sessions, export, deletion")
struct AccountControlTests {
    func send(_ client: any TestClientProtocol, _ method: HTTPRequest.Method, _ path: String, _ body: String = "",
              cookie: String?) async throws -> TestResponse {
        try await client.execute(uri: path, method: method, headers: apiHeaders(cookie: cookie), body: ByteBuffer(string: body))
    }

    func signIn(_ client: any TestClientProtocol, _ email: String, _ password: String) async throws -> TestResponse {
        try await send(client, .post, "/api/v1/sessions", #"{"email":"\#(email)","password":"\#(password)"}"#, cookie: nil)
    }

    @Test(arguments: TestEngine.all)
    func aNewPasswordSignsOutTheOtherSessions(engine: TestEngine) async throws {
        try await TestApp.make(engine: engine).test { client in
            let here = try await client.signUp("ada@example.org")
            let there = try #require(try await signIn(client, "ada@example.org", "correct horse battery").sessionCookie)
            let change = { (current: String, new: String) in
                #"{"currentPassword":"\#(current)","newPassword":"\#(new)","newPasswordConfirmation":"\#(new)"}"#
            }
            #expect(try await send(client, .put, "/api/v1/me/password", change("wrong guess!", "a much better one"), cookie: here)
                .errorCode == "wrong_password")
            #expect(try await send(client, .put, "/api/v1/me/password", change("correct horse battery", "short"), cookie: here)
                .errorCode == "weak_password")
            #expect(try await send(client, .put, "/api/v1/me/password", change("correct horse battery", "a much better one"), cookie: here)
                .status == .noContent)
            #expect(try await send(client, .get, "/api/v1/me", cookie: there).status == .unauthorized, "the other session is gone")
            #expect(try await send(client, .get, "/api/v1/me", cookie: here).status == .ok, "this one stays")
            #expect(try await signIn(client, "ada@example.org", "correct horse battery").status == .unauthorized)
            #expect(try await signIn(client, "ada@example.org", "a much better one").status == .ok)

            // Sign out everywhere: this session too.
            #expect(try await send(client, .delete, "/api/v1/sessions", cookie: here).status == .noContent)
            #expect(try await send(client, .get, "/api/v1/me", cookie: here).status == .unauthorized)
        }
    }

    /// Rows in several apps for `cookie`'s user: a photo, a meter with a reading, a homework
    /// calendar secret, a vocabulary notebook, a language. Returns the photo's id and bytes.
    func makeThings(_ client: any TestClientProtocol, cookie: String, shade: UInt8) async throws -> (photo: String, bytes: [UInt8]) {
        try await Self.makeThings(client, cookie: cookie, shade: shade)
    }

    static func makeThings(_ client: any TestClientProtocol, cookie: String, shade: UInt8) async throws -> (photo: String, bytes: [UInt8]) {
        func send(_ method: HTTPRequest.Method, _ path: String, _ body: String = "") async throws -> TestResponse {
            try await client.execute(uri: path, method: method, headers: apiHeaders(cookie: cookie), body: ByteBuffer(string: body))
        }
        let bytes = Array(try Image(width: 12, height: 12, format: .gray, filledWith: shade).encoded(as: .png))
        let photo = try #require(try await client.uploadPhoto(bytes, cookie: cookie, filename: "p.png").json()["id"] as? String)
        let meter = try #require(try await send(.post, "/api/v1/meters", #"{"name":"Kitchen","kind":"water"}"#).json()["id"] as? String)
        #expect(try await send(.post, "/api/v1/meters/\(meter)/readings", #"{"value":12,"photoId":"\#(photo)"}"#).status == .created)
        #expect(try await send(.post, "/api/v1/vocabulary/notebooks", #"{"title":"Chapter 1"}"#).status == .created)
        #expect(try await send(.get, "/api/v1/photos/\(photo)/text?level=fast").status == .ok)
        #expect(try await send(.put, "/api/v1/me/language", #"{"language":"pl"}"#).status == .ok)
        return (photo, bytes)
    }

    @Test(arguments: TestEngine.all)
    func theExportHoldsEverythingOfTheUserAndNothingElse(engine: TestEngine) async throws {
        try await TestApp.make(engine: engine).test { client in
            let ada = try await client.signUp("ada@example.org")
            let eve = try await client.signUp("eve@example.org")
            let (photo, bytes) = try await makeThings(client, cookie: ada, shade: 10)
            _ = try await makeThings(client, cookie: eve, shade: 200)

            let response = try await client.execute(uri: "/api/v1/me/export", method: .get, headers: cookieHeader(ada))
            #expect(response.status == .ok && response.headers[.contentType] == "application/zip")
            #expect(response.headers[.contentDisposition]?.contains("readout-export-") == true)
            let files = try ZipEntries.read(Array(buffer: response.body))
            #expect(files["readout-export/photos/\(photo).png"] == bytes, "the photo as uploaded")
            func json(_ name: String) throws -> [String: [[String: Any]]] {
                let data = Data(try #require(files["readout-export/\(name)"], "\(name) in \(files.keys.sorted())"))
                return try #require(try JSONSerialization.jsonObject(with: data) as? [String: [[String: Any]]])
            }
            let account = try json("account.json")["users"]?.first
            #expect(account?["email"] as? String == "ada@example.org" && account?["language"] as? String == "pl")
            #expect(account?["password_hash"] == nil, "no password hash")
            #expect(try json("photos.json")["photos"]?.map { $0["id"] as? String } == [photo])
            #expect(try json("photos.json")["photo_recognitions"]?.count == 1)
            #expect(try json("meters.json")["meter_readings"]?.first?["reading_value"] as? Double == 12)
            #expect(try json("vocabulary.json")["vocabulary_notebooks"]?.first?["title"] as? String == "Chapter 1")
            let everything = files.values.map { String(decoding: $0, as: UTF8.self) }.joined()
            #expect(!everything.contains("eve@example.org"), "nothing of another user")
            #expect(files.keys.allSatisfy { !$0.contains("session") })
        }
    }

    @Test(arguments: TestEngine.all)
    func aDeletedAccountLeavesNoRowThatNamesIt(engine: TestEngine) async throws {
        let app = try await TestApp.make(engine: engine)
        let store = app.store
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            let eve = try await client.signUp("eve@example.org")
            _ = try await makeThings(client, cookie: ada, shade: 10)
            _ = try await makeThings(client, cookie: eve, shade: 200)
            _ = try await signIn(client, "ada@example.org", "not the password")  // a failed sign-in names her email
            let adaID = try #require(try await store.users.find(email: "ada@example.org")).id.uuidString.lowercased()
            let eveID = try #require(try await store.users.find(email: "eve@example.org")).id.uuidString.lowercased()

            #expect(try await send(client, .delete, "/api/v1/me", #"{"password":"wrong guess!"}"#, cookie: ada).errorCode == "wrong_password")
            #expect(try await send(client, .delete, "/api/v1/me", #"{"password":"correct horse battery"}"#, cookie: ada).status == .noContent)

            // Table by table, as the schema has them now (a table added later is covered too).
            var eveRows = 0
            for table in try await store.accountData.tables() {
                for column in table.columns where column.kind == .text {
                    let naming = try await store.database.raw("""
                        SELECT COUNT(*) AS n FROM \(ident: table.name)
                        WHERE \(ident: column.name) = \(bind: adaID) OR \(ident: column.name) LIKE \(bind: "%ada@example.org%")
                        """).first()?.decode(column: "n", as: Int.self) ?? -1
                    #expect(naming == 0, "\(table.name).\(column.name) still names the deleted account")
                    eveRows += try await store.database.raw("""
                        SELECT COUNT(*) AS n FROM \(ident: table.name) WHERE \(ident: column.name) = \(bind: eveID)
                        """).first()?.decode(column: "n", as: Int.self) ?? 0
                }
            }
            #expect(eveRows >= 7, "the other user's rows stay (user, session, photo, its text, meter, reading, notebook)")
            let again = try await signIn(client, "ada@example.org", "correct horse battery")
            let unknown = try await signIn(client, "nobody@example.org", "correct horse battery")
            #expect(again.status == .unauthorized && again.text == unknown.text, "signing in fails like an unknown email")
            #expect(try await send(client, .get, "/api/v1/me", cookie: eve).status == .ok)
        }
    }
}

/// Reads every entry of a ZIP archive (checking each entry's CRC-32).
enum ZipEntries {
    static func read(_ bytes: [UInt8]) throws -> [String: [UInt8]] {
        let archive = try Archive(data: Data(bytes), accessMode: .read)
        var entries: [String: [UInt8]] = [:]
        for entry in archive {
            var content: [UInt8] = []
            _ = try archive.extract(entry) { content += $0 }
            entries[entry.path] = content
        }
        return entries
    }
}
