import FlipbookGraphics
import Foundation

extension StandInDrawing {
    /// `Airport.png` (book Cases 16–17, shown full screen with `scaleAspectFit`): an airport seen from the approach,
    /// 414 × 736 like the screen — sky with clouds, the horizon at y 430, a control tower and the terminal on the
    /// left, hangars on the right, and the runway running towards the viewer in perspective with its edge lines,
    /// centre-line dashes, touchdown marks and threshold bars. The top right, where the cases' plane lands
    /// ((300, 300) … (400, 400)), stays open sky.
    static let airport = StandInDrawing(name: "Airport", width: 414, height: 736) { ctx in
        let horizon: CGFloat = 430
        ctx.drawLinearGradient([rgb(0.42, 0.66, 0.92), rgb(0.86, 0.93, 0.99)], start: .zero, end: CGPoint(x: 0, y: horizon))
        ctx.setFillColor(gray: 1, alpha: 0.9)
        for (x, y, size) in [(40.0, 90.0, 1.0), (250.0, 170.0, 0.8), (120.0, 260.0, 0.6)] {
            for (dx, dy, w, h) in [(0.0, 10.0, 90.0, 30.0), (20.0, 0.0, 46.0, 34.0), (44.0, 6.0, 40.0, 30.0)] {
                ctx.fillEllipse(in: CGRect(x: x + dx * size, y: y + dy * size, width: w * size, height: h * size))
            }
        }
        ctx.drawLinearGradient([rgb(0.62, 0.76, 0.46), rgb(0.36, 0.58, 0.3)], start: CGPoint(x: 0, y: horizon),
                               end: CGPoint(x: 0, y: 736),
                               clippedTo: CGRect(x: 0, y: horizon, width: 414, height: 736 - horizon))
        drawAirportBuildings(in: ctx, horizon: horizon)
        drawRunway(in: ctx, horizon: horizon)
    }

    /// The control tower, the terminal with its glass front and the taxiway apron on the left; two hangars right.
    private static func drawAirportBuildings(in ctx: CGContext, horizon: CGFloat) {
        ctx.setFillColor(red: 0.55, green: 0.57, blue: 0.6, alpha: 1)             // apron
        ctx.addLines(between: [CGPoint(x: 0, y: horizon), CGPoint(x: 200, y: horizon), CGPoint(x: 196, y: horizon + 14),
                               CGPoint(x: 0, y: horizon + 30)])
        ctx.fillPath()
        ctx.setFillColor(red: 0.82, green: 0.83, blue: 0.86, alpha: 1)           // terminal
        ctx.fill(CGRect(x: 70, y: horizon - 46, width: 120, height: 46))
        ctx.move(to: CGPoint(x: 64, y: horizon - 46))                            // curved roof
        ctx.addQuadCurve(to: CGPoint(x: 196, y: horizon - 46), control: CGPoint(x: 130, y: horizon - 76))
        ctx.closePath()
        ctx.setFillColor(red: 0.6, green: 0.64, blue: 0.7, alpha: 1)
        ctx.fillPath()
        ctx.setFillColor(red: 0.25, green: 0.45, blue: 0.62, alpha: 1)           // glass front
        ctx.fill([CGRect(x: 76, y: horizon - 38, width: 108, height: 12),
                  CGRect(x: 76, y: horizon - 20, width: 108, height: 12)])
        ctx.setFillColor(red: 0.88, green: 0.89, blue: 0.9, alpha: 1)            // tower shaft
        ctx.addLines(between: [CGPoint(x: 30, y: horizon), CGPoint(x: 34, y: horizon - 150),
                               CGPoint(x: 50, y: horizon - 150), CGPoint(x: 54, y: horizon)])
        ctx.fillPath()
        ctx.setFillColor(red: 0.7, green: 0.72, blue: 0.76, alpha: 1)            // cab floor and roof
        ctx.fill([CGRect(x: 20, y: horizon - 156, width: 44, height: 8),
                  CGRect(x: 22, y: horizon - 186, width: 40, height: 6)])
        ctx.setFillColor(red: 0.2, green: 0.38, blue: 0.45, alpha: 1)            // cab glass, wider at the top
        ctx.addLines(between: [CGPoint(x: 24, y: horizon - 156), CGPoint(x: 18, y: horizon - 180),
                               CGPoint(x: 66, y: horizon - 180), CGPoint(x: 60, y: horizon - 156)])
        ctx.fillPath()
        ctx.setStrokeColor(red: 0.4, green: 0.4, blue: 0.45, alpha: 1)           // antenna
        ctx.setLineWidth(2)
        ctx.move(to: CGPoint(x: 42, y: horizon - 186))
        ctx.addLine(to: CGPoint(x: 42, y: horizon - 206))
        ctx.strokePath()
        ctx.setFillColor(red: 0.9, green: 0.2, blue: 0.15, alpha: 1)
        ctx.fillCircle(center: CGPoint(x: 42, y: horizon - 207), radius: 2.5)
        for (x, width) in [(310.0, 50.0), (362.0, 44.0)] {                       // hangars: arched roofs
            ctx.setFillColor(red: 0.74, green: 0.76, blue: 0.7, alpha: 1)
            ctx.move(to: CGPoint(x: x, y: horizon))
            ctx.addLine(to: CGPoint(x: x, y: horizon - 14))
            ctx.addQuadCurve(to: CGPoint(x: x + width, y: horizon - 14),
                             control: CGPoint(x: x + width / 2, y: horizon - 34))
            ctx.addLine(to: CGPoint(x: x + width, y: horizon))
            ctx.closePath()
            ctx.fillPath()
            ctx.setFillColor(red: 0.45, green: 0.47, blue: 0.45, alpha: 1)
            ctx.fill(CGRect(x: x + width * 0.25, y: horizon - 12, width: width * 0.5, height: 12))
        }
    }

    /// The runway in perspective: 40 px wide at the horizon, 334 px at the bottom edge, centred on x = 207.
    private static func drawRunway(in ctx: CGContext, horizon: CGFloat) {
        let depth = 736 - horizon
        /// The runway's left and right edges and the scale of its markings at height `y`.
        func across(_ y: CGFloat) -> (left: CGFloat, right: CGFloat, scale: CGFloat) {
            let half = 20 + 147 * (y - horizon) / depth
            return (207 - half, 207 + half, half / 167)
        }
        /// A marking quadrilateral between the fractions `from`…`to` of the width, from height `top` to `bottom`.
        func mark(_ from: CGFloat, _ to: CGFloat, _ top: CGFloat, _ bottom: CGFloat) {
            let upper = across(top), lower = across(bottom)
            func x(_ edge: (left: CGFloat, right: CGFloat, scale: CGFloat), _ f: CGFloat) -> CGFloat {
                edge.left + (edge.right - edge.left) * f
            }
            ctx.addLines(between: [CGPoint(x: x(upper, from), y: top), CGPoint(x: x(upper, to), y: top),
                                   CGPoint(x: x(lower, to), y: bottom), CGPoint(x: x(lower, from), y: bottom)])
            ctx.closePath()
        }
        ctx.setFillColor(red: 0.3, green: 0.31, blue: 0.33, alpha: 1)
        mark(0, 1, horizon, 736)
        ctx.fillPath()
        ctx.setFillColor(gray: 0.96, alpha: 1)
        mark(0.02, 0.04, horizon, 736)                                           // edge lines
        mark(0.96, 0.98, horizon, 736)
        // Centre-line dashes, spaced as equal ground distances seen in perspective (y − horizon ∝ 1 / distance).
        for step in 1...9 {
            let near = horizon + depth * 0.6 / CGFloat(step), far = horizon + depth * 0.6 / (CGFloat(step) + 0.5)
            mark(0.49, 0.51, far, near)
        }
        for (from, to) in [(0.2, 0.3), (0.7, 0.8)] {                             // touchdown-zone bars
            mark(from, to, horizon + depth * 0.64, horizon + depth * 0.72)
        }
        for bar in 0..<8 {                                                       // threshold ("piano keys")
            let from = 0.08 + CGFloat(bar) * 0.74 / 7 + (bar >= 4 ? 0.04 : 0)
            mark(from, from + 0.06, horizon + depth * 0.86, horizon + depth * 0.97)
        }
        ctx.fillPath()
    }
}
