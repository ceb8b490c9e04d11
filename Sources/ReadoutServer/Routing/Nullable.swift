/// An optional member that a JSON answer always carries, as `null` when absent (the synthesized
/// `Encodable` leaves a nil optional out, and the API documents these members as required).
struct Nullable<Wrapped: Encodable & Sendable>: Encodable, Sendable {
    let value: Wrapped?

    init(_ value: Wrapped?) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }
}
