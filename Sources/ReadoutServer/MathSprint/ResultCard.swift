import Foundation
import ReadoutApps
import ReadoutImage

/// The 1200×630 picture a shared result shows in chat apps and social feeds (Open Graph): the
/// mode, the score large, right answers and time, and one square per question (green right,
/// red wrong), drawn by the server in the sharer's or viewer's language.
struct ResultCard {
    static let width = 1200
    static let height = 630

    let font: CardFont

    struct Lines {
        /// "Readout · Math Sprint"
        let brand: String
        /// "Survival"
        let mode: String
        /// "2 316"
        let score: String
        /// "points"
        let scoreUnit: String
        /// "8 of 10 right · 1:23"
        let summary: String
    }

    func render(_ game: MathSprintGame, lines: Lines) throws -> Data {
        var canvas = Image(width: Self.width, height: Self.height, format: .rgba, filledWith: 255)
        paintBackground(&canvas)
        let white: (UInt8, UInt8, UInt8) = (255, 255, 255)
        let margin = 80
        font.draw(lines.brand, size: 34, x: margin, baseline: 110, color: white, opacity: 0.85, on: &canvas)
        font.draw(lines.mode, size: 56, x: margin, baseline: 200, color: white, on: &canvas)
        let after = font.draw(lines.score, size: 150, x: margin - 6, baseline: 385, color: white, on: &canvas)
        font.draw(lines.scoreUnit, size: 34, x: after + 18, baseline: 385, color: white, opacity: 0.85, on: &canvas)
        font.draw(lines.summary, size: 34, x: margin, baseline: 455, color: white, on: &canvas)
        paintAnswers(game, on: &canvas, left: margin, top: 505)
        return try canvas.encoded(as: .fastPNG)
    }

    /// Indigo to blue, top left to bottom right (the app's tint).
    private func paintBackground(_ canvas: inout Image) {
        let from = (88.0, 86.0, 214.0), to = (0.0, 122.0, 255.0)
        let span = Double(Self.width + Self.height)
        canvas.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<Self.height {
                for x in 0..<Self.width {
                    let t = Double(x + y) / span
                    let offset = (y * Self.width + x) * 4
                    pixels[offset] = UInt8(from.0 + (to.0 - from.0) * t)
                    pixels[offset + 1] = UInt8(from.1 + (to.1 - from.1) * t)
                    pixels[offset + 2] = UInt8(from.2 + (to.2 - from.2) * t)
                }
            }
        }
    }

    /// One 36 px square per answered question, at most as many as fit on a line.
    private func paintAnswers(_ game: MathSprintGame, on canvas: inout Image, left: Int, top: Int) {
        let side = 36, gap = 10
        let fit = (Self.width - 2 * left + gap) / (side + gap)
        for (index, round) in game.rounds.filter({ $0.answer != nil }).prefix(fit).enumerated() {
            let color: (UInt8, UInt8, UInt8) = round.answer?.correct == true ? (52, 199, 89) : (255, 69, 58)
            let x0 = left + index * (side + gap)
            for y in top..<(top + side) {
                for x in x0..<(x0 + side) {
                    let offset = (y * Self.width + x) * 4
                    canvas.pixels[offset] = color.0
                    canvas.pixels[offset + 1] = color.1
                    canvas.pixels[offset + 2] = color.2
                }
            }
        }
    }
}
