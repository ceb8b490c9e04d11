/// One stage of a `Sequential` network: a forward pass, the backward pass that turns the
/// gradient of its output into the gradient of its input (storing its own parameter gradients),
/// and access to what it learns.
///
/// Layers are values that cache what the backward pass needs during `forward(_:training:)`;
/// `infer(_:)` caches nothing, so a trained network can classify from many tasks at once.
public protocol Layer: Sendable {
    /// What this layer is, with its hyper-parameters (what a model file records).
    var spec: LayerSpec { get }
    /// The shape of one input sample (no batch axis).
    var inputShape: [Int] { get }
    /// The shape of one output sample (no batch axis).
    var outputShape: [Int] { get }

    /// Inference: no caches, dropout off, batch normalisation with running statistics.
    func infer(_ input: Tensor) -> Tensor
    /// The forward pass, remembering what `backward` needs.
    mutating func forward(_ input: Tensor, training: Bool) -> Tensor
    /// The gradient of the loss with respect to the input of the last `forward`; parameter
    /// gradients are stored (replaced, not accumulated) for the next optimiser step.
    mutating func backward(_ outputGradient: Tensor) -> Tensor

    /// Calls `body` on every trainable parameter with its gradient, in a fixed order.
    mutating func visitParameters(_ body: (inout [Float], [Float], ParameterKind) -> Void)
    /// Everything a model file stores for this layer: parameters, then running statistics.
    var storedValues: [[Float]] { get set }
}

/// Whether a parameter multiplies inputs (weights, shrunk by weight decay) or shifts them
/// (biases and batch-norm scale/shift, left alone by weight decay).
public enum ParameterKind: Sendable {
    case weight
    case bias
}

extension Layer {
    public mutating func visitParameters(_ body: (inout [Float], [Float], ParameterKind) -> Void) {}
    public var storedValues: [[Float]] {
        get { [] }
        set {}
    }
}

/// A layer and its hyper-parameters, without weights: networks are declared as a list of these
/// and model files describe their architecture with them.
public enum LayerSpec: Sendable, Equatable, CustomStringConvertible {
    /// 2-D convolution over `channels × height × width` samples (square kernel).
    case convolution(filters: Int, kernel: Int, stride: Int = 1, padding: Int = 0)
    /// Maximum over square windows.
    case maxPooling(size: Int, stride: Int)
    /// A fully connected layer over flat samples.
    case dense(outputs: Int)
    case relu
    /// Zeroes a fraction `rate` of activations while training.
    case dropout(rate: Float)
    /// Per-channel (images) or per-feature (vectors) normalisation with a learned scale and shift.
    case batchNormalization(momentum: Float = 0.9, epsilon: Float = 1e-5)
    /// Reshapes each sample to a vector.
    case flatten

    public var description: String {
        switch self {
        case let .convolution(filters, kernel, stride, padding):
            "conv(\(filters), \(kernel)×\(kernel), stride \(stride), pad \(padding))"
        case let .maxPooling(size, stride): "maxpool(\(size)×\(size), stride \(stride))"
        case let .dense(outputs): "dense(\(outputs))"
        case .relu: "relu"
        case let .dropout(rate): "dropout(\(rate))"
        case .batchNormalization: "batchnorm"
        case .flatten: "flatten"
        }
    }
}
