import FlipbookCoreAnimation
import FlipbookHarness
import Foundation

/// Value-over-time plots of a host's animated properties, as one SVG image: a small chart per animated property of
/// each layer and per component that changes (`position.x`, `backgroundColor.red`, `transform.m41`), with the times
/// and values on its axes and every sample time marked on the curve; the components that keep one value throughout
/// are listed below the charts, one line per property (`constant: CALayer 0 · position: y = 255`).
///
/// ```swift
/// let plot = try AnimationPlot(host: host, from: 0, to: 2)     // 61 samples on the host's virtual clock
/// try plot.svg.write(toFile: "plot.svg", atomically: true, encoding: .utf8)
/// ```
///
/// The SVG text depends only on the samples (no clock, no random identifiers, numbers printed with fixed decimals),
/// so it can be compared byte for byte. Its size is bounded: at most ``maximumChartCount`` charts and
/// ``maximumNoteCount`` note lines (the rest are counted), each chart with at most
/// ``AnimationSamples/sampleCountRange``'s upper bound of samples.
/// A non-finite value (NaN or ±∞) is not drawn: its curve breaks there and the chart's title counts it. Properties
/// whose values are not numbers (images, paths, strings) are listed as not charted.
public struct AnimationPlot: Sendable, Equatable {
    /// The most charts a plot draws: 60.
    public static let maximumChartCount = 60
    /// The most note lines below the charts (constant components, values that are not numbers, what was left out): 40.
    public static let maximumNoteCount = 40
    /// Charts per row.
    static let columns = 3
    /// A chart's cell, in SVG user units (pixels).
    static let cellWidth = 320.0, cellHeight = 180.0
    /// The plotting area inside a cell.
    static let plotLeft = 62.0, plotTop = 32.0, plotWidth = 244.0, plotHeight = 110.0

    /// The SVG document.
    public let svg: String
    /// The number of charts drawn.
    public let chartCount: Int

    /// Plots the samples recorded.
    public init(_ samples: AnimationSamples) {
        var charts: [PlotChart] = []
        var notes: [String] = []
        for series in samples.series {
            let found = PlotChart.charts(of: series, times: samples.times)
            if found.charts.isEmpty && found.constants == nil {
                notes.append("not charted (values are not numbers): \(series.layerLabel) · \(series.keyPath)")
            }
            if let constants = found.constants { notes.append("constant: " + constants) }
            charts += found.charts
        }
        if charts.count > Self.maximumChartCount {
            notes.append("\(charts.count - Self.maximumChartCount) more charts not drawn (at most \(Self.maximumChartCount))")
            charts = Array(charts.prefix(Self.maximumChartCount))
        }
        if notes.count > Self.maximumNoteCount {
            notes = notes.prefix(Self.maximumNoteCount - 1) + ["\(notes.count - Self.maximumNoteCount + 1) more notes not shown"]
        }
        if samples.series.isEmpty { notes.append("no animation in the samples") }
        chartCount = charts.count
        svg = Self.document(charts: charts, samples: samples, notes: notes)
    }

    /// Samples `host` at `sampleCount` evenly spaced times from `start` to `end` (both included) and plots them. The
    /// host runs forward to each time (timers and callbacks fire on the way) and is left at `end`.
    ///
    /// - Throws: ``InspectionError`` for a NaN or infinite time, `end` not after `start`, `start` before the host's
    ///   clock, or a sample count outside ``AnimationSamples/sampleCountRange``.
    public init(host: LayerHost, from start: CFTimeInterval, to end: CFTimeInterval, sampleCount: Int = 61) throws(InspectionError) {
        for time in [start, end] where !time.isFinite { throw .invalidTime(time) }
        guard end > start else { throw .emptyRange(from: start, to: end) }
        guard start >= host.currentTime else { throw .timeInPast(requested: start, current: host.currentTime) }
        guard AnimationSamples.sampleCountRange.contains(sampleCount) else { throw .unsupportedSampleCount(sampleCount) }
        var samples = AnimationSamples()
        for index in 0..<sampleCount {
            let time = index == sampleCount - 1 ? end : start + (end - start) * Double(index) / Double(sampleCount - 1)
            host.run(until: time)
            try samples.record(host)
        }
        self.init(samples)
    }

    private static func document(charts: [PlotChart], samples: AnimationSamples, notes: [String]) -> String {
        let rows = (charts.count + columns - 1) / columns
        let width = cellWidth * Double(columns)
        let height = 40 + cellHeight * Double(rows) + 18 * Double(notes.count) + 8
        let range = samples.times.isEmpty ? "no samples"
            : "t = \(NumberText.format(samples.times.first!)) … \(NumberText.format(samples.times.last!)) s, \(samples.times.count) samples"
        let title = "animated properties: \(range), \(charts.count) chart" + (charts.count == 1 ? "" : "s")
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
            viewBox="0 0 \(number(width)) \(number(height))" font-family="Helvetica, Arial, sans-serif" font-size="10">
            <title>\(escape(title))</title>
            <rect width="\(number(width))" height="\(number(height))" fill="#ffffff"/>
            <text x="10" y="24" font-size="13">\(escape(title))</text>

            """
        for (index, chart) in charts.enumerated() {
            let x = cellWidth * Double(index % columns), y = 40 + cellHeight * Double(index / columns)
            svg += chart.svg(x: x, y: y)
        }
        for (index, note) in notes.enumerated() {
            svg += "<text x=\"10\" y=\"\(number(40 + cellHeight * Double(rows) + 18 * Double(index) + 14))\" fill=\"#555555\">\(escape(note))</text>\n"
        }
        return svg + "</svg>\n"
    }

    /// A coordinate with two decimals at most.
    static func number(_ value: Double) -> String { NumberText.format(value, decimals: 2) }

    /// `text` with XML's special characters escaped (HTML's escaping of `&`, `<`, `>` and `"` is XML's too).
    static func escape(_ text: String) -> String { HTMLText.escape(text) }
}
