import Foundation
import Hummingbird
import ReadoutStore

/// `/api/v1/tokens`: a signed-in person's personal access tokens (a token cannot manage tokens).
struct AccessTokenAPI {
    let services: AppServices

    struct NewToken: Decodable {
        let name: String
        let scopes: [String]
        /// Nil or absent: the token works until revoked.
        let expiresInDays: Int?
    }

    struct TokenBody: Encodable {
        let id: String
        let name: String
        let scopes: [String]
        let createdAt: Date
        let expiresAt: Nullable<Date>
        let lastUsedAt: Nullable<Date>

        init(_ token: AccessToken) {
            id = token.id.uuidString.lowercased()
            name = token.name
            scopes = token.scopes
            createdAt = token.createdAt
            expiresAt = Nullable(token.expiresAt)
            lastUsedAt = Nullable(token.lastUsedAt)
        }
    }

    struct CreatedBody: Encodable {
        let token: TokenBody
        /// Shown this once; Readout keeps only its hash.
        let secret: String
    }

    struct ListBody: Encodable { let tokens: [TokenBody] }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        let tokens = services.accessTokens
        routes.get("/tokens") { _, context in
            let owner = try context.requireIdentity().user.id
            return try JSONResponse.make(ListBody(tokens: try await tokens.list(owner: owner).map(TokenBody.init)))
        }
        routes.post("/tokens") { request, context in
            let owner = try context.requireIdentity().user.id
            let input = try await request.decode(as: NewToken.self, context: context)
            let (secret, token) = try await tokens.create(owner: owner, name: input.name, scopes: input.scopes, expiresInDays: input.expiresInDays)
            return try JSONResponse.make(CreatedBody(token: TokenBody(token), secret: secret), status: .created)
        }
        routes.delete("/tokens/:id") { _, context in
            let owner = try context.requireIdentity().user.id
            try await tokens.revoke(id: try context.id(missing: .accessToken), owner: owner)
            return Response(status: .noContent)
        }
    }
}
