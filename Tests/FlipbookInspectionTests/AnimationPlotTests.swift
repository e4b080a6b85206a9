import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookInspection
import Foundation
import Testing

/// Value-over-time plots: structure, values on the curves, determinism and bounds.
@Suite("Animation plots")
struct AnimationPlotTests {
    /// A layer moving linearly from (0, 50) to (100, 50) over 1 s, and its colour turning from red to blue.
    static func movingLayer() -> (LayerHost, CALayer) {
        let host = LayerHost(size: CGSize(width: 200, height: 100))
        let layer = CALayer()
        host.perform {
            CATransaction.setDisableActions(true)
            layer.name = "dot"
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            host.rootLayer.addSublayer(layer)
        }
        host.perform {
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 50))
            move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 50))
            move.duration = 1
            layer.add(move, forKey: "move")
            let tint = CABasicAnimation(keyPath: "backgroundColor")
            tint.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            tint.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            tint.duration = 1
            layer.add(tint, forKey: "tint")
        }
        return (host, layer)
    }

    /// A 100 × 100 pt host showing one layer with nothing set.
    static func hostWithOneLayer() -> (LayerHost, CALayer) {
        let host = LayerHost(size: CGSize(width: 100, height: 100))
        let layer = CALayer()
        host.perform {
            CATransaction.setDisableActions(true)
            host.rootLayer.addSublayer(layer)
        }
        return (host, layer)
    }

    /// A host with `count` layers whose `opacity` animations go from 1 to 1: only constants.
    static func stillLayers(count: Int) -> LayerHost {
        let host = LayerHost(size: CGSize(width: 100, height: 100))
        host.perform {
            for _ in 0..<count {
                let layer = CALayer()
                host.rootLayer.addSublayer(layer)
                let hold = CABasicAnimation(keyPath: "opacity")
                hold.fromValue = 1
                hold.toValue = 1
                hold.duration = 5
                layer.add(hold, forKey: "hold")
            }
        }
        return host
    }

    /// The `d` attribute of the curve of chart `index` (the blue path).
    static func curve(_ svg: String, chart index: Int) -> String? {
        let curves = svg.components(separatedBy: "<path d=\"").dropFirst()
            .filter { $0.contains("stroke=\"#1f6feb\"") }
            .map { String($0.prefix { $0 != "\"" }) }
        return index < curves.count ? curves[index] : nil
    }

    @Test("One chart per component of each animated property, with times, values and every sample marked")
    func structure() throws {
        let (host, _) = Self.movingLayer()
        let plot = try AnimationPlot(host: host, from: 0, to: 1, sampleCount: 5)
        let svg = plot.svg
        #expect(plot.chartCount == 6)                    // position.x, position.y, backgroundColor red, green, blue, alpha
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"960\" height=\"408\" viewBox=\"0 0 960 408\""))
        #expect(svg.hasSuffix("</svg>\n"))
        for title in ["CALayer &quot;dot&quot; · position.x", "CALayer &quot;dot&quot; · position.y",
                      "CALayer &quot;dot&quot; · backgroundColor.red", "CALayer &quot;dot&quot; · backgroundColor.alpha"] {
            #expect(svg.contains(">\(title)</text>"), "\(title)")
        }
        #expect(svg.contains("<title>animated properties: t = 0 … 1 s, 5 samples, 6 charts</title>"))
        // position.x: 0, 25, 50, 75 at 0 … 0.75 s, a straight line up to the top-right corner; at 1 s the animation has
        // ended (fillMode removed) and the model value 0 shows: the snap back to the bottom.
        #expect(Self.curve(svg, chart: 0) == "M62 142L123 105.33L184 68.67L245 32L306 142")
        #expect(svg.contains(">0 s</text>") && svg.contains(">0.5 s</text>") && svg.contains(">1 s</text>"))
        #expect(svg.contains(">75</text>") && svg.contains(">37.5</text>"))
        // position.y is 50 until the end, then the model's 0.
        #expect(Self.curve(svg, chart: 1) == "M62 32L123 32L184 32L245 32L306 142")
        // A dot per sample with a number: the model colour at 1 s is nil, so the colour charts have four each.
        #expect(svg.components(separatedBy: "<circle ").count - 1 == 2 * 5 + 4 * 4)
    }

    @Test("The SVG is the same bytes for the same samples, whatever ran before")
    func deterministic() throws {
        let (first, _) = Self.movingLayer()
        let (second, _) = Self.movingLayer()
        second.run(until: 0.1)
        _ = try LayerStateDump(of: second, at: 0.2)
        let a = try AnimationPlot(host: first, from: 0.3, to: 0.9, sampleCount: 13).svg
        let b = try AnimationPlot(host: second, from: 0.3, to: 0.9, sampleCount: 13).svg
        #expect(a == b)
    }

    @Test("A property joins when its animation starts and shows the snap back when it is removed")
    func seriesOverTheRange() throws {
        let (host, layer) = Self.hostWithOneLayer()
        host.asyncAfter(deadline: 0.5) {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 0.25
            layer.add(fade, forKey: "fade")
        }
        var samples = AnimationSamples()
        for time in [0.0, 0.25, 0.5, 0.625, 0.75, 1.0] {
            host.run(until: time)
            try samples.record(host)
        }
        #expect(samples.times == [0, 0.25, 0.5, 0.625, 0.75, 1])
        let plot = AnimationPlot(samples)
        #expect(plot.chartCount == 1)
        // No value before 0.5 s; then 0, 0.5, and the model value 1 once the animation is removed at 0.75 s.
        #expect(Self.curve(plot.svg, chart: 0) == "M184 142L214.5 87L245 32L306 32")
    }

    @Test("Non-finite values break the curve and are counted; discrete values are listed, not charted")
    func awkwardValues() throws {
        let (host, layer) = Self.hostWithOneLayer()
        host.perform {
            let jump = CAKeyframeAnimation(keyPath: "zPosition")
            jump.values = [0, Double.nan, 2, 3]
            jump.calculationMode = .discrete
            jump.duration = 1
            layer.add(jump, forKey: "jump")
            let swap = CAKeyframeAnimation(keyPath: "contents")
            swap.values = ["a", "b"]
            swap.duration = 1
            layer.add(swap, forKey: "swap")
        }
        let svg = try AnimationPlot(host: host, from: 0, to: 0.875, sampleCount: 8).svg
        #expect(svg.contains("CALayer 0 · zPosition (2 non-finite not drawn)</text>"), "\(svg)")
        #expect(Self.curve(svg, chart: 0) == "M62 142L96.86 142M201.43 68.67L236.29 68.67L271.14 32L306 32")
        #expect(svg.contains(">not charted (values are not numbers): CALayer 0 · contents</text>"))
    }

    @Test("A transform charts the entries that change and lists the others on one line")
    func transformEntries() throws {
        let (host, layer) = Self.hostWithOneLayer()
        host.perform {
            let turn = CABasicAnimation(keyPath: "transform")
            turn.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
            turn.toValue = NSValue(caTransform3D: CATransform3DMakeTranslation(30, 0, 0))
            turn.duration = 2
            layer.add(turn, forKey: "slide")
        }
        let plot = try AnimationPlot(host: host, from: 0, to: 1, sampleCount: 3)
        #expect(plot.chartCount == 1)
        #expect(plot.svg.contains(">CALayer 0 · transform.m41</text>"))
        #expect(Self.curve(plot.svg, chart: 0) == "M62 142L184 87L306 32")       // 0, 7.5, 15
        #expect(plot.svg.contains(">constant: CALayer 0 · transform: m11 = 1, m12 = 0, m13 = 0, m14 = 0, m21 = 0, m22 = 1, "
            + "m23 = 0, m24 = 0, m31 = 0, m32 = 0, m33 = 1, m34 = 0, m42 = 0, m43 = 0, m44 = 1</text>"))
    }

    @Test("Bad ranges and sample counts are errors")
    func badInput() {
        let (host, _) = Self.movingLayer()
        #expect(throws: InspectionError.emptyRange(from: 1, to: 1)) { try AnimationPlot(host: host, from: 1, to: 1) }
        #expect(throws: InspectionError.emptyRange(from: 2, to: 1)) { try AnimationPlot(host: host, from: 2, to: 1) }
        #expect(throws: InspectionError.invalidTime(.infinity)) { try AnimationPlot(host: host, from: 0, to: .infinity) }
        #expect(throws: InspectionError.unsupportedSampleCount(1)) { try AnimationPlot(host: host, from: 0, to: 1, sampleCount: 1) }
        #expect(throws: InspectionError.unsupportedSampleCount(1001)) { try AnimationPlot(host: host, from: 0, to: 1, sampleCount: 1001) }
        host.run(until: 0.5)
        #expect(throws: InspectionError.timeInPast(requested: 0, current: 0.5)) { try AnimationPlot(host: host, from: 0, to: 1) }
        #expect(AnimationPlot(AnimationSamples()).svg.contains(">no animation in the samples</text>"))
    }

    @Test("Thousands of animated layers give at most 60 charts, 40 notes and a bounded document")
    func manyLayers() throws {
        let host = LayerHost(size: CGSize(width: 100, height: 100))
        host.perform {
            CATransaction.setDisableActions(true)
            for index in 0..<2000 {
                let layer = CALayer()
                host.rootLayer.addSublayer(layer)
                let move = CABasicAnimation(keyPath: "position.x")
                move.fromValue = 0
                move.toValue = index
                move.duration = 1
                layer.add(move, forKey: "move")
            }
        }
        let plot = try AnimationPlot(host: host, from: 0, to: 1, sampleCount: 11)
        #expect(plot.chartCount == AnimationPlot.maximumChartCount)
        let still = try AnimationPlot(host: Self.stillLayers(count: 100), from: 0, to: 1, sampleCount: 3)
        #expect(still.chartCount == 0)
        #expect(still.svg.components(separatedBy: ">constant: ").count - 1 == 39)
        #expect(still.svg.contains(">61 more notes not shown</text>"))
        // Layer 0 moves from 0 to 0: a constant, listed below the charts.
        #expect(plot.svg.contains(">constant: CALayer 0 · position.x = 0</text>"))
        #expect(plot.svg.contains(">1939 more charts not drawn (at most 60)</text>"))
        #expect(plot.svg.utf8.count < 150_000, "\(plot.svg.utf8.count) bytes")
    }
}
