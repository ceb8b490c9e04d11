import CTesseract
import Foundation
import ReadoutImage
import ReadoutSupport

/// Makes a deterministic "phone photo" of a scanned page: perspective and a few degrees of
/// rotation, the page on a darker table, a strong shading gradient with vignette, a soft shadow, blur, sensor
/// noise and JPEG compression. The dev set has only scans; this is the photo path's test bed.
struct CameraSimulator {
    struct Settings: Sendable {
        /// Output pixels per page pixel (phones photograph pages at a higher resolution than 200 dpi).
        var scale = 1.6
        var maximumRotationDegrees = 4.0
        /// Each page corner moves up to this fraction of the page width (keystone).
        var perspective = 0.05
        /// Table visible around the page, as a fraction of the page size on each side.
        var margin = 0.06
        /// Paper brightness at the darkest corner, after shading (255 … this).
        var darkestPaper = 40.0
        /// How much light the shadow takes away (0 none … 1 black).
        var shadowDepth = 0.6
        var blurSigma = 1.5
        var noiseSigma = 5.0
        var jpegQuality: Int32 = 40
    }

    var settings = Settings()

    /// The photo as JPEG bytes.
    func photograph(_ page: Image, seed: UInt64) -> Data {
        precondition(page.format == .gray)
        var random = SeededRandomNumberGenerator(seed: seed)
        let pageWidth = Double(page.width), pageHeight = Double(page.height), s = settings.scale
        let width = Int(pageWidth * s * (1 + 2 * settings.margin)), height = Int(pageHeight * s * (1 + 2 * settings.margin))

        // Where the page corners land: rotated about the canvas centre, then each nudged.
        let angle = random.uniform(-1, 1) * settings.maximumRotationDegrees * .pi / 180
        let jitter = settings.perspective * pageWidth * s
        let source = [(0.0, 0.0), (pageWidth, 0), (pageWidth, pageHeight), (0, pageHeight)]
        let destination = source.map { corner -> (Double, Double) in
            let dx = (corner.0 - pageWidth / 2) * s, dy = (corner.1 - pageHeight / 2) * s
            return (Double(width) / 2 + cos(angle) * dx - sin(angle) * dy + random.uniform(-1, 1) * jitter,
                    Double(height) / 2 + sin(angle) * dx + cos(angle) * dy + random.uniform(-1, 1) * jitter)
        }
        let toPage = Homography(from: destination, to: source)

        // Light falls off along a random direction and towards the corners.
        let lightAngle = random.uniform(0, 2 * .pi)
        let lx = cos(lightAngle), ly = sin(lightAngle)
        let lowest = settings.darkestPaper / 250
        // A soft shadow (of the phone or a hand) over part of the page, with a blurred edge.
        let shadowAngle = random.uniform(0, 2 * .pi)
        let sx = cos(shadowAngle), sy = sin(shadowAngle), shadowOffset = random.uniform(-0.08, 0.08)

        var pixels = [Double](repeating: 0, count: width * height)
        page.pixels.withUnsafeBufferPointer { src in
            for y in 0..<height {
                for x in 0..<width {
                    let (u, v) = toPage.apply(Double(x) + 0.5, Double(y) + 0.5)
                    var value: Double
                    if u >= 0, v >= 0, u < pageWidth, v < pageHeight {
                        let p = Self.bilinear(src, page.width, page.height, u - 0.5, v - 0.5)
                        value = 40 + (250 - 40) * p / 255  // ink is never black
                    } else {
                        value = 70  // the table
                    }
                    let nx = Double(x) / Double(width) - 0.5, ny = Double(y) / Double(height) - 0.5
                    let along = (nx * lx + ny * ly) / 0.71 * 0.5 + 0.5  // 0 … 1 across the image
                    let vignette = 1 - 0.45 * (nx * nx + ny * ny) / 0.5
                    let edge = (nx * sx + ny * sy - shadowOffset) / 0.04
                    let shadow = 1 - settings.shadowDepth / (1 + exp(-edge))
                    let light = (1 - (1 - lowest) * min(max(along, 0), 1)) * vignette * shadow
                    pixels[y * width + x] = value * light
                }
            }
        }
        pixels = GaussianBlur1D.blur(pixels, width: width, height: height, sigma: settings.blurSigma)
        var bytes = [UInt8](repeating: 0, count: width * height)
        for index in bytes.indices {
            let noisy = pixels[index] + random.gaussian() * settings.noiseSigma
            bytes[index] = UInt8(min(max(noisy.rounded(), 0), 255))
        }
        return Self.jpeg(Image(width: width, height: height, format: .gray, pixels: bytes), quality: settings.jpegQuality)
    }

    private static func bilinear(_ src: UnsafeBufferPointer<UInt8>, _ w: Int, _ h: Int, _ x: Double, _ y: Double) -> Double {
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - Double(x0), fy = y - Double(y0)
        func at(_ px: Int, _ py: Int) -> Double {
            Double(src[min(max(py, 0), h - 1) * w + min(max(px, 0), w - 1)])
        }
        let top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx
        let bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx
        return top * (1 - fy) + bottom * fy
    }

    static func jpeg(_ image: Image, quality: Int32) -> Data {
        let pix = image.makePix()
        var buffer: UnsafeMutablePointer<UInt8>?
        var size = 0
        pixWriteMemJpeg(&buffer, &size, pix.pointer, quality, 0)
        guard let buffer else { return Data() }
        defer { free(buffer) }
        return Data(bytes: buffer, count: size)
    }
}

/// A projective map fixed by four point pairs.
struct Homography {
    private var m: [Double]  // 3×3, row-major, m[8] = 1

    init(from: [(Double, Double)], to: [(Double, Double)]) {
        // 8 equations: u = (a x + b y + c) / (g x + h y + 1), v = (d x + e y + f) / (g x + h y + 1).
        var a = [[Double]](repeating: [Double](repeating: 0, count: 9), count: 8)
        for i in 0..<4 {
            let (x, y) = from[i], (u, v) = to[i]
            a[2 * i] = [x, y, 1, 0, 0, 0, -u * x, -u * y, u]
            a[2 * i + 1] = [0, 0, 0, x, y, 1, -v * x, -v * y, v]
        }
        for column in 0..<8 {  // Gauss–Jordan with partial pivoting
            let pivot = (column..<8).max { abs(a[$0][column]) < abs(a[$1][column]) }!
            a.swapAt(column, pivot)
            for row in 0..<8 where row != column {
                let factor = a[row][column] / a[column][column]
                for k in column..<9 { a[row][k] -= factor * a[column][k] }
            }
        }
        m = (0..<8).map { a[$0][8] / a[$0][$0] } + [1]
    }

    func apply(_ x: Double, _ y: Double) -> (Double, Double) {
        let w = m[6] * x + m[7] * y + m[8]
        return ((m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w)
    }
}

/// A separable Gaussian blur for the simulator (the library's own filter is not a dependency here).
enum GaussianBlur1D {
    static func blur(_ pixels: [Double], width: Int, height: Int, sigma: Double) -> [Double] {
        guard sigma > 0 else { return pixels }
        let radius = Int((3 * sigma).rounded(.up))
        var kernel = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let sum = kernel.reduce(0, +)
        kernel = kernel.map { $0 / sum }
        var temporary = pixels, output = pixels
        for y in 0..<height {
            for x in 0..<width {
                var total = 0.0
                for k in -radius...radius { total += kernel[k + radius] * pixels[y * width + min(max(x + k, 0), width - 1)] }
                temporary[y * width + x] = total
            }
        }
        for y in 0..<height {
            for x in 0..<width {
                var total = 0.0
                for k in -radius...radius { total += kernel[k + radius] * temporary[min(max(y + k, 0), height - 1) * width + x] }
                output[y * width + x] = total
            }
        }
        return output
    }
}

extension SeededRandomNumberGenerator {
    mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(next() >> 11) / Double(1 << 53)
    }

    mutating func gaussian() -> Double {
        let u1 = max(uniform(0, 1), 1e-12), u2 = uniform(0, 1)
        return (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }
}
