import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ReadoutStore

/// Posts one delivery: its JSON body as stored, signed, with the event and delivery ids in
/// headers (a receiver that sees a delivery id twice can drop the second). A 2xx answer is
/// delivered; anything else, a redirect included (it is not followed), is a failure to retry.
struct WebhookSender: Sendable {
    var timeout: TimeInterval = 10

    enum Outcome: Sendable, Equatable {
        case delivered(status: Int)
        case failed(status: Int?, reason: String)
    }

    func send(_ claimed: ClaimedDelivery, now: Date) async -> Outcome {
        guard let url = URL(string: claimed.url) else { return .failed(status: nil, reason: "not a URL") }
        let body = Data(claimed.delivery.payload.utf8)
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.httpBody = body
        request.httpShouldHandleCookies = false
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("Readout-Webhooks/\(ReadoutVersion.current)", forHTTPHeaderField: "User-Agent")
        request.setValue(claimed.delivery.event, forHTTPHeaderField: "Readout-Event")
        request.setValue(claimed.delivery.id.uuidString.lowercased(), forHTTPHeaderField: "Readout-Delivery")
        request.setValue(WebhookSignature.value(secret: claimed.secret, timestamp: now, body: body), forHTTPHeaderField: WebhookSignature.header)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration, delegate: RefuseRedirects(), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        do {
            let (_, response) = try await session.data(for: request)
            guard let status = (response as? HTTPURLResponse)?.statusCode else { return .failed(status: nil, reason: "no HTTP answer") }
            return (200..<300).contains(status) ? .delivered(status: status) : .failed(status: status, reason: "HTTP \(status)")
        } catch let error as URLError {
            return .failed(status: nil, reason: Self.reason(error))
        } catch {
            return .failed(status: nil, reason: "\(error)")
        }
    }

    private static func reason(_ error: URLError) -> String {
        switch error.code {
        case .timedOut: "no answer within the time limit"
        case .cannotConnectToHost: "connection refused"
        case .cannotFindHost, .dnsLookupFailed: "unknown host"
        case .cancelled: "cancelled (the server was stopping)"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateHasUnknownRoot:
            "TLS failed: \(error.localizedDescription)"
        default: error.localizedDescription
        }
    }
}

/// Answers every redirect with "don't": a webhook's URL is where its events go, and a receiver
/// that moved should be updated rather than followed.
private final class RefuseRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}
