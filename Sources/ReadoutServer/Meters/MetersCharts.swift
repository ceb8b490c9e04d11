import Foundation
import ReadoutApps

extension MetersPages {
    /// The use per day or month over the span, and the readings over time, as SVG.
    func charts(meter: Meter, readings: [MeterReading], span: MeterChartSpan, context: AppRequestContext) -> (use: String?, readings: String?) {
        let language = context.language
        func amount(_ value: Double) -> String { language.format(value, fractionDigits: meter.decimalDigits, unit: meter.unit) }
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = .gmt
        let buckets = MeterConsumption.perPeriod(readings, period: span.bars, from: span.start, to: span.end, calendar: utc)
        let title = span.period == .custom
            ? context.localizer("meters.chart.use.custom.\(span.bars.rawValue)")
            : context.localizer("meters.chart.use.\(span.period.rawValue)")
        let useChart = buckets.isEmpty ? nil : MeterChart.bars(
            buckets.map { bucket in
                let label = span.bars == .day ? String(utc.component(.day, from: bucket.start)) : language.formatDate(bucket.start)
                return MeterChart.Bar(label: label, amount: bucket.amount,
                                      tooltip: "\(language.formatDate(bucket.start)): \(amount(bucket.amount))")
            },
            unit: meter.unit, title: title,
            format: { language.format($0, fractionDigits: $0 < 10 && $0 != $0.rounded() ? 2 : 0) })
        let shown = span.period == .custom ? readings.filter { $0.takenAt >= span.start && $0.takenAt <= span.end } : readings
        let readingsChart = shown.count < 2 ? nil : MeterChart.line(
            shown.map { MeterChart.Point(time: $0.takenAt, value: $0.value, tooltip: "\(language.formatDateTime($0.takenAt)): \(amount($0.value))") },
            unit: meter.unit, title: context.localizer("meters.chart.readings"),
            format: { language.format($0, fractionDigits: $0 == $0.rounded() ? 0 : 1) }, dateLabel: { language.formatDate($0) })
        return (useChart, readingsChart)
    }
}
