import Foundation

/// Deriche's fourth-order recursive approximation of a Gaussian: a causal and an anticausal
/// pass of two complex first-order recursions each, so the cost per pixel does not depend on
/// sigma.
///
/// The two directions are summed (parallel form), not chained, which makes the replicate
/// border exact: beyond each end the input is constant, so each recursion starts from its
/// steady state for that constant. Complex first-order recursions (rather than the expanded
/// real fourth-order polynomial) keep single precision stable at large sigma, where the
/// poles crowd towards 1. Coefficients: R. Deriche, "Recursively implementing the Gaussian
/// and its derivatives" (1993), as tabulated by P. Getreuer, "A Survey of Gaussian
/// Convolution Algorithms", IPOL 2013.
struct DericheGaussianFilter: SeparableFilter {
    typealias Vector = SIMD4<Float>

    /// One complex pole `p` with its weight `a`: `s[n] = a x[n] + p s[n-1]`.
    struct Term {
        var pole: (re: Float, im: Float)
        var weight: (re: Float, im: Float)
        /// State after a constant unit input forever: causal `a / (1 - p)`, anticausal `a p / (1 - p)`.
        var causalSteady: (re: Float, im: Float)
        var anticausalSteady: (re: Float, im: Float)
    }

    let first: Term
    let second: Term

    init(sigma: Double) {
        // Deriche's fit, for sigma = 1: h(t) ≈ Σ α_k exp(-λ_k t) for t ≥ 0, four terms in
        // conjugate pairs; one member of each pair is kept and the real part doubled.
        let alpha = [(0.84, 1.8675), (-0.34015, -0.1299)]
        let lambda = [(1.783, 0.6318), (1.723, 1.997)]
        var poles: [(Double, Double)] = []
        var weights: [(Double, Double)] = []
        for k in 0..<2 {
            let magnitude = exp(-lambda[k].0 / sigma), angle = -lambda[k].1 / sigma
            // Round the pole to Float first so the normalization below matches what runs.
            poles.append((Double(Float(magnitude * cos(angle))), Double(Float(magnitude * sin(angle)))))
            let scale = 2 / (sqrt(2 * Double.pi) * sigma)
            weights.append((alpha[k].0 * scale, alpha[k].1 * scale))
        }
        // Normalize the discrete kernel to sum exactly 1: Σ Re(a (1 + p) / (1 - p)).
        var total = 0.0
        for k in 0..<2 {
            let ratio = Complex(poles[k]).plusOne / Complex(poles[k]).oneMinus
            total += (Complex(weights[k]) * ratio).re
        }
        let terms = (0..<2).map { k -> Term in
            let p = Complex(poles[k]), a = Complex(weights[k]) * Complex((1 / total, 0))
            let causal = a / p.oneMinus, anticausal = a * p / p.oneMinus
            return Term(pole: (Float(p.re), Float(p.im)), weight: (Float(a.re), Float(a.im)),
                        causalSteady: (Float(causal.re), Float(causal.im)),
                        anticausalSteady: (Float(anticausal.re), Float(anticausal.im)))
        }
        first = terms[0]
        second = terms[1]
    }

    var linePadding: Int { 0 }

    func filterLine(_ input: UnsafePointer<Vector>, count: Int, into output: UnsafeMutablePointer<Vector>) {
        let c = Coefficients(self)
        // Causal pass, written to output.
        let start = input[0]
        var s0r = c.steady0r * start, s0i = c.steady0i * start
        var s1r = c.steady1r * start, s1i = c.steady1i * start
        for x in 0..<count {
            let value = input[x]
            let t0r = c.p0r * s0r - c.p0i * s0i + c.a0r * value
            let t0i = c.p0r * s0i + c.p0i * s0r + c.a0i * value
            let t1r = c.p1r * s1r - c.p1i * s1i + c.a1r * value
            let t1i = c.p1r * s1i + c.p1i * s1r + c.a1i * value
            s0r = t0r; s0i = t0i; s1r = t1r; s1i = t1i
            output[x] = t0r + t1r
        }
        // Anticausal pass, added: r[n] = p (r[n+1] + a x[n+1]).
        let end = input[count - 1]
        var r0r = c.anti0r * end, r0i = c.anti0i * end
        var r1r = c.anti1r * end, r1i = c.anti1i * end
        output[count - 1] += r0r + r1r
        var x = count - 2
        while x >= 0 {
            let next = input[x + 1]
            let u0r = r0r + c.a0r * next, u0i = r0i + c.a0i * next
            let u1r = r1r + c.a1r * next, u1i = r1i + c.a1i * next
            r0r = c.p0r * u0r - c.p0i * u0i; r0i = c.p0r * u0i + c.p0i * u0r
            r1r = c.p1r * u1r - c.p1i * u1i; r1i = c.p1r * u1i + c.p1i * u1r
            output[x] += r0r + r1r
            x -= 1
        }
    }

    func filterColumns(
        of tiles: [PlaneTile], rows: Int, emit: (Int, Range<Int>, UnsafePointer<Vector>) -> Void
    ) {
        let c = Coefficients(self)
        let widest = max(tiles.map(\.columns.count).max() ?? 0, 1)
        // Per tile column: four state vectors, then the causal result of every row.
        let state = UnsafeMutablePointer<Vector>.allocate(capacity: 4 * widest)
        let causal = UnsafeMutablePointer<Vector>.allocate(capacity: widest * rows)
        let finished = UnsafeMutablePointer<Vector>.allocate(capacity: widest)
        defer { state.deallocate(); causal.deallocate(); finished.deallocate() }
        let s0r = state, s0i = state + widest, s1r = state + 2 * widest, s1i = state + 3 * widest

        for tile in tiles {
            let width = tile.columns.count
            func row(_ y: Int) -> UnsafePointer<Vector> { UnsafePointer(tile.start + y &* width) }
            let top = row(0)
            for j in 0..<width {
                let value = top[j]
                s0r[j] = c.steady0r * value; s0i[j] = c.steady0i * value
                s1r[j] = c.steady1r * value; s1i[j] = c.steady1i * value
            }
            for y in 0..<rows {
                let source = row(y), target = causal + y &* width
                for j in 0..<width {
                    let value = source[j]
                    let a0r = s0r[j], a0i = s0i[j], a1r = s1r[j], a1i = s1i[j]
                    let t0r = c.p0r * a0r - c.p0i * a0i + c.a0r * value
                    let t0i = c.p0r * a0i + c.p0i * a0r + c.a0i * value
                    let t1r = c.p1r * a1r - c.p1i * a1i + c.a1r * value
                    let t1i = c.p1r * a1i + c.p1i * a1r + c.a1i * value
                    s0r[j] = t0r; s0i[j] = t0i; s1r[j] = t1r; s1i[j] = t1i
                    target[j] = t0r + t1r
                }
            }
            // Anticausal pass bottom-up, reusing the state arrays.
            let bottom = row(rows - 1), lastCausal = causal + (rows - 1) &* width
            for j in 0..<width {
                let value = bottom[j]
                s0r[j] = c.anti0r * value; s0i[j] = c.anti0i * value
                s1r[j] = c.anti1r * value; s1i[j] = c.anti1i * value
                finished[j] = lastCausal[j] + s0r[j] + s1r[j]
            }
            emit(rows - 1, tile.columns, finished)
            var y = rows - 2
            while y >= 0 {
                let next = row(y + 1), causalRow = causal + y &* width
                for j in 0..<width {
                    let value = next[j]
                    let u0r = s0r[j] + c.a0r * value, u0i = s0i[j] + c.a0i * value
                    let u1r = s1r[j] + c.a1r * value, u1i = s1i[j] + c.a1i * value
                    let r0r = c.p0r * u0r - c.p0i * u0i, r0i = c.p0r * u0i + c.p0i * u0r
                    let r1r = c.p1r * u1r - c.p1i * u1i, r1i = c.p1r * u1i + c.p1i * u1r
                    s0r[j] = r0r; s0i[j] = r0i; s1r[j] = r1r; s1i[j] = r1i
                    finished[j] = causalRow[j] + r0r + r1r
                }
                emit(y, tile.columns, finished)
                y -= 1
            }
        }
    }
}

extension DericheGaussianFilter {
    /// The coefficients splatted into vectors once per call, out of the hot loops.
    struct Coefficients {
        let p0r, p0i, a0r, a0i, p1r, p1i, a1r, a1i: Vector
        let steady0r, steady0i, steady1r, steady1i: Vector
        let anti0r, anti0i, anti1r, anti1i: Vector

        @inline(__always)
        init(_ filter: DericheGaussianFilter) {
            let f = filter.first, s = filter.second
            p0r = Vector(repeating: f.pole.re); p0i = Vector(repeating: f.pole.im)
            a0r = Vector(repeating: f.weight.re); a0i = Vector(repeating: f.weight.im)
            p1r = Vector(repeating: s.pole.re); p1i = Vector(repeating: s.pole.im)
            a1r = Vector(repeating: s.weight.re); a1i = Vector(repeating: s.weight.im)
            steady0r = Vector(repeating: f.causalSteady.re); steady0i = Vector(repeating: f.causalSteady.im)
            steady1r = Vector(repeating: s.causalSteady.re); steady1i = Vector(repeating: s.causalSteady.im)
            anti0r = Vector(repeating: f.anticausalSteady.re); anti0i = Vector(repeating: f.anticausalSteady.im)
            anti1r = Vector(repeating: s.anticausalSteady.re); anti1i = Vector(repeating: s.anticausalSteady.im)
        }
    }
}

/// Just enough complex arithmetic, in double precision, to set up the filter.
private struct Complex {
    var re: Double
    var im: Double

    init(_ value: (Double, Double)) { re = value.0; im = value.1 }

    var plusOne: Complex { Complex((re + 1, im)) }
    var oneMinus: Complex { Complex((1 - re, -im)) }

    static func * (l: Complex, r: Complex) -> Complex {
        Complex((l.re * r.re - l.im * r.im, l.re * r.im + l.im * r.re))
    }

    static func / (l: Complex, r: Complex) -> Complex {
        let d = r.re * r.re + r.im * r.im
        return Complex(((l.re * r.re + l.im * r.im) / d, (l.im * r.re - l.re * r.im) / d))
    }
}
