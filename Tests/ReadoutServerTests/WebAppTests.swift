import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
@testable import ReadoutServer

/// The installable app: manifest, service worker, offline page, and the share target.
@Suite("Web app: manifest, service worker, offline page, share target")
struct WebAppTests {
    @Test func theManifestDescribesAnInstallableAppInTheVisitorsLanguage() async throws {
        try await TestApp.make().test { client in
            let english = try await client.execute(uri: "/manifest.webmanifest", method: .get)
            #expect(english.status == .ok)
            #expect(english.headers[.contentType]?.hasPrefix("application/manifest+json") == true)
            let manifest = try english.json()
            #expect(manifest["name"] as? String == "Readout")
            #expect(manifest["display"] as? String == "standalone")
            #expect(manifest["start_url"] as? String == "/")
            #expect(manifest["lang"] as? String == "en")
            let icons = try #require(manifest["icons"] as? [[String: Any]])
            #expect(Set(icons.compactMap { $0["sizes"] as? String }) == ["192x192", "512x512"])
            #expect(icons.contains { $0["purpose"] as? String == "maskable" })
            for icon in icons {
                let file = try await client.execute(uri: try #require(icon["src"] as? String), method: .get)
                #expect(file.status == .ok && file.headers[.contentType] == "image/png", "\(icon)")
            }
            let shortcuts = try #require(manifest["shortcuts"] as? [[String: Any]])
            #expect(shortcuts.compactMap { $0["url"] as? String } == AppModules.all.map { "/apps/\($0.slug)" })
            let share = try #require(manifest["share_target"] as? [String: Any])
            #expect(share["action"] as? String == "/share" && share["method"] as? String == "POST")
            #expect(share["enctype"] as? String == "multipart/form-data")

            var polishHeaders = HTTPFields()
            polishHeaders[.acceptLanguage] = "pl-PL,pl;q=0.9"
            let polish = try await client.execute(uri: "/manifest.webmanifest", method: .get, headers: polishHeaders).json()
            #expect(polish["lang"] as? String == "pl")
            #expect(polish["description"] as? String != manifest["description"] as? String)
            let polishShortcuts = try #require(polish["shortcuts"] as? [[String: Any]])
            #expect(polishShortcuts.compactMap { $0["name"] as? String }.contains("Liczniki"))
        }
    }

    @Test func everyPageLinksTheManifestAndTheTouchIcon() async throws {
        try await TestApp.make().test { client in
            let home = try await client.execute(uri: "/", method: .get).text
            #expect(home.contains(#"<link rel="manifest" href="/manifest.webmanifest">"#))
            #expect(home.contains(#"<link rel="apple-touch-icon" href="/static/apple-touch-icon.png">"#))
        }
    }

    @Test func theServiceWorkerKnowsItsShellAndItsVersion() async throws {
        try await TestApp.make().test { client in
            let worker = try await client.execute(uri: "/service-worker.js", method: .get)
            #expect(worker.status == .ok)
            #expect(worker.headers[.contentType]?.hasPrefix("text/javascript") == true)
            #expect(worker.headers[.cacheControl] == "no-cache")
            let firstLines = worker.text.split(separator: "\n").prefix(2).joined(separator: "\n")
            #expect(firstLines.contains("self.READOUT_SHELL = {"))
            let shell = try AppShell.bundled().manifest
            #expect(shell.files.contains("/static/readout.css") && shell.files.contains("/static/js/site.js"))
            #expect(shell.files.contains("/static/icon-192.png") && shell.files.contains("/offline"))
            #expect(!shell.files.contains("/static/js/service-worker.js"))
            #expect(shell.version.hasPrefix(ReadoutVersion.current + "-"))
            // Every file of the shell is one the server serves.
            for file in shell.files {
                #expect(try await client.execute(uri: file, method: .get).status == .ok, "\(file)")
            }
        }
    }

    @Test func theShellVersionChangesWhenAFileDoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readout-shell-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("js"), withIntermediateDirectories: true)
        try Data("// worker".utf8).write(to: folder.appendingPathComponent("js/service-worker.js"))
        try Data("body {}".utf8).write(to: folder.appendingPathComponent("a.css"))
        let before = try AppShell(publicFolder: folder)
        #expect(before.manifest.files == ["/static/a.css", "/offline"])
        try Data("body { color: red }".utf8).write(to: folder.appendingPathComponent("a.css"))
        let after = try AppShell(publicFolder: folder)
        #expect(before.manifest.version != after.manifest.version)
        #expect(before.serviceWorker != after.serviceWorker)
    }

    @Test func theOfflinePageIsTheSameForEveryone() async throws {
        try await TestApp.make().test { client in
            let cookie = try await client.signUp("offline@example.com")
            let page = try await client.execute(uri: "/offline", method: .get, headers: cookieHeader(cookie))
            #expect(page.status == .ok)
            #expect(page.text.contains("<title>You&#39;re offline") || page.text.contains("<title>You’re offline") || page.text.contains("<title>You're offline"), "\(page.text.prefix(800))")
            #expect(!page.text.contains("offline@example.com"))
        }
    }

    @Test func aSharedPhotoIsKeptAndTheNextPageAsksWhichAppItIsFor() async throws {
        try await TestApp.make().test { client in
            let cookie = try await client.signUp("share@example.com")
            let shared = try await client.uploadPhoto(try samplePageBytes(), cookie: cookie, path: "/share", apiHeader: false)
            #expect(shared.status == .seeOther)
            let location = try #require(shared.headers[.location])
            #expect(location.hasPrefix("/share/"))
            let id = String(location.dropFirst("/share/".count))
            let page = try await client.execute(uri: location, method: .get, headers: cookieHeader(cookie))
            #expect(page.status == .ok)
            for href in ["/apps/homework/new?photo=\(id)", "/apps/vocabulary?photo=\(id)", "/apps/meters?photo=\(id)",
                         "/apps/filter-lab?photo=\(id)", "/photos/\(id)"] {
                #expect(page.text.contains("href=\"\(href)\""), "\(href)")
            }
            let photos = try await client.execute(uri: "/api/v1/photos", method: .get, headers: cookieHeader(cookie)).json()
            #expect((photos["photos"] as? [Any])?.count == 1)

            // Someone else's photo is not theirs to continue with.
            let stranger = try await client.signUp("stranger@example.com")
            #expect(try await client.execute(uri: location, method: .get, headers: cookieHeader(stranger)).status == .notFound)
        }
    }

    @Test func aShareWithoutAPhotoOrSignedOutLosesNothingAndSaysWhy() async throws {
        try await TestApp.make().test { client in
            let signedOut = try await client.uploadPhoto(try samplePageBytes(), cookie: nil, path: "/share", apiHeader: false)
            #expect(signedOut.status == .seeOther)
            #expect(signedOut.headers[.location] == "/sign-in?next=/share")

            let cookie = try await client.signUp("empty-share@example.com")
            let empty = try await client.uploadPhoto([], cookie: cookie, path: "/share", apiHeader: false)
            #expect(empty.status == .seeOther)
            #expect(empty.headers[.location]?.hasPrefix("/share?notice=") == true)
            let help = try await client.execute(uri: try #require(empty.headers[.location]), method: .get, headers: cookieHeader(cookie))
            #expect(help.status == .ok && help.text.contains("share a photo or a screenshot"))

            let notAnImage = try await client.uploadPhoto(Array("not an image".utf8), cookie: cookie, path: "/share", apiHeader: false)
            #expect(notAnImage.status.code >= 400 && notAnImage.status.code < 500)
        }
    }
}
