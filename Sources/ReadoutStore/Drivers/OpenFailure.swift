import Foundation
import NIOCore
import NIOPosix
import PostgresNIO
import SQLiteNIO
import AsyncKit

/// Turns driver errors met while opening into `StoreError(.cannotOpen)` with the cause in plain words.
enum OpenFailure {
    static func cannotOpen(_ location: DatabaseLocation, _ error: any Error) -> StoreError {
        if let error = error as? StoreError { return error }
        switch location {
        case .sqlite, .sqliteInMemory:
            return StoreError(.cannotOpen, "Cannot open \(location): \(reason(error)). Check that its directory exists and is writable and that the file is a SQLite database, or point --database elsewhere.")
        case .postgres:
            return StoreError(.cannotOpen, "Cannot connect to \(location): \(reason(error)). Check that the server is running and that the URL's host, port, user, password and database are right.")
        }
    }

    /// The cause of a driver error in a few words (drivers' own descriptions are either vague, like
    /// PSQLError's, or dumps of their internals).
    static func reason(_ error: any Error) -> String {
        switch error {
        case let error as StoreError:
            return error.message
        case let error as SQLiteError:
            return error.message
        case let error as PSQLError:
            if let message = error.serverInfo?[.message] { return message }
            if let underlying = error.underlying { return reason(underlying) }
            switch error.code {
            case .serverClosedConnection, .uncleanShutdown: return "the connection was closed before PostgreSQL answered"
            case .sslUnsupported: return "the server does not offer TLS (add ?sslmode=disable to the URL if that is intended)"
            case .authMechanismRequiresPassword: return "the server requires a password; put it in the URL"
            default: return "\(error.code)"
            }
        case let error as PostgresError:
            if case .server(let message) = error, let text = message.fields[.message] { return text }
            return error.description
        case let error as NIOConnectionError:
            if let failure = error.connectionErrors.first { return "\(reason(failure.error)) (\(error.host):\(error.port))" }
            if let dnsError = error.dnsAError ?? error.dnsAAAAError { return "cannot resolve \(error.host): \(dnsError)" }
            return "cannot connect to \(error.host):\(error.port)"
        case let error as IOError:
            return String(cString: strerror(error.errnoCode)).lowercased()
        case ChannelError.connectTimeout:
            return "no PostgreSQL connection could be completed within 5 seconds"
        case ConnectionPoolTimeoutError.connectionRequestTimeout:
            return "no connection could be made within 10 seconds"
        case ConnectionPoolError.shutdown:
            return "the store has been closed"
        default:
            return String(describing: error)
        }
    }
}
