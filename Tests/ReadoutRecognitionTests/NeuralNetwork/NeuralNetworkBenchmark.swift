import Foundation
import Testing
@testable import ReadoutRecognition

/// Timings of the hot loops, printed rather than asserted (machines differ). Run in release:
/// `READOUT_NN_BENCH=1 swift test -c release --filter NeuralNetworkBenchmark`.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["READOUT_NN_BENCH"] != nil))
struct NeuralNetworkBenchmark {
    /// The architecture proposed for the MNIST digit classifier.
    static let digitNet: [LayerSpec] = [
        .convolution(filters: 32, kernel: 3, padding: 1), .batchNormalization(), .relu,
        .convolution(filters: 32, kernel: 3, padding: 1), .batchNormalization(), .relu, .maxPooling(size: 2, stride: 2),
        .convolution(filters: 64, kernel: 3, padding: 1), .batchNormalization(), .relu,
        .convolution(filters: 64, kernel: 3, padding: 1), .batchNormalization(), .relu, .maxPooling(size: 2, stride: 2),
        .flatten, .dense(outputs: 128), .batchNormalization(), .relu, .dropout(rate: 0.3), .dense(outputs: 10),
    ]

    /// A compact alternative sized for the 0.3 ms inference budget (~4 MFLOP per digit).
    static let compactDigitNet: [LayerSpec] = [
        .convolution(filters: 16, kernel: 3, padding: 1), .batchNormalization(), .relu, .maxPooling(size: 2, stride: 2),
        .convolution(filters: 32, kernel: 3, padding: 1), .batchNormalization(), .relu, .maxPooling(size: 2, stride: 2),
        .convolution(filters: 64, kernel: 3, padding: 1), .batchNormalization(), .relu, .maxPooling(size: 2, stride: 2),
        .flatten, .dense(outputs: 128), .batchNormalization(), .relu, .dropout(rate: 0.3), .dense(outputs: 10),
    ]

    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    @Test func matrixMultiply() {
        for (m, n, k) in [(256, 512, 800), (32, 784, 288), (64, 196, 576), (512, 512, 512)] {
            let a = TestTensors.uniform([m * k], seed: 1).values
            let b = TestTensors.uniform([k * n], seed: 2).values
            var c = [Float](repeating: 0, count: m * n)
            for parallel in [false, true] {
                var best = Double.infinity
                for _ in 0..<5 {
                    let time = Self.seconds {
                        a.withUnsafeBufferPointer { aBuffer in
                            b.withUnsafeBufferPointer { bBuffer in
                                c.withUnsafeMutableBufferPointer { cBuffer in
                                    let run = parallel ? parallelMatrixMultiply : ReadoutRecognition.matrixMultiply
                                    run(m, n, k, MatrixOperand(aBuffer.baseAddress!, columns: k),
                                        MatrixOperand(bBuffer.baseAddress!, columns: n), cBuffer.baseAddress!, n, false)
                                }
                            }
                        }
                    }
                    best = min(best, time)
                }
                let gflops = 2 * Double(m * n * k) / best / 1e9
                print("GEMM \(m)×\(k)×\(n) \(parallel ? "2 threads" : "1 thread "): \(String(format: "%.2f", best * 1000)) ms, \(String(format: "%.1f", gflops)) GFLOP/s")
            }
        }
    }

    @Test(arguments: [false, true]) func digitNetworkEpochEstimate(compact: Bool) throws {
        var network = try Sequential(inputShape: [1, 28, 28], layers: compact ? Self.compactDigitNet : Self.digitNet, seed: 1)
        print("\(compact ? "compact" : "wide") digit net: \(network.parameterCount) parameters")
        let batch = 128
        let input = TestTensors.uniform([batch, 1, 28, 28], in: 0...1, seed: 3)
        let labels = (0..<batch).map { $0 % 10 }
        var optimizer = Adam()
        network.trainStep(input: input, labels: labels, optimizer: &optimizer, learningRate: 1e-3)
        var forward = 0.0, total = 0.0
        let steps = 5
        for _ in 0..<steps {
            forward += Self.seconds { _ = network.forward(input, training: true) }
            total += Self.seconds { network.trainStep(input: input, labels: labels, optimizer: &optimizer, learningRate: 1e-3) }
        }
        let perBatch = total / Double(steps)
        print("train step (batch \(batch)): \(String(format: "%.1f", perBatch * 1000)) ms, forward \(String(format: "%.1f", forward / Double(steps) * 1000)) ms")
        print("epoch of 55,000: \(String(format: "%.0f", perBatch * 55_000 / Double(batch))) s")
        let single = TestTensors.uniform([1, 1, 28, 28], in: 0...1, seed: 4)
        _ = network.predict(single)
        let count = 200
        let time = Self.seconds { for _ in 0..<count { _ = network.predict(single) } }
        print("inference: \(String(format: "%.3f", time / Double(count) * 1000)) ms per digit (batch 1)")
        var activation = single
        for layer in network.layers {
            let x = activation
            let t = Self.seconds { for _ in 0..<count { activation = layer.infer(x) } }
            print("  \(layer.spec): \(String(format: "%.1f", t / Double(count) * 1e6)) µs inference")
        }
        let timings = network.layers.map { layer -> (String, Double) in
            var copy = layer
            let inShape = [batch] + layer.inputShape
            let x = TestTensors.uniform(inShape, seed: 5)
            let t = Self.seconds {
                let y = copy.forward(x, training: true)
                _ = copy.backward(y)
            }
            return ("\(layer.spec)", t)
        }
        for (name, t) in timings { print("  \(name): \(String(format: "%.1f", t * 1000)) ms fwd+bwd") }
    }
}
