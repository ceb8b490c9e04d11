import ReadoutImage

/// Clears small islands of ink (dust, a stray tap, sensor noise) that would otherwise stretch
/// the ink's bounding box and shrink the digit.
enum SpeckRemoval {
    /// `ink` (255 = ink) with every 8-connected island of pixels at or above `threshold` whose
    /// ink is less than `minimumShare` of the total removed, together with the faint pixels
    /// around it.
    static func removingSpecks(from ink: Image, threshold: UInt8, minimumShare: Double) -> Image {
        let w = ink.width, h = ink.height
        var label = [Int32](repeating: -1, count: w * h)
        var masses: [Int] = []
        var stack: [Int] = []
        for start in 0..<w * h where ink.pixels[start] >= threshold && label[start] < 0 {
            let id = Int32(masses.count)
            var mass = 0
            label[start] = id
            stack.append(start)
            while let i = stack.popLast() {
                mass += Int(ink.pixels[i])
                let x = i % w, y = i / w
                for ny in max(0, y - 1)...min(h - 1, y + 1) {
                    for nx in max(0, x - 1)...min(w - 1, x + 1) {
                        let j = ny * w + nx
                        if label[j] < 0 && ink.pixels[j] >= threshold {
                            label[j] = id
                            stack.append(j)
                        }
                    }
                }
            }
            masses.append(mass)
        }
        let total = masses.reduce(0, +)
        let specks = masses.map { Double($0) < minimumShare * Double(total) }
        guard specks.contains(true) else { return ink }

        // Faint pixels take the fate of the island they touch, so a removed speck leaves no halo.
        var cleaned = ink
        for y in 0..<h {
            for x in 0..<w {
                let i = y * w + x
                if label[i] >= 0 {
                    if specks[Int(label[i])] { cleaned.pixels[i] = 0 }
                    continue
                }
                guard ink.pixels[i] > 0 else { continue }
                var nearSpeck = false, nearKept = false
                for ny in max(0, y - 1)...min(h - 1, y + 1) {
                    for nx in max(0, x - 1)...min(w - 1, x + 1) where label[ny * w + nx] >= 0 {
                        if specks[Int(label[ny * w + nx])] { nearSpeck = true } else { nearKept = true }
                    }
                }
                if nearSpeck && !nearKept { cleaned.pixels[i] = 0 }
            }
        }
        return cleaned
    }
}
