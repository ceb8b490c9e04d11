import Foundation
import Hummingbird

/// What a save, add or delete did, said on the page the browser lands on after it (the
/// post/redirect/get pattern): the redirect carries `?notice=<name>[&count=N]`, and the page shows
/// the catalogue's `notice.<name>` in a status banner that screen readers announce. Only names the
/// catalogue has are shown, so the address cannot make a page say anything else; js/site.js drops
/// the parameters from the address once shown, so a reload does not repeat them.
enum PageNotice {
    static let keyPrefix = "notice."

    /// The notice a page's address asks for, in the reader's language; nil when none or unknown.
    static func text(for request: Request, localizer: Localizer) -> String? {
        let parameters = request.uri.queryParameters
        guard let name = parameters["notice"].map(String.init), name.count <= 64,
              MessageCatalog.bundled.has(keyPrefix + name) else { return nil }
        let count = parameters["count"].flatMap { Int(String($0)) }.map { min(max($0, 0), 1_000_000) }
        return localizer(keyPrefix + name, count.map { ["count": .integer($0)] } ?? [:])
    }

    /// `location` with the notice's parameters (before any `#fragment`), replacing those of an
    /// earlier notice it may carry (a form's "come back here" address taken while one showed).
    static func location(_ location: String, notice name: String, count: Int? = nil) -> String {
        let parts = location.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let fragment = parts.count > 1 ? "#" + parts[1] : ""
        let pathAndQuery = parts[0].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let kept = pathAndQuery.count > 1
            ? pathAndQuery[1].split(separator: "&").filter { !$0.hasPrefix("notice=") && !$0.hasPrefix("count=") }.map(String.init) : []
        let encoded = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(.init(charactersIn: ".-_"))) ?? name
        let query = kept + ["notice=" + encoded] + (count.map { ["count=\($0)"] } ?? [])
        return String(pathAndQuery[0]) + "?" + query.joined(separator: "&") + fragment
    }
}

extension Response {
    /// A 303 to `location` whose page says what was done (`notice.<name>` in the catalogue).
    static func seeOther(_ location: String, notice: String, count: Int? = nil) -> Response {
        .seeOther(PageNotice.location(location, notice: notice, count: count))
    }
}
