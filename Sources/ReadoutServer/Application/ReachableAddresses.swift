import NIOCore

/// The addresses a browser can open for a server listening on `host`. One interface is only itself;
/// every interface (`0.0.0.0`, `::`) means this machine's loopback plus each network address, so a
/// phone on the same Wi-Fi can be pointed at one of them.
public enum ReachableAddresses {
    /// `SCHEME://HOST:PORT/` for each address, loopback first; IPv6 addresses in brackets.
    public static func urls(host: String, port: Int, scheme: String = "http", interfaces: [String]? = nil) -> [String] {
        guard listensEverywhere(host) else { return [url(scheme, host, port)] }
        let network = (interfaces ?? deviceAddresses()).filter { address in
            // Loopback is listed once, first; link-local IPv6 needs a zone a phone cannot type.
            !address.hasPrefix("127.") && address != "::1" && !address.lowercased().hasPrefix("fe80")
                && (host == "::" || !address.contains(":"))
        }
        var seen = Set<String>()
        return ([host == "::" ? "::1" : "127.0.0.1"] + network).filter { seen.insert($0).inserted }.map { url(scheme, $0, port) }
    }

    /// `0.0.0.0` or `::`: every interface, which no browser can open as such.
    public static func listensEverywhere(_ host: String) -> Bool { host == "0.0.0.0" || host == "::" }

    private static func url(_ scheme: String, _ address: String, _ port: Int) -> String {
        address.contains(":") ? "\(scheme)://[\(address)]:\(port)/" : "\(scheme)://\(address):\(port)/"
    }

    /// The IP address of every network interface of this machine (none when they cannot be read).
    private static func deviceAddresses() -> [String] {
        ((try? System.enumerateDevices()) ?? []).compactMap { $0.address?.ipAddress }
    }
}
