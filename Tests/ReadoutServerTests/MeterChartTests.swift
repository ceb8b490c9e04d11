import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ReadoutServer
import Testing

/// The charts' SVG: well-formed XML, one bar (or point) per value with its tooltip, round ticks
/// with the unit, labels thinned out when there are many bars, text escaped.
@Suite("Meters charts")
struct MeterChartTests {
    /// Element names in document order, and the text of every `<title>`.
    final class Outline: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var titles: [String] = []
        var attributes: [[String: String]] = []
        private var inTitle = false
        private var text = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append(name)
            self.attributes.append(attributes)
            if name == "title" { inTitle = true; text = "" }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { if inTitle { text += string } }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "title" { titles.append(text); inTitle = false }
        }
    }

    func outline(_ svg: String) throws -> Outline {
        let outline = Outline()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = outline
        #expect(parser.parse(), "the SVG is well-formed XML: \(parser.parserError.map(String.init(describing:)) ?? "")")
        return outline
    }

    @Test func barsHaveTooltipsAxesAndTheUnit() throws {
        let bars = (1...31).map { MeterChart.Bar(label: "\($0)", amount: Double($0 % 7) * 0.13, tooltip: "\($0) Jan: use <\($0)> & more") }
        let svg = MeterChart.bars(bars, unit: "m³", title: "Use per day, January", format: { String(format: "%.1f", $0) })
        let outline = try outline(svg)
        #expect(outline.elements.first == "svg" && outline.attributes.first?["viewBox"] == "0 0 400.0 220.0")
        #expect(outline.elements.filter { $0 == "rect" }.count == 31)
        #expect(outline.titles.first == "Use per day, January")
        #expect(outline.titles.contains("5 Jan: use <5> & more"), "tooltips are escaped and read back whole")
        let labels = outline.elements.filter { $0 == "text" }.count
        #expect(labels < 31 + 10, "day labels are thinned out: \(labels) texts")
        #expect(svg.contains(">m³</text>") && svg.contains(">0.8</text>"), "ticks go up to a round number above the top bar (0.78)")
    }

    @Test func theLineHasAPointPerReadingAndDatedEnds() throws {
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        let points = [530.07, 530.95, 531.82].enumerated().map { index, value in
            MeterChart.Point(time: start.addingTimeInterval(Double(index) * 86_400 * 3), value: value, tooltip: "\(value) m³")
        }
        let svg = MeterChart.line(points, unit: "m³", title: "Readings", format: { String(format: "%.1f", $0) },
                                  dateLabel: { _ in "date" })
        let outline = try outline(svg)
        #expect(outline.elements.filter { $0 == "circle" }.count == 3)
        #expect(outline.elements.filter { $0 == "polyline" }.count == 1)
        #expect(outline.titles == ["Readings", "530.07 m³", "530.95 m³", "531.82 m³"])
        #expect(svg.contains(">530.0</text>") && svg.contains(">532.0</text>"), "the axis starts near the readings, not at 0")
        #expect(try self.outline(MeterChart.line([], unit: "m³", title: "None", format: { "\($0)" }, dateLabel: { _ in "" })).elements.first == "svg")
    }

    /// The walkthrough's phone: "100,000" on the y-axis was cut to "),000" by a 40-unit margin.
    @Test func theLeftMarginFitsTheLongestTickLabel() throws {
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        let points = [531.0, 99_079].enumerated().map { MeterChart.Point(time: start.addingTimeInterval(Double($0.offset) * 60), value: $0.element, tooltip: "") }
        let grouped: (Double) -> String = { value in
            let formatter = NumberFormatter()
            formatter.numberStyle = .decimal
            formatter.locale = Locale(identifier: "en_US")
            return formatter.string(from: NSNumber(value: value)) ?? ""
        }
        let svg = MeterChart.line(points, unit: "m³", title: "Readings", format: grouped, dateLabel: { _ in "" })
        let outline = try outline(svg)
        let ticks = zip(outline.elements, outline.attributes).filter { $0.0 == "text" && $0.1["class"] == "chart__tick" }.map(\.1)
        let axis = try #require(ticks.first.flatMap { $0["x"] }.flatMap(Double.init))
        #expect(svg.contains(">100,000</text>"))
        // Right-aligned at `axis`, seven characters of 15 px text (about 8.3 each) need 58 units.
        #expect(axis >= 7 * 8.3, "the tick labels end at \(axis), too near the edge for \"100,000\"")
        // Short labels keep the narrow margin, so small meters' charts stay wide.
        let small = MeterChart.bars([MeterChart.Bar(label: "1", amount: 0.4, tooltip: "")], unit: "m³", title: "", format: { String(format: "%.1f", $0) })
        #expect(small.contains("x=\"40.0\""), "the default margin (46 − 6) for short labels")
    }
}
