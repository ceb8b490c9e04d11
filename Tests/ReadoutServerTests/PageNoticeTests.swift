import Foundation
import HummingbirdTesting
import Testing
@testable import ReadoutServer

/// What a save says on the page it lands on: only the catalogue's notices, with their count, in the
/// reader's language; a new notice replaces one the address already carried.
@Suite("Page notices")
struct PageNoticeTests {
    @Test func theAddressNamesANoticeTheCatalogueHas() async throws {
        try await TestApp.make().test { client in
            let shown = try await client.execute(uri: "/sign-in?notice=account.passwordReset", method: .get)
            #expect(shown.text.contains("data-notice>Your new password is set"), "\(shown.text.prefix(2000))")
            let counted = try await client.execute(uri: "/?notice=vocabulary.wordsDeleted&count=3", method: .get)
            #expect(counted.text.contains("data-notice>3 words deleted."))
            for made in ["<script>alert(1)</script>", "error.internal", "account", "../notice.account.deleted"] {
                let page = try await client.execute(uri: "/sign-in?notice=" + (made.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""),
                                                    method: .get)
                #expect(!page.text.contains("data-notice"), "an address cannot make the page say \(made)")
                #expect(!page.text.contains("<script>alert"))
            }
        }
    }

    @Test func aNewNoticeReplacesTheOneTheAddressCarried() {
        #expect(PageNotice.location("/apps/meters/1#readings", notice: "meters.readingAdded") == "/apps/meters/1?notice=meters.readingAdded#readings")
        #expect(PageNotice.location("/apps/homework/items?filter=all&notice=homework.saved&count=2", notice: "homework.markedDone")
                == "/apps/homework/items?filter=all&notice=homework.markedDone")
        #expect(PageNotice.location("/n", notice: "vocabulary.wordsDeleted", count: 4) == "/n?notice=vocabulary.wordsDeleted&count=4")
    }
}
