import Foundation
import ReadoutImage
import ReadoutStore

/// Who may make an account on the sign-up page.
public enum SignUpPolicy: String, Sendable, CaseIterable {
    /// Anyone who reaches the server.
    case open
    /// Only with an invitation link (`readout user invite EMAIL`).
    case invitation = "invite"
    /// Nobody; an invitation link still works, so the admin can add people one by one.
    case closed
}

/// Everything `readout serve` can be told: where to listen, which database, and the limits that
/// keep one request from exhausting the machine.
public struct ServerSettings: Sendable {
    /// Interface to listen on; `127.0.0.1` keeps the server private to this machine.
    public var host: String
    /// TCP port; 0 picks a free one.
    public var port: Int
    /// The database: an SQLite file (default `readout.sqlite`) or a PostgreSQL URL.
    public var database: DatabaseLocation
    /// The largest request body accepted, in bytes (photos included).
    public var maximumBodyBytes: Int
    /// The largest image accepted, checked from its header before decoding.
    public var imageLimits: ImageLimits
    /// Recognitions that may run at once (one Tesseract engine each).
    public var recognitionWorkers: Int
    /// Recognitions that may wait for a worker; beyond it the server answers 503 with Retry-After.
    public var recognitionQueueLimit: Int
    /// How long a sign-in lasts.
    public var sessionLifetime: TimeInterval
    /// Marks cookies `Secure` on every answer, plain HTTP too: set when the public address is
    /// https. Answers over HTTPS (`tls`, or a trusted proxy's `X-Forwarded-Proto: https`) mark
    /// their cookies `Secure` anyway.
    public var secureCookies: Bool
    /// Serve HTTPS itself from these PEM files, instead of plain HTTP.
    public var tls: TLSFiles?
    /// The reverse proxies (their IP addresses, as the server sees them connect) whose
    /// `X-Forwarded-For` and `X-Forwarded-Proto` are believed. Anyone else's are ignored: a visitor
    /// could otherwise pick their own address for sign-in throttling, or claim HTTPS.
    public var trustedProxies: Set<String> = []
    /// The address people reach this server at (`https://readout.example.org`, no trailing slash):
    /// links that leave the page (the calendar feed, share pages, the Open Graph card) start with
    /// it instead of the address the admin happened to browse from. Nil: the request's own.
    public var publicURL: String?
    /// Who may sign up.
    public var signUpPolicy: SignUpPolicy = .open
    /// The system's sendmail interface and its arguments (`/usr/sbin/sendmail`, or msmtp with its
    /// options): with it, "Forgot your password?" mails a reset link. Nil: the admin makes links.
    public var mailCommand: [String]?
    /// The From address of Readout's mail.
    public var mailFrom: String = "readout@localhost"
    /// With it, `/metrics` also answers requests from other machines that send
    /// `Authorization: Bearer <token>`; without it, only this machine (not through a proxy).
    public var metricsToken: String?
    /// Failed sign-ins allowed per account, and per client address, inside `throttleWindow`.
    public var failedSignInsPerAccount: Int
    public var failedSignInsPerAddress: Int
    public var throttleWindow: TimeInterval
    /// bcrypt cost: 2^cost rounds. 11 takes about 0.1 s here, slow enough for guessing, fast enough for people.
    public var passwordHashCost: UInt8
    /// How often expired sessions and old failed sign-ins are cleared (`Housekeeping`).
    public var housekeepingInterval: TimeInterval
    /// Whether this instance sends webhook deliveries (`WebhookDispatcher`). Off, it still queues
    /// events and leaves the sending to other instances on the same database.
    public var sendsWebhooks = true

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        database: DatabaseLocation = .sqlite(path: "readout.sqlite"),
        maximumBodyBytes: Int = 25 * 1024 * 1024,
        imageLimits: ImageLimits = .standard,
        recognitionWorkers: Int = ProcessInfo.processInfo.activeProcessorCount,
        recognitionQueueLimit: Int = 16,
        sessionLifetime: TimeInterval = 30 * 24 * 3600,
        secureCookies: Bool = false,
        failedSignInsPerAccount: Int = 5,
        failedSignInsPerAddress: Int = 20,
        throttleWindow: TimeInterval = 15 * 60,
        passwordHashCost: UInt8 = 11,
        housekeepingInterval: TimeInterval = 10 * 60
    ) {
        self.host = host
        self.port = port
        self.database = database
        self.maximumBodyBytes = maximumBodyBytes
        self.imageLimits = imageLimits
        self.recognitionWorkers = max(1, recognitionWorkers)
        self.recognitionQueueLimit = max(0, recognitionQueueLimit)
        self.sessionLifetime = sessionLifetime
        self.secureCookies = secureCookies
        self.failedSignInsPerAccount = failedSignInsPerAccount
        self.failedSignInsPerAddress = failedSignInsPerAddress
        self.throttleWindow = throttleWindow
        self.passwordHashCost = passwordHashCost
        self.housekeepingInterval = max(1, housekeepingInterval)
    }

    /// `text` as a public address: http or https, a host, no query or fragment; the trailing
    /// slash dropped. Nil when it is none.
    public static func publicURL(_ text: String) -> String? {
        guard let components = URLComponents(string: text.trimmingCharacters(in: .whitespaces)),
              let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = components.host, !host.isEmpty, components.query == nil, components.fragment == nil,
              components.user == nil, components.password == nil else { return nil }
        var normalized = components
        normalized.scheme = scheme
        var path = normalized.path
        while path.hasSuffix("/") { path.removeLast() }
        normalized.path = path
        return normalized.string
    }
}
