import Foundation
@testable import ReadoutServer
import Testing

@Suite("Glance event stream: keep-alive and subscriptions")
struct GlanceEventsTests {
    @Test func quietStreamsGetKeepAlivesAndEndWithTheirUpdates() async throws {
        let (updates, source) = AsyncStream<String>.makeStream()
        let stream = GlanceEvents.withKeepAlive(updates, every: .milliseconds(40))
        source.yield(#"{"revision":1}"#)
        var received: [String?] = []
        for await item in stream {
            received.append(item)
            // Two keep-alives after the update, then the source ends, and so must the stream.
            if received.count(where: { $0 == nil }) == 2 { source.finish() }
        }
        #expect(received.first == #"{"revision":1}"#)
        #expect(received.count(where: { $0 == nil }) >= 2)
    }

    @Test func theEventFormatIsServerSentEvents() {
        #expect(GlanceEvents.event(#"{"words":[]}"#) == "event: glance\ndata: {\"words\":[]}\n\n")
    }

    @Test func theHubKnowsWhoIsListeningAndForgetsThoseWhoLeft() async throws {
        let hub = GlanceHub()
        let owner = UUID(), stranger = UUID()
        let subscription = await hub.subscribe(owner: owner)
        #expect(await hub.hasSubscribers(owner: owner))
        #expect(await !hub.hasSubscribers(owner: stranger))
        await hub.publish(owner: owner, payload: "mine")
        await hub.publish(owner: stranger, payload: "theirs")
        var iterator = subscription.updates.makeAsyncIterator()
        #expect(await iterator.next() == "mine")
        subscription.end()
        // Unsubscribing happens on the stream's termination, asynchronously.
        var waited = 0
        while await hub.hasSubscribers(owner: owner), waited < 100 {
            try await Task.sleep(for: .milliseconds(10))
            waited += 1
        }
        #expect(await !hub.hasSubscribers(owner: owner))
    }
}
