/// Resamples a single-channel image through an affine transform and an optional displacement
/// field, bilinearly, reading background (zero) outside the source.
enum BilinearWarp {
    /// `displacementX/Y`, when given, are added to each output pixel's position before the
    /// inverse transform, so elastic and affine changes compose into one resampling.
    static func warp(_ source: UnsafeBufferPointer<Float>, width: Int, height: Int,
                     transform: AffineImageTransform,
                     displacementX: UnsafeBufferPointer<Float>? = nil, displacementY: UnsafeBufferPointer<Float>? = nil,
                     into output: UnsafeMutableBufferPointer<Float>) {
        let centreX = Float(width - 1) / 2, centreY = Float(height - 1) / 2
        let (ia, ib, ic, id) = transform.inverse
        for y in 0..<height {
            let offsetY = Float(y) - centreY - transform.shiftY
            for x in 0..<width {
                let index = y * width + x
                var offsetX = Float(x) - centreX - transform.shiftX, displacedY = offsetY
                if let displacementX, let displacementY {
                    offsetX += displacementX[index]
                    displacedY += displacementY[index]
                }
                let sourceX = centreX + ia * offsetX + ib * displacedY
                let sourceY = centreY + ic * offsetX + id * displacedY
                output[index] = sample(source, width: width, height: height, x: sourceX, y: sourceY)
            }
        }
    }

    @inline(__always)
    static func sample(_ source: UnsafeBufferPointer<Float>, width: Int, height: Int, x: Float, y: Float) -> Float {
        // Far outside (also catches NaN) is background; the rest is at least −1, so truncating
        // x + 1 floors without a libm call.
        guard x >= -1, y >= -1, x < Float(width), y < Float(height) else { return 0 }
        let x0 = Int(x + 1) - 1, y0 = Int(y + 1) - 1
        let floorX = Float(x0), floorY = Float(y0)
        let fractionX = max(0, x - floorX), fractionY = max(0, y - floorY)
        if x0 >= 0, y0 >= 0, x0 + 1 < width, y0 + 1 < height {
            let top = y0 * width + x0, bottom = top + width
            let upper = source[top] + fractionX * (source[top + 1] - source[top])
            let lower = source[bottom] + fractionX * (source[bottom + 1] - source[bottom])
            return upper + fractionY * (lower - upper)
        }
        // At the border: neighbours outside the image are background.
        func pixel(_ px: Int, _ py: Int) -> Float {
            px >= 0 && py >= 0 && px < width && py < height ? source[py * width + px] : 0
        }
        let upper = pixel(x0, y0) + fractionX * (pixel(x0 + 1, y0) - pixel(x0, y0))
        let lower = pixel(x0, y0 + 1) + fractionX * (pixel(x0 + 1, y0 + 1) - pixel(x0, y0 + 1))
        return upper + fractionY * (lower - upper)
    }
}
