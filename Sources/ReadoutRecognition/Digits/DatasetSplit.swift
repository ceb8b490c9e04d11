import ReadoutSupport

/// A reproducible division of a labelled set into training and validation indices.
///
/// The split is stratified: each label contributes to validation in proportion to its share of
/// the set (largest remainders settle the rounding), so both halves keep the class balance.
public struct DatasetSplit: Sendable, Equatable {
    /// Indices to train on, ascending.
    public var training: [Int]
    /// Indices held out to validate on, ascending.
    public var validation: [Int]

    /// Splits `labels` so that exactly `validationCount` indices go to validation, chosen at
    /// random within each class by a generator seeded with `seed` (same seed, same split).
    public init(labels: [UInt8], validationCount: Int, seed: UInt64) {
        let validationCount = min(max(0, validationCount), labels.count)
        var byClass = [[Int]](repeating: [], count: 256)
        for (index, label) in labels.enumerated() { byClass[Int(label)].append(index) }

        let total = Double(max(1, labels.count))
        let exact = byClass.map { Double($0.count) * Double(validationCount) / total }
        var quota = exact.map { Int($0) }
        let remainders = exact.indices.sorted { exact[$0] - Double(quota[$0]) > exact[$1] - Double(quota[$1]) }
        for label in remainders.prefix(validationCount - quota.reduce(0, +)) { quota[label] += 1 }

        var generator = SeededRandomNumberGenerator(seed: seed)
        var validation: [Int] = []
        for (label, members) in byClass.enumerated() where !members.isEmpty {
            validation += members.shuffled(using: &generator).prefix(quota[label])
        }
        validation.sort()
        var held = [Bool](repeating: false, count: labels.count)
        for index in validation { held[index] = true }
        self.validation = validation
        self.training = labels.indices.filter { !held[$0] }
    }
}

extension MNISTDataset {
    /// A stratified, seeded training/validation split (for MNIST's 60,000: 55,000 / 5,000).
    public func split(validationCount: Int = 5_000, seed: UInt64 = 1) -> DatasetSplit {
        DatasetSplit(labels: labels, validationCount: validationCount, seed: seed)
    }
}
