import Foundation

// Dates are stored as whole milliseconds since 1970 in BIGINT columns: the same integer on SQLite
// and PostgreSQL, comparable with plain `<`, and free of time-zone and text-format questions.
extension Date {
    /// This date in whole milliseconds since 1970 (rounded down), as stored in `*_at` columns.
    var epochMilliseconds: Int64 {
        Int64((timeIntervalSince1970 * 1000).rounded(.down))
    }

    /// The date a stored `*_at` column holds.
    init(epochMilliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(epochMilliseconds) / 1000)
    }

    /// This date as it reads back from the database: records returned by writes use it so that they
    /// equal the same record read later.
    var truncatedToMilliseconds: Date {
        Date(epochMilliseconds: epochMilliseconds)
    }
}
