/// Whether a host or address names this machine only: what `/metrics` answers, and what a link
/// must not carry when it leaves the page (a phone's calendar cannot reach 127.0.0.1).
enum Loopback {
    static func contains(_ host: String) -> Bool {
        let host = host.lowercased()
        return host == "localhost" || host.hasPrefix("127.") || ["::1", "[::1]", "::ffff:127.0.0.1", "0.0.0.0"].contains(host)
    }
}
