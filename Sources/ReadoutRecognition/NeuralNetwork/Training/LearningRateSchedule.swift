import Foundation

/// The learning rate as a function of the optimiser step (counted from 0).
public enum LearningRateSchedule: Sendable, Equatable {
    case constant(Float)
    /// `initial · factor^(step / every)`.
    case step(initial: Float, factor: Float, every: Int)
    /// Linear warm-up to `peak` over `warmupSteps`, then a cosine decay to `final` at
    /// `totalSteps` (a one-cycle shape); trains quickly without a tuned step schedule.
    case cosine(peak: Float, warmupSteps: Int, totalSteps: Int, final: Float = 0)

    public func rate(atStep step: Int) -> Float {
        switch self {
        case let .constant(rate):
            return rate
        case let .step(initial, factor, every):
            return initial * pow(factor, Float(step / max(1, every)))
        case let .cosine(peak, warmupSteps, totalSteps, final):
            if step < warmupSteps { return peak * Float(step + 1) / Float(warmupSteps) }
            let span = max(1, totalSteps - warmupSteps)
            let progress = min(1, Float(step - warmupSteps) / Float(span))
            return final + (peak - final) * 0.5 * (1 + cos(.pi * progress))
        }
    }
}
