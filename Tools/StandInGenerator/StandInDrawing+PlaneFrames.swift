import FlipbookGraphics
import Foundation

extension StandInDrawing {
    /// The number of stills in the book's frame-by-frame plane sequence (`0.png` … `66.png`, Cases 19–20, 23–24).
    static let planeFrameCount = 67

    /// `0.png` … `66.png`: the stills of the book's flying plane, 300 × 200.
    static let planeFrames = (0..<planeFrameCount).map(planeFrame)

    /// Still `index` of the flying plane: a propeller plane in side view, nose right, crossing a sky from left to
    /// right while it climbs (its centre moves from (40, 130) to (260, 70) on a smooth S-curve, pitched along
    /// its path), its propeller turning through four positions, the clouds and hills drifting left behind it,
    /// and a frame-counter bar along the bottom edge that is `4 · (index + 1)` px long.
    static func planeFrame(_ index: Int) -> StandInDrawing {
        StandInDrawing(name: "\(index)", width: 300, height: 200) { ctx in
            let progress = CGFloat(index) / CGFloat(planeFrameCount - 1)
            drawPlaneBackdrop(in: ctx, index: index)
            // Smoothstep climb: y = 130 − 60 · (3p² − 2p³); its slope dy/dx over the 220 px run gives the pitch.
            let position = CGPoint(x: 40 + 220 * progress,
                                   y: 130 - 60 * (3 * progress * progress - 2 * progress * progress * progress))
            let slope = -60 * 6 * progress * (1 - progress) / 220
            let length = (1 + slope * slope).squareRoot()
            ctx.saveGState()
            ctx.concatenate(CGAffineTransform(a: 1 / length, b: slope / length, c: -slope / length, d: 1 / length,
                                              tx: position.x, ty: position.y))
            drawPropellerPlane(in: ctx, propellerPhase: index % 4)
            ctx.restoreGState()
            ctx.setFillColor(gray: 1, alpha: 0.6)                                // frame counter
            ctx.fill(CGRect(x: 16, y: 193, width: 268, height: 4))
            ctx.setFillColor(red: 0.85, green: 0.2, blue: 0.2, alpha: 1)
            ctx.fill(CGRect(x: 16, y: 193, width: 4 * CGFloat(index + 1), height: 4))
        }
    }

    /// Sky, three clouds moving 2 px per frame and hills moving 1 px per frame to the left (both wrap around).
    private static func drawPlaneBackdrop(in ctx: CGContext, index: Int) {
        ctx.drawLinearGradient([rgb(0.38, 0.64, 0.93), rgb(0.82, 0.91, 0.99)], start: .zero, end: CGPoint(x: 0, y: 200))
        ctx.setFillColor(gray: 1, alpha: 0.85)
        for (start, y, size) in [(60, 30.0, 1.0), (230, 60.0, 0.7), (380, 20.0, 0.8)] {
            let x = CGFloat((start - 2 * index + 440) % 440 - 70)
            for (dx, dy, w, h) in [(0.0, 8.0, 60.0, 20.0), (14.0, 0.0, 30.0, 24.0), (30.0, 4.0, 26.0, 20.0)] {
                ctx.fillEllipse(in: CGRect(x: x + dx * size, y: y + dy * size, width: w * size, height: h * size))
            }
        }
        ctx.setFillColor(red: 0.46, green: 0.68, blue: 0.42, alpha: 1)
        let shift = CGFloat(index % 100)
        ctx.move(to: CGPoint(x: -shift, y: 170))
        for hill in 0..<4 {
            let left = CGFloat(hill * 100) - shift
            ctx.addQuadCurve(to: CGPoint(x: left + 100, y: 170),
                             control: CGPoint(x: left + 50, y: hill % 2 == 0 ? 140 : 150))
        }
        ctx.addLine(to: CGPoint(x: 400 - shift, y: 200))
        ctx.addLine(to: CGPoint(x: -shift, y: 200))
        ctx.closePath()
        ctx.fillPath()
    }

    /// A propeller plane about 72 × 34 px centred on the origin, nose towards +x. The propeller disc is seen
    /// edge-on: its blade shows 26, 16, 4 and 16 px tall in the four `propellerPhase`s (0…3).
    private static func drawPropellerPlane(in ctx: CGContext, propellerPhase: Int) {
        ctx.setFillColor(red: 0.85, green: 0.18, blue: 0.16, alpha: 1)          // tail fin and far wing
        ctx.addLines(between: [CGPoint(x: -34, y: -2), CGPoint(x: -38, y: -18), CGPoint(x: -30, y: -18),
                               CGPoint(x: -20, y: -2)])
        ctx.fillPath()
        ctx.setFillColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)          // fuselage
        ctx.setStrokeColor(red: 0.3, green: 0.32, blue: 0.4, alpha: 1)
        ctx.setLineWidth(1.5)
        ctx.move(to: CGPoint(x: -36, y: -3))
        ctx.addCurve(to: CGPoint(x: 28, y: -7), control1: CGPoint(x: -10, y: -8), control2: CGPoint(x: 10, y: -9))
        ctx.addCurve(to: CGPoint(x: 28, y: 7), control1: CGPoint(x: 36, y: -5), control2: CGPoint(x: 36, y: 5))
        ctx.addCurve(to: CGPoint(x: -36, y: 2), control1: CGPoint(x: 10, y: 9), control2: CGPoint(x: -10, y: 6))
        ctx.closePath()
        ctx.drawPath(using: .fillStroke)
        ctx.setFillColor(red: 0.2, green: 0.45, blue: 0.8, alpha: 1)            // cockpit canopy
        ctx.move(to: CGPoint(x: 6, y: -7))
        ctx.addQuadCurve(to: CGPoint(x: 22, y: -7), control: CGPoint(x: 12, y: -16))
        ctx.closePath()
        ctx.fillPath()
        ctx.setFillColor(red: 0.85, green: 0.18, blue: 0.16, alpha: 1)          // near wing and tailplane
        ctx.addLines(between: [CGPoint(x: -6, y: 1), CGPoint(x: 12, y: 1), CGPoint(x: 4, y: 8), CGPoint(x: -12, y: 8)])
        ctx.addLines(between: [CGPoint(x: -36, y: 0), CGPoint(x: -26, y: 0), CGPoint(x: -30, y: 4), CGPoint(x: -38, y: 4)])
        ctx.fillPath()
        ctx.setFillColor(gray: 0.5, alpha: 0.25)                                 // spinning disc
        ctx.fillEllipse(in: CGRect(x: 33, y: -13, width: 4, height: 26))
        ctx.setFillColor(red: 0.25, green: 0.25, blue: 0.28, alpha: 1)          // blade and spinner
        let bladeHeight: CGFloat = [26, 16, 4, 16][propellerPhase]
        ctx.fill(CGRect(x: 34, y: -bladeHeight / 2, width: 2.5, height: bladeHeight))
        ctx.fillEllipse(in: CGRect(x: 31, y: -3, width: 7, height: 6))
    }
}
