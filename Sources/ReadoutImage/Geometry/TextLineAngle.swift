import Foundation

/// The direction a photo's text lines run in, at any angle: a page lying on a desk turned 25°
/// is turned too far for Tesseract's orientation check and Leptonica's skew sweep (±15°), and
/// its edges may not stand out from a light desk; its letters still stand in lines.
///
/// On a copy about `workingSize` pixels long, the dark marks (darker than their surroundings by
/// a local threshold) the size and shape of letters are found; their centres are projected
/// across every direction, and the direction whose profile is sharpest (marks gathered in a few
/// narrow bands: the lines) is the lines' direction.
///
/// ```swift
/// if let lines = TextLineAngle().estimate(in: photo), lines.isClear {
///     print("the lines run at \(lines.degrees)°")
/// }
/// ```
public struct TextLineAngle: Sendable {
    /// What was found.
    public struct Estimate: Sendable, Equatable {
        /// The lines' direction in degrees clockwise from horizontal (y runs down), in -90..<90.
        /// 0 and ±90 are upright and sideways text; which way up it reads is not judged here.
        public var degrees: Double
        /// The sharpest profile's score over the median direction's: 1 means no lines at all.
        public var sharpness: Double
        /// Letter-like marks the estimate stands on.
        public var marks: Int
        /// The marks' median size, in the photo's pixels.
        public var letterSize: Double

        public init(degrees: Double, sharpness: Double, marks: Int, letterSize: Double) {
            self.degrees = degrees
            self.sharpness = sharpness
            self.marks = marks
            self.letterSize = letterSize
        }

        /// Enough marks in bands clearly sharper than a typical direction shows. The rendered dev
        /// desk shots score 2.3 to 5.5; the real dev photos 1.2 to 3.7, curved book pages, crumpled
        /// magazines and screens lowest, so that for most real photos the lines only confirm.
        public var isClear: Bool { marks >= 40 && sharpness >= 2 }

        /// The turn, in -45..<45 degrees, that brings the lines to the nearest multiple of a
        /// quarter turn (what is left, Tesseract's orientation check decides).
        public var residualDegrees: Double {
            var residual = degrees.truncatingRemainder(dividingBy: 90)
            if residual >= 45 { residual -= 90 }
            if residual < -45 { residual += 90 }
            return residual
        }
    }

    public var workingSize = 1200

    public init() {}

    public func estimate(in image: Image) -> Estimate? {
        sample(of: image).flatMap(estimate(from:))
    }

    /// The reduced gray copy of a photo and its letter-like marks: what an estimate stands on,
    /// and what `PageFinder.find(in:around:)` looks for the sheet's edges in.
    struct Sample {
        var small: Image
        /// The copy's size over the photo's.
        var factor: Double
        var marks: [Mark]
    }

    func sample(of image: Image) -> Sample? {
        guard image.width >= 32, image.height >= 32 else { return nil }
        let factor = min(1, Double(workingSize) / Double(max(image.width, image.height)))
        guard let small = try? (factor < 1 ? image.scaled(by: factor) : image).grayscale() else { return nil }
        return Sample(small: small, factor: factor, marks: Self.letterMarks(in: small))
    }

    func estimate(from sample: Sample) -> Estimate? {
        let marks = sample.marks, factor = sample.factor
        guard marks.count >= 8 else { return nil }
        let size = marks.map(\.size).sorted()[marks.count / 2]
        let band = max(1.5, 0.4 * size)
        var scores: [(degrees: Double, score: Double)] = []
        for step in 0..<180 {
            let degrees = Double(step) - 90
            scores.append((degrees, Self.profileScore(marks, degrees: degrees, band: band)))
        }
        let median = scores.map(\.score).sorted()[scores.count / 2]
        guard var best = scores.max(by: { $0.score < $1.score }), median > 0 else { return nil }
        for tenth in -10...10 where tenth != 0 {
            let degrees = best.degrees + Double(tenth) / 10
            let score = Self.profileScore(marks, degrees: degrees, band: band)
            if score > best.score { best = (degrees, score) }
        }
        var degrees = best.degrees
        if degrees >= 90 { degrees -= 180 }
        if degrees < -90 { degrees += 180 }
        return Estimate(degrees: degrees, sharpness: best.score / median, marks: marks.count, letterSize: size / factor)
    }

    /// A dark mark's centre and size (the longer side of its box).
    struct Mark {
        var x: Double
        var y: Double
        var size: Double
    }

    /// How gathered the marks' centres are across direction `degrees`: the sum of squared counts
    /// in bands `band` wide, over the marks (soft binning, so that a band's edge does not decide).
    static func profileScore(_ marks: [Mark], degrees: Double, band: Double) -> Double {
        let radians = degrees * .pi / 180
        let (nx, ny) = (-sin(radians), cos(radians))
        let distances = marks.map { $0.x * nx + $0.y * ny }
        guard let low = distances.min(), let high = distances.max() else { return 0 }
        var bins = [Double](repeating: 0, count: Int((high - low) / band) + 2)
        for distance in distances {
            let position = (distance - low) / band
            let index = Int(position)
            let fraction = position - Double(index)
            bins[index] += 1 - fraction
            bins[index + 1] += fraction
        }
        return bins.reduce(0) { $0 + $1 * $1 } / Double(marks.count)
    }

    /// Dark marks the size and shape of letters: pixels darker than their neighbourhood's mean
    /// by a local threshold, joined 8-connected, kept when 3 to 48 pixels on their longer side,
    /// not long thin strokes (a rule, a desk's grain), and not hollow boxes.
    static func letterMarks(in gray: Image) -> [Mark] {
        let (width, height) = (gray.width, gray.height)
        let ink = darkerThanSurroundings(gray, radius: max(4, max(width, height) / 90))
        var label = [Int32](repeating: 0, count: width * height)
        var marks: [Mark] = []
        var stack: [Int] = []
        var next: Int32 = 0
        for start in 0..<(width * height) where ink[start] && label[start] == 0 {
            next += 1
            label[start] = next
            stack.append(start)
            var (minX, maxX, minY, maxY, count) = (width, 0, height, 0, 0)
            while let index = stack.popLast() {
                let x = index % width, y = index / width
                count += 1
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                for dy in -1...1 {
                    let ny = y + dy
                    guard ny >= 0, ny < height else { continue }
                    for dx in -1...1 {
                        let nx = x + dx
                        guard nx >= 0, nx < width else { continue }
                        let neighbour = ny * width + nx
                        if ink[neighbour], label[neighbour] == 0 {
                            label[neighbour] = next
                            stack.append(neighbour)
                        }
                    }
                }
            }
            let (w, h) = (maxX - minX + 1, maxY - minY + 1)
            let long = max(w, h), short = min(w, h)
            guard long >= 3, long <= 48, 5 * short >= long || long <= 6,
                  Double(count) >= 0.12 * Double(w * h) else { continue }
            marks.append(Mark(x: Double(minX + maxX) / 2, y: Double(minY + maxY) / 2, size: Double(long)))
        }
        return marks
    }

    /// Pixels darker than the mean of the square `radius` around them by more than a tenth of it
    /// and 10 gray levels: print on paper, whatever the light falling across the page.
    static func darkerThanSurroundings(_ gray: Image, radius: Int) -> [Bool] {
        let (width, height) = (gray.width, gray.height)
        var integral = [Int](repeating: 0, count: (width + 1) * (height + 1))
        for y in 0..<height {
            var row = 0
            for x in 0..<width {
                row += Int(gray.pixels[y * width + x])
                integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1] + row
            }
        }
        var ink = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            let y0 = max(0, y - radius), y1 = min(height, y + radius + 1)
            for x in 0..<width {
                let x0 = max(0, x - radius), x1 = min(width, x + radius + 1)
                let sum = integral[y1 * (width + 1) + x1] - integral[y0 * (width + 1) + x1]
                    - integral[y1 * (width + 1) + x0] + integral[y0 * (width + 1) + x0]
                let mean = Double(sum) / Double((x1 - x0) * (y1 - y0))
                let value = Double(gray.pixels[y * width + x])
                ink[y * width + x] = value < mean * 0.9 && value < mean - 10
            }
        }
        return ink
    }
}

extension TextLineAngle.Estimate {
    /// The canvas and the transform that turn a `width` × `height` photo by `residualDegrees`
    /// counter-clockwise, so that its lines run level, with nothing of the photo cut off:
    /// `toPhoto` maps a point of the levelled image into the photo, as `PageFinder.Page` does.
    public func levelling(width: Int, height: Int) -> (width: Int, height: Int, toPhoto: Homography)? {
        let radians = residualDegrees * .pi / 180
        let (c, s) = (cos(radians), sin(radians))
        let (w, h) = (Double(width), Double(height))
        let outWidth = (abs(w * c) + abs(h * s)).rounded(.up), outHeight = (abs(w * s) + abs(h * c)).rounded(.up)
        // A level line of the output runs along (cos, sin) in the photo, about both centres.
        func inPhoto(_ x: Double, _ y: Double) -> Point {
            let (dx, dy) = (x - outWidth / 2, y - outHeight / 2)
            return Point(x: w / 2 + dx * c - dy * s, y: h / 2 + dx * s + dy * c)
        }
        let canvas = [Point(x: 0, y: 0), Point(x: outWidth, y: 0), Point(x: outWidth, y: outHeight), Point(x: 0, y: outHeight)]
        guard let toPhoto = Homography(mapping: canvas, to: canvas.map { inPhoto($0.x, $0.y) }) else { return nil }
        return (Int(outWidth), Int(outHeight), toPhoto)
    }
}
