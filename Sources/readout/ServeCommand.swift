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
            Each option can also come from the environment: READOUT_HOST, READOUT_PORT, READOUT_DATABASE,
            READOUT_PUBLIC_URL, READOUT_SIGN_UP, READOUT_SENDMAIL, READOUT_MAIL_FROM, READOUT_METRICS_TOKEN,
            READOUT_TLS_CERT, READOUT_TLS_KEY, READOUT_TRUSTED_PROXIES (comma-separated) (a flag
            wins over the environment). HTTPS comes either from --tls-cert and --tls-key or from a
            reverse proxy named with --trusted-proxy (Scripts/serve-https.sh sets one up with Caddy). Accounts are managed with readout user. The database is an SQLite file, created and migrated on
            start, or a postgres:// URL for several instances sharing one database. Stop with Ctrl-C or
            SIGTERM: requests in flight finish first.
            """
    )

    @Option(help: "Interface to listen on (default 127.0.0.1, or READOUT_HOST); 0.0.0.0 for every interface, so that a phone on the same network can open it (the addresses are printed on start).")
    var host: String?

    @Option(help: "Port to listen on (default 8080, or READOUT_PORT; 0 picks a free one).")
    var port: Int?

    @Option(help: "SQLite file or postgres:// URL (default readout.sqlite, or READOUT_DATABASE).")
    var database: String?

    @Option(help: "The address people reach Readout at, such as https://readout.example.org (or READOUT_PUBLIC_URL): calendar feeds and shared links use it; https also marks cookies Secure.")
    var publicUrl: String?

    @Option(help: "Who may sign up: open (anyone), invite (with a link from readout user invite) or closed (or READOUT_SIGN_UP).")
    var signUp: String?

    @Option(help: "The sendmail program to mail password-reset links with, and its arguments, such as \"/usr/bin/msmtp --account=readout\" (or READOUT_SENDMAIL). Without it the admin makes the links.")
    var sendmail: String?

    @Option(help: "The From address of Readout's mail (or READOUT_MAIL_FROM; default readout@localhost).")
    var mailFrom: String?

    @Option(help: "A secret with which other machines may read /metrics as Authorization: Bearer SECRET (or READOUT_METRICS_TOKEN); without it only this machine can.")
    var metricsToken: String?

    @Option(help: ArgumentHelp("Serve HTTPS with this PEM certificate chain (or READOUT_TLS_CERT); needs --tls-key.", valueName: "file"))
    var tlsCert: String?

    @Option(help: ArgumentHelp("The PEM private key of --tls-cert (or READOUT_TLS_KEY).", valueName: "file"))
    var tlsKey: String?

    @Option(help: ArgumentHelp("The IP address a reverse proxy connects from, such as 127.0.0.1 (repeatable; or READOUT_TRUSTED_PROXIES): its X-Forwarded-For and X-Forwarded-Proto are believed, nobody else's.", valueName: "address"))
    var trustedProxy: [String] = []

    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical.")
    var logLevel: String = "info"

    func validate() throws {
        if let port, !(0...65535).contains(port) { throw ValidationError("--port must be between 0 and 65535.") }
        if let signUp, SignUpPolicy(rawValue: signUp) == nil { throw ValidationError("--sign-up must be open, invite or closed.") }
        if let publicUrl, ServerSettings.publicURL(publicUrl) == nil {
            throw ValidationError("--public-url must be an http:// or https:// address with a host, such as https://readout.example.org.")
        }
        if (tlsCert == nil) != (tlsKey == nil) { throw ValidationError("--tls-cert and --tls-key go together: give both PEM files, or neither.") }
        if Logger.Level(rawValue: logLevel) == nil { throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical.") }
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        var settings = ServerSettings()
        settings.host = host ?? environment["READOUT_HOST"] ?? settings.host
        if let port = port ?? environment["READOUT_PORT"].flatMap(Int.init) { settings.port = port }
        if let database = database ?? environment["READOUT_DATABASE"] { settings.database = DatabaseLocation(parsing: database) }
        if let text = publicUrl ?? environment["READOUT_PUBLIC_URL"] {
            guard let url = ServerSettings.publicURL(text) else {
                throw CommandLineError("READOUT_PUBLIC_URL must be an http:// or https:// address with a host, not \(text).")
            }
            settings.publicURL = url
            if url.hasPrefix("https://") { settings.secureCookies = true }
        }
        if let text = signUp ?? environment["READOUT_SIGN_UP"] {
            guard let policy = SignUpPolicy(rawValue: text) else { throw CommandLineError("READOUT_SIGN_UP must be open, invite or closed, not \(text).") }
            settings.signUpPolicy = policy
        }
        if let command = (sendmail ?? environment["READOUT_SENDMAIL"]).map({ $0.split(separator: " ").map(String.init) }), !command.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: command[0]) else {
                throw CommandLineError("The sendmail program \(command[0]) is not an executable file (give its full path, such as /usr/bin/msmtp).")
            }
            settings.mailCommand = command
        }
        if let from = mailFrom ?? environment["READOUT_MAIL_FROM"] { settings.mailFrom = from }
        settings.metricsToken = metricsToken ?? environment["READOUT_METRICS_TOKEN"]
        switch (tlsCert ?? environment["READOUT_TLS_CERT"], tlsKey ?? environment["READOUT_TLS_KEY"]) {
        case (nil, nil): break
        case let (certificate?, key?): settings.tls = TLSFiles(certificatePath: certificate, keyPath: key)
        default: throw CommandLineError("READOUT_TLS_CERT and READOUT_TLS_KEY go together: give both PEM files, or neither.")
        }
        let proxies = trustedProxy.isEmpty
            ? (environment["READOUT_TRUSTED_PROXIES"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            : trustedProxy
        settings.trustedProxies = Set(proxies.filter { !$0.isEmpty })
        var logger = Logger(label: "readout")
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        let host = settings.host, database = settings.database, scheme = settings.tls == nil ? "http" : "https"
        do {
            try await ReadoutApplication.run(settings: settings, logger: logger) { port in
                // Written in one call and unbuffered, so scripts waiting for the URL see it at once.
                var lines = "Readout is running at \(scheme)://\(host):\(port)/ (database: \(database))\n"
                let urls = ReachableAddresses.urls(host: host, port: port, scheme: scheme)
                // Listening on every interface: say which addresses actually open it.
                if ReachableAddresses.listensEverywhere(host) { lines += "Open it on this machine at \(urls[0])\n" }
                if urls.count > 1 {
                    lines += "or from a phone on the same network at " + urls.dropFirst().joined(separator: " or ") + "\n"
                }
                FileHandle.standardOutput.write(Data(lines.utf8))
            }
        } catch let error as StoreError {
            throw CommandLineError(error.description)
        } catch let error as TLSFilesError {
            throw CommandLineError(error.description)
        }
    }
}
