import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// Homework through the HTTP API: a photo's due date read by real Tesseract, items saved,
/// listed, marked done and kept from other users, and the calendar feed behind its secret.
@Suite("Homework API")
struct HomeworkAPITests {
    static func fixture(_ name: String) -> [UInt8] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
        return (try? Array(Data(contentsOf: file))) ?? []
    }

    static let assignment = fixture("assignment.png")
    /// `Scripts/make-essay-photo.py`: its due line ends in a shadow, where `.fast` cuts it after "at".
    static let essay = fixture("essay-due-with-time.jpg")
    /// `Scripts/make-syllabus-photo.py`: a schedule of five assignments, each set on one day and due on a later one.
    static let syllabus = fixture("syllabus-schedule.jpg")
    /// `Scripts/make-polish-assignment-photo.py`: "Termin oddania: piątek, 11 grudnia 2026, godz. 14:30."
    static let polishAssignment = fixture("polish-assignment.jpg")

    /// Uploads `photo` as `cookie`'s and asks for its extraction with `reference` as today.
    func extraction(of photo: [UInt8], reference: String, _ client: any TestClientProtocol, cookie: String) async throws -> TestResponse {
        let upload = try await client.execute(uri: "/api/v1/photos", method: .post, headers: apiHeaders(cookie: cookie, contentType: "image/jpeg"),
                                              body: ByteBuffer(bytes: photo))
        let photoID = try #require(try upload.json()["id"] as? String)
        return try await send(client, .post, "/api/v1/homework/extractions",
                              #"{"photoId":"\#(photoID)","reference":"\#(reference)"}"#, cookie: cookie)
    }

    func send(_ client: any TestClientProtocol, _ method: HTTPRequest.Method, _ path: String, _ body: String = "",
              cookie: String) async throws -> TestResponse {
        try await client.execute(uri: path, method: method, headers: apiHeaders(cookie: cookie), body: ByteBuffer(string: body))
    }

    @Test func aScheduleGivesEveryItemWithItsDueColumn() async throws {
        let app = try await TestApp.make()
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            let read = try await extraction(of: Self.syllabus, reference: "2027-01-20", client, cookie: ada)
            let items = try #require(try read.json()["items"] as? [[String: Any]], "\(read.text)")
            let found = items.map { "\($0["title"] as? String ?? "?") @ \($0["dueDay"] as? String ?? "?")" }
            #expect(found == ["Source analysis 1 @ 2027-02-08", "Map quiz @ 2027-02-15", "Book review @ 2027-03-08",
                              "Research proposal @ 2027-03-29", "Final essay @ 2027-04-30"])
            #expect(try read.json()["className"] as? String == "HIST 210", "the class is guessed once for the page")
        }
    }

    @Test func aPhotoKeepsTheTimeItsLineStates() async throws {
        let app = try await TestApp.make()
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            let read = try await extraction(of: Self.essay, reference: "2026-11-20", client, cookie: ada)
            let due = try #require(try read.json()["due"] as? [String: Any], "\(read.text)")
            #expect(due["value"] as? String == "2026-12-04T15:30", "the reading cut after 'at 3' must not win")
        }
    }

    @Test func aPolishSheetIsReadInPolish() async throws {
        let app = try await TestApp.make()
        try await app.test { client in
            let ola = try await client.signUp("ola@example.org")
            #expect(try await send(client, .put, "/api/v1/me/language", #"{"language":"pl"}"#, cookie: ola).status == .ok)
            let read = try await extraction(of: Self.polishAssignment, reference: "2026-11-20", client, cookie: ola)
            let due = try #require(try read.json()["due"] as? [String: Any], "\(read.text)")
            #expect(due["value"] as? String == "2026-12-11T14:30", "the deadline, not the lecture on 2 December")
        }
    }

    @Test func remindersAreChosenPerUserAndRefuseWhatIsNotOffered() async throws {
        let app = try await TestApp.make()
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            let grace = try await client.signUp("grace@example.org")
            let standard = try await send(client, .get, "/api/v1/homework/reminders", cookie: ada).json()
            #expect(standard["minutesBefore"] as? [Int] == [1440, 120])
            #expect((standard["choices"] as? [Int])?.contains(10080) == true)
            let chosen = try await send(client, .put, "/api/v1/homework/reminders", #"{"minutesBefore":[30,10080]}"#, cookie: ada)
            #expect(chosen.status == .ok, "\(chosen.text)")
            #expect(try chosen.json()["minutesBefore"] as? [Int] == [10080, 30], "largest first")
            let refused = try await send(client, .put, "/api/v1/homework/reminders", #"{"minutesBefore":[45]}"#, cookie: ada)
            #expect(refused.status == .badRequest)
            #expect((try refused.json()["error"] as? [String: Any])?["code"] as? String == "invalid_reminders")
            let kept = try await send(client, .get, "/api/v1/homework/reminders", cookie: ada).json()
            #expect(kept["minutesBefore"] as? [Int] == [10080, 30], "a refused choice changes nothing")
            let others = try await send(client, .get, "/api/v1/homework/reminders", cookie: grace).json()
            #expect(others["minutesBefore"] as? [Int] == [1440, 120], "one user's choice is theirs alone")
            let none = try await send(client, .put, "/api/v1/homework/reminders", #"{"minutesBefore":[]}"#, cookie: ada)
            #expect(try none.json()["minutesBefore"] as? [Int] == [])
        }
    }

    @Test func aPhotographedAssignmentBecomesAnItemInTheList() async throws {
        let app = try await TestApp.make()
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            let upload = try await client.execute(uri: "/api/v1/photos", method: .post, headers: apiHeaders(cookie: ada, contentType: "image/png"),
                                                  body: ByteBuffer(bytes: Self.assignment))
            #expect(upload.status == .created)
            let photoID = try #require(try upload.json()["id"] as? String)

            let read = try await send(client, .post, "/api/v1/homework/extractions",
                                      #"{"photoId":"\#(photoID)","reference":"2026-03-04"}"#, cookie: ada)
            #expect(read.status == .ok, "\(read.text)")
            let extraction = try read.json()
            let due = try #require(extraction["due"] as? [String: Any])
            #expect(due["value"] as? String == "2026-03-20T17:00", "the cue 'Due' beats 'Assigned March 2'")
            let highlights = try #require(extraction["highlights"] as? [[String: Int]])
            let photoHeight = try #require((extraction["photo"] as? [String: Any])?["height"] as? Int)
            #expect(highlights.count >= 3, "the due date's words are marked on the photo")
            // The due line is in the photo's lower half, the "Assigned March 2, 2026" line above it.
            #expect(highlights.allSatisfy { ($0["y"] ?? 0) > photoHeight / 2 }, "\(highlights)")
            #expect(extraction["className"] as? String == "CS 101")
            let items = try #require(extraction["items"] as? [[String: Any]])
            #expect(items.count == 1 && items.first?["dueDay"] as? String == "2026-03-20" && items.first?["dueTime"] as? String == "17:00",
                    "one item on an assignment sheet, not the date it was set: \(items)")
            #expect((extraction["title"] as? String)?.contains("Research Essay") == true)

            let created = try await send(client, .post, "/api/v1/homework/items", """
                {"title":"Research essay","className":"CS 101","dueDay":"2026-03-20","dueTime":"17:00",
                 "timeZone":"Europe/Warsaw","photoId":"\(photoID)","recognizedText":"Due: March 20"}
                """, cookie: ada)
            #expect(created.status == .created, "\(created.text)")
            let item = try created.json()
            let id = try #require(item["id"] as? String)
            #expect(item["due"] as? String == "2026-03-20T17:00")
            #expect(item["photoId"] as? String == photoID)

            let noTime = try await send(client, .post, "/api/v1/homework/items",
                                        #"{"title":"Reading","dueDay":"2026-03-10","timeZone":"Nowhere/Else"}"#, cookie: ada)
            let reading = try noTime.json()
            #expect(reading["due"] as? String == "2026-03-10T23:59" && reading["allDay"] as? Bool == true)
            #expect(reading["timeZone"] as? String == "UTC", "an unknown time zone is stored as UTC")

            let list = try await send(client, .get, "/api/v1/homework/items?filter=upcoming", cookie: ada).json()
            let titles = (list["items"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
            #expect(titles == ["Reading", "Research essay"], "soonest first")
            #expect(list["classes"] as? [String] == ["CS 101"])

            let done = try await send(client, .put, "/api/v1/homework/items/\(id)/done", #"{"done":true}"#, cookie: ada)
            #expect(try done.json()["urgency"] as? String == "done")
            let doneList = try await send(client, .get, "/api/v1/homework/items?filter=done", cookie: ada).json()
            #expect((doneList["items"] as? [[String: Any]])?.count == 1)

            let edited = try await send(client, .put, "/api/v1/homework/items/\(id)",
                                        #"{"title":"Research essay, final","className":"CS 101","dueDay":"2026-03-21","dueTime":""}"#, cookie: ada)
            #expect(try edited.json()["due"] as? String == "2026-03-21T23:59")
        }
    }

    @Test(arguments: TestEngine.all)
    func badInputAndOtherUsersItemsAreRefused(engine: TestEngine) async throws {
        let app = try await TestApp.make(engine: engine)
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            let bob = try await client.signUp("bob@example.org")
            let noDate = try await send(client, .post, "/api/v1/homework/items", #"{"title":"Essay","dueDay":""}"#, cookie: ada)
            #expect(noDate.status == .unprocessableContent)
            #expect((try noDate.json()["error"] as? [String: Any])?["code"] as? String == "due_day_missing")
            let impossible = try await send(client, .post, "/api/v1/homework/items", #"{"title":"Essay","dueDay":"2026-02-31"}"#, cookie: ada)
            #expect(impossible.status == .unprocessableContent)
            let badTime = try await send(client, .post, "/api/v1/homework/items", #"{"title":"Essay","dueDay":"2026-02-27","dueTime":"25:00"}"#, cookie: ada)
            #expect(badTime.status == .unprocessableContent)
            let noTitle = try await send(client, .post, "/api/v1/homework/items", #"{"title":"  ","dueDay":"2026-02-27"}"#, cookie: ada)
            #expect((try noTitle.json()["error"] as? [String: Any])?["code"] as? String == "title_missing")
            #expect(try await send(client, .post, "/api/v1/homework/items", "{not json", cookie: ada).status == .badRequest)
            #expect(try await send(client, .get, "/api/v1/homework/items?filter=someday", cookie: ada).status == .badRequest)
            #expect(try await send(client, .post, "/api/v1/homework/extractions", #"{"photoId":"\#(UUID())"}"#, cookie: ada).status == .notFound)

            let item = try await send(client, .post, "/api/v1/homework/items", #"{"title":"Essay","dueDay":"2026-03-20"}"#, cookie: ada).json()
            let id = try #require(item["id"] as? String)
            for (method, path, body) in [(HTTPRequest.Method.get, "/api/v1/homework/items/\(id)", ""),
                                         (.put, "/api/v1/homework/items/\(id)", #"{"title":"Mine","dueDay":"2026-03-20"}"#),
                                         (.put, "/api/v1/homework/items/\(id)/done", #"{"done":true}"#),
                                         (.get, "/api/v1/homework/items/\(id)/event.ics", ""),
                                         (.delete, "/api/v1/homework/items/\(id)", "")] {
                #expect(try await send(client, method, path, body, cookie: bob).status == .notFound, "\(method) \(path)")
            }
            #expect(try await send(client, .get, "/api/v1/homework/items/\(id)", cookie: ada).status == .ok, "Ada's item is untouched")
            #expect(try await send(client, .delete, "/api/v1/homework/items/\(id)", cookie: ada).status == .noContent)
            #expect(try await send(client, .get, "/api/v1/homework/items/\(id)", cookie: ada).status == .notFound)
        }
    }

    @Test(arguments: TestEngine.all)
    func aPagesItemsAreSavedTogetherOrNotAtAll(engine: TestEngine) async throws {
        let app = try await TestApp.make(engine: engine)
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            let bob = try await client.signUp("bob@example.org")
            let batch = "/api/v1/homework/items/batch"
            let refused = try await send(client, .post, batch, #"""
                {"items":[{"title":"Map quiz","className":"HIST 210","dueDay":"2027-02-15"},
                          {"title":"Book review","className":"HIST 210","dueDay":"2027-02-30"}]}
                """#, cookie: ada)
            #expect(refused.status == .unprocessableContent)
            let error = try #require(try refused.json()["error"] as? [String: Any])
            #expect(error["code"] as? String == "due_day_invalid")
            #expect((error["message"] as? String)?.hasPrefix("Item 2: The due date must be a real day") == true, "\(error)")
            let list = "/api/v1/homework/items?filter=all"
            #expect((try await send(client, .get, list, cookie: ada).json()["items"] as? [Any])?.isEmpty == true,
                    "the valid first item is not saved alone")

            let saved = try await send(client, .post, batch, #"""
                {"items":[{"title":"Map quiz","className":"HIST 210","dueDay":"2027-02-15","dueTime":"17:00","timeZone":"Europe/Warsaw"},
                          {"title":"Book review","className":"HIST 210","dueDay":"2027-03-08"}]}
                """#, cookie: ada)
            #expect(saved.status == .created, "\(saved.text)")
            let items = try #require(try saved.json()["items"] as? [[String: Any]])
            #expect(items.map { $0["title"] as? String } == ["Map quiz", "Book review"])
            #expect(items.first?["dueTime"] as? String == "17:00")
            #expect((try await send(client, .get, list, cookie: ada).json()["items"] as? [Any])?.count == 2)
            #expect((try await send(client, .get, list, cookie: bob).json()["items"] as? [Any])?.isEmpty == true)

            let bobsPhoto = try await client.execute(uri: "/api/v1/photos", method: .post, headers: apiHeaders(cookie: bob, contentType: "image/png"),
                                                     body: ByteBuffer(bytes: Self.assignment))
            let photoID = try #require(try bobsPhoto.json()["id"] as? String)
            let othersPhoto = try await send(client, .post, batch, #"{"items":[{"title":"Quiz","dueDay":"2027-02-01","photoId":"\#(photoID)"}]}"#, cookie: ada)
            #expect(othersPhoto.status == .notFound, "another user's photo is not Ada's to attach")
            #expect((try othersPhoto.json()["error"] as? [String: Any])?["message"] as? String == "Item 1: There is no such photo. Nothing was saved.")
            let empty = try await send(client, .post, batch, #"{"items":[]}"#, cookie: ada)
            #expect((try empty.json()["error"] as? [String: Any])?["code"] as? String == "no_items")
            let tooMany = Array(repeating: #"{"title":"Reading","dueDay":"2027-02-01"}"#, count: 101).joined(separator: ",")
            let many = try await send(client, .post, batch, #"{"items":[\#(tooMany)]}"#, cookie: ada)
            #expect((try many.json()["error"] as? [String: Any])?["code"] as? String == "too_many_items")
            #expect(try await send(client, .post, batch, #"{"items":{}}"#, cookie: ada).status == .badRequest)
            #expect((try await send(client, .get, list, cookie: ada).json()["items"] as? [Any])?.count == 2, "nothing more was saved")
        }
    }

    @Test(arguments: TestEngine.all)
    func theCalendarFeedOpensWithItsSecretAndStopsWhenReplaced(engine: TestEngine) async throws {
        let app = try await TestApp.make(engine: engine)
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            _ = try await send(client, .post, "/api/v1/homework/items",
                               #"{"title":"Essay; part 1, draft","dueDay":"2026-03-20","dueTime":"17:00","timeZone":"Europe/Warsaw"}"#, cookie: ada)
            _ = try await send(client, .post, "/api/v1/homework/items", #"{"title":"Reading","dueDay":"2026-03-10"}"#, cookie: ada)
            let url = try #require(try await send(client, .get, "/api/v1/homework/calendar", cookie: ada).json()["url"] as? String)
            let path = try #require(URL(string: url)?.path)
            let feed = try await client.execute(uri: path, method: .get)
            #expect(feed.status == .ok)
            #expect(feed.headers[.contentType]?.hasPrefix("text/calendar") == true)
            let text = feed.text
            #expect(text.hasPrefix("BEGIN:VCALENDAR\r\n") && text.hasSuffix("END:VCALENDAR\r\n"))
            #expect(text.contains("DTEND:20260320T160000Z"), "17:00 in Warsaw (CET) is 16:00 UTC")
            #expect(text.contains("DTSTART;VALUE=DATE:20260310"), "no time: an all-day event")
            #expect(text.contains("SUMMARY:Essay\\; part 1\\, draft"))
            #expect(text.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })

            let replaced = try #require(try await send(client, .post, "/api/v1/homework/calendar", cookie: ada).json()["url"] as? String)
            #expect(replaced != url)
            #expect(try await client.execute(uri: path, method: .get).status == .notFound, "the old secret opens nothing")
            #expect(try await client.execute(uri: "/calendar/homework/guess.ics", method: .get).status == .notFound)
        }
    }

    @Test func thePagesRenderTheItemsInTheReadersLanguage() async throws {
        let app = try await TestApp.make()
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            let item = try await send(client, .post, "/api/v1/homework/items",
                                      #"{"title":"Essay <draft>","className":"ENGL 2","dueDay":"2020-03-20"}"#, cookie: ada).json()
            let id = try #require(item["id"] as? String)
            for path in ["/apps/homework", "/apps/homework/new", "/apps/homework/items?filter=all", "/apps/homework/items/\(id)"] {
                var headers = HTTPFields()
                headers[.cookie] = ada
                let page = try await client.execute(uri: path, method: .get, headers: headers)
                #expect(page.status == .ok, "\(path)")
                #expect(!page.text.contains("Essay <draft>"), "titles are escaped on \(path)")
            }
            var headers = HTTPFields()
            headers[.cookie] = ada
            headers[.acceptLanguage] = "pl"
            let list = try await client.execute(uri: "/apps/homework/items?filter=all", method: .get, headers: headers)
            #expect(list.text.contains("Po terminie"), "an item due in 2020 is overdue, in Polish")
            #expect(list.text.contains("Essay &lt;draft&gt;"))
            let other = try await client.signUp("bob@example.org")
            var bobHeaders = HTTPFields()
            bobHeaders[.cookie] = other
            #expect(try await client.execute(uri: "/apps/homework/items/\(id)", method: .get, headers: bobHeaders).status == .notFound)
        }
    }
}
