import ArgumentParser
import Foundation
import Logging
import ReadoutServer
import ReadoutStore

/// `readout serve`: the web app and its JSON API.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the Readout web app and its JSON API.",
        discussion: """
            Each option can also come from the environment: READOUT_HOST, READOUT_PORT, READOUT_DATABASE
            (a flag wins over the environment). The database is an SQLite file, created and migrated on
            start, or a postgres:// URL for several instances sharing one database. Stop with Ctrl-C or
            SIGTERM: requests in flight finish first.
            """
    )

    @Option(help: "Interface to listen on (default 127.0.0.1, or READOUT_HOST).")
    var host: String?

    @Option(help: "Port to listen on (default 8080, or READOUT_PORT; 0 picks a free one).")
    var port: Int?

    @Option(help: "SQLite file or postgres:// URL (default readout.sqlite, or READOUT_DATABASE).")
    var database: String?

    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical.")
    var logLevel: String = "info"

    func validate() throws {
        if let port, !(0...65535).contains(port) { throw ValidationError("--port must be between 0 and 65535.") }
        if Logger.Level(rawValue: logLevel) == nil { throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical.") }
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        var settings = ServerSettings()
        settings.host = host ?? environment["READOUT_HOST"] ?? settings.host
        if let port = port ?? environment["READOUT_PORT"].flatMap(Int.init) { settings.port = port }
        if let database = database ?? environment["READOUT_DATABASE"] { settings.database = DatabaseLocation(parsing: database) }
        var logger = Logger(label: "readout")
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        let host = settings.host, database = settings.database
        do {
            try await ReadoutApplication.run(settings: settings, logger: logger) { port in
                // Written in one call and unbuffered, so scripts waiting for the URL see it at once.
                FileHandle.standardOutput.write(Data("Readout is running at http://\(host):\(port)/ (database: \(database))\n".utf8))
            }
        } catch let error as StoreError {
            throw CommandLineError(error.description)
        }
    }
}
