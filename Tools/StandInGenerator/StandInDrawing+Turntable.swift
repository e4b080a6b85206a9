import FlipbookGraphics
import Foundation

extension StandInDrawing {
    /// `turntable.png` (book Cases 15 and 18, shown with `scaleAspectFit`): a lottery wheel, 400 × 400, transparent
    /// outside the disc. Eight coloured sectors, the first (from 12 o'clock, clockwise) marked with one white dot,
    /// the next with two and so on up to eight, so that any rotation reads from a still; a crimson rim with sixteen
    /// bulbs and a golden hub whose arrow points to 12 o'clock.
    static let turntable = StandInDrawing(name: "turntable", width: 400, height: 400) { ctx in
        let center = CGPoint(x: 200, y: 200)
        let directions = CompassDirections.sixteen
        /// The point at `radius` from the centre in the direction `sixteen[index]` (index taken modulo 16).
        func point(_ index: Int, _ radius: CGFloat) -> CGPoint {
            let direction = directions[index % 16]
            return CGPoint(x: center.x + radius * direction.x, y: center.y + radius * direction.y)
        }
        ctx.setFillColor(red: 0.62, green: 0.08, blue: 0.14, alpha: 1)          // rim
        ctx.fillCircle(center: center, radius: 198)
        ctx.setFillColor(red: 0.98, green: 0.86, blue: 0.4, alpha: 1)           // bulbs
        for bulb in 0..<16 {
            ctx.fillCircle(center: point(bulb, 187), radius: 5)
        }
        let colors = [rgb(0.92, 0.26, 0.24), rgb(0.98, 0.58, 0.16), rgb(0.98, 0.84, 0.2), rgb(0.36, 0.74, 0.3),
                      rgb(0.16, 0.7, 0.68), rgb(0.2, 0.46, 0.86), rgb(0.5, 0.32, 0.78), rgb(0.92, 0.44, 0.66)]
        // Sector s spans the directions 12 + 2s … 14 + 2s (12 o'clock is direction 12: −y).
        for (sector, color) in colors.enumerated() {
            ctx.setFillColor(color)
            ctx.move(to: center)
            ctx.addLine(to: point(12 + 2 * sector, 176))
            ctx.addArc(center: center, radius: 176, startAngle: CGFloat(12 + 2 * sector) * .pi / 8,
                       endAngle: CGFloat(14 + 2 * sector) * .pi / 8, clockwise: false)
            ctx.closePath()
            ctx.fillPath()
        }
        ctx.setStrokeColor(gray: 1, alpha: 1)                                    // sector borders
        ctx.setLineWidth(3)
        for border in 0..<8 {
            ctx.move(to: center)
            ctx.addLine(to: point(12 + 2 * border, 176))
        }
        ctx.strokePath()
        ctx.setFillColor(gray: 1, alpha: 1)                                      // 1 … 8 dots along each sector's middle
        for sector in 0..<8 {
            for dot in 0...sector {
                ctx.fillCircle(center: point(13 + 2 * sector, 158 - 14 * CGFloat(dot)), radius: 5)
            }
        }
        ctx.setFillColor(red: 0.95, green: 0.72, blue: 0.2, alpha: 1)           // hub with an arrow to 12 o'clock
        ctx.setStrokeColor(red: 0.62, green: 0.42, blue: 0.08, alpha: 1)
        ctx.setLineWidth(3)
        ctx.addLines(between: [CGPoint(x: 184, y: 180), CGPoint(x: 200, y: 140), CGPoint(x: 216, y: 180)])
        ctx.addArc(center: center, radius: 26, startAngle: -0.9, endAngle: .pi + 0.9, clockwise: false)
        ctx.closePath()
        ctx.drawPath(using: .fillStroke)
    }
}
