import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("OpenAPI document matches the router")
struct OpenAPIDocumentTests {
    @Test func everyRouteIsDocumentedAndEveryDocumentedRouteExists() async throws {
        let app = try await TestApp.make()
        let routes = Set(app.built.routes.routes)
        try await app.test { client in
            let response = try await client.execute(uri: "/openapi.yaml", method: .get)
            #expect(response.status == .ok)
            #expect(response.text.hasPrefix("openapi: 3.1"))
            let documented = Self.operations(in: response.text)
            #expect(documented.count >= 20)
            #expect(routes.subtracting(documented).isEmpty, "routes missing from openapi.yaml: \(routes.subtracting(documented).sorted())")
            #expect(documented.subtracting(routes).isEmpty, "documented but not routed: \(documented.subtracting(routes).sorted())")
        }
    }

    /// `METHOD /path` for each operation under `paths:` (two-space indented paths, four-space methods).
    static func operations(in yaml: String) -> Set<String> {
        var inPaths = false
        var path: String?
        var found: Set<String> = []
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") { inPaths = line.hasPrefix("paths:"); path = nil; continue }
            guard inPaths else { continue }
            if line.hasPrefix("  /"), !line.hasPrefix("   ") {
                path = String(line.dropFirst(2).dropLast(line.hasSuffix(":") ? 1 : 0))
            } else if let path, line.hasPrefix("    "), !line.hasPrefix("     ") {
                let key = line.trimmingCharacters(in: .whitespaces).split(separator: ":").first.map(String.init) ?? ""
                if ["get", "post", "put", "patch", "delete"].contains(key) { found.insert("\(key.uppercased()) \(path)") }
            }
        }
        return found
    }
}
