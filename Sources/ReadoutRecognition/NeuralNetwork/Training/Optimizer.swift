import Foundation

/// Turns gradients into parameter changes; keeps per-parameter state (momentum, moments) in
/// slots numbered in the network's fixed parameter order.
public protocol Optimizer: Sendable {
    /// Called once before the parameters of one step are updated.
    mutating func beginStep()
    mutating func update(_ parameter: inout [Float], gradient: [Float], slot: Int, kind: ParameterKind, learningRate: Float)
}

/// Stochastic gradient descent with momentum (optionally Nesterov) and L2 weight decay on
/// weights (not on biases or batch-norm parameters).
public struct StochasticGradientDescent: Optimizer {
    public var momentum: Float
    public var nesterov: Bool
    public var weightDecay: Float
    private var velocities: [[Float]] = []

    public init(momentum: Float = 0.9, nesterov: Bool = false, weightDecay: Float = 0) {
        self.momentum = momentum
        self.nesterov = nesterov
        self.weightDecay = weightDecay
    }

    public mutating func beginStep() {}

    public mutating func update(_ parameter: inout [Float], gradient: [Float], slot: Int, kind: ParameterKind, learningRate: Float) {
        while velocities.count <= slot { velocities.append([]) }
        if velocities[slot].count != parameter.count { velocities[slot] = [Float](repeating: 0, count: parameter.count) }
        let decay = kind == .weight ? weightDecay : 0
        let momentum = momentum, nesterov = nesterov
        velocities[slot].withUnsafeMutableBufferPointer { velocity in
            parameter.withUnsafeMutableBufferPointer { values in
                gradient.withUnsafeBufferPointer { gradient in
                    for index in values.indices {
                        let g = gradient[index] + decay * values[index]
                        velocity[index] = momentum * velocity[index] + g
                        values[index] -= learningRate * (nesterov ? g + momentum * velocity[index] : velocity[index])
                    }
                }
            }
        }
    }
}

/// Adam with bias correction; weight decay is decoupled (AdamW), applied to weights only, so it
/// is not rescaled by the adaptive step.
public struct Adam: Optimizer {
    public var beta1: Float
    public var beta2: Float
    public var epsilon: Float
    public var weightDecay: Float
    private var step = 0
    private var firstMoments: [[Float]] = []
    private var secondMoments: [[Float]] = []

    public init(beta1: Float = 0.9, beta2: Float = 0.999, epsilon: Float = 1e-8, weightDecay: Float = 0) {
        self.beta1 = beta1
        self.beta2 = beta2
        self.epsilon = epsilon
        self.weightDecay = weightDecay
    }

    public mutating func beginStep() { step += 1 }

    public mutating func update(_ parameter: inout [Float], gradient: [Float], slot: Int, kind: ParameterKind, learningRate: Float) {
        while firstMoments.count <= slot {
            firstMoments.append([])
            secondMoments.append([])
        }
        if firstMoments[slot].count != parameter.count {
            firstMoments[slot] = [Float](repeating: 0, count: parameter.count)
            secondMoments[slot] = firstMoments[slot]
        }
        let beta1 = beta1, beta2 = beta2, epsilon = epsilon
        let correction1 = 1 - pow(Double(beta1), Double(max(step, 1)))
        let correction2 = 1 - pow(Double(beta2), Double(max(step, 1)))
        let stepSize = learningRate * Float(correction2.squareRoot() / correction1)
        let decay = kind == .weight ? learningRate * weightDecay : 0
        firstMoments[slot].withUnsafeMutableBufferPointer { first in
            secondMoments[slot].withUnsafeMutableBufferPointer { second in
                parameter.withUnsafeMutableBufferPointer { values in
                    gradient.withUnsafeBufferPointer { gradient in
                        for index in values.indices {
                            let g = gradient[index]
                            first[index] = beta1 * first[index] + (1 - beta1) * g
                            second[index] = beta2 * second[index] + (1 - beta2) * g * g
                            values[index] -= decay * values[index]
                            values[index] -= stepSize * first[index] / (second[index].squareRoot() + epsilon)
                        }
                    }
                }
            }
        }
    }
}
