import Hummingbird

/// Feeds `ServerMetrics` with every request's route, status and duration.
struct RequestMetricsMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let metrics: ServerMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        do {
            let response = try await next(request, context)
            metrics.record(method: request.method.rawValue, route: Self.route(context), status: Int(response.status.code),
                           duration: ContinuousClock.now - started)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            metrics.record(method: request.method.rawValue, route: Self.route(context), status: Int(status),
                           duration: ContinuousClock.now - started)
            throw error
        }
    }

    /// The matched route pattern; unmatched paths (static files, 404s) share one label.
    private static func route(_ context: Context) -> String {
        context.endpointPath ?? "unmatched"
    }
}
