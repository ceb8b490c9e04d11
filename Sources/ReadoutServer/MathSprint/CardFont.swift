import Foundation
import ReadoutImage

/// A bitmap font made by `Scripts/make-card-font.py` (DejaVu Sans Bold, rasterised once at a
/// few sizes): a gray atlas, white = ink, and each glyph's box and advance. It lets the server
/// draw text into a PNG without a font engine.
struct CardFont: Sendable {
    struct Glyph: Sendable {
        let x: Int, y: Int, width: Int, height: Int
        /// Offset of the box from the pen position on the baseline.
        let left: Int, top: Int
        let advance: Int
    }

    struct Size: Sendable {
        let ascent: Int
        let descent: Int
        let glyphs: [Character: Glyph]
    }

    let atlas: Image
    let sizes: [Int: Size]

    /// The font in the server's bundle; nil (and the card route answers 500) if it is missing.
    static let bundled: CardFont? = {
        guard let folder = Bundle.module.resourceURL?.appendingPathComponent("CardFont"),
              let atlas = try? Image(contentsOf: folder.appendingPathComponent("dejavu-sans-bold.png")).grayscale(),
              let data = try? Data(contentsOf: folder.appendingPathComponent("dejavu-sans-bold.json")),
              let file = try? JSONDecoder().decode(File.self, from: data) else { return nil }
        var sizes: [Int: Size] = [:]
        for (name, size) in file.sizes {
            guard let points = Int(name) else { continue }
            var glyphs: [Character: Glyph] = [:]
            for (key, box) in size.glyphs where box.count == 7 {
                guard let character = key.first else { continue }
                glyphs[character] = Glyph(x: box[0], y: box[1], width: box[2], height: box[3], left: box[4], top: box[5], advance: box[6])
            }
            sizes[points] = Size(ascent: size.ascent, descent: size.descent, glyphs: glyphs)
        }
        return CardFont(atlas: atlas, sizes: sizes)
    }()

    private struct File: Decodable {
        struct SizeEntry: Decodable {
            let ascent: Int
            let descent: Int
            let glyphs: [String: [Int]]
        }
        let sizes: [String: SizeEntry]
    }

    /// The width `text` takes at `size` (characters the font lacks are drawn as "?").
    func width(of text: String, size: Int) -> Int {
        guard let metrics = sizes[size] else { return 0 }
        return text.reduce(0) { $0 + ((metrics.glyphs[$1] ?? metrics.glyphs["?"])?.advance ?? 0) }
    }

    /// Draws `text` with its baseline starting at (x, baseline) in `color` (RGB), blending by the
    /// glyphs' coverage; returns the x after the text. Glyphs are cut at the canvas edges.
    @discardableResult
    func draw(_ text: String, size: Int, x: Int, baseline: Int, color: (UInt8, UInt8, UInt8), opacity: Double = 1,
              on canvas: inout Image) -> Int {
        guard let metrics = sizes[size] else { return x }
        var pen = x
        for character in text {
            guard let glyph = metrics.glyphs[character] ?? metrics.glyphs["?"] else { continue }
            for row in 0..<glyph.height {
                let y = baseline + glyph.top + row
                guard y >= 0, y < canvas.height else { continue }
                for column in 0..<glyph.width {
                    let px = pen + glyph.left + column
                    guard px >= 0, px < canvas.width else { continue }
                    let coverage = Double(atlas.pixels[(glyph.y + row) * atlas.width + glyph.x + column]) / 255 * opacity
                    guard coverage > 0 else { continue }
                    let offset = (y * canvas.width + px) * 4
                    for (channel, value) in [color.0, color.1, color.2].enumerated() {
                        let under = Double(canvas.pixels[offset + channel])
                        canvas.pixels[offset + channel] = UInt8((under + (Double(value) - under) * coverage).rounded())
                    }
                }
            }
            pen += glyph.advance
        }
        return pen
    }
}
