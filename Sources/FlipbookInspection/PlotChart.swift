import FlipbookCoreAnimation

/// One chart of an ``AnimationPlot``: one numeric component of one animated key path of one layer over the sample
/// times, drawn in a cell of the plot's grid.
struct PlotChart {
    let title: String
    let times: [Double]
    /// The component's value at each sample; `nil` where there is none.
    let values: [Double?]

    /// The charts of `series`, one per numeric component that changes over the samples (a value that comes or goes
    /// counts as a change), and one line naming the components that keep one value throughout
    /// (`CALayer 0 · opacity = 1`, `CALayer 0 · position: y = 255`), `nil` when there are none. Neither when no
    /// sample has a numeric value.
    static func charts(of series: AnimationSamples.Series, times: [Double]) -> (charts: [PlotChart], constants: String?) {
        guard let names = series.values.lazy.compactMap({ $0?.components }).first(where: { !$0.isEmpty })?.map(\.name) else {
            return ([], nil)
        }
        var charts: [PlotChart] = [], constants: [String] = []
        for (position, name) in names.enumerated() {
            let values = series.values.map { value -> Double? in
                guard let components = value?.components, position < components.count, components[position].name == name else { return nil }
                return components[position].value
            }
            if let first = values.first ?? nil, first.isFinite, values.allSatisfy({ $0 == first }) {
                constants.append((name.isEmpty ? "" : name + " ") + "= " + NumberText.format(first))
            } else {
                let keyPath = name.isEmpty ? series.keyPath : series.keyPath + "." + name
                charts.append(PlotChart(title: series.layerLabel + " · " + keyPath, times: times, values: values))
            }
        }
        let label = series.layerLabel + " · " + series.keyPath
        guard !constants.isEmpty else { return (charts, nil) }
        return (charts, names == [""] ? label + " " + constants[0] : label + ": " + constants.joined(separator: ", "))
    }

    /// The chart's SVG group, its cell's top-left corner at (`x`, `y`).
    func svg(x: Double, y: Double) -> String {
        typealias Plot = AnimationPlot
        let number = Plot.number
        let left = Plot.plotLeft, top = Plot.plotTop, width = Plot.plotWidth, height = Plot.plotHeight
        let finite = values.compactMap { $0 }.filter(\.isFinite)
        let nonFinite = values.count { $0.map { !$0.isFinite } ?? false }
        var low = finite.min() ?? 0, high = finite.max() ?? 0
        if low == high {
            low -= 1
            high += 1
        }
        let start = times.first ?? 0, end = times.last ?? 0
        func xPosition(_ time: Double) -> Double {
            end > start ? left + width * (time - start) / (end - start) : left + width / 2
        }
        func yPosition(_ value: Double) -> Double { top + height * (high - value) / (high - low) }

        var title = self.title
        if nonFinite > 0 { title += " (\(nonFinite) non-finite not drawn)" }
        var svg = "<g transform=\"translate(\(number(x)),\(number(y)))\">\n"
        svg += "<text x=\"10\" y=\"18\" font-size=\"11\" font-weight=\"bold\">\(Plot.escape(title))</text>\n"
        // Value axis: the lowest, middle and highest value, with grid lines.
        for value in [low, (low + high) / 2, high] {
            let row = yPosition(value)
            svg += "<path d=\"M\(number(left)) \(number(row))H\(number(left + width))\" stroke=\"#e5e5e5\"/>"
            svg += "<text x=\"\(number(left - 4))\" y=\"\(number(row + 3))\" text-anchor=\"end\">\(NumberText.format(value))</text>\n"
        }
        // Time axis: the first, middle and last time, and a tick at every sample time.
        svg += "<rect x=\"\(number(left))\" y=\"\(number(top))\" width=\"\(number(width))\" height=\"\(number(height))\" fill=\"none\" stroke=\"#999999\"/>\n"
        let middle = (start + end) / 2
        for (time, anchor) in end > start ? [(start, "start"), (middle, "middle"), (end, "end")] : [(start, "middle")] {
            svg += "<text x=\"\(number(xPosition(time)))\" y=\"\(number(top + height + 16))\" text-anchor=\"\(anchor)\">\(NumberText.format(time)) s</text>"
        }
        svg += "\n<path d=\"" + times.map { "M\(number(xPosition($0))) \(number(top + height))v4" }.joined() + "\" stroke=\"#999999\"/>\n"
        // The curve, broken where a sample has no finite value, and a dot at each sample.
        var curve = "", dots = ""
        var drawing = false
        for (time, value) in zip(times, values) {
            guard let value, value.isFinite else {
                drawing = false
                continue
            }
            let point = "\(number(xPosition(time))) \(number(yPosition(value)))"
            curve += (drawing ? "L" : "M") + point
            drawing = true
            dots += "<circle cx=\"\(number(xPosition(time)))\" cy=\"\(number(yPosition(value)))\" r=\"2\"/>"
        }
        if !curve.isEmpty {
            svg += "<path d=\"\(curve)\" fill=\"none\" stroke=\"#1f6feb\" stroke-width=\"1.5\"/>\n"
            svg += "<g fill=\"#1f6feb\">\(dots)</g>\n"
        }
        return svg + "</g>\n"
    }
}
