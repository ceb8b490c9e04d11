import HTTPTypes

/// What a personal access token may do: read, or read and write, in one area of the API or in
/// all of them. A token never reaches the account itself (password, sessions, tokens, deletion);
/// it may ask whose it is (`GET /api/v1/me`).
struct AccessScopes: Sendable, Equatable {
    enum Level: String, Sendable, CaseIterable { case read, write }

    /// The areas of `/api/v1`, named by its first path segment(s); `all` is every one of them.
    enum Area: String, Sendable, CaseIterable {
        case all, photos
        case filterLab = "filter-lab", mathSprint = "math-sprint", vocabulary, homework, meters
    }

    struct Scope: Sendable, Hashable {
        let area: Area
        let level: Level
        /// `meters:read`, `all:write`.
        var text: String { "\(area.rawValue):\(level.rawValue)" }
    }

    let scopes: Set<Scope>

    /// Every scope a token can be given, for the account page's choices and the API's checks.
    static let choices: [Scope] = Area.allCases.flatMap { area in Level.allCases.map { Scope(area: area, level: $0) } }

    /// Reads `area:level` entries; nil when one is not a scope or none is given.
    init?(_ texts: [String]) {
        var scopes: Set<Scope> = []
        for text in texts {
            guard let scope = Self.choices.first(where: { $0.text == text }) else { return nil }
            scopes.insert(scope)
        }
        guard !scopes.isEmpty else { return nil }
        self.scopes = scopes
    }

    var texts: [String] { scopes.map(\.text).sorted() }

    enum Decision: Equatable { case allowed, insufficientScope, accountOnly }

    /// Whether these scopes let `method` reach `path` (under `/api/v1/`): reading needs `read` or
    /// `write`, anything else `write`, in the path's area or in `all`.
    func decide(_ method: HTTPRequest.Method, path: String) -> Decision {
        let segments = path.split(separator: "/").dropFirst(2)  // "api", "v1"
        guard let first = segments.first else { return .accountOnly }
        let reading = method == .get || method == .head
        if first == "me", reading, segments.count == 1 { return .allowed }
        let area: Area
        switch first {
        case "photos", "recognize": area = .photos
        default:
            guard let named = Area(rawValue: String(first)), named != .all else { return .accountOnly }
            area = named
        }
        let granted = scopes.contains { ($0.area == area || $0.area == .all) && (reading || $0.level == .write) }
        return granted ? .allowed : .insufficientScope
    }
}
