import Foundation
import Prometheus

/// The numbers `/metrics` shows in Prometheus text format: requests by route and status, a
/// latency histogram, the recognitions in progress and the recognition queue depth. One registry per application (not the
/// process-wide MetricsSystem), so tests can run several servers side by side.
public final class ServerMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    let recognitionQueueDepth: Gauge
    let recognitionsInProgress: Gauge

    private static let latencyBuckets: [Duration] = [
        .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
        .milliseconds(250), .milliseconds(500), .seconds(1), .milliseconds(2500), .seconds(5), .seconds(10),
    ]

    public init() {
        recognitionQueueDepth = registry.makeGauge(
            name: "readout_recognition_queue_depth", help: "Recognitions waiting for a free engine.")
        recognitionsInProgress = registry.makeGauge(
            name: "readout_recognitions_in_progress", help: "Recognitions admitted: running or waiting for an engine.")
    }

    /// Counts one finished request. `route` is the router's pattern (`/api/v1/photos/{id}`), never
    /// the raw path, so ids do not explode the label set.
    func record(method: String, route: String, status: Int, duration: Duration) {
        let labels = [("method", method), ("route", route), ("status", String(status))]
        registry.makeCounter(name: "readout_http_requests_total", labels: labels,
                             help: "HTTP requests answered, by method, route and status.").increment()
        registry.makeDurationHistogram(name: "readout_http_request_duration_seconds",
                                       labels: [("method", method), ("route", route)],
                                       buckets: Self.latencyBuckets,
                                       help: "Time from request to response head, by method and route.").recordNanoseconds(Int64(duration.nanoseconds))
    }

    /// The Prometheus text exposition.
    public func exposition() -> String {
        registry.emitToString()
    }
}

extension Duration {
    var nanoseconds: Int64 {
        components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
    }

    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
