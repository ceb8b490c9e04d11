import ReadoutServer
import Testing

/// What `readout serve` prints for a phone: the network addresses when it listens on every interface.
@Suite("Reachable addresses")
struct ReachableAddressesTests {
    let interfaces = ["127.0.0.1", "192.168.1.23", "10.0.0.7", "::1", "fe80::1c2:3ff:fe4a:5b6c", "2001:db8::23"]

    @Test func oneInterfaceIsOnlyItself() {
        #expect(ReachableAddresses.urls(host: "127.0.0.1", port: 8080, interfaces: interfaces) == ["http://127.0.0.1:8080/"])
        #expect(ReachableAddresses.urls(host: "192.168.1.23", port: 443, interfaces: interfaces) == ["http://192.168.1.23:443/"])
    }

    @Test func everyIPv4InterfaceListsLoopbackFirstThenTheNetworkAddresses() {
        #expect(ReachableAddresses.urls(host: "0.0.0.0", port: 8080, interfaces: interfaces)
            == ["http://127.0.0.1:8080/", "http://192.168.1.23:8080/", "http://10.0.0.7:8080/"])
        #expect(ReachableAddresses.urls(host: "0.0.0.0", port: 8080, interfaces: ["127.0.0.1"]) == ["http://127.0.0.1:8080/"],
                "no network: only this machine")
    }

    @Test func everyIPv6InterfaceAddsBracketedAddressesButNoLinkLocalOnes() {
        #expect(ReachableAddresses.urls(host: "::", port: 8080, interfaces: interfaces)
            == ["http://[::1]:8080/", "http://192.168.1.23:8080/", "http://10.0.0.7:8080/", "http://[2001:db8::23]:8080/"])
    }

    @Test func thisMachinesOwnInterfacesAreRead() {
        let urls = ReachableAddresses.urls(host: "0.0.0.0", port: 1)
        #expect(urls.first == "http://127.0.0.1:1/")
        #expect(urls.allSatisfy { $0.hasPrefix("http://") && $0.hasSuffix(":1/") })
    }
}
