import Foundation
import Hummingbird
import Logging
import ReadoutRecognition
import ReadoutStore

/// The collaborators routes need, built once per application.
struct AppServices: Sendable {
    let settings: ServerSettings
    let store: Store
    let pages: PageRenderer
    let accounts: AccountService
    let csrf: CSRFProtection
    let photos: PhotoService
    let uploads: UploadReader
    let recognition: TextRecognitionService
    let metrics: ServerMetrics
    let logger: Logger

    /// The admin's operations on accounts (the /admin page and `readout user`).
    var administration: AccountAdministration { AccountAdministration(store: store) }
    var accessTokens: AccessTokenService { AccessTokenService(store: store) }
    var webhooks: WebhookService { WebhookService(store: store, events: webhookEvents) }
    /// Where the apps report what webhooks are told about.
    var webhookEvents: WebhookEvents { WebhookEvents(store: store, logger: logger) }

    /// Photos' recognised text, kept in the store once made.
    var photoText: PhotoText { PhotoText(store: store, photos: photos, recognition: recognition) }

    /// `Idempotency-Key` handling for the routes that create something.
    var idempotency: Idempotency { Idempotency(keys: store.idempotencyKeys) }

    /// A session cookie for a fresh sign-in.
    func sessionCookie(token: String) -> Cookie {
        SessionCookie.session(token: token, lifetime: settings.sessionLifetime, secure: settings.secureCookies)
    }
}
