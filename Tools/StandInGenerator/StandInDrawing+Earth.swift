import FlipbookGraphics
import Foundation

extension StandInDrawing {
    /// `earth.png` (book §12.2, a 50 × 50 image view circling the sun): the earth, 100 × 100 on transparency — a
    /// blue globe lit from the top left, green and ochre continents, white cloud bands and polar cap.
    static let earth = StandInDrawing(name: "earth", width: 100, height: 100) { ctx in
        ctx.saveGState()
        ctx.addEllipse(in: CGRect(x: 4, y: 4, width: 92, height: 92))
        ctx.clip()
        ctx.drawRadialGradient([rgb(0.45, 0.72, 1), rgb(0.12, 0.38, 0.8), rgb(0.04, 0.12, 0.35)],
                               focus: CGPoint(x: 34, y: 30), center: CGPoint(x: 50, y: 50), radius: 50)
        ctx.setFillColor(red: 0.25, green: 0.62, blue: 0.3, alpha: 1)          // the Americas, on the left
        ctx.move(to: CGPoint(x: 22, y: 18))
        ctx.addCurve(to: CGPoint(x: 44, y: 34), control1: CGPoint(x: 34, y: 14), control2: CGPoint(x: 48, y: 22))
        ctx.addCurve(to: CGPoint(x: 36, y: 52), control1: CGPoint(x: 40, y: 42), control2: CGPoint(x: 32, y: 44))
        ctx.addCurve(to: CGPoint(x: 44, y: 84), control1: CGPoint(x: 46, y: 62), control2: CGPoint(x: 50, y: 74))
        ctx.addCurve(to: CGPoint(x: 28, y: 58), control1: CGPoint(x: 34, y: 80), control2: CGPoint(x: 26, y: 68))
        ctx.addCurve(to: CGPoint(x: 22, y: 18), control1: CGPoint(x: 14, y: 46), control2: CGPoint(x: 10, y: 28))
        ctx.fillPath()
        ctx.setFillColor(red: 0.62, green: 0.55, blue: 0.3, alpha: 1)          // Africa's desert, on the right
        ctx.move(to: CGPoint(x: 64, y: 30))
        ctx.addCurve(to: CGPoint(x: 90, y: 40), control1: CGPoint(x: 74, y: 24), control2: CGPoint(x: 88, y: 30))
        ctx.addCurve(to: CGPoint(x: 74, y: 78), control1: CGPoint(x: 94, y: 56), control2: CGPoint(x: 84, y: 74))
        ctx.addCurve(to: CGPoint(x: 64, y: 30), control1: CGPoint(x: 62, y: 70), control2: CGPoint(x: 54, y: 40))
        ctx.fillPath()
        ctx.setFillColor(red: 0.97, green: 0.98, blue: 1, alpha: 0.85)         // polar cap and cloud bands
        ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 11))
        ctx.setStrokeColor(red: 1, green: 1, blue: 1, alpha: 0.7)
        ctx.setLineWidth(3)
        ctx.setLineCap(.round)
        for (y, from, to) in [(46.0, 52.0, 80.0), (62.0, 14.0, 40.0), (72.0, 56.0, 86.0)] {
            ctx.move(to: CGPoint(x: from, y: y))
            ctx.addQuadCurve(to: CGPoint(x: to, y: y + 2), control: CGPoint(x: (from + to) / 2, y: y - 4))
        }
        ctx.strokePath()
        ctx.restoreGState()
    }
}
