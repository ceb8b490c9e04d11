/// Which image Filter Lab works on: one of the shipped gallery's, or one of the user's photos.
public struct FilterLabSource: Sendable, Codable, Equatable, Hashable {
    public enum Kind: String, Sendable, Codable {
        case gallery, photo
    }

    public let kind: Kind
    /// A gallery id ("street-sign") or a photo id (lowercase UUID).
    public let id: String
    public let title: String

    public init(kind: Kind, id: String, title: String) {
        self.kind = kind
        self.id = id
        self.title = title
    }
}
