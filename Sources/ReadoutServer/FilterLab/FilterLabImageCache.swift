import ReadoutApps
import ReadoutImage

/// Recently shown Filter Lab images, so an additive press filters the image already on screen
/// instead of replaying every step, and a reload or image fetch costs nothing. Anything evicted
/// (or made on another instance) is rebuilt from the state: source + operations.
actor FilterLabImageCache {
    struct Key: Hashable {
        let source: FilterLabSource
        let operations: [FilterOperation]
    }

    private var entries: [Key: Image] = [:]
    private var order: [Key] = []
    private let capacity: Int

    /// About 12 MB per 3-megapixel RGBA image.
    init(capacity: Int = 12) {
        self.capacity = capacity
    }

    func image(_ key: Key) -> Image? {
        guard let image = entries[key] else { return nil }
        order.removeAll { $0 == key }
        order.append(key)
        return image
    }

    func store(_ image: Image, for key: Key) {
        if entries[key] == nil, entries.count >= capacity, let oldest = order.first {
            entries[oldest] = nil
            order.removeFirst()
        }
        entries[key] = image
        order.removeAll { $0 == key }
        order.append(key)
    }

    /// The image of `key`, made from the longest cached prefix of its operations.
    func render(_ key: Key, original: () async throws -> Image) async throws -> Image {
        if let hit = image(key) { return hit }
        var start = key.operations.count
        var base: Image?
        while start > 0, base == nil {
            start -= 1
            base = image(Key(source: key.source, operations: Array(key.operations[..<start])))
        }
        var current: Image
        if let base {
            current = base
        } else {
            current = try await original()
            store(current, for: Key(source: key.source, operations: []))
            start = 0
        }
        for operation in key.operations[start...] {
            current = operation.apply(to: current)
        }
        store(current, for: key)
        return current
    }
}
