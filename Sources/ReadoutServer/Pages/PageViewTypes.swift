/// View types that pages of several apps share (templates read their stored properties).

/// One option of a `<select>` or a group of radio buttons.
struct Choice: Sendable {
    let value: String
    let name: String
    let selected: Bool
}

/// One link of a row of alternatives (filters, orders, periods); the one shown is `current`.
struct ChoiceLink: Sendable {
    let name: String
    let href: String
    let current: Bool
}
