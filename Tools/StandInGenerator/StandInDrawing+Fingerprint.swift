import FlipbookGraphics
import Foundation

extension StandInDrawing {
    /// `unLock.jpg` (book §10.3): an unlock screen the size of the 414 × 736 pt screen — a fingerprint in light cyan
    /// ridges on a dark blue ground, centred at (205, 430) under the 200 × 200 pt square at (105, 330) that the
    /// case's gradient layer scans.
    static let unlock = StandInDrawing(name: "Unlock", width: 414, height: 736) { ctx in
        ctx.drawLinearGradient([rgb(0.05, 0.08, 0.16), rgb(0.01, 0.02, 0.05)], start: .zero, end: CGPoint(x: 0, y: 736))
        let center = CGPoint(x: 205, y: 438)
        ctx.drawRadialGradient([rgb(0.1, 0.22, 0.34), rgb(0.01, 0.02, 0.05, alpha: 0)], focus: center, center: center,
                               radius: 150)
        ctx.setStrokeColor(rgb(0.55, 0.86, 1, alpha: 0.9))
        ctx.setLineWidth(3.2)
        ctx.setLineCap(.round)
        // Twelve ridges: ellipse arcs open at the bottom, the outer ones reaching further down, each broken where a
        // dash pattern of its own leaves a gap.
        for ridge in 0..<12 {
            let k = CGFloat(ridge)
            let scale = CGAffineTransform(translationX: center.x, y: center.y).scaledBy(x: 10 + 7 * k, y: 13 + 8.2 * k)
            let opening = ridge < 4 ? 0.1 * CGFloat.pi : 0.25 * CGFloat.pi
            let path = CGMutablePath()
            path.addArc(center: .zero, radius: 1, startAngle: CGFloat.pi - opening, endAngle: 2 * CGFloat.pi + opening,
                        clockwise: false, transform: scale)
            ctx.setLineDash(phase: CGFloat(ridge * 17 % 40), lengths: [60 + 5 * k, 7])
            ctx.addPath(path)
            ctx.strokePath()
        }
        // The core: a short hooked line inside the innermost ridge.
        ctx.setLineDash(phase: 0, lengths: [])
        ctx.move(to: CGPoint(x: 203, y: 450))
        ctx.addCurve(to: CGPoint(x: 207, y: 432), control1: CGPoint(x: 200, y: 442), control2: CGPoint(x: 201, y: 432))
        ctx.strokePath()
    }
}
