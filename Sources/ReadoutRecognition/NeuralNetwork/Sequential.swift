/// A feed-forward network: layers applied in order, built from a list of `LayerSpec`s with
/// shapes worked out from the input, seeded so the same seed gives the same initial weights.
///
/// ```swift
/// var network = try Sequential(inputShape: [1, 28, 28], layers: [
///     .convolution(filters: 8, kernel: 3, padding: 1), .relu, .maxPooling(size: 2, stride: 2),
///     .flatten, .dense(outputs: 10),
/// ], seed: 1)
/// let loss = network.trainStep(input: batch, labels: labels, optimizer: &adam, learningRate: 1e-3)
/// let probabilities = network.predict(images)
/// ```
public struct Sequential: Sendable {
    /// The shape of one input sample (no batch axis).
    public let inputShape: [Int]
    public private(set) var layers: [any Layer]

    public init(inputShape: [Int], layers specs: [LayerSpec], seed: UInt64) throws(NetworkError) {
        guard !inputShape.isEmpty, inputShape.allSatisfy({ $0 > 0 }) else {
            throw NetworkError("the input shape must have positive sizes, got \(inputShape)")
        }
        self.inputShape = inputShape
        var shape = inputShape
        var layers: [any Layer] = []
        for (index, spec) in specs.enumerated() {
            // Sizes come from files too: refuse shapes whose element count would overflow `Int`
            // arithmetic in the layers, rather than trap.
            guard shape.reduce(1.0, { $0 * Double($1) }) <= 0x1p40 else {
                throw NetworkError("layer \(index) (\(spec)) would receive samples of shape \(shape), too large")
            }
            // Each layer gets its own stream, derived from the network seed and its position.
            let layerSeed = seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(index + 1) &* 0xD1B5_4A32_D192_ED03
            let layer = try Self.makeLayer(spec, inputShape: shape, seed: layerSeed)
            shape = layer.outputShape
            layers.append(layer)
        }
        self.layers = layers
    }

    /// The shape of one output sample.
    public var outputShape: [Int] { layers.last?.outputShape ?? inputShape }

    /// The architecture, as declared.
    public var specs: [LayerSpec] { layers.map(\.spec) }

    /// The number of trainable values.
    public var parameterCount: Int {
        var copy = self
        var total = 0
        copy.visitParameters { parameter, _, _ in total += parameter.count }
        return total
    }

    /// The forward pass over a batch; with `training`, caches what `backward` needs, uses batch
    /// statistics and applies dropout.
    public mutating func forward(_ input: Tensor, training: Bool) -> Tensor {
        precondition(Array(input.shape.dropFirst()) == inputShape, "input samples \(input.shape.dropFirst()) differ from \(inputShape)")
        var activation = input
        for index in layers.indices { activation = layers[index].forward(activation, training: training) }
        return activation
    }

    /// Back-propagates the gradient of the loss with respect to the network's output, leaving
    /// every layer's parameter gradients ready for `update`. Returns the input gradient.
    @discardableResult
    public mutating func backward(_ outputGradient: Tensor) -> Tensor {
        var gradient = outputGradient
        for index in layers.indices.reversed() { gradient = layers[index].backward(gradient) }
        return gradient
    }

    /// The raw scores (logits) for a batch at inference; caches nothing, so it can run from
    /// many tasks on one trained network.
    public func logits(_ input: Tensor) -> Tensor {
        precondition(Array(input.shape.dropFirst()) == inputShape, "input samples \(input.shape.dropFirst()) differ from \(inputShape)")
        return layers.reduce(input) { activation, layer in layer.infer(activation) }
    }

    /// Class probabilities for a batch (softmax of the logits).
    public func predict(_ input: Tensor) -> Tensor {
        SoftmaxCrossEntropy.softmax(logits(input))
    }

    /// Applies one optimiser step to every parameter with its current gradient.
    public mutating func update(with optimizer: inout some Optimizer, learningRate: Float) {
        optimizer.beginStep()
        var slot = 0
        visitParameters { parameter, gradient, kind in
            optimizer.update(&parameter, gradient: gradient, slot: slot, kind: kind, learningRate: learningRate)
            slot += 1
        }
    }

    /// Forward, softmax cross-entropy, backward and an optimiser step on one mini-batch;
    /// returns the batch's mean loss.
    @discardableResult
    public mutating func trainStep(input: Tensor, labels: [Int], optimizer: inout some Optimizer, learningRate: Float) -> Float {
        let logits = forward(input, training: true)
        let (loss, gradient) = SoftmaxCrossEntropy.lossAndGradient(logits: logits, labels: labels)
        backward(gradient)
        update(with: &optimizer, learningRate: learningRate)
        return loss
    }

    /// Every layer's stored values (parameters and running statistics), in layer order.
    public var storedValues: [[[Float]]] {
        get { layers.map(\.storedValues) }
        set {
            for index in layers.indices { layers[index].storedValues = newValue[index] }
        }
    }

    mutating func visitParameters(_ body: (inout [Float], [Float], ParameterKind) -> Void) {
        for index in layers.indices { layers[index].visitParameters(body) }
    }

    static func makeLayer(_ spec: LayerSpec, inputShape: [Int], seed: UInt64) throws(NetworkError) -> any Layer {
        switch spec {
        case let .convolution(filters, kernel, stride, padding):
            try Convolution2D(inputShape: inputShape, filters: filters, kernel: kernel, stride: stride, padding: padding, seed: seed)
        case let .maxPooling(size, stride):
            try MaxPooling2D(inputShape: inputShape, size: size, stride: stride)
        case let .dense(outputs):
            try Dense(inputShape: inputShape, outputs: outputs, seed: seed)
        case .relu:
            ReLU(inputShape: inputShape)
        case let .dropout(rate):
            try Dropout(inputShape: inputShape, rate: rate, seed: seed)
        case let .batchNormalization(momentum, epsilon):
            try BatchNormalization(inputShape: inputShape, momentum: momentum, epsilon: epsilon)
        case .flatten:
            Flatten(inputShape: inputShape)
        }
    }
}
