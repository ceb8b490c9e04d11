import Foundation

/// Server-rendered SVG charts of a meter: use per period as bars, and the readings over time as a
/// line. Plain SVG with a `viewBox` (it scales to a phone's width), axes with rounded ticks and the
/// unit, and a `<title>` on every bar and point, which browsers show as a tooltip and screen readers read.
enum MeterChart {
    struct Bar: Sendable {
        let label: String
        let amount: Double
        /// What the tooltip says ("12 Jan: 0.41 m³").
        let tooltip: String

        init(label: String, amount: Double, tooltip: String) {
            self.label = label
            self.amount = amount
            self.tooltip = tooltip
        }
    }

    struct Point: Sendable {
        let time: Date
        let value: Double
        let tooltip: String

        init(time: Date, value: Double, tooltip: String) {
            self.time = time
            self.value = value
            self.tooltip = tooltip
        }
    }

    static let width = 400.0, height = 220.0
    static let right = 8.0, top = 30.0, bottom = 28.0
    /// The narrowest left margin, and the width of a tick label's character at the CSS's 15 px
    /// (digits are about 0.55 em; a little more, so "100,000" is never cut at a phone's width).
    static let minimumLeft = 46.0, labelCharacterWidth = 9.0

    /// The left margin that fits the longest tick label (and the unit above them), right-aligned
    /// 6 units from the axis.
    static func left(fitting labels: [String]) -> Double {
        max(minimumLeft, 10 + labelCharacterWidth * Double(labels.map(\.count).max() ?? 0))
    }

    /// Bars of use; `title` names the chart for assistive technology. `format` writes a tick value.
    static func bars(_ bars: [Bar], unit: String, title: String, format: (Double) -> String) -> String {
        let top = max(bars.map(\.amount).max() ?? 0, 0)
        let ticks = niceTicks(upTo: top)
        let scaleTop = ticks.last ?? 1
        let left = left(fitting: ticks.map(format) + [unit])
        let plotWidth = width - left - right, plotHeight = height - self.top - bottom
        let slot = plotWidth / Double(max(bars.count, 1))
        var svg = header(title: title)
        svg += axes(ticks: ticks, scaleTop: scaleTop, left: left, unit: unit, format: format)
        // At most about ten labels along the bottom, whatever the number of bars.
        let labelEvery = max(1, Int((Double(bars.count) / 10).rounded(.up)))
        for (index, bar) in bars.enumerated() {
            let barHeight = scaleTop > 0 ? plotHeight * max(bar.amount, 0) / scaleTop : 0
            let x = left + Double(index) * slot + slot * 0.15
            svg += "<rect class=\"chart__bar\" x=\"\(number(x))\" y=\"\(number(self.top + plotHeight - barHeight))\" "
                + "width=\"\(number(slot * 0.7))\" height=\"\(number(barHeight))\"><title>\(escaped(bar.tooltip))</title></rect>"
            if index % labelEvery == 0 {
                svg += "<text class=\"chart__label\" x=\"\(number(x + slot * 0.35))\" y=\"\(number(height - bottom + 19))\" "
                    + "text-anchor=\"middle\">\(escaped(bar.label))</text>"
            }
        }
        return svg + "</svg>"
    }

    /// The readings as a line over time, a dot per reading. `dateLabel` writes the two ends of the time axis.
    static func line(_ points: [Point], unit: String, title: String, format: (Double) -> String,
                            dateLabel: (Date) -> String) -> String {
        let sorted = points.sorted { $0.time < $1.time }
        let low = sorted.map(\.value).min() ?? 0, high = sorted.map(\.value).max() ?? 1
        let ticks = niceTicks(from: low, upTo: high)
        let bottomValue = ticks.first ?? 0, topValue = ticks.last ?? 1
        let left = left(fitting: ticks.map(format) + [unit])
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let start = sorted.first?.time ?? Date(), span = max(sorted.last.map { $0.time.timeIntervalSince(start) } ?? 1, 1)
        func position(_ point: Point) -> (x: Double, y: Double) {
            let x = left + plotWidth * point.time.timeIntervalSince(start) / span
            let y = top + plotHeight * (1 - (point.value - bottomValue) / max(topValue - bottomValue, 1e-9))
            return (x, y)
        }
        var svg = header(title: title)
        svg += axes(ticks: ticks, scaleTop: topValue, scaleBottom: bottomValue, left: left, unit: unit, format: format)
        if sorted.count > 1 {
            svg += "<polyline class=\"chart__line\" fill=\"none\" points=\""
                + sorted.map { let p = position($0); return "\(number(p.x)),\(number(p.y))" }.joined(separator: " ") + "\"/>"
        }
        for point in sorted {
            let p = position(point)
            svg += "<circle class=\"chart__point\" cx=\"\(number(p.x))\" cy=\"\(number(p.y))\" r=\"3.5\"><title>\(escaped(point.tooltip))</title></circle>"
        }
        if let first = sorted.first, let last = sorted.last {
            svg += "<text class=\"chart__label\" x=\"\(number(left))\" y=\"\(number(height - bottom + 19))\">\(escaped(dateLabel(first.time)))</text>"
            svg += "<text class=\"chart__label\" x=\"\(number(width - right))\" y=\"\(number(height - bottom + 19))\" "
                + "text-anchor=\"end\">\(escaped(dateLabel(last.time)))</text>"
        }
        return svg + "</svg>"
    }

    private static func header(title: String) -> String {
        "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(number(width)) \(number(height))\" role=\"img\">"
            + "<title>\(escaped(title))</title>"
    }

    private static func axes(ticks: [Double], scaleTop: Double, scaleBottom: Double = 0, left: Double, unit: String,
                             format: (Double) -> String) -> String {
        let plotHeight = height - top - bottom
        var svg = "<g class=\"chart__axis\">"
        for tick in ticks {
            let y = top + plotHeight * (1 - (tick - scaleBottom) / max(scaleTop - scaleBottom, 1e-9))
            svg += "<line class=\"chart__grid\" x1=\"\(number(left))\" x2=\"\(number(width - right))\" y1=\"\(number(y))\" y2=\"\(number(y))\"/>"
            svg += "<text class=\"chart__tick\" x=\"\(number(left - 6))\" y=\"\(number(y + 5))\" text-anchor=\"end\">\(escaped(format(tick)))</text>"
        }
        svg += "<text class=\"chart__unit\" x=\"\(number(left - 6))\" y=\"\(number(top - 14))\" text-anchor=\"end\">\(escaped(unit))</text>"
        return svg + "</g>"
    }

    /// Four or five round steps (1, 2 or 5 × 10ⁿ) from `low` (or 0) to at least `high`.
    static func niceTicks(from low: Double = 0, upTo high: Double) -> [Double] {
        let bottom = low
        let range = max(high - bottom, high == bottom ? max(abs(high) * 0.1, 1) : 0)
        let rough = range / 4
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
        let first = (bottom / step).rounded(.down) * step
        var ticks: [Double] = []
        var tick = first
        while ticks.count < 12 {
            ticks.append((tick / step).rounded() * step)
            if tick >= bottom + range - 1e-9 { break }
            tick += step
        }
        return ticks
    }

    static func number(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
