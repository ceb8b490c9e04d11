/// The messages the store uses in more than one place, worded once.
extension StoreError {
    static func closed(_ database: String) -> StoreError {
        StoreError(.cannotOpen, "\(database) has been closed by this Readout process; open the store again to use it.")
    }
}
