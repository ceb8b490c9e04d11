import PostgresNIO
import SQLiteNIO

/// What a driver error means for the store, read from SQLite's result codes and PostgreSQL's SQLSTATE.
enum DatabaseFailure {
    /// A UNIQUE or PRIMARY KEY constraint rejected a row; `detail` names the constraint or columns.
    case uniqueViolation(detail: String)
    /// A FOREIGN KEY constraint rejected a row (the referenced record does not exist).
    case foreignKeyViolation
    /// Anything else.
    case other

    init(_ error: any Error) {
        if let error = error as? SQLiteError {
            switch error.reason {
            case .constraintUniqueFailed, .constraintPrimaryKeyFailed:
                self = .uniqueViolation(detail: error.message)
            case .constraintForeignKeyFailed:
                self = .foreignKeyViolation
            case .constraint where error.message.contains("UNIQUE"):
                self = .uniqueViolation(detail: error.message)
            case .constraint where error.message.contains("FOREIGN KEY"):
                self = .foreignKeyViolation
            default:
                self = .other
            }
        } else if let (state, constraint) = Self.postgresState(of: error) {
            switch state {
            case "23505": self = .uniqueViolation(detail: constraint ?? "")
            case "23503": self = .foreignKeyViolation
            default: self = .other
            }
        } else {
            self = .other
        }
    }

    /// Whether this is a unique violation whose constraint or message mentions `name`
    /// (an index name on PostgreSQL, `table.column` in SQLite's message).
    func isUniqueViolation(mentioning names: String...) -> Bool {
        guard case .uniqueViolation(let detail) = self else { return false }
        return names.contains { detail.contains($0) }
    }

    var isForeignKeyViolation: Bool {
        if case .foreignKeyViolation = self { return true }
        return false
    }

    /// PostgresNIO reports server errors as `PSQLError` on the new paths and `PostgresError` on the legacy ones.
    private static func postgresState(of error: any Error) -> (String, String?)? {
        if let error = error as? PSQLError, let info = error.serverInfo, let state = info[.sqlState] {
            return (state, info[.constraintName])
        }
        if case .server(let message) = error as? PostgresError, let state = message.fields[.sqlState] {
            return (state, message.fields[.constraintName])
        }
        return nil
    }
}
