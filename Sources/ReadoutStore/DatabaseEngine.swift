/// The SQL engine behind a store; the few places where SQL differs (DDL types, locking) switch on it.
public enum DatabaseEngine: String, Sendable {
    case sqlite
    case postgres
}
