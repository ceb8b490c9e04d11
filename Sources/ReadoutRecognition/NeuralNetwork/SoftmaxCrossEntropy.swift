import Foundation

/// Softmax and the cross-entropy loss on logits, fused: the gradient is `(softmax − onehot) / batch`,
/// and the log-sum-exp subtracts each row's maximum so large logits never overflow.
public enum SoftmaxCrossEntropy {
    /// Probabilities per row of a `[batch, classes]` tensor of logits.
    public static func softmax(_ logits: Tensor) -> Tensor {
        var output = logits
        let classes = logits.sampleSize
        for row in 0..<logits.batchSize {
            let range = row * classes..<(row + 1) * classes
            let largest = logits.values[range].max() ?? 0
            var total: Float = 0
            for index in range {
                let value = exp(logits.values[index] - largest)
                output.values[index] = value
                total += value
            }
            for index in range { output.values[index] /= total }
        }
        return output
    }

    /// The mean cross-entropy of a batch and its gradient with respect to the logits.
    public static func lossAndGradient(logits: Tensor, labels: [Int]) -> (loss: Float, gradient: Tensor) {
        precondition(labels.count == logits.batchSize, "\(labels.count) labels for a batch of \(logits.batchSize)")
        let classes = logits.sampleSize
        let batch = Float(max(1, logits.batchSize))
        var gradient = softmax(logits)
        var loss = 0.0
        for (row, label) in labels.enumerated() {
            precondition(label >= 0 && label < classes, "label \(label) outside 0..<\(classes)")
            let start = row * classes
            let largest = logits.values[start..<start + classes].max() ?? 0
            var total = 0.0
            for index in start..<start + classes { total += Foundation.exp(Double(logits.values[index] - largest)) }
            // −log softmax = log Σ exp(z − max) − (z_label − max)
            loss += Foundation.log(total) - Double(logits.values[start + label] - largest)
            gradient.values[start + label] -= 1
        }
        for index in gradient.values.indices { gradient.values[index] /= batch }
        return (Float(loss / Double(batch)), gradient)
    }

    /// The mean cross-entropy against target distributions (`[batch, classes]`, rows summing to
    /// 1) and its gradient `(softmax − target) / batch`: soft labels, such as a wheel position
    /// spread over neighbouring tenths.
    public static func lossAndGradient(logits: Tensor, targets: Tensor) -> (loss: Float, gradient: Tensor) {
        precondition(targets.shape == logits.shape, "targets \(targets.shape) for logits \(logits.shape)")
        let batch = Float(max(1, logits.batchSize))
        var gradient = softmax(logits)
        var loss = 0.0
        for index in gradient.values.indices {
            let target = targets.values[index]
            if target > 0 { loss -= Double(target) * Foundation.log(max(Double(gradient.values[index]), 1e-12)) }
            gradient.values[index] = (gradient.values[index] - target) / batch
        }
        return (Float(loss / Double(batch)), gradient)
    }
}
