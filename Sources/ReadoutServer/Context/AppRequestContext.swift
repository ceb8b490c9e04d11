import Foundation
import Hummingbird
import NIOCore
import ReadoutStore

/// Who is making a request: the signed-in user and the session their cookie names.
public struct Identity: Sendable {
    public let user: User
    /// The browser's session; nil when a personal access token signed the request.
    public let session: Session?
    /// The personal access token that signed the request (`/api/v1` only), within its scopes.
    public let token: AccessToken?
}

/// The request context of every Readout route: Hummingbird's core storage plus the identity the
/// session middleware found, and the body limit from the settings.
public struct AppRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// Set by `SessionMiddleware` when the request carries a valid session cookie.
    public var identity: Identity?
    /// The client's address (for sign-in throttling), when the channel knows it.
    public let remoteAddress: SocketAddress?
    /// The client's address as a trusted proxy reported it (`ForwardedClientMiddleware`).
    var forwardedAddress: String?
    /// The visitor reached Readout over HTTPS: served with TLS, or through a trusted proxy that
    /// said so. Such answers carry HSTS and only `Secure` cookies.
    var isHTTPS = false
    /// The language pages, messages and errors are in; set by `LanguageMiddleware`.
    public var language: Language = .fallback
    /// The largest body Hummingbird decodes as JSON or a form. Photo uploads are read by
    /// `UploadReader` against `ServerSettings.maximumBodyBytes` instead.
    public var maxUploadSize: Int { 1024 * 1024 }
    /// JSON bodies; dates are RFC 3339 with or without fractional seconds (as OpenAPI's
    /// `date-time` allows), where Foundation's `.iso8601` refuses the fraction.
    public var requestDecoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom(RFC3339Date.decode)
        return decoder
    }

    public init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.remoteAddress = source.channel.remoteAddress
    }

    /// The signed-in user, or a 401 (API) / redirect to sign-in (pages) through `AppError`.
    public func requireIdentity() throws(AppError) -> Identity {
        guard let identity else { throw AppError.signInRequired }
        return identity
    }

    /// The message catalogue in this request's language.
    public var localizer: Localizer { Localizer(language) }

    /// A key for throttling by client address: the visitor's, not their proxy's.
    var clientAddress: String {
        forwardedAddress ?? remoteAddress?.ipAddress ?? "unknown"
    }
}
