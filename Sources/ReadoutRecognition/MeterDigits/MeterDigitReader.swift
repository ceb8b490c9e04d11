import Foundation
import ReadoutImage

/// What the reader saw in one digit cell.
public struct MeterDigitReading: Sendable, Equatable, Codable {
    /// The wheel position, 0..<10 in tenths (9.8 is a 9 rolling to 0).
    public let value: Double
    /// The probability the network puts within half a step of `value`, 0…1.
    public let confidence: Double
}

/// Reads counter digits with a trained network: input `[1, 32, 20]` (`MeterDigitInput`), output
/// 100 scores, one per tenth of a step. The position is the circular mean of the probabilities,
/// so a wheel between 9 and 0 reads 9.9 or 0.1, never 5.
public struct MeterDigitReader: Sendable {
    public let network: Sequential

    public init(network: Sequential) throws(NetworkError) {
        guard network.inputShape == [1, MeterDigitInput.height, MeterDigitInput.width] else {
            throw NetworkError("a meter-digit network reads [1, \(MeterDigitInput.height), \(MeterDigitInput.width)] inputs, not \(network.inputShape)")
        }
        guard network.outputShape == [MeterDigitScale.bins] else {
            throw NetworkError("a meter-digit network gives \(MeterDigitScale.bins) scores, not \(network.outputShape)")
        }
        self.network = network
    }

    public init(contentsOf url: URL) throws {
        try self.init(network: try Sequential(contentsOf: url))
    }

    /// The model file shipped with Readout (MODELS.md says how it was made).
    public static var shippedModelURL: URL? { Bundle.module.url(forResource: "meter-digits", withExtension: "rdnn") }

    public static func shipped() throws -> MeterDigitReader {
        guard let url = shippedModelURL else { throw NetworkError("the shipped meter-digit model is missing from the bundle") }
        return try MeterDigitReader(contentsOf: url)
    }

    /// Reads crops, in order.
    public func read(_ crops: [Image]) -> [MeterDigitReading] {
        read(inputs: crops.map(MeterDigitInput.prepare))
    }

    /// Reads prepared inputs, in order, in batches of 256.
    public func read(inputs: [[Float]]) -> [MeterDigitReading] {
        var readings: [MeterDigitReading] = []
        readings.reserveCapacity(inputs.count)
        var start = 0
        while start < inputs.count {
            let batch = inputs[start..<min(start + 256, inputs.count)]
            let probabilities = network.predict(Tensor(shape: [batch.count, 1, MeterDigitInput.height, MeterDigitInput.width],
                                                       values: batch.flatMap { $0 }))
            for row in 0..<batch.count {
                let slice = probabilities.values[row * MeterDigitScale.bins..<(row + 1) * MeterDigitScale.bins]
                readings.append(Self.reading(Array(slice)))
            }
            start += batch.count
        }
        return readings
    }

    /// The circular mean of a distribution over the 100 bins, and the mass within half a step of it.
    static func reading(_ probabilities: [Float]) -> MeterDigitReading {
        var sine = 0.0, cosine = 0.0
        for (bin, probability) in probabilities.enumerated() {
            let angle = Double(bin) / Double(MeterDigitScale.bins) * 2 * .pi
            sine += Double(probability) * Foundation.sin(angle)
            cosine += Double(probability) * Foundation.cos(angle)
        }
        let value = MeterDigitScale.normalized(atan2(sine, cosine) / (2 * .pi) * 10)
        var near = 0.0
        for (bin, probability) in probabilities.enumerated() where MeterDigitScale.distance(Double(bin) / 10, value) <= 0.5 {
            near += Double(probability)
        }
        let tenths = Int((value * 10).rounded()) % MeterDigitScale.bins
        return MeterDigitReading(value: Double(tenths) / 10, confidence: min(1, near))
    }

    /// The share of `samples` read within half a step of their label.
    public func accuracy(on samples: [MeterDigitSet.Sample]) -> Double {
        guard !samples.isEmpty else { return 0 }
        let readings = read(inputs: samples.map(\.input))
        let correct = zip(readings, samples).filter { MeterDigitScale.distance($0.value, $1.label) <= 0.5 }.count
        return Double(correct) / Double(samples.count)
    }
}
