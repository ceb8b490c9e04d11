/// A failure of the store that a user or an operator can act on; `message` says what happened and what to do.
public struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure this is, for code that reacts to it (e.g. HTTP 409 for `emailTaken`).
    public enum Code: String, Sendable {
        /// Another account already uses this email address.
        case emailTaken
        /// The database was migrated by a newer Readout than this one.
        case databaseNewerThanBinary
        /// The database cannot be opened, reached or migrated.
        case cannotOpen
        /// A record the operation depends on does not exist.
        case notFound
        /// The input cannot be stored as given.
        case invalid
    }

    public let code: Code
    public let message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
