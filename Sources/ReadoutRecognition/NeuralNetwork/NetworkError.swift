/// A network that cannot be built: a layer does not fit the shape that reaches it.
public struct NetworkError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
